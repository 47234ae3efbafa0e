import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, targets } from './harness';

/**
 * The money flow through the real app (docs/money.md): charge lines with exact amounts and rates,
 * bills made from lines (each line on one bill at most, a confirmed bill's lines fixed), payment
 * approval with its messages, settlements applied to bills with the write-off rules, reconciliation.
 */
describe.each(targets)('money flow on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let staff: string;
  let adminId: number;
  let staffId: number;
  let customer: number;
  let customer2: number;
  let supplier: number;
  let service: number;
  const call = (method: string, url: string, token: string, payload?: unknown) => h.call(method, url, token, payload);
  const ok = (method: string, url: string, token: string, payload?: unknown) => h.ok(method, url, token, payload);
  let seq = 0;
  /** A fresh air export order of DEMO, dated today. */
  const order = async (extra: Record<string, unknown> = {}) =>
    ok('POST', '/api/af_order', admin, { orderCode: `MT${String(++seq).padStart(5, '0')}`, customerId: customer, ...extra });
  const charge = (o: { orderCode: string }, v: Record<string, unknown>, token = admin) =>
    call('POST', '/api/css_charge', token, {
      businessScope: 'AE',
      orderCode: o.orderCode,
      side: 'AR',
      serviceId: service,
      coopId: customer,
      currency: 'CNY',
      quantity: 1,
      ...v,
    });
  const line = async (o: { orderCode: string }, v: Record<string, unknown>, token = admin) => {
    const r = await charge(o, v, token);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data;
  };
  const messages = (userId: number, kind: string) =>
    h.ctx.db
      .selectFrom('sys_message')
      .select(['title', 'link'])
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    h = await startApp(target);
    admin = await h.tokenFor('2|admin|DEMO');
    staff = await h.tokenFor('0|13800138000|DEMO');
    const users = await h.ctx.db
      .selectFrom('hrs_user')
      .select(['id', 'login_name'])
      .where('login_name', 'in', ['admin', 'zhangsan'])
      .orderBy('id')
      .execute();
    adminId = Number(users[0].id);
    staffId = Number(users.find((u) => u.login_name === 'zhangsan')!.id);
    const coop = async (code: string, type = 'customer') =>
      ok('POST', '/api/prm_coop', admin, { coopCode: code, coopName: `${code} 公司`, coopType: type, creditDays: 30 });
    customer = (await coop('MTCUST1')).id;
    customer2 = (await coop('MTCUST2')).id;
    supplier = (await coop('MTSUPP1', 'supplier')).id;
    service = (
      await ok('POST', '/api/prm_service', admin, {
        serviceCode: 'MTAF',
        serviceNameCn: '空运费',
        serviceNameEn: 'AIR FREIGHT',
        taxRate: 6,
      })
    ).id;
  });
  afterAll(async () => {
    await h?.close();
  });

  describe('charge lines', () => {
    it('adds 0.1 and 0.2 to exactly 0.30, on the wire as decimal text', async () => {
      const o = await order();
      await line(o, { unitPrice: 0.1 });
      await line(o, { unitPrice: '0.2' });
      const d = await ok('GET', `/css/orders/AE/${o.id}/charges`, admin);
      expect(d.lines.map((l: any) => l.amount)).toEqual(['0.10', '0.20']);
      expect(d.totals).toEqual({ receivable: '0.30', payable: '0.00', profit: '0.30' });
      expect(d.lines[0].unitPrice).toBe('0.1000');
      expect(typeof d.lines[0].baseAmount).toBe('string');
      // The number JavaScript makes of 0.1 + 0.2 has more decimals than money has: refused, not rounded silently.
      const r = await charge(o, { unitPrice: 0.1 + 0.2 });
      expect(r.statusCode).toBe(400);
      expect(r.json().data.errors.unitPrice).toContain('4位小数');
      for (const bad of ['1e3', 'abc', '1.23456', '']) {
        const x = await charge(o, { unitPrice: bad });
        expect(x.statusCode, bad).toBe(400);
        expect(x.json().data.errors.unitPrice, bad).toBeTruthy();
      }
    });

    it("rounds half-up to the currency's minor unit: CNY and USD 2 decimals, JPY none", async () => {
      const o = await order();
      const cases: [string, string, string, string][] = [
        // currency, unit price, quantity, amount
        ['CNY', '1.005', '1', '1.01'],
        ['CNY', '2.345', '1', '2.35'],
        ['CNY', '-2.345', '1', '-2.35'],
        ['USD', '0.125', '3', '0.38'],
        ['USD', '19.99', '2.5', '49.98'],
        ['JPY', '100.5', '1', '101.00'],
        ['JPY', '2.5', '1', '3.00'],
        ['JPY', '0.4', '1', '0.00'],
      ];
      for (const [currency, unitPrice, quantity, amount] of cases) {
        const l = await line(o, {
          currency,
          unitPrice,
          quantity: Number(quantity),
          exchangeRate: currency === 'CNY' ? 1 : currency === 'USD' ? 7.123457 : 0.047215,
        });
        expect(l.amount, `${currency} ${unitPrice} x ${quantity}`).toBe(amount);
        const expected = new Decimal(amount).times(l.exchangeRate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
        expect(l.baseAmount, `${currency} base`).toBe(expected);
      }
      // The tax inside a 106.00 line at 6 %: 6.00.
      const taxed = await line(o, { unitPrice: '106', taxRate: 6 });
      expect(taxed.taxAmount).toBe('6.00');
    });

    it("takes the rate of the order's date from the currency rates, or asks for one", async () => {
      const o = await order();
      const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
      await ok('POST', '/api/af_currency_rate', admin, {
        currency: 'GBP',
        currencyName: '英镑',
        baseCurrency: 'CNY',
        rate: 9.123456,
        rateType: 'BOOK',
        effectiveDate: day,
      });
      const l = await line(o, { currency: 'GBP', unitPrice: '10' });
      expect(l.exchangeRate).toBe(9.123456);
      expect(l.baseAmount).toBe('91.23');
      const missing = await charge(o, { currency: 'CHF', unitPrice: '10' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().data.errors.exchangeRate).toContain('CHF');
      // Typed by hand, the rate is kept.
      expect((await line(o, { currency: 'CHF', unitPrice: '10', exchangeRate: 8.5 })).baseAmount).toBe('85.00');
      const unknown = await charge({ orderCode: 'NO-SUCH-ORDER' }, { unitPrice: '1' });
      expect(unknown.json().data.errors.orderCode).toBeTruthy();
    });
  });

  describe('bills', () => {
    it('makes a debit note from lines of one customer and currency; a line is on one bill at most', async () => {
      const o1 = await order();
      const o2 = await order();
      const a = await line(o1, { unitPrice: '100.10' });
      const b = await line(o2, { unitPrice: '50.05', quantity: 2 });
      const other = await line(o2, { unitPrice: '1', coopId: customer2 });
      const usd = await line(o2, { unitPrice: '1', currency: 'USD', exchangeRate: 7 });
      const cost = await line(o2, { unitPrice: '1', side: 'AP', coopId: supplier });

      const bill = await ok('POST', '/css/bills/af_css_debit_note/from-charges', admin, { chargeIds: [a.id, b.id] });
      expect(bill).toMatchObject({ amount: '200.20', balance: '200.20', billStatus: 'DRAFT', coopId: customer, currency: 'CNY' });
      expect(bill.billNumber).toMatch(/^DN\d{6}-\d{4}$/);

      const again = await call('POST', '/css/bills/af_css_debit_note/from-charges', admin, { chargeIds: [a.id] });
      expect(again.statusCode).toBe(409);
      expect((await call('POST', '/css/bills/af_css_debit_note/from-charges', admin, { chargeIds: [other.id, usd.id] })).statusCode).toBe(
        400,
      );
      expect((await call('POST', '/css/bills/af_css_debit_note/from-charges', admin, { chargeIds: [cost.id] })).statusCode).toBe(400);
      expect((await call('POST', `/css/bills/af_css_debit_note/${bill.id}/lines`, admin, { chargeIds: [other.id] })).statusCode).toBe(400);

      // Two bills racing for one line: one gets it.
      const free = await line(o1, { unitPrice: '7' });
      const race = await Promise.all(
        [1, 2].map(() => call('POST', '/css/bills/af_css_debit_note/from-charges', admin, { chargeIds: [free.id] })),
      );
      expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const holders = await h.ctx.db
        .selectFrom('css_bill')
        .select('id')
        .where('coop_id', '=', customer)
        .where('amount', '=', '7.00' as any)
        .execute();
      expect(holders).toHaveLength(1);
    });

    it("keeps a draft bill's totals in step with its lines, and fixes them once confirmed (409)", async () => {
      const o = await order();
      const a = await line(o, { unitPrice: '10' });
      const b = await line(o, { unitPrice: '20' });
      const bill = await ok('POST', '/css/bills/af_css_debit_note/from-charges', staff, { chargeIds: [a.id] });
      await ok('POST', `/css/bills/af_css_debit_note/${bill.id}/lines`, admin, { chargeIds: [b.id] });
      await ok('PUT', `/api/css_charge/${a.id}`, admin, { unitPrice: '12.5' });
      expect((await ok('GET', `/api/af_css_debit_note/${bill.id}`, admin)).amount).toBe('32.50');
      await ok('DELETE', `/css/bills/af_css_debit_note/${bill.id}/lines/${b.id}`, admin);
      expect((await ok('GET', `/api/af_css_debit_note/${bill.id}`, admin)).amount).toBe('12.50');
      await ok('POST', `/css/bills/af_css_debit_note/${bill.id}/lines`, admin, { chargeIds: [b.id] });
      expect((await call('PUT', `/api/css_charge/${a.id}`, admin, { coopId: customer2 })).statusCode).toBe(409);

      const confirmed = await ok('POST', `/css/bills/af_css_debit_note/${bill.id}/actions/confirm`, admin);
      expect(confirmed).toMatchObject({ billStatus: 'CONFIRMED', amount: '32.50', confirmedBy: '系统管理员' });
      const refused = [
        await call('PUT', `/api/css_charge/${a.id}`, admin, { unitPrice: '99' }),
        await call('DELETE', `/api/css_charge/${b.id}`, admin),
        await call('POST', `/css/bills/af_css_debit_note/${bill.id}/lines`, admin, { chargeIds: [(await line(o, { unitPrice: '1' })).id] }),
        await call('DELETE', `/css/bills/af_css_debit_note/${bill.id}/lines/${a.id}`, admin),
        await call('PUT', `/api/af_css_debit_note/${bill.id}`, admin, { currency: 'USD' }),
        await call('DELETE', `/api/af_css_debit_note/${bill.id}`, admin),
        await call('DELETE', `/api/af_order/${o.id}`, admin),
        await call('POST', `/css/bills/af_css_debit_note/${bill.id}/actions/approve`, admin),
      ];
      expect(refused.map((r) => r.statusCode)).toEqual([409, 409, 409, 409, 409, 409, 409, 409]);
      expect((await ok('GET', `/api/af_css_debit_note/${bill.id}`, admin)).amount).toBe('32.50');
      expect((await ok('GET', `/api/css_charge/${a.id}`, admin)).amount).toBe('12.50');
      // The invoice number may still be added.
      expect((await ok('PUT', `/api/af_css_debit_note/${bill.id}`, admin, { invoiceNumber: 'INV-1' })).invoiceNumber).toBe('INV-1');

      // Sending tells the staff member who made it.
      await ok('POST', `/css/bills/af_css_debit_note/${bill.id}/actions/send`, admin);
      const sent = await messages(staffId, 'bill');
      expect(sent.at(-1)).toEqual({ title: `账单 ${bill.billNumber} 已发送`, link: `/af_css_debit_note/show/${bill.id}` });
      // Seen through the payable view it does not exist.
      expect((await call('GET', `/css/bills/af_css_payment/${bill.id}`, admin)).statusCode).toBe(404);
    });

    it('lets only holders of af_css_payment:approve approve a payment application, with messages both ways', async () => {
      const role = await h.ctx.db.selectFrom('hrs_user').select('role_id').where('id', '=', staffId).executeTakeFirstOrThrow();
      await h.ctx.db
        .deleteFrom('hrs_role_permission')
        .where('role_id', '=', role.role_id)
        .where('permission_code', '=', 'af_css_payment:approve')
        .execute();
      const clerk = await h.tokenFor('0|13800138000|DEMO');
      const o = await order();
      const cost = await line(o, { side: 'AP', coopId: supplier, unitPrice: '300' });
      const pa = await ok('POST', '/css/bills/af_css_payment/from-charges', clerk, { chargeIds: [cost.id] });
      expect(pa.billNumber).toMatch(/^PA/);
      expect((await call('POST', `/css/bills/af_css_payment/${pa.id}/actions/confirm`, clerk)).statusCode).toBe(409);
      await ok('POST', `/css/bills/af_css_payment/${pa.id}/actions/submit`, clerk);
      expect((await messages(adminId, 'approval')).at(-1)?.title).toBe(`付款申请 ${pa.billNumber} 待审批`);
      expect((await call('POST', `/css/bills/af_css_payment/${pa.id}/actions/approve`, clerk)).statusCode).toBe(403);
      const approved = await ok('POST', `/css/bills/af_css_payment/${pa.id}/actions/approve`, admin);
      expect(approved.billStatus).toBe('APPROVED');
      expect((await messages(staffId, 'approval-result')).at(-1)?.title).toBe(`付款申请 ${pa.billNumber} 已批准`);
      expect((await call('PUT', `/api/css_charge/${cost.id}`, admin, { unitPrice: '1' })).statusCode).toBe(409);
    });
  });

  describe('settlement', () => {
    it('applies receipts to bills in parts, with the write-off rules, and takes them back', async () => {
      const o = await order();
      const l = await line(o, { unitPrice: '1000' });
      const bill = await ok('POST', '/css/bills/af_css_debit_note/from-charges', admin, { chargeIds: [l.id] });
      const receipt = await ok('POST', '/api/prm_coop_settle', admin, {
        coopId: customer,
        settleType: 'RECEIPT',
        settleDate: '2026-01-15',
        currency: 'CNY',
        amount: '1500',
      });
      expect(receipt).toMatchObject({ unappliedAmount: '1500.00', settleStatus: 'UNAPPLIED', baseAmount: '1500.00' });
      expect(receipt.settleNumber).toMatch(/^SK/);
      const apply = (v: Record<string, unknown>) => call('POST', `/css/settlements/${receipt.id}/items`, admin, { billId: bill.id, ...v });
      expect((await apply({ amount: '100' })).statusCode).toBe(409); // a draft bill is not owed yet
      await ok('POST', `/css/bills/af_css_debit_note/${bill.id}/actions/confirm`, admin);
      await ok('POST', `/css/bills/af_css_debit_note/${bill.id}/actions/send`, admin);

      expect((await apply({ amount: '600.40' })).statusCode).toBe(200);
      expect(await ok('GET', `/api/af_css_debit_note/${bill.id}`, admin)).toMatchObject({
        settledAmount: '600.40',
        balance: '399.60',
        billStatus: 'SENT',
      });
      expect((await apply({ amount: '400' })).statusCode).toBe(400); // more than the balance
      expect((await apply({ amount: '300', writeOffAmount: '99.60' })).json().data.errors.writeOffAmount).toContain('10.00'); // over 1 %
      expect((await apply({ amount: '390', writeOffAmount: '5' })).json().data.errors.writeOffAmount).toBeTruthy(); // leaves money owed
      const last = await apply({ amount: '392', writeOffAmount: '7.60' });
      expect(last.statusCode, last.body).toBe(200);
      expect(await ok('GET', `/api/af_css_debit_note/${bill.id}`, admin)).toMatchObject({
        settledAmount: '1000.00',
        balance: '0.00',
        billStatus: 'SETTLED',
      });
      expect(await ok('GET', `/api/prm_coop_settle/${receipt.id}`, admin)).toMatchObject({
        appliedAmount: '992.40',
        unappliedAmount: '507.60',
        settleStatus: 'PARTIAL',
      });
      expect((await call('DELETE', `/api/prm_coop_settle/${receipt.id}`, admin)).statusCode).toBe(409);
      expect((await call('PUT', `/api/prm_coop_settle/${receipt.id}`, admin, { amount: '900' })).statusCode).toBe(409);

      const items = (await ok('GET', `/css/settlements/${receipt.id}/items`, admin)).items;
      await ok('DELETE', `/css/settlements/${receipt.id}/items/${items[1].id}`, admin);
      expect(await ok('GET', `/api/af_css_debit_note/${bill.id}`, admin)).toMatchObject({ balance: '399.60', billStatus: 'SENT' });

      // A payment cannot be applied to a receivable bill, nor another customer's money.
      const payment = await ok('POST', '/api/prm_coop_settle', admin, {
        coopId: customer,
        settleType: 'PAYMENT',
        settleDate: '2026-01-15',
        currency: 'CNY',
        amount: '10',
      });
      expect((await call('POST', `/css/settlements/${payment.id}/items`, admin, { billId: bill.id, amount: '10' })).statusCode).toBe(400);
      const theirs = await ok('POST', '/api/prm_coop_settle', admin, {
        coopId: customer2,
        settleType: 'RECEIPT',
        settleDate: '2026-01-15',
        currency: 'CNY',
        amount: '10',
      });
      expect((await call('POST', `/css/settlements/${theirs.id}/items`, admin, { billId: bill.id, amount: '10' })).statusCode).toBe(400);
    });

    it("reconciles a partner's period: our figure from the bills, theirs as stated", async () => {
      const o = await order();
      const ar = await line(o, { unitPrice: '500', coopId: customer2 });
      const ap = await line(o, { unitPrice: '120.25', side: 'AP', coopId: customer2 });
      for (const [view, id] of [
        ['af_css_debit_note', ar.id],
        ['af_css_payment', ap.id],
      ] as const) {
        const b = await ok('POST', `/css/bills/${view}/from-charges`, admin, { chargeIds: [id], billDate: '2026-02-10' });
        await ok('POST', `/css/bills/${view}/${b.id}/actions/${view === 'af_css_payment' ? 'submit' : 'confirm'}`, admin);
        if (view === 'af_css_payment') await ok('POST', `/css/bills/${view}/${b.id}/actions/approve`, admin);
      }
      const check = await ok('POST', '/api/prm_coop_check', admin, {
        coopId: customer2,
        periodStart: '2026-02-01',
        periodEnd: '2026-02-28',
        currency: 'CNY',
        theirAmount: '379.75',
      });
      expect(check).toMatchObject({ ourAmount: '379.75', differenceAmount: '0.00', checkStatus: 'MATCHED' });
      expect(await ok('PUT', `/api/prm_coop_check/${check.id}`, admin, { theirAmount: '380' })).toMatchObject({
        differenceAmount: '-0.25',
        checkStatus: 'DISPUTED',
      });
    });
  });

  it('keeps another organisation out of every money call', async () => {
    const admin2 = await h.tokenFor('2|admin|DEMO2');
    const o = await order();
    const l = await line(o, { unitPrice: '1' });
    const bill = await ok('POST', '/css/bills/af_css_debit_note/from-charges', admin, { chargeIds: [l.id] });
    expect((await call('GET', `/css/orders/AE/${o.id}/charges`, admin2)).statusCode).toBe(404);
    expect((await call('GET', `/css/bills/af_css_debit_note/${bill.id}`, admin2)).statusCode).toBe(404);
    expect((await call('POST', `/css/bills/af_css_debit_note/${bill.id}/actions/confirm`, admin2)).statusCode).toBe(404);
    expect((await call('POST', '/css/bills/af_css_debit_note/from-charges', admin2, { chargeIds: [l.id] })).statusCode).toBe(400);
    expect((await call('PUT', `/api/css_charge/${l.id}`, admin2, { unitPrice: '2' })).statusCode).toBe(404);
    for (const url of [
      '/css/orders/XX/1/charges',
      '/css/orders/AE/abc/charges',
      '/css/bills/hrs_user/1',
      '/css/bills/af_css_debit_note/0',
      '/css/settlements/-1/items',
    ]) {
      const r = await call('GET', url, admin);
      expect([400, 404], url).toContain(r.statusCode);
    }
    expect((await call('POST', `/css/bills/af_css_debit_note/${bill.id}/actions/fly`, admin)).statusCode).toBe(400);
    expect((await call('POST', '/css/bills/af_css_debit_note/from-charges', admin, { chargeIds: 'x' })).statusCode).toBe(400);
    expect((await h.get(`/css/orders/AE/${o.id}/charges`)).statusCode).toBe(401);
  });
});
