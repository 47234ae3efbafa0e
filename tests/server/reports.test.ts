import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobWorkbook, waitForJob } from '../support/jobs';
import { startApp, targets } from './harness';

/**
 * Computed reports (docs/money.md "Reports"): every report route answers rows on the demo data; the
 * figures equal sums this test computes itself from the orders and charges it made; group reports
 * for the group only; the dashboard's `o` link read strictly; the export of a computed report.
 */
const D = (v: Decimal.Value) => new Decimal(v);
const money = (v: Decimal.Value) => D(v).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() + 8 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);

describe.each(targets)('computed reports on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let admin2: string;
  const call = (method: string, url: string, token: string, payload?: unknown) => h.call(method, url, token, payload);
  const ok = (method: string, url: string, token: string, payload?: unknown) => h.ok(method, url, token, payload);
  const list = (name: string, query: string, token = admin) => ok('GET', `/api/${name}?size=500&${query}`, token);

  beforeAll(async () => {
    h = await startApp(target);
    admin = await h.tokenFor('2|admin|DEMO');
    admin2 = await h.tokenFor('2|admin|DEMO2');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers rows on the demo data for every report route of the registry', async () => {
    // The manifest exchange log holds only what was really sent (docs/api-office.md): nothing in the demo data.
    const logs = ['os_exchangeLook'];
    const reports = [...h.ctx.resources.values()].filter((r) => r.route.kind === 'report' && !logs.includes(r.name));
    expect(reports.length).toBeGreaterThanOrEqual(40);
    const empty: string[] = [];
    for (const r of reports) {
      const d = await ok('GET', `/api/${r.name}?size=5`, admin);
      if (!(d.total > 0 && d.records.length > 0)) empty.push(r.name);
      for (const rec of d.records)
        for (const f of r.fields)
          if (f.kind === 'money' && rec[f.name] != null) expect(rec[f.name], `${r.name}.${f.name}`).toMatch(/^-?\d+\.\d{2}$/);
    }
    expect(empty).toEqual([]);
  });

  it('sorts every report by each column it offers, and refuses any other sort with a 400 naming the field', async () => {
    const reports = [...h.ctx.resources.values()].filter((r) => r.route.kind === 'report');
    const failed: string[] = [];
    for (const r of reports) {
      for (const f of r.fields.filter((x) => x.sort)) {
        const a = await call('GET', `/api/${r.name}?size=5&sort=${f.name},desc`, admin);
        if (a.statusCode !== 200) failed.push(`${r.name} ${f.name}: ${a.statusCode}`);
      }
      // The stored tables' times are no column of a computed report's rows (they were a 500).
      for (const field of r.route.source ? ['createTime', 'updateTime', 'constructor'] : ['constructor', 'noSuchField']) {
        const a = await call('GET', `/api/${r.name}?sort=${field},desc`, admin);
        if (a.statusCode !== 400 || !String(a.json().data?.errors?.sort).includes(field))
          failed.push(`${r.name} ${field}: ${a.statusCode} ${a.body}`);
      }
    }
    expect(failed).toEqual([]);
    const trend = await call('GET', '/api/prm_trend?sort=createTime,desc', admin);
    expect(trend.json()).toMatchObject({
      code: expect.any(Number),
      data: { errors: { sort: '不能按 createTime 排序 (no sort by createTime)' } },
    });
  });

  describe('figures equal sums of the orders and charges', () => {
    type Line = { side: 'AR' | 'AP'; currency: string; unitPrice: string; quantity: number; exchangeRate?: number; coop: number };
    const made: { code: string; id: number; weight: string; customer: number; lines: Line[]; from: string; to: string }[] = [];
    let customerA: number;
    let customerB: number;
    let supplier: number;

    /** amount = price x quantity to the currency's unit, base = amount x rate to 2 decimals: the test's own arithmetic. */
    const baseOf = (l: Line) => {
      const minor = l.currency === 'JPY' ? 0 : 2;
      const amount = D(l.unitPrice).times(l.quantity).toDecimalPlaces(minor, Decimal.ROUND_HALF_UP);
      return amount.times(l.exchangeRate ?? 1).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    };
    const sumOf = (side: 'AR' | 'AP', pick = (_o: (typeof made)[number]) => true) =>
      made
        .filter(pick)
        .flatMap((o) => o.lines.filter((l) => l.side === side))
        .reduce((t, l) => t.plus(baseOf(l)), D(0));

    beforeAll(async () => {
      const coop = async (code: string, type = 'customer') =>
        (await ok('POST', '/api/prm_coop', admin2, { coopCode: code, coopName: `${code} 有限公司`, coopType: type })).id;
      customerA = await coop('RPTA');
      customerB = await coop('RPTB');
      supplier = await coop('RPTS', 'supplier');
      const service = (
        await ok('POST', '/api/prm_service', admin2, { serviceCode: 'RPT', serviceNameCn: '运费', serviceNameEn: 'FREIGHT' })
      ).id;
      const orders = [
        {
          customer: customerA,
          weight: '1234.5',
          from: 'PVG',
          to: 'FRA',
          lines: [
            { side: 'AR', currency: 'CNY', unitPrice: '18.75', quantity: 1234.5 },
            { side: 'AR', currency: 'USD', unitPrice: '0.1', quantity: 3, exchangeRate: 7.123457 },
            { side: 'AP', currency: 'CNY', unitPrice: '15.3333', quantity: 1234.5 },
          ],
        },
        {
          customer: customerA,
          weight: '88',
          from: 'PVG',
          to: 'LAX',
          lines: [
            { side: 'AR', currency: 'JPY', unitPrice: '2.5', quantity: 1, exchangeRate: 0.047215 },
            { side: 'AR', currency: 'CNY', unitPrice: '0.2', quantity: 1 },
            { side: 'AR', currency: 'CNY', unitPrice: '0.1', quantity: 1 },
            { side: 'AP', currency: 'USD', unitPrice: '333.33', quantity: 1, exchangeRate: 7.2 },
          ],
        },
        {
          customer: customerB,
          weight: '500',
          from: 'PVG',
          to: 'FRA',
          lines: [
            { side: 'AR', currency: 'CNY', unitPrice: '22', quantity: 500 },
            { side: 'AP', currency: 'CNY', unitPrice: '-50', quantity: 1 },
          ],
        },
        { customer: customerB, weight: '0.5', from: 'PVG', to: 'FRA', lines: [] },
      ] as const;
      for (const [i, o] of orders.entries()) {
        const code = `RPT${i + 1}`;
        const rec = await ok('POST', '/api/af_order', admin2, {
          orderCode: code,
          customerId: o.customer,
          planChargeWeightManual: Number(o.weight),
          departureStation: o.from,
          arrivalStation: o.to,
        });
        const lines = o.lines.map((l) => ({ ...l, coop: l.side === 'AR' ? o.customer : supplier })) as Line[];
        for (const l of lines) {
          await ok('POST', '/api/css_charge', admin2, {
            businessScope: 'AE',
            orderCode: code,
            side: l.side,
            serviceId: service,
            coopId: l.coop,
            currency: l.currency,
            unitPrice: l.unitPrice,
            quantity: l.quantity,
            ...(l.exchangeRate ? { exchangeRate: l.exchangeRate } : {}),
          });
        }
        made.push({ code, id: rec.id, weight: o.weight, customer: o.customer, lines, from: o.from, to: o.to });
      }
    });

    it('business analysis of a scope and day: tickets, weight, revenue, cost, profit and margin', async () => {
      const d = await list(
        'css_report_business_analysis',
        `businessScope=AE&periodUnit=DAY&periodDate_gte=${today()}&periodDate_lte=${today()}`,
        admin2,
      );
      expect(d.records).toHaveLength(1);
      const row = d.records[0];
      const revenue = sumOf('AR');
      const cost = sumOf('AP');
      expect(row).toMatchObject({
        businessScope: 'AE',
        periodUnit: 'DAY',
        period: today(),
        periodDate: today(),
        orderCount: 4,
        revenue: revenue.toFixed(2),
        cost: cost.toFixed(2),
        profit: revenue.minus(cost).toFixed(2),
      });
      expect(row.chargeWeight).toBe(made.reduce((t, o) => t.plus(o.weight), D(0)).toNumber());
      expect(row.profitRate).toBe(revenue.minus(cost).times(100).dividedBy(revenue).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber());
      expect(d.summary).toMatchObject({ orderCount: 4, revenue: revenue.toFixed(2), cost: cost.toFixed(2) });

      // The month row of the same scope holds these and DEMO2's other orders of the month.
      const m = await list('css_report_business_analysis', 'businessScope=AE', admin2);
      expect(m.records.find((r: any) => r.period === today().slice(0, 7)).orderCount).toBe(4);
    });

    it('profit by order, customer contribution, route analysis and the charge queries agree', async () => {
      const byOrder = await list('css_report_profit_by_order', `businessScope=AE&businessDate_gte=${today()}`, admin2);
      for (const o of made) {
        const r = byOrder.records.find((x: any) => x.orderCode === o.code);
        const rev = sumOf('AR', (x) => x === o);
        const cost = sumOf('AP', (x) => x === o);
        expect(r, o.code).toMatchObject({
          revenue: rev.toFixed(2),
          cost: cost.toFixed(2),
          profit: rev.minus(cost).toFixed(2),
          customerId: o.customer,
          businessDate: today(),
        });
      }
      const contribution = await list('css_report_customer_contribution', '', admin2);
      const a = contribution.records.find((r: any) => r.customerId === customerA);
      const b = contribution.records.find((r: any) => r.customerId === customerB);
      const profitOf = (c: number) => sumOf('AR', (o) => o.customer === c).minus(sumOf('AP', (o) => o.customer === c));
      expect(a).toMatchObject({
        orderCount: 2,
        revenue: sumOf('AR', (o) => o.customer === customerA).toFixed(2),
        profit: profitOf(customerA).toFixed(2),
        customerName: 'RPTA 有限公司',
      });
      expect(b).toMatchObject({ orderCount: 2, profit: profitOf(customerB).toFixed(2) });
      const allProfit = contribution.records.reduce((t: Decimal, r: any) => t.plus(r.profit), D(0));
      expect(a.contributionRate).toBe(
        profitOf(customerA).times(100).dividedBy(allProfit).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber(),
      );
      expect(contribution.summary.profit).toBe(allProfit.toFixed(2));

      const routes = await list('css_report_route_analysis', 'businessScope=AE&departureStation=PVG&arrivalStation=FRA', admin2);
      const fra = routes.records.filter((r: any) => r.periodMonth === `${today().slice(0, 7)}-01`);
      expect(fra).toHaveLength(1);
      expect(fra[0]).toMatchObject({ orderCount: 3, revenue: sumOf('AR', (o) => o.to === 'FRA').toFixed(2) });

      const income = await list('css_report_income_query', 'orderCode_like=RPT', admin2);
      expect(income.total).toBe(made.flatMap((o) => o.lines).filter((l) => l.side === 'AR').length);
      expect(income.summary.baseAmount).toBe(sumOf('AR').toFixed(2));
      expect(income.records.every((r: any) => r.serviceName === '运费' && r.feeStatus === 'UNCHECKED')).toBe(true);
      const costs = await list('css_report_cost_query', 'orderCode_like=RPT', admin2);
      expect(costs.summary.baseAmount).toBe(sumOf('AP').toFixed(2));
      // The fee service in the reader's chosen language.
      const demo2 = (await h.ctx.db.selectFrom('hrs_org').select('id').where('org_code', '=', 'DEMO2').executeTakeFirstOrThrow()).id;
      await h.ctx.db
        .updateTable('hrs_user')
        .set({ fee_service_name_type: 'EN_CN' })
        .where('login_name', '=', 'admin')
        .where('org_id', '=', demo2)
        .execute();
      expect((await list('css_report_income_query', 'orderCode_like=RPT', admin2)).records[0].serviceName).toBe('FREIGHT <运费>');
    });

    it("opens with the dashboard's `o`: the same row as the filters it stands for", async () => {
      const o = encodeURIComponent(JSON.stringify({ businessScope: 'AE', unit: '天', startDate: daysAgo(6), endDate: today() }));
      const viaLink = await list('css_report_business_analysis', `o=${o}`, admin2);
      const viaFilters = await list(
        'css_report_business_analysis',
        `businessScope=AE&periodUnit=DAY&periodDate_gte=${daysAgo(6)}&periodDate_lte=${today()}`,
        admin2,
      );
      expect(viaLink.records).toEqual(viaFilters.records);
      expect(viaLink.records.find((r: any) => r.period === today()).orderCount).toBe(4);
      // Encoded twice (a link copied from the address bar) reads the same.
      expect((await list('css_report_business_analysis', `o=${encodeURIComponent(o)}`, admin2)).records).toEqual(viaFilters.records);
    });
  });

  it("equals the dashboard's statistics for the same scope and days", async () => {
    for (const scope of ['AE', 'SE', 'LC']) {
      const stats = (await ok('GET', `/afbase/aforder/statistics?businessScope=${scope}`, admin)).find((r: any) => r.type === '票数');
      const o = encodeURIComponent(JSON.stringify({ businessScope: scope, unit: '天', startDate: daysAgo(6), endDate: today() }));
      const rows = (await list('css_report_business_analysis', `o=${o}`)).records;
      for (let i = 0; i < 7; i++) {
        expect(rows.find((r: any) => r.period === daysAgo(i))?.orderCount ?? 0, `${scope} day -${i}`).toBe(stats[`num_${i}`]);
      }
    }
  });

  it('refuses a malformed `o` with a 400 naming it, never a 500', async () => {
    const bad = [
      'not-json',
      '%7Bbroken',
      encodeURIComponent('[]'),
      encodeURIComponent('null'),
      encodeURIComponent('{"businessScope":"XX","unit":"天","startDate":"2026-01-01","endDate":"2026-01-07"}'),
      encodeURIComponent('{"businessScope":"AE","unit":"年","startDate":"2026-01-01","endDate":"2026-01-07"}'),
      encodeURIComponent('{"businessScope":"AE","unit":"天","startDate":"2026-02-30","endDate":"2026-03-07"}'),
      encodeURIComponent('{"businessScope":"AE","unit":"天","startDate":"2026-03-08","endDate":"2026-03-07"}'),
      encodeURIComponent('{"businessScope":"AE","unit":"天","startDate":"2020-01-01","endDate":"2026-03-07"}'),
      encodeURIComponent('{"businessScope":{"$ne":1},"unit":"天","startDate":"2026-03-01","endDate":"2026-03-07"}'),
      encodeURIComponent(`{"businessScope":"AE","unit":"天","startDate":"2026-03-01","endDate":"2026-03-07","x":"${'y'.repeat(600)}"}`),
      '',
      '%00',
      encodeURIComponent("'; drop table css_charge; --"),
    ];
    for (const o of bad) {
      const r = await call('GET', `/api/css_report_business_analysis?o=${o}`, admin);
      if (o === '') {
        expect(r.statusCode).toBe(200);
        continue;
      } // an empty parameter is no filter
      expect(r.statusCode, o).toBe(400);
      expect(r.json().data.errors.o, o).toBeTruthy();
    }
    expect((await call('GET', `/api/css_report_cost_query?o=${bad[4]}`, admin)).json().data.errors.o).toBeTruthy();
    const junk = ['sort=revenue,sideways', 'periodDate_gte=yesterday', 'businessScope=ZZ', 'current=0', 'nope=1', 'periodUnit=WEEK'];
    for (const q of junk) expect((await call('GET', `/api/css_report_business_analysis?${q}`, admin)).statusCode, q).toBe(400);
    expect((await call('GET', '/api/css_report_business_analysis/1', admin)).statusCode).toBe(404);
    expect((await call('POST', '/api/css_report_business_analysis', admin, {})).statusCode).toBe(405);
  });

  it('ages receivables by bill date, as of a day, and lists an overdue bill', async () => {
    const [customer] = (await h.ctx.db.selectFrom('prm_coop').select('id').where('coop_code', '=', 'NBMACH').execute()).map((r) =>
      Number(r.id),
    );
    const service = Number(
      (await h.ctx.db.selectFrom('prm_service').select('id').where('service_code', '=', 'DOC').executeTakeFirstOrThrow()).id,
    );
    const order = await ok('POST', '/api/af_order', admin, { orderCode: 'AGE001', customerId: customer });
    const l = await ok('POST', '/api/css_charge', admin, {
      businessScope: 'AE',
      orderCode: 'AGE001',
      side: 'AR',
      serviceId: service,
      coopId: customer,
      currency: 'EUR',
      unitPrice: '1000',
      quantity: 1,
      exchangeRate: 7.8,
    });
    const before = await list('css_report_receivable_age', `customerId=${customer}&currency=EUR`);
    const bill = await ok('POST', '/css/bills/af_css_debit_note/from-charges', admin, {
      chargeIds: [l.id],
      billDate: daysAgo(45),
      dueDate: daysAgo(15),
    });
    await ok('POST', `/css/bills/af_css_debit_note/${bill.id}/actions/confirm`, admin);
    const after = await list('css_report_receivable_age', `customerId=${customer}&currency=EUR`);
    const plus = (rows: any[], f: string) => rows.reduce((t: Decimal, r: any) => t.plus(r[f]), D(0));
    expect(plus(after.records, 'amount31To60').minus(plus(before.records, 'amount31To60')).toFixed(2)).toBe('1000.00');
    expect(plus(after.records, 'totalReceivable').minus(plus(before.records, 'totalReceivable')).toFixed(2)).toBe('1000.00');
    const overdue = await list('css_report_overdue', `billNumber_like=${bill.billNumber}`);
    expect(overdue.records).toMatchObject([
      { billNumber: bill.billNumber, amount: '1000.00', currency: 'EUR', overdueDays: 15, dueDate: daysAgo(15) },
    ]);

    const receipt = await ok('POST', '/api/prm_coop_settle', admin, {
      coopId: customer,
      settleType: 'RECEIPT',
      settleDate: daysAgo(1),
      currency: 'EUR',
      amount: '400',
      exchangeRate: 7.9,
    });
    await ok('POST', `/css/settlements/${receipt.id}/items`, admin, { billId: bill.id, amount: '400' });
    const now = await list('css_report_receivable_age', `customerId=${customer}&currency=EUR`);
    expect(plus(now.records, 'amount31To60').minus(plus(before.records, 'amount31To60')).toFixed(2)).toBe('600.00');
    // As of two days ago the receipt had not come: the whole bill was owed.
    const asOf = await list('css_report_receivable_age', `customerId=${customer}&currency=EUR&asOfDate=${daysAgo(2)}`);
    expect(asOf.records.find((r: any) => r.asOfDate === daysAgo(2))).toBeTruthy();
    expect(plus(asOf.records, 'totalReceivable').toFixed(2)).toBe(plus(after.records, 'totalReceivable').toFixed(2));
    // The 400 euros booked at 7.8 and received at 7.9: a gain of 40.00.
    const fx = await list('css_report_exchange_gain_loss', `billNumber_like=${bill.billNumber}`);
    expect(fx.records).toMatchObject([{ originalAmount: '400.00', bookRate: 7.8, settleRate: 7.9, gainLossAmount: '40.00' }]);
    expect(order.id).toBeTruthy();
  });

  it('shows a group organisation its members, per member, and refuses everyone else (403)', async () => {
    const jt = [...h.ctx.resources.values()].filter((r) => r.route.group).map((r) => r.name);
    expect(jt).toHaveLength(6);
    const own = await list('css_report_business_analysis', 'businessScope=LC', admin2);
    const group = await list('jt_css_report_business_analysis', 'businessScope=LC');
    const members = new Set(group.records.map((r: any) => r.memberOrgName));
    expect(members).toEqual(new Set(['演示国际货运代理有限公司', '第二演示物流有限公司']));
    const theirs = group.records
      .filter((r: any) => r.memberOrgName === '第二演示物流有限公司')
      .map(({ id: _i, memberOrgName: _m, ...r }: any) => r);
    expect(theirs).toEqual(own.records.map(({ id: _i, ...r }: any) => r));
    const demoOnly = await list('css_report_business_analysis', 'businessScope=LC');
    expect(D(group.summary.revenue).toFixed(2)).toBe(D(demoOnly.summary.revenue).plus(own.summary.revenue).toFixed(2));
    // The single-organisation report never crosses: DEMO's holds none of DEMO2's.
    expect(demoOnly.summary.orderCount + own.summary.orderCount).toBe(group.summary.orderCount);

    for (const name of jt) {
      expect((await call('GET', `/api/${name}`, admin2)).statusCode, name).toBe(403);
      expect((await call('POST', `/api/${name}/export`, admin2, { mode: 'default', query: {} })).statusCode, name).toBe(403);
    }
    const supplierAdmin = await h.tokenFor('2|chenjing|DEMOSUP');
    expect((await call('GET', '/api/jt_css_report_business_analysis', supplierAdmin)).statusCode).toBe(403);
  });

  it("exports a computed report with the list's filters: the same rows", async () => {
    const query = { businessScope: 'AE', periodUnit: 'DAY', sort: ['periodDate,asc'] };
    const rows = (await list('css_report_business_analysis', 'businessScope=AE&periodUnit=DAY&sort=periodDate,asc')).records;
    const started = await ok('POST', '/api/css_report_business_analysis/export', admin, {
      mode: 'custom',
      fields: ['period', 'orderCount', 'revenue', 'profit'],
      query,
    });
    expect(started.total).toBe(rows.length);
    const job = await waitForJob(h.app, admin, started.jobId);
    expect(job.status, job.message).toBe('done');
    const sheet = (await jobWorkbook(h.app, admin, job.id)).rows;
    expect(sheet[0]).toEqual(['统计期间', '票数', '收入', '毛利']);
    expect(sheet.slice(1).map((r) => [r[0], r[1], money(r[2] as number), money(r[3] as number)])).toEqual(
      rows.map((r: any) => [r.period, r.orderCount, r.revenue, r.profit]),
    );
  });
});
