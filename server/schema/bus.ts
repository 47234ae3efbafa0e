import { sql } from 'kysely';
import type pg from 'pg';
import type { Database, DB } from '../db';

/**
 * How a published schema change reaches the other server instances on one PostgreSQL: NOTIFY on a
 * channel of the schema, sent by the publishing transaction at its commit; every instance LISTENs
 * and reloads its registry (docs/schema.md "Every instance"). A lost connection is a gap: the
 * instance reloads once it listens again, so no change is missed. The embedded PGlite serves one
 * process: there is nobody to tell.
 */
export interface SchemaBus {
  announceInTransaction(trx: DB, version: number): Promise<void>;
  close(): Promise<void>;
}

export const localSchemaBus: SchemaBus = {
  announceInTransaction: async () => {},
  close: async () => {},
};

export async function openSchemaBus(database: Database, instanceId: string, onChange: () => void): Promise<SchemaBus> {
  if (database.kind !== 'postgres' || !database.dedicatedClient) return localSchemaBus;
  const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(database.db);
  // Channels are database-wide: installations (and test runs) in other schemas must not hear this one.
  const channel = `schema_${rows[0].s}`.slice(0, 63);
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`schema bus: schema name unfit for a channel: ${rows[0].s}`);
  const bus = new PgSchemaBus(database.dedicatedClient, channel, instanceId, onChange);
  await bus.listen();
  return bus;
}

class PgSchemaBus implements SchemaBus {
  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly connect: () => Promise<pg.Client>,
    private readonly channel: string,
    private readonly instanceId: string,
    private readonly onChange: () => void,
  ) {}

  async listen() {
    const client = await this.connect();
    client.on('notification', (n) => {
      if (n.channel !== this.channel || !n.payload) return;
      try {
        const { from } = JSON.parse(n.payload) as { from?: string };
        if (from !== this.instanceId) this.onChange();
      } catch {
        // Not ours: ignored.
      }
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
          // Changes published while nobody listened: read the registry again.
          this.onChange();
        } catch {
          attempt(Math.min(delay * 2, 30_000));
        }
      }, delay);
      this.retry.unref();
    };
    attempt(delayMs);
  }

  async announceInTransaction(trx: DB, version: number) {
    await sql`select pg_notify(${this.channel}, ${JSON.stringify({ from: this.instanceId, version })})`.execute(trx);
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
