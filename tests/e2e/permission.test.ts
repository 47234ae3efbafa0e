import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, baseURL, launch, newPage } from './browser';
import { DEMO_ADMIN, loginAs } from './login';
import { apiCall } from './api';

/** Calls the API as the demo administrator of DEMO (test set-up only; the UI is what is tested). */
describe('role grants edited in /hrs_permission', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('gives a new role exactly the ticked report', async () => {
    const login = await fetch(`${baseURL()}/auth/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'password',
        username: '2|admin|DEMO',
        password: 'Demo@2026',
        client_id: 'web',
        client_secret: 'web',
      }),
    });
    const token = (await login.json()).access_token;
    const role = (await apiCall(token, 'POST', '/api/hrs_role', { roleCode: 'e2e_finance', roleName: '财务(测试)' })).data;
    const user = await apiCall(token, 'POST', '/api/hrs_user', {
      userName: '赵六',
      loginName: 'zhaoliu',
      roleId: role.id,
      loginRole: 'staff',
      status: '1',
      password: 'Finance2026',
    });
    expect(user.code).toBe(0);

    const page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN, { redirect: '/hrs_permission' });
    await page.getByTestId('role-e2e_finance').click();
    await page.getByPlaceholder('搜索菜单或按钮').fill('应收账龄分析');
    await page.getByText('应收账龄分析', { exact: true }).first().waitFor();
    await page.locator('.ant-tree-treenode', { hasText: '应收账龄分析' }).first().locator('.ant-tree-checkbox').click();
    await page.getByTestId('save-grants').click();
    await page.getByText('权限已保存并立即生效，用户的菜单在下次登录后更新').waitFor();
    await page.context().close();

    const finance = await newPage(browser);
    await loginAs(finance, { tab: 'admin', login: 'zhaoliu', org: 'DEMO', password: 'Finance2026' });
    const menu = finance.getByTestId('sider-menu');
    await menu.getByText('结算管理').waitFor();
    expect(await menu.getByText('空运管理').count()).toBe(0);
    await finance.goto(at('/css_report_receivable_age'));
    await finance.getByTestId('resource-table').waitFor();
    await finance.goto(at('/af_order'));
    await finance.waitForURL(/#\/unPermission/);
    await finance.context().close();
  });
});
