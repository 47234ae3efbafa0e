import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, newPage } from './browser';
import { loginAs, type Login } from './login';

describe("changing one's password in /resetPassword", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('refuses a wrong current password on its field, then changes it', async () => {
    // A user of its own, so the demo logins other tests use stay as they are.
    const login = await fetch(`${baseURL()}/auth/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'password',
        username: '2|admin|DEMO2',
        password: 'Demo@2026',
        client_id: 'web',
        client_secret: 'web',
      }),
    });
    const token = (await login.json()).access_token;
    const post = (path: string, body: unknown) =>
      fetch(`${baseURL()}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json());
    const role = (await post('/api/hrs_role', { roleCode: 'e2e_pw', roleName: '测试' })).data;
    // A role granting nothing cannot log in (docs/behaviour.md §1.6): this one may read orders.
    const granted = await fetch(`${baseURL()}/hrs/permission/role/${role.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ codes: ['af_order'] }),
    });
    expect(granted.status).toBe(200);
    expect(
      (
        await post('/api/hrs_user', {
          userName: '孙八',
          loginName: 'sunba',
          roleId: role.id,
          loginRole: 'staff',
          status: '1',
          password: 'Start2026x',
        })
      ).code,
    ).toBe(0);
    const who: Login = { tab: 'admin', login: 'sunba', org: 'DEMO2', password: 'Start2026x' };

    const page = await newPage(browser);
    await loginAs(page, who, { redirect: '/resetPassword' });
    await page.fill('#password-oldPassword', 'wrong-one1');
    await page.fill('#password-newPassword', 'Better2027x');
    await page.fill('#password-confirmPassword', 'Better2027x');
    await page.getByTestId('password-submit').click();
    await page.getByText('原密码不正确').waitFor();
    await page.fill('#password-oldPassword', 'Start2026x');
    await page.getByTestId('password-submit').click();
    await page.getByText('密码已修改，其他设备上的登录已退出').waitFor();
    await page.context().close();

    const again = await newPage(browser);
    await loginAs(again, { ...who, password: 'Better2027x' });
    expect(new URL(again.url()).hash).toMatch(/^#\/dashboard/);
    await again.context().close();
  });
});
