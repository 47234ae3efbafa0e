import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, targets } from './harness';

/** The arrival weighing (docs/weighing.md): a session or a device key, flags, the weighing row. */
describe.each(targets)('arrival weighing on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let staff: string;
  let admin2: string;
  const call = (method: string, url: string, headers: Record<string, string>, payload?: unknown) =>
    h.app.inject({ method: method as any, url, headers, payload: payload as any });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const device = (key: string) => ({ 'x-device-key': key });
  const order = async (values: Record<string, unknown>, token = admin) => {
    const r = await call('POST', '/api/af_orderair', bearer(token), values);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data;
  };
  const weigh = (headers: Record<string, string>, body: Record<string, unknown>) =>
    call('POST', '/afbase/aeArrival/scanWeight', headers, body);
  const lookup = (headers: Record<string, string>, number: string) =>
    call('GET', `/afbase/aeArrival/scanWeight/orders?number=${encodeURIComponent(number)}`, headers);

  beforeAll(async () => {
    h = await startApp(target);
    admin = await h.tokenFor('2|admin|DEMO');
    staff = await h.tokenFor('0|13800138000|DEMO');
    admin2 = await h.tokenFor('2|admin|DEMO2');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('needs a session or a device key, even though the screen opens without a login', async () => {
    expect((await lookup({}, '020-81140743')).statusCode).toBe(401);
    expect((await lookup(device('wd_not-a-key'), '020-81140743')).statusCode).toBe(401);
    expect((await weigh({}, { orderId: 1, pieces: 1, weight: 1 })).statusCode).toBe(401);
  });

  it('finds the order by master or house waybill number, scanned or typed, in the own organisation only', async () => {
    const o = await order({
      orderCode: 'WG-FIND-1',
      awbNumber: '020-81140743',
      hawbNumber: 'HWG001',
      planPieces: 10,
      planWeight: 100,
      planVolume: 1,
    });
    for (const n of ['020-81140743', '02081140743', 'hwg001']) {
      const r = await lookup(bearer(admin), n);
      expect(r.statusCode, r.body).toBe(200);
      expect(
        r.json().data.orders.map((x: any) => x.orderId),
        n,
      ).toContain(o.id);
    }
    expect((await lookup(bearer(admin2), '020-81140743')).json().data.orders).toEqual([]);
    expect((await lookup(bearer(admin), 'bad number!')).statusCode).toBe(400);
  });

  it('flags a piece 5 % heavier, stores the weighing row and the confirmed figures, and receives the order', async () => {
    const o = await order({ orderCode: 'WG-HEAVY-1', awbNumber: '020-81140754', planPieces: 10, planWeight: 100, planVolume: 1 });
    const r = await weigh(bearer(admin), {
      orderId: o.id,
      number: '02081140754',
      pieces: 10,
      weight: 105,
      volume: 1.02,
      dimensions: '100*100*10*10',
    });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data;
    expect(d.check.flags).toEqual({ weight: true, volume: false, pieces: false });
    expect(d.check.differences).toEqual({ pieces: 0, weight: 5, volume: 0.02 });
    expect(d.check.percent.weight).toBe(5);
    expect(d.order).toMatchObject({
      orderStatus: 'RECEIVED',
      confirmPieces: 10,
      confirmWeight: 105,
      confirmVolume: 1.02,
      confirmDimensions: '100*100*10*10',
    });
    expect(d.order.cargoWeighingList).toHaveLength(1);
    expect(d.order.cargoWeighingList[0]).toMatchObject({
      awbNumber: '020-81140754',
      totalPieces: 10,
      totalWeight: 105,
      totalVolume: 1.02,
      measure: '100*100*10*10',
      weighedBy: '系统管理员',
    });

    // The order moved into operations, with an event; its computed figures follow the confirmed ones.
    const rec = (await call('GET', `/api/af_oporder/${o.id}`, bearer(admin))).json().data;
    expect(rec).toMatchObject({ orderStage: 'OPERATION', weightDiffer: true, confirmChargeWeight: 170.003 });
    const events = (await call('GET', `/api/af_oporder/${o.id}/events`, bearer(admin))).json().data.events;
    expect(events.at(-1)).toMatchObject({ fromStatus: 'BOOKED', toStatus: 'RECEIVED', remark: '到货过磅' });

    // The public tracking page's weighing table shows the row.
    const track = await h.get(`/afbase/external/order/orderTrack?o=AF${rec.orderUuid}`);
    expect(track.json().data.cargoWeighingList).toEqual([
      expect.objectContaining({ totalWeight: 105, totalPieces: 10, awbNumber: '020-81140754' }),
    ]);

    // A second weighing adds a row; within tolerance nothing is flagged; the volume follows the dimensions.
    const again = (await weigh(bearer(admin), { orderId: o.id, pieces: 10, weight: 102, dimensions: '100*100*10*10' })).json().data;
    expect(again.check.flags).toEqual({ weight: false, volume: false, pieces: false });
    expect(again.order.confirmVolume).toBe(1);
    expect(again.order.cargoWeighingList).toHaveLength(2);
    expect(again.order.orderStatus).toBe('RECEIVED');
  });

  it('flags more than 100 kg away, volume beyond 10 % and any pieces mismatch', async () => {
    const o = await order({ orderCode: 'WG-FLAGS-1', awbNumber: '020-81140765', planPieces: 20, planWeight: 5000, planVolume: 10 });
    const d = (await weigh(bearer(admin), { orderId: o.id, pieces: 19, weight: 5101, volume: 11.2 })).json().data;
    expect(d.check.flags).toEqual({ weight: true, volume: true, pieces: true });
    expect(d.check.differences).toEqual({ pieces: -1, weight: 101, volume: 1.2 });
  });

  it('refuses bad figures with the field named, and changes nothing', async () => {
    const o = await order({ orderCode: 'WG-BAD-1', planPieces: 1, planWeight: 10 });
    for (const [body, field] of [
      [{ orderId: o.id, pieces: 0, weight: 10 }, 'pieces'],
      [{ orderId: o.id, pieces: 1, weight: 'abc' }, 'weight'],
      [{ orderId: o.id, pieces: 1, weight: 1.2345 }, 'weight'],
      [{ orderId: o.id, pieces: 1 }, 'weight'],
      [{ orderId: 'x', pieces: 1, weight: 1 }, 'orderId'],
      [{ orderId: o.id, pieces: 1, weight: 1, dimensions: 'x'.repeat(501) }, 'dimensions'],
    ] as const) {
      const r = await weigh(bearer(admin), body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.json().data.errors[field], JSON.stringify(body)).toBeTruthy();
    }
    expect((await weigh(bearer(admin), { orderId: 999999999, pieces: 1, weight: 1 })).statusCode).toBe(404);
    const rec = (await call('GET', `/api/af_order/${o.id}`, bearer(admin))).json().data;
    expect([rec.confirmWeight, rec.cargoWeighingList, rec.orderStatus]).toEqual([null, null, 'BOOKED']);
  });

  it("lets an administrator issue a device key that weighs the own organisation's orders only", async () => {
    const dev = (
      await call('POST', '/api/af_weighing_device', bearer(admin), { deviceName: '2 号地磅', warehouseName: '测试库', enabled: true })
    ).json().data;
    expect((await call('POST', `/afbase/aeArrival/device/${dev.id}/key`, bearer(staff))).statusCode).toBe(403);
    expect((await call('POST', `/afbase/aeArrival/device/${dev.id}/key`, bearer(admin2))).statusCode).toBe(404);
    const issued = await call('POST', `/afbase/aeArrival/device/${dev.id}/key`, bearer(admin));
    expect(issued.statusCode, issued.body).toBe(200);
    const key: string = issued.json().data.key;
    expect(key).toMatch(/^wd_[A-Za-z0-9_-]{40,}$/);
    const shown = (await call('GET', `/api/af_weighing_device/${dev.id}`, bearer(admin))).json().data;
    expect(shown.keyHint).toBe(key.slice(-4));
    expect(JSON.stringify(shown)).not.toContain(key);
    const stored = await h.ctx.db.selectFrom('af_device_key').select('key_hash').where('device_id', '=', dev.id).executeTakeFirstOrThrow();
    expect(stored.key_hash).not.toContain(key);

    const mine = await order({ orderCode: 'WG-DEV-1', awbNumber: '020-81140776', planPieces: 2, planWeight: 50 });
    const theirs = await order({ orderCode: 'WG-DEV-2', awbNumber: '020-81140776', planPieces: 2, planWeight: 50 }, admin2);
    expect((await lookup(device(key), '020-81140776')).json().data.orders.map((x: any) => x.orderId)).toEqual([mine.id]);
    const w = await weigh(device(key), { orderId: mine.id, pieces: 2, weight: 50 });
    expect(w.statusCode, w.body).toBe(200);
    expect(w.json().data.weighing.weighedBy).toBe('测试库 2 号地磅');
    expect((await weigh(device(key), { orderId: theirs.id, pieces: 2, weight: 50 })).statusCode).toBe(404);
    const row = await h.ctx.db
      .selectFrom('af_order')
      .select(['updated_by', 'confirm_weight'])
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow();
    expect(row.confirm_weight).toBeNull();
    const used = (await call('GET', `/api/af_weighing_device/${dev.id}`, bearer(admin))).json().data;
    expect(used.lastUsedTime).toBeTruthy();

    // A new key replaces the old; a disabled device or a revoked key is refused.
    const second: string = (await call('POST', `/afbase/aeArrival/device/${dev.id}/key`, bearer(admin))).json().data.key;
    expect((await lookup(device(key), '020-81140776')).statusCode).toBe(401);
    expect((await lookup(device(second), '020-81140776')).statusCode).toBe(200);
    await call('PUT', `/api/af_weighing_device/${dev.id}`, bearer(admin), { enabled: false });
    expect((await lookup(device(second), '020-81140776')).statusCode).toBe(401);
    await call('PUT', `/api/af_weighing_device/${dev.id}`, bearer(admin), { enabled: true });
    expect((await call('DELETE', `/afbase/aeArrival/device/${dev.id}/key`, bearer(admin))).statusCode).toBe(200);
    expect((await lookup(device(second), '020-81140776')).statusCode).toBe(401);
  });
});
