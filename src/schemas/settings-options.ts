import type { BusinessScope } from './scopes';
import type { LoadingDateType } from './settings';

/**
 * Choices of the personal settings dialog that are data, not code: served by the category calls of
 * docs/behaviour.md §2.7 (GET /hrs/org/listCategory/{name}, GET /afbase/category/modelCategory?categoryType=45)
 * and read by the order forms that apply the chosen values.
 */

/** A category entry as the category calls answer it: the text shown and the code stored. */
export interface CategoryEntry {
  paramText: string;
  ediCode1: string;
}

/** The category of the default-date options and the international dialling codes (docs/behaviour.md §2.7). */
export const DEFAULT_DATE_CATEGORY = '订单默认日期';
export const COUNTRY_CODE_CATEGORY = '国际电话区号';

/**
 * Default dates of new orders. The first applies to air export only (docs/behaviour.md §2.7: "first dropped for
 * non-AE types"): air export cargo handed over after the noon cut-off flies the next day.
 */
export const DEFAULT_DATE_OPTIONS: readonly CategoryEntry[] = [
  { paramText: '12点前当天，12点后次日', ediCode1: 'NOON' },
  { paramText: '当天', ediCode1: 'D0' },
  { paramText: '次日', ediCode1: 'D1' },
  { paramText: '后天', ediCode1: 'D2' },
  { paramText: '三天后', ediCode1: 'D3' },
];

export const defaultDateOptions = (scope: BusinessScope) => (scope === 'AE' ? DEFAULT_DATE_OPTIONS : DEFAULT_DATE_OPTIONS.slice(1));

/** Barcode label sizes (categoryType 45): width*height in millimetres. */
export const BARCODE_LABEL_CATEGORY_TYPE = '45';
export const BARCODE_LABEL_SIZES: readonly CategoryEntry[] = [
  { paramText: '100mm × 100mm', ediCode1: '100*100' },
  { paramText: '100mm × 150mm', ediCode1: '100*150' },
  { paramText: '100mm × 75mm', ediCode1: '100*75' },
  { paramText: '80mm × 60mm', ediCode1: '80*60' },
  { paramText: '60mm × 40mm', ediCode1: '60*40' },
];

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The date a default-date code gives for a new order created at `now` (local time), or null. */
export function defaultDateValue(code: unknown, now: Date = new Date()): string | null {
  const days = code === 'NOON' ? (now.getHours() < 12 ? 0 : 1) : /^D[0-9]$/.test(String(code)) ? Number(String(code)[1]) : null;
  if (days === null) return null;
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return isoDate(d);
}

/**
 * The loading time of a new order (docs/behaviour.md §2.3, §2.9): LOCALTIME is now + 4 hours; FLIGHTDATE is the
 * flight date at 23:00 (null until the order has a flight date). An ISO instant.
 */
export function loadingTimeValue(
  type: LoadingDateType | string | null | undefined,
  flightDate: unknown,
  now: Date = new Date(),
): string | null {
  if (type === 'FLIGHTDATE') {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(flightDate ?? ''));
    if (!m) return null;
    return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 23, 0, 0).toISOString();
  }
  return new Date(now.getTime() + 4 * 3_600_000).toISOString();
}
