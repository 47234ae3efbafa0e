import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf } from './api';
import { at, launch, newPage } from './browser';
import { DEMO_ADMIN, hashPath, loginAs } from './login';

/**
 * The order workspace (docs/orders.md "The order workspace"): summary, stepper with the lifecycle's
 * transitions, 基本信息 in the registry's sections, the tabs in the address, the audit trail; the
 * layout at 1366 and at 375 px.
 */

/**
 * Value cells narrower than the first word of what they show (what squeezed "PVG" into "PV / G"),
 * as "field: word (cell px < word px)". A word wider than the whole section cannot fit anywhere and
 * is not counted.
 */
function squeezedCells(page: Page) {
  return page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap;left:-9999px';
    document.body.appendChild(probe);
    const out: string[] = [];
    let checked = 0;
    for (const cell of Array.from(document.querySelectorAll<HTMLElement>('[data-testid=detail-value]'))) {
      const text = cell.innerText.trim();
      if (!text || !cell.offsetParent) continue;
      const word = text.split(/\s+/)[0];
      const style = getComputedStyle(cell);
      probe.style.font = style.font;
      probe.textContent = word;
      const need = probe.getBoundingClientRect().width;
      const room = cell.closest('section')?.clientWidth ?? Infinity;
      checked++;
      if (cell.clientWidth + 1 < Math.min(need, room))
        out.push(`${cell.parentElement?.dataset.testid}: ${word} (${cell.clientWidth} < ${Math.round(need)})`);
    }
    probe.remove();
    return { checked, out };
  });
}

describe('the order workspace in Chromium', () => {
  let browser: Browser;
  let admin: string;
  const stamp = Date.now().toString(36).toUpperCase();

  const data = async (method: string, path: string, body?: unknown) => {
    const r = await apiCall(admin, method, path, body);
    if (r.code !== 0) throw new Error(`${method} ${path}: ${JSON.stringify(r)}`);
    return r.data;
  };

  beforeAll(async () => {
    admin = await tokenOf('2|admin|DEMO');
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the fullest demo order at 1366 px: summary, sections, no squeezed value, tabs in the address', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN);
    const order = (await data('GET', '/api/af_order?orderCode=AE000004')).records[0];
    await page.goto(at(`/af_order/show/${order.id}`));
    const summary = page.getByTestId('order-summary');
    await summary.getByTestId('summary-code').filter({ hasText: 'AE000004' }).waitFor();
    // Where the shipment is: its route, its stage on the stepper.
    await expect.poll(() => summary.getByTestId('summary-route').innerText()).toMatch(/PVG[\s\S]*PEK|PVG/);
    await summary.getByTestId('order-stepper').waitFor();
    // 基本信息 in the registry's sections.
    for (const title of ['订单', '运输', '货物', '收发货人', '仓库与送货', '其他']) {
      await page
        .getByTestId('resource-show')
        .locator('h5')
        .filter({ hasText: new RegExp(`^${title}$`) })
        .waitFor();
    }
    const { checked, out } = await squeezedCells(page);
    expect(checked).toBeGreaterThan(30);
    expect(out).toEqual([]);

    // A tab is in the address; the address opens the same tab.
    await page.getByTestId('workspace-tab-track').click();
    await page.waitForURL(/tab=track/);
    await page.getByTestId('workspace-pane-track').getByTestId('show-list-routeTracks').waitFor();
    await page.reload();
    await page.getByTestId('workspace-pane-track').getByTestId('show-list-routeTracks').waitFor();
    expect(hashPath(page)).toBe(`/af_order/show/${order.id}?tab=track`);
    await page.goto(at(`/af_order/show/${order.id}?tab=docs`));
    await page.getByTestId('workspace-pane-docs').getByTestId('show-list-attachments').waitFor();
    await page.context().close();
  });

  it('moves an order on from the stepper and shows a change just made on 日志', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN);
    const code = `WS-${stamp}`;
    const order = await data('POST', '/api/af_orderair', {
      orderCode: code,
      departureStation: 'PVG',
      arrivalStation: 'FRA',
      remark: '初稿',
    });
    await page.goto(at(`/af_order/show/${order.id}`));
    const summary = page.getByTestId('order-summary');
    await summary.getByTestId('summary-status').filter({ hasText: '已订舱' }).waitFor();
    await summary.getByTestId('transition-ACCEPTED').click();
    await page.getByTestId('transition-remark').fill('客户确认');
    await page.getByTestId('transition-ok').click();
    await summary.getByTestId('summary-status').filter({ hasText: '已接单' }).waitFor();
    await expect.poll(() => summary.locator('.ant-steps-item-process').innerText()).toContain('已接单');
    // The next change is offered now, the one just made no more.
    await summary.getByTestId('transition-RECEIVED').waitFor();
    expect(await summary.getByTestId('transition-ACCEPTED').count()).toBe(0);

    // A change made in the edit form, then 日志 shows it: who, from what to what.
    await page.goto(at(`/af_order/edit/${order.id}`));
    await page.getByTestId('form-section-links').waitFor();
    await page.fill('#field-remark', '已改备注');
    await page.getByTestId('save-button').click();
    await page.locator('.ant-notification-notice-success, .ant-message-success').first().waitFor();
    await page.goto(at(`/af_order/show/${order.id}?tab=log`));
    const change = page.getByTestId('audit-trail').getByTestId('audit-change-remark').first();
    await change.waitFor();
    expect(await change.innerText()).toMatch(/初稿[\s\S]*已改备注/);
    // The history of the status change is on the same tab.
    await page.getByTestId('order-events').locator('tbody tr').filter({ hasText: '客户确认' }).waitFor();
    await page.context().close();
  });

  it('holds on a 375 px phone: anchored sections, nothing wider than the screen, no squeezed value', async () => {
    const page = await newPage(browser, { width: 375, height: 740 });
    await loginAs(page, DEMO_ADMIN);
    const order = (await data('GET', '/api/af_order?orderCode=AE000004')).records[0];
    await page.goto(at(`/af_order/show/${order.id}?tab=log`));
    await page.getByTestId('workspace-anchored').waitFor();
    await page.getByTestId('order-summary').getByTestId('summary-code').waitFor();
    await page.getByTestId('workspace-section-log').getByTestId('audit-trail').waitFor();
    const { checked, out } = await squeezedCells(page);
    expect(checked).toBeGreaterThan(30);
    expect(out).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // An anchor scrolls to its section and keeps it in the address.
    await page.getByTestId('workspace-tab-track').click();
    await page.waitForURL(/tab=track/);
    await expect
      .poll(() => page.getByTestId('workspace-section-track').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(200);
    await page.context().close();
  });
});
