import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobWorkbook, waitForJob } from '../support/jobs';
import { multipartFile } from '../support/zip';
import { startApp, targets } from './harness';

/**
 * Codes of the organisation's reference tables (docs/api-transfer.md "Reference pickers"): the
 * pickers' suggestions, and the refusal of a code the organisation's table lacks on every write
 * path (form create and edit, list rows, batch edit, import), in the request's language.
 */
describe.each(targets)('reference pickers and code checks on $name', (target) => {
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

  beforeAll(async () => {
    h = await startApp(target);
    admin = await h.tokenFor('2|admin|DEMO');
    admin2 = await h.tokenFor('2|admin|DEMO2');
  });
  afterAll(async () => {
    await h?.close();
  });

  it("suggests the organisation's airports by code, Chinese or English name, the exact code first", async () => {
    const byName = await h.ok('GET', `/afbase/reference/lookup/airport?q=${encodeURIComponent('浦东')}`, admin);
    expect(byName[0]).toEqual({ code: 'PVG', nameCn: '上海浦东国际机场', nameEn: 'Shanghai Pudong International Airport' });
    expect((await h.ok('GET', '/afbase/reference/lookup/airport?q=pvg', admin))[0].code).toBe('PVG');
    expect((await h.ok('GET', '/afbase/reference/lookup/airport?q=frankfurt', admin)).map((o: any) => o.code)).toEqual(['FRA']);
    expect((await h.ok('GET', '/afbase/reference/lookup/carrier?q=%E4%B8%9C%E6%96%B9', admin)).map((o: any) => o.code)).toEqual(['MU']);
    expect((await h.ok('GET', '/afbase/reference/lookup/port?q=%E6%B1%89%E5%A0%A1', admin)).map((o: any) => o.code)).toEqual(['DEHAM']);
    // The names of codes already chosen.
    expect((await h.ok('GET', '/afbase/reference/lookup/airport?codes=fra,PVG,XXX', admin)).map((o: any) => o.code)).toEqual([
      'FRA',
      'PVG',
    ]);
    // A LIKE wildcard is a character, not a pattern.
    expect(await h.ok('GET', '/afbase/reference/lookup/airport?q=%25', admin)).toEqual([]);
    // Another organisation's tables are its own.
    expect(await h.ok('GET', `/afbase/reference/lookup/airport?q=${encodeURIComponent('浦东')}`, admin2)).toEqual([]);
    expect((await call('GET', '/afbase/reference/lookup/planet?q=x', admin)).statusCode).toBe(404);
    expect((await call('GET', `/afbase/reference/lookup/airport?q=${'x'.repeat(51)}`, admin)).statusCode).toBe(400);
    expect((await h.get('/afbase/reference/lookup/airport?q=PVG')).statusCode).toBe(401);
  });

  it("refuses a code the organisation's table lacks on create and edit, naming the field, and saves a known one", async () => {
    const bad = await call('POST', '/api/af_orderair', admin, { orderCode: 'REF-1', departureStation: 'PVX', arrivalStation: 'FRA' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors).toEqual({ departureStation: '始发站「PVX」不在本机构的机场表中，请从列表中选择' });
    expect((await h.ok('GET', '/api/af_order?orderCode=REF-1', admin)).total).toBe(0);
    const en = await call(
      'POST',
      '/api/af_orderair',
      admin,
      { orderCode: 'REF-1', departureStation: 'PVG', arrivalStation: 'XXX' },
      'en-US',
    );
    expect(en.statusCode).toBe(400);
    expect(en.json().data.errors.arrivalStation).toContain('XXX');

    const order = await h.ok('POST', '/api/af_orderair', admin, { orderCode: 'REF-1', departureStation: 'pvg', arrivalStation: 'FRA' });
    const edit = await call('PUT', `/api/af_orderair/${order.id}`, admin, { transitStation: 'QQQ' });
    expect(edit.statusCode).toBe(400);
    expect(Object.keys(edit.json().data.errors)).toEqual(['transitStation']);
    await h.ok('PUT', `/api/af_orderair/${order.id}`, admin, { transitStation: 'PEK' });
    // Codes in a list field's rows are checked too: a flight leg from an unknown airport.
    const legs = await call('PUT', `/api/af_orderair/${order.id}`, admin, { awbRouteLegs: [{ depPort: 'PVG', arrPort: 'ZZZ' }] });
    expect(legs.statusCode).toBe(400);
    expect(Object.keys(legs.json().data.errors)).toEqual(['awbRouteLegs[0].arrPort']);
    // Currencies, carriers and ports the same way.
    const rate = await call('POST', '/api/af_tact', admin, {
      departureAirport: 'PVG',
      arrivalAirport: 'FRA',
      carrierCode: 'QQ',
      currency: 'XYZ',
    });
    expect(Object.keys(rate.json().data.errors).sort()).toEqual(['carrierCode', 'currency']);
  });

  it('accepts any text in a field that declares it may be free, and checks nothing for a table the organisation keeps empty', async () => {
    // Sea stations are suggested from the ports but stay free text.
    await h.ok('POST', '/api/se_order', admin, { orderCode: 'REF-SE', departureStation: '上海外高桥', arrivalStation: 'DEHAM' });
    // DEMO2 keeps no airports: its codes are checked by their form only.
    await h.ok('POST', '/api/af_orderair', admin2, { orderCode: 'REF-D2', departureStation: 'PVX' });
    // A country table that is empty in DEMO too.
    expect(await h.ok('GET', '/afbase/reference/lookup/country?q=CN', admin)).toEqual([]);
    await h.ok('POST', '/api/prm_coop', admin, { coopCode: 'REFCOOP', coopName: '参考伙伴', coopType: 'customer', countryCode: 'ZZ' });
  });

  it('refuses an unknown code in a batch edit and changes nothing', async () => {
    const a = await h.ok('POST', '/api/os_shipper_order', admin, { orderCode: 'REF-B1', departureAirport: 'PVG' });
    const b = await h.ok('POST', '/api/os_shipper_order', admin, { orderCode: 'REF-B2', departureAirport: 'PVG' });
    const r = await call('POST', '/api/os_shipper_order/batch', admin, { ids: [a.id, b.id], values: { arrivalAirport: 'PVX' } });
    expect(r.statusCode).toBe(400);
    expect(r.json().data.errors.arrivalAirport).toContain('PVX');
    const rows = await h.ctx.db.selectFrom('os_shipper_order').select('arrival_airport').where('id', 'in', [a.id, b.id]).execute();
    expect(rows.map((x) => x.arrival_airport)).toEqual([null, null]);
    await h.ok('POST', '/api/os_shipper_order/batch', admin, { ids: [a.id, b.id], values: { arrivalAirport: 'LAX' } });
  });

  it('refuses the rows of an import that name an unknown code, with the reason in the error report', async () => {
    const csv = '订单号,始发站,目的站\nREF-IMP1,PVG,FRA\nREF-IMP2,PVX,FRA\n';
    const body = multipartFile(Buffer.from(csv), 'orders.csv');
    const r = await h.app.inject({
      method: 'POST',
      url: '/api/af_orderair/import?mode=good',
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'zh-CN', ...body.headers },
      payload: body.payload,
    });
    expect(r.statusCode, r.body).toBe(200);
    const job = await waitForJob(h.app, admin, r.json().data.jobId);
    expect(job.result).toMatchObject({ inserted: 1, bad: 1 });
    const { rows } = await jobWorkbook(h.app, admin, job.id);
    expect(String(rows[1].at(-1))).toBe('始发站：始发站「PVX」不在本机构的机场表中，请从列表中选择');
    expect((await h.ok('GET', '/api/af_order?orderCode_like=REF-IMP', admin)).records.map((x: any) => x.orderCode)).toEqual(['REF-IMP1']);
  });
});
