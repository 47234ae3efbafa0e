import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, targets } from './harness';

describe.each(targets)('users, roles and grants on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  const call = (method: string, url: string, token: string, payload?: unknown) =>
    h.app.inject({ method: method as any, url, headers: { authorization: `Bearer ${token}` }, payload: payload as any });

  beforeAll(async () => {
    h = await startApp(target);
    admin = await h.tokenFor('2|admin|DEMO');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates a role, grants it a module, and a new user of that role gets exactly that at login', async () => {
    const role = (await call('POST', '/api/hrs_role', admin, { roleCode: 'finance', roleName: '财务' })).json().data;
    expect(role.id).toBeTruthy();
    const weak = await call('POST', '/api/hrs_user', admin, {
      userName: '王五',
      loginName: 'wangwu',
      roleId: role.id,
      loginRole: 'staff',
      status: '1',
      password: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().data.errors.password).toBe('密码至少8位，且包含字母和数字');
    const user = await call('POST', '/api/hrs_user', admin, {
      userName: '王五',
      loginName: 'wangwu',
      userEmail: 'WangWu@Demo.example',
      roleId: role.id,
      loginRole: 'staff',
      status: '1',
      password: 'Finance2026',
    });
    expect(user.statusCode, user.body).toBe(200);
    expect(user.json().data).toMatchObject({ userEmail: 'wangwu@demo.example', status: '1' });
    expect(user.json().data.password).toBeUndefined();
    expect(JSON.stringify(user.json())).not.toMatch(/argon2|password_hash/);

    const grant = await call('PUT', `/hrs/permission/role/${role.id}`, admin, {
      codes: ['cssManager', 'css_report_receivable_age', 'css_report_receivable_age:export'],
    });
    expect(grant.json()).toMatchObject({ code: 0, data: true });
    const login = await h.login('2|wangwu|DEMO', 'Finance2026');
    expect(login.statusCode).toBe(200);
    const token = login.json().access_token;
    const tree = (await h.get('/hrs/permission', token)).json().data;
    expect(tree.map((n: any) => n.path)).toEqual(['/cssManager']);
    expect(tree[0].children.map((n: any) => n.path)).toEqual(['/css_report_receivable_age']);
    expect((await h.get('/hrs/permission/getButtonInfo', token)).json().data).toEqual(['css_report_receivable_age:export']);

    // A change to the grants applies to the running session at once (sessions.test.ts has the rest).
    await call('PUT', `/hrs/permission/role/${role.id}`, admin, { codes: ['prmManager', 'prm_coop'] });
    expect((await h.get('/api/css_report_receivable_age', token)).statusCode).toBe(403);
    const again = (await h.login('2|wangwu|DEMO', 'Finance2026')).json().access_token;
    expect((await h.get('/api/css_report_receivable_age', again)).statusCode).toBe(403);
    expect((await h.get('/api/prm_coop', again)).statusCode).toBe(200);

    // Disabling the user ends their sessions at once.
    await call('PUT', `/api/hrs_user/${user.json().data.id}`, admin, { status: '0' });
    expect((await h.get('/hrs/user/current', again)).statusCode).toBe(401);
    expect((await h.login('2|wangwu|DEMO', 'Finance2026')).statusCode).toBe(403);

    // A role still in use cannot be deleted.
    expect((await call('DELETE', `/api/hrs_role/${role.id}`, admin)).statusCode).toBe(409);
  });

  it('lets a user change their own password, ending their other sessions', async () => {
    const role = (await call('POST', '/api/hrs_role', admin, { roleCode: 'pw', roleName: '改密' })).json().data;
    // A role granting nothing at all could not log in (docs/behaviour.md §1.6, §1.8): it may read orders.
    expect((await call('PUT', `/hrs/permission/role/${role.id}`, admin, { codes: ['af_order'] })).statusCode).toBe(200);
    await call('POST', '/api/hrs_user', admin, {
      userName: '钱七',
      loginName: 'qianqi',
      roleId: role.id,
      loginRole: 'staff',
      status: '1',
      password: 'Start2026x',
    });
    const a = (await h.login('2|qianqi|DEMO', 'Start2026x')).json().access_token;
    const b = (await h.login('2|qianqi|DEMO', 'Start2026x')).json().access_token;
    const change = (token: string, payload: object) => call('PUT', '/hrs/user/password', token, payload);
    const wrong = await change(a, { oldPassword: 'nope', newPassword: 'Better2027x' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.errors).toEqual({ oldPassword: '原密码不正确' });
    expect((await change(a, { oldPassword: 'Start2026x', newPassword: 'short' })).json().data.errors.newPassword).toBe(
      '密码至少8位，且包含字母和数字',
    );
    expect((await h.login('2|qianqi|DEMO', 'Start2026x')).statusCode).toBe(200); // nothing changed yet
    expect((await change(a, { oldPassword: 'Start2026x', newPassword: 'Better2027x' })).json()).toMatchObject({ code: 0, data: true });
    expect((await h.get('/hrs/user/current', a)).statusCode).toBe(200);
    expect((await h.get('/hrs/user/current', b)).statusCode).toBe(401);
    expect((await h.login('2|qianqi|DEMO', 'Start2026x')).statusCode).toBe(400);
    expect((await h.login('2|qianqi|DEMO', 'Better2027x')).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'PUT', url: '/hrs/user/password', payload: {} })).statusCode).toBe(401);
  });

  it("refuses unknown codes, orphan buttons and other organisations' roles", async () => {
    const role = (await call('POST', '/api/hrs_role', admin, { roleCode: 'ops', roleName: '操作' })).json().data;
    expect((await call('PUT', `/hrs/permission/role/${role.id}`, admin, { codes: ['no_such_page'] })).statusCode).toBe(400);
    expect((await call('PUT', `/hrs/permission/role/${role.id}`, admin, { codes: ['af_order:create'] })).statusCode).toBe(400);
    const admin2 = await h.tokenFor('2|admin|DEMO2');
    expect((await call('PUT', `/hrs/permission/role/${role.id}`, admin2, { codes: [] })).statusCode).toBe(404);
    const staff = await h.tokenFor('0|13800138000|DEMO');
    expect((await call('PUT', `/hrs/permission/role/${role.id}`, staff, { codes: [] })).statusCode).toBe(403);
    const audit = (await call('GET', '/api/hrs_log?resource=hrs_role', admin)).json().data.records;
    expect(audit.some((r: any) => r.action === 'create' && r.recordId === String(role.id))).toBe(true);
  });
});
