import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, targets } from './harness';

/**
 * The six manifest queries (/Mft..., one generic page over os_manifest, docs/api-office.md): each
 * preset answers only its records (export or import, the report it is about filed), offers only its
 * filters, keeps to the organisation, and the timeline call answers a master waybill's manifest events.
 */
describe.each(targets)('manifest queries on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let admin2: string;
  let staff: string;
  // A list answers its own columns; the checks below also read the preset's condition fields.
  const list = async (route: string, query = '', token = admin) => {
    const r = await h.get(`/api/${route}?size=200&fields=ieFlag,masterFlag,tallyTime,arriveTime,applyTime${query}`, token);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as { total: number; records: Record<string, any>[] };
  };
  /** What the demo organisation's manifest table holds under a condition (the truth the query must match). */
  const count = async (where: (q: any) => any) => {
    const org = await h.ctx.db.selectFrom('hrs_org').select('id').where('org_code', '=', 'DEMO').executeTakeFirstOrThrow();
    const r = await where(h.ctx.db.selectFrom('os_manifest').where('org_id', '=', org.id))
      .select((eb: any) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  };

  beforeAll(async () => {
    h = await startApp(target);
    admin = await h.tokenFor('2|admin|DEMO');
    admin2 = await h.tokenFor('2|admin|DEMO2');
    // The operator role loses the six query menus (staff otherwise hold every non-HRS menu).
    const role = await h.ctx.db
      .selectFrom('hrs_role')
      .innerJoin('hrs_org', 'hrs_org.id', 'hrs_role.org_id')
      .select('hrs_role.id')
      .where('hrs_org.org_code', '=', 'DEMO')
      .where('hrs_role.role_code', '=', 'staff')
      .executeTakeFirstOrThrow();
    await h.ctx.db.deleteFrom('hrs_role_permission').where('role_id', '=', role.id).where('permission_code', 'like', 'Mft%').execute();
    staff = await h.tokenFor('0|13800138000|DEMO');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers each preset only its own records, in its own order', async () => {
    const exp = await list('MftAirExportQuery');
    expect(exp.total).toBeGreaterThan(0);
    expect(exp.total).toBe(await count((q) => q.where('ie_flag', '=', 'E')));
    expect(exp.records.every((r) => r.ieFlag === 'E')).toBe(true);

    const imp = await list('MftAirImportQuery');
    expect(imp.total).toBe(await count((q) => q.where('ie_flag', '=', 'I')));
    expect(imp.records.every((r) => r.ieFlag === 'I')).toBe(true);

    const tally = await list('MftTallyQuery');
    expect(tally.total).toBe(await count((q) => q.where('tally_time', 'is not', null)));
    expect(tally.total).toBeLessThan(exp.total + imp.total);
    expect(new Set(tally.records.map((r) => r.ieFlag))).toEqual(new Set(['E', 'I']));
    const times = tally.records.map((r) => r.tallyTime as string);
    expect(times.every(Boolean)).toBe(true);
    expect([...times].sort().reverse()).toEqual(times); // newest tally first

    const arrival = await list('MftArrivalQuery');
    expect(arrival.total).toBe(await count((q) => q.where('arrive_time', 'is not', null)));
    expect(arrival.records.every((r) => r.arriveTime)).toBe(true);

    const release = await list('MftReleaseQuery');
    expect(release.total).toBe(await count((q) => q.where('passed_time', 'is not', null)));

    const distribution = await list('MftDistributionQuery');
    expect(distribution.total).toBeGreaterThan(0);
    expect(distribution.total).toBe(await count((q) => q.where('ie_flag', '=', 'I').where('apply_time', 'is not', null)));
    expect(distribution.records.every((r) => r.ieFlag === 'I' && r.applyTime)).toBe(true);
  });

  it("filters by the preset's own conditions and refuses the others", async () => {
    const all = await list('MftAirExportQuery');
    const house = all.records.find((r) => r.hawbNumber)!;
    const one = await list('MftAirExportQuery', `&hawbNumber=${encodeURIComponent(house.hawbNumber)}`);
    expect(one.records.map((r) => r.id)).toEqual([house.id]);
    const masters = await list('MftAirExportQuery', '&masterFlag=true');
    expect(masters.total).toBeGreaterThan(0);
    expect(masters.records.every((r) => r.masterFlag === true)).toBe(true);
    // The tally query offers no customs office filter; the release query offers the declaration number.
    const refused = await h.get('/api/MftTallyQuery?customsCode=2233', admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.errors.customsCode).toBeTruthy();
    expect((await h.get('/api/MftReleaseQuery?declarationNumber_like=2229', admin)).statusCode).toBe(200);
  });

  it('opens a record only through a preset it belongs to', async () => {
    const imp = (await list('MftAirImportQuery')).records[0];
    expect((await h.get(`/api/MftAirImportQuery/${imp.id}`, admin)).statusCode).toBe(200);
    expect((await h.get(`/api/MftAirExportQuery/${imp.id}`, admin)).statusCode).toBe(404);
    const noTally = (await list('MftAirImportQuery')).records.find((r) => !r.tallyTime)!;
    expect((await h.get(`/api/MftTallyQuery/${noTally.id}`, admin)).statusCode).toBe(404);
    // The queries are read-only.
    const write = await h.app.inject({
      method: 'POST',
      url: '/api/MftAirExportQuery',
      headers: { authorization: `Bearer ${admin}` },
      payload: { mawbNumber: '020-81140743' },
    });
    expect(write.statusCode).toBeGreaterThanOrEqual(400);
    expect(write.statusCode).toBeLessThan(500);
  });

  it('keeps the queries inside the organisation and behind their menus', async () => {
    expect((await list('MftAirExportQuery', '', admin2)).total).toBe(0);
    expect((await h.get('/api/MftAirExportQuery', staff)).statusCode).toBe(403);
    expect((await h.get('/api/MftAirExportQuery')).statusCode).toBe(401);
  });

  it('answers the manifest timeline of a master waybill from its records', async () => {
    // A released master waybill, read whole (the list answers only its columns).
    const released = (await list('MftReleaseQuery')).records.map((r) => r.id);
    const masterRow = (await list('MftAirExportQuery', '&masterFlag=true')).records.find((r) => released.includes(r.id))!;
    const master = (await h.get(`/api/MftAirExportQuery/${masterRow.id}`, admin)).json().data;
    const url = `/afbase/manifest/events?mawbNumber=${master.mawbNumber}`;
    const r = await h.get(url, admin);
    expect(r.statusCode, r.body).toBe(200);
    const data = r.json().data;
    expect(data.mawbNumber).toBe(master.mawbNumber);
    expect(data.records).toBe(await count((q) => q.where('mawb_number', '=', master.mawbNumber)));
    expect(data.events.length).toBeGreaterThan(0);
    const release = data.events.find((e: { remark: string }) => e.remark.startsWith('放行'));
    expect(new Date(release.eventTime).getTime()).toBe(new Date(master.passedTime).getTime());

    expect((await h.get(url, admin2)).json().data.records).toBe(0);
    expect((await h.get(url, staff)).statusCode).toBe(403);
    expect((await h.get(url)).statusCode).toBe(401);
    const bad = await h.get('/afbase/manifest/events?mawbNumber=123', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors.mawbNumber).toBe('请输入正确的主单号');
  });
});
