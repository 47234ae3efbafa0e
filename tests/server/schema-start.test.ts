import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveModules, routes as registryRoutes, type FieldDef, type ModuleDef } from '../../src/resources';
import { SchemaStopError } from '../../server/schema/builtins';
import { planConfigFiles } from '../../server/schema/files';
import { planText } from '../../server/schema/report';
import { boot, dropStore, ensureRoot, newStore, targets, type Store } from './schema-harness';

/**
 * The schema engine at start (docs/schema.md): the product's own upgrades declared by a release
 * (renamedFrom, a new kind) and the files under CONFIG_DIR, on a database made before: rows kept,
 * a lossy change stopping the start with its plan unless SCHEMA_ACCEPT_LOSS accepts it.
 */
const L = (zh: string, en = zh) => ({ 'zh-CN': zh, 'en-US': en });
const f = (name: string, kind: FieldDef['kind'], extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  kind,
  label: L(name),
  list: true,
  ...extra,
});

const release1: ModuleDef = {
  code: 'rel',
  label: L('发布'),
  routes: [{ path: '/rel_item', kind: 'crud', label: L('物品'), fields: [f('code', 'text', { unique: true }), f('weight', 'text')] }],
};
const release2: ModuleDef = {
  code: 'rel',
  label: L('发布'),
  routes: [
    {
      path: '/rel_goods',
      renamedFrom: '/rel_item',
      kind: 'crud',
      label: L('物品'),
      fields: [f('itemNo', 'text', { unique: true, renamedFrom: 'code' }), f('weight', 'weight')],
    },
  ],
};
const withRelease = (m: ModuleDef) => [...registryRoutes, ...resolveModules([m])];

const stopOf = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e as Error;
  }
  throw new Error('the start went on');
};

// Each test starts the server up to three times on one database.
describe.each(targets)('schema changes at start on $name', { timeout: 180_000 }, (target) => {
  const stores: Store[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-'));
  afterAll(async () => {
    for (const s of stores) await dropStore(s);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  describe('an upgrade of the product that renames a route and a field and changes a kind', () => {
    const store = newStore(target);
    stores.push(store);
    beforeAll(async () => {
      const h = await boot(store, {}, withRelease(release1));
      await ensureRoot(h.db);
      const org = (await h.db.selectFrom('hrs_org').select('id').executeTakeFirstOrThrow()).id;
      await sql`insert into rel_item (org_id, code, weight) values (${org}, 'A1', '12.5'), (${org}, 'A2', 'heavy'), (${org}, 'A3', null)`.execute(
        h.db,
      );
      await h.close();
    }, 180_000);

    it("starts again on the same release without changing anything in the product's tables", async () => {
      const h = await boot(store, {}, withRelease(release1));
      const versions = await h.db.selectFrom('sys_schema_version').select('id').execute();
      await h.close();
      expect(versions).toEqual([]);
    });

    it('stops a start whose conversion would lose values, printing the plan with the rows, and changes nothing', async () => {
      const e = await stopOf(boot(store, {}, withRelease(release2)));
      expect(e).toBeInstanceOf(SchemaStopError);
      expect(e.message).toMatch(/rel_goods\.weight .*1 rows convert/);
      expect(e.message).toContain('"heavy"');
      expect(e.message).toMatch(/alter table "rel_goods" alter column "weight" type numeric\(16,3\)/);
      const h = await boot(store, {}, withRelease(release1));
      expect((await sql.raw('select code, weight from rel_item order by id').execute(h.db)).rows).toEqual([
        { code: 'A1', weight: '12.5' },
        { code: 'A2', weight: 'heavy' },
        { code: 'A3', weight: null },
      ]);
      await h.close();
    });

    it('with SCHEMA_ACCEPT_LOSS renames the table and the column and converts, keeping every row', async () => {
      const h = await boot(store, { schemaAcceptLoss: true }, withRelease(release2));
      expect((await sql.raw('select item_no, weight from rel_goods order by id').execute(h.db)).rows).toEqual([
        { item_no: 'A1', weight: '12.500' },
        { item_no: 'A2', weight: null },
        { item_no: 'A3', weight: null },
      ]);
      const idx = (
        await sql<{
          indexname: string;
        }>`select indexname from pg_indexes where schemaname = current_schema() and tablename = 'rel_goods'`.execute(h.db)
      ).rows.map((r) => r.indexname);
      expect(idx).toContain('rel_goods_org_id_item_no_uq');
      expect(idx.filter((n) => n.includes('item_no'))).toHaveLength(1);
      const [v] = await h.db.selectFrom('sys_schema_version').selectAll().where('origin', '=', 'release').execute();
      expect(v.changes).toEqual(
        expect.arrayContaining([
          { type: 'renameRoute', from: '/rel_item', to: '/rel_goods' },
          { type: 'renameField', path: '/rel_goods', from: 'code', to: 'itemNo' },
        ]),
      );
      const kept = await h.db.selectFrom('sys_schema_file').select(['rows']).where('module_code', '=', '(release)').execute();
      expect(kept.map((k) => Number(k.rows))).toEqual([1]);
      const token = await h.tokenFor();
      const list = await h.ok('GET', '/api/rel_goods?sort=id,asc', token);
      expect(list.records.map((r: any) => [r.itemNo, r.weight])).toEqual([
        ['A1', 12.5],
        ['A2', null],
        ['A3', null],
      ]);
      await h.close();
    });
  });

  describe('files under CONFIG_DIR', () => {
    const store = newStore(target);
    stores.push(store);
    const file = path.join(dir, 'warehouse.json');
    const write = (fields: FieldDef[]) =>
      fs.writeFileSync(
        file,
        JSON.stringify({ code: 'whf', label: L('仓库'), routes: [{ path: '/whf_dock', kind: 'crud', label: L('月台'), fields }] }),
      );

    it('are published at start; a file renaming a field with renamedFrom keeps its values', async () => {
      write([f('dockCode', 'text', { required: true }), f('size', 'text')]);
      let h = await boot(store, { configDir: dir });
      await ensureRoot(h.db);
      const token = await h.tokenFor();
      await h.ok('POST', '/api/whf_dock', token, { dockCode: 'D1', size: '40' });
      await h.ok('POST', '/api/whf_dock', token, { dockCode: 'D2', size: 'big' });
      expect(h.ctx.schema.modules.map((m) => [m.code, m.version, m.origin, m.fileName])).toEqual([['whf', 1, 'file', 'warehouse.json']]);
      await h.close();
      write([f('dockNo', 'text', { required: true, renamedFrom: 'dockCode' }), f('size', 'text')]);
      h = await boot(store, { configDir: dir });
      const list = await h.ok('GET', '/api/whf_dock?sort=id,asc', await h.tokenFor());
      expect(list.records.map((r: any) => r.dockNo)).toEqual(['D1', 'D2']);
      expect(h.ctx.schema.modules[0].version).toBe(2);
      await h.close();
      // The same file again: nothing to do, no new version.
      h = await boot(store, { configDir: dir });
      expect(h.ctx.schema.modules[0].version).toBe(2);
      await h.close();
    });

    it('a lossy change stops the start with the plan; config:plan prints it; the flag applies it', async () => {
      write([f('dockNo', 'text', { required: true, renamedFrom: 'dockCode' }), f('size', 'integer')]);
      const e = await stopOf(boot(store, { configDir: dir }));
      expect(e).toBeInstanceOf(SchemaStopError);
      expect(e.message).toContain('warehouse.json');
      expect(e.message).toMatch(/\/whf_dock\.size \(size\): 1 rows convert/);
      expect(e.message).toContain('"big"');
      // The plan without applying it, as `npm run config:plan` prints it.
      write([f('dockNo', 'text', { required: true }), f('size', 'text')]);
      let h = await boot(store, { configDir: dir });
      write([f('dockNo', 'text', { required: true }), f('size', 'integer')]);
      const [plan] = await planConfigFiles(h.ctx.schema, dir);
      expect(plan.file).toBe('warehouse.json');
      expect(plan.plan.dryRun.checks.find((c) => c.check === 'convert')).toMatchObject({
        field: 'size',
        count: 1,
        samples: [{ value: 'big' }],
      });
      expect(planText(plan.plan)).toContain('alter table "whf_dock" alter column "size" type integer');
      expect(
        (
          await sql
            .raw(
              "select data_type from information_schema.columns where table_schema = current_schema() and table_name = 'whf_dock' and column_name = 'size'",
            )
            .execute(h.db)
        ).rows,
      ).toEqual([{ data_type: 'text' }]);
      await h.close();
      h = await boot(store, { configDir: dir, schemaAcceptLoss: true });
      const list = await h.ok('GET', '/api/whf_dock?sort=id,asc', await h.tokenFor());
      expect(list.records.map((r: any) => [r.dockNo, r.size])).toEqual([
        ['D1', 40],
        ['D2', null],
      ]);
      await h.close();
    });
  });
});
