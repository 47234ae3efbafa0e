/**
 * Slows and then refuses repeated failed logins, per account and per client address. Counts live in
 * memory (one server process owns a data directory) and fade after the window: a correct password
 * works again once the window has passed.
 */
export interface LimiterOptions {
  windowMs: number;
  slowAfter: number;
  maxPerAccount: number;
  maxPerAddress: number;
  now?: () => number;
}

interface Entry { failures: number[] }

export interface LimitVerdict {
  refused: boolean;
  retryAfterSeconds: number;
  /** Milliseconds to hold the answer before replying (grows with each failure past slowAfter). */
  delayMs: number;
}

export class LoginLimiter {
  private readonly accounts = new Map<string, Entry>();
  private readonly addresses = new Map<string, Entry>();
  private readonly now: () => number;

  constructor(private readonly opts: LimiterOptions) {
    this.now = opts.now ?? Date.now;
  }

  check(account: string, address: string): LimitVerdict {
    const a = this.recent(this.accounts, account);
    const b = this.recent(this.addresses, address);
    const over = (list: number[], max: number) => list.length >= max;
    if (over(a, this.opts.maxPerAccount) || over(b, this.opts.maxPerAddress)) {
      const oldest = Math.min(...(over(a, this.opts.maxPerAccount) ? a : b));
      return { refused: true, retryAfterSeconds: Math.ceil((oldest + this.opts.windowMs - this.now()) / 1000), delayMs: 0 };
    }
    const excess = a.length - this.opts.slowAfter + 1;
    return { refused: false, retryAfterSeconds: 0, delayMs: excess > 0 ? Math.min(2000, 250 * 2 ** (excess - 1)) : 0 };
  }

  fail(account: string, address: string) {
    for (const [map, key] of [[this.accounts, account], [this.addresses, address]] as const) {
      const list = this.recent(map, key);
      list.push(this.now());
      map.set(key, { failures: list });
    }
  }

  succeed(account: string) {
    this.accounts.delete(account);
  }

  private recent(map: Map<string, Entry>, key: string): number[] {
    const since = this.now() - this.opts.windowMs;
    const list = (map.get(key)?.failures ?? []).filter((t) => t > since);
    if (list.length) map.set(key, { failures: list });
    else map.delete(key);
    return list;
  }
}
