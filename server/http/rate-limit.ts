import { ApiError } from './envelope';

/** Fixed-window request counter per key (client address), for public calls open to enumeration. */
export class WindowCounter {
  private readonly hits = new Map<string, { start: number; count: number }>();

  constructor(private readonly max: number, private readonly windowMs: number, private readonly now = Date.now) {}

  /** Throws a 429 in the envelope when the key is over its budget for the current window. */
  take(key: string) {
    const t = this.now();
    let e = this.hits.get(key);
    if (!e || t - e.start >= this.windowMs) {
      e = { start: t, count: 0 };
      this.hits.set(key, e);
      if (this.hits.size > 10_000) this.sweep(t);
    }
    e.count += 1;
    if (e.count > this.max) {
      const retry = Math.ceil((e.start + this.windowMs - t) / 1000);
      throw new ApiError(429, `请求过于频繁，请 ${retry} 秒后再试 (too many requests)`, null, { 'retry-after': String(retry) });
    }
  }

  private sweep(t: number) {
    for (const [k, v] of this.hits) if (t - v.start >= this.windowMs) this.hits.delete(k);
  }
}
