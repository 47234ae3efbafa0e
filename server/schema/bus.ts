import type { Database, DB } from '../db';
import { Listener } from '../db/listener';

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
  const listener = await Listener.open<{ version: number }>(database, 'schema', instanceId, {
    onMessage: () => onChange(),
    // Changes published while nobody listened: read the registry again.
    onGap: onChange,
  });
  if (!listener) return localSchemaBus;
  return {
    announceInTransaction: (trx, version) => listener.notify(trx, [listener.payload({ version })]),
    close: () => listener.close(),
  };
}
