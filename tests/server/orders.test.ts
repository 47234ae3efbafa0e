import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, targets } from './harness';

/**
 * Orders as one object (docs/orders.md): the air export screens are views of af_order told apart by
 * stage and source; the lifecycle's transitions, events and messages; computed figures; the
 * duplicate internal number; 公司用户 as a view of the users table.
 */
describe.each(targets)('orders and their views on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let staff: string;
  let admin2: string;
  const call = (method: string, url: string, token: string, payload?: unknown) =>
    h.app.inject({ method: method as any, url, headers: { authorization: `Bearer ${token}` }, payload: payload as any });
  const create = async (resource: string, values: Record<string, unknown>, token = admin) => {
    const r = await call('POST', `/api/${resource}`, token, values);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data;
  };
  /** The ids a view lists for an order code. */
  const listed = async (resource: string, orderCode: string, token = admin) => {
    const r = await call('GET', `/api/${resource}?orderCode=${encodeURIComponent(orderCode)}&size=50`, token);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data.records.map((x: any) => x.id);
  };
  const transition = (resource: string, id: number, toStatus: string, token = admin, remark?: string) =>
    call('POST', `/api/${resource}/${id}/transition`, token, { toStatus, remark });

  beforeAll(async () => {
    h = await startApp(target);
    admin = await h.tokenFor('2|admin|DEMO');
    staff = await h.tokenFor('0|13800138000|DEMO');
    admin2 = await h.tokenFor('2|admin|DEMO2');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('lists a booking made in 出口订舱 in the views of its stage, and in no other organisation', async () => {
    const b = await create('af_orderair', {
      orderCode: 'VW-BOOK-1',
      departureStation: 'PVG',
      arrivalStation: 'FRA',
      planPieces: 3,
      planWeight: 120,
    });
    expect([b.orderStage, b.orderStatus, b.orderSource]).toEqual(['BOOKING', 'BOOKED', 'SELF']);
    expect(await listed('af_orderair', 'VW-BOOK-1')).toEqual([b.id]);
    expect(await listed('af_order', 'VW-BOOK-1')).toEqual([b.id]);
    expect((await call('GET', `/api/af_order/${b.id}`, admin)).json().data.orderCode).toBe('VW-BOOK-1');
    for (const other of ['af_oporder', 'af_order_lch', 'yc_order', 'liteOrder'])
      expect(await listed(other, 'VW-BOOK-1'), other).toEqual([]);
    for (const view of ['af_orderair', 'af_order']) {
      expect(await listed(view, 'VW-BOOK-1', admin2), view).toEqual([]);
      expect((await call('GET', `/api/${view}/${b.id}`, admin2)).statusCode, view).toBe(404);
    }
  });

  it('never reads, changes or deletes a row outside the view condition', async () => {
    const b = await create('af_orderair', { orderCode: 'VW-OUT-1', planWeight: 50 });
    expect((await call('GET', `/api/af_oporder/${b.id}`, admin)).statusCode).toBe(404);
    expect((await call('PUT', `/api/af_oporder/${b.id}`, admin, { remark: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/af_order_lch/${b.id}`, admin)).statusCode).toBe(404);
    expect((await transition('af_oporder', b.id, 'RECEIVED')).statusCode).toBe(404);
    expect((await call('GET', `/api/af_oporder/${b.id}/events`, admin)).statusCode).toBe(404);
    // Nothing changed through the refused calls.
    const row = await h.ctx.db.selectFrom('af_order').select(['remark', 'order_status']).where('id', '=', b.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ remark: null, order_status: 'BOOKED' });
    // The condition's fields are not the client's to write, through any view.
    expect((await call('PUT', `/api/af_order/${b.id}`, admin, { orderStage: 'OPERATION' })).statusCode).toBe(400);
    expect((await call('PUT', `/api/af_order/${b.id}`, admin, { orderStatus: 'DELIVERED' })).statusCode).toBe(400);
    expect((await call('POST', '/api/yc_order', admin, { orderCode: 'VW-OUT-2', orderSource: 'SELF' })).statusCode).toBe(400);
  });

  it('gives a record created through a view the view condition', async () => {
    const op = await create('af_oporder', { orderCode: 'VW-OP-1' });
    expect([op.orderStage, op.orderStatus]).toEqual(['OPERATION', 'ACCEPTED']);
    expect(await listed('af_order', 'VW-OP-1')).toEqual([op.id]);
    expect(await listed('af_orderair', 'VW-OP-1')).toEqual([]);

    const yc = await create('yc_order', { orderCode: 'VW-YC-1' });
    expect([yc.orderSource, yc.orderStage, yc.orderStatus]).toEqual(['YC', 'BOOKING', 'BOOKED']);
    expect(await listed('af_orderair', 'VW-YC-1')).toEqual([yc.id]);
    expect(await listed('outer_order', 'VW-YC-1')).toEqual([]);

    const lite = await create('liteOrder', { orderCode: 'VW-LITE-1', planPieces: 1, planWeight: 10 });
    expect(lite.orderSource).toBe('LITE');
    // The quick order's form has fewer fields: others are refused, not silently dropped.
    expect((await call('POST', '/api/liteOrder', admin, { orderCode: 'VW-LITE-2', awbNumber: '020-81140743' })).statusCode).toBe(400);

    const prov = await create('af_order_lch', { orderCode: 'VW-LCH-1' });
    expect([prov.orderStage, prov.orderStatus]).toEqual(['PROVISIONAL', 'DRAFT']);
    expect(await listed('af_order', 'VW-LCH-1')).toEqual([]);
    // Confirmed as a booking, it leaves the provisional list and joins the booking and order lists.
    expect((await transition('af_order_lch', prov.id, 'BOOKED')).statusCode).toBe(200);
    expect(await listed('af_order_lch', 'VW-LCH-1')).toEqual([]);
    expect(await listed('af_orderair', 'VW-LCH-1')).toEqual([prov.id]);
    expect(await listed('af_order', 'VW-LCH-1')).toEqual([prov.id]);
  });

  it('allows only the lifecycle transitions, keeps each as an event and tells the followers', async () => {
    const o = await create('af_orderair', { orderCode: 'VW-LIFE-1' });
    // The staff user follows the order; the admin, its creator, follows it already.
    expect((await call('PUT', `/api/af_order/${o.id}/follow`, staff, { follow: true })).statusCode).toBe(200);

    const accepted = await transition('af_orderair', o.id, 'ACCEPTED', admin, '客户已确认');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect([accepted.json().data.orderStatus, accepted.json().data.orderStage]).toEqual(['ACCEPTED', 'OPERATION']);
    expect(await listed('af_oporder', 'VW-LIFE-1')).toEqual([o.id]);
    expect(await listed('af_orderair', 'VW-LIFE-1')).toEqual([]);

    const refused = await transition('af_oporder', o.id, 'DELIVERED');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messageInfo).toContain('已接单');
    expect(refused.json().messageInfo).toContain('已签收');
    expect(refused.json().data).toEqual({ from: 'ACCEPTED', to: 'DELIVERED' });

    for (const to of ['RECEIVED', 'DEPARTED', 'ARRIVED', 'DELIVERED'])
      expect((await transition('af_oporder', o.id, to)).statusCode, to).toBe(200);
    // A delivered order is not booked again, nor cancelled.
    for (const to of ['BOOKED', 'CANCELLED', 'DRAFT']) expect((await transition('af_order', o.id, to)).statusCode, to).toBe(409);
    expect((await transition('af_order', o.id, 'NOPE')).statusCode).toBe(400);

    const ev = (await call('GET', `/api/af_order/${o.id}/events`, staff)).json().data;
    expect(ev.events.map((e: any) => [e.fromStatus, e.toStatus])).toEqual([
      [null, 'BOOKED'],
      ['BOOKED', 'ACCEPTED'],
      ['ACCEPTED', 'RECEIVED'],
      ['RECEIVED', 'DEPARTED'],
      ['DEPARTED', 'ARRIVED'],
      ['ARRIVED', 'DELIVERED'],
    ]);
    expect(ev.events[1]).toMatchObject({ userName: '系统管理员', remark: '客户已确认', fromStage: 'BOOKING', toStage: 'OPERATION' });
    expect(ev.events.every((e: any) => !Number.isNaN(Date.parse(e.createTime)))).toBe(true);
    expect(ev.following).toBe(true);
    expect(ev.transitions).toEqual([]);

    const staffId = (await h.ctx.db.selectFrom('hrs_user').select('id').where('phone_number', '=', '13800138000').executeTakeFirstOrThrow())
      .id;
    const adminId = (
      await h.ctx.db
        .selectFrom('hrs_user')
        .select('id')
        .where('login_name', '=', 'admin')
        .where('user_name', '=', '系统管理员')
        .executeTakeFirstOrThrow()
    ).id;
    const told = await h.ctx.db
      .selectFrom('sys_message')
      .select(['user_id', 'title', 'kind', 'link'])
      .where('kind', '=', 'order-status')
      .where('title', 'like', '%VW-LIFE-1%')
      .execute();
    expect(told.filter((m) => Number(m.user_id) === Number(staffId))).toHaveLength(5);
    expect(told.some((m) => Number(m.user_id) === Number(adminId))).toBe(false); // not the one who made the change
    expect(told.find((m) => m.title.includes('已订舱 → 已接单'))?.link).toBe(`/af_order/show/${o.id}`);

    // The staff user stops following: no more messages.
    const c = await create('af_orderair', { orderCode: 'VW-LIFE-2' });
    await call('PUT', `/api/af_order/${c.id}/follow`, staff, { follow: true });
    await call('PUT', `/api/af_order/${c.id}/follow`, staff, { follow: false });
    await transition('af_orderair', c.id, 'CANCELLED');
    expect(await h.ctx.db.selectFrom('sys_message').select('id').where('title', 'like', '%VW-LIFE-2%').execute()).toEqual([]);
    // A cancelled booking stays where it was, cancelled for good.
    expect(await listed('af_orderair', 'VW-LIFE-2')).toEqual([c.id]);
    expect((await transition('af_orderair', c.id, 'BOOKED')).statusCode).toBe(409);
  });

  it('needs the edit button to change a status', async () => {
    const o = await create('af_orderair', { orderCode: 'VW-PERM-1' });
    expect((await transition('af_orderair', o.id, 'ACCEPTED', admin2)).statusCode).toBe(404);
    const events = (await call('GET', `/api/af_orderair/${o.id}/events`, admin)).json().data;
    expect(events.transitions.map((t: any) => t.toStatus)).toEqual(['ACCEPTED', 'RECEIVED', 'CANCELLED']);
  });

  it('derives chargeable weight, density and difference flags on write, with an override kept beside', async () => {
    const o = await create('af_order', { orderCode: 'VW-CALC-1', planWeight: 100, planVolume: 1.2, planPieces: 4 });
    expect(o.planChargeWeight).toBe(200.004); // 1.2 CBM x 166.67 beats 100 kg
    expect(o.planDensity).toBe(83.3);
    expect(o.piecesDiffer).toBe(false);

    const heavy = (await call('PUT', `/api/af_order/${o.id}`, admin, { planWeight: 500 })).json().data;
    expect(heavy.planChargeWeight).toBe(500);
    const agreed = (await call('PUT', `/api/af_order/${o.id}`, admin, { planChargeWeightManual: 450 })).json().data;
    expect([agreed.planChargeWeight, agreed.planChargeWeightManual]).toEqual([450, 450]);
    const confirmed = (
      await call('PUT', `/api/af_order/${o.id}`, admin, { confirmPieces: 5, confirmWeight: 500, confirmVolume: 1.5 })
    ).json().data;
    expect(confirmed).toMatchObject({
      confirmChargeWeight: 500,
      confirmDensity: 333.3,
      piecesDiffer: true,
      weightDiffer: false,
      volumeDiffer: true,
      chargeWeightDiffer: true,
    });
    const cleared = (await call('PUT', `/api/af_order/${o.id}`, admin, { planChargeWeightManual: null })).json().data;
    expect([cleared.planChargeWeight, cleared.chargeWeightDiffer]).toEqual([500, false]);

    // Computed figures are the server's: a client cannot write them.
    expect((await call('PUT', `/api/af_order/${o.id}`, admin, { planChargeWeight: 1 })).statusCode).toBe(400);
    // ...and lists sort and filter on them.
    await create('af_order', { orderCode: 'VW-CALC-2', planWeight: 20 });
    const asc = (await call('GET', '/api/af_order?orderCode_like=VW-CALC&sort=planChargeWeight,asc', admin)).json().data.records;
    expect(asc.map((r: any) => r.orderCode)).toEqual(['VW-CALC-2', 'VW-CALC-1']);
    const differ = (await call('GET', '/api/af_order?orderCode_like=VW-CALC&piecesDiffer=true', admin)).json().data.records;
    expect(differ.map((r: any) => r.orderCode)).toEqual(['VW-CALC-1']);

    // Sea: freight tons, the greater of tons and CBM.
    const se = await create('se_order', { orderCode: 'VW-SEA-1', planWeight: 5000, planVolume: 3.2 });
    expect(se.planChargeWeight).toBe(5);
    const light = (await call('PUT', `/api/se_order/${se.id}`, admin, { planVolume: 12.5 })).json().data;
    expect(light.planChargeWeight).toBe(12.5);
  });

  it('answers checkOrderExist and refuses an unconfirmed duplicate internal number', async () => {
    const check = (q: string, token = admin) => call('GET', `/afbase/order/checkOrderExist?${q}`, token);
    const a = await create('af_orderair', { orderCode: 'VW-DUP-1', internalNumber: 'INT-77' });
    expect((await check('orderCode=VW-NEW&internalNumber=INT-77&businessScope=AE')).json().data).toBe(1);
    expect((await check('orderCode=&internalNumber=INT-77&businessScope=AE')).json().data).toBe(1);
    expect((await check('orderCode=VW-DUP-1&internalNumber=INT-77&businessScope=AE')).json().data).toBe(0); // itself
    expect((await check('orderCode=VW-NEW&internalNumber=INT-78&businessScope=AE')).json().data).toBe(0);
    expect((await check('orderCode=VW-NEW&internalNumber=INT-77&businessScope=SE')).json().data).toBe(0);
    expect((await check('orderCode=VW-NEW&internalNumber=INT-77&businessScope=AE', admin2)).json().data).toBe(0);
    expect((await check('internalNumber=INT-77&businessScope=XX')).statusCode).toBe(400);
    expect((await h.get('/afbase/order/checkOrderExist?internalNumber=INT-77&businessScope=AE')).statusCode).toBe(401);

    // Another screen of the same orders: the same number is a duplicate there too.
    const dup = await call('POST', '/api/liteOrder', admin, { orderCode: 'VW-DUP-2', internalNumber: 'INT-77' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      messageInfo: '内部编号已存在，是否继续?',
      data: { confirm: 'internalNumber', errors: { internalNumber: '内部编号已存在' } },
    });
    expect(await listed('af_order', 'VW-DUP-2')).toEqual([]);
    const ok = await call('POST', '/api/liteOrder?confirm=internalNumber', admin, { orderCode: 'VW-DUP-2', internalNumber: 'INT-77' });
    expect(ok.statusCode, ok.body).toBe(200);
    // Confirmed once: saving the order again with its number does not ask again; changing to a taken one does.
    expect(
      (await call('PUT', `/api/liteOrder/${ok.json().data.id}`, admin, { internalNumber: 'INT-77', remark: 'again' })).statusCode,
    ).toBe(200);
    const b = await create('af_order', { orderCode: 'VW-DUP-3', internalNumber: 'INT-79' });
    expect((await call('PUT', `/api/af_order/${b.id}`, admin, { internalNumber: 'INT-77' })).statusCode).toBe(409);
    expect((await call('PUT', `/api/af_order/${b.id}?confirm=internalNumber`, admin, { internalNumber: 'INT-77' })).statusCode).toBe(200);
    expect(a.id).toBeGreaterThan(0);
  });

  it('tells house waybills made under the master waybill from those made from an order (docs/behaviour.md §1.3)', async () => {
    const self = await create('fhl_operation', { awbNumber: '020-81140743', hawbNumber: 'HSELF01', pieces: 2, grossWeight: 20 });
    expect([self.createdSource, self.orderCode]).toEqual(['CREATED_BY_SELF', null]);
    expect(
      (
        await call('POST', '/api/fhl_operation', admin, {
          awbNumber: '020-81140743',
          hawbNumber: 'HSELF02',
          pieces: 1,
          grossWeight: 1,
          createdSource: 'CREATED_BY_ORDER',
        })
      ).statusCode,
    ).toBe(400);

    const o = await create('af_order', {
      orderCode: 'VW-HAWB-1',
      awbNumber: '020-81140743',
      hawbNumber: 'HORD01',
      departureStation: 'PVG',
      arrivalStation: 'LAX',
      planPieces: 8,
      planWeight: 88.5,
    });
    expect((await call('POST', `/api/af_order/${o.id}/house-waybill`, admin2, {})).statusCode).toBe(404);
    const made = await call('POST', `/api/af_order/${o.id}/house-waybill`, admin, {});
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({
      createdSource: 'CREATED_BY_ORDER',
      orderCode: 'VW-HAWB-1',
      hawbNumber: 'HORD01',
      pieces: 8,
      grossWeight: 88.5,
      arrivalAirport: 'LAX',
    });
    // A second one needs its own number (house waybill numbers are unique).
    expect((await call('POST', `/api/af_order/${o.id}/house-waybill`, admin, {})).statusCode).toBe(409);
    expect((await call('POST', `/api/af_order/${o.id}/house-waybill`, admin, { hawbNumber: 'HORD02' })).statusCode).toBe(200);

    const bySource = async (source: string) =>
      (await call('GET', `/api/fhl_operation?createdSource=${source}&size=100`, admin))
        .json()
        .data.records.map((r: any) => r.hawbNumber)
        .sort();
    expect(await bySource('CREATED_BY_ORDER')).toEqual(['HORD01', 'HORD02']);
    expect(await bySource('CREATED_BY_SELF')).toEqual(['HSELF01']);
    expect((await call('GET', '/api/fhl_operation?orderCode=VW-HAWB-1', admin)).json().data.total).toBe(2);
  });

  it('pages a "contains" filter through its matches in list order, with their total, and none of another organisation', async () => {
    // 23 matches in this organisation, 2 in the other, and neighbours that do not match: the matches
    // are found first, then sorted and counted on their own (server/resources/list-rows.ts listPageAndTotal).
    const codes = Array.from({ length: 23 }, (_, i) => `CT-MATCH-${String(i).padStart(2, '0')}`);
    for (const [i, code] of codes.entries()) await create('af_order', { orderCode: code, planWeight: 100 - i });
    for (const code of ['CT-MATCX-01', 'CT-MATC-02']) await create('af_order', { orderCode: code });
    for (const code of ['CT-MATCH-90', 'CT-MATCH-91']) await create('af_order', { orderCode: code }, admin2);
    const page = async (qs: string) => {
      const r = await call('GET', `/api/af_order?orderCode_like=${encodeURIComponent('t-match-')}&size=10&${qs}`, admin);
      expect(r.statusCode, r.body).toBe(200);
      const d = r.json().data;
      // The page and the count come from one statement; its count is no field of the records.
      for (const x of d.records) expect(Object.keys(x).filter((k) => k.startsWith('__'))).toEqual([]);
      return { codes: d.records.map((x: any) => x.orderCode), total: d.total, capped: d.totalCapped };
    };
    const desc = [...codes].reverse();
    expect(await page('sort=orderCode,desc&current=1')).toEqual({ codes: desc.slice(0, 10), total: 23, capped: false });
    expect(await page('sort=orderCode,desc&current=3')).toEqual({ codes: desc.slice(20), total: 23, capped: false });
    // By another column than the filter's, ascending: the lightest (the last made) first.
    expect((await page('sort=planWeight,asc&current=1')).codes).toEqual(desc.slice(0, 10));
    // A page past the matches is empty and still tells the total.
    expect(await page('sort=orderCode,asc&current=4')).toEqual({ codes: [], total: 23, capped: false });

    // More matches than the total's cap (10,000): common enough to be paged in list order, the total capped.
    await sql`insert into af_order (org_id, order_code, order_stage, order_status, order_source)
      select o.org_id, 'CT-MATCH-9' || lpad(g::text, 5, '0'), o.order_stage, o.order_status, o.order_source
      from af_order o cross join generate_series(1, 10000) g where o.order_code = 'CT-MATCH-00'`.execute(h.ctx.db);
    expect(await page('sort=orderCode,asc&current=1')).toEqual({ codes: codes.slice(0, 10), total: 10_000, capped: true });
    expect((await page('sort=orderCode,desc&current=2')).codes).toEqual(
      Array.from({ length: 10 }, (_, i) => `CT-MATCH-9${String(9990 - i).padStart(5, '0')}`),
    );
  });

  it('keeps 公司用户 to the staff of the users table', async () => {
    const u = await create('hrs_orgUser', {
      userName: '王五',
      loginName: 'wangwu',
      phoneNumber: '13900139000',
      password: 'Wangwu@2026',
      jobTitle: '操作员',
    });
    const row = await h.ctx.db
      .selectFrom('hrs_user')
      .select(['login_role', 'job_title', 'password_hash'])
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(row.login_role).toBe('staff');
    expect(row.job_title).toBe('操作员');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    // 用户管理 lists the new person too; they log in once an administrator gives them a role there
    // (a user whose role grants nothing gets the role-permission 401).
    expect((await call('GET', `/api/hrs_user/${u.id}`, admin)).json().data.loginName).toBe('wangwu');
    expect((await h.login('2|wangwu|DEMO', 'Wangwu@2026')).statusCode).toBe(401);
    const staffRole = (
      await h.ctx.db.selectFrom('hrs_user').select('role_id').where('phone_number', '=', '13800138000').executeTakeFirstOrThrow()
    ).role_id;
    expect((await call('PUT', `/api/hrs_user/${u.id}`, admin, { roleId: Number(staffRole) })).statusCode).toBe(200);
    expect((await h.login('2|wangwu|DEMO', 'Wangwu@2026')).statusCode).toBe(200);
    // An administrator is out of this view's reach.
    const adminId = (
      await h.ctx.db
        .selectFrom('hrs_user')
        .select('id')
        .where('login_name', '=', 'admin')
        .where('login_role', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await call('GET', `/api/hrs_orgUser/${adminId}`, admin)).statusCode).toBe(404);
    expect((await call('PUT', `/api/hrs_orgUser/${adminId}`, admin, { jobTitle: 'x' })).statusCode).toBe(404);
    const names = (await call('GET', '/api/hrs_orgUser?size=100', admin)).json().data.records.map((r: any) => r.loginName);
    expect(names).toContain('wangwu');
    expect(names).not.toContain('admin');
    // It grants no role.
    expect(
      (await call('POST', '/api/hrs_orgUser', admin, { userName: 'x', loginName: 'x1', password: 'Xx@20260101', roleId: 1 })).statusCode,
    ).toBe(400);
  });
});
