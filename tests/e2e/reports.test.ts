import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, launch, newPage } from './browser';
import { DEMO_ADMIN, hashPath, loginAs } from './login';

/** Calls the API with the page's own session (what the app itself would send). */
const api = (page: Page, path: string) =>
  page.evaluate(async (p) => {
    const r = await fetch(p, { headers: { authorization: `Bearer ${sessionStorage.getItem('access_token')}` } });
    return (await r.json()).data;
  }, path);

/** The body rows of the list table (the one with a column `header`: the list of the page now open) as their cells' texts. */
const tableRows = async (page: Page, header: string) => {
  await page.locator('[data-testid="resource-table"] thead th', { hasText: header }).first().waitFor();
  await page.locator('[data-testid="resource-table"] tbody tr.ant-table-row').first().waitFor();
  return page.locator('[data-testid="resource-table"] tbody tr.ant-table-row').evaluateAll((rows) =>
    rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim())));
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

  it('dashboard 更多 opens business analysis filtered to the scope and 7 days, with the dashboard\'s counts', async () => {
    await page.goto(at('/dashboard'));
    await page.getByTestId('dashboard').waitFor();
    // The welcome overlay of a first visit (after 700 ms): away for good.
    const never = page.getByTestId('welcome-never');
    await never.waitFor({ timeout: 5000 }).then(() => never.click()).catch(() => undefined);
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
    const overdue = (await api(page, '/api/css_report_overdue?size=50')).records as any[];
    expect(overdue.length).toBeGreaterThan(0);
    const bill = overdue[0];
    const customer = (await api(page, `/api/prm_coop/${bill.customerId}`)).coopName as string;
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

  it('makes a debit note from an order\'s receivable line and confirms it', async () => {
    const order = (await api(page, '/api/af_order?orderCode=AE000002')).records[0];
    await page.goto(at(`/af_order/show/${order.id}`));
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
});
