import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, launch, newPage } from './browser';
import { DEMO_ADMIN, hashPath, loginAs } from './login';
import { pageData } from './api';

/** Calls the API with the page's own session (what the app itself would send). */
/** The body rows of the list table (the one with a column `header`: the list of the page now open) as their cells' texts. */
const tableRows = async (page: Page, header: string) => {
  await page.locator('[data-testid="resource-table"] thead th', { hasText: header }).first().waitFor();
  await page.locator('[data-testid="resource-table"] tbody tr.ant-table-row').first().waitFor();
  return page
    .locator('[data-testid="resource-table"] tbody tr.ant-table-row')
    .evaluateAll((rows) => rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim())));
};
const headers = (page: Page) => page.locator('[data-testid="resource-table"] thead th').allInnerTexts();

describe('money and reports in Chromium', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN, { redirect: '/af' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("dashboard 更多 opens business analysis filtered to the scope and 7 days, with the dashboard's counts", async () => {
    await page.goto(at('/dashboard'));
    await page.getByTestId('dashboard').waitFor();
    // The welcome overlay of a first visit (after 700 ms): away for good.
    const never = page.getByTestId('welcome-never');
    await never
      .waitFor({ timeout: 5000 })
      .then(() => never.click())
      .catch(() => undefined);
    await page.locator('[data-testid="stats-table"][data-scope="AE"]').waitFor();
    const stats = await page.locator('[data-testid="stats-table"] table').evaluate((t) => {
      const head = Array.from(t.querySelectorAll('thead th')).map((th) => (th.textContent ?? '').trim());
      const row = Array.from(t.querySelectorAll('tbody tr')).find((r) => (r.textContent ?? '').includes('票数'))!;
      const cells = Array.from(row.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim());
      return Object.fromEntries(head.map((h, i) => [h, cells[i]]).filter(([h]) => /^\d\d\/\d\d$/.test(h)));
    });
    expect(Object.keys(stats)).toHaveLength(7);

    await page.getByTestId('stats-more').click();
    await page.waitForURL((u) => u.hash.startsWith('#/css_report_business_analysis'));
    expect(hashPath(page)).toContain('"unit":"天"');
    const form = page.getByTestId('filter-form');
    await expect(form.innerText()).resolves.toContain('空运出口');
    await expect(form.innerText()).resolves.toContain('天');
    const rows = await tableRows(page, '统计期间');
    const head = await headers(page);
    const [periodCol, countCol] = [head.indexOf('统计期间'), head.indexOf('票数')];
    const counts = Object.fromEntries(rows.map((r) => [r[periodCol].slice(5).replace('-', '/'), r[countCol]]));
    for (const [day, n] of Object.entries(stats)) expect(counts[day] ?? '0', day).toBe(n);
    expect(rows.every((r) => r[head.indexOf('业务范围')] === '空运出口')).toBe(true);
    // The chart above the table and the totals row under it.
    await page.getByTestId('report-chart').locator('canvas').first().waitFor();
    const total = Object.values(stats).reduce((t: number, n) => t + Number(n), 0);
    await expect(page.getByTestId('summary-orderCount').innerText()).resolves.toBe(String(total));
  });

  it('an overdue bill appears in receivable ageing and in overdue receivables', async () => {
    const overdue = (await pageData(page, '/api/css_report_overdue?size=50')).records as any[];
    expect(overdue.length).toBeGreaterThan(0);
    const bill = overdue[0];
    const customer = (await pageData(page, `/api/prm_coop/${bill.customerId}`)).coopName as string;
    const amount = Number(bill.amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

    await page.goto(at('/css_report_overdue'));
    const overdueRows = await tableRows(page, '超期天数');
    expect(overdueRows.some((r) => r.includes(bill.billNumber) && r.includes(amount))).toBe(true);

    await page.goto(at('/css_report_receivable_age'));
    const rows = await tableRows(page, '客户名称');
    const head = await headers(page);
    const row = rows.find((r) => r[head.indexOf('客户名称')] === customer && r[head.indexOf('币种')] === bill.currency);
    expect(row, `${customer} ${bill.currency} in ${JSON.stringify(rows)}`).toBeTruthy();
    // Days since the bill date decide the column: the bill is older than its 30 days' credit.
    const older = ['31-60天', '61-90天', '90天以上'].map((h) => row![head.indexOf(h)]);
    expect(older).toContain(amount);
  });

  it("makes a debit note from an order's receivable line and confirms it", async () => {
    const order = (await pageData(page, '/api/af_order?orderCode=AE000002')).records[0];
    await page.goto(at(`/af_order/show/${order.id}?tab=money`));
    const panel = page.getByTestId('order-charges');
    await panel.waitFor();
    await page.getByTestId('total-profit').waitFor();
    const receivable = page.getByTestId('charges-AR');
    await receivable.locator('tbody tr.ant-table-row').first().waitFor();
    await receivable.locator('tbody tr.ant-table-row .ant-checkbox-input').first().check();
    await page.getByTestId('make-bill-AR').click();
    await page.waitForURL((u) => /#\/af_css_debit_note\/show\/\d+/.test(u.hash));
    const lines = page.getByTestId('bill-line-table');
    await lines.locator('tbody tr.ant-table-row').first().waitFor();
    await expect(lines.innerText()).resolves.toContain('AE000002');
    await page.getByTestId('bill-action-confirm').click();
    await page.getByTestId('bill-lines').getByTestId('bill-status').filter({ hasText: '已确认' }).waitFor();
    await page.getByTestId('bill-action-send').waitFor();
  });

  it('settles that debit note: a receipt applied to it on the settlement screen, in two parts, marks it 已结清', async () => {
    // The debit note the previous test made and confirmed (its detail screen is open).
    const billId = Number(/show\/(\d+)/.exec(page.url())![1]);
    const { bill } = await pageData(page, `/css/bills/af_css_debit_note/${billId}`);
    expect(bill.billStatus).toBe('CONFIRMED');
    const balance = bill.balance as string;
    // The receipt's header through the generic create call (its form is the generic crud form); the
    // application to the bill, the part of the flow that is this screen's own, through the page.
    const receipt = await page.evaluate(async (b) => {
      const r = await fetch('/api/prm_coop_settle', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${sessionStorage.getItem('access_token')}` },
        body: JSON.stringify({
          coopId: b.coopId,
          settleType: 'RECEIPT',
          settleDate: b.billDate,
          currency: b.currency,
          amount: b.balance,
          exchangeRate: 1,
        }),
      });
      return { status: r.status, body: await r.json() };
    }, bill);
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(200);
    await page.goto(at(`/prm_coop_settle/show/${receipt.body.data.id}`));
    const panel = page.getByTestId('settle-items');
    await panel.waitFor();

    const apply = async (amount: string) => {
      const select = panel.getByTestId('settle-bill');
      await select.click();
      const option = page.locator('.ant-select-item-option').filter({ hasText: bill.billNumber });
      await option.waitFor();
      await option.click();
      await panel.getByTestId('settle-amount').fill(amount);
      await panel.getByTestId('settle-apply-button').click();
    };
    const half = (Math.round(Number(balance) * 50) / 100).toFixed(2);
    const rest = (Math.round(Number(balance) * 100) - Math.round(Number(balance) * 50)) / 100;
    await apply(half);
    const items = panel.locator('tbody tr.ant-table-row');
    await expect.poll(() => items.count()).toBe(1);
    // The bill is still open for the rest; beyond what the receipt has left is refused, the field
    // says how much is left, and nothing changes.
    await apply((rest + 1).toFixed(2));
    await panel
      .locator('.ant-form-item-explain-error')
      .filter({ hasText: `最多 ${rest.toFixed(2)}` })
      .waitFor();
    await expect.poll(() => items.count()).toBe(1);
    await apply(rest.toFixed(2));
    await expect.poll(() => items.count()).toBe(2);
    await expect.poll(async () => (await pageData(page, `/api/prm_coop_settle/${receipt.body.data.id}`)).settleStatus).toBe('APPLIED');

    await page.goto(at(`/af_css_debit_note/show/${billId}`));
    const lines = page.getByTestId('bill-lines');
    await lines.getByTestId('bill-status').filter({ hasText: '已结清' }).waitFor();
    await expect(lines.getByTestId('bill-settlements').locator('tbody tr.ant-table-row').count()).resolves.toBe(2);
    // A settled bill can no longer be sent or voided.
    await expect(page.getByTestId('bill-action-send').count()).resolves.toBe(0);
    await expect(page.getByTestId('bill-action-void').count()).resolves.toBe(0);
    // The receivable detail report reads it settled: received in full, nothing outstanding.
    const detail = (await pageData(page, `/api/css_report_receivable_detail?billNumber=${bill.billNumber}`)).records;
    expect(detail).toHaveLength(1);
    expect(detail[0]).toMatchObject({ amount: bill.amount, settledAmount: bill.amount, balance: '0.00', billStatus: 'SETTLED' });
  });
});
