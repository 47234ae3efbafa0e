import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSecrets } from '../../server/auth/secrets';
import { mintSsoToken } from '../../server/auth/sso';
import { at, baseURL, dataDir, launch, newPage } from './browser';
import { confirmLogout, DEMO2_ADMIN, DEMO_ADMIN, DEMO_STAFF, hashPath, openLogoutConfirm, submitLogin } from './login';

describe('login, guard and logout in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends a visitor without a token to /login with the redirect parameter', async () => {
    const page = await newPage(browser);
    await page.goto(at('/af_order'));
    await page.waitForSelector('#login-submit');
    expect(hashPath(page)).toBe('/login?redirect=/af_order');
    await page.context().close();
  });

  it('logs the administrator in to the dashboard with the menu, and logout refuses the old token', async () => {
    const page = await newPage(browser);
    await page.goto(at('/login'));
    await submitLogin(page, DEMO_ADMIN);
    await page.waitForURL(/#\/dashboard/);
    await page.getByText('欢迎，系统管理员').waitFor();
    const menu = page.getByTestId('sider-menu');
    await menu.getByText('人事管理').first().waitFor();
    await expect(menu.getByText('空运管理').count()).resolves.toBeGreaterThan(0);
    await expect(page.getByTestId('org-info').innerText()).resolves.toContain('演示国际货运代理有限公司');

    const token = await page.evaluate(() => sessionStorage.getItem('access_token'));
    expect(token).toBeTruthy();

    const confirm = await openLogoutConfirm(page);
    await expect(confirm.innerText()).resolves.toBe('确认要退出吗?');
    await confirmLogout(page);
    expect(hashPath(page)).toBe('/login?redirect=/dashboard');
    expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
    const r = await fetch(`${baseURL()}/hrs/user/current`, { headers: { authorization: `Bearer ${token}` } });
    expect(r.status).toBe(401);
    await page.context().close();
  });

  it('returns to the redirect path after login', async () => {
    const page = await newPage(browser);
    await page.goto(at('/hrs_user'));
    await page.waitForSelector('#login-submit');
    await submitLogin(page, DEMO_ADMIN);
    await page.waitForURL(/#\/hrs_user/);
    await page.context().close();
  });

  it('sends the staff user opening an HRS page to /unPermission, and leaves HRS out of the menu', async () => {
    const page = await newPage(browser);
    await page.goto(at('/login'));
    await submitLogin(page, DEMO_STAFF);
    await page.waitForURL(/#\/dashboard/);
    await page.getByText('欢迎，张三').waitFor();
    const menu = page.getByTestId('sider-menu');
    await menu.getByText('空运管理').first().waitFor();
    expect(await menu.getByText('人事管理').count()).toBe(0);
    await page.goto(at('/hrs_user'));
    await page.waitForURL(/#\/unPermission/);
    await page.context().close();
  });

  it('shows the server message for a wrong password', async () => {
    const page = await newPage(browser);
    await page.goto(at('/login'));
    await submitLogin(page, { ...DEMO2_ADMIN, password: 'not-the-password' });
    await expect(page.locator('#login-error').innerText()).resolves.toContain('用户名或密码错误');
    expect(hashPath(page)).toMatch(/^\/login/);
    await page.context().close();
  });

  it('switches the interface to English and back', async () => {
    const page = await newPage(browser);
    await page.goto(at('/login'));
    await submitLogin(page, DEMO2_ADMIN);
    await page.waitForURL(/#\/dashboard/);
    await page.getByTestId('sider-menu').getByText('空运管理').first().waitFor();
    // The first-visit welcome card appears after 700 ms; dismiss it so it cannot interrupt the menu.
    await page.getByTestId('welcome-never').click();
    await page.getByTestId('user-menu').click();
    await page.getByText('English', { exact: true }).click();
    await page.getByTestId('sider-menu').getByText('Air freight').first().waitFor();
    await page.getByText('Welcome, 李四').waitFor();
    await page.getByTestId('user-menu').click();
    await page.getByText('中文', { exact: true }).click();
    await page.getByTestId('sider-menu').getByText('空运管理').first().waitFor();
    await page.context().close();
  });

  it('shows the 404 page for unknown paths', async () => {
    const page = await newPage(browser);
    await page.goto(at('/login'));
    await submitLogin(page, DEMO2_ADMIN);
    await page.waitForURL(/#\/dashboard/);
    await page.goto(at('/no/such/page'));
    await page.getByText('您访问的页面不存在...').waitFor();
    // A module's welcome page links to its screens.
    await page.goto(at('/af'));
    await page.getByTestId('module-home').getByText('空运出口订单', { exact: true }).click();
    await page.waitForURL(/#\/af_order$/);
    await page.getByTestId('resource-table').waitFor();
    await page.context().close();
  });

  it('logs in through single sign-on once, and refuses a missing or replayed token', async () => {
    const secrets = loadSecrets(dataDir(), {});
    const token = await mintSsoToken(secrets.sso, '2|admin|DEMO');
    const page = await newPage(browser);
    await page.goto(at(`/efForLogin?token=${encodeURIComponent(token)}`));
    await page.waitForURL(/#\/dashboard/);
    await page.getByText('欢迎，系统管理员').waitFor();
    // The token left the address at once: no history entry holds it (back goes to the entry page without it).
    expect(page.url()).not.toContain(token.slice(-20));
    await page.goBack();
    expect(page.url()).not.toContain(token.slice(-20));
    await page.context().close();

    const again = await newPage(browser);
    await again.goto(at(`/efForLogin?token=${encodeURIComponent(token)}`));
    await again.getByText('用户信息无效,无法访问').waitFor();
    await again.goto(at('/efForLogin'));
    await again.getByText('用户信息无效,无法访问').waitFor();
    await again.context().close();
  });
});
