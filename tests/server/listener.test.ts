import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db';
import { Listener } from '../../server/db/listener';
import { targets } from './harness';

/**
 * The LISTEN connection both buses share (server/db/listener.ts): another instance hears a
 * notification, the sender does not, nothing reaches a listener of another schema, and a dropped
 * connection comes back and says it missed something. PGlite serves one process: no listener.
 */
const postgres = targets.filter((t) => t.url);

describe('the listener on PGlite', () => {
  it('is none: there is nobody to tell', async () => {
    const pglite = { kind: 'pglite', db: null, close: async () => {} } as unknown as Database;
    expect(await Listener.open(pglite, 'test', 'a', { onMessage: () => {}, onGap: () => {} })).toBeNull();
  });
});

describe.skipIf(!postgres.length)('the listener on PostgreSQL', () => {
  const url = postgres[0]?.url ?? '';
  const schema = `t_listen_${crypto.randomBytes(4).toString('hex')}`;
  const other = `${schema}_x`;
  let database: Database;
  let otherDatabase: Database;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'postgres', url, schema });
    otherDatabase = await openDatabase({ kind: 'postgres', url, schema: other });
  });
  afterAll(async () => {
    await database?.close();
    await otherDatabase?.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.query(`drop schema if exists "${other}" cascade`);
    await admin.end();
  });

  const until = async (fn: () => boolean, ms = 10_000) => {
    const end = Date.now() + ms;
    while (!fn()) {
      if (Date.now() > end) throw new Error('did not happen');
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('carries a body to the other instances only, in order, and reports a gap after a dropped connection', async () => {
    const heard: Record<string, number[]> = { a: [], b: [], x: [] };
    const gaps: Record<string, number> = { a: 0, b: 0, x: 0 };
    const open = (db: Database, id: string) =>
      Listener.open<{ n: number }>(db, 'test', id, { onMessage: (m) => heard[id].push(m.n), onGap: () => gaps[id]++ });
    const a = (await open(database, 'a'))!;
    const b = (await open(database, 'b'))!;
    const x = (await open(otherDatabase, 'x'))!;
    try {
      expect(a.channel).toBe(`test_${schema}`);
      await a.notify(
        database.db,
        [1, 2, 3].map((n) => a.payload({ n })),
      );
      await until(() => heard.b.length === 3);
      expect(heard.b).toEqual([1, 2, 3]);
      // A rolled-back transaction sends nothing; the sender never hears itself; another schema hears nothing.
      await database.db
        .transaction()
        .execute(async (trx) => {
          await a.notify(trx, [a.payload({ n: 99 })]);
          throw new Error('rollback');
        })
        .catch(() => {});
      await b.notify(database.db, [b.payload({ n: 4 })]);
      await until(() => heard.a.length === 1);
      expect(heard).toEqual({ a: [4], b: [1, 2, 3], x: [] });

      // b's connection is killed: it listens again and says it missed something.
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        const killed = await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where query = $1 and pid <> pg_backend_pid()`,
          [`listen "test_${schema}"`],
        );
        expect(killed.rowCount).toBe(2); // a's and b's
      } finally {
        await admin.end();
      }
      await until(() => gaps.a === 1 && gaps.b === 1, 15_000);
      await a.notify(database.db, [a.payload({ n: 5 })]);
      await until(() => heard.b.length === 4);
      expect(heard.b).toEqual([1, 2, 3, 5]);
      expect(gaps.x).toBe(0);
    } finally {
      await Promise.all([a.close(), b.close(), x.close()]);
    }
  });
});
