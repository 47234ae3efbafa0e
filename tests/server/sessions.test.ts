import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleRecord } from '../support/sample-record';
import { startApp, targets } from './harness';

/**
 * Sessions follow changes at once (issue 10, defect 4): the server enforces the role's current grants
 * on every call, and a password set by anyone ends the user's other sessions; on PostgreSQL also
 * when the change is made through another server instance.
 */
describe.each(targets)('sessions follow grant and password changes on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let n = 0;
  const call = (method: string, url: string, token: string, payload?: unknown, app = h.app) =>
    app.inject({ method: method as any, url, headers: { authorization: `Bearer ${token}` }, payload: payload as any });
  const coop = () => sampleRecord(h.ctx.resources.get('prm_coop')!.fields, 700 + ++n);

  beforeAll(async () => {
    h = await startApp(target);
    admin = await h.tokenFor('2|admin|DEMO');
  });
  afterAll(async () => {
    await h?.close();
  });

  /** A role with partner rights and a user of it, logged in; answers the role, the user and a token. */
  async function clerk(codes = ['prmManager', 'prm_coop', 'prm_coop:create', 'prm_coop:edit']) {
    const tag = `s${++n}`;
    const role = (await call('POST', '/api/hrs_role', admin, { roleCode: tag, roleName: `会话${tag}` })).json().data;
    expect((await call('PUT', `/hrs/permission/role/${role.id}`, admin, { codes })).statusCode).toBe(200);
    const user = (
      await call('POST', '/api/hrs_user', admin, {
        userName: '孙八',
        loginName: tag,
        roleId: role.id,
        loginRole: 'staff',
        status: '1',
        password: 'Clerk2026x',
      })
    ).json().data;
    const login = await h.login(`2|${tag}|DEMO`, 'Clerk2026x');
    expect(login.statusCode, login.body).toBe(200);
    return { role, user, token: login.json().access_token as string, tag };
  }

  it("stops a role's existing sessions from using a revoked permission at once", async () => {
    const { role, token } = await clerk();
    expect((await call('POST', '/api/prm_coop', token, coop())).statusCode).toBe(200);

    // Fewer grants: the dropped button is refused from the next call, the rest still works.
    expect((await call('PUT', `/hrs/permission/role/${role.id}`, admin, { codes: ['prmManager', 'prm_coop'] })).statusCode).toBe(200);
    expect((await call('POST', '/api/prm_coop', token, coop())).statusCode).toBe(403);
    expect((await h.get('/api/prm_coop', token)).statusCode).toBe(200);
    expect((await h.get('/hrs/permission/getButtonInfo', token)).json().data).not.toContain('prm_coop:create');

    // No grants at all: the role-permission 401 (docs/behaviour.md §1.6, §1.8) on every call.
    expect((await call('PUT', `/hrs/permission/role/${role.id}`, admin, { codes: [] })).statusCode).toBe(200);
    const none = await call('POST', '/api/prm_coop', token, coop());
    expect(none.statusCode).toBe(401);
    expect(none.json().messageInfo).toBe('您的用户没有角色权限，请联系管理员');
    expect((await h.get('/api/prm_coop', token)).statusCode).toBe(401);

    // Granting again works the same way, without a new login.
    expect(
      (await call('PUT', `/hrs/permission/role/${role.id}`, admin, { codes: ['prmManager', 'prm_coop', 'prm_coop:create'] })).statusCode,
    ).toBe(200);
    expect((await call('POST', '/api/prm_coop', token, coop())).statusCode).toBe(200);
  });

  it("applies a change of the user's role and of the role's administrator flag at once", async () => {
    const { user, token } = await clerk(['prmManager', 'prm_coop']);
    expect((await h.get('/api/hrs_dept', token)).statusCode).toBe(403);
    const boss = (await call('POST', '/api/hrs_role', admin, { roleCode: `boss${n}`, roleName: `主管${n}`, isAdmin: true })).json().data;
    expect((await call('PUT', `/api/hrs_user/${user.id}`, admin, { roleId: boss.id })).statusCode).toBe(200);
    expect((await h.get('/api/hrs_dept', token)).statusCode).toBe(200);
    expect((await call('PUT', `/api/hrs_role/${boss.id}`, admin, { isAdmin: false })).statusCode).toBe(200);
    // The demoted role grants nothing at all: the role-permission 401 on every call.
    expect((await h.get('/api/hrs_dept', token)).statusCode).toBe(401);
    expect((await h.get('/api/prm_coop', token)).statusCode).toBe(401);
  });

  it("ends a user's sessions when an administrator sets their password", async () => {
    const { user, token, tag } = await clerk();
    const second = (await h.login(`2|${tag}|DEMO`, 'Clerk2026x')).json().access_token;
    // Other changes to the user leave the sessions alone.
    expect((await call('PUT', `/api/hrs_user/${user.id}`, admin, { userEname: 'Ba Sun' })).statusCode).toBe(200);
    expect((await h.get('/hrs/user/current', token)).statusCode).toBe(200);

    expect((await call('PUT', `/api/hrs_user/${user.id}`, admin, { password: 'Reset2026x' })).statusCode).toBe(200);
    expect((await h.get('/hrs/user/current', token)).statusCode).toBe(401);
    expect((await h.get('/hrs/user/current', second)).statusCode).toBe(401);
    expect((await h.get('/hrs/user/current', admin)).statusCode).toBe(200);
    expect((await h.login(`2|${tag}|DEMO`, 'Reset2026x')).statusCode).toBe(200);
  });

  it('keeps the session of administrators who set their own password, ending their others', async () => {
    const { user, tag } = await clerk();
    const boss = (await call('POST', '/api/hrs_role', admin, { roleCode: `own${n}`, roleName: `自管${n}`, isAdmin: true })).json().data;
    await call('PUT', `/api/hrs_user/${user.id}`, admin, { roleId: boss.id });
    const mine = (await h.login(`2|${tag}|DEMO`, 'Clerk2026x')).json().access_token;
    const other = (await h.login(`2|${tag}|DEMO`, 'Clerk2026x')).json().access_token;
    expect((await call('PUT', `/api/hrs_user/${user.id}`, mine, { password: 'Mine2026xx' })).statusCode).toBe(200);
    expect((await h.get('/hrs/user/current', mine)).statusCode).toBe(200);
    expect((await h.get('/hrs/user/current', other)).statusCode).toBe(401);
  });

  it.runIf(target.name === 'postgres')('applies changes made through another server instance on the next call', async () => {
    const b = await startApp(target, {}, { schema: h.schema, secrets: h.secrets });
    try {
      const { role, user, token } = await clerk();
      // Instance B has the role's grants in its cache before the change.
      expect((await call('POST', '/api/prm_coop', token, coop(), b.app)).statusCode).toBe(200);
      expect((await call('PUT', `/hrs/permission/role/${role.id}`, admin, { codes: ['prmManager', 'prm_coop'] })).statusCode).toBe(200);
      expect((await call('POST', '/api/prm_coop', token, coop(), b.app)).statusCode).toBe(403);
      expect((await call('GET', '/api/prm_coop', token, undefined, b.app)).statusCode).toBe(200);
      expect((await call('PUT', `/hrs/permission/role/${role.id}`, admin, { codes: [] })).statusCode).toBe(200);
      expect((await call('GET', '/api/prm_coop', token, undefined, b.app)).statusCode).toBe(401);

      expect((await call('PUT', `/api/hrs_user/${user.id}`, admin, { password: 'Other2026x' })).statusCode).toBe(200);
      expect((await call('GET', '/hrs/user/current', token, undefined, b.app)).statusCode).toBe(401);
    } finally {
      await b.close();
    }
  });
});
