import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partyText } from '../../src/schemas/display-text';
import { jobWorkbook, waitForJob } from '../support/jobs';
import { startApp, targets } from './harness';

/** Export of a filtered, sorted list (docs/api-transfer.md), read back with exceljs. */
describe.each(targets)('list export on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let admin2: string;
  const call = (method: string, url: string, token: string, payload?: unknown, lang = 'zh-CN') =>
    h.app.inject({
      method: method as any,
      url,
      headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
      payload: payload as any,
    });

  const rate = (i: number, rateType: string) => ({
    currency: ['USD', 'EUR', 'JPY'][i % 3],
    currencyName: `币种${i}`,
    baseCurrency: 'HKD',
    rate: Number(`7.${String(100000 + i).slice(1)}`),
    rateType,
    effectiveDate: `2026-03-${String(10 + (i % 18)).padStart(2, '0')}`,
  });

  beforeAll(async () => {
    h = await startApp(target);
    admin = await h.tokenFor('2|admin|DEMO');
    admin2 = await h.tokenFor('2|admin|DEMO2');
    for (let i = 0; i < 30; i++) {
      const r = await call('POST', '/api/af_currency_rate', admin, rate(i, i % 3 === 0 ? 'SETTLE' : 'BOOK'));
      expect(r.statusCode, r.body).toBe(200);
    }
    // Another organisation's rows match the same filter and must never appear.
    for (let i = 0; i < 5; i++) expect((await call('POST', '/api/af_currency_rate', admin2, rate(100 + i, 'BOOK'))).statusCode).toBe(200);
  });
  afterAll(async () => {
    await h?.close();
  });

  it("writes the filtered, sorted list as an .xlsx equal to the list rows and total, labels in the user's language", async () => {
    // The test's own rates (against HKD): the demo data keeps dollar, euro and yen rates against CNY.
    const query = { rateType: 'BOOK', baseCurrency: 'HKD', sort: ['effectiveDate,asc'] };
    const list = (
      await call('GET', '/api/af_currency_rate?rateType=BOOK&baseCurrency=HKD&sort=effectiveDate,asc&size=500&fields=createTime', admin)
    ).json().data;
    expect(list.total).toBe(20);

    const fields = ['currency', 'rate', 'rateType', 'effectiveDate', 'createTime'];
    const started = await call('POST', '/api/af_currency_rate/export', admin, { mode: 'custom', fields, query, tzOffset: -480 }, 'en-US');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data.total).toBe(20);
    const job = await waitForJob(h.app, admin, started.json().data.jobId);
    expect(job.status, job.message).toBe('done');
    expect(job.progressDone).toBe(20);
    expect(job.downloadUrl).toBe(`/api/jobs/${job.id}/file`);

    const { response, rows, sheet } = await jobWorkbook(h.app, admin, job.id);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(response.headers['content-disposition'])).toMatch(
      /^attachment; filename=".*\.xlsx"; filename\*=UTF-8''Currency%20rates_\d{8}_\d{6}\.xlsx$/,
    );
    expect(rows[0]).toEqual(['Currency', 'Rate', 'Rate type', 'Effective date', 'Created']);
    const data = rows.slice(1);
    expect(data).toHaveLength(list.total);
    data.forEach((row, i) => {
      const rec = list.records[i];
      expect(row[0]).toBe(rec.currency);
      expect(row[1]).toBe(rec.rate); // a number, with its six decimals
      expect(row[2]).toBe('Book'); // the enum's label, not its code
      expect(row[3]).toEqual(new Date(`${rec.effectiveDate}T00:00:00Z`)); // a date cell
      expect(row[4]).toEqual(new Date(new Date(rec.createTime).getTime() + 480 * 60_000)); // local time of the user
    });
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('#,##0.000000');
    expect(sheet.getRow(2).getCell(4).numFmt).toBe('yyyy-mm-dd');
  });

  it('writes every kind of value as a cell a spreadsheet reads back: references, parties, yes/no, marked-up and control characters, all columns', async () => {
    const coopType = h.ctx.resources.get('prm_coop')!.byName.get('coopType')!.options![0].value;
    const coop = await call('POST', '/api/prm_coop', admin, { coopCode: 'EXP1', coopName: '上海<导出>&客户', coopType });
    expect(coop.statusCode, coop.body).toBe(200);
    const remark = 'A<b>&"\'\u0001\n第二行';
    const shipper = { scName: 'ACME TRADING', scAddress: '88 CENTURY AVE', nationCode: 'CN', cityNameEn: 'SHANGHAI', postCode: '200120' };
    const order = await call('POST', '/api/af_order', admin, {
      orderCode: 'AE-EXP-1',
      customerId: coop.json().data.id,
      planWeight: 1234.567,
      planPieces: 12,
      expectDeparture: '2026-03-05',
      warehouseService: true,
      outfieldService: false,
      remark,
      shipper,
    });
    // The status is the lifecycle's (docs/orders.md): a new order is booked.
    expect(order.statusCode, order.body).toBe(200);
    const cols = (await call('GET', '/api/af_order/export/columns', admin)).json().data;
    const fields: string[] = cols.columns.map((c: any) => c.name);
    expect(fields.length).toBeGreaterThan(26); // columns past Z (AA, AB, ...)
    const started = await call('POST', '/api/af_order/export', admin, { mode: 'custom', fields, query: { orderCode: 'AE-EXP-1' } });
    expect(started.statusCode, started.body).toBe(200);
    const job = await waitForJob(h.app, admin, started.json().data.jobId);
    expect(job.status, job.message).toBe('done');
    const { rows } = await jobWorkbook(h.app, admin, job.id);
    expect(rows[0]).toEqual(cols.columns.map((c: any) => c.label));
    expect(rows).toHaveLength(2);
    const cell = (name: string) => rows[1][fields.indexOf(name)];
    expect(cell('orderCode')).toBe('AE-EXP-1');
    expect(cell('customerId')).toBe('上海<导出>&客户'); // the referenced record's name
    expect(cell('orderStatus')).toBe(
      h.ctx.resources
        .get('af_order')!
        .byName.get('orderStatus')!
        .options!.find((o) => o.value === 'BOOKED')!.label['zh-CN'],
    );
    expect(cell('planWeight')).toBe(1234.567);
    expect(cell('planPieces')).toBe(12);
    expect(cell('expectDeparture')).toEqual(new Date('2026-03-05T00:00:00Z'));
    expect(cell('warehouseService')).toBe('是');
    expect(cell('outfieldService')).toBe('否');
    expect(cell('remark')).toBe('A<b>&"\'\n第二行'); // markup kept as text, the control character dropped
    expect(cell('shipper')).toBe(partyText(shipper)); // a party as one address line
    expect(cell('shipper')).toContain('SHANGHAI');
    expect(cell('consignee')).toBeUndefined(); // an empty value is no cell at all
    expect(cell('createTime')).toBeInstanceOf(Date);
    expect(cell(fields.at(-1)!)).toBeInstanceOf(Date); // the last column (past Z) is in its place
  });

  it("remembers the dialog's choice per user and route, and the default mode exports the list columns", async () => {
    const cols = (await call('GET', '/api/af_currency_rate/export/columns', admin)).json().data;
    expect(cols.mode).toBe('custom');
    expect(cols.fields).toEqual(['currency', 'rate', 'rateType', 'effectiveDate', 'createTime']);
    expect(cols.columns.map((c: any) => c.label)).toContain('汇率');

    const started = await call('POST', '/api/af_currency_rate/export', admin, { mode: 'default', query: {} });
    const job = await waitForJob(h.app, admin, started.json().data.jobId);
    const { rows } = await jobWorkbook(h.app, admin, job.id);
    expect(rows[0]).toEqual(cols.defaultFields.map((n: string) => cols.columns.find((c: any) => c.name === n).label));
    const all = (await call('GET', '/api/af_currency_rate?size=1', admin)).json().data.total;
    expect(all).toBeGreaterThanOrEqual(30);
    expect(rows).toHaveLength(1 + all); // header + this organisation's rows (the 30 and the demo's), none of DEMO2's
    const again = (await call('GET', '/api/af_currency_rate/export/columns', admin)).json().data;
    expect(again.mode).toBe('default');
    expect(again.fields).toEqual(cols.fields); // the custom choice is kept for next time
    // Another user of another organisation has a choice of their own.
    expect((await call('GET', '/api/af_currency_rate/export/columns', admin2)).json().data.mode).toBe('custom');
  });

  it("never shows another organisation's rows, nor lets another user fetch the file", async () => {
    const started = await call('POST', '/api/af_currency_rate/export', admin2, { mode: 'default', query: { rateType: 'BOOK' } });
    const job = await waitForJob(h.app, admin2, started.json().data.jobId);
    const { rows } = await jobWorkbook(h.app, admin2, job.id);
    expect(rows).toHaveLength(6);
    expect(rows.slice(1).every((r) => String(r[1]).startsWith('币种10'))).toBe(true);
    expect((await call('GET', `/api/jobs/${job.id}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/jobs/${job.id}/file`, admin)).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: `/api/jobs/${job.id}/file` })).statusCode).toBe(401);
  });

  it('keeps the file a day: then the job and its file are gone', async () => {
    const started = await call('POST', '/api/af_currency_rate/export', admin, { mode: 'default', query: { rateType: 'BOOK' } });
    const job = await waitForJob(h.app, admin, started.json().data.jobId);
    expect((await call('GET', `/api/jobs/${job.id}/file`, admin)).statusCode).toBe(200);
    const expires = new Date(job.expiresAt).getTime() - new Date(job.createTime).getTime();
    expect(expires).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(expires).toBeLessThan(24 * 3600_000 + 60_000);

    await h.ctx.db
      .updateTable('sys_job')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', job.id)
      .execute();
    expect((await call('GET', `/api/jobs/${job.id}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/jobs/${job.id}/file`, admin)).statusCode).toBe(404);
    await h.ctx.jobs.removeExpired();
    expect(await h.ctx.db.selectFrom('sys_job').select('id').where('id', '=', job.id).execute()).toEqual([]);
    expect(await h.ctx.db.selectFrom('sys_job_file').select('id').where('job_id', '=', job.id).execute()).toEqual([]);
  });

  it('answers 403 without the export code, 400 for unknown filters or fields', async () => {
    const staffRole = await h.ctx.db.selectFrom('hrs_role').select('id').where('role_code', '=', 'staff').executeTakeFirstOrThrow();
    await h.ctx.db
      .deleteFrom('hrs_role_permission')
      .where('role_id', '=', staffRole.id)
      .where('permission_code', '=', 'af_currency_rate:export')
      .execute();
    const staff = await h.tokenFor('0|13800138000|DEMO');
    expect((await call('POST', '/api/af_currency_rate/export', staff, { mode: 'default' })).statusCode).toBe(403);
    expect((await call('GET', '/api/af_currency_rate/export/columns', staff)).statusCode).toBe(403);
    expect((await call('POST', '/api/af_currency_rate/export', admin, { query: { nope: '1' } })).statusCode).toBe(400);
    expect((await call('POST', '/api/af_currency_rate/export', admin, { fields: ['rate', 'passwordHash'] })).statusCode).toBe(400);
    expect((await call('POST', '/api/hrs_user/export', admin, { fields: ['password'] })).statusCode).toBe(400);
    expect((await call('POST', '/api/af_currency_rate/export', admin, { mode: 'both' })).statusCode).toBe(400);
  });

  it('refuses beyond the row ceiling with a clear message, and a second export while one runs', async () => {
    const config = h.ctx.config;
    const saved = config.exportMaxRows;
    const jobsBefore = (await h.ctx.db.selectFrom('sys_job').select('id').execute()).length;
    config.exportMaxRows = 29;
    try {
      const r = await call('POST', '/api/af_currency_rate/export', admin, { mode: 'default' });
      expect(r.statusCode).toBe(400);
      expect(r.json().messageInfo).toBe('导出数据超过单次导出上限 29 行，请缩小查询范围后分批导出');
      expect(await h.ctx.db.selectFrom('sys_job').select('id').execute()).toHaveLength(jobsBefore);
    } finally {
      config.exportMaxRows = saved;
    }

    // While the worker is held, the first export stays queued and blocks the next one of the same user.
    await h.ctx.jobs.stop();
    const first = await call('POST', '/api/af_currency_rate/export', admin, { mode: 'default', query: { currency: 'USD' } });
    expect(first.statusCode, first.body).toBe(200);
    const busy = await call('POST', '/api/af_currency_rate/export', admin, { mode: 'default', query: { currency: 'USD' } });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().messageInfo).toBe('您已有一个导出任务正在进行，请等待其完成后再导出');
    expect((await call('GET', '/api/jobs/active/export', admin)).json().data.id).toBe(first.json().data.jobId);
    expect((await call('POST', '/api/af_currency_rate/export', admin2, { mode: 'default' })).statusCode).toBe(200); // others are not held up
    await h.ctx.jobs.start();
    expect((await waitForJob(h.app, admin, first.json().data.jobId)).status).toBe('done');
    expect((await call('GET', '/api/jobs/active/export', admin)).json().data).toBeNull();
  });
});
