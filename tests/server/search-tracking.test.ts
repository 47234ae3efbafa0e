import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WindowCounter } from '../../server/http/rate-limit';
import { startApp, targets } from './harness';

/**
 * Route and price search, the price page's inquiry agents and cargo tracking
 * (docs/search-tracking.md), on the demo data: DEMO's rates on PVG/上海 -> FRA/汉堡 and its orders.
 */

describe.each(targets)('search and tracking on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let staff: string;
  let admin2: string;
  let ae1: { awb: string; hawb: string; customer: string; code: string };
  let se1: { mlb: string };
  beforeAll(async () => {
    h = await startApp(target, { externalRatePerMinute: 1000, priceSearchUrl: 'http://rates.intranet.example:8080/search?lang=zh' });
    [admin, staff, admin2] = await Promise.all([h.tokenFor('2|admin|DEMO'), h.tokenFor('0|13800138000|DEMO'), h.tokenFor('2|admin|DEMO2')]);
    const demo = (await h.ctx.db.selectFrom('hrs_org').select('id').where('org_code', '=', 'DEMO').executeTakeFirstOrThrow()).id;
    const ae = (await h.ctx.db
      .selectFrom('af_order' as any)
      .selectAll()
      .where('org_id' as any, '=', demo)
      .where('order_code' as any, '=', 'AE000001')
      .executeTakeFirstOrThrow()) as any;
    ae1 = { awb: ae.awb_number, hawb: ae.hawb_number, customer: ae.customer_number, code: ae.order_code };
    const se = (await h.ctx.db
      .selectFrom('se_order' as any)
      .selectAll()
      .where('org_id' as any, '=', demo)
      .where('order_code' as any, '=', 'SE000001')
      .executeTakeFirstOrThrow()) as any;
    se1 = { mlb: se.mlb_number };
  });
  afterAll(async () => {
    await h?.close();
  });

  describe('route and price search', () => {
    it('suggests airports and ports of the organisation by code or name, exact codes first', async () => {
      const byCode = (await h.get('/afbase/priceSearch/places?keyword=pvg', admin)).json().data;
      expect(byCode[0]).toMatchObject({ code: 'PVG', kind: 'airport', nameCn: '上海浦东国际机场' });
      const byName = (await h.get(`/afbase/priceSearch/places?keyword=${encodeURIComponent('汉堡')}`, admin)).json().data;
      expect(byName.map((p: any) => `${p.kind}:${p.code}`)).toEqual(['port:DEHAM']);
      expect((await h.get('/afbase/priceSearch/places?keyword=', admin)).json().data).toEqual([]);
      // DEMO2 has no such basic data: nothing of DEMO's leaks.
      expect((await h.get('/afbase/priceSearch/places?keyword=pvg', admin2)).json().data).toEqual([]);
      expect((await h.get('/afbase/priceSearch/places?keyword=pvg')).statusCode).toBe(401);
    });

    it("shows the lane's TACT, valid tariffs and sea rates with weight breaks, carriers and validity", async () => {
      const r = await h.get(`/afbase/priceSearch/lane?f=${encodeURIComponent('上海')}&t=FRA`, admin);
      expect(r.statusCode).toBe(200);
      const d = r.json().data;
      expect(d.from.airports.sort()).toEqual(['PVG', 'SHA']);
      expect(d.tact.map((x: any) => `${x.departureAirport}-${x.arrivalAirport} ${x.carrierCode}`).sort()).toEqual([
        'PVG-FRA CA',
        'PVG-FRA LH',
        'PVG-FRA MU',
      ]);
      const ca = d.tact.find((x: any) => x.carrierCode === 'CA');
      // Money stays exact: decimal strings, as stored.
      expect(ca).toMatchObject({
        carrierName: '中国国际航空',
        currency: 'CNY',
        minCharge: '320.00',
        rateN: '42.50',
        rate45: '34.20',
        rate1000: '25.90',
      });
      // The expired MU tariff is left out; the supplier is named.
      // The expired MU tariff of the lane is left out; the money demo's valid MU one is offered.
      expect(d.tariffs.map((x: any) => x.carrierCode).sort()).toEqual(['CA', 'LH', 'MU']);
      expect(d.tariffs.map((x: any) => x.remark)).not.toContain('已过期运价');
      expect(d.tariffs.find((x: any) => x.carrierCode === 'CA')).toMatchObject({
        supplierName: '迅达航空货运服务有限公司',
        fuelSurcharge: '3.20',
        transitTime: '2-3天',
      });
      expect(d.tariffs.every((x: any) => x.validTo === null || x.validTo >= new Date().toISOString().slice(0, 10))).toBe(true);
      // 上海 is also the port CNSHA, but FRA is no port: no sea rates on this lane.
      expect(d.seaRates).toEqual([]);
      expect(d.canInquire).toBe(true);

      const sea = (await h.get(`/afbase/priceSearch/lane?f=CNSHA&t=${encodeURIComponent('汉堡')}`, admin)).json().data;
      expect(sea.tact).toEqual([]);
      expect(sea.seaRates.map((x: any) => x.shipCompanyName).sort()).toEqual(['中远海运集装箱运输', '马士基']);
      expect(sea.seaRates[0]).toMatchObject({ polCode: 'CNSHA', podCode: 'DEHAM', currency: 'USD' });
      expect(typeof sea.seaRates[0].price20gp).toBe('string');
    });

    it('asks for both ends, and shows another organisation nothing', async () => {
      const r = await h.get('/afbase/priceSearch/lane?f=PVG', admin);
      expect(r.statusCode).toBe(400);
      expect(r.json().data.errors).toEqual({ t: '请输入目的地' });
      const other = (await h.get('/afbase/priceSearch/lane?f=PVG&t=FRA', admin2)).json().data;
      expect([other.tact, other.tariffs, other.seaRates]).toEqual([[], [], []]);
    });

    it('leaves out the rates of lists the user may not open', async () => {
      // A role with the price search but no rate lists: every section is null, not empty.
      const role = await h.ctx.db
        .selectFrom('hrs_role')
        .innerJoin('hrs_org', 'hrs_org.id', 'hrs_role.org_id')
        .select('hrs_role.id')
        .where('hrs_org.org_code', '=', 'DEMO')
        .where('role_code', '=', 'staff')
        .executeTakeFirstOrThrow();
      const codes = ['af_tact', 'af_tariff_details', 'sc_freight_rate'];
      const saved = await h.ctx.db
        .selectFrom('hrs_role_permission')
        .selectAll()
        .where('role_id', '=', role.id)
        .where('permission_code', 'in', codes)
        .execute();
      await h.ctx.db.deleteFrom('hrs_role_permission').where('role_id', '=', role.id).where('permission_code', 'in', codes).execute();
      try {
        const token = await h.tokenFor('0|13800138000|DEMO');
        const d = (await h.get('/afbase/priceSearch/lane?f=PVG&t=FRA', token)).json().data;
        expect([d.tact, d.tariffs, d.seaRates]).toEqual([null, null, null]);
      } finally {
        await h.ctx.db
          .insertInto('hrs_role_permission')
          .values(saved.map(({ id: _id, ...r }) => r))
          .execute();
      }
    });

    it('hands the browser the configured external price page and its origin, which the CSP lets the app frame', async () => {
      const r = await h.get('/afbase/priceSearch/config', staff);
      expect(r.json().data).toEqual({
        externalUrl: 'http://rates.intranet.example:8080/search?lang=zh',
        origin: 'http://rates.intranet.example:8080',
      });
      // A plain-http intranet page is not covered by frame-src https:, so its origin is named.
      const frameSrc = String(r.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('frame-src'));
      expect(frameSrc?.split(/\s+/)).toContain('http://rates.intranet.example:8080');
    });
  });

  it("finds countries by the European lookup's names (docs/behaviour.md §2.3) as well as by English names", async () => {
    for (const [name, code] of [
      ['SLOVENE', 'SI'],
      ['cz', 'CZ'],
      ['Germany', 'DE'],
      ['FRANCE', 'FR'],
      ['Slovenia', 'SI'],
      ['United States', 'US'],
    ]) {
      const r = await h.get(`/afbase/airport/searchCountryByEnName/${encodeURIComponent(name)}`, admin);
      expect(r.json().data?.nationCode, name).toBe(code);
    }
    expect((await h.get('/afbase/airport/searchCountryByEnName/Atlantis', admin)).statusCode).toBe(404);
  });

  describe("the price page's inquiry agents (docs/behaviour.md §2.4)", () => {
    it("reports them missing, creates the four once with 保存成功！, then finds the one of the departure's region", async () => {
      const before = (await h.get('/afbase/orderInquiry/getFourYCWhenInquiry?departure=PVG', admin)).json().data;
      expect(before).toMatchObject({ exists: false, agentId: null, agentCode: 'YCTOP_EAST' });
      expect(before.missing).toHaveLength(4);

      // The staff role may create inquiries too; without af_order_inquiry:create the call is refused.
      const created = await h.app.inject({
        method: 'POST',
        url: '/afbase/orderInquiry/createFourYCWhenInquiry',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'departure=PVG',
      });
      expect(created.statusCode).toBe(200);
      expect(created.json().messageInfo).toBe('保存成功！');
      expect(created.json().data.created).toBe(4);
      const again = await h.app.inject({
        method: 'POST',
        url: '/afbase/orderInquiry/createFourYCWhenInquiry',
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(again.json().data.created).toBe(0);

      const after = (await h.get('/afbase/orderInquiry/getFourYCWhenInquiry?departure=PVG', admin)).json().data;
      expect(after.exists).toBe(true);
      const agent = (await h.get(`/api/prm_inquiry_agent/${after.agentId}`, admin)).json().data;
      expect(agent).toMatchObject({ agentCode: 'YCTOP_EAST', regionCode: 'EAST' });
      // Beijing departures go to the north China agent (city BJS has province BJ); unknown places to the national one.
      expect((await h.get('/afbase/orderInquiry/getFourYCWhenInquiry?departure=PEK', admin)).json().data.agentCode).toBe('YCTOP_NORTH');
      expect((await h.get('/afbase/orderInquiry/getFourYCWhenInquiry?departure=FRA', admin)).json().data.agentCode).toBe('YCTOP');
      // Another organisation has none of DEMO's agents.
      expect((await h.get('/afbase/orderInquiry/getFourYCWhenInquiry', admin2)).json().data.exists).toBe(false);
    });
  });

  describe('cargo tracking by number (logged in)', () => {
    it('finds an order by master waybill (with or without its dash), house waybill, bill of lading or order code', async () => {
      for (const no of [ae1.awb, ae1.awb.replace('-', ''), ae1.hawb.toLowerCase(), ae1.code]) {
        const r = await h.get(`/afbase/cargoTracking/search?no=${encodeURIComponent(no)}`, admin);
        expect(r.statusCode, no).toBe(200);
        const [hit] = r.json().data.records;
        expect(hit, no).toMatchObject({
          scope: 'AE',
          resource: 'af_order',
          orderCode: 'AE000001',
          awbNumber: ae1.awb,
          departureStation: 'PVG',
        });
      }
      const [hit] = (await h.get(`/afbase/cargoTracking/search?no=${encodeURIComponent(ae1.awb)}`, admin)).json().data.records;
      expect(hit.routeTracks.length).toBeGreaterThan(0);
      // Newest first, as the route dialog shows them.
      const times = hit.routeTracks.map((e: any) => Date.parse(e.eventTime));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(hit.orderStatusName).toBeTruthy();
      expect(hit.shareCode).toMatch(/^AF[0-9a-f-]{36}$/);

      const sea = (await h.get(`/afbase/cargoTracking/search?no=${se1.mlb}`, admin)).json().data.records;
      expect(sea.map((x: any) => x.orderCode)).toEqual(['SE000001']);
    });

    it('records opening the page as a menu visit, which the hot-menu editor can save back unselected', async () => {
      const post = (url: string, body: unknown, type = 'application/json') =>
        h.app.inject({
          method: 'POST',
          url,
          headers: { authorization: `Bearer ${staff}`, 'content-type': type },
          payload: typeof body === 'string' ? body : JSON.stringify(body),
        });
      expect(
        (
          await post(
            '/hrs/userAccessRecord/recordMenu',
            'id=newCargoTracking&name=%E8%B4%A7%E7%89%A9%E8%BF%BD%E8%B8%AA&path=%2FnewCargoTracking',
            'application/x-www-form-urlencoded',
          )
        ).statusCode,
      ).toBe(200);
      const list = (await h.get('/hrs/userAccessRecord/getUserAccessRecordList', staff)).json().data;
      const visit = list.find((r: any) => r.path === '/newCargoTracking');
      expect(visit).toMatchObject({ permissionId: 'newCargoTracking', status: 0 });
      // The editor sends every saved record back; the visit comes back unselected and is accepted.
      const saved = await post('/hrs/userAccessRecord/saveUserAccessRecordList', [
        { permissionId: 'af_order', permissionName: '空运出口订单', status: 1, sort: 0 },
        { permissionId: 'newCargoTracking', permissionName: '货物追踪', recordId: visit.recordId, status: 0, sort: -1 },
      ]);
      expect(saved.statusCode).toBe(200);
      // It is no menu entry, so it cannot be selected as one.
      expect(
        (await post('/hrs/userAccessRecord/saveUserAccessRecordList', [{ permissionId: 'newCargoTracking', status: 1, sort: 0 }]))
          .statusCode,
      ).toBe(400);
    });

    it('finds nothing of another organisation, refuses junk, needs a login', async () => {
      expect((await h.get(`/afbase/cargoTracking/search?no=${encodeURIComponent(ae1.awb)}`, admin2)).json().data.records).toEqual([]);
      expect((await h.get('/afbase/cargoTracking/search?no=a', admin)).statusCode).toBe(400);
      expect((await h.get(`/afbase/cargoTracking/search?no=${'9'.repeat(41)}`, admin)).statusCode).toBe(400);
      // A LIKE wildcard is taken literally.
      expect((await h.get('/afbase/cargoTracking/search?no=AE%25', admin)).json().data.records).toEqual([]);
      expect((await h.get(`/afbase/cargoTracking/search?no=${ae1.code}`)).statusCode).toBe(401);
    });
  });

  describe('public cargo tracking', () => {
    const pub = (q: string) => h.get(`/afbase/external/cargoTracking?${q}`);

    it("answers a waybill number only with the order's customer reference as second factor", async () => {
      const r = await pub(`no=${encodeURIComponent(ae1.awb)}&verify=${ae1.customer.toLowerCase()}`);
      expect(r.statusCode).toBe(200);
      const [hit] = r.json().data.records;
      // No internal ids or order codes leave without a login.
      expect(hit).toMatchObject({ scope: 'AE', awbNumber: ae1.awb, orderId: null, orderCode: null });
      expect(hit.routeTracks.length).toBeGreaterThan(0);
      expect(JSON.stringify(hit)).not.toContain('内部备注');

      for (const q of [
        `no=${encodeURIComponent(ae1.awb)}&verify=WRONG`,
        `no=${ae1.code}&verify=${ae1.customer}`,
        `no=${encodeURIComponent(ae1.awb)}&verify=${ae1.customer}x`,
      ]) {
        const miss = await pub(q);
        expect(miss.statusCode, q).toBe(404);
        expect(miss.json().messageInfo).toBe('未查询到相关货物信息');
      }
      const missing = await pub(`no=${encodeURIComponent(ae1.awb)}`);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().data.errors).toEqual({ verify: '请输入客户单号' });
    });

    it('answers a share code alone', async () => {
      const [hit] = (await h.get(`/afbase/cargoTracking/search?no=${encodeURIComponent(ae1.awb)}`, admin)).json().data.records;
      const r = await pub(`o=${hit.shareCode}`);
      expect(r.statusCode).toBe(200);
      expect(r.json().data.records[0]).toMatchObject({ awbNumber: ae1.awb, orderId: null });
      expect((await pub('o=AF00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect(r.headers['cache-control']).toBe('no-store');
    });

    it('spends the external-call budget: over it, 429', async () => {
      const budget = h.ctx.external;
      h.ctx.external = new WindowCounter(h.ctx.db, 'external-test', 3, 60_000);
      try {
        const codes = [];
        for (let i = 0; i < 5; i += 1) codes.push((await pub('no=020-00000000&verify=x')).statusCode);
        expect(codes).toEqual([404, 404, 404, 429, 429]);
      } finally {
        h.ctx.external = budget;
      }
    });
  });
});
