import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf } from './api';
import { launch, newPage } from './browser';
import { DEMO_ADMIN, hashPath, loginAs } from './login';

/** Find anything by its number (docs/search.md): Ctrl+K from any screen, Enter opens the first hit. */
describe('the top bar search in Chromium', () => {
  let browser: Browser;
  let admin: string;
  const stamp = Date.now().toString(36).toUpperCase();

  beforeAll(async () => {
    admin = await tokenOf('2|admin|DEMO');
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds an order by its HAWB with Ctrl+K and opens it with Enter', async () => {
    const hawb = `HK${stamp}`.slice(0, 12);
    const order = (await apiCall(admin, 'POST', '/api/af_orderair', { orderCode: `FK-${stamp}`, hawbNumber: hawb })).data;
    const page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN, { redirect: '/af_airport' });
    await page.getByTestId('resource-table').waitFor();
    await page.keyboard.press('Control+k');
    const input = page.getByTestId('global-search-input');
    await input.waitFor();
    await input.pressSequentially(hawb.toLowerCase());
    const hit = page.getByTestId(`global-search-hit-af_order-${order.id}`);
    await hit.waitFor();
    // Grouped by kind with its scope and status, and where the text was found.
    const group = page.getByTestId('global-search-group-order-AE');
    expect(await group.innerText()).toContain('空运出口');
    expect(await hit.innerText()).toMatch(new RegExp(`FK-${stamp}[\\s\\S]*已订舱[\\s\\S]*分单号：${hawb}`));
    await input.press('Enter');
    await page.waitForURL(new RegExp(`#/af_order/show/${order.id}$`));
    await page
      .getByTestId('order-summary')
      .getByTestId('summary-code')
      .filter({ hasText: `FK-${stamp}` })
      .waitFor();
    expect(hashPath(page)).toBe(`/af_order/show/${order.id}`);
    // The top bar's box opens the same dialog.
    await page.getByTestId('global-search-open').click();
    await page.getByTestId('global-search-input').waitFor();
    await page.context().close();
  });
});
