import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, targets } from './harness';

/**
 * Orders carry their tracking rows (route events, manifest records, attachments...) and parties as
 * list and party fields: checked row by row with the same rules as the screens, stored as they were
 * sent, and each order gets a share id the database makes up and nobody can set.
 */
describe.each(targets)('order rows and parties on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  const call = (method: string, url: string, payload?: unknown) =>
    h.app.inject({ method: method as any, url, headers: { authorization: `Bearer ${admin}` }, payload: payload as any });
  const count = async () => Number((await call('GET', '/api/af_order?current=1&size=1')).json().data.total);

  beforeAll(async () => {
    h = await startApp(target);
    admin = await h.tokenFor('2|admin|DEMO');
  });
  afterAll(async () => {
    await h?.close();
  });

  const order = (n: number, extra: Record<string, unknown> = {}) => ({ orderCode: `ROWS-${n}`, ...extra });

  it('stores route events and parties as sent and answers them back', async () => {
    const routeTracks = [
      {
        flightStatusCode: 'DEP',
        flightStatusName: '已起飞',
        airportCode: 'PVG',
        flightNum: 'MU551',
        eventTime: '2026-11-20T02:30:00.000Z',
        quantity: 12,
        grossWeight: 345.5,
        remark: 'on time',
      },
      {
        flightStatusCode: 'RCS',
        flightStatusName: null,
        airportCode: 'PVG',
        flightNum: null,
        eventTime: '2026-11-19T08:00:00.000Z',
        quantity: 12,
        grossWeight: 345.5,
        remark: null,
      },
    ];
    const shipper = {
      scName: 'ACME TRADING',
      scAddress: '88 CENTURY AVE',
      nationCode: 'CN',
      cityNameEn: 'SHANGHAI',
      postCode: '200120',
      telNumber: '021-5888 0000',
    };
    const r = await call('POST', '/api/af_order', order(1, { routeTracks, shipper }));
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json().data.id;
    const back = (await call('GET', `/api/af_order/${id}`)).json().data;
    expect(back.routeTracks).toEqual(routeTracks);
    expect(back.shipper).toMatchObject(shipper);
    expect(back.orderUuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('refuses a bad row or party with the field path of the offending part, and stores nothing', async () => {
    const before = await count();
    const r = await call(
      'POST',
      '/api/af_order',
      order(2, {
        routeTracks: [{ flightStatusCode: 'DEP', eventTime: 'yesterday' }, { flightStatusCode: 'NOPE' }],
        consignee: { scName: 'BOB', nationCode: 'US', postCode: '1234' },
      }),
    );
    expect(r.statusCode).toBe(400);
    const errors = r.json().data.errors;
    expect(errors['routeTracks[0].eventTime']).toBe('时间不是有效日期');
    expect(errors['routeTracks[1].flightStatusCode']).toBe('状态代码的值无效');
    expect(errors['consignee.postCode']).toBe('美国邮编必须是5位数字');
    expect(errors['consignee.stateCode']).toBe('美国、加拿大、墨西哥必须填写2位字母的州/省代码');
    expect(await count()).toBe(before);
  });

  it('refuses more rows than a list holds and rows that are not objects', async () => {
    const legs = Array.from({ length: 21 }, () => ({ depPort: 'PVG', arrPort: 'LAX' }));
    const tooMany = await call('POST', '/api/af_order', order(3, { awbRouteLegs: legs }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().data.errors.awbRouteLegs).toBe('航段最多20行');
    const notRows = await call('POST', '/api/af_order', order(4, { attachments: 'file.pdf' }));
    expect(notRows.statusCode).toBe(400);
    expect(notRows.json().data.errors.attachments).toBe('附件格式无效');
  });

  it('makes up a different share id for every order and never lets a client set or change it', async () => {
    const a = (await call('POST', '/api/af_order', order(5))).json().data;
    const b = (await call('POST', '/api/af_order', order(6))).json().data;
    expect(a.orderUuid).not.toBe(b.orderUuid);
    const set = await call('POST', '/api/af_order', order(7, { orderUuid: a.orderUuid }));
    expect(set.statusCode).toBe(400);
    const change = await call('PUT', `/api/af_order/${b.id}`, { orderUuid: a.orderUuid });
    expect(change.statusCode).toBe(400);
    expect((await call('GET', `/api/af_order/${b.id}`)).json().data.orderUuid).toBe(b.orderUuid);
  });
});
