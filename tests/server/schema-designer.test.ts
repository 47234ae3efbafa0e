import { sql } from 'kysely';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldDef, ModuleDef } from '../../src/resources';
import { hashPassword } from '../../server/auth/passwords';
import { PASSWORD } from './harness';
import { boot, dropStore, ensureRoot, newStore, targets, type Store } from './schema-harness';

/**
 * 模块设计's calls (/hrs/moduleDesign, docs/api-schema.md) through the real app: who may use them,
 * drafts, plan and publish, 409 on a stale version, versions and restore, removal and purge.
 */
const L = (zh: string, en = zh) => ({ 'zh-CN': zh, 'en-US': en });
const f = (name: string, kind: FieldDef['kind'] = 'text', extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  kind,
  label: L(`字段${name}`, name),
  list: true,
  ...extra,
});
const dockModule = (fields: FieldDef[], path = '/yard_dock', extra = {}): ModuleDef => ({
  code: 'yard',
  label: L('堆场', 'Yard'),
  routes: [{ path, kind: 'crud', label: L('堆位', 'Slots'), parent: '/afManager', fields, ...extra }],
});

describe.each(targets)("the module designer's calls on $name", (target) => {
  let store: Store;
  let h: Awaited<ReturnType<typeof boot>>;
  let root: string;
  let tenantAdmin: string;
  let viewer: string;
  let version = 0;

  beforeAll(async () => {
    store = newStore(target);
    h = await boot(store);
    await ensureRoot(h.db);
    // An organisation's own administrator (every code, not a platform administrator) and a platform
    // administrator whose role grants the designer's menu but none of its buttons.
    const hash = await hashPassword(PASSWORD);
    const other = await h.db
      .insertInto('hrs_org')
      .values({ org_code: 'OTHER', org_name: '其他公司' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const adminRole = await h.db
      .insertInto('hrs_role')
      .values({ org_id: other.id, role_code: 'admin', role_name: '管理员', is_admin: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await h.db
      .insertInto('hrs_user')
      .values({ org_id: other.id, role_id: adminRole.id, login_name: 'boss', user_name: '老板', login_role: 'admin', password_hash: hash })
      .execute();
    const rootOrg = await h.db.selectFrom('hrs_org').select('id').where('org_code', '=', 'ROOT').executeTakeFirstOrThrow();
    const viewRole = await h.db
      .insertInto('hrs_role')
      .values({ org_id: rootOrg.id, role_code: 'view', role_name: '只读', is_admin: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    await h.db
      .insertInto('hrs_role_permission')
      .values({ org_id: rootOrg.id, role_id: viewRole.id, permission_code: 'hrs_module_design' })
      .execute();
    await h.db
      .insertInto('hrs_user')
      .values({
        org_id: rootOrg.id,
        role_id: viewRole.id,
        login_name: 'viewer',
        user_name: '观察员',
        login_role: 'superAdmin',
        password_hash: hash,
      })
      .execute();
    root = await h.tokenFor();
    tenantAdmin = await h.tokenFor('boss', 'OTHER');
    viewer = await h.tokenFor('viewer', 'ROOT');
  }, 180_000);
  afterAll(async () => {
    await h?.close();
    await dropStore(store);
  });

  it("answers 403 to anyone but a platform administrator holding the designer's grants, drafts included", async () => {
    expect((await h.app.inject({ method: 'GET', url: '/hrs/moduleDesign/modules' })).statusCode).toBe(401);
    for (const [method, url, payload] of [
      ['GET', '/hrs/moduleDesign/modules'],
      ['GET', '/hrs/moduleDesign/modules/yard'],
      ['PUT', '/hrs/moduleDesign/drafts/yard', { definition: {}, baseVersion: 0 }],
      ['POST', '/hrs/moduleDesign/plan', { definition: dockModule([f('slotNo')]), baseVersion: 0 }],
      ['POST', '/hrs/moduleDesign/publish', { definition: dockModule([f('slotNo')]), baseVersion: 0 }],
    ] as [string, string, unknown?][]) {
      expect((await h.call(method, url, tenantAdmin, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    // The viewer reads and plans, but may not publish, restore or purge.
    expect((await h.call('GET', '/hrs/moduleDesign/modules', viewer)).statusCode).toBe(200);
    expect(
      (await h.call('POST', '/hrs/moduleDesign/publish', viewer, { definition: dockModule([f('slotNo')]), baseVersion: 0 })).statusCode,
    ).toBe(403);
    expect((await h.call('PUT', '/hrs/moduleDesign/drafts/yard', viewer, { definition: {}, baseVersion: 0 })).statusCode).toBe(403);
    // The menu shows the designer to platform administrators only.
    const menu = async (token: string) => JSON.stringify(await h.ok('GET', '/hrs/permission', token));
    expect(await menu(root)).toContain('/hrs_module_design');
    expect(await menu(tenantAdmin)).not.toContain('/hrs_module_design');
  });

  it('keeps a draft, plans it without changing anything, publishes it: the route answers at once', async () => {
    const def = dockModule([f('slotNo', 'text', { required: true, unique: true, filter: 'like', sort: true }), f('qty'), f('memo')]);
    await h.ok('PUT', '/hrs/moduleDesign/drafts/yard', root, { definition: def, baseVersion: 0 });
    const listed = await h.ok('GET', '/hrs/moduleDesign/modules', root);
    expect(listed.drafts).toMatchObject([{ code: 'yard', baseVersion: 0, authorName: 'root' }]);
    expect(listed.refTargets.map((r: any) => r.name)).toContain('prm_coop');
    const plan = await h.ok('POST', '/hrs/moduleDesign/plan', root, { definition: def, baseVersion: 0 });
    expect(plan.statements[0]).toMatch(/^create table "yard_dock"/);
    expect((await h.call('GET', '/api/yard_dock', root)).statusCode).toBe(404);
    const bad = await h.call('POST', '/hrs/moduleDesign/plan', root, {
      definition: { ...def, routes: [{ ...def.routes[0], fields: [f('createTime')] }] },
      baseVersion: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors).toHaveProperty(['routes[0].fields[0].name']);
    // The API reference describes the registry as it is: the new route's calls appear once published.
    const described = async () => Object.keys((await h.call('GET', '/api/openapi.json', root)).json().paths);
    expect(await described()).not.toContain('/api/yard_dock');
    const before = Number((await h.call('GET', '/hrs/moduleDesign/modules', root)).headers['x-registry-version']);
    const published = await h.ok('POST', '/hrs/moduleDesign/publish', root, { definition: def, baseVersion: 0 });
    version = published.version;
    expect(published).toMatchObject({ version: 1, changed: true });
    const after = await h.call('GET', '/api/yard_dock', root);
    expect(after.statusCode).toBe(200);
    expect(Number(after.headers['x-registry-version'])).toBeGreaterThan(before);
    expect(await described()).toContain('/api/yard_dock');
    expect((await h.ok('GET', '/hrs/moduleDesign/modules', root)).drafts).toEqual([]);
    for (const [slotNo, qty] of [
      ['S1', '10'],
      ['S2', 'ten'],
      ['S3', '3'],
    ])
      await h.ok('POST', '/api/yard_dock', root, { slotNo, qty });
    // Grants for the new route can be given in 角色管理 right away.
    const role = await h.db.selectFrom('hrs_role').select('id').where('role_code', '=', 'view').executeTakeFirstOrThrow();
    await h.ok('PUT', `/hrs/permission/role/${role.id}`, root, { codes: ['hrs_module_design', 'yard_dock', 'yard_dock:create'] });
    expect((await h.call('GET', '/api/yard_dock', viewer)).statusCode).toBe(200);
    const menu = JSON.stringify(await h.ok('GET', '/hrs/permission', root));
    expect(menu).toContain('/yard_dock');
    const defs = await h.ok('GET', '/hrs/permission/resourceDefs', root);
    expect(defs.map((d: any) => d.path)).toEqual(['/yard_dock']);
  });

  it('answers 409 with the other version when the draft was made from an older one', async () => {
    const a = dockModule([
      f('slotNo', 'text', { required: true, unique: true, filter: 'like', sort: true }),
      f('qty'),
      f('memo'),
      f('bay'),
    ]);
    const published = await h.ok('POST', '/hrs/moduleDesign/publish', root, { definition: a, baseVersion: version });
    const second = await h.call('POST', '/hrs/moduleDesign/publish', root, {
      definition: dockModule([f('slotNo'), f('other')]),
      baseVersion: version,
    });
    version = published.version;
    expect(second.statusCode).toBe(409);
    expect(second.json().data.conflict).toMatchObject({ code: 'yard', baseVersion: version - 1, version, author: 'root' });
    expect(second.json().messageInfo).toContain(`版本 ${version}`);
  });

  it('changes a kind with a dry run: 409 with the plan, then accepted with the workbook of emptied values', async () => {
    const def = dockModule([
      f('slotNo', 'text', { required: true, unique: true, filter: 'like', sort: true }),
      f('qty', 'integer'),
      f('memo'),
      f('bay'),
    ]);
    const refused = await h.call('POST', '/hrs/moduleDesign/publish', root, { definition: def, baseVersion: version });
    expect(refused.statusCode).toBe(409);
    const check = refused.json().data.plan.dryRun.checks.find((c: any) => c.check === 'convert');
    expect(check).toMatchObject({ field: 'qty', count: 1, samples: [{ value: 'ten', org: 'ROOT' }] });
    const done = await h.ok('POST', '/hrs/moduleDesign/publish', root, { definition: def, baseVersion: version, accept: true });
    version = done.version;
    const file = await h.app.inject({
      method: 'GET',
      url: `/hrs/moduleDesign/files/${done.exportFileId}`,
      headers: { authorization: `Bearer ${root}` },
    });
    expect(file.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as never);
    expect(wb.worksheets[0].getRow(2).getCell(6).value).toBe('ten');
    expect((await h.call('GET', `/hrs/moduleDesign/files/${done.exportFileId}`, tenantAdmin)).statusCode).toBe(403);
    const list = await h.ok('GET', '/api/yard_dock?sort=id,asc', root);
    expect(list.records.map((r: any) => [r.slotNo, r.qty])).toEqual([
      ['S1', 10],
      ['S2', null],
      ['S3', 3],
    ]);
  });

  it('restores an earlier version with its own dry run, renames undone and values kept', async () => {
    const renamed = dockModule([
      f('slotCode', 'text', { renamedFrom: 'slotNo', required: true, unique: true, filter: 'like', sort: true }),
      f('qty', 'integer'),
      f('memo'),
      f('bay'),
    ]);
    version = (await h.ok('POST', '/hrs/moduleDesign/publish', root, { definition: renamed, baseVersion: version })).version;
    const versions = await h.ok('GET', '/hrs/moduleDesign/modules/yard/versions', root);
    expect(versions.map((v: any) => [v.version, v.origin])).toEqual([
      [4, 'designer'],
      [3, 'designer'],
      [2, 'designer'],
      [1, 'designer'],
    ]);
    expect(versions[0].changes).toContainEqual({ type: 'renameField', path: '/yard_dock', from: 'slotNo', to: 'slotCode' });
    const plan = await h.ok('POST', '/hrs/moduleDesign/modules/yard/versions/1/plan', root, { baseVersion: version });
    expect(plan.changes).toEqual(
      expect.arrayContaining([
        { type: 'renameField', path: '/yard_dock', from: 'slotCode', to: 'slotNo' },
        { type: 'changeKind', path: '/yard_dock', field: 'qty', from: 'integer', to: 'text' },
        { type: 'retireField', path: '/yard_dock', field: 'bay' },
      ]),
    );
    expect(plan.problems).toBe(0);
    expect((await h.call('POST', '/hrs/moduleDesign/modules/yard/versions/1/restore', viewer, { baseVersion: version })).statusCode).toBe(
      403,
    );
    const restored = await h.ok('POST', '/hrs/moduleDesign/modules/yard/versions/1/restore', root, { baseVersion: version });
    version = restored.version;
    const list = await h.ok('GET', '/api/yard_dock?sort=id,asc', root);
    expect(list.records.map((r: any) => [r.slotNo, r.qty])).toEqual([
      ['S1', '10'],
      ['S2', null],
      ['S3', '3'],
    ]);
    const [latest] = await h.ok('GET', '/hrs/moduleDesign/modules/yard/versions', root);
    expect(latest).toMatchObject({ version, origin: 'restore', restoredFrom: 1 });
  });

  it('refuses bad input with a 400 naming it, never a 500', async () => {
    const cases: [string, string, unknown][] = [
      ['POST', '/hrs/moduleDesign/plan', [1, 2]],
      ['POST', '/hrs/moduleDesign/plan', { definition: dockModule([f('slotNo')]), baseVersion: -1 }],
      ['POST', '/hrs/moduleDesign/plan', { definition: { code: 'yard', label: L('a\u0000b'), routes: [] }, baseVersion: 0 }],
      ['POST', '/hrs/moduleDesign/plan', { definition: dockModule([f('slotNo', 'text', { maxLength: 1e300 })]), baseVersion: 0 }],
      ['POST', '/hrs/moduleDesign/plan', { definition: dockModule([f('slot"; drop table hrs_user; --')]), baseVersion: 0 }],
      ['POST', '/hrs/moduleDesign/publish', { definition: dockModule([f('slotNo')]), baseVersion: version, accept: 'yes' }],
      ['POST', '/hrs/moduleDesign/publish', { definition: dockModule([f('slotNo')]), baseVersion: version, defaults: [1] }],
      ['PUT', '/hrs/moduleDesign/drafts/yard', { definition: [], baseVersion: 0 }],
      ['POST', '/hrs/moduleDesign/modules/yard/purge', { path: '/yard_dock; drop', baseVersion: version }],
    ];
    for (const [method, url, payload] of cases) {
      const r = await h.call(method, url, root, payload);
      expect(r.statusCode, `${method} ${url} ${JSON.stringify(payload)}: ${r.body}`).toBe(400);
    }
    expect((await h.call('GET', '/hrs/moduleDesign/modules/YARD%00', root)).statusCode).toBeLessThan(500);
    expect((await h.call('POST', '/hrs/moduleDesign/modules/yard/versions/0x1/plan', root, { baseVersion: 0 })).statusCode).toBe(404);
    expect(await h.db.selectFrom('hrs_user').select('id').execute()).not.toEqual([]);
  });

  it('exports a module as the JSON file CONFIG_DIR takes', async () => {
    const r = await h.app.inject({
      method: 'GET',
      url: '/hrs/moduleDesign/modules/yard/export',
      headers: { authorization: `Bearer ${root}` },
    });
    expect(r.headers['content-disposition']).toContain('yard.json');
    expect(JSON.parse(r.body)).toMatchObject({
      code: 'yard',
      routes: [{ path: '/yard_dock', fields: [{ name: 'slotNo' }, { name: 'qty' }, { name: 'memo' }] }],
    });
  });

  it('hides a removed route and keeps its table; purging it needs its name typed, after an export is offered', async () => {
    const def = {
      code: 'yard',
      label: L('堆场', 'Yard'),
      routes: [{ path: '/yard_gate', kind: 'crud' as const, label: L('闸口'), fields: [f('gateNo')] }],
    };
    version = (await h.ok('POST', '/hrs/moduleDesign/publish', root, { definition: def, baseVersion: version })).version;
    expect((await h.call('GET', '/api/yard_dock', root)).statusCode).toBe(404);
    expect((await sql<{ n: string }>`select count(*)::text as n from yard_dock`.execute(h.db)).rows[0].n).toBe('3');
    const exported = await h.ok('POST', '/hrs/moduleDesign/modules/yard/purge/export', root, { path: '/yard_dock' });
    expect(exported.rows).toBe(3);
    expect(
      (await h.call('POST', '/hrs/moduleDesign/modules/yard/purge', root, { path: '/yard_dock', baseVersion: version })).statusCode,
    ).toBe(400);
    expect(
      (
        await h.call('POST', '/hrs/moduleDesign/modules/yard/purge', viewer, {
          path: '/yard_dock',
          baseVersion: version,
          confirm: '/yard_dock',
        })
      ).statusCode,
    ).toBe(403);
    const purged = await h.ok('POST', '/hrs/moduleDesign/modules/yard/purge', root, {
      path: '/yard_dock',
      baseVersion: version,
      confirm: '/yard_dock',
    });
    version = purged.version;
    expect(purged.statements).toEqual(['drop table if exists "yard_dock"']);
    expect((await sql`select to_regclass('yard_dock') as t`.execute(h.db)).rows[0]).toEqual({ t: null });
    const perms = await h.db
      .selectFrom('hrs_role_permission')
      .select('permission_code')
      .where('permission_code', 'like', 'yard_dock%')
      .execute();
    expect(perms).toEqual([]);
  });
});
