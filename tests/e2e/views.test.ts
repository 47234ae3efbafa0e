import ExcelJS from 'exceljs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf } from './api';
import { launch, newPage } from './browser';
import { DEMO_ADMIN, DEMO_STAFF, loginAs } from './login';

/**
 * Saved list views (docs/lists.md "Saved views"): columns chosen, ordered and sized, density,
 * filters; saved as a named view, made the default and shared; the default opens in a new browser,
 * the shared view on a colleague's screen; 导出 默认字段 follow the view's columns.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-views-'));
const headers = (page: Page) =>
  page
    .locator('[data-testid=resource-table] thead th')
    .allInnerTexts()
    .then((l) => l.map((s) => s.trim()).filter(Boolean));
const widthOf = (page: Page, label: string) =>
  page
    .locator('[data-testid=resource-table] thead th')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .first()
    .evaluate((el) => Math.round(el.getBoundingClientRect().width));

describe('saved list views in Chromium', () => {
  let browser: Browser;
  const stamp = Date.now().toString(36).toUpperCase();
  const name = `我的出发-${stamp}`;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    fs.rmSync(dir, { recursive: true, force: true });
    // The administrator's order list opens plain again for the other files: this file's views (one of
    // them the default, with a filter) go.
    const admin = await tokenOf('2|admin|DEMO');
    const { data } = await apiCall(admin, 'GET', '/api/af_order/views');
    for (const v of (data?.views ?? []) as { id: number; name: string }[]) {
      if (v.name.includes(stamp)) await apiCall(admin, 'DELETE', `/api/af_order/views/${v.id}`);
    }
  });

  it('saves the list as a view with its columns, widths, density and filters, made the default and shared', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN, { redirect: '/af_order' });
    await page.getByTestId('resource-table').locator('tbody tr.ant-table-row').first().waitFor();
    // Columns: 客户单号 out, 备注 (not a list column) in, moved up once.
    await page.getByTestId('column-settings').click();
    await page.getByTestId('column-toggle-customerNumber').click();
    await page.getByTestId('column-toggle-remark').click();
    await page.getByTestId('column-up-remark').click();
    await page.keyboard.press('Escape');
    await expect.poll(() => headers(page)).toContain('备注');
    const shown = await headers(page);
    expect(shown).not.toContain('客户单号');
    // Moved up once from the end: before the last list column, then the actions.
    expect(shown.indexOf('备注')).toBe(shown.length - 3);
    expect(shown.at(-1)).toBe('操作');
    // The order code column dragged 80 px wider.
    const before = await widthOf(page, '订单号');
    const handle = page.getByTestId('column-resize-orderCode');
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2, { steps: 4 });
    await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => widthOf(page, '订单号')).toBeGreaterThanOrEqual(before + 70);
    // Compact rows, and a filter.
    await page.getByTestId('density-button').click();
    await page.getByTestId('density-small').click();
    await page.locator('[data-testid=resource-table].ant-table-small').waitFor();
    await page.fill('#filter-orderCode', 'AE00000');
    await page.getByTestId('filter-submit').click();
    await expect.poll(() => page.getByTestId('list-total').textContent()).toMatch(/\d/);

    await page.getByTestId('view-actions').click();
    await page.getByTestId('view-action-saveAs').click();
    await page.getByTestId('view-name').fill(name);
    await page.getByTestId('view-shared').click();
    await page.getByTestId('view-default').click();
    await page.getByTestId('view-save-ok').click();
    await page.getByTestId('view-save-dialog').waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('view-select').innerText()).toContain(name);

    // 导出 默认字段 are the view's columns.
    await page.getByTestId('export-button').click();
    const d = page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: /^导出$/ }) });
    await d.getByText('默认字段').click();
    const defaults = (await d.getByTestId('export-default-fields').textContent())!.split('、');
    expect(defaults).toContain('备注');
    expect(defaults).not.toContain('客户单号');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await d.getByTestId('export-start').click();
        await d.getByTestId('job-download').click();
      })(),
    ]);
    const file = path.join(dir, download.suggestedFilename());
    await download.saveAs(file);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    expect((wb.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(defaults);
    await page.context().close();
  });

  it('opens with that default view in a new browser: columns, width, density and filter', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN, { redirect: '/af_order' });
    await expect.poll(() => page.getByTestId('view-select').innerText()).toContain(name);
    await page.getByTestId('resource-table').locator('tbody tr.ant-table-row').first().waitFor();
    const shown = await headers(page);
    expect(shown).toContain('备注');
    expect(shown).not.toContain('客户单号');
    expect(await widthOf(page, '订单号')).toBeGreaterThanOrEqual(220);
    await page.locator('[data-testid=resource-table].ant-table-small').waitFor();
    expect(await page.inputValue('#filter-orderCode')).toBe('AE00000');
    const codes = await page.locator('[data-testid=resource-table] tbody tr.ant-table-row td:first-child').allInnerTexts();
    expect(codes.length).toBeGreaterThan(0);
    for (const c of codes) expect(c).toContain('AE00000');
    await page.context().close();
  });

  it('shows the shared view to a colleague, read-only', async () => {
    const admin = await tokenOf('2|admin|DEMO');
    const view = (await apiCall(admin, 'GET', '/api/af_order/views')).data.views.find((v: { name: string }) => v.name === name);
    const page = await newPage(browser);
    await loginAs(page, DEMO_STAFF, { redirect: '/af_order' });
    await page.getByTestId('resource-table').waitFor();
    // Not the colleague's default: the standard list until it is chosen.
    expect(await headers(page)).toContain('客户单号');
    await page.getByTestId('view-select').click();
    const option = page.getByTestId(`view-option-${view.id}`);
    await option.waitFor();
    expect(await option.innerText()).toContain('共享');
    await option.click();
    await expect.poll(() => headers(page)).toContain('备注');
    expect(await headers(page)).not.toContain('客户单号');
    // Read-only: no save into it, no delete; a copy may be saved.
    await page.getByTestId('view-actions').click();
    await page.getByTestId('view-action-saveAs').waitFor();
    expect(await page.getByTestId('view-action-save').count()).toBe(0);
    expect(await page.getByTestId('view-action-delete').count()).toBe(0);
    await page.context().close();
  });

  it('drags a column to its place in the chooser; the table, 导出 默认字段 and the saved view follow, after a reload too', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN, { redirect: '/af_order' });
    await expect.poll(() => page.getByTestId('view-select').innerText()).toContain(name);
    await page.getByTestId('resource-table').locator('tbody tr.ant-table-row').first().waitFor();
    const before = await headers(page);
    expect(before[0]).not.toBe('备注');
    // 备注 dropped on the upper half of the first column's row: it becomes the first column.
    await page.getByTestId('column-settings').click();
    const first = (await page.getByTestId('column-picker').locator('[data-testid^=column-row-]').first().getAttribute('data-testid'))!;
    // By the mouse, as a user drags: the list scrolls to the target while the column is held (a
    // locator's dragTo scrolls to the target before the drag starts, and so picks up another row).
    const handle = page.getByTestId('column-drag-remark');
    await handle.scrollIntoViewIfNeeded();
    const h = (await handle.boundingBox())!;
    await page.mouse.move(h.x + h.width / 2, h.y + h.height / 2);
    await page.mouse.down();
    await page.mouse.move(h.x + h.width / 2, h.y + h.height / 2 - 12, { steps: 3 });
    const target = page.getByTestId(first);
    await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const b = (await target.boundingBox())!;
    await page.mouse.move(b.x + 40, b.y + 6, { steps: 5 });
    await page.mouse.move(b.x + 40, b.y + 3, { steps: 2 });
    await page.mouse.up();
    const expected = ['备注', ...before.filter((h) => h !== '备注')];
    await expect.poll(() => headers(page)).toEqual(expected);
    await page.keyboard.press('Escape');
    // The export's default fields come in that order.
    await page.getByTestId('export-button').click();
    const d = page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: /^导出$/ }) });
    await d.getByText('默认字段').click();
    expect((await d.getByTestId('export-default-fields').textContent())!.split('、')).toEqual(expected.slice(0, -1));
    await d.locator('.ant-modal-close').click();
    // Saved into the view, the order is there after a reload.
    await page.getByTestId('view-actions').click();
    await page.getByTestId('view-action-save').click();
    await page.locator('.ant-message-notice').filter({ hasText: '操作成功' }).first().waitFor();
    await page.reload();
    await page.getByTestId('resource-table').locator('tbody tr.ant-table-row').first().waitFor();
    await expect.poll(() => headers(page)).toEqual(expected);
    await page.context().close();
  });
});
