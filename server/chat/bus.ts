import { sql } from 'kysely';
import type pg from 'pg';
import type { ChatMessage } from '../../src/schemas/chat';
import type { Database, DB } from '../db';

/**
 * How chat events reach the other server instances (docs/chat.md "Scale-out"). Each instance delivers
 * to its own sockets itself; the bus only carries events to the others. On PostgreSQL that is
 * LISTEN/NOTIFY on one channel per schema; the embedded PGlite serves one process, so there is
 * nobody to tell.
 */

export type ChatEvent =
  /** message is left out when it would not fit a NOTIFY payload; receivers then read it by id. */
  | { t: 'message'; userIds: number[]; id: number; message?: ChatMessage }
  | { t: 'read'; userIds: number[]; conversationId: number; accid: string; messageId: number }
  | { t: 'logout'; jti: string };

export interface ChatBus {
  /** Inside the transaction that stored what the events tell: sent at commit, in order, dropped on rollback. */
  publishInTransaction(trx: DB, events: ChatEvent[]): Promise<void>;
  publish(event: ChatEvent): Promise<void>;
  close(): Promise<void>;
}

export interface BusHandlers {
  /** An event from another instance. */
  onEvent(event: ChatEvent): void;
  /** The bus lost events (its connection dropped and came back): clients should catch up. */
  onGap(): void;
}

/** One process: nothing to carry. */
export const localBus: ChatBus = {
  publishInTransaction: async () => {},
  publish: async () => {},
  close: async () => {},
};

/** PostgreSQL's NOTIFY payload must stay below 8000 bytes. */
const PAYLOAD_LIMIT = 7900;

/** Builds the bus for the database: NOTIFY on PostgreSQL, none on PGlite. */
export async function openBus(database: Database, instanceId: string, handlers: BusHandlers): Promise<ChatBus> {
  if (database.kind !== 'postgres' || !database.dedicatedClient) return localBus;
  return PgBus.open(database.db, database.dedicatedClient, instanceId, handlers);
}

class PgBus implements ChatBus {
  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  private constructor(
    private readonly db: DB,
    private readonly connect: () => Promise<pg.Client>,
    private readonly instanceId: string,
    private readonly channel: string,
    private readonly handlers: BusHandlers,
  ) {}

  static async open(db: DB, connect: () => Promise<pg.Client>, instanceId: string, handlers: BusHandlers) {
    // Channels are database-wide; installations (and test runs) sharing a database in separate
    // schemas must not hear each other.
    const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(db);
    const channel = `chat_${rows[0].s}`.slice(0, 63);
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`chat: schema name unfit for a channel: ${rows[0].s}`);
    const bus = new PgBus(db, connect, instanceId, channel, handlers);
    await bus.listen();
    return bus;
  }

  private async listen() {
    const client = await this.connect();
    client.on('notification', (n) => {
      if (n.channel !== this.channel || !n.payload) return;
      let parsed: { from?: string; event?: ChatEvent };
      try {
        parsed = JSON.parse(n.payload);
      } catch {
        return;
      }
      if (parsed.from !== this.instanceId && parsed.event) this.handlers.onEvent(parsed.event);
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    await client.query(`listen "${this.channel}"`);
    this.client = client;
  }

  /** The listening connection died: reconnect with backoff; events in between are lost, say so. */
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

  private payload(event: ChatEvent): string {
    const full = JSON.stringify({ from: this.instanceId, event });
    if (Buffer.byteLength(full) <= PAYLOAD_LIMIT || event.t !== 'message') return full;
    const { message: _dropped, ...small } = event;
    return JSON.stringify({ from: this.instanceId, event: small });
  }

  async publishInTransaction(trx: DB, events: ChatEvent[]) {
    if (!events.length) return;
    // One statement for a whole group commit; notifications go out in the array's order.
    await sql`select pg_notify(${this.channel}, p) from unnest(${events.map((e) => this.payload(e))}::text[]) with ordinality as x(p, n) order by n`.execute(trx);
  }

  async publish(event: ChatEvent) {
    await sql`select pg_notify(${this.channel}, ${this.payload(event)})`.execute(this.db);
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
