import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import crypto from 'node:crypto';
import { mintSsoToken } from '../../server/auth/sso';
import { addSsoKey, partnerSecret, revokeSsoKey } from '../../server/auth/sso-keys';
import { BASIC, PASSWORD, startApp, targets } from './harness';

describe.each(targets)('login and sessions on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    h = await startApp(target);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('logs the demo administrator in with the password grant and answers the token fields', async () => {
    const r = await h.login('2|admin|DEMO');
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.code).toBe(0);
    expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body).toMatchObject({ userName: 'admin', userCname: '系统管理员', token_type: 'bearer' });
    expect(body.expires_in).toBeGreaterThan(0);
    expect(body.data.access_token).toBe(body.access_token);
  });

  it('logs staff in by phone with the country code, and by email', async () => {
    const phone = await h.login('0|13800138000|DEMO', PASSWORD, { internationalCountryCode: '86' });
    expect(phone.statusCode).toBe(200);
    expect(phone.json().userCname).toBe('张三');
    const wrongCountry = await h.login('0|13800138000|DEMO', PASSWORD, { internationalCountryCode: '1' });
    expect(wrongCountry.statusCode).toBe(400);
    const email = await h.login('1|ZhangSan@Demo.example|demo');
    expect(email.statusCode).toBe(200);
  });

  it('accepts JSON bodies and client credentials in the body as well as form + Basic', async () => {
    const r = await h.app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      payload: { grant_type: 'password', username: '2|admin|DEMO2', password: PASSWORD, client_id: 'web', client_secret: 'web' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().userCname).toBe('李四');
  });

  it('refuses a wrong password with a clear message and no token', async () => {
    const r = await h.login('2|admin|DEMO2', 'wrong-password');
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 400, messageInfo: '用户名或密码错误' });
    expect(r.json().access_token).toBeUndefined();
  });

  it('refuses unknown clients, other grant types and malformed usernames', async () => {
    const noClient = await h.app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      payload: { grant_type: 'password', username: '2|admin|DEMO', password: PASSWORD },
    });
    expect(noClient.statusCode).toBe(401);
    const grant = await h.app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      headers: { authorization: BASIC },
      payload: { grant_type: 'client_credentials' },
    });
    expect(grant.statusCode).toBe(400);
    const bad = await h.login('admin');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors.username).toBeTruthy();
  });

  it('answers 401 in the envelope on protected calls without or with a bad token', async () => {
    for (const url of [
      '/hrs/permission',
      '/hrs/permission/getButtonInfo',
      '/hrs/permission/getAllPermissionAndHave',
      '/hrs/user/current',
      '/hrs/user/paramText?id=1',
      '/hrs/language/pages',
    ]) {
      const none = await h.get(url);
      expect(none.statusCode, url).toBe(401);
      expect(none.json().code).toBe(401);
      expect(none.json().messageInfo).toMatch(/登录/);
      const forged = await h.get(url, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged');
      expect(forged.statusCode, url).toBe(401);
    }
    const logout = await h.app.inject({ method: 'DELETE', url: '/auth/token/logout' });
    expect(logout.statusCode).toBe(401);
    const record = await h.app.inject({ method: 'POST', url: '/hrs/userAccessRecord/recordMenu', payload: { path: '/af_order' } });
    expect(record.statusCode).toBe(401);
  });

  it('logout makes the token stop working at once, other sessions stay', async () => {
    const a = await h.tokenFor('2|admin|DEMO');
    const b = await h.tokenFor('2|admin|DEMO');
    expect((await h.get('/hrs/user/current', a)).statusCode).toBe(200);
    const out = await h.app.inject({ method: 'DELETE', url: '/auth/token/logout', headers: { authorization: `Bearer ${a}` } });
    expect(out.json()).toMatchObject({ code: 0, data: true });
    expect((await h.get('/hrs/user/current', a)).statusCode).toBe(401);
    expect((await h.get('/hrs/user/current', b)).statusCode).toBe(200);
  });

  it('looks up the organisations of a login without a token', async () => {
    const r = await h.get('/hrs/user/searchLoginNameAndOrgCode?loginType=2&login=admin');
    expect(r.statusCode).toBe(200);
    expect(r.json().data.map((x: any) => x.orgCode)).toEqual(['DEMO', 'DEMO2']);
    const phone = await h.get('/hrs/user/searchLoginNameAndOrgCode?loginType=0&login=13800138000&internationalCountryCode=86');
    // Organisation code and name only: the login page needs nothing more, and login names stay private.
    expect(phone.json().data).toEqual([{ orgCode: 'DEMO', orgName: '演示国际货运代理有限公司' }]);
    expect(r.body).not.toMatch(/loginName|zhangsan/);
    const none = await h.get('/hrs/user/searchLoginNameAndOrgCode?loginType=1&login=nobody@example.com');
    expect(none.json().data).toEqual([]);
  });

  describe('single sign-on', () => {
    const exchange = (token: string) =>
      h.app.inject({
        method: 'POST',
        url: '/hrs/org/sourceLoginOfEf',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${encodeURIComponent(token)}`,
      });

    it('exchanges a partner token once for a session', async () => {
      const token = await mintSsoToken(h.secrets.sso, '2|admin|DEMO');
      const first = await exchange(token);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ code: 0, userCname: '系统管理员' });
      expect((await h.get('/hrs/user/current', first.json().access_token)).statusCode).toBe(200);
      const replay = await exchange(token);
      expect(replay.statusCode).toBe(401);
      expect(replay.json().messageInfo).toBe('用户信息无效,无法访问');
    });

    it('refuses tokens signed with another key, expired, too long-lived, or naming nobody', async () => {
      expect((await exchange(await mintSsoToken(new TextEncoder().encode('x'.repeat(32)), '2|admin|DEMO'))).statusCode).toBe(401);
      expect((await exchange(await mintSsoToken(h.secrets.sso, '2|admin|DEMO', -10))).statusCode).toBe(401);
      expect((await exchange(await mintSsoToken(h.secrets.sso, '2|admin|DEMO', 3600))).statusCode).toBe(401);
      // Minted for later: issued a year ahead with a short life, or issued now and valid beyond 300 s from now.
      const now = Math.floor(Date.now() / 1000);
      const demoKey = new TextEncoder().encode(partnerSecret(h.secrets.sso, 'demo'));
      const minted = (iat: number, exp: number) =>
        new SignJWT({})
          .setProtectedHeader({ alg: 'HS256', kid: 'demo' })
          .setSubject('2|admin|DEMO')
          .setAudience('freight-backoffice')
          .setJti(crypto.randomUUID())
          .setIssuedAt(iat)
          .setExpirationTime(exp)
          .sign(demoKey);
      expect((await exchange(await minted(now + 365 * 86400, now + 365 * 86400 + 300))).statusCode).toBe(401);
      expect((await exchange(await minted(now + 200, now + 400))).statusCode).toBe(401);
      expect((await exchange(await minted(now + 90, now + 200))).statusCode).toBe(401);
      expect((await exchange(await minted(now + 50, now + 340))).statusCode).toBe(401);
      // A partner clock a little ahead (within 60 s) is tolerated.
      expect((await exchange(await minted(now + 30, now + 200))).statusCode).toBe(200);
      const nobody = await exchange(await mintSsoToken(h.secrets.sso, '2|ghost|DEMO'));
      expect(nobody.statusCode).toBe(401);
      expect(nobody.json().messageInfo).toBe('用户不存在');
      expect((await exchange('')).statusCode).toBe(401);
    });

    it("takes each partner system's own key (kid) into its own organisations only, never as the platform administrator", async () => {
      await addSsoKey(h.ctx.db, 'erp-b', 'ERP of DEMO2', ['demo2']);
      await addSsoKey(h.ctx.db, 'service-desk', 'Service desk', ['SERVICE']);
      const ok = await exchange(await mintSsoToken(h.secrets.sso, '2|admin|DEMO2', 120, 'erp-b'));
      expect(ok.statusCode, ok.body).toBe(200);
      // Another organisation's user, whether the login exists or not: the same refusal.
      for (const sub of ['2|admin|DEMO', '2|ghost|DEMO']) {
        const r = await exchange(await mintSsoToken(h.secrets.sso, sub, 120, 'erp-b'));
        expect(r.statusCode, sub).toBe(401);
        expect(r.json().messageInfo).toBe('用户信息无效,无法访问');
      }
      // One key's token under another key's name, and a key nobody added.
      const forged = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', kid: 'erp-b' })
        .setSubject('2|admin|DEMO2')
        .setAudience('freight-backoffice')
        .setJti(crypto.randomUUID())
        .setIssuedAt()
        .setExpirationTime('2m')
        .sign(new TextEncoder().encode(partnerSecret(h.secrets.sso, 'demo')));
      expect((await exchange(forged)).statusCode).toBe(401);
      expect((await exchange(await mintSsoToken(h.secrets.sso, '2|admin|DEMO2', 120, 'nobody-added'))).statusCode).toBe(401);
      // The platform administrator never signs in by SSO; the organisation's other people do.
      expect((await exchange(await mintSsoToken(h.secrets.sso, '2|platform|SERVICE', 120, 'service-desk'))).statusCode).toBe(401);
      expect((await exchange(await mintSsoToken(h.secrets.sso, '2|kefu|SERVICE', 120, 'service-desk'))).statusCode).toBe(200);
      // A revoked key signs nobody in.
      await revokeSsoKey(h.ctx.db, 'erp-b');
      expect((await exchange(await mintSsoToken(h.secrets.sso, '2|admin|DEMO2', 120, 'erp-b'))).statusCode).toBe(401);
      expect(
        (await h.ctx.db.selectFrom('auth_sso_key').select('last_used_at').where('kid', '=', 'service-desk').executeTakeFirstOrThrow())
          .last_used_at,
      ).not.toBeNull();
    });

    it('takes a token without a kid (the single-key scheme) only through an added legacy key, for its organisations', async () => {
      const legacy = (sub: string) => mintSsoToken(h.secrets.sso, sub, 120, null);
      expect((await exchange(await legacy('2|admin|DEMO'))).statusCode).toBe(401);
      await addSsoKey(h.ctx.db, 'legacy', 'old single key', ['DEMO']);
      expect((await exchange(await legacy('2|admin|DEMO'))).statusCode).toBe(200);
      expect((await exchange(await legacy('2|admin|DEMO2'))).statusCode).toBe(401);
      // Naming the legacy key in the header is not the old scheme.
      const named = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', kid: 'legacy' })
        .setSubject('2|admin|DEMO')
        .setAudience('freight-backoffice')
        .setJti(crypto.randomUUID())
        .setIssuedAt()
        .setExpirationTime('2m')
        .sign(h.secrets.sso);
      expect((await exchange(named)).statusCode).toBe(401);
      await revokeSsoKey(h.ctx.db, 'legacy');
      expect((await exchange(await legacy('2|admin|DEMO'))).statusCode).toBe(401);
    });

    it('takes the token from the body only, never from an address that may be logged', async () => {
      const token = await mintSsoToken(h.secrets.sso, '2|admin|DEMO');
      const r = await h.app.inject({
        method: 'POST',
        url: `/hrs/org/sourceLoginOfEf?token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(r.statusCode).toBe(401);
      expect((await exchange(token)).statusCode).toBe(200);
    });
  });
});

describe.each(targets)('failed-login limits on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    h = await startApp(target, { loginMaxFailures: 3, loginSlowAfter: 2, loginWindowMs: 2500, loginMaxFailuresPerAddress: 50 });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('slows, then refuses with 429, then lets a correct password in once the window has passed', async () => {
    const t0 = Date.now();
    for (let i = 0; i < 3; i++) expect((await h.login('2|admin|DEMO', 'nope')).statusCode).toBe(400);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(250); // the answers after the 2nd failure were held back
    const refused = await h.login('2|admin|DEMO'); // even the right password is refused inside the window
    expect(refused.statusCode).toBe(429);
    expect(refused.json().messageInfo).toMatch(/登录失败次数过多/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    expect((await h.login('2|admin|DEMO2')).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 2600));
    expect((await h.login('2|admin|DEMO')).statusCode).toBe(200);
  });
});
