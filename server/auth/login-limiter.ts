import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../db';
import { boundedKey } from '../http/rate-limit';

/**
 * Slows and refuses the sources of failed logins without locking the account out for its owner
 * (docs/security.md "Login limits", after OWASP's guidance on lockout):
 *
 * - an address with `maxPerAddress` failures in the window (any accounts) is refused;
 * - once an account has `maxPerAccount` failures in the window (from anywhere), every address that has
 *   failed on it is refused; an address that has not failed on it still gets its answer, so the owner's
 *   correct password goes through while someone else guesses;
 * - answers to a source with `slowAfter` or more failures on the account are held back (250 ms,
 *   doubling per failure, at most 2 s), and every attempt on an account over its limit waits 2 s.
 *
 * The account is the normalised identity the login resolves to (the user, or for an unknown login its
 * type, login and organisation), never the raw text, so spelling variants count together. Failures
 * live in the database (auth_login_failure), on its clock: the limits hold across server instances.
 */
export interface LimiterOptions {
  windowMs: number;
  slowAfter: number;
  maxPerAccount: number;
  maxPerAddress: number;
}

export interface LimitVerdict {
  refused: boolean;
  retryAfterSeconds: number;
  /** Milliseconds to hold the answer before replying. */
  delayMs: number;
}

const MAX_DELAY_MS = 2000;

export class LoginLimiter {
  private nextSweep = 0;

  constructor(
    private readonly db: DB,
    private readonly opts: LimiterOptions,
  ) {}

  /** The start of the window, parenthesised: it is subtracted from timestamps (min(at) - (now() - w)). */
  private since() {
    return sql`(now() - ${this.opts.windowMs}::float8 * interval '1 millisecond')`;
  }

  async check(account: string, address: string): Promise<LimitVerdict> {
    const a = boundedKey(account);
    const ip = boundedKey(address);
    const { maxPerAccount, maxPerAddress, slowAfter, windowMs } = this.opts;
    const since = this.since();
    const left = (at: RawBuilder<unknown>) => sql`(extract(epoch from ${at} - ${since}) * 1000)::text`;
    // Counts stop at the limit: a flood of failures is never counted to its end. A refusal ends when
    // a count falls below its limit, i.e. when the limit-th newest failure leaves the window (or, for
    // an account refusal, when this address's newest failure on the account does).
    const { rows } = await sql<{
      account_n: string;
      address_n: string;
      pair_n: string;
      account_left: string | null;
      pair_left: string | null;
      address_left: string | null;
    }>`
      select
        (select count(*) from (select 1 from auth_login_failure where account = ${a} and at > ${since} limit ${maxPerAccount}) t)::text as account_n,
        (select count(*) from (select 1 from auth_login_failure where address = ${ip} and at > ${since} limit ${maxPerAddress}) t)::text as address_n,
        (select count(*) from (select 1 from auth_login_failure where account = ${a} and address = ${ip} and at > ${since} limit ${Math.max(maxPerAccount, slowAfter + 8)}) t)::text as pair_n,
        (select ${left(sql`at`)} from auth_login_failure where account = ${a} and at > ${since} order by at desc offset ${Math.max(0, maxPerAccount - 1)} limit 1) as account_left,
        (select ${left(sql`max(at)`)} from auth_login_failure where account = ${a} and address = ${ip} and at > ${since}) as pair_left,
        (select ${left(sql`at`)} from auth_login_failure where address = ${ip} and at > ${since} order by at desc offset ${Math.max(0, maxPerAddress - 1)} limit 1) as address_left`.execute(
      this.db,
    );
    const r = rows[0];
    const accountN = Number(r.account_n);
    const addressN = Number(r.address_n);
    const pairN = Number(r.pair_n);
    const seconds = (left: string | null) => Math.max(1, Math.ceil(Math.min(windowMs, Number(left ?? windowMs)) / 1000));
    if (addressN >= maxPerAddress) return { refused: true, retryAfterSeconds: seconds(r.address_left), delayMs: 0 };
    if (pairN > 0 && accountN >= maxPerAccount) {
      return { refused: true, retryAfterSeconds: Math.min(seconds(r.account_left), seconds(r.pair_left)), delayMs: 0 };
    }
    const excess = pairN - slowAfter + 1;
    const delayMs = accountN >= maxPerAccount ? MAX_DELAY_MS : excess > 0 ? Math.min(MAX_DELAY_MS, 250 * 2 ** (excess - 1)) : 0;
    return { refused: false, retryAfterSeconds: 0, delayMs };
  }

  async fail(account: string, address: string) {
    await this.db
      .insertInto('auth_login_failure')
      .values({ account: boundedKey(account), address: boundedKey(address) })
      .execute();
    await this.sweep();
  }

  /** A correct password: this source's failures on the account are forgiven; other sources' remain. */
  async succeed(account: string, address: string) {
    await this.db
      .deleteFrom('auth_login_failure')
      .where('account', '=', boundedKey(account))
      .where('address', '=', boundedKey(address))
      .execute();
  }

  private async sweep() {
    const now = Date.now();
    if (now < this.nextSweep) return;
    this.nextSweep = now + 60_000;
    await sql`delete from auth_login_failure where at < ${this.since()}`.execute(this.db);
  }
}
