import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, launch, newPage, openWorkspaceTab } from './browser';
import { DEMO_ADMIN, loginAs } from './login';
import { pageApi } from './api';

/** Orders as one object in Chromium (docs/orders.md, docs/weighing.md). */

const pageTitle = (page: Page, text: string) =>
  page
    .getByTestId('page-title')
    .filter({ hasText: new RegExp(`^${text}$`) })
    .waitFor();

async function waitForSuccess(page: Page) {
  await page
    .locator('.ant-notification-notice, .ant-message-notice')
    .filter({ hasText: /操作成功|称重已保存/ })
    .first()
    .waitFor();
}

/** Calls the API with the page's session, as the app does. */
async function fillOrder(page: Page, values: Record<string, string>) {
  for (const [name, v] of Object.entries(values)) await page.fill(`#field-${name}`, v);
}

describe('orders in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const stamp = Date.now().toString(36).toUpperCase();

  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('books an order in 出口订舱 and finds it in 空运出口订单, then hands it to operations', async () => {
    const code = `BK-${stamp}`;
    await page.goto(at('/af_orderair'));
    await pageTitle(page, '出口订舱');
    await page.getByTestId('create-button').click();
    await pageTitle(page, '新建出口订舱');
    await fillOrder(page, {
      orderCode: code,
      departureStation: 'PVG',
      arrivalStation: 'FRA',
      planPieces: '3',
      planWeight: '100',
      planVolume: '1.2',
    });
    // The chargeable weight follows as it is typed: 1.2 CBM x 166.67 beats 100 kg, shown with the
    // user's chargeable-weight decimals (personal settings; 2 unless the user chose otherwise).
    await expect.poll(() => page.inputValue('#field-planChargeWeight')).toMatch(/^200\.00$/);
    // It is the server's figure, not the user's to type.
    expect(await page.locator('#field-planChargeWeight').isEditable()).toBe(false);
    await page.getByTestId('save-button').click();
    await waitForSuccess(page);
    await page.waitForURL(/#\/af_orderair$/);

    await page.goto(at('/af_order'));
    await pageTitle(page, '空运出口订单');
    await page.fill('#filter-orderCode', code);
    await page.getByTestId('filter-submit').click();
    const row = page.getByTestId('resource-table').locator('tbody tr').filter({ hasText: code });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('订舱');
    await expect.poll(() => row.textContent()).toContain('已订舱');

    // Its detail screen: the history on 日志, and 接单转操作 (in the summary) moves it into operations.
    await row.locator('[data-testid^="show-"]').click();
    await openWorkspaceTab(page, 'log');
    const panel = page.getByTestId('order-events-panel');
    await panel.getByTestId('order-events').locator('tbody tr').filter({ hasText: '已订舱' }).waitFor();
    await page.getByTestId('order-summary').getByTestId('transition-ACCEPTED').click();
    await page.getByTestId('transition-remark').fill('客户已确认');
    await page.getByTestId('transition-ok').click();
    await panel.getByTestId('order-events').locator('tbody tr').filter({ hasText: '客户已确认' }).waitFor();
    await page.getByTestId('order-summary').getByTestId('summary-status').filter({ hasText: '已接单' }).waitFor();

    await page.goto(at('/af_oporder'));
    await pageTitle(page, '出口操作');
    await page.fill('#filter-orderCode', code);
    await page.getByTestId('filter-submit').click();
    await page.getByTestId('resource-table').locator('tbody tr').filter({ hasText: code }).waitFor();
  });

  it('asks 内部编号已存在，是否继续? for a duplicate internal number: stop keeps the form, continue saves', async () => {
    const internal = `INT-${stamp}`;
    const first = await pageApi(page, 'POST', '/api/af_orderair', { orderCode: `DUP1-${stamp}`, internalNumber: internal });
    expect(first.code).toBe(0);

    await page.goto(at('/af_orderair/create'));
    await pageTitle(page, '新建出口订舱');
    const code = `DUP2-${stamp}`;
    await fillOrder(page, { orderCode: code, internalNumber: internal, planWeight: '55' });
    await page.getByTestId('save-button').click();
    const question = page.locator('.ant-modal-confirm').filter({ hasText: '内部编号已存在，是否继续?' });
    await question.waitFor();
    await page.getByTestId('confirm-stop').click();
    await question.waitFor({ state: 'detached' });
    // Stop: still the form, as it was, and nothing saved.
    expect(page.url()).toMatch(/#\/af_orderair\/create$/);
    expect(await page.inputValue('#field-orderCode')).toBe(code);
    expect(await page.inputValue('#field-internalNumber')).toBe(internal);
    expect((await pageApi(page, 'GET', `/api/af_order?orderCode=${code}`)).data.total).toBe(0);

    // Continue: saved, with the duplicate the user confirmed.
    await page.getByTestId('save-button').click();
    await question.waitFor();
    await page.getByTestId('confirm-continue').click();
    await waitForSuccess(page);
    await page.waitForURL(/#\/af_orderair$/);
    // A list answers its list columns; the internal number is asked for.
    const saved = await pageApi(page, 'GET', `/api/af_order?orderCode=${code}&fields=internalNumber`);
    expect(saved.data.records[0].internalNumber).toBe(internal);
  });

  it('shows a piece weighed 5 % heavier in red with the difference, and keeps the weighing', async () => {
    const awb = '020-81140732'; // 8114073 mod 7 = 2
    const order = await pageApi(page, 'POST', '/api/af_orderair', {
      orderCode: `WG-${stamp}`,
      awbNumber: awb,
      planPieces: 1,
      planWeight: 100,
      planVolume: 0.5,
    });
    expect(order.code).toBe(0);

    await page.goto(at('/af_ae_arrival_scanWeight'));
    const scan = page.getByTestId('weighing-scan');
    await scan.fill(awb.replace('-', '')); // as a barcode scanner types it
    await scan.press('Enter');
    await page
      .getByTestId('weighing-declared')
      .filter({ hasText: `WG-${stamp}` })
      .waitFor();

    await page.fill('#weighing-pieces', '1');
    await page.fill('#weighing-weight', '105');
    const diff = page.getByTestId('diff-weight');
    await expect.poll(() => diff.getAttribute('data-flagged')).toBe('true');
    expect(await diff.textContent()).toContain('+5.000 KG (+5.0%)');
    expect(await diff.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(245, 34, 45)');
    // Within 3 % nothing is red.
    await page.fill('#weighing-weight', '102');
    await expect.poll(() => diff.getAttribute('data-flagged')).toBe('false');
    expect(await diff.evaluate((el) => getComputedStyle(el).color)).not.toBe('rgb(245, 34, 45)');

    await page.fill('#weighing-weight', '105');
    await page.getByTestId('weighing-save').click();
    await waitForSuccess(page);
    await page.getByTestId('weighing-history').locator('tbody tr').filter({ hasText: '105' }).waitFor();
    const rec = await pageApi(page, 'GET', `/api/af_order/${order.data.id}`);
    expect(rec.data).toMatchObject({ confirmWeight: 105, orderStatus: 'RECEIVED', weightDiffer: true });
  });
});
