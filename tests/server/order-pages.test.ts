import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRole } from '../../server/seed/orgs';
import { startApp, targets } from './harness';

/**
 * The two air-freight pages reached with an id (docs/behaviour.md §1.2.3, open to any logged-in user): the
 * external order's detail with 接单 / 拒绝 (docs/orders.md "External orders"), and an order's
 * incidental charges, 杂费 (docs/money.md "Incidental charges"). The routes are open, so the server
 * checks the grants of the order data behind them and the organisation on every call.
 */
describe.each(targets)('external order detail and incidentals on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let staff: string;
  let admin2: string;
  /** Reads 外部订单 and 空运出口订单, may change neither. */
  let reader: string;
  /** Neither menu. */
  let outsider: string;
  let adminId: number;
  let customer: number;
  let freight: number;
  let surcharge: number;
  let seq = 0;
  const call = (method: string, url: string, token: string, payload?: unknown) => h.call(method, url, token, payload);
  const ok = (method: string, url: string, token: string, payload?: unknown) => h.ok(method, url, token, payload);
  const outerOrder = async (token = admin) =>
    ok('POST', '/api/outer_order', token, {
      orderCode: `OX${String(++seq).padStart(5, '0')}`,
      customerId: customer,
      goodsNameCn: '电子配件',
      planPieces: 3,
      planWeight: '120.5',
    });

  /** A user of DEMO whose role grants exactly these codes. */
  async function userWith(codes: string[], phone: string) {
    const org = Number((await h.ctx.db.selectFrom('hrs_org').select('id').where('org_code', '=', 'DEMO').executeTakeFirstOrThrow()).id);
    const hash = (
      await h.ctx.db.selectFrom('hrs_user').select('password_hash').where('login_name', '=', 'zhangsan').executeTakeFirstOrThrow()
    ).password_hash;
    const role = await insertRole(h.ctx.db, org, `r${phone}`, `角色${phone}`, false);
    await h.ctx.db
      .insertInto('hrs_role_permission')
      .values(codes.map((code) => ({ org_id: org, role_id: role, permission_code: code })))
      .execute();
    await h.ctx.db
      .insertInto('hrs_user')
      .values({
        org_id: org,
        role_id: role,
        login_name: `u${phone}`,
        phone_number: phone,
        international_country_code: '86',
        user_name: `用户${phone}`,
        login_role: 'staff',
        password_hash: hash,
      })
      .execute();
    return h.tokenFor(`0|${phone}|DEMO`);
  }

  beforeAll(async () => {
    h = await startApp(target);
    admin = await h.tokenFor('2|admin|DEMO');
    staff = await h.tokenFor('0|13800138000|DEMO');
    admin2 = await h.tokenFor('2|admin|DEMO2');
    reader = await userWith(['outer_order', 'af_order'], '13900000001');
    outsider = await userWith(['af_airport'], '13900000002');
    adminId = Number(
      (
        await h.ctx.db
          .selectFrom('hrs_user')
          .select('id')
          .where('login_name', '=', 'admin')
          .where('login_role', '=', 'admin')
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
    customer = (await ok('POST', '/api/prm_coop', admin, { coopCode: 'OPCUST', coopName: 'OP 客户', coopType: 'customer', creditDays: 30 }))
      .id;
    freight = (
      await ok('POST', '/api/prm_service', admin, {
        serviceCode: 'OPAF',
        serviceNameCn: '空运费',
        serviceNameEn: 'AIR FREIGHT',
        feeType: 'FREIGHT',
        taxRate: 6,
      })
    ).id;
    surcharge = (
      await ok('POST', '/api/prm_service', admin, {
        serviceCode: 'OPFSC',
        serviceNameCn: '燃油附加费',
        serviceNameEn: 'FUEL SURCHARGE',
        feeType: 'SURCHARGE',
        taxRate: 6,
      })
    ).id;
  });
  afterAll(async () => {
    await h?.close();
  });

  describe('external order detail', () => {
    it('shows the whole order with its history and the decisions the user may take', async () => {
      const o = await outerOrder();
      const d = await ok('GET', `/afbase/outer-orders/${o.id}`, staff);
      expect(d.order).toMatchObject({
        id: o.id,
        orderCode: o.orderCode,
        orderSource: 'OUTER',
        orderStatus: 'BOOKED',
        goodsNameCn: '电子配件',
        planPieces: 3,
      });
      expect(d.events.map((e: any) => e.toStatus)).toEqual(['BOOKED']);
      expect(d.actions).toEqual({ accept: true, reject: true });
      // Reading needs only the menu; the decisions need its edit button.
      expect((await ok('GET', `/afbase/outer-orders/${o.id}`, reader)).actions).toEqual({ accept: false, reject: false });
    });

    it("accepts into operations: the event, the creator's message, the audit row; a second accept is a 409 naming both states", async () => {
      const o = await outerOrder();
      const before = await h.ctx.db
        .selectFrom('sys_message')
        .select('id')
        .where('user_id', '=', adminId)
        .where('kind', '=', 'order-status')
        .execute();
      const r = await ok('POST', `/afbase/outer-orders/${o.id}/accept`, staff, { remark: '已确认舱位' });
      expect(r).toMatchObject({ orderStatus: 'ACCEPTED', orderStage: 'OPERATION', orderSource: 'OUTER' });
      const d = await ok('GET', `/afbase/outer-orders/${o.id}`, staff);
      expect(d.events.at(-1)).toMatchObject({
        fromStatus: 'BOOKED',
        toStatus: 'ACCEPTED',
        toStage: 'OPERATION',
        remark: '接单：已确认舱位',
        userName: '张三',
      });
      expect(d.actions).toEqual({ accept: false, reject: false });
      // Still an external order, now on the operations list too.
      expect((await ok('GET', `/api/af_oporder/${o.id}`, admin)).orderCode).toBe(o.orderCode);
      const after = await h.ctx.db
        .selectFrom('sys_message')
        .select(['title'])
        .where('user_id', '=', adminId)
        .where('kind', '=', 'order-status')
        .execute();
      expect(after.length).toBe(before.length + 1);
      expect(after.at(-1)!.title).toContain(`${o.orderCode} 状态变更：已订舱 → 已接单`);
      const audit = await h.ctx.db
        .selectFrom('sys_audit_log')
        .selectAll()
        .where('resource', '=', 'outer_order')
        .where('record_id', '=', String(o.id))
        .execute();
      expect(audit.some((a: any) => a.action === 'update')).toBe(true);

      const again = await call('POST', `/afbase/outer-orders/${o.id}/accept`, staff);
      expect(again.statusCode).toBe(409);
      expect(again.json().messageInfo).toBe('订单状态不能从「已接单」变为「已接单」');
      const late = await call('POST', `/afbase/outer-orders/${o.id}/reject`, staff, { reason: '太迟了' });
      expect(late.statusCode).toBe(409);
      expect(late.json().messageInfo).toBe('订单状态不能从「已接单」变为「已取消」');
    });

    it('rejects with a reason, kept in the history; without a reason nothing changes', async () => {
      const o = await outerOrder();
      const none = await call('POST', `/afbase/outer-orders/${o.id}/reject`, staff, { reason: '  ' });
      expect(none.statusCode).toBe(400);
      expect(none.json().data.errors.reason).toBe('请填写拒绝原因');
      expect((await ok('GET', `/afbase/outer-orders/${o.id}`, staff)).order.orderStatus).toBe('BOOKED');
      const r = await ok('POST', `/afbase/outer-orders/${o.id}/reject`, staff, { reason: '航线不支持' });
      expect(r.orderStatus).toBe('CANCELLED');
      const d = await ok('GET', `/afbase/outer-orders/${o.id}`, staff);
      expect(d.events.at(-1)).toMatchObject({ fromStatus: 'BOOKED', toStatus: 'CANCELLED', remark: '拒绝：航线不支持' });
      const accept = await call('POST', `/afbase/outer-orders/${o.id}/accept`, staff);
      expect(accept.statusCode).toBe(409);
      expect(accept.json().messageInfo).toBe('订单状态不能从「已取消」变为「已接单」');
    });

    it("answers another organisation's order, a non-external order and an unknown id with 404, and refuses without the grants (403)", async () => {
      const o = await outerOrder();
      for (const url of [`/afbase/outer-orders/${o.id}`, `/afbase/outer-orders/${o.id}/accept`]) {
        const r = await call(url.endsWith('accept') ? 'POST' : 'GET', url, admin2);
        expect(r.statusCode, url).toBe(404);
      }
      const own = await ok('POST', '/api/af_order', admin, { orderCode: `OX-SELF-${++seq}`, customerId: customer });
      expect((await call('GET', `/afbase/outer-orders/${own.id}`, admin)).statusCode).toBe(404);
      expect((await call('GET', '/afbase/outer-orders/99999999', admin)).statusCode).toBe(404);
      expect((await call('GET', `/afbase/outer-orders/${o.id}`, outsider)).statusCode).toBe(403);
      expect((await call('POST', `/afbase/outer-orders/${o.id}/accept`, reader)).statusCode).toBe(403);
      expect((await call('POST', `/afbase/outer-orders/${o.id}/reject`, reader, { reason: 'x' })).statusCode).toBe(403);
      expect((await h.get(`/afbase/outer-orders/${o.id}`)).statusCode).toBe(401);
      // Nothing changed by the refused calls.
      expect((await ok('GET', `/afbase/outer-orders/${o.id}`, admin)).order.orderStatus).toBe('BOOKED');
    });
  });

  describe('incidentals', () => {
    const url = (o: { id: number }, scope = 'AE') => `/css/orders/${scope}/${o.id}/incidentals`;
    const order = () => ok('POST', '/api/af_order', admin, { orderCode: `IN${String(++seq).padStart(5, '0')}`, customerId: customer });

    it("lists the order's lines that are not main freight, with exact totals per side and currency", async () => {
      const o = await order();
      // The freight line is on the order's 费用 panel, not here.
      await ok('POST', '/api/css_charge', admin, {
        businessScope: 'AE',
        orderCode: o.orderCode,
        side: 'AR',
        serviceId: freight,
        coopId: customer,
        currency: 'CNY',
        unitPrice: '1000',
        quantity: 1,
      });
      await ok('POST', url(o), staff, { side: 'AR', serviceId: surcharge, coopId: customer, currency: 'CNY', unitPrice: 0.1, quantity: 1 });
      await ok('POST', url(o), staff, {
        side: 'AR',
        serviceId: surcharge,
        coopId: customer,
        currency: 'CNY',
        unitPrice: '0.2',
        quantity: 1,
      });
      await ok('POST', url(o), staff, {
        side: 'AR',
        serviceId: surcharge,
        coopId: customer,
        currency: 'USD',
        unitPrice: '0.125',
        quantity: 3,
        exchangeRate: '7.123457',
      });
      await ok('POST', url(o), staff, {
        side: 'AP',
        serviceId: surcharge,
        coopId: customer,
        currency: 'CNY',
        unitPrice: '1.005',
        quantity: 1,
      });
      const d = await ok('GET', url(o), reader);
      expect(d.lines.map((l: any) => [l.side, l.currency, l.amount])).toEqual([
        ['AR', 'CNY', '0.10'],
        ['AR', 'CNY', '0.20'],
        ['AR', 'USD', '0.38'],
        ['AP', 'CNY', '1.01'],
      ]);
      expect(d.lines[0].serviceName).toBe('燃油附加费');
      expect(d.totals.AR).toEqual([
        { currency: 'CNY', amount: '0.30' },
        { currency: 'USD', amount: '0.38' },
      ]);
      expect(d.totals.AP).toEqual([{ currency: 'CNY', amount: '1.01' }]);
      // 0.38 x 7.123457 = 2.70691... -> 2.71; 0.30 + 2.71 = 3.01 receivable, 1.01 payable.
      expect(d.totals.base).toEqual({ AR: '3.01', AP: '1.01', net: '2.00' });
      expect(d.canEdit).toBe(false);
      expect(d.order).toMatchObject({ id: o.id, orderCode: o.orderCode, businessScope: 'AE' });

      // Binary floating point sums and freight are refused, naming the field.
      const float = await call('POST', url(o), staff, {
        side: 'AR',
        serviceId: surcharge,
        coopId: customer,
        currency: 'CNY',
        unitPrice: 0.1 + 0.2,
        quantity: 1,
      });
      expect(float.statusCode).toBe(400);
      expect(float.json().data.errors.unitPrice).toBeTruthy();
      const asFreight = await call('POST', url(o), staff, {
        side: 'AR',
        serviceId: freight,
        coopId: customer,
        currency: 'CNY',
        unitPrice: '1',
        quantity: 1,
      });
      expect(asFreight.statusCode).toBe(400);
      expect(asFreight.json().data.errors.serviceId).toContain('运费');
      expect((await ok('GET', url(o), staff)).lines).toHaveLength(4);
    });

    it('edits and deletes a line; a line on a confirmed bill is a 409 and stays as it was', async () => {
      const o = await order();
      const l = await ok('POST', url(o), staff, {
        side: 'AR',
        serviceId: surcharge,
        coopId: customer,
        currency: 'CNY',
        unitPrice: '10',
        quantity: 2,
      });
      expect(l.amount).toBe('20.00');
      const changed = await ok('PUT', `${url(o)}/${l.id}`, staff, { unitPrice: '12.345', quantity: 2 });
      expect(changed.amount).toBe('24.69');
      // The order and scope are not the page's to change.
      await ok('PUT', `${url(o)}/${l.id}`, staff, { orderCode: 'ELSEWHERE', businessScope: 'SE' });
      expect((await ok('GET', url(o), staff)).lines.map((x: any) => x.orderCode)).toEqual([o.orderCode]);

      const bill = await ok('POST', '/css/bills/af_css_debit_note/from-charges', admin, { chargeIds: [l.id] });
      await ok('POST', `/css/bills/af_css_debit_note/${bill.id}/actions/confirm`, admin);
      const edit = await call('PUT', `${url(o)}/${l.id}`, staff, { unitPrice: '1' });
      expect(edit.statusCode).toBe(409);
      expect(edit.json().messageInfo).toContain('已确认的账单');
      const del = await call('DELETE', `${url(o)}/${l.id}`, staff);
      expect(del.statusCode).toBe(409);
      expect((await ok('GET', url(o), staff)).lines.map((x: any) => x.amount)).toEqual(['24.69']);

      const free = await ok('POST', url(o), staff, {
        side: 'AP',
        serviceId: surcharge,
        coopId: customer,
        currency: 'CNY',
        unitPrice: '5',
        quantity: 1,
      });
      expect(await ok('DELETE', `${url(o)}/${free.id}`, staff)).toBe(true);
      expect((await ok('GET', url(o), staff)).lines.map((x: any) => x.id)).toEqual([l.id]);
      const audit = await h.ctx.db
        .selectFrom('sys_audit_log')
        .select('action')
        .where('resource', '=', 'css_charge')
        .where('record_id', '=', String(free.id))
        .execute();
      expect(audit.map((a: any) => a.action).sort()).toEqual(['create', 'delete']);
    });

    it("opens an external order's 杂费 by the 外部订单 route alone, and only the orders that route shows", async () => {
      const outerOnly = await userWith(['outer_order', 'outer_order:edit'], '13900000003');
      const o = await outerOrder();
      const own = await order();
      const d = await ok('GET', url(o), outerOnly);
      expect([d.order.route, d.canEdit]).toEqual(['outer_order', true]);
      await ok('POST', url(o), outerOnly, {
        side: 'AR',
        serviceId: surcharge,
        coopId: customer,
        currency: 'CNY',
        unitPrice: '2',
        quantity: 1,
      });
      expect((await ok('GET', url(o), admin)).lines.map((x: any) => x.amount)).toEqual(['2.00']);
      // An order the 外部订单 list does not show stays closed to this user, and nothing is written.
      expect((await call('GET', url(own), outerOnly)).statusCode).toBe(403);
      expect(
        (
          await call('POST', url(own), outerOnly, {
            side: 'AR',
            serviceId: surcharge,
            coopId: customer,
            currency: 'CNY',
            unitPrice: '2',
            quantity: 1,
          })
        ).statusCode,
      ).toBe(403);
      expect((await ok('GET', url(own), admin)).lines).toEqual([]);
      // Menus without the edit buttons: the page reads, and says it may not change.
      expect((await ok('GET', url(o), reader)).canEdit).toBe(false);
    });

    it("checks the order's grants and organisation: 403 without them, 404 for another organisation's order or line", async () => {
      const o = await order();
      const l = await ok('POST', url(o), staff, {
        side: 'AR',
        serviceId: surcharge,
        coopId: customer,
        currency: 'CNY',
        unitPrice: '3',
        quantity: 1,
      });
      const fl = await ok('POST', '/api/css_charge', admin, {
        businessScope: 'AE',
        orderCode: o.orderCode,
        side: 'AR',
        serviceId: freight,
        coopId: customer,
        currency: 'CNY',
        unitPrice: '9',
        quantity: 1,
      });
      expect((await call('GET', url(o), outsider)).statusCode).toBe(403);
      expect(
        (
          await call('POST', url(o), reader, {
            side: 'AR',
            serviceId: surcharge,
            coopId: customer,
            currency: 'CNY',
            unitPrice: '1',
            quantity: 1,
          })
        ).statusCode,
      ).toBe(403);
      expect((await call('PUT', `${url(o)}/${l.id}`, reader, { unitPrice: '1' })).statusCode).toBe(403);
      expect((await call('DELETE', `${url(o)}/${l.id}`, reader)).statusCode).toBe(403);
      expect((await call('GET', url(o), admin2)).statusCode).toBe(404);
      expect((await call('DELETE', `${url(o)}/${l.id}`, admin2)).statusCode).toBe(404);
      // The freight line is not the page's to change.
      expect((await call('PUT', `${url(o)}/${fl.id}`, staff, { unitPrice: '1' })).statusCode).toBe(404);
      expect((await call('GET', url(o, 'XX'), staff)).statusCode).toBe(400);
      expect((await ok('GET', url(o), staff)).lines.map((x: any) => x.amount)).toEqual(['3.00']);
    });
  });
});
