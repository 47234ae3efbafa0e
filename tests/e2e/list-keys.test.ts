import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf } from './api';
import { launch, newPage } from './browser';
import { DEMO_ADMIN, hashPath, loginAs } from './login';

/**
 * Lists on a phone and keyboard use (docs/lists.md): the header wraps and the filters fold behind
 * 筛选 at 375 px; Ctrl+S saves the open form; Esc closes a dialog, asking first when something was
 * changed; a list comes back with its page, filters and scroll position after a record's screen.
 */

const PHONE = { width: 375, height: 667 };

/** Whether two boxes overlap. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('lists on a phone and keyboard use in Chromium', () => {
  let browser: Browser;
  let admin: string;
  const stamp = Date.now().toString(36).toUpperCase();
  const data = async (method: string, path: string, body?: unknown) => {
    const r = await apiCall(admin, method, path, body);
    if (r.code !== 0) throw new Error(`${method} ${path}: ${r.msg}`);
    return r.data;
  };

  beforeAll(async () => {
    browser = await launch();
    admin = await tokenOf('2|admin|DEMO');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('at 375 px: the title is whole, not under the buttons, and the filters fold behind 筛选 with their count', async () => {
    const page = await newPage(browser, PHONE);
    await loginAs(page, DEMO_ADMIN, { redirect: '/af_order' });
    const firstRow = page.getByTestId('resource-table').locator('tbody tr.ant-table-row').first();
    await firstRow.waitFor();
    // The whole title shows (not cut to "空运出"), and no header button covers it.
    const title = page.getByTestId('page-title');
    expect(await title.innerText()).toBe('空运出口订单');
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    const titleBox = (await title.boundingBox())!;
    for (const b of await page.getByTestId('resource-list').locator('.ant-card-extra button').all()) {
      const box = await b.boundingBox();
      if (box) expect(overlap(titleBox, box)).toBe(false);
    }
    // The filters are folded: the first row is on the first screen.
    expect(await page.getByTestId('filter-form').isVisible()).toBe(false);
    const rowBox = (await firstRow.boundingBox())!;
    expect(rowBox.y + rowBox.height).toBeLessThanOrEqual(PHONE.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // 筛选 opens them; 查询 applies and folds them again, and the button counts the filter.
    expect(await page.getByTestId('filter-count').count()).toBe(0);
    await page.getByTestId('filter-fold').click();
    await page.getByTestId('filter-form').waitFor();
    await page.fill('#filter-orderCode', 'AE00000');
    await page.getByTestId('filter-submit').click();
    await page.getByTestId('filter-form').waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('filter-count').innerText()).toBe('1');
    await expect
      .poll(async () =>
        (await page.locator('[data-testid=resource-table] tbody tr.ant-table-row td:first-child').allInnerTexts()).every((c) =>
          c.includes('AE00000'),
        ),
      )
      .toBe(true);
    // Opened again, the input still holds the value.
    await page.getByTestId('filter-fold').click();
    expect(await page.inputValue('#filter-orderCode')).toBe('AE00000');
    await page.context().close();
  });

  it("comes back to the list at its page, filters and scroll position from a record's screen", async () => {
    const page = await newPage(browser, { width: 1366, height: 600 });
    await loginAs(page, DEMO_ADMIN, { redirect: '/af_order' });
    const rows = page.locator('[data-testid=resource-table] tbody tr.ant-table-row');
    await rows.first().waitFor();
    await page.fill('#filter-orderCode', 'AE');
    await page.getByTestId('filter-submit').click();
    const firstPage = (await rows.locator('td:first-child').allInnerTexts()).join();
    await page.locator('.ant-pagination-item-2').click();
    await page.locator('.ant-pagination-item-2.ant-pagination-item-active').waitFor();
    // The list keeps the page it shows until the next one has come (the pager moves at once): wait
    // for page 2's own rows before taking them as what the list must come back to.
    await expect
      .poll(async () => {
        const shown = await rows.locator('td:first-child').allInnerTexts();
        return shown.length > 5 && shown.join() !== firstPage;
      })
      .toBe(true);
    const codes = await rows.locator('td:first-child').allInnerTexts();
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(100);
    // A record of the page, then back (the browser's back button).
    const last = rows.last();
    const id = (await last.getAttribute('data-row-key'))!;
    await page.getByTestId(`show-${id}`).click();
    await page.waitForURL(new RegExp(`/af_order/show/${id}`));
    await page.goBack();
    await page.locator('.ant-pagination-item-2.ant-pagination-item-active').waitFor();
    expect(await page.inputValue('#filter-orderCode')).toBe('AE');
    await expect.poll(() => rows.locator('td:first-child').allInnerTexts()).toEqual(codes);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 40);
    // The edit screen's 返回 (a new navigation, not the back button) comes back the same way.
    await page.getByTestId(`edit-${id}`).click();
    await page.getByTestId('resource-form').waitFor();
    await page
      .getByTestId('resource-form')
      .getByRole('button', { name: /^返\s*回$/ })
      .click();
    await expect.poll(() => hashPath(page)).toBe('/af_order');
    await page.locator('.ant-pagination-item-2.ant-pagination-item-active').waitFor();
    expect(await page.inputValue('#filter-orderCode')).toBe('AE');
    await page.context().close();
  });

  it('saves the open form with Ctrl+S', async () => {
    const coop = await data('POST', '/api/prm_coop', {
      coopCode: `KEY${stamp}`.slice(0, 20),
      coopName: `键盘客户${stamp}`,
      coopType: 'customer',
      creditDays: 30,
    });
    const page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN, { redirect: `/prm_coop/edit/${coop.id}` });
    await page.locator('#field-coopName').waitFor();
    await expect.poll(() => page.inputValue('#field-coopName')).toBe(`键盘客户${stamp}`);
    await page.fill('#field-coopName', `键盘改名${stamp}`);
    await page.keyboard.press('Control+s');
    await expect.poll(async () => (await data('GET', `/api/prm_coop/${coop.id}`)).coopName).toBe(`键盘改名${stamp}`);
    await page.context().close();
  });

  it('Esc closes an unchanged dialog at once, asks before a changed one is thrown away, and Ctrl+S saves it', async () => {
    const customer = await data('POST', '/api/prm_coop', {
      coopCode: `ESC${stamp}`.slice(0, 20),
      coopName: `草稿客户${stamp}`,
      coopType: 'customer',
      creditDays: 30,
    });
    await data('POST', '/api/prm_service', {
      serviceCode: `ES${stamp}`.slice(0, 20),
      serviceNameCn: `草稿费${stamp}`,
      serviceNameEn: 'MISC',
      feeType: 'SURCHARGE',
      taxRate: 6,
    });
    const order = await data('POST', '/api/af_order', { orderCode: `ESC-${stamp}`, customerId: customer.id });
    const page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN, { redirect: `/af_order/show/${order.id}?tab=money` });
    await page.getByTestId('open-incidentals').click();
    const dialog = page.getByTestId('charge-form');
    // Unchanged: Esc closes it.
    await page.getByTestId('add-incidental-AR').click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Changed: Esc asks; 继续编辑 keeps the draft, 放弃修改 closes.
    await page.getByTestId('add-incidental-AR').click();
    await dialog.waitFor();
    await page.fill('#charge-unitPrice', '7.5');
    await page.keyboard.press('Escape');
    await page.getByTestId('draft-keep').click();
    await page.getByTestId('draft-keep').waitFor({ state: 'hidden' });
    expect(Number(await page.inputValue('#charge-unitPrice'))).toBe(7.5);
    await page.keyboard.press('Escape');
    await page.getByTestId('draft-discard').click();
    await dialog.waitFor({ state: 'hidden' });
    // Ctrl+S saves a new line.
    await page.getByTestId('add-incidental-AR').click();
    await dialog.waitFor();
    await page.click('#charge-serviceId');
    await page.keyboard.type(`草稿费${stamp}`);
    await page.locator('.ant-select-item-option', { hasText: `草稿费${stamp}` }).click();
    await page.fill('#charge-unitPrice', '8.25');
    await page.fill('#charge-quantity', '2');
    await page.keyboard.press('Control+s');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('incidentals-AR').locator('tbody tr').filter({ hasText: '16.50' }).waitFor();
    await page.context().close();
  });
});
