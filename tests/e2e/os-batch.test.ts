import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf } from './api';
import { at, launch, newPage } from './browser';
import { DEMO_ADMIN, loginAs } from './login';

/**
 * Issue 16, 批量修改 in Chromium (docs/api-office.md): staff select two declarations in the list, open
 * the batch page from the list's 批量修改, set the status and the customs broker, confirm the count,
 * and both records show the new values while the unselected one keeps its own. Opened bare, the
 * page asks to select records first.
 */
describe('batch edit of OS lists in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const rowsOf = (page: Page) => page.locator('[data-testid=resource-table] tbody tr.ant-table-row');

  async function filterDeclarations(page: Page, prefix: string, count: number) {
    await page.fill('#filter-declarationNumber', prefix);
    const listed = page.waitForResponse(
      (r) => r.url().includes('/api/os_customs_declaration?') && r.url().includes('declarationNumber_like='),
    );
    await page.getByTestId('filter-submit').click();
    await listed;
    await page
      .getByTestId('list-total')
      .filter({ hasText: `共 ${count} 条` })
      .waitFor();
  }

  it('sets the values on the selected rows only, after confirming how many change', async () => {
    const token = await tokenOf('2|admin|DEMO');
    const stamp = `${Date.now() % 1e7}`;
    const broker = `E2E报关行${stamp}`;
    const made = await apiCall(token, 'POST', '/api/os_servicer_page', {
      servicerName: broker,
      servicerCode: `E2E-${stamp}`,
      servicerType: 'CUSTOMS_BROKER',
      enabled: true,
    });
    expect(made.code, JSON.stringify(made)).toBe(0);
    const prefix = `B${stamp}`;
    const numbers = [1, 2, 3].map((i) => `${prefix}${i}`);
    for (const declarationNumber of numbers) {
      const r = await apiCall(token, 'POST', '/api/os_customs_declaration', {
        declarationNumber,
        tradeMode: '9610',
        declarationStatus: 'DRAFT',
        currency: 'CNY',
      });
      expect(r.code, JSON.stringify(r)).toBe(0);
    }

    const page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN, { redirect: '/os_customs_declaration' });
    await page.getByTestId('resource-list').waitFor();
    await filterDeclarations(page, prefix, 3);
    const button = page.getByTestId('batch-edit-button');
    expect(await button.isDisabled()).toBe(true);
    for (const n of numbers.slice(0, 2)) await rowsOf(page).filter({ hasText: n }).locator('.ant-checkbox-input').check();
    await button.filter({ hasText: '(2)' }).waitFor();
    await button.click();

    await page.waitForURL(/#\/os_batched_edit\?resource=os_customs_declaration&ids=\d+,\d+$/);
    await page.getByTestId('batch-count').filter({ hasText: '已选择 2 条跨境报关记录' }).waitFor();
    // Nothing ticked: nothing to send.
    await page.getByTestId('batch-submit').click();
    await page.getByTestId('batch-error').filter({ hasText: '请至少勾选一个要修改的字段' }).waitFor();

    await page.getByTestId('batch-tick-declarationStatus').click();
    await page.locator('#batch-field-declarationStatus').click();
    await page.locator('.ant-select-item-option', { hasText: '已放行' }).click();
    await page.getByTestId('batch-tick-servicerId').click();
    await page.click('#batch-field-servicerId');
    await page.keyboard.type(broker.slice(0, 8));
    await page.locator('.ant-select-item-option', { hasText: broker }).click();
    // A value the shared rule refuses never leaves the browser.
    await page.getByTestId('batch-tick-currency').click();
    await page.fill('#batch-field-currency', 'U1');
    await page.getByTestId('batch-submit').click();
    await page.locator('.ant-form-item-explain-error', { hasText: '请输入3位字母的币种代码' }).waitFor();
    await page.fill('#batch-field-currency', 'USD');

    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/os_customs_declaration/batch'));
    await page.getByTestId('batch-submit').click();
    await page.getByTestId('batch-confirm-text').filter({ hasText: '将修改 2 条记录的：申报状态、币种、报关服务商。确定吗？' }).waitFor();
    await page.getByTestId('batch-confirm-ok').click();
    const body = (await sent).postDataJSON() as { ids: number[]; values: Record<string, unknown> };
    expect(body.ids).toHaveLength(2);
    expect(body.values).toMatchObject({ declarationStatus: 'RELEASED', currency: 'USD' });
    await page.getByText('已修改 2 条记录').waitFor();
    await page.waitForURL(/#\/os_customs_declaration$/);

    await filterDeclarations(page, prefix, 3);
    for (const n of numbers.slice(0, 2)) {
      const row = rowsOf(page).filter({ hasText: n });
      await row.filter({ hasText: '已放行' }).waitFor();
      await row.filter({ hasText: broker }).waitFor();
    }
    const untouched = rowsOf(page).filter({ hasText: numbers[2] });
    await untouched.filter({ hasText: '暂存' }).waitFor();
    expect(await untouched.innerText()).not.toContain(broker);
    await page.context().close();
  });

  it('asks to select records first when opened without a selection', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN, { redirect: '/dashboard' });
    await page.goto(at('/os_batched_edit'));
    await page.getByTestId('batch-pick').filter({ hasText: '请先在列表中选择记录' }).waitFor();
    await page.goto(at('/os_batched_edit?resource=os_shipper_order&ids=abc'));
    await page.getByTestId('batch-pick').filter({ hasText: '请先在列表中选择记录' }).waitFor();
    await page.getByRole('button', { name: '返回发货人订单' }).click();
    await page.waitForURL(/#\/os_shipper_order$/);
    await page.getByTestId('resource-list').waitFor();
    await page.context().close();
  });
});
