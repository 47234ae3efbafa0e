import dayjs from 'dayjs';
import { dash } from './empty';

/**
 * How the screens show a point in time: 'YYYY-MM-DD HH:mm' or 'YYYY-MM-DD' in the viewer's time zone,
 * '-' when empty, and a value that is no date as it came (a server's text is better than "Invalid Date").
 */

const DATE_TIME = 'YYYY-MM-DD HH:mm';
const DATE = 'YYYY-MM-DD';

function formatted(v: string | null | undefined, format: string): string {
  if (v === null || v === undefined || v.trim() === '') return dash(v);
  const d = dayjs(v);
  return d.isValid() ? d.format(format) : v;
}

/** A time as 'YYYY-MM-DD HH:mm'; '-' when empty. */
export const dateTimeText = (v: string | null | undefined): string => formatted(v, DATE_TIME);

/** The day of a time as 'YYYY-MM-DD'; '-' when empty. */
export const dateText = (v: string | null | undefined): string => formatted(v, DATE);

/** An event time as 'YYYY-MM-DD HH:mm' in the viewer's time zone; a date stays a date; '' when empty. */
export function formatTime(v: unknown): string {
  if (typeof v !== 'string' || !v.trim()) return '';
  const s = v.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return s;
  const d = new Date(s);
  if (Number.isNaN(d.getTime())) return s;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
