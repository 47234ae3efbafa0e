import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigRouteError, loadConfiguredRoutes } from '../../server/config-routes';
import { startApp, targets } from './harness';

const fixtures = path.resolve(import.meta.dirname, '../fixtures');

describe.each(targets)('a route added by a configuration file on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let staff: string;
  beforeAll(async () => {
    h = await startApp(target, { configDir: path.join(fixtures, 'config-resources') });
    admin = await h.tokenFor('2|admin|DEMO');
    staff = await h.tokenFor('0|13800138000|DEMO');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('gets a permission entry granted to administrators, a menu entry and its definition for the browser', async () => {
    const tree = (await h.get('/hrs/permission', admin)).json().data;
    const af = tree.find((n: any) => n.path === '/afManager');
    expect(af.children.find((c: any) => c.path === '/warehouse_dock')).toMatchObject({
      label: { 'zh-CN': '仓库月台', 'en-US': 'Warehouse docks' },
    });
    expect((await h.get('/hrs/permission/getButtonInfo', admin)).json().data).toContain('warehouse_dock:create');
    const defs = (await h.get('/hrs/permission/resourceDefs', admin)).json().data;
    expect(defs.map((d: any) => d.path)).toEqual(['/warehouse_dock']);
    expect(defs[0].fields).toHaveLength(4);
    // Not granted to other roles until an administrator does so.
    expect((await h.get('/hrs/permission/resourceDefs', staff)).json().data).toEqual([]);
    expect((await h.get('/api/warehouse_dock', staff)).statusCode).toBe(403);
  });

  it('has a table, validation and the CRUD API', async () => {
    const post = (payload: object) =>
      h.app.inject({ method: 'POST', url: '/api/warehouse_dock', headers: { authorization: `Bearer ${admin}` }, payload });
    const created = await post({ dockCode: 'D01', dockType: 'IN', maxWeight: 1200.5, airport: 'PVG' });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ dockCode: 'D01', dockType: 'IN', maxWeight: 1200.5 });
    const bad = await post({ dockType: 'SIDEWAYS', airport: 'PUDONG' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.errors).sort()).toEqual(['airport', 'dockCode', 'dockType']);
    expect((await post({ dockCode: 'D01' })).statusCode).toBe(409);
    const list = (await h.get('/api/warehouse_dock?dockType=IN&sort=dockCode,asc', admin)).json().data;
    expect(list.records.map((r: any) => r.dockCode)).toEqual(['D01']);
  });
});

describe('configuration files are checked at start', () => {
  it('names the file and the field of an invalid definition', () => {
    expect(() => loadConfiguredRoutes(path.join(fixtures, 'config-invalid'))).toThrow(ConfigRouteError);
    expect(() => loadConfiguredRoutes(path.join(fixtures, 'config-invalid'))).toThrow(
      /broken_route\.json:\n {2}routes\[0\]\.fields\[0\]\.kind: must be one of text/,
    );
  });

  it('refuses a path that is already declared', () => {
    const base = loadConfiguredRoutes(path.join(fixtures, 'config-resources'));
    expect(base.map((r) => r.path)).toContain('/warehouse_dock');
    expect(() => loadConfiguredRoutes(path.join(fixtures, 'config-resources'), base)).toThrow(/\/warehouse_dock is already declared/);
  });

  it('starts with no extra routes when the directory does not exist', () => {
    expect(loadConfiguredRoutes(path.join(fixtures, 'no-such-dir'))).toEqual([]);
  });
});
