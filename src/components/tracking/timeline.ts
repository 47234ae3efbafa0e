import { FLIGHT_STATUS } from '../../resources/fieldsets/tracking';
import { pieceWeightText } from '../../schemas';

/** Shared rules of the track dialogs (spec 01 §2.4, §3). */

export const DIALOG_WIDTH = 730;

/** A dialog line's text, or '-' when missing. */
export const orDash = (v: unknown) => (v === null || v === undefined || String(v).trim() === '' ? '-' : String(v));

/** The status name of a route event: its own, else the label of its code. */
export function statusName(code: unknown, name: unknown): string {
  if (typeof name === 'string' && name.trim()) return name.trim();
  const hit = FLIGHT_STATUS.find(([c]) => c === code);
  return hit ? hit[1] : '';
}

/** Route events newest first (the order the dialog and the pages show them). */
export function newestFirst<T extends { eventTime?: string | null }>(list: unknown): T[] {
  if (!Array.isArray(list)) return [];
  const key = (e: T) => {
    const t = e.eventTime ? Date.parse(e.eventTime) : NaN;
    return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
  };
  return (list.filter((x) => x && typeof x === 'object') as T[])
    .map((e, i) => ({ e, i, k: key(e) }))
    .sort((a, b) => (a.k === b.k ? a.i - b.i : b.k - a.k))
    .map((x) => x.e);
}

export { pieceWeightText };
