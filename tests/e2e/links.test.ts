import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf } from './api';
import { at, contextOptions, launch } from './browser';
import { DEMO_ADMIN, loginAs } from './login';

/**
 * The signed-link pages of docs/quotation-pouch.md in Chromium: staff make the link on the record's
 * detail screen, and someone without a login opens it: the customer answers the quotation once, the
 * warehouse prints the cargo pouch. Opened bare, both pages say the link is not valid.
 */

/** A fresh browser context (no session) whose CSP violations are collected. */
async function watched(browser: Browser): Promise<{ page: Page; violations: string[] }> {
  const context = await browser.newContext(contextOptions());
  const violations: string[] = [];
  context.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  return { page: await context.newPage(), violations };
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('quotation and cargo pouch links in Chromium', () => {
  let browser: Browser;
  let admin: string;
  beforeAll(async () => {
    browser = await launch();
    admin = await tokenOf('2|admin|DEMO');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('says the link is not valid when either page is opened without one', async () => {
    const { page, violations } = await watched(browser);
    await page.goto(at('/af_order_inquiry_quotation'));
    await page.getByTestId('quote-invalid').getByText('链接无效或已过期').waitFor();
    await page.goto(at('/cargoPouchView'));
    await page.getByTestId('pouch-invalid').getByText('链接无效或已过期').waitFor();
    await page.goto(at('/af_order_inquiry_quotation?t=quote.1.1.zzzzzz.AAAAAAAAAAAAAAAAAAAAAA'));
    await page.getByTestId('quote-failed').getByText('链接无效或已过期').waitFor();
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('has a quoted demo enquiry whose link opens its quotation lines', async () => {
    const list = await apiCall(admin, 'GET', '/api/af_enquiry_manage?size=100');
    const demo = (list.data.records as { id: number; enquiryNumber: string; enquiryStatus: string }[]).find(
      (r) => r.enquiryNumber === 'ENQ-DEMO-001',
    );
    expect(demo?.enquiryStatus).toBe('QUOTED');
    const link = await apiCall(admin, 'POST', `/afbase/quotation/${demo!.id}/link`);
    const { page } = await watched(browser);
    await page.goto(at(`/af_order_inquiry_quotation?t=${encodeURIComponent(link.data.token)}`));
    const rows = page.getByTestId('quote-lines').locator('tbody tr.ant-table-row');
    await rows.nth(1).waitFor();
    expect(await rows.nth(0).innerText()).toContain('直飞法兰克福');
    await page.context().close();
  });

  it('lets the customer accept a quotation once by the link staff make on the enquiry', async () => {
    const number = `E2E-Q-${Date.now()}`;
    const made = await apiCall(admin, 'POST', '/api/af_enquiry_manage', {
      enquiryNumber: number,
      departureAirport: 'PVG',
      arrivalAirport: 'FRA',
      goodsName: '电子配件',
      pieces: 12,
      grossWeight: 356.5,
      volume: 2.1,
      quotedPrice: '28.50',
      currency: 'CNY',
      quoteValidUntil: inDays(10),
      enquiryStatus: 'PENDING',
      quoteLines: [
        { carrierCode: 'LH', weightBreak: '+100', pricePerKg: '28.50', transitTime: '2天', lineRemark: '直飞' },
        { carrierCode: 'CA', weightBreak: '+300', pricePerKg: '26.80', lineRemark: '经北京转' },
      ],
    });
    expect(made.code, JSON.stringify(made)).toBe(0);
    const id = made.data.id as number;

    const staff = await watched(browser);
    await loginAs(staff.page, DEMO_ADMIN);
    await staff.page.goto(at(`/af_enquiry_manage/show/${id}`));
    await staff.page.getByTestId('quote-link-panel').waitFor();
    await staff.page.getByTestId('quote-link-make').click();
    const link = (await staff.page.getByTestId('quote-link-url').innerText()).trim();
    expect(link).toMatch(/#\/af_order_inquiry_quotation\?t=quote\./);

    const customer = await watched(browser);
    await customer.page.goto(link);
    await customer.page.getByTestId('quotation').waitFor();
    expect(await customer.page.getByTestId('quote-lane').innerText()).toBe('PVG → FRA');
    expect(await customer.page.getByTestId('quote-cargo').innerText()).toMatch(/12 件 \/ 356\.5\d* KG \/ 2\.1\d* CBM/);
    expect(await customer.page.getByTestId('quote-valid').innerText()).toBe(inDays(10));
    await customer.page.getByTestId('quote-status').filter({ hasText: '待答复' }).waitFor();
    const lines = customer.page.getByTestId('quote-lines').locator('tbody tr.ant-table-row');
    await lines.nth(1).waitFor();
    expect(await lines.nth(0).innerText()).toContain('LH');
    expect(await lines.nth(1).innerText()).toContain('经北京转');

    // Declining needs a reason; the page says so before asking the server.
    await customer.page.getByTestId('quote-decline').click();
    await customer.page.getByTestId('quote-remark-error').filter({ hasText: '请填写拒绝原因' }).waitFor();
    await customer.page.getByTestId('quote-remark').fill('请安排下周二航班');
    await customer.page.getByTestId('quote-accept').click();
    await customer.page.getByTestId('quote-answered').filter({ hasText: '已接受' }).waitFor();
    expect(await customer.page.getByTestId('quote-answered').innerText()).toContain('请安排下周二航班');
    await customer.page.reload();
    await customer.page.getByTestId('quote-answered').waitFor();
    expect(await customer.page.getByTestId('quote-accept').count()).toBe(0);

    // Staff see the answer on the enquiry.
    await staff.page.reload();
    await staff.page.getByText('请安排下周二航班').first().waitFor();
    const rec = await apiCall(admin, 'GET', `/api/af_enquiry_manage/${id}`);
    expect(rec.data).toMatchObject({ enquiryStatus: 'ACCEPTED', quoteAnswerRemark: '请安排下周二航班' });

    expect([...staff.violations, ...customer.violations]).toEqual([]);
    await customer.page.context().close();
    await staff.page.context().close();
  });

  it('prints the cargo pouch of an air export order by the link from its detail screen, without a login', async () => {
    const code = `E2E-POUCH-${Date.now() % 1_000_000}`;
    const made = await apiCall(admin, 'POST', '/api/af_order', {
      orderCode: code,
      awbNumber: '020-81140743',
      hawbNumber: 'E2EPOUCH1',
      expectFlight: 'MU583',
      departureStation: 'PVG',
      arrivalStation: 'LAX',
      planPieces: 12,
      planWeight: 1234.5,
      planVolume: 8.125,
      planDimensions: '120x80x100x12',
      packageType: 'CARTONS',
      goodsNameEn: 'ELECTRONIC PARTS',
      shipper: { scName: 'ACME TRADING', scAddress: '88 CENTURY AVE', nationCode: 'CN', cityNameEn: 'SHANGHAI', postCode: '200120' },
      attachments: [{ fileType: '文件', fileName: 'invoice.pdf', fileRemark: '商业发票' }],
    });
    expect(made.code, JSON.stringify(made)).toBe(0);
    const id = made.data.id as number;
    const print = await apiCall(admin, 'POST', `/afbase/awbPrint/order/${id}`, {
      awbPrintType: 'PRINT_MAWB',
      values: { awbNumber: '020-81140743', pieces: '12', grossWeight: '1234.5' },
    });
    expect(print.code, JSON.stringify(print)).toBe(0);

    const staff = await watched(browser);
    await loginAs(staff.page, DEMO_ADMIN);
    await staff.page.goto(at(`/af_order/show/${id}?tab=docs`));
    await staff.page.getByTestId('cargo-pouch-panel').waitFor();
    await staff.page.getByTestId('cargo-pouch-link').click();
    const link = (await staff.page.getByTestId('cargo-pouch-url').innerText()).trim();
    expect(link).toContain(`#/cargoPouchView/${id}?t=pouch.`);
    // Staff open the same view with their session, by the id alone.
    await staff.page.goto(at(`/cargoPouchView/${id}`));
    await staff.page.getByTestId('pouch-header').getByText(code).waitFor();

    const warehouse = await watched(browser);
    await warehouse.page.goto(link);
    await warehouse.page.getByTestId('cargo-pouch').waitFor();
    const header = await warehouse.page.getByTestId('pouch-header').innerText();
    for (const text of [code, '020-81140743', 'E2EPOUCH1', 'PVG → LAX', 'MU583', 'ACME TRADING']) expect(header).toContain(text);
    expect(await warehouse.page.getByTestId('pouch-waybills').innerText()).toMatch(/MAWB\s+020-81140743/);
    const packing = await warehouse.page.getByTestId('pouch-packing').innerText();
    expect(packing).toContain('CARTONS');
    expect(packing).toContain('120x80x100x12');
    expect(await warehouse.page.getByTestId('pouch-attachments').innerText()).toMatch(/文件\s+invoice\.pdf\s+商业发票/);

    // 打印 prints the page; on paper the frame and the button are gone.
    await warehouse.page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await warehouse.page.getByTestId('pouch-print').click();
    expect(await warehouse.page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await warehouse.page.emulateMedia({ media: 'print' });
    expect(await warehouse.page.getByTestId('pouch-print').isVisible()).toBe(false);
    expect(await warehouse.page.locator('[data-testid=public-page] > header').isVisible()).toBe(false);
    expect(await warehouse.page.getByTestId('cargo-pouch').isVisible()).toBe(true);

    expect([...staff.violations, ...warehouse.violations]).toEqual([]);
    await warehouse.page.context().close();
    await staff.page.context().close();
  });
});
