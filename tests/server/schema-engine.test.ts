import { sql } from 'kysely';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldDef, ModuleDef, RouteDef } from '../../src/resources';
import { previewPublish, publish, type PublishRequest } from '../../server/schema/engine';
import { readFile } from '../../server/schema/store';
import { boot, dropStore, ensureRoot, newStore, targets, type Store } from './schema-harness';

/**
 * The schema engine on real databases (docs/schema.md): every kind of change a module's definition
 * can make, with rows present before and checked after: values, counts, the dry run's figures.
 */
const L = (zh: string, en = zh) => ({ 'zh-CN': zh, 'en-US': en });
const text = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({ name, kind: 'text', label: L(name), list: true, ...extra });
const dock = (fields: FieldDef[], extra: Partial<RouteDef> = {}): RouteDef => ({
  path: '/wh_dock',
  kind: 'crud',
  label: L('月台', 'Docks'),
  fields,
  ...extra,
});
const mod = (...routes: RouteDef[]): ModuleDef => ({ code: 'wh', label: L('仓库', 'Warehouse'), routes });
const actor = { userId: null, orgId: null, userName: 'test' };

describe.each(targets)('schema engine on $name', (target) => {
  let store: Store;
  let h: Awaited<ReturnType<typeof boot>>;
  let org: number;
  let version = 0;
  const req = (definition: ModuleDef, extra: Partial<PublishRequest> = {}): PublishRequest => ({
    definition,
    baseVersion: version,
    origin: 'designer',
    actor,
    ...extra,
  });
  const pub = async (definition: ModuleDef, extra: Partial<PublishRequest> = {}) => {
    const r = await publish(h.ctx.schema, req(definition, extra));
    version = r.version;
    return r;
  };
  const rows = async (table = 'wh_dock', order = 'id') =>
    (await sql.raw(`select * from ${table} order by ${order}`).execute(h.db)).rows as Record<string, unknown>[];
  const columnType = async (table: string, column: string) =>
    (
      await sql<{
        data_type: string;
      }>`select data_type from information_schema.columns where table_schema = current_schema() and table_name = ${table} and column_name = ${column}`.execute(
        h.db,
      )
    ).rows[0]?.data_type;
  const indexes = async (table: string) =>
    (
      await sql<{
        indexname: string;
      }>`select indexname from pg_indexes where schemaname = current_schema() and tablename = ${table} order by indexname`.execute(h.db)
    ).rows.map((r) => r.indexname);
  const failure = async (p: Promise<unknown>) => {
    try {
      await p;
    } catch (e) {
      return e as { status: number; message: string; data: any };
    }
    throw new Error('expected a failure');
  };

  beforeAll(async () => {
    store = newStore(target);
    h = await boot(store);
    await ensureRoot(h.db);
    org = Number((await h.db.selectFrom('hrs_org').select('id').where('org_code', '=', 'ROOT').executeTakeFirstOrThrow()).id);
  });
  afterAll(async () => {
    await h?.close();
    await dropStore(store);
  });

  it('creates a module: its table, indexes, API resource and permission entry', async () => {
    const r = await pub(mod(dock([text('dockCode', { required: true, unique: true, filter: 'like' }), text('qty'), text('note')])));
    expect(r).toMatchObject({ version: 1, changed: true, problems: 0 });
    expect(r.statements[0]).toMatch(/^create table "wh_dock"/);
    expect(await indexes('wh_dock')).toEqual(expect.arrayContaining(['wh_dock_org_id_dock_code_uq']));
    expect(h.ctx.resources.get('wh_dock')?.fields.map((f) => f.name)).toEqual(['dockCode', 'qty', 'note']);
    expect(h.ctx.catalogue.allMenuCodes).toContain('wh_dock');
    expect(h.ctx.configured.map((x) => x.path)).toEqual(['/wh_dock']);
    await sql`insert into wh_dock (org_id, dock_code, qty, note) values (${org}, 'D1', '12', 'a'), (${org}, 'D2', 'x7', null), (${org}, 'D3', ' 7.5 ', 'bb'), (${org}, 'D4', '1200', null)`.execute(
      h.db,
    );
  });

  it('renames a field as ALTER ... RENAME: values kept, indexes renamed, no check of the rows', async () => {
    const def = mod(
      dock([text('dockNo', { renamedFrom: 'dockCode', required: true, unique: true, filter: 'like' }), text('qty'), text('note')]),
    );
    const plan = await previewPublish(h.ctx.schema, req(def));
    expect(plan.changes).toEqual([
      { type: 'renameField', path: '/wh_dock', from: 'dockCode', to: 'dockNo' },
      { type: 'changeField', path: '/wh_dock', field: 'dockNo', what: ['label'] },
    ]);
    expect(plan.statements).toContain('alter table "wh_dock" rename column "dock_code" to "dock_no"');
    expect(plan.statements).toContain('alter index "wh_dock_org_id_dock_code_uq" rename to "wh_dock_org_id_dock_no_uq"');
    expect(plan.statements.some((s) => /create (unique )?index/.test(s))).toBe(false);
    expect(plan.dryRun.checks).toEqual([]);
    await pub(def);
    expect((await rows()).map((x) => x.dock_no)).toEqual(['D1', 'D2', 'D3', 'D4']);
    expect(await indexes('wh_dock')).toContain('wh_dock_org_id_dock_no_uq');
    expect(await indexes('wh_dock')).not.toContain('wh_dock_org_id_dock_code_uq');
    // The stored definition is clean: the rename is done.
    expect(h.ctx.schema.modules[0].definition.routes[0].fields![0]).not.toHaveProperty('renamedFrom');
  });

  it('changes text to integer with a dry run naming the rows that do not convert; cancel changes nothing', async () => {
    const def = mod(
      dock([text('dockNo', { required: true, unique: true, filter: 'like' }), { ...text('qty'), kind: 'integer' }, text('note')]),
    );
    const plan = await previewPublish(h.ctx.schema, req(def));
    const convert = plan.dryRun.checks.find((c) => c.check === 'convert')!;
    expect(convert).toMatchObject({ field: 'qty', count: 2 });
    expect(convert.samples.map((s) => [s.value, s.org])).toEqual([
      ['x7', 'ROOT'],
      [' 7.5 ', 'ROOT'],
    ]);
    expect(plan.problems).toBe(2);
    expect(plan.statements.find((s) => s.includes('alter column "qty" type integer'))).toBeTruthy();
    const refused = await failure(pub(def));
    expect(refused.status).toBe(409);
    expect(refused.data.plan.dryRun.checks[0].count).toBe(2);
    expect(await columnType('wh_dock', 'qty')).toBe('text');
    expect(version).toBe(2);
  });

  it('converts and empties the values that do not convert, after writing them to a workbook', async () => {
    const def = mod(
      dock([text('dockNo', { required: true, unique: true, filter: 'like' }), { ...text('qty'), kind: 'integer' }, text('note')]),
    );
    const r = await pub(def, { accept: true });
    expect(r.version).toBe(3);
    expect(await columnType('wh_dock', 'qty')).toBe('integer');
    expect((await rows()).map((x) => x.qty)).toEqual([12, null, null, 1200]);
    const file = await readFile(h.db, r.exportFileId!);
    expect(file?.rows).toBe(2);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(file!.bytes as Uint8Array) as never);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(2).getCell(6).value).toBe('x7');
    expect(sheet.getRow(3).getCell(6).value).toBe(' 7.5 ');
    const [v] = await h.db.selectFrom('sys_schema_version').selectAll().where('module_code', '=', 'wh').where('version', '=', 3).execute();
    expect(v.dry_run.checks[0]).toMatchObject({ check: 'convert', count: 2 });
    expect(v.statements.some((s: string) => s.includes('type integer'))).toBe(true);
  });

  it('makes a field required: empty rows need a default value, which fills them', async () => {
    const def = mod(
      dock([
        text('dockNo', { required: true, unique: true, filter: 'like' }),
        { ...text('qty'), kind: 'integer' },
        text('note', { required: true }),
      ]),
    );
    const plan = await previewPublish(h.ctx.schema, req(def));
    expect(plan.needsDefault).toEqual([{ path: '/wh_dock', field: 'note', label: L('note'), count: 2 }]);
    expect(plan.problems).toBe(0);
    const missing = await failure(pub(def));
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.data.errors)).toEqual(['defaults./wh_dock.note']);
    await pub(def, { defaults: { '/wh_dock': { note: '待补' } } });
    expect((await rows()).map((x) => x.note)).toEqual(['a', '待补', 'bb', '待补']);
  });

  it('checks unique, maxLength, enum and range against the rows, and empties what breaks them when accepted', async () => {
    await sql`update wh_dock set note = 'a' where dock_no = 'D3'`.execute(h.db);
    const def = mod(
      dock([
        text('dockNo', { required: true, unique: true, filter: 'like', maxLength: 2 }),
        { ...text('qty'), kind: 'integer', min: 0, max: 100 },
        {
          ...text('note', { required: true }),
          kind: 'enum',
          options: [
            { value: 'a', label: L('A') },
            { value: '待补', label: L('待补') },
          ],
        },
      ]),
    );
    let plan = await previewPublish(h.ctx.schema, req(def));
    const counts = Object.fromEntries(plan.dryRun.checks.filter((c) => c.count).map((c) => [`${c.field}:${c.check}`, c.count]));
    expect(counts).toEqual({ 'qty:range': 1 });
    await sql`update wh_dock set dock_no = 'D10' where dock_no = 'D4'`.execute(h.db);
    plan = await previewPublish(h.ctx.schema, req(def));
    expect(plan.dryRun.checks.find((c) => c.check === 'maxLength')).toMatchObject({
      field: 'dockNo',
      count: 1,
      samples: [{ value: 'D10' }],
    });
    const def2 = mod(
      dock([
        text('dockNo', { required: true, unique: true, filter: 'like' }),
        { ...text('qty'), kind: 'integer', min: 0, max: 100 },
        { ...text('note', { required: true }), kind: 'enum', options: [{ value: '待补', label: L('待补') }] },
        text('bay', { unique: true }),
      ]),
    );
    await pub(mod(dock([...def2.routes[0].fields!.slice(0, 2), text('note', { required: true }), text('bay')])), { accept: true });
    await sql`update wh_dock set bay = 'B1' where dock_no in ('D1', 'D2')`.execute(h.db);
    plan = await previewPublish(h.ctx.schema, req(def2));
    const found = Object.fromEntries(plan.dryRun.checks.filter((c) => c.count).map((c) => [`${c.field}:${c.check}`, c.count]));
    // qty's value out of range was emptied by the publication before; the rows 'a' leave the options and become empty.
    expect(found).toEqual({ 'note:enum': 2, 'note:required': 2, 'bay:unique': 1 });
    expect(plan.dryRun.checks.find((c) => c.check === 'unique')!.samples[0].id).toBe(Number((await rows())[1].id));
    await pub(def2, { accept: true, defaults: { '/wh_dock': { note: '待补' } } });
    const after = await rows();
    expect(after.map((x) => [x.dock_no, x.qty, x.note, x.bay])).toEqual([
      ['D1', 12, '待补', 'B1'],
      ['D2', null, '待补', null],
      ['D3', null, '待补', null],
      ['D10', null, '待补', null],
    ]);
    expect(await indexes('wh_dock')).toContain('wh_dock_org_id_bay_uq');
  });

  it('hides a removed field and keeps its column; adding it back restores every value', async () => {
    const fields = h.ctx.schema.modules[0].definition.routes[0].fields!;
    await pub(mod(dock(fields.filter((f) => f.name !== 'bay'))));
    expect(h.ctx.resources.get('wh_dock')!.fields.map((f) => f.name)).not.toContain('bay');
    expect(h.ctx.schema.modules[0].retired.fields['/wh_dock'].map((f) => f.name)).toEqual(['bay']);
    expect((await rows()).map((x) => x.bay)).toEqual(['B1', null, null, null]);
    const back = await pub(mod(dock(fields)));
    expect(back.changes).toContainEqual({ type: 'restoreField', path: '/wh_dock', field: 'bay' });
    expect(h.ctx.schema.modules[0].retired.fields).toEqual({});
    expect(h.ctx.resources.get('wh_dock')!.fields.map((f) => f.name)).toContain('bay');
  });

  it('refuses a change of a table while a database object depends on it: rolled back, nothing changed', async () => {
    await sql`create view wh_dock_qty as select qty from wh_dock`.execute(h.db);
    const fields = h.ctx.schema.modules[0].definition.routes[0].fields!;
    const before = version;
    const failed = await failure(
      pub(mod(dock(fields.map((f) => (f.name === 'qty' ? { ...f, kind: 'text' as const, min: undefined, max: undefined } : f))))),
    );
    expect(failed.status).toBe(400);
    expect(failed.message).toMatch(/rolled back/);
    expect(await columnType('wh_dock', 'qty')).toBe('integer');
    expect(version).toBe(before);
    expect(h.ctx.schema.modules[0].version).toBe(before);
    await sql`drop view wh_dock_qty`.execute(h.db);
  });

  it('renames a route: its table, indexes and permission codes follow', async () => {
    const fields = h.ctx.schema.modules[0].definition.routes[0].fields!;
    await pub(mod({ ...dock(fields), path: '/wh_bay', renamedFrom: '/wh_dock' }));
    expect((await rows('wh_bay')).map((x) => x.dock_no)).toEqual(['D1', 'D2', 'D3', 'D10']);
    expect(await indexes('wh_bay')).toContain('wh_bay_org_id_dock_no_uq');
    expect(h.ctx.resources.has('wh_dock')).toBe(false);
    expect(h.ctx.catalogue.allButtonCodes).toContain('wh_bay:create');
  });

  it('answers 409 naming the version when the definition was made from an older one', async () => {
    const stale = await failure(publish(h.ctx.schema, req(mod(dock([text('x')])), { baseVersion: 1 })));
    expect(stale.status).toBe(409);
    expect(stale.data.conflict).toMatchObject({ code: 'wh', baseVersion: 1, version });
  });

  it('refuses definitions that shadow the product or break the identifier rules, naming the field', async () => {
    const bad = await failure(
      pub({
        code: 'wh',
        label: L('x'),
        routes: [{ path: '/sys_job', kind: 'crud', label: L('x'), fields: [text('id'), text('a b')] }],
      } as ModuleDef),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.data.errors)).toEqual(['routes[0].path', 'routes[0].fields[0].name', 'routes[0].fields[1].name']);
    const shadow = await failure(
      pub({ code: 'af', label: L('x'), routes: [{ path: '/af_order', kind: 'crud', label: L('x'), fields: [text('a')] }] } as ModuleDef),
    );
    expect(Object.keys(shadow.data.errors)).toEqual(['code', 'routes[0].path']);
  });
});

describe.each(targets)('a field becoming a reference on $name', (target) => {
  let store: Store;
  let h: Awaited<ReturnType<typeof boot>>;
  let org: number;
  beforeAll(async () => {
    store = newStore(target);
    h = await boot(store);
    await ensureRoot(h.db);
    org = Number((await h.db.selectFrom('hrs_org').select('id').where('org_code', '=', 'ROOT').executeTakeFirstOrThrow()).id);
  });
  afterAll(async () => {
    await h?.close();
    await dropStore(store);
  });

  it('lists the values that reference no record of their organisation, and empties them when accepted', async () => {
    const zone: RouteDef = { path: '/wr_zone', kind: 'crud', label: L('库区', 'Zones'), fields: [text('zoneCode', { required: true })] };
    const module = (f: FieldDef): ModuleDef => ({
      code: 'wr',
      label: L('仓库', 'Warehouse'),
      routes: [zone, { path: '/wr_slot', kind: 'crud', label: L('库位', 'Slots'), fields: [text('slotNo'), f] }],
    });
    const first = await publish(h.ctx.schema, { definition: module(text('zone')), baseVersion: 0, origin: 'designer', actor });
    const ids = (
      await sql<{ id: string }>`insert into wr_zone (org_id, zone_code) values (${org}, 'Z1'), (${org + 1000}, 'Z9') returning id`.execute(
        h.db,
      )
    ).rows.map((r) => String(r.id));
    const [mine, theirs] = ids;
    await sql`insert into wr_slot (org_id, slot_no, zone) values (${org}, 'S1', ${mine}), (${org}, 'S2', '999999'), (${org}, 'S3', 'Z1'), (${org}, 'S4', null), (${org}, 'S5', ${theirs})`.execute(
      h.db,
    );
    const def = module({ ...text('zone'), kind: 'ref', ref: 'wr_zone' });
    const req: PublishRequest = { definition: def, baseVersion: first.version, origin: 'designer', actor };
    const plan = await previewPublish(h.ctx.schema, req);
    const found = Object.fromEntries(plan.dryRun.checks.filter((c) => c.count).map((c) => [`${c.field}:${c.check}`, c.count]));
    // 'Z1' is no record id at all; 999999 is none, and another organisation's zone is not one of this organisation's.
    expect(found).toEqual({ 'zone:convert': 1, 'zone:ref': 2 });
    expect(plan.dryRun.checks.find((c) => c.check === 'ref')!.samples.map((s) => s.value)).toEqual(['999999', theirs]);
    expect(plan.statements.some((s) => s.startsWith('alter table "wr_slot" alter column "zone" type bigint using'))).toBe(true);
    await expect(publish(h.ctx.schema, req)).rejects.toMatchObject({ status: 409 });
    const done = await publish(h.ctx.schema, { ...req, accept: true });
    expect(done.exportFileId).not.toBeNull();
    const after = (await sql.raw('select slot_no, zone from wr_slot order by id').execute(h.db)).rows as {
      slot_no: string;
      zone: unknown;
    }[];
    expect(after.map((r) => [r.slot_no, r.zone === null ? null : String(r.zone)])).toEqual([
      ['S1', mine],
      ['S2', null],
      ['S3', null],
      ['S4', null],
      ['S5', null],
    ]);
  });
});
