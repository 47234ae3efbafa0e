import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasScreen, routes } from '../../src/resources';
import { startApp, targets } from './harness';

const paths = (nodes: any[]): string[] => nodes.flatMap((n) => [n.path, ...paths(n.children ?? [])]);

describe.each(targets)('permissions and shell calls on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let staff: string;
  let admin2: string;
  beforeAll(async () => {
    h = await startApp(target);
    admin = await h.tokenFor('2|admin|DEMO');
    staff = await h.tokenFor('0|13800138000|DEMO');
    admin2 = await h.tokenFor('2|admin|DEMO2');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('gives the administrator the whole menu tree built from the registry', async () => {
    const tree = (await h.get('/hrs/permission', admin)).json().data;
    // Screens of the whole installation (the module designer) show to platform administrators only.
    const menuPaths = routes
      .filter((r) => r.access === 'menu' && !r.platformOnly)
      .map((r) => r.path)
      .sort();
    expect(paths(tree).sort()).toEqual(menuPaths);
    const af = tree.find((n: any) => n.path === '/afManager');
    expect(af.label).toEqual({ 'zh-CN': '空运管理', 'en-US': 'Air freight' });
    expect(af.children.map((c: any) => c.path)).toContain('/af_order');
  });

  it('marks unavailable exactly the entries without a screen, as the registry says', async () => {
    const flat = (nodes: any[]): any[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
    const nodes = flat((await h.get('/hrs/permission', admin)).json().data);
    const unavailable = nodes
      .filter((n) => n.unavailable)
      .map((n) => n.path)
      .sort();
    const expected = routes
      .filter((r) => r.access === 'menu' && !hasScreen(r))
      .map((r) => r.path)
      .sort();
    expect(unavailable).toEqual(expected);
    // Routes with a page, the generic screens or a module overview are never marked.
    for (const p of ['/af_order', '/af', '/afManager', '/hrs_org', '/customer_info_menu', '/jt_customer_info_menu'])
      expect(unavailable).not.toContain(p);
  });

  it('leaves the HRS module out of the staff menu and buttons', async () => {
    const staffPaths = paths((await h.get('/hrs/permission', staff)).json().data);
    expect(staffPaths).toContain('/af_order');
    expect(staffPaths).not.toContain('/hrs_user');
    expect(staffPaths).not.toContain('/hrsManager');
    const buttons: string[] = (await h.get('/hrs/permission/getButtonInfo', staff)).json().data;
    expect(buttons).toContain('af_order:create');
    expect(buttons).not.toContain('af_order:delete');
    expect(buttons.some((b) => b.startsWith('hrs_'))).toBe(false);
    const adminButtons: string[] = (await h.get('/hrs/permission/getButtonInfo', admin)).json().data;
    expect(adminButtons).toContain('hrs_user:delete');
  });

  it('answers the full permission tree with what a role has', async () => {
    const mine = (await h.get('/hrs/permission/getAllPermissionAndHave', staff)).json().data;
    expect(paths(mine.tree)).toContain('/hrs_user');
    expect(mine.have).toContain('af_order');
    expect(mine.have).not.toContain('hrs_user');
    const order = JSON.stringify(mine.tree);
    expect(order).toContain('"id":"af_order:create","name":"af_order:create","path":null,"kind":"button"');
    // Reading another role's grants needs role administration, and only inside one's organisation.
    const me = (await h.get('/hrs/user/current', staff)).json().data;
    expect((await h.get(`/hrs/permission/getAllPermissionAndHave?roleId=${me.roleId}`, staff)).statusCode).toBe(403);
    expect((await h.get(`/hrs/permission/getAllPermissionAndHave?roleId=${me.roleId}`, admin)).json().data.have).toContain('af_order');
    expect((await h.get(`/hrs/permission/getAllPermissionAndHave?roleId=${me.roleId}`, admin2)).statusCode).toBe(404);
    // Ids are canonical integers or address nothing (issue 10, defect 6).
    expect((await h.get('/hrs/permission/getAllPermissionAndHave?roleId=abc', admin)).statusCode).toBe(404);
  });

  it('tells who is signed in, with the organisation', async () => {
    const me = (await h.get('/hrs/user/current', admin2)).json().data;
    expect(me).toMatchObject({ userCname: '李四', orgCode: 'DEMO2', orgVersion: '网上订舱', stopDate: '2099-12-31', loginRole: 'admin' });
    expect(me.password_hash).toBeUndefined();
    expect(JSON.stringify(me)).not.toMatch(/argon2/);
  });

  it("never shows another organisation's user", async () => {
    const demoUser = (await h.get('/hrs/user/current', staff)).json().data.userId;
    expect((await h.get(`/hrs/user/paramText?id=${demoUser}`, staff)).json().data).toBe('zh-CN');
    const other = await h.get(`/hrs/user/paramText?id=${demoUser}`, admin2);
    expect(other.statusCode).toBe(404);
  });

  it('records a menu access for known permitted paths only', async () => {
    const post = (token: string, payload: object) =>
      h.app.inject({ method: 'POST', url: '/hrs/userAccessRecord/recordMenu', headers: { authorization: `Bearer ${token}` }, payload });
    expect((await post(staff, { id: 'af_order', name: '空运出口订单', path: '/af_order' })).json()).toMatchObject({ code: 0, data: true });
    expect((await post(staff, { id: 'af_order', name: '空运出口订单', path: '/af_order' })).statusCode).toBe(200);
    const staffId = (await h.ctx.db.selectFrom('hrs_user').select('id').where('phone_number', '=', '13800138000').executeTakeFirstOrThrow())
      .id;
    const rows = await h.ctx.db
      .selectFrom('hrs_user_access_record')
      .selectAll()
      .where('path', '=', '/af_order')
      .where('user_id', '=', staffId)
      .execute();
    expect(rows).toHaveLength(1);
    expect((await post(staff, { path: '/hrs_user' })).statusCode).toBe(403);
    expect((await post(staff, { path: '/no_such_page' })).statusCode).toBe(400);
  });

  it('serves the page-language dictionary', async () => {
    const en = (await h.get('/hrs/language/pages?pageType=common&languageCode=en-US', admin)).json();
    expect(en).toMatchObject({ code: 0, data: { 'route.dashboard': 'Home' } });
    expect((await h.get('/hrs/language/pages?pageType=common&languageCode=fr-FR', admin)).json().data).toEqual({});
  });

  it('serves version.json without a token', async () => {
    const r = await h.get('/version.json');
    expect(r.statusCode).toBe(200);
    expect(typeof r.json().pack_vue_version).toBe('string');
  });
});
