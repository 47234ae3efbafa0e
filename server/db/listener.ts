import { sql } from 'kysely';
import type pg from 'pg';
import type { Database, DB } from './index';

/**
 * LISTEN/NOTIFY between the server instances on one PostgreSQL, shared by the chat's bus
 * (server/chat/bus.ts) and the schema's bus (server/schema/bus.ts). One channel per purpose and
 * schema; each notification is a JSON object marked with the sending instance, and an instance does
 * not hear its own. The listening connection is its own (outside the pool); when it drops the
 * listener reconnects with backoff and reports a gap, since notifications sent meanwhile are lost.
 */

export interface ListenerHandlers<T> {
  /** A notification from another instance (its body without the sender mark). */
  onMessage(body: T): void;
  /** The connection dropped and is back: what was sent in between is lost, catch up. */
  onGap(): void;
}

const CHANNEL = /^[a-z_][a-z0-9_]*$/;

export class Listener<T extends object> {
  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  private constructor(
    private readonly connect: () => Promise<pg.Client>,
    readonly channel: string,
    private readonly instanceId: string,
    private readonly handlers: ListenerHandlers<T>,
  ) {}

  /**
   * Listens on `<prefix>_<current schema>`, or answers null on PGlite: the embedded database serves one
   * process, so there is nobody to hear.
   */
  static async open<T extends object>(
    database: Database,
    prefix: string,
    instanceId: string,
    handlers: ListenerHandlers<T>,
  ): Promise<Listener<T> | null> {
    if (database.kind !== 'postgres' || !database.dedicatedClient) return null;
    // Channels are database-wide; installations (and test runs) sharing a database in separate
    // schemas must not hear each other.
    const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(database.db);
    const channel = `${prefix}_${rows[0].s}`.slice(0, 63);
    if (!CHANNEL.test(channel)) throw new Error(`${prefix}: schema name unfit for a channel: ${rows[0].s}`);
    const listener = new Listener<T>(database.dedicatedClient, channel, instanceId, handlers);
    await listener.listen();
    return listener;
  }

  /** The text of a notification carrying body, marked as this instance's. */
  payload(body: T): string {
    return JSON.stringify({ ...body, from: this.instanceId });
  }

  /** Sends payloads in their order; inside a transaction they go out at its commit (none on rollback). */
  async notify(db: DB, payloads: string[]) {
    if (!payloads.length) return;
    // One statement however many: a chat group commit sends its events together.
    await sql`select pg_notify(${this.channel}, p) from unnest(${payloads}::text[]) with ordinality as x(p, n) order by n`.execute(db);
  }

  private async listen() {
    const client = await this.connect();
    client.on('notification', (n) => {
      if (n.channel !== this.channel || !n.payload) return;
      let parsed: { from?: unknown } & T;
      try {
        parsed = JSON.parse(n.payload);
      } catch {
        return; // not ours
      }
      if (!parsed || typeof parsed !== 'object' || parsed.from === this.instanceId) return;
      const { from: _from, ...body } = parsed;
      this.handlers.onMessage(body as unknown as T);
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    await client.query(`listen "${this.channel}"`);
    this.client = client;
  }

  private lost(client: pg.Client, delayMs = 500) {
    if (this.closed || this.client !== client) return;
    this.client = null;
    client.removeAllListeners();
    client.end().catch(() => {});
    const attempt = (delay: number) => {
      this.retry = setTimeout(async () => {
        if (this.closed) return;
        try {
          await this.listen();
          this.handlers.onGap();
        } catch {
          attempt(Math.min(delay * 2, 30_000));
        }
      }, delay);
      this.retry.unref();
    };
    attempt(delayMs);
  }

  async close() {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners();
      await client.end().catch(() => {});
    }
  }
}
