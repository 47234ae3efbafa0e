/**
 * Route events newest first (docs/behaviour.md §1.3 "Route track": the first entry is the latest and is
 * highlighted). Rows that are not objects are dropped; events without a readable time go last, in
 * their stored order. The server's TrackRecord and the browser's pages and dialogs sort with this one
 * function.
 */
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
