import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillEmptyOrganisations } from '../../server/reference/fill';
import { startApp, targets } from './harness';

/** Reference data from the npm data packages (README "Reference data"). */
describe.each(targets)('reference data on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  const count = async (table: string, org: string) => {
    const o = await h.ctx.db.selectFrom('hrs_org').select('id').where('org_code', '=', org).executeTakeFirstOrThrow();
    return (await h.ctx.db.selectFrom(table).select('id').where('org_id', '=', o.id).execute()).length;
  };

  beforeAll(async () => {
    h = await startApp(target, { seedReference: true });
    await h.ctx.referenceFill;
    admin = await h.tokenFor('2|admin|DEMO');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('fills the basic data of every organisation after its first start', async () => {
    for (const org of ['DEMO', 'DEMO2']) {
      expect(await count('af_airport', org)).toBeGreaterThan(5000);
      expect(await count('af_country', org)).toBe(249 + 1);
      expect(await count('af_currency', org)).toBeGreaterThan(150);
      expect(await count('af_carrier', org)).toBeGreaterThanOrEqual(50);
      expect(await count('af_city', org)).toBe(20);
    }
    const get = (url: string) => h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } });
    expect((await get('/api/af_carrier?carrierCode_like=MU')).json().data.records[0]).toMatchObject({
      awbPrefix: '781',
      carrierNameCn: '中国东方航空',
    });
    expect((await get('/api/af_airport?airportCode_like=PVG')).json().data.records[0]).toMatchObject({
      countryCode: 'CN',
      iataRegion: 'TC3',
    });
    expect((await get('/api/af_country?countryCode_like=DE')).json().data.records[0]).toMatchObject({
      countryCode3: 'DEU',
      countryNameCn: '德国',
      dialCode: '49',
      iataRegion: 'TC2',
    });
    expect((await get('/api/af_currency?currencyCode_like=CNY')).json().data.records[0]).toMatchObject({
      currencyNameCn: '人民币',
      minorUnits: 2,
      numericCode: '156',
    });
  });

  it('fills a list again with one action, keeping what exists, and only once by itself', async () => {
    const org = await h.ctx.db.selectFrom('hrs_org').select('id').where('org_code', '=', 'DEMO').executeTakeFirstOrThrow();
    await h.ctx.db.deleteFrom('af_carrier').where('org_id', '=', org.id).where('carrier_code', '!=', 'MU').execute();
    await h.ctx.db.deleteFrom('af_currency').where('org_id', '=', org.id).execute();
    await fillEmptyOrganisations(h.ctx); // an emptied list stays empty: it was filled once already
    expect(await count('af_currency', 'DEMO')).toBe(0);

    const fill = (resource: string, token = admin) =>
      h.app.inject({ method: 'POST', url: `/api/${resource}/reference/fill`, headers: { authorization: `Bearer ${token}` } });
    const r = await fill('af_carrier');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ kept: 1, skipped: 0 });
    expect(await count('af_carrier', 'DEMO')).toBe(r.json().data.added + 1);
    expect((await fill('af_carrier')).json().data.added).toBe(0);
    expect((await fill('af_flight')).statusCode).toBe(403); // no fill code: no reference source either

    const staffRole = await h.ctx.db
      .selectFrom('hrs_role')
      .select('id')
      .where('role_code', '=', 'staff')
      .where('org_id', '=', org.id)
      .executeTakeFirstOrThrow();
    await h.ctx.db
      .deleteFrom('hrs_role_permission')
      .where('role_id', '=', staffRole.id)
      .where('permission_code', '=', 'af_currency:fill')
      .execute();
    expect((await fill('af_currency', await h.tokenFor('0|13800138000|DEMO'))).statusCode).toBe(403);
  });

  it("serves docs/behaviour.md §1.7's static reference data without login", async () => {
    const get = (kind: string) => h.app.inject({ method: 'GET', url: `/afbase/reference/static/${kind}` });
    const codes = (await get('countryCodes')).json().data;
    expect(codes[0]).toEqual({ code: '86', zh: '中国大陆', en: 'Mainland China', countries: ['CN'] });
    expect(codes.find((c: any) => c.code === '1')).toMatchObject({ zh: '美国/加拿大' });
    expect(codes.length).toBeGreaterThan(200);
    expect(new Set(codes.map((c: any) => c.code)).size).toBe(codes.length);
    expect((await get('airlines')).json().data).toContainEqual({
      carrierCode: 'LH',
      awbPrefix: '020',
      carrierNameCn: '汉莎航空',
      carrierNameEn: 'Lufthansa',
      countryCode: 'DE',
    });
    expect((await get('exportHotCities')).json().data.map((c: any) => c.cityCode)).toContain('LAX');
    expect((await get('importHotCities')).json().data.map((c: any) => c.cityCode)).toContain('FRA');
    expect((await get('secrets')).statusCode).toBe(404);
  });
});
