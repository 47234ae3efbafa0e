import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, targets } from './harness';

/**
 * A record's audit trail (docs/orders.md "The order workspace", 日志): GET /api/{r}/{id}/audit answers
 * who changed which field from what to what, through any view of the record's table, only for a
 * record the route shows, and only the fields the route shows.
 */
describe.each(targets)('the audit trail of a record on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let admin2: string;

  beforeAll(async () => {
    h = await startApp(target);
    admin = await h.tokenFor('2|admin|DEMO');
    admin2 = await h.tokenFor('2|admin|DEMO2');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('tells each change of an order, made through any of its screens, newest first', async () => {
    const order = await h.ok('POST', '/api/af_orderair', admin, { orderCode: 'AUD-1', remark: '初始', planPieces: 3 });
    await h.ok('PUT', `/api/af_orderair/${order.id}`, admin, { remark: '已改', planPieces: 5 });
    await h.ok('POST', `/api/af_orderair/${order.id}/transition`, admin, { toStatus: 'ACCEPTED' });
    // Now in 出口操作; its trail there holds what was done on 出口订舱 too.
    const trail = await h.ok('GET', `/api/af_oporder/${order.id}/audit`, admin);
    expect(trail.entries.map((e: any) => e.action)).toEqual(['update', 'update', 'create']);
    const [transition, edit, created] = trail.entries;
    expect(transition.changes).toEqual(
      expect.arrayContaining([
        { field: 'orderStatus', from: 'BOOKED', to: 'ACCEPTED' },
        { field: 'orderStage', from: 'BOOKING', to: 'OPERATION' },
      ]),
    );
    expect(edit.changes).toEqual(
      expect.arrayContaining([
        { field: 'remark', from: '初始', to: '已改' },
        { field: 'planPieces', from: 3, to: 5 },
      ]),
    );
    // Only what changed, and never the times of the change itself.
    expect(edit.changes.map((c: any) => c.field).sort()).toEqual(['planPieces', 'remark']);
    expect(edit.userName).toBeTruthy();
    expect(new Date(edit.time).getTime()).toBeGreaterThan(0);
    expect(created.changes).toEqual(expect.arrayContaining([{ field: 'orderCode', from: null, to: 'AUD-1' }]));
  });

  it('tells only the fields the screen shows', async () => {
    // 简易订单 shows a dozen fields; a change of one it does not show is not told there.
    const order = await h.ok('POST', '/api/liteOrder', admin, { orderCode: 'AUD-LITE', remark: 'a' });
    await h.ok('PUT', `/api/af_order/${order.id}`, admin, { remark: 'b', hawbNumber: 'H123' });
    const lite = await h.ok('GET', `/api/liteOrder/${order.id}/audit`, admin);
    expect(lite.entries[0].changes).toEqual([{ field: 'remark', from: 'a', to: 'b' }]);
    const all = await h.ok('GET', `/api/af_order/${order.id}/audit`, admin);
    expect(all.entries[0].changes.map((c: any) => c.field).sort()).toEqual(['hawbNumber', 'remark']);
  });

  it('answers 404 for a record the screen does not show and for another organisation, 403 without the menu', async () => {
    const order = await h.ok('POST', '/api/af_orderair', admin, { orderCode: 'AUD-2' });
    expect((await h.call('GET', `/api/af_oporder/${order.id}/audit`, admin)).statusCode).toBe(404);
    expect((await h.call('GET', `/api/af_orderair/${order.id}/audit`, admin2)).statusCode).toBe(404);
    expect((await h.call('GET', '/api/af_orderair/99999999/audit', admin)).statusCode).toBe(404);
    expect((await h.call('GET', '/api/af_orderair/abc/audit', admin)).statusCode).toBe(404);
    expect((await h.call('GET', `/api/no_such_thing/${order.id}/audit`, admin)).statusCode).toBe(404);
    const staff = await h.tokenFor('0|13800138000|DEMO');
    // The staff role has no HRS: the users' trail is not theirs to read.
    const user = (await h.ok('GET', '/api/hrs_user?size=1', admin)).records[0];
    expect((await h.call('GET', `/api/hrs_user/${user.id}/audit`, staff)).statusCode).toBe(403);
    expect((await h.get(`/api/af_orderair/${order.id}/audit`)).statusCode).toBe(401);
  });

  it("tells a partner's changes too", async () => {
    const coop = await h.ok('POST', '/api/prm_coop', admin, { coopCode: 'AUDCOOP', coopName: '审计伙伴', coopType: 'customer' });
    await h.ok('PUT', `/api/prm_coop/${coop.id}`, admin, { contactName: '王五' });
    const trail = await h.ok('GET', `/api/prm_coop/${coop.id}/audit`, admin);
    expect(trail.entries[0].changes).toEqual([{ field: 'contactName', from: null, to: '王五' }]);
    expect(trail.more).toBe(false);
  });
});
