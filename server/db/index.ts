import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import fs from 'node:fs';
import path from 'node:path';
import { lockDataDir } from './lock';
import { PGliteDialect } from './pglite-driver';
import { typeParsers } from './types';

export type DB = Kysely<any>;

export interface Database {
  db: DB;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * PostgreSQL only: a new connection of its own, outside the pool, with the same settings (schema
   * included), for LISTEN (the chat's fan-out between server instances). The caller ends it.
   */
  dedicatedClient?: () => Promise<pg.Client>;
  /** PGlite only: the embedded database itself, for a backup's copy of its files (server/backup) and the tests' prepared database. */
  pglite?: PGlite;
}

export type DatabaseTarget =
  /** schema: tests give each app its own schema in one database. */
  | { kind: 'postgres'; url: string; schema?: string }
  /**
   * loadDataDir: the cluster a new data directory starts from instead of running initdb (the tests'
   * empty cluster: seconds of WebAssembly a start); ignored when the directory already holds one.
   */
  | { kind: 'pglite'; dataDir: string; loadDataDir?: Blob }
  /** loadDataDir: a snapshot from `dumpDataDir` (the tests' prepared database, README "Tests"). */
  | { kind: 'memory'; loadDataDir?: Blob };

/**
 * PGlite runs every statement on the server's thread. A trigram (GIN) index collects new entries in
 * a pending list that the insert which fills it past gin_pending_list_limit (4 MB) merges into the
 * index: one statement of a large import then held the thread for 140 ms of CPU. At 64 kB the
 * merges are small and frequent (no statement above 30 ms in 20,000 rows; less CPU in all, and
 * searches scan a shorter list).
 */
const PGLITE_START = [...PGlite.defaultStartParams, '-c', 'gin_pending_list_limit=64kB'];

/** Opens the one query layer (Kysely) over PostgreSQL or the embedded PGlite. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    if (target.schema) {
      if (!/^[a-z_][a-z0-9_]*$/.test(target.schema)) throw new Error(`invalid schema name ${target.schema}`);
      const admin = new pg.Client({ connectionString: target.url });
      await admin.connect();
      await admin.query(`create schema if not exists "${target.schema}"`);
      await admin.end();
    }
    const options = target.schema ? `-c search_path=${target.schema}` : undefined;
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      options,
      types: {
        getTypeParser: ((oid: number, format?: string) =>
          (typeParsers as Record<number, (v: string) => unknown>)[oid] ?? pg.types.getTypeParser(oid, format as any)) as any,
      },
    });
    const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
    await db.selectNoFrom((eb) => eb.val(1).as('ok')).execute(); // fail fast on a bad URL
    const dedicatedClient = async () => {
      const client = new pg.Client({ connectionString: target.url, options });
      await client.connect();
      return client;
    };
    return { db, kind: 'postgres', close: () => db.destroy(), dedicatedClient };
  }
  let release = () => {};
  let pglite: PGlite;
  if (target.kind === 'pglite') {
    release = lockDataDir(target.dataDir);
    try {
      const pgdata = path.join(target.dataDir, 'pgdata');
      const loadDataDir = fs.existsSync(path.join(pgdata, 'PG_VERSION')) ? undefined : target.loadDataDir;
      pglite = new PGlite(pgdata, { extensions: { pg_trgm }, loadDataDir, startParams: PGLITE_START });
      await pglite.waitReady;
    } catch (e) {
      release();
      throw e;
    }
  } else {
    pglite = new PGlite({ extensions: { pg_trgm }, loadDataDir: target.loadDataDir, startParams: PGLITE_START });
    await pglite.waitReady;
  }
  const db = new Kysely<any>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    pglite,
    close: async () => {
      await db.destroy();
      await pglite.close();
      release();
    },
  };
}
