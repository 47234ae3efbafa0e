import pg from 'pg';
import { openDatabase, type Database } from '../db';
import { restoreScript, type RestoreOptions, type SqlRunner } from './restore';
import { checkBackupFile, scriptStatements } from './dump';
import type { Query } from './verify';

/**
 * The database a restore or the move writes into (README "Backups"): PostgreSQL by its URL, or an
 * embedded data directory (locked like a server's, so no server may use it meanwhile). Either must
 * be empty: a restore over existing data would mix two databases, so it is refused.
 */
export type RestoreTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export class TargetNotEmptyError extends Error {}

export interface OpenTarget {
  run: SqlRunner['run'];
  query: Query;
  close(): Promise<void>;
}

/** Tables, views and sequences in the public schema (where a dump puts everything). */
const OBJECTS = `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
  where s.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`;

export async function openTarget(target: RestoreTarget): Promise<OpenTarget> {
  let open: OpenTarget;
  if (target.kind === 'postgres') {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    open = {
      run: async (text) => void (await client.query(text)),
      query: async (text) => (await client.query(text)).rows,
      close: () => client.end(),
    };
  } else {
    const database: Database = await openDatabase({ kind: 'pglite', dataDir: target.dataDir });
    const lite = database.pglite!;
    open = {
      run: async (text) => void (await lite.exec(text)),
      query: async (text) => (await lite.query<Record<string, unknown>>(text)).rows,
      close: () => database.close(),
    };
  }
  try {
    const [{ n }] = await open.query(OBJECTS);
    if (Number(n) > 0) {
      throw new TargetNotEmptyError(
        `The target database is not empty (${n} tables, views or sequences in its public schema): ` +
          'restore only into a new, empty database (PostgreSQL: createdb; embedded: a new DATA_DIR).',
      );
    }
  } catch (e) {
    await open.close();
    throw e;
  }
  return open;
}

/**
 * `npm run restore FILE`: the backup file into an empty database, read from disk as it is restored
 * (never whole in memory); answers the statements run. A file that is not a backup is refused
 * before the target is opened.
 */
export async function restoreFile(file: string, target: RestoreTarget, options: RestoreOptions = {}): Promise<number> {
  await checkBackupFile(file);
  const db = await openTarget(target);
  try {
    return await restoreScript(scriptStatements(file), db, options);
  } finally {
    await db.close();
  }
}
