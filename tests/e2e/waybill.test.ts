import fs from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text';
import { at, launch, newPage, openWorkspaceTab } from './browser';
import { redBorder } from './form-checks';
import { DEMO_ADMIN, loginAs } from './login';

/** Issue 5 in Chromium: the air waybill print form of an air-export order, its PDF, and the party form. */

/** The message under a print form input. */
const printError = (page: Page, name: string) =>
  page
    .locator('.ant-form-item')
    .filter({ has: page.locator(`#awb-field-${name}`) })
    .locator('.ant-form-item-explain-error');

const waitForSuccess = (page: Page) => page.locator('.ant-notification-notice').filter({ hasText: '操作成功' }).first().waitFor();

/** Clicks a PDF button and answers the downloaded file's text. */
async function downloadText(page: Page, testId: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: await pdfText(await fs.readFile(file)) };
}

/** Opens the detail screen of the newest air-export order. */
async function openOrder(page: Page) {
  await page.goto(at('/af_order'));
  const row = page.locator('[data-testid=resource-table] tbody tr.ant-table-row').first();
  await row.waitFor();
  await row.locator('[data-testid^=show-]').click();
  await page.waitForURL(/#\/af_order\/show\/\d+$/);
  await openWorkspaceTab(page, 'docs');
  await page.getByTestId('waybill-print-panel').waitFor();
  await page.getByTestId('awb-row-master').waitFor();
}

describe('waybill prints in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('refuses a master number failing mod-7 with a red input, saves the fixed one, and downloads its PDF', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN);
    await openOrder(page);

    await page.getByTestId('awb-master-button').click();
    await page.getByTestId('awb-form-master').waitFor();
    // The paper's boxes.
    for (const caption of [
      "Shipper's Name and Address",
      "Issuing Carrier's Agent Name and City",
      'Airport of Departure',
      'Rate/Charge',
      'Nature and Quantity of Goods',
    ]) {
      await page.getByTestId('awb-form-master').getByText(caption, { exact: false }).first().waitFor();
    }
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/afbase/awbPrint/')) posts.push(r.url());
    });

    await page.fill('#awb-field-awbNumber', '020-81140744');
    await page.getByTestId('awb-save').click();
    await printError(page, 'awbNumber').filter({ hasText: '主单号不符合模七规则' }).waitFor();
    await redBorder(page, 'awb-field-awbNumber');
    expect(posts).toHaveLength(0);

    await page.fill('#awb-field-awbNumber', '020-81140743');
    await printError(page, 'awbNumber').waitFor({ state: 'detached' });
    await page.getByTestId('awb-save').click();
    await waitForSuccess(page);
    await page.getByTestId('awb-form-master').waitFor({ state: 'detached' });
    expect(posts).toHaveLength(1);
    await page.getByTestId('awb-row-master').filter({ hasText: '020-81140743' }).waitFor();

    const pdf = await downloadText(page, 'awb-pdf-master');
    expect(pdf.text).toContain('020-81140743');
    expect(pdf.name).toBe('020-81140743.pdf');
    await page.context().close();
  });

  it('adds a house print to the order and downloads its PDF', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN);
    await openOrder(page);
    const hawb = `H${Date.now().toString(36).toUpperCase()}`.slice(0, 12);

    await page.getByTestId('awb-house-add').click();
    await page.getByTestId('awb-form-house').waitFor();
    await page.fill('#awb-field-awbNumber', '020-81140743');
    await page.fill('#awb-field-hawbNumber', hawb);
    await page.getByTestId('awb-save').click();
    await waitForSuccess(page);
    await page.getByTestId('awb-form-house').waitFor({ state: 'detached' });
    const row = page.locator('[data-testid^=awb-row-]').filter({ hasText: hawb });
    await row.waitFor();
    const testId = await row.locator('[data-testid^=awb-pdf-]').getAttribute('data-testid');

    const pdf = await downloadText(page, testId!);
    expect(pdf.text).toContain(hawb);
    await page.context().close();
  });
});

describe('the party form in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('asks a US shipper for its state on save', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN);
    await page.goto(at('/af_order/create'));
    await page.getByTestId('save-button').waitFor();
    await page.fill('#field-orderCode', `E2E-P-${Date.now().toString(36).toUpperCase()}`);
    await page.fill('#field-shipper-nationCode', 'US');
    await expect(page.getAttribute('#field-shipper-stateCode', 'placeholder')).resolves.toBe('2位字母');
    await page.getByTestId('save-button').click();
    await page.getByTestId('party-input-shipper').getByText('美国、加拿大、墨西哥必须填写2位字母的州/省代码').waitFor();
    await redBorder(page, 'field-shipper-stateCode');
    await page.context().close();
  });

  it('finds a country code by its English name', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN);
    await page.goto(at('/af_order/create'));
    await page.getByTestId('save-button').waitFor();
    await page.fill('#field-consignee-countryName', 'germany');
    await page.getByTestId('field-consignee-countrySearch').click();
    await page.waitForFunction(() => (document.getElementById('field-consignee-nationCode') as HTMLInputElement | null)?.value === 'DE');
    await page.context().close();
  });
});

describe('file fields in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('refuses a file type before sending, uploads a PDF and links to the stored file', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN);
    await page.goto(at('/prm_coop_agreement/create'));
    await page.getByTestId('save-button').waitFor();
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/upload')) uploads.push(r.url());
    });
    const picker = page.getByTestId('file-input-field-attachment').locator('input[type=file]');

    await picker.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await page.getByText('只能上传 PDF、DOC、DOCX、XLS、XLSX、TXT、RAR、ZIP、JPG、JPEG、BMP、PNG、OFD 格式的文件').first().waitFor();
    expect(uploads).toHaveLength(0);

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    await picker.setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: pdf });
    const link = page.getByTestId('field-attachment-link');
    await link.filter({ hasText: 'contract.pdf' }).waitFor();
    expect(uploads.map((u) => new URL(u).search)).toEqual(['?kind=document']);
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/files\/.+\/contract\.pdf$/);
    const served = await page.request.get(new URL(href!, page.url()).href);
    expect(served.status()).toBe(200);
    expect(
      Buffer.from(await served.body())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await page.context().close();
  });
});
