import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDecimal } from '../../src/schemas/money';
import { at, launch, newPage } from './browser';
import { DEMO_ADMIN, loginAs } from './login';
import { pageData } from './api';

/**
 * One query cache (docs/architecture.md "One query cache"): a change made through Refine's form of a
 * resource reaches the screens' own panels reading it, a change made in a panel reaches Refine's
 * screens, and both reach the app's other windows of the same browser (an order edited in a window
 * of its own, a second tab) without a reload.
 */

/** Calls the API with the page's session, as the app does. */
describe('two windows of the app showing the same charge line', () => {
  let browser: Browser;
  let page: Page;
  let other: Page;
  let order: { id: number };
  let lineId: number;
  // A unit price no demo line has: it finds the line's row in the order's panel.
  const PRICE = '97.1234';

  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN);
    // The second window shares the first one's browser (its storage partition), as a tab or an
    // order's edit window does; it signs in on its own, as a new tab must.
    other = await page.context().newPage();
    await loginAs(other, DEMO_ADMIN);
    // A receivable line of an air export order (its workspace is /af_order/show/:id): the whole record.
    const lines = (await pageData(page, '/api/css_charge?businessScope=AE&side=AR&size=50')).records as Record<string, unknown>[];
    const some = lines.find((l) => l.businessScope === 'AE' && l.side === 'AR');
    expect(some, 'an air export receivable line in the demo data').toBeTruthy();
    const like = await pageData(page, `/api/css_charge/${some!.id}`);
    order = { id: like.orderId };
    // A line of its own on that order, so no other test's figures move.
    const created = await pageData(page, '/api/css_charge', 'POST', {
      businessScope: 'AE',
      orderCode: like.orderCode,
      side: 'AR',
      serviceId: like.serviceId,
      coopId: like.coopId,
      currency: like.currency,
      unitPrice: PRICE,
      quantity: 2,
    });
    lineId = created.id;
    expect(lineId).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const rowOf = () => page.getByTestId('charges-AR').locator('tbody tr.ant-table-row').filter({ hasText: PRICE });

  it("a line saved in the other window's form (Refine) shows its new figures in this window's charges panel", async () => {
    await page.goto(at(`/af_order/show/${order.id}?tab=money`));
    await rowOf().waitFor();
    await expect(rowOf().innerText()).resolves.toContain('2.000');

    await other.goto(at(`/css_charge/edit/${lineId}`));
    await other.locator('#field-quantity').fill('5');
    await other.getByTestId('save-button').click();
    await expect.poll(async () => Number((await pageData(other, `/api/css_charge/${lineId}`)).quantity)).toBe(5);
    const saved = await pageData(other, `/api/css_charge/${lineId}`);

    // No reload, no focus: the panel (a screen's own query) fetched the line again when told.
    await expect.poll(() => rowOf().innerText()).toContain('5.000');
    await expect(rowOf().innerText()).resolves.toContain(formatDecimal(saved.amount, 2));
  });

  it("a line removed in this window's panel leaves the other window's record screen (Refine)", async () => {
    await other.goto(at(`/css_charge/show/${lineId}`));
    const shown = other.getByTestId('resource-show-page');
    await shown.getByText(PRICE).first().waitFor();

    await rowOf().getByRole('button', { name: '删除' }).click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await expect.poll(() => rowOf().count()).toBe(0);

    // The other window's record is fetched again and found gone.
    await shown.locator('.ant-result-warning').waitFor();
  });
});
