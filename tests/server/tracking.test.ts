import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_SCOPES, type SharePrefix } from '../../src/schemas/share';
import { uploadKindOfContent } from '../../src/schemas/uploads';
import { pdfText } from '../support/pdf-text';
import { startApp, startOfBudgetWindow, targets } from './harness';

/**
 * The login-free tracking calls (docs/api-tracking.md) on the demo orders: the fullest demo order of
 * each scope is its 4th (delivered), the 8th has no tracking data at all.
 */

const NOT_FOUND = { code: 404, data: null, messageInfo: '未查询到相关订单信息' };

/** The contract's TrackRecord keys and those of its rows: nothing else may appear anywhere. */
const RECORD_KEYS = [
  'orderId',
  'orderUUID',
  'shareCode',
  'displayNumber',
  'scope',
  'orderCode',
  'customerNumber',
  'awbNumber',
  'hawbNumber',
  'mlbNumber',
  'hlbNumber',
  'contractNumber',
  'expectFlight',
  'expectDeparture',
  'expectDepartureStr',
  'expectArrival',
  'departureStation',
  'arrivalStation',
  'transitStation',
  'transitStation2',
  'departureStationName',
  'arrivalStationName',
  'goodsType',
  'goodsNameCn',
  'goodsNameEn',
  'packageType',
  'packageTypeEn',
  'planPieces',
  'confirmPieces',
  'planWeight',
  'confirmWeight',
  'planVolume',
  'confirmVolume',
  'planChargeWeight',
  'confirmChargeWeight',
  'planDensity',
  'confirmDensity',
  'weightUnit',
  'chargeWeightUnit',
  'volumeUnit',
  'planDimensions',
  'confirmDimensions',
  'containerMethod',
  'containerList',
  'containerNumber',
  'shipName',
  'shipVoyageNumber',
  'inboundDate',
  'outboundDate',
  'inspectionDate',
  'clearanceDate',
  'driverNumber',
  'driverName',
  'driverTel',
  'orderStatus',
  'deliveryNotice',
  'attachments',
  'routeTracks',
  'manifestList',
  'trackManifest',
  'cargoWeighingList',
  'awbRouteApiInfoVO',
].sort();
const NESTED_KEYS = new Set([
  'warehouse',
  'storehouse',
  'orderFileId',
  'fileType',
  'fileName',
  'fileRemark',
  'fileUrl',
  'trackAwbId',
  'flightStatusCode',
  'flightStatusName',
  'airportCode',
  'eventTime',
  'remark',
  'flightNum',
  'quantity',
  'grossWeight',
  'masterFlag',
  'hawbNumber',
  'originalTime',
  'tallyTime',
  'passedTime',
  'applyTime',
  'arriveTime',
  'provisionTime',
  'temporaryArrivalTime',
  'pieceWeightInfo',
  'declarationNumber',
  'productInfo',
  'awbNumber',
  'totalPieces',
  'totalWeight',
  'totalVolume',
  'measure',
  'mawbNum',
  'depPort',
  'arrPort',
  'awbRouteApiRouteList',
  'flightNo',
  'etd',
  'atd',
  'eta',
  'ata',
  'piece',
  'weight',
  'errorMessage',
]);
const NOTICE_KEYS = [
  'flag',
  'orderCode',
  'awbNumber',
  'mlbNumber',
  'goodsNameCn',
  'planPieces',
  'planWeight',
  'planVolume',
  'departureStation',
  'arrivalStation',
  'expectDeparture',
  'warehouseName',
  'warehouseAddress',
  'warehouseContact',
  'warehouseTel',
  'deliveryDeadline',
  'deliveryNoticeText',
].sort();

/** Every key of every nested object, below the top level. */
function nestedKeys(v: unknown, out = new Set<string>(), top = true): Set<string> {
  if (Array.isArray(v))
    v.forEach((x) => {
      nestedKeys(x, out, false);
    });
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      if (!top) out.add(k);
      nestedKeys(x, out, false);
    }
  }
  return out;
}

const TRACK_URL: Record<SharePrefix, string> = {
  AF: '/afbase/external/order/orderTrack',
  AI: '/afbase/external/order/orderTrack',
  SE: '/sc/external/order/orderTrack',
  SI: '/sc/external/order/orderTrack',
  LC: '/sc/external/order/orderTrack/lc',
};
const SCOPE_CODE: Record<SharePrefix, string> = { AF: 'AE', AI: 'AI', SE: 'SE', SI: 'SI', LC: 'LC' };
const PREFIXES = Object.keys(SHARE_SCOPES) as SharePrefix[];
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

describe.each(targets)('login-free tracking calls on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  /** orderUuid and id of demo orders by code, e.g. 'AE000004'. */
  const orders = new Map<string, { uuid: string; id: number }>();
  const uuid = (code: string) => orders.get(code)!.uuid;
  const track = (prefix: SharePrefix, code: string, url = TRACK_URL[prefix]) =>
    h.app.inject({ method: 'GET', url: `${url}?o=${prefix}${code}&code=ignored` });

  beforeAll(async () => {
    // A large budget: this suite makes many calls from one address; the limit has its own test below.
    h = await startApp(target, { externalRatePerMinute: 100_000 });
    for (const prefix of PREFIXES) {
      const table = h.ctx.resources.get(SHARE_SCOPES[prefix].resource)!.table;
      const rows = await h.ctx.db.selectFrom(table).select(['id', 'order_code', 'order_uuid']).execute();
      for (const r of rows) orders.set(String(r.order_code), { uuid: String(r.order_uuid), id: Number(r.id) });
    }
  });
  afterAll(async () => {
    await h?.close();
  });

  it.each(PREFIXES)('answers the %s demo order with exactly the contract fields and nothing private', async (prefix) => {
    const code = `${SCOPE_CODE[prefix]}000004`;
    const r = await track(prefix, uuid(code));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    const { code: c, data } = r.json();
    expect(c).toBe(0);
    expect(Object.keys(data).sort()).toEqual(RECORD_KEYS);
    const extra = [...nestedKeys(data)].filter((k) => !NESTED_KEYS.has(k));
    expect(extra).toEqual([]);
    // The seeded private remark, ids and the organisation never leave the server.
    expect(r.body).not.toContain('内部备注');
    for (const k of ['"id"', '"orgId"', '"customerId"', '"createdBy"', '"updatedBy"', '"createTime"', '"shipper"', '"consignee"'])
      expect(r.body).not.toContain(k);

    expect(data).toMatchObject({
      orderId: uuid(code),
      orderUUID: uuid(code),
      shareCode: `${prefix}${uuid(code)}`,
      scope: prefix,
      orderCode: code,
      orderStatus: '已签收',
      weightUnit: 'KG',
      volumeUnit: 'CBM',
      chargeWeightUnit: prefix === 'SE' ? 'TON' : 'KG',
    });
    expect(data.planDimensions).toMatch(/^120\/80\/100\/\d+;60\*40\*50\*\d+$/);
    expect(data.planDensity).toBe(Math.round((data.planWeight / data.planVolume) * 10) / 10);
    // Newest event first; the delivered order's chain ends with the delivery.
    const times = data.routeTracks.map((e: any) => Date.parse(e.eventTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(data.routeTracks.at(-1).flightStatusCode).toBe('BKD');
    expect(data.routeTracks[0].flightStatusCode).toBe(prefix === 'SE' || prefix === 'SI' ? 'GTO' : 'DLV');
    expect(data.routeTracks.every((e: any) => e.flightStatusName)).toBe(true);
  });

  it('fills the air sections: station names, manifest timeline, flight legs, weighing rows, files', async () => {
    const d = (await track('AF', uuid('AE000004'))).json().data;
    expect(d.displayNumber).toBe(`${d.awbNumber}_${d.hawbNumber}`);
    // Station names come from the organisation's airports (the demo data names PVG and SIN).
    expect(d).toMatchObject({
      departureStation: 'PVG',
      departureStationName: '上海浦东国际机场',
      arrivalStation: 'SIN',
      arrivalStationName: '新加坡樟宜机场',
      transitStation: 'PEK',
      goodsType: '带电货物',
    });
    const master = d.manifestList.find((m: any) => m.masterFlag);
    expect(master.pieceWeightInfo).toBe(`${master.quantity} Pcs / ${master.grossWeight} Kg`);
    expect(d.manifestList.some((m: any) => !m.masterFlag && m.temporaryArrivalTime)).toBe(true);
    const events = d.trackManifest.map((e: any) => Date.parse(e.eventTime));
    expect(events).toEqual([...events].sort((a, b) => a - b));
    expect(d.trackManifest.map((e: any) => e.remark)).toContain('原始舱单 (主单)');
    expect(d.trackManifest.some((e: any) => /^理货 HDMAE/.test(e.remark))).toBe(true);
    expect(d.awbRouteApiInfoVO).toMatchObject({ mawbNum: d.awbNumber, depPort: 'PVG', arrPort: 'SIN' });
    expect(d.awbRouteApiInfoVO.awbRouteApiRouteList.map((l: any) => `${l.depPort}-${l.arrPort}`)).toEqual(['PVG-PEK', 'PEK-SIN']);
    expect(d.cargoWeighingList.length).toBeGreaterThanOrEqual(1);
    // A leg with an error message (shown in red) on the departed order.
    const departed = (await track('AF', uuid('AE000003'))).json().data;
    expect(departed.awbRouteApiInfoVO.awbRouteApiRouteList[1].errorMessage).toBeTruthy();
    expect(departed.confirmPieces).not.toBe(departed.planPieces);

    // Attachments are stored files of the kind their names say, served without a login.
    expect(d.attachments.map((a: any) => a.fileType)).toEqual(['照片', '照片', '文件', '文件']);
    const kinds = [];
    for (const a of d.attachments) {
      expect(a.fileUrl).toMatch(/^\/files\//);
      const f = await h.app.inject({ method: 'GET', url: a.fileUrl });
      expect(f.statusCode, a.fileName).toBe(200);
      kinds.push(uploadKindOfContent(f.rawPayload));
      if (a.fileName.endsWith('.pdf')) expect(await pdfText(f.rawPayload)).toContain('COMMERCIAL INVOICE');
    }
    expect(kinds).toEqual(['png', 'png', 'pdf', 'zip']);
  });

  it('fills the sea and road pages and leaves air sections empty there', async () => {
    const se = (await track('SE', uuid('SE000004'))).json().data;
    expect(se.displayNumber).toBe(se.mlbNumber);
    expect(se).toMatchObject({
      manifestList: [],
      trackManifest: [],
      cargoWeighingList: [],
      awbRouteApiInfoVO: null,
      departureStationName: '上海',
      driverName: null,
    });
    expect(['整箱', '拼箱']).toContain(se.containerMethod);
    expect(se.attachments.map((x: any) => x.fileType)).toEqual(['照片', '照片', '文件', '文件']);
    const lc = (await track('LC', uuid('LC000004'))).json().data;
    expect(lc.driverNumber).toMatch(/^沪A\d{5}$/);
    expect(lc).toMatchObject({ displayNumber: 'LC000004', departureStationName: '上海', arrivalStationName: '苏州' });
    expect(lc.attachments).toHaveLength(4);
  });

  it.each(PREFIXES)('answers a %s order without tracking data with empty lists', async (prefix) => {
    const d = (await track(prefix, uuid(`${SCOPE_CODE[prefix]}000008`))).json().data;
    expect(d).toMatchObject({
      routeTracks: [],
      attachments: [],
      manifestList: [],
      trackManifest: [],
      cargoWeighingList: [],
      awbRouteApiInfoVO: null,
    });
  });

  it('answers the same 404 for unknown, malformed and missing codes and codes of another scope', async () => {
    const bodies = [
      await track('AF', UNKNOWN_UUID),
      await h.app.inject({ method: 'GET', url: '/afbase/external/order/orderTrack?o=AFnot-a-uuid' }),
      await h.app.inject({ method: 'GET', url: '/afbase/external/order/orderTrack' }),
      await h.app.inject({ method: 'GET', url: `/afbase/external/order/orderTrack?o=ZZ${uuid('AE000004')}` }),
      await h.app.inject({ method: 'GET', url: `/afbase/external/order/orderTrack?o=AF${uuid('AE000004')}&o=AF${uuid('AE000004')}` }),
      // A real order under another scope's prefix, or on another scope's call.
      await track('AF', uuid('SE000004')),
      await track('AF', uuid('AE000004'), TRACK_URL.SE),
      await track('SE', uuid('SE000004'), TRACK_URL.LC),
      await track('LC', uuid('LC000004'), TRACK_URL.AF),
      await track('SI', uuid('SI000004'), TRACK_URL.AI),
    ];
    for (const r of bodies) {
      expect(r.statusCode, r.body).toBe(404);
      expect(r.json()).toEqual(NOT_FOUND);
    }
  });

  it('gives the sea pages the public air cargo tracking address of the master bill', async () => {
    const se = (await track('SE', uuid('SE000004'))).json().data;
    const r = await h.app.inject({ method: 'POST', url: `/sc/external/order/awbSubmit?o=SE${uuid('SE000004')}` });
    expect(r.json()).toMatchObject({ code: 0, data: `https://www.track-trace.com/aircargo?number=${se.mlbNumber}` });
    const bare = await h.app.inject({ method: 'POST', url: `/sc/external/order/awbSubmit?o=SI${uuid('SI000008')}` });
    expect(bare.statusCode).toBe(404);
    expect((await h.app.inject({ method: 'POST', url: `/sc/external/order/awbSubmit?o=AF${uuid('AE000004')}` })).json()).toEqual(NOT_FOUND);
  });

  it('opens a delivery notice only while its service flag is on', async () => {
    const notice = (code: string, flag: string) =>
      h.app.inject({ method: 'GET', url: `/afbase/external/checkOrderDeliveryNotice/${uuid(code)}/${flag}` });
    const w = await notice('AE000001', 'warehouse');
    expect(w.statusCode, w.body).toBe(200);
    expect(Object.keys(w.json().data).sort()).toEqual(NOTICE_KEYS);
    expect(w.json().data).toMatchObject({ flag: 'warehouse', orderCode: 'AE000001', mlbNumber: null });
    expect(w.json().data.deliveryNoticeText).toMatch(/报关单号：\d+/);
    expect(w.body).not.toContain('内部备注');
    expect((await notice('AE000001', 'storehouse')).statusCode).toBe(200);
    expect((await notice('LC000001', 'storehouse')).statusCode).toBe(200);
    expect((await notice('SE000001', 'warehouse')).json().data.mlbNumber).toMatch(/^COSU/);
    // Flag off, no flags, unknown flag, scope without notices, unknown uuid: all the same 404.
    for (const r of [
      await notice('AE000002', 'storehouse'),
      await notice('AE000004', 'warehouse'),
      await notice('AE000001', 'office'),
      await notice('AI000001', 'warehouse'),
      await h.app.inject({ method: 'GET', url: `/afbase/external/checkOrderDeliveryNotice/${UNKNOWN_UUID}/warehouse` }),
      await h.app.inject({ method: 'GET', url: '/afbase/external/checkOrderDeliveryNotice/abc/warehouse' }),
    ])
      expect(r.json()).toEqual(NOT_FOUND);

    // Staff switch the service off on the order screen: the notice closes at once.
    const admin = await h.tokenFor('2|admin|DEMO');
    const put = await h.app.inject({
      method: 'PUT',
      url: `/api/af_order/${orders.get('AE000001')!.id}`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { warehouseService: false },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await notice('AE000001', 'warehouse')).json()).toEqual(NOT_FOUND);
    const flags = await h.app.inject({ method: 'GET', url: `/afbase/external/viewAFOrderByOrderUuid/${uuid('AE000001')}` });
    expect(flags.json()).toMatchObject({ code: 0, data: { outfieldService: true, warehouseService: false } });
  });

  it('passes only stored files and web addresses as attachment links', async () => {
    const admin = await h.tokenFor('2|admin|DEMO');
    const attachments = [
      { fileType: '文件', fileName: 'a.pdf', fileUrl: 'javascript:alert(1)' },
      { fileType: '文件', fileName: 'b.pdf', fileUrl: '//evil.example/b.pdf' },
      { fileType: '文件', fileName: 'c.pdf', fileUrl: 'https://docs.example.com/c.pdf' },
    ];
    // The API refuses such addresses (the 'url' rule)...
    const put = await h.app.inject({
      method: 'PUT',
      url: `/api/af_order/${orders.get('AE000005')!.id}`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { attachments },
    });
    expect(put.statusCode, put.body).toBe(400);
    expect(Object.keys(put.json().data.errors)).toEqual(['attachments[0].fileUrl', 'attachments[1].fileUrl']);
    // ...and rows written before the rule are filtered on the way out.
    await h.ctx.db
      .updateTable('af_order')
      .set({ attachments: JSON.stringify(attachments) })
      .where('id', '=', orders.get('AE000005')!.id)
      .execute();
    const d = (await track('AF', uuid('AE000005'))).json().data;
    expect(d.attachments.map((a: any) => a.fileUrl)).toEqual([null, null, 'https://docs.example.com/c.pdf']);
  });

  it('answers the service flags of air export orders only', async () => {
    const view = (u: string) => h.app.inject({ method: 'GET', url: `/afbase/external/viewAFOrderByOrderUuid/${u}` });
    expect((await view(uuid('AE000004'))).json()).toEqual({
      code: 0,
      data: { outfieldService: false, warehouseService: false },
      messageInfo: expect.any(String),
    });
    expect((await view(uuid('AE000003'))).json().data).toEqual({ outfieldService: true, warehouseService: false });
    expect((await view(uuid('SE000001'))).json()).toEqual(NOT_FOUND);
    expect((await view(UNKNOWN_UUID)).json()).toEqual(NOT_FOUND);
  });
});

describe.each(targets)('budget of the login-free calls on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    h = await startApp(target, { externalRatePerMinute: 3 });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers 429 with Retry-After once an address has spent its budget, found or not', async () => {
    await startOfBudgetWindow();
    const row = await h.ctx.db.selectFrom('se_order').select('order_uuid').where('order_code', '=', 'SE000004').executeTakeFirstOrThrow();
    const call = (remoteAddress = '203.0.113.7') =>
      h.app.inject({ method: 'GET', url: `/sc/external/order/orderTrack?o=SE${row.order_uuid}`, remoteAddress });
    expect((await call()).statusCode).toBe(200);
    expect(
      (await h.app.inject({ method: 'GET', url: `/afbase/external/viewAFOrderByOrderUuid/${UNKNOWN_UUID}`, remoteAddress: '203.0.113.7' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await h.app.inject({ method: 'POST', url: '/sc/external/order/awbSubmit?o=bad', remoteAddress: '203.0.113.7' })).statusCode,
    ).toBe(404);
    const over = await call();
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe(429);
    const retry = Number(over.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    // Another address has its own budget.
    expect((await call('198.51.100.9')).statusCode).toBe(200);
  });
});
