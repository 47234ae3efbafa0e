import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db';
import { DataDirInUseError, lockDataDir } from '../../server/db/lock';
import { enableTrigram, ensureTables } from '../../server/db/tables';
import { startApp, targets } from './harness';

describe('embedded data directory', () => {
  it('refuses a second opener of the same directory with a clear message, and reopens after close', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-lock-'));
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(DataDirInUseError);
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(/in use by another server process/);
    await first.close();
    const again = await openDatabase({ kind: 'pglite', dataDir: dir });
    await again.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-lock-'));
    fs.writeFileSync(path.join(dir, 'server.lock'), '99999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe.each(targets)('query layer on $name', (target) => {
  it('adds new columns without dropping data, returns the same value types, and rolls back transactions', async () => {
    const h = await startApp(target, { seedDemo: false });
    const { db } = h.ctx;
    expect(await db.selectFrom('hrs_org').select('id').execute()).toEqual([]); // SEED_DEMO=0: nothing seeded
    // ...and nothing faked: approvals and messages exist only when something happens.
    expect(await db.selectFrom('prm_approval').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('sys_message').select('id').execute()).toEqual([]);
    await ensureTables(db, [
      {
        name: 'probe',
        columns: [
          { name: 'id', type: 'id' },
          { name: 'a', type: 'text' },
        ],
      },
    ]);
    await db.insertInto('probe').values({ a: 'kept' }).execute();
    await ensureTables(db, [
      {
        name: 'probe',
        columns: [
          { name: 'id', type: 'id' },
          { name: 'a', type: 'text' },
          { name: 'n', type: 'numeric(12,2)' },
          { name: 'd', type: 'date' },
        ],
      },
    ]);
    await db.insertInto('probe').values({ a: 'new', n: '12.50', d: '2026-11-21' }).execute();
    const rows = await db.selectFrom('probe').selectAll().orderBy('id').execute();
    expect(rows).toEqual([
      { id: 1, a: 'kept', n: null, d: null },
      { id: 2, a: 'new', n: '12.50', d: '2026-11-21' },
    ]);
    const big = await sql<{ v: unknown }>`select 9007199254740993::int8 as v, 42::int8 as w`.execute(db);
    expect(big.rows[0]).toEqual({ v: '9007199254740993', w: 42 });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('probe').values({ a: 'rolled back' }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('probe').values({ a: 'committed' }).execute();
    });
    const names = (await db.selectFrom('probe').select('a').orderBy('id').execute()).map((r) => r.a);
    expect(names).toEqual(['kept', 'new', 'committed']);
    await expect(ensureTables(db, [{ name: 'x; drop table probe', columns: [] }])).rejects.toThrow(/invalid SQL identifier/);

    // "Contains" indexes name pg_trgm's operator class in the schema that holds the extension, which
    // need not be on this connection's search path (another installation's or test's schema).
    const trgm = await enableTrigram(db);
    expect(trgm).toMatch(/^[a-z_][a-z0-9_]*$/);
    await ensureTables(
      db,
      [
        {
          name: 'probe',
          columns: [
            { name: 'id', type: 'id' },
            { name: 'a', type: 'text' },
          ],
          indexes: [{ columns: ['a'], method: 'trgm' }],
        },
      ],
      { trigram: trgm },
    );
    const ix = await sql<{
      indexdef: string;
    }>`select indexdef from pg_indexes where schemaname = current_schema() and tablename = 'probe'`.execute(db);
    expect(ix.rows.map((r) => r.indexdef).join()).toMatch(/USING gin \(a (\S+\.)?gin_trgm_ops\)/);
    await sql`select 1 from probe where a ilike '%ep%'`.execute(db);
    await h.close();
  });

  it('seeds demo data once and only on an empty database', async () => {
    const h = await startApp(target);
    const orgs = await h.ctx.db.selectFrom('hrs_org').select('org_code').orderBy('org_code').execute();
    expect(orgs.map((o) => o.org_code)).toEqual(['DEMO', 'DEMO2', 'DEMOSUP', 'SERVICE']);
    const { seedDemo } = await import('../../server/seed/demo');
    expect(await seedDemo(h.ctx.db, h.ctx.catalogue)).toBe(false);
    const users = await h.ctx.db.selectFrom('hrs_user').select(['password_hash']).execute();
    expect(users).toHaveLength(7); // with the platform administrator of SERVICE
    for (const u of users) expect(u.password_hash).toMatch(/^\$argon2id\$/);
    await h.close();
  });
});
