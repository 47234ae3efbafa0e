import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, targets } from './harness';

/**
 * The top bar's search by number (docs/search.md): orders of every scope by their numbers, partners
 * by code or name; only the user's organisation and what the user's grants open; at most 50.
 */
describe.each(targets)('search by number on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let staff: string;
  let admin2: string;
  const search = async (q: string, token = admin) => h.ok('GET', `/afbase/search?q=${encodeURIComponent(q)}`, token);
  const ids = (r: { hits: { resource: string; id: number }[] }) => r.hits.map((x) => `${x.resource}:${x.id}`);

  beforeAll(async () => {
    h = await startApp(target);
    admin = await h.tokenFor('2|admin|DEMO');
    staff = await h.tokenFor('0|13800138000|DEMO');
    admin2 = await h.tokenFor('2|admin|DEMO2');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('finds an order by each of its numbers, from the start, case aside, and opens it where it is shown', async () => {
    const o = await h.ok('POST', '/api/af_orderair', admin, {
      orderCode: 'FND-AE-1',
      awbNumber: '781-12345675',
      hawbNumber: 'HFND001',
      customerNumber: 'po-fnd-77',
      internalNumber: 'INT-FND-9',
    });
    for (const q of ['FND-AE-1', 'fnd-ae', '781-12345675', '78112345675', 'hfnd001', 'PO-FND-7', 'INT-FND']) {
      const r = await search(q);
      expect(ids(r), q).toContain(`af_order:${o.id}`);
    }
    const byHawb = (await search('HFND001')).hits.find((x: any) => x.id === o.id);
    expect(byHawb).toMatchObject({
      kind: 'order',
      scope: 'AE',
      title: 'FND-AE-1',
      field: 'hawbNumber',
      value: 'HFND001',
      status: 'BOOKED',
      stage: 'BOOKING',
    });
    // Only the start of a number: the middle of a HAWB finds nothing.
    expect(ids(await search('FND001'))).not.toContain(`af_order:${o.id}`);
    // A provisional order is only on 临时订单: the hit opens it there.
    const draft = await h.ok('POST', '/api/af_order_lch', admin, { orderCode: 'FND-LCH-1' });
    expect((await search('FND-LCH-1')).hits[0]).toMatchObject({ resource: 'af_order_lch', id: draft.id });
  });

  it('finds sea orders by bill of lading, booking and container number, and partners by code or name', async () => {
    const se = await h.ok('POST', '/api/se_order', admin, {
      orderCode: 'FND-SE-1',
      mlbNumber: 'COSU6123456789',
      bookingNumber: 'SO-FND-5',
      containerNos: 'MSCU1234566, TGHU7654320',
    });
    expect(ids(await search('COSU6123'))).toContain(`se_order:${se.id}`);
    expect(ids(await search('so-fnd'))).toContain(`se_order:${se.id}`);
    // A container number anywhere in the list.
    const byBox = (await search('TGHU7654320')).hits.find((x: any) => x.id === se.id);
    expect(byBox).toMatchObject({ scope: 'SE', field: 'containerNos' });
    const coop = await h.ok('POST', '/api/prm_coop', admin, {
      coopCode: 'FNDCOOP',
      coopName: '寻物国际物流有限公司',
      coopType: 'customer',
    });
    expect((await search('fndcoop')).hits.find((x: any) => x.resource === 'prm_coop')).toMatchObject({
      id: coop.id,
      title: 'FNDCOOP',
      subtitle: '寻物国际物流有限公司',
      kind: 'prm_coop',
    });
    expect(ids(await search('寻物国际'))).toContain(`prm_coop:${coop.id}`);
  });

  it("answers only the user's organisation and what the user's grants open", async () => {
    const o = await h.ok('POST', '/api/af_orderair', admin, { orderCode: 'FND-GRANT-1' });
    expect(ids(await search('FND-GRANT-1', admin2))).toEqual([]);
    expect(ids(await search('FND-GRANT-1', staff))).toContain(`af_order:${o.id}`);
    // Take every air-export order route from the staff role: the order is not found any more.
    const role = await h.ctx.db
      .selectFrom('hrs_user')
      .innerJoin('hrs_role', 'hrs_role.id', 'hrs_user.role_id')
      .select(['hrs_role.id as id'])
      .where('hrs_user.phone_number', '=', '13800138000')
      .executeTakeFirstOrThrow();
    const airOrders = [...h.ctx.resources.values()].filter((r) => r.table === 'af_order').map((r) => r.name);
    await h.ctx.db.deleteFrom('hrs_role_permission').where('role_id', '=', role.id).where('permission_code', 'in', airOrders).execute();
    await h.ctx.db
      .updateTable('hrs_role')
      .set({ grants_version: 999 } as any)
      .where('id', '=', role.id)
      .execute();
    const after = await search('FND-GRANT-1', staff);
    expect(ids(after)).toEqual([]);
    // Still finds the scopes it may open.
    const se = await h.ok('POST', '/api/se_order', admin, { orderCode: 'FND-GRANT-SE' });
    expect(ids(await search('FND-GRANT-SE', staff))).toContain(`se_order:${se.id}`);
  });

  it('answers at most 50 hits, says there are more, and refuses nothing short or odd', async () => {
    for (let i = 0; i < 55; i++) await h.ok('POST', '/api/af_orderair', admin, { orderCode: `FNDMANY-${String(i).padStart(2, '0')}` });
    const r = await search('FNDMANY');
    expect(r.hits).toHaveLength(50);
    expect(r.more).toBe(true);
    // The exact number comes first.
    expect((await search('FNDMANY-07')).hits[0].title).toBe('FNDMANY-07');
    expect(await search('F')).toEqual({ hits: [], more: false });
    expect((await search('%_%')).hits).toEqual([]);
    expect((await h.call('GET', `/afbase/search?q=${'x'.repeat(51)}`, admin)).statusCode).toBe(400);
    expect((await h.get('/afbase/search?q=FNDMANY')).statusCode).toBe(401);
  });
});
