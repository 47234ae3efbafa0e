import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldDef, ModuleDef } from '../../src/resources';
import { hashPassword } from '../../server/auth/passwords';
import { jobWorkbook, waitForJob } from '../support/jobs';
import { PASSWORD } from './harness';
import { boot, dropStore, ensureRoot, newStore, targets, type Store } from './schema-harness';

/**
 * Report routes by configuration (src/resources/aggregate.ts, server/reports/configured.ts): a report
 * summing up a configured resource by a field and a month, with counts, sums and averages, the
 * resource's filters, its organisation's rows only, the report's grant, a chart and an export.
 */
const L = (zh: string, en = zh) => ({ 'zh-CN': zh, 'en-US': en });
const shipmentFields: FieldDef[] = [
  { name: 'shipDate', kind: 'date', label: L('发运日期', 'Ship date'), list: true, filter: 'range' },
  {
    name: 'carrier',
    kind: 'enum',
    label: L('承运人', 'Carrier'),
    list: true,
    filter: 'eq',
    options: [
      { value: 'CA', label: L('国航') },
      { value: 'MU', label: L('东航') },
    ],
  },
  { name: 'weight', kind: 'weight', label: L('重量', 'Weight'), list: true },
  { name: 'amount', kind: 'money', label: L('金额', 'Amount'), list: true },
  { name: 'pieces', kind: 'integer', label: L('件数', 'Pieces'), list: true },
];
const module: ModuleDef = {
  code: 'rpt',
  label: L('发运统计'),
  routes: [
    { path: '/rpt_shipment', kind: 'crud', label: L('发运'), fields: shipmentFields },
    {
      path: '/rpt_shipment_month',
      kind: 'report',
      label: L('月度发运', 'Shipments by month'),
      aggregate: {
        resource: 'rpt_shipment',
        groupBy: ['carrier'],
        date: { field: 'shipDate', bucket: 'month' },
        measures: [
          { name: 'shipments', fn: 'count', label: L('票数', 'Shipments') },
          { name: 'totalWeight', fn: 'sum', field: 'weight', label: L('总重量', 'Total weight') },
          { name: 'avgAmount', fn: 'avg', field: 'amount', label: L('平均金额', 'Average amount') },
          { name: 'totalPieces', fn: 'sum', field: 'pieces', label: L('总件数', 'Total pieces') },
        ],
      },
    },
  ],
};

describe.each(targets)('a report route by configuration on $name', (target) => {
  let store: Store;
  let h: Awaited<ReturnType<typeof boot>>;
  let root: string;
  let other: string;
  let staff: string;

  beforeAll(async () => {
    store = newStore(target);
    h = await boot(store);
    await ensureRoot(h.db);
    const hash = await hashPassword(PASSWORD);
    const org = await h.db
      .insertInto('hrs_org')
      .values({ org_code: 'OTHER', org_name: '其他公司' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const role = await h.db
      .insertInto('hrs_role')
      .values({ org_id: org.id, role_code: 'admin', role_name: '管理员', is_admin: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const staffRole = await h.db
      .insertInto('hrs_role')
      .values({ org_id: org.id, role_code: 'staff', role_name: '员工', is_admin: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    await h.db
      .insertInto('hrs_user')
      .values([
        { org_id: org.id, role_id: role.id, login_name: 'boss', user_name: '老板', login_role: 'admin', password_hash: hash },
        { org_id: org.id, role_id: staffRole.id, login_name: 'clerk', user_name: '职员', login_role: 'staff', password_hash: hash },
      ])
      .execute();
    root = await h.tokenFor();
    await h.ok('POST', '/hrs/moduleDesign/publish', root, { definition: module, baseVersion: 0 });
    await h.db
      .insertInto('hrs_role_permission')
      .values([{ org_id: org.id, role_id: staffRole.id, permission_code: 'rpt_shipment' }])
      .execute();
    other = await h.tokenFor('boss', 'OTHER');
    staff = await h.tokenFor('clerk', 'OTHER');
    for (const [token, rows] of [
      [
        root,
        [
          ['2026-01-05', 'CA', 100.5, '10.00', 3],
          ['2026-01-20', 'CA', 50, '20.00', 2],
          ['2026-01-21', 'MU', 7, '5.50', 1],
          ['2026-02-02', 'CA', 10, '1.00', 1],
        ],
      ],
      [other, [['2026-01-06', 'CA', 999, '999.00', 9]]],
    ] as [string, [string, string, number, string, number][]][]) {
      for (const [shipDate, carrier, weight, amount, pieces] of rows)
        await h.ok('POST', '/api/rpt_shipment', token, { shipDate, carrier, weight, amount, pieces });
    }
  }, 180_000);
  afterAll(async () => {
    await h?.close();
    await dropStore(store);
  });

  it('groups by the field and the month with counts, sums and averages of its own organisation only', async () => {
    const r = await h.ok('GET', '/api/rpt_shipment_month?sort=period,asc&sort=carrier,asc', root);
    expect(r.records.map((x: any) => [x.period, x.carrier, x.shipments, x.totalWeight, x.avgAmount, x.totalPieces])).toEqual([
      ['2026-01', 'CA', 2, 150.5, '15.00', 5],
      ['2026-01', 'MU', 1, 7, '5.50', 1],
      ['2026-02', 'CA', 1, 10, '1.00', 1],
    ]);
    expect(r.total).toBe(3);
    expect(r.summary).toMatchObject({ shipments: 4, totalWeight: 167.5, totalPieces: 7 });
    const theirs = await h.ok('GET', '/api/rpt_shipment_month', other);
    expect(theirs.records.map((x: any) => [x.carrier, x.shipments, x.totalWeight])).toEqual([['CA', 1, 999]]);
  });

  it("takes the resource's filters before counting, refuses unknown ones, and follows the report's grant", async () => {
    const ca = await h.ok(
      'GET',
      '/api/rpt_shipment_month?carrier=CA&shipDate_gte=2026-01-10&shipDate_lte=2026-02-28&sort=period,asc',
      root,
    );
    expect(ca.records.map((x: any) => [x.period, x.shipments, x.totalWeight])).toEqual([
      ['2026-01', 1, 50],
      ['2026-02', 1, 10],
    ]);
    expect((await h.call('GET', '/api/rpt_shipment_month?pieces=3', root)).statusCode).toBe(400);
    expect((await h.call('GET', '/api/rpt_shipment_month', staff)).statusCode).toBe(403);
    expect((await h.call('POST', '/api/rpt_shipment_month', root, { shipments: 1 })).statusCode).toBe(405);
  });

  it('serves the browser its derived fields and chart, and exports like every list', async () => {
    const [report] = (await h.ok('GET', '/hrs/permission/resourceDefs', root)).filter((d: any) => d.path === '/rpt_shipment_month');
    expect(report.fields.filter((f: any) => f.list).map((f: any) => f.name)).toEqual([
      'carrier',
      'period',
      'shipments',
      'totalWeight',
      'avgAmount',
      'totalPieces',
    ]);
    expect(report.fields.find((f: any) => f.name === 'shipDate')).toMatchObject({ filter: 'range' });
    expect(report.chart).toEqual({ x: 'period', bars: ['shipments', 'totalWeight', 'avgAmount', 'totalPieces'] });
    const started = await h.ok('POST', '/api/rpt_shipment_month/export', root, {
      mode: 'default',
      query: { sort: ['period,asc', 'carrier,asc'] },
    });
    const job = await waitForJob(h.app, root, started.jobId);
    expect(job.status, job.message).toBe('done');
    const sheet = (await jobWorkbook(h.app, root, job.id)).rows;
    expect(sheet[0]).toEqual(['承运人', '月份', '票数', '总重量', '平均金额', '总件数']);
    expect(sheet.slice(1).map((row) => row[2])).toEqual([2, 1, 1]);
  });

  it('refuses an aggregate over fields it cannot sum or group, naming them', async () => {
    const bad = structuredClone(module);
    bad.routes[1].aggregate!.groupBy = ['weight'];
    bad.routes[1].aggregate!.measures[1].field = 'carrier';
    const r = await h.call('POST', '/hrs/moduleDesign/plan', root, { definition: bad, baseVersion: 1 });
    expect(r.statusCode).toBe(400);
    expect(Object.keys(r.json().data.errors)).toEqual(['routes[1].aggregate.groupBy', 'routes[1].aggregate.measures[1].field']);
  });
});
