/**
 * Picking values out of a stored order for the login-free answers (TrackRecord, delivery notice):
 * empty text becomes null, numbers come as numbers, times as ISO text.
 */

export const str = (v: unknown): string | null => (v === null || v === undefined || String(v).trim() === '' ? null : String(v));

export const num = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/** 'YYYY-MM-DD' of a date column (kept as text by the drivers) or of a timestamp. */
export const day = (v: unknown): string | null => {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString().slice(0, 10);
  const s = str(v);
  return s && /^\d{4}-\d{2}-\d{2}/.test(s) ? s.slice(0, 10) : null;
};

/**
 * ISO text of a stored time. List rows keep what the form sent, so unreadable text is passed as is
 * unless `strict`, which answers null for it (a column the answer promises to be a time).
 */
export const iso = (v: unknown, strict = false): string | null => {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString();
  const s = str(v);
  if (!s) return null;
  const t = Date.parse(s);
  return Number.isNaN(t) ? (strict ? null : s) : new Date(t).toISOString();
};
