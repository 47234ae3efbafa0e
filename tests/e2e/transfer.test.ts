import ExcelJS from 'exceljs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, launch, newPage } from './browser';
import { DEMO_ADMIN, loginAs } from './login';

/** Export and import on a list in Chromium (docs/api-transfer.md), on /af_customs_declaration. */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-transfer-'));

const dialog = (page: Page, title: string) =>
  page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: new RegExp(`^${title}$`) }) });

/**
 * The list, freshly loaded and filtered by declaration number: each test starts from it, so one
 * that failed with its dialog open does not fail the next.
 */
async function filteredList(page: Page, declaration: string) {
  await page.goto(at('/af_customs_declaration'));
  await page.reload();
  await page.getByTestId('resource-table').waitFor();
  await page.fill('#filter-declarationNumber', declaration);
  await page.getByTestId('filter-submit').click();
}

/**
 * The dialog's whole text once it holds `expected`: a job that failed or a refused upload shows in
 * the failure message instead of a wait for an element that never came.
 */
const dialogSays = (d: Locator, expected: string) => expect.poll(() => d.textContent(), { timeout: 60_000 }).toContain(expected);

/** Clicks what starts a download and reads the downloaded workbook's first sheet. */
async function downloaded(page: Page, trigger: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { file, name: download.suggestedFilename(), wb, rows };
}

describe('export and import dialogs in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN);
  });
  afterAll(async () => {
    await browser?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('imports a filled template: the check reports the bad row, the report names it, the fixed file imports', async () => {
    await page.goto(at('/af_customs_declaration'));
    await page.getByTestId('resource-table').waitFor();
    await page.getByTestId('import-button').click();
    const d = dialog(page, '导入');
    await d.waitFor();

    const template = await downloaded(page, d.getByTestId('import-template'));
    expect(template.name).toBe('出口报关_导入模板.xlsx');
    const header = template.rows[0] as string[];
    expect(header).toContain('报关单号*');
    const ws = template.wb.worksheets[0];
    const col = (label: string) => header.indexOf(label) + 1;
    const fill = (tradeMode: string) => {
      ['E2E-DEC-1', 'E2E-DEC-2', 'E2E-DEC-3'].forEach((code, i) => {
        const r = ws.getRow(i + 2);
        r.getCell(col('报关单号*')).value = code;
        r.getCell(col('品名')).value = `货物${i + 1}`;
        r.getCell(col('贸易方式')).value = i === 1 ? tradeMode : '一般贸易';
        r.getCell(col('申报日期')).value = new Date(Date.UTC(2026, 2, i + 1));
      });
    };
    fill('走私');
    const upload = path.join(dir, 'upload.xlsx');
    await template.wb.xlsx.writeFile(upload);

    await d.locator('input[type=file]').setInputFiles(upload);
    // Esc with a file chosen and not imported asks first; 继续编辑 keeps the dialog and the file.
    await d.locator('.ant-upload-list-item-name').filter({ hasText: 'upload.xlsx' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('draft-keep').click();
    await page.getByTestId('draft-keep').waitFor({ state: 'hidden' });
    await d.getByTestId('import-check').click();
    await dialogSays(d, '共 3 行：正确 2 行，错误 1 行');
    const report = await downloaded(page, d.getByTestId('job-download'));
    expect(report.name).toBe('出口报关_导入错误报告.xlsx');
    expect(report.rows).toHaveLength(2);
    expect(report.rows[1][0]).toBe(3);
    expect(String(report.rows[1].at(-1))).toBe('贸易方式：贸易方式的值无效');

    // The fixed file under a name of its own: Chromium refuses to send a chosen file changed on disk.
    fill('一般贸易');
    const fixed = path.join(dir, 'fixed.xlsx');
    await template.wb.xlsx.writeFile(fixed);
    await d.locator('input[type=file]').setInputFiles(fixed);
    // The new file is chosen (its name shows) before the import starts.
    await d.locator('.ant-upload-list-item-name').filter({ hasText: 'fixed.xlsx' }).waitFor();
    // Ctrl+S is 导入 (docs/lists.md "Keyboard").
    await page.keyboard.press('Control+s');
    await dialogSays(d, '已导入：新增 3 行，更新 0 行');
    // Imported: Esc closes at once.
    await d.locator('.ant-modal-title').click();
    await page.keyboard.press('Escape');
    await d.waitFor({ state: 'hidden' });
    // The demo has declarations of its own: the list (and the exports below) show the imported ones.
    await filteredList(page, 'E2E-DEC');
    await expect.poll(() => page.getByTestId('list-total').textContent()).toBe('共 3 条');
  });

  it('exports in both modes of the 375 px dialog; the chosen columns come in the chosen order', async () => {
    await filteredList(page, 'E2E-DEC');
    await expect.poll(() => page.getByTestId('list-total').textContent()).toBe('共 3 条');
    await page.getByTestId('export-button').click();
    const d = dialog(page, '导出');
    await d.getByTestId('export-fields').waitFor();
    await expect.poll(async () => (await d.locator('.ant-modal-content').boundingBox())?.width).toBe(375); // once it has zoomed in
    await expect.poll(() => d.locator('.ant-radio-wrapper-checked').textContent()).toBe('自定义字段');

    // Custom: the list's columns to start with; leave one out, add one, move it to the top.
    const chosen = d.locator('[data-testid^="export-field-"]').filter({ has: page.locator('.ant-checkbox-checked') });
    const before = (await chosen.allTextContents()).map((s) => s.trim());
    await d.getByTestId(`export-field-orderCode`).locator('input').uncheck();
    await d.getByTestId('export-field-hsCode').locator('input').check();
    for (let i = 0; i < before.length - 1; i++) await d.getByTestId('export-field-hsCode').getByRole('button', { name: '上移' }).click();
    const expected = (await chosen.allTextContents()).map((s) => s.trim());
    expect(expected[0]).toBe('HS编码');
    await d.getByTestId('export-start').click();
    const custom = await downloaded(page, d.getByTestId('job-download'));
    expect(custom.name).toMatch(/^出口报关_\d{8}_\d{6}\.xlsx$/);
    expect(custom.rows[0]).toEqual(expected);
    expect(custom.rows).toHaveLength(4);
    await d.locator('.ant-modal-close').click();

    // Default: the list's own columns; the choice is remembered for the next time.
    await page.getByTestId('export-button').click();
    const d2 = dialog(page, '导出');
    await d2.getByTestId('export-fields').waitFor();
    await d2.getByText('默认字段').click();
    const defaults = (await d2.getByTestId('export-default-fields').textContent())!.split('、');
    await d2.getByTestId('export-start').click();
    const byDefault = await downloaded(page, d2.getByTestId('job-download'));
    expect(byDefault.rows[0]).toEqual(defaults);
    expect(
      byDefault.rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['E2E-DEC-1', 'E2E-DEC-2', 'E2E-DEC-3']);
    await d2.locator('.ant-modal-close').click();
    await page.getByTestId('export-button').click();
    const d3 = dialog(page, '导出');
    await d3.getByTestId('export-default-fields').waitFor();
    await d3.locator('.ant-modal-close').click();
    await d3.waitFor({ state: 'hidden' });
  });

  it('exports the list as it is filtered, with a progress bar and the total', async () => {
    await filteredList(page, 'DEC-2');
    await expect.poll(() => page.getByTestId('list-total').textContent()).toContain('1');
    await page.getByTestId('export-button').click();
    const d = dialog(page, '导出');
    await d.getByTestId('export-default-fields').waitFor();
    await d.getByTestId('export-start').click();
    await d.getByTestId('job-progress').waitFor();
    await dialogSays(d, '导出完成，共 1 行');
    const filtered = await downloaded(page, d.getByTestId('job-download'));
    expect(filtered.rows.slice(1).map((r) => r[0])).toEqual(['E2E-DEC-2']);
    await d.locator('.ant-modal-close').click();
  });

  it('offers on the login page the dialling codes of the reference data', async () => {
    const login = await newPage(browser);
    await login.goto(at('/login'));
    await login.click('#login-tab-phone');
    const select = login.locator('.ant-select').filter({ has: login.locator('#login-country-code') });
    await select.click();
    await login.keyboard.type('美国');
    const option = login.locator('.ant-select-item-option').filter({ hasText: '+1 美国/加拿大' });
    await option.waitFor();
    await option.click();
    await expect.poll(() => select.locator('.ant-select-selection-item').textContent()).toBe('+1');
    await login.close();
  });
});
