import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf } from './api';
import { at, launch, newPage } from './browser';
import { DEMO_ADMIN, loginAs } from './login';

/**
 * The pages reached from an order with its id (docs/orders.md "External orders", docs/money.md
 * "Incidental charges"): 外部订单详情 from the 外部订单 list's 详情, with 接单 and 拒绝; 杂费 from an
 * order's detail screen, adding and removing incidental lines, a line on a confirmed bill locked.
 */

const pageTitle = (page: Page, text: string) => page.getByTestId('page-title').filter({ hasText: text }).first().waitFor();

describe('order pages in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let admin: string;
  let customer: { id: number; coopName: string };
  const stamp = Date.now().toString(36).toUpperCase();

  const data = async (method: string, path: string, body?: unknown) => {
    const r = await apiCall(admin, method, path, body);
    if (r.code !== 0) throw new Error(`${method} ${path}: ${JSON.stringify(r)}`);
    return r.data;
  };

  beforeAll(async () => {
    admin = await tokenOf('2|admin|DEMO');
    customer = await data('POST', '/api/prm_coop', {
      coopCode: `OPE${stamp}`.slice(0, 20),
      coopName: `页面客户${stamp}`,
      coopType: 'customer',
      creditDays: 30,
    });
    browser = await launch();
    page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('says to open the pages from an order when opened without one', async () => {
    await page.goto(at('/outer_order_detail'));
    await page.getByTestId('outer-order-pick').filter({ hasText: '请从订单打开' }).waitFor();
    await page.goto(at('/incidentals'));
    await page.getByTestId('incidentals-pick').filter({ hasText: '请从订单打开' }).waitFor();
    // An order the server does not show this user: its answer, not an error page.
    await page.goto(at('/outer_order_detail?id=99999999'));
    await page.getByTestId('outer-order-failure').filter({ hasText: '外部订单不存在' }).waitFor();
  });

  it("opens an external order from the list's 详情, accepts one and rejects another with a reason", async () => {
    const first = await data('POST', '/api/outer_order', {
      orderCode: `OUT-A-${stamp}`,
      customerId: customer.id,
      goodsNameCn: '外部货物甲',
      planPieces: 4,
      planWeight: '88.5',
    });
    const second = await data('POST', '/api/outer_order', {
      orderCode: `OUT-B-${stamp}`,
      customerId: customer.id,
      goodsNameCn: '外部货物乙',
    });

    await page.goto(at('/outer_order'));
    await pageTitle(page, '外部订单');
    await page.fill('#filter-orderCode', first.orderCode);
    await page.getByTestId('filter-submit').click();
    await page.getByTestId(`detail-outer_order_detail-${first.id}`).click();
    await pageTitle(page, '外部订单详情');
    await page.getByTestId('outer-order-code').filter({ hasText: first.orderCode }).waitFor();
    await page.getByTestId('outer-section-cargo').filter({ hasText: '外部货物甲' }).waitFor();
    await page.getByTestId('outer-order-status').filter({ hasText: '已订舱' }).waitFor();

    await page.getByTestId('outer-accept').click();
    await page.getByTestId('accept-remark').fill('舱位已确认');
    await page.getByTestId('accept-ok').click();
    await page.getByTestId('outer-order-status').filter({ hasText: '已接单' }).waitFor();
    await page.getByTestId('outer-order-events').locator('tbody tr').filter({ hasText: '接单：舱位已确认' }).waitFor();
    // Decided: no more decisions offered.
    expect(await page.getByTestId('outer-accept').count()).toBe(0);

    await page.goto(at(`/outer_order_detail?id=${second.id}`));
    await page.getByTestId('outer-order-code').filter({ hasText: second.orderCode }).waitFor();
    await page.getByTestId('outer-reject').click();
    await page.getByTestId('reject-ok').click();
    await page.getByTestId('reject-reason-error').filter({ hasText: '请填写拒绝原因' }).waitFor();
    await page.getByTestId('reject-reason').fill('目的港不承运');
    await page.getByTestId('reject-ok').click();
    await page.getByTestId('outer-order-status').filter({ hasText: '已取消' }).waitFor();
    await page.getByTestId('outer-order-events').locator('tbody tr').filter({ hasText: '拒绝：目的港不承运' }).waitFor();
    expect(await page.getByTestId('outer-reject').count()).toBe(0);
  });

  it("opens an order's 杂费 from its detail screen, adds a line with exact figures, deletes one; a confirmed bill's line is locked", async () => {
    const serviceName = `杂费项${stamp}`;
    const service = await data('POST', '/api/prm_service', {
      serviceCode: `ZF${stamp}`.slice(0, 20),
      serviceNameCn: serviceName,
      serviceNameEn: 'MISC',
      feeType: 'SURCHARGE',
      taxRate: 6,
    });
    const order = await data('POST', '/api/af_order', { orderCode: `INC-${stamp}`, customerId: customer.id });
    const line = (unitPrice: string) =>
      data('POST', `/css/orders/AE/${order.id}/incidentals`, {
        side: 'AR',
        serviceId: service.id,
        coopId: customer.id,
        currency: 'CNY',
        unitPrice,
        quantity: 1,
      });
    const billed = await line('100');
    const bill = await data('POST', '/css/bills/af_css_debit_note/from-charges', { chargeIds: [billed.id] });
    await data('POST', `/css/bills/af_css_debit_note/${bill.id}/actions/confirm`);
    const spare = await line('5');

    await page.goto(at(`/af_order/show/${order.id}?tab=money`));
    await page.getByTestId('incidentals-panel').waitFor();
    await page.getByTestId('open-incidentals').click();
    await pageTitle(page, `订单 ${order.orderCode} 的杂费`);
    const receivable = page.getByTestId('incidentals-AR');
    await receivable.locator('tbody tr').filter({ hasText: bill.billNumber }).waitFor();
    // The confirmed bill's line has no edit or delete; the free one has.
    expect(await page.getByTestId(`incidental-edit-${billed.id}`).count()).toBe(0);
    await page.getByTestId(`incidental-edit-${spare.id}`).waitFor();

    await page.getByTestId('add-incidental-AR').click();
    await page.click('#charge-serviceId');
    await page.keyboard.type(serviceName);
    await page.locator('.ant-select-item-option', { hasText: serviceName }).click();
    await page.fill('#charge-unitPrice', '12.345');
    await page.fill('#charge-quantity', '2');
    await page.getByTestId('charge-save').click();
    await receivable.locator('tbody tr').filter({ hasText: '24.69' }).waitFor();
    await page.getByTestId('incidentals-total-AR').filter({ hasText: 'CNY 129.69' }).waitFor();

    await page.getByTestId(`incidental-delete-${spare.id}`).click();
    await page.getByTestId(`incidental-delete-ok-${spare.id}`).click();
    await page.getByTestId('incidentals-total-AR').filter({ hasText: 'CNY 124.69' }).waitFor();
    expect(await page.getByTestId(`incidental-edit-${spare.id}`).count()).toBe(0);
  });

  it("adds a charge line on the order's 费用 tab and the summary above shows the new receivable at once", async () => {
    const serviceName = `运费项${stamp}`;
    await data('POST', '/api/prm_service', {
      serviceCode: `YF${stamp}`.slice(0, 20),
      serviceNameCn: serviceName,
      serviceNameEn: 'FREIGHT',
      feeType: 'FREIGHT',
      taxRate: 0,
    });
    const order = await data('POST', '/api/af_order', { orderCode: `CHG-${stamp}`, customerId: customer.id });
    await page.goto(at(`/af_order/show/${order.id}?tab=money`));
    const charges = page.getByTestId('order-charges');
    const summary = page.getByTestId('order-summary').getByTestId('summary-money');
    await charges.getByTestId('total-receivable').filter({ hasText: '0.00' }).waitFor();
    await summary.waitFor();

    await charges.getByTestId('add-charge-AR').click();
    await page.click('#charge-serviceId');
    await page.keyboard.type(serviceName);
    await page.locator('.ant-select-item-option', { hasText: serviceName }).click();
    await page.fill('#charge-unitPrice', '321.5');
    await page.getByTestId('charge-save').click();
    // The panel and the summary read the same cached call: the change refreshes both, no reload.
    await charges.getByTestId('charges-AR').locator('tbody tr').filter({ hasText: serviceName }).waitFor();
    await charges.getByTestId('total-receivable').filter({ hasText: '321.50' }).waitFor();
    await summary.filter({ hasText: '321.50' }).waitFor();

    const row = charges.getByTestId('charges-AR').locator('tbody tr').filter({ hasText: serviceName });
    await row.getByRole('button', { name: '删除' }).click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await charges
      .getByTestId('total-receivable')
      .filter({ hasText: /^0\.00$/ })
      .waitFor();
    await expect.poll(() => summary.innerText()).not.toContain('321.50');
  });
});
