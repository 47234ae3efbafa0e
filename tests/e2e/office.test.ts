import fs from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text';
import { at, contextOptions, launch } from './browser';
import { DEMO_ADMIN, loginAs } from './login';

/**
 * Issue 16 part B in Chromium: the manifest queries (one generic page, six presets) with the
 * manifest timeline, and the sea bill of lading made from a sea order, checked, saved, printed and
 * handed to the shipper by its signed link. Pages must cause no CSP violation.
 */

/** A page whose CSP violations (console "Refused to ...") are collected. */
async function watched(browser: Browser): Promise<{ page: Page; violations: string[] }> {
  const context = await browser.newContext(contextOptions());
  const violations: string[] = [];
  context.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  return { page: await context.newPage(), violations };
}

const fieldError = (page: Page, name: string) =>
  page
    .locator('.ant-form-item')
    .filter({ has: page.locator(`#doc-field-${name}`) })
    .locator('.ant-form-item-explain-error');

const BL: Record<string, string> = {
  blNumber: 'E2EBL2408001',
  shipperName: '上海某某进出口有限公司',
  shipperAddress: '88 CENTURY AVE, SHANGHAI',
  consigneeName: 'TO ORDER',
  notifyName: 'ACME GMBH',
  vesselName: 'MSC AURORA',
  voyageNumber: '045E',
  portOfLoading: 'SHANGHAI, CHINA',
  portOfDischarge: 'HAMBURG, GERMANY',
  containerLines: 'CSQU3054383 / SL1234 / 40HQ',
  packages: '120',
  packageType: 'CARTONS',
  goodsDescription: 'LED LIGHTS',
  grossWeight: '8450.5',
  measurement: '56.2',
  freightTerm: 'PREPAID',
  originals: '3',
  placeOfIssue: 'SHANGHAI',
  dateOfIssue: '2026-03-02',
  onBoardDate: '2026-03-01',
};

describe('manifest queries and document making in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("switches between the manifest query presets and shows a row's manifest timeline", async () => {
    const { page, violations } = await watched(browser);
    await loginAs(page, DEMO_ADMIN);
    await page.goto(at('/MftTallyQuery'));
    await page.getByTestId('mft-query-page').waitFor();
    for (const name of [
      'MftAirExportQuery',
      'MftAirImportQuery',
      'MftTallyQuery',
      'MftArrivalQuery',
      'MftReleaseQuery',
      'MftDistributionQuery',
    ]) {
      await page.getByTestId(`mft-tab-${name}`).waitFor();
    }
    const rows = page.locator('[data-testid=resource-table] tbody tr.ant-table-row');
    await rows.first().waitFor();
    // The tally query's own columns: 理货时间 yes, 预配舱单时间 (the export query's) no.
    const header = page.locator('[data-testid=resource-table] thead');
    await header.getByText('理货时间').waitFor();
    expect(await header.getByText('预配舱单时间').count()).toBe(0);

    await page.getByTestId('mft-tab-MftArrivalQuery').click();
    await page.waitForURL(/#\/MftArrivalQuery$/);
    await header.getByText('运抵时间').first().waitFor();
    const arrivals = await page.evaluate(async () => {
      const token = sessionStorage.getItem(Object.keys(sessionStorage).find((k) => /token/i.test(k))!);
      const r = await fetch('/api/MftArrivalQuery?size=50', { headers: { authorization: `Bearer ${token}` } });
      return (await r.json()).data.total as number;
    });
    expect(arrivals).toBeGreaterThan(0);
    // The list says the server's total for the preset (its rows are paged).
    await page.getByText(`共 ${arrivals} 条`).first().waitFor();
    expect(await rows.count()).toBeGreaterThan(0);

    const first = rows.first();
    const mawb = (await first.locator('td').first().innerText()).trim();
    await first.locator('[data-testid^=mft-manifest-]').click();
    const dialog = page.getByTestId('manifest-timeline');
    await dialog.waitFor();
    await page.getByText(`舱单详情 ${mawb}`).waitFor();
    expect(await page.getByTestId('manifest-event').count()).toBeGreaterThan(0);
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it("makes a bill of lading from a sea order: checked, saved, printed, filled in by the shipper's link until confirmed", async () => {
    const { page, violations } = await watched(browser);
    await loginAs(page, DEMO_ADMIN);
    await page.goto(at('/se_order'));
    const row = page.locator('[data-testid=resource-table] tbody tr.ant-table-row').first();
    await row.waitFor();
    await row.locator('[data-testid^=make-seOrderWaybillMake-]').click();
    await page.waitForURL(/#\/seOrderWaybillMake\?id=\d+$/);
    await page.getByTestId('document-seaBl').waitFor();
    await page.getByTestId('document-status').filter({ hasText: '未保存' }).waitFor();

    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/afbase/document/')) posts.push(r.url());
    });
    for (const [name, value] of Object.entries(BL)) await page.fill(`#doc-field-${name}`, value);
    // A container number failing its ISO 6346 check digit is refused in the browser, nothing is sent.
    await page.fill('#doc-field-containerLines', 'CSQU3054383\nMSCU1234567');
    await page.getByTestId('document-save').click();
    await fieldError(page, 'containerLines').filter({ hasText: '第2行箱号 MSCU1234567 不正确' }).waitFor();
    expect(posts).toHaveLength(0);

    await page.fill('#doc-field-containerLines', BL.containerLines);
    await page.getByTestId('document-save').click();
    await page.getByTestId('document-status').filter({ hasText: '草稿' }).waitFor();
    expect(posts).toHaveLength(1);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('document-pdf').click()]);
    expect(download.suggestedFilename()).toBe('seaBl-E2EBL2408001.pdf');
    const text = (await pdfText(await fs.readFile((await download.path())!))).replace(/\s+/g, ' ');
    expect(text).toContain('BILL OF LADING');
    expect(text).toContain('E2EBL2408001');
    expect(text).toContain('上海某某进出口有限公司');

    await page.getByTestId('document-link').click();
    const link = (await page.getByTestId('document-link-url').innerText()).trim();
    expect(link).toMatch(/#\/seOrderWaybillMake\?t=/);

    // The shipper, not logged in, opens the link and fills in the marks.
    const shipper = await watched(browser);
    await shipper.page.goto(link);
    await shipper.page.getByTestId('public-page').waitFor();
    await shipper.page.getByTestId('document-seaBl').waitFor();
    expect(await shipper.page.inputValue('#doc-field-blNumber')).toBe('E2EBL2408001');
    await shipper.page.fill('#doc-field-marksAndNumbers', 'N/M');
    await shipper.page.getByTestId('document-save').click();
    await shipper.page.getByText('保存成功！').first().waitFor();

    // Staff see the shipper's marks and confirm; the link then only reads.
    await page.reload();
    await page.getByTestId('document-seaBl').waitFor();
    await expect.poll(() => page.inputValue('#doc-field-marksAndNumbers')).toBe('N/M');
    await page.getByTestId('document-confirm').click();
    await page.getByTestId('document-status').filter({ hasText: '已确认' }).waitFor();
    await shipper.page.reload();
    await shipper.page.getByTestId('document-locked').waitFor();
    expect(await shipper.page.getByTestId('document-save').count()).toBe(0);
    expect(await shipper.page.locator('#doc-field-marksAndNumbers').isDisabled()).toBe(true);

    // An altered link is a dead link, and the page says so in the server's words.
    const forged = await watched(browser);
    await forged.page.goto(link.replace(/t=(.)/, (_m, c: string) => `t=${c === 'A' ? 'B' : 'A'}`));
    await forged.page.getByText('链接无效或已过期').first().waitFor();
    expect(await forged.page.locator('#doc-field-marksAndNumbers').count()).toBe(0);

    expect([...violations, ...shipper.violations, ...forged.violations]).toEqual([]);
    await forged.page.context().close();
    await shipper.page.context().close();
    await page.context().close();
  });

  it("creates and edits a vehicle registration on its make page, in sections, through the list's buttons", async () => {
    const { page, violations } = await watched(browser);
    await loginAs(page, DEMO_ADMIN);
    await page.goto(at('/os_ve_register'));
    await page.getByTestId('create-button').click();
    await page.waitForURL(/#\/os_ve_register_make$/);
    await page.getByTestId('record-editor').waitFor();
    for (const title of ['车辆', '司机', '备案']) await page.locator('.ant-divider').getByText(title, { exact: true }).waitFor();

    const plate = `粤B${String(Date.now() % 100000).padStart(5, '0')}`;
    // The shared rules still apply: a malformed plate is refused under its input.
    await page.fill('#field-plateNumber', 'bad plate');
    await page.getByTestId('save-button').click();
    await page.locator('.ant-form-item-explain-error').filter({ hasText: '请输入正确的车牌号' }).waitFor();
    await page.fill('#field-plateNumber', plate);
    await page.fill('#field-driverName', '李师傅');
    await page.getByTestId('save-button').click();
    await page.waitForURL(/#\/os_ve_register$/);
    const row = page.locator('[data-testid=resource-table] tbody tr.ant-table-row').filter({ hasText: plate });
    await row.waitFor();

    await row.locator('[data-testid^=edit-]').click();
    await page.waitForURL(/#\/os_ve_register_make\?id=\d+$/);
    await expect.poll(() => page.inputValue('#field-plateNumber')).toBe(plate);
    expect(await page.inputValue('#field-driverName')).toBe('李师傅');
    await page.fill('#field-driverName', '王师傅');
    await page.getByTestId('save-button').click();
    await page.waitForURL(/#\/os_ve_register$/);
    await page
      .locator('[data-testid=resource-table] tbody tr.ant-table-row')
      .filter({ hasText: plate })
      .filter({ hasText: '王师傅' })
      .waitFor();
    expect(violations).toEqual([]);
    await page.context().close();
  });
});
