import type { ChatMessage } from '../../src/schemas/chat';
import type { Database, DB } from '../db';
import { Listener } from '../db/listener';

/**
 * How chat events reach the other server instances (docs/chat.md "Scale-out"). Each instance delivers
 * to its own sockets itself; the bus only carries events to the others. On PostgreSQL that is
 * LISTEN/NOTIFY on one channel per schema (server/db/listener.ts); the embedded PGlite serves one process, so there is
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

/** Builds the bus for the database: NOTIFY on PostgreSQL (server/db/listener.ts), none on PGlite. */
export async function openBus(database: Database, instanceId: string, handlers: BusHandlers): Promise<ChatBus> {
  const listener = await Listener.open<{ event: ChatEvent }>(database, 'chat', instanceId, {
    onMessage: (body) => {
      if (body.event) handlers.onEvent(body.event);
    },
    onGap: handlers.onGap,
  });
  return listener ? new PgBus(database.db, listener) : localBus;
}

class PgBus implements ChatBus {
  constructor(
    private readonly db: DB,
    private readonly listener: Listener<{ event: ChatEvent }>,
  ) {}

  private payload(event: ChatEvent): string {
    const full = this.listener.payload({ event });
    if (Buffer.byteLength(full) <= PAYLOAD_LIMIT || event.t !== 'message') return full;
    const { message: _dropped, ...small } = event;
    return this.listener.payload({ event: small });
  }

  async publishInTransaction(trx: DB, events: ChatEvent[]) {
    // One statement for a whole group commit; notifications go out in the array's order.
    await this.listener.notify(
      trx,
      events.map((e) => this.payload(e)),
    );
  }

  async publish(event: ChatEvent) {
    await this.listener.notify(this.db, [this.payload(event)]);
  }

  close() {
    return this.listener.close();
  }
}
