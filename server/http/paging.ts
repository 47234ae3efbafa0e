/** `current` (1-based) and `size` of a paged call, clamped to sane bounds. */
export function pageOf(q: Record<string, unknown> | undefined, defaultSize = 10, maxSize = 100) {
  const num = (v: unknown, d: number) => {
    const n = Number(v);
    return Number.isSafeInteger(n) && n > 0 ? n : d;
  };
  const current = Math.min(num(q?.current, 1), 100_000);
  const size = Math.min(num(q?.size, defaultSize), maxSize);
  return { current, size, offset: (current - 1) * size };
}
