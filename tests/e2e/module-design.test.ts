import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, launch, newPage } from './browser';
import { apiCall, tokenOf } from './api';
import { loginAs, type Login } from './login';

/**
 * 模块设计 in Chromium as the platform administrator (docs/schema.md): a module with a crud route of
 * three fields, records added through its own screens, a field renamed and another changed from
 * text to integer with one row that does not convert (the dry run names it), the records intact
 * after publishing, and the first version restored.
 */
const PLATFORM: Login = { tab: 'admin', login: 'platform', org: 'SERVICE' };

/** Picks an option of the antd Select with this test id. */
async function choose(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
}

async function addField(page: Page, name: string, zh: string, en: string, required = false) {
  await page.getByTestId('md-add-field').click();
  const editor = page.getByTestId('field-editor');
  await editor.waitFor();
  await page.getByTestId('mf-name').fill(name);
  await page.getByTestId('mf-label-zh').fill(zh);
  await page.getByTestId('mf-label-en').fill(en);
  if (required) await page.getByTestId('mf-required').check();
  await page.getByTestId('mf-ok').click();
  await editor.waitFor({ state: 'detached' });
}

/** Opens the plan of what the editor holds, confirms it (accepting emptied values when asked) and closes the answer. */
async function publish(page: Page, accept = false) {
  await page.getByTestId('md-publish').click();
  await page.getByTestId('md-plan').waitFor();
  if (accept) await page.getByTestId('md-plan-accept').check();
  await page.getByTestId('md-plan-confirm').click();
  await page.getByTestId('md-published-ok').click();
  await page.getByTestId('md-plan').waitFor({ state: 'detached' });
}

async function openModule(page: Page) {
  await page.goto(at('/hrs_module_design'));
  await page.getByTestId('md-module-e2ewh').click();
  await page.getByTestId('md-editor').waitFor();
}

/** The values of a column of the list, by its header. */
async function column(page: Page, header: string): Promise<string[]> {
  const table = page.getByTestId('resource-table');
  const headers = await table.locator('thead th').allInnerTexts();
  const i = headers.findIndex((h) => h.trim() === header);
  if (i < 0) throw new Error(`no column ${header} in ${headers.join(', ')}`);
  return table.locator(`tbody tr.ant-table-row td:nth-child(${i + 1})`).allInnerTexts();
}

async function createRecord(page: Page, values: Record<string, string>) {
  await page.goto(at('/e2e_pallet'));
  await page.getByTestId('create-button').click();
  for (const [k, v] of Object.entries(values)) await page.fill(`#field-${k}`, v);
  await page.getByTestId('save-button').click();
  // Saving a record of a route that is not an order goes back to the list.
  await page.waitForURL(/#\/e2e_pallet$/);
}

describe('the module designer in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates a module, evolves it without losing a record, and restores its first version', async () => {
    const page = await newPage(browser, { width: 1500, height: 900 });
    await loginAs(page, PLATFORM);
    await page.goto(at('/hrs_module_design'));
    await page.getByTestId('md-new-module').click();
    await page.getByTestId('md-code').fill('e2ewh');
    await page.getByTestId('md-label-zh').fill('仓储扩展');
    await page.getByTestId('md-label-en').fill('Warehouse extras');
    await page.getByTestId('md-route-path').fill('e2e_pallet');
    await page.getByTestId('md-route-label-zh').fill('托盘');
    await page.getByTestId('md-route-label-en').fill('Pallets');
    await addField(page, 'palletNo', '托盘号', 'Pallet no.', true);
    await addField(page, 'qty', '数量', 'Quantity');
    await addField(page, 'memo', '备注', 'Memo');
    expect(await page.getByTestId('md-problems').count()).toBe(0);
    // The live preview: the generated list with the draft's columns and example rows.
    const preview = page.getByTestId('md-preview');
    await expect.poll(() => preview.locator('thead th').allInnerTexts()).toEqual(expect.arrayContaining(['托盘号', '数量', '备注']));
    await publish(page);

    // The new route is in the menu and has its screens at once.
    await expect.poll(() => page.getByTestId('sider-menu').innerText()).toContain('托盘');
    await createRecord(page, { palletNo: 'P-001', qty: '12', memo: '第一个' });
    await createRecord(page, { palletNo: 'P-002', qty: 'many', memo: '第二个' });
    await page.goto(at('/e2e_pallet'));
    await expect.poll(() => column(page, '托盘号')).toEqual(['P-002', 'P-001']);

    // Rename palletNo and make qty an integer: the dry run names the row that does not convert.
    await openModule(page);
    await page.getByTestId('md-field-edit-palletNo').click();
    await page.getByTestId('mf-name').fill('palletCode');
    await page.getByTestId('mf-label-zh').fill('托盘编码');
    await page.getByTestId('mf-ok').click();
    await page.getByTestId('md-field-edit-qty').click();
    await choose(page, 'mf-kind', '(integer)');
    await page.getByTestId('mf-ok').click();
    await page.getByTestId('md-publish').click();
    await page.getByTestId('md-plan').waitFor();
    await expect.poll(() => page.getByTestId('md-plan').innerText()).toContain('字段改名 /e2e_pallet.palletNo → palletCode');
    const check = page.getByTestId('md-check-qty-convert');
    await expect.poll(() => check.innerText()).toContain('"many"');
    expect(await page.getByTestId('md-check-count-qty-convert').innerText()).toBe('1 行');
    expect(await page.getByTestId('md-plan-confirm').isDisabled()).toBe(true);
    await page.getByTestId('md-plan-accept').check();
    await page.getByTestId('md-plan-confirm').click();
    await page.getByTestId('md-download-changed').waitFor();
    await page.getByTestId('md-published-ok').click();

    await page.goto(at('/e2e_pallet'));
    await expect.poll(() => column(page, '托盘编码')).toEqual(['P-002', 'P-001']);
    expect(await column(page, '数量')).toEqual(['-', '12']);
    expect(await column(page, '备注')).toEqual(['第二个', '第一个']);

    // Restore the first version: its own dry run, the old name back, every value there.
    await openModule(page);
    await page.getByTestId('md-versions').click();
    await page.getByTestId('md-version-restore-1').click();
    await page.getByTestId('md-plan').waitFor();
    await expect.poll(() => page.getByTestId('md-plan').innerText()).toContain('字段改名 /e2e_pallet.palletCode → palletNo');
    await page.getByTestId('md-plan-confirm').click();
    await page.getByTestId('md-published-ok').click();
    await page.goto(at('/e2e_pallet'));
    await expect.poll(() => column(page, '托盘号')).toEqual(['P-002', 'P-001']);
    expect(await column(page, '数量')).toEqual(['-', '12']);
  });

  it('draws a report by configuration: its chart above the table, grouped by the month, and its designer preview', async () => {
    const token = await tokenOf('2|platform|SERVICE');
    const L = (zh: string, en = zh) => ({ 'zh-CN': zh, 'en-US': en });
    const definition = {
      code: 'e2erpt',
      label: L('发运统计', 'Shipment figures'),
      routes: [
        {
          path: '/e2erpt_ship',
          kind: 'crud',
          label: L('发运记录', 'Shipments'),
          fields: [
            { name: 'shipDate', kind: 'date', label: L('发运日期', 'Ship date'), list: true, filter: 'range' },
            { name: 'weight', kind: 'weight', label: L('重量', 'Weight'), list: true },
          ],
        },
        {
          path: '/e2erpt_month',
          kind: 'report',
          label: L('月度发运', 'Shipments by month'),
          aggregate: {
            resource: 'e2erpt_ship',
            date: { field: 'shipDate', bucket: 'month' },
            measures: [
              { name: 'shipments', fn: 'count', label: L('票数', 'Shipments') },
              { name: 'totalWeight', fn: 'sum', field: 'weight', label: L('总重量', 'Total weight') },
            ],
          },
        },
      ],
    };
    const published = await apiCall(token, 'POST', '/hrs/moduleDesign/publish', { definition, baseVersion: 0 });
    expect(published.code, JSON.stringify(published)).toBe(0);
    for (const [shipDate, weight] of [
      ['2026-01-05', 10],
      ['2026-01-25', 5],
      ['2026-02-03', 7],
    ] as const) {
      expect((await apiCall(token, 'POST', '/api/e2erpt_ship', { shipDate, weight })).code).toBe(0);
    }
    const page = await newPage(browser, { width: 1500, height: 900 });
    await loginAs(page, PLATFORM);
    await page.goto(at('/e2erpt_month'));
    const chart = page.getByTestId('report-chart');
    await chart.waitFor();
    expect(await chart.getAttribute('data-points')).toBe('2');
    await expect.poll(() => column(page, '月份')).toEqual(['2026-01', '2026-02']);
    expect(await column(page, '总重量')).toEqual(['15.000', '7.000']);
    await expect.poll(() => page.getByTestId('report-summary').innerText()).toContain('3');
    // The designer shows the report's aggregate and previews it with its chart.
    await page.goto(at('/hrs_module_design'));
    await page.getByTestId('md-module-e2erpt').click();
    await page.getByTestId('md-route-tab-1').click();
    await page.getByTestId('md-aggregate').waitFor();
    await page.getByTestId('md-preview').getByTestId('report-chart').waitFor();
  });
});
