import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from '../db';
import { ApiError } from './envelope';

/** Keys are client addresses or looked-up identifiers; a long one is stored by its hash. */
export const boundedKey = (key: string) => (key.length <= 200 ? key : `sha256:${crypto.createHash('sha256').update(key).digest('hex')}`);

/**
 * Fixed-window request counter per key (a client address, a looked-up login), for calls open to
 * enumeration. Counted in the database (sys_rate_window) with one upsert per call, on the database's
 * clock, so the budget holds across every server instance on one PostgreSQL.
 */
export class WindowCounter {
  private nextSweep = 0;

  constructor(
    private readonly db: DB,
    /** What is counted, e.g. 'external' or 'lookup-address': keeps budgets apart in the one table. */
    private readonly name: string,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one call; throws a 429 in the envelope when the key is over its budget for the current window. */
  async take(key: string, message = '请求过于频繁，请 {s} 秒后再试 (too many requests)') {
    const w = this.windowMs;
    const { rows } = await sql<{ hits: number; retry_ms: string }>`
      insert into sys_rate_window as r (bucket, window_no, hits, expires_at)
      values (
        ${`${this.name}|${boundedKey(key)}`},
        floor(extract(epoch from now()) * 1000 / ${w}::float8)::bigint,
        1,
        now() + ${2 * w}::float8 * interval '1 millisecond'
      )
      on conflict (bucket, window_no) do update set hits = r.hits + 1
      returning r.hits, ((r.window_no + 1) * ${w}::float8 - extract(epoch from now()) * 1000)::text as retry_ms`.execute(this.db);
    await this.sweep();
    const hits = Number(rows[0].hits);
    if (hits > this.max) {
      const retry = Math.max(1, Math.ceil(Number(rows[0].retry_ms) / 1000));
      throw new ApiError(429, message.replace('{s}', String(retry)), null, { 'retry-after': String(retry) });
    }
  }

  /** Expired windows go, at most once a minute per instance. */
  private async sweep() {
    const now = Date.now();
    if (now < this.nextSweep) return;
    this.nextSweep = now + 60_000;
    await this.db.deleteFrom('sys_rate_window').where('expires_at', '<', new Date()).execute();
  }
}
