import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, targets } from './harness';

/**
 * List answers carry the list columns (fields declared `list: true`) and what a `fields` parameter
 * asks for; show reads the whole record (issue 10, "List answers carry what no one shows").
 */
describe.each(targets)('list answer columns on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;

  beforeAll(async () => {
    h = await startApp(target);
    admin = await h.tokenFor('2|admin|DEMO');
  });
  afterAll(async () => {
    await h?.close();
  });

  const listNames = (resource: string) => [
    'id',
    ...h.ctx.resources
      .get(resource)!
      .fields.filter((f) => f.list && !f.writeOnly)
      .map((f) => f.name),
  ];

  it('answers a list page with the id and the list columns only', async () => {
    const r = await h.get('/api/af_order?size=20', admin);
    expect(r.statusCode).toBe(200);
    const { records, total } = r.json().data;
    expect(records).toHaveLength(20);
    expect(total).toBeGreaterThan(20);
    for (const rec of records) expect(Object.keys(rec)).toEqual(listNames('af_order'));
    // The tracking rows, parties and attachments are not list columns.
    expect(JSON.stringify(records)).not.toMatch(/routeTracks|manifestList|awbRouteLegs|shipper/);

    // The same page with every field is several times larger.
    const all = [...h.ctx.resources.get('af_order')!.readers.keys()].join(',');
    const full = await h.get(`/api/af_order?size=20&fields=${all}`, admin);
    expect(full.json().data.records.map((x: any) => x.id)).toEqual(records.map((x: any) => x.id));
    expect(full.body.length).toBeGreaterThan(2 * r.body.length);
  });

  it('adds the fields a `fields` parameter names, system fields included', async () => {
    const r = await h.get('/api/af_order?size=5&fields=shipper,createTime,remark', admin);
    expect(r.statusCode).toBe(200);
    for (const rec of r.json().data.records)
      expect(Object.keys(rec)).toEqual([...listNames('af_order'), 'shipper', 'createTime', 'remark']);
    // A reference lookup asks for one display field of a few ids.
    const ids = r
      .json()
      .data.records.slice(0, 2)
      .map((x: any) => x.id);
    const many = (await h.get(`/api/af_order?id_in=${ids.join(',')}&size=2&fields=orderCode`, admin)).json().data.records;
    expect(many.map((x: any) => x.id).sort()).toEqual([...ids].sort());
  });

  it('refuses unknown and write-only fields with a 400 naming the parameter', async () => {
    for (const [url, field] of [
      ['/api/af_order?fields=orderCode,nope', 'nope'],
      ['/api/af_order?fields=org_id', 'org_id'],
      ['/api/hrs_user?fields=password', 'password'],
    ]) {
      const r = await h.get(url, admin);
      expect(r.statusCode, url).toBe(400);
      expect(r.json().data.errors.fields, url).toContain(field);
    }
  });

  it('answers each call with its own values when a statement shape is reused (compiled once)', async () => {
    const demo = (await h.ctx.db.selectFrom('hrs_org').select('id').where('org_code', '=', 'DEMO').executeTakeFirstOrThrow()).id;
    for (const [status, size, page] of [
      ['BOOKED', 3, 1],
      ['DEPARTED', 2, 1],
      ['BOOKED', 2, 2],
      ['RECEIVED', 5, 1],
    ] as const) {
      const { records, total } = (
        await h.get(`/api/af_order?orderStatus=${status}&size=${size}&current=${page}&fields=orderStatus`, admin)
      ).json().data;
      expect(records.length, status).toBe(Math.max(0, Math.min(size, total - (page - 1) * size)));
      expect(
        records.every((r: any) => r.orderStatus === status),
        status,
      ).toBe(true);
      const direct = await h.ctx.db
        .selectFrom('af_order')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('order_status', '=', status)
        .where('org_id', '=', demo)
        .executeTakeFirstOrThrow();
      expect(total, status).toBe(Number(direct.n));
    }
    const ids = (await h.get('/api/af_order?size=3', admin)).json().data.records.map((r: any) => r.id);
    for (const set of [ids.slice(0, 2), ids.slice(1, 3), [ids[0]]]) {
      const got = (await h.get(`/api/af_order?id_in=${set.join(',')}&size=${set.length}`, admin)).json().data.records.map((r: any) => r.id);
      expect(got.sort()).toEqual([...set].sort());
    }
  });

  it('shows the whole record on the detail call', async () => {
    const id = (await h.get('/api/af_order?size=1&sort=orderCode,asc&orderCode=AE000004', admin)).json().data.records[0].id;
    const rec = (await h.get(`/api/af_order/${id}`, admin)).json().data;
    expect(Object.keys(rec)).toEqual([...h.ctx.resources.get('af_order')!.readers.keys()]);
    expect(rec.routeTracks.length).toBeGreaterThan(0);
    expect(rec.shipper).toBeTruthy();
  });

  it("derives every resource's list columns from its own field declarations", async () => {
    // Users exist in every organisation: their list answer follows hrs_user's declaration.
    const users = (await h.get('/api/hrs_user?size=5', admin)).json().data.records;
    expect(users.length).toBeGreaterThan(0);
    for (const u of users) expect(Object.keys(u)).toEqual(listNames('hrs_user'));
    for (const res of h.ctx.resources.values()) {
      expect(res.list.names, res.name).toEqual(listNames(res.name));
      expect(
        res.list.columns.every((c) => c.startsWith(`${res.table}.`)),
        res.name,
      ).toBe(true);
    }
  });
});
