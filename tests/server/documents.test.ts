import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signLink } from '../../server/external/signed-links';
import { pdfText } from '../support/pdf-text';
import { startApp, targets } from './harness';

/**
 * Document making through HTTP (docs/api-office.md "Documents"): the sea bill of lading of a sea
 * export order, the cross-border waybill and the house waybill information are prefilled from their
 * source, checked with the shared rules (same messages as the browser), kept inside the
 * organisation, printed as PDFs that say what was saved, and the shipper's signed link fills them in
 * until staff confirm them.
 */
describe.each(targets)('documents on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let admin2: string;
  let seaId: number;
  let waybillId: number;
  let houseId: number;

  const call = (method: string, url: string, token: string | null, payload?: unknown) =>
    h.app.inject({ method: method as any, url, headers: token ? { authorization: `Bearer ${token}` } : {}, payload: payload as any });
  const created = async (resource: string, body: Record<string, unknown>) => {
    const r = await call('POST', `/api/${resource}`, admin, body);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data.id as number;
  };

  const BL = {
    blNumber: 'SHA2408001',
    shipperName: '上海某某进出口有限公司',
    shipperAddress: '88 CENTURY AVE, SHANGHAI',
    consigneeName: 'TO ORDER',
    notifyName: 'ACME GMBH',
    vesselName: 'MSC AURORA',
    voyageNumber: '045E',
    portOfLoading: 'SHANGHAI, CHINA',
    portOfDischarge: 'HAMBURG, GERMANY',
    containerLines: 'CSQU3054383 / SL1234 / 40HQ\nMSCU1234566 / SL1235 / 40HQ',
    packages: '120',
    packageType: 'CARTONS',
    goodsDescription: 'LED LIGHTS',
    grossWeight: '8450.5',
    measurement: '56.2',
    freightTerm: 'PREPAID',
    originals: '3',
    placeOfIssue: 'SHANGHAI',
    dateOfIssue: '2026-03-02',
    onBoardDate: '2026-03-01',
  };

  beforeAll(async () => {
    h = await startApp(target);
    admin = await h.tokenFor('2|admin|DEMO');
    admin2 = await h.tokenFor('2|admin|DEMO2');
    seaId = await created('se_order', {
      orderCode: 'DOC-SE-1',
      mlbNumber: 'MEDU1234567',
      shipName: 'msc aurora',
      shipVoyageNumber: '045e',
      departureStation: 'Shanghai',
      arrivalStation: 'Hamburg',
      planPieces: 120,
      packageType: 'cartons',
      planWeight: 8450.5,
      planVolume: 56.2,
      goodsNameEn: 'LED LIGHTS',
      shipper: { scName: 'ACME TRADING', scAddress: '88 CENTURY AVE', nationCode: 'CN', cityNameEn: 'SHANGHAI', postCode: '200120' },
    });
    waybillId = await created('os_waybill', {
      waybillNumber: 'YT2408000001',
      consigneeName: '王小明',
      consigneePhone: '13800138000',
      consigneeAddress: '北京市朝阳区建国路1号',
      destinationCountry: 'CN',
      pieces: 1,
      grossWeight: 1.25,
      goodsName: '保健品',
      declaredValue: 320,
      currency: 'CNY',
    });
    houseId = await created('fhl_operation', {
      awbNumber: '020-81140743',
      hawbNumber: 'HDOC001',
      pieces: 4,
      grossWeight: 66.5,
      departureAirport: 'PVG',
      arrivalAirport: 'LAX',
      goodsNameEn: 'SPARE PARTS',
      shipperName: 'ACME TRADING',
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('prefills the bill of lading from the sea order and saves only what passes the rules', async () => {
    const d = (await call('GET', `/afbase/document/seaBl/${seaId}`, admin)).json().data;
    expect(d.document).toBeNull();
    expect(d.source.label).toBe('DOC-SE-1');
    expect(d.prefill).toMatchObject({
      blNumber: 'MEDU1234567',
      vesselName: 'MSC AURORA',
      voyageNumber: '045E',
      portOfLoading: 'SHANGHAI',
      portOfDischarge: 'HAMBURG',
      packages: '120',
      packageType: 'CARTONS',
      grossWeight: '8450.5',
      measurement: '56.2',
      shipperName: 'ACME TRADING',
      freightTerm: 'PREPAID',
      originals: '3',
    });

    const bad = await call('POST', `/afbase/document/seaBl/${seaId}`, admin, {
      values: { ...BL, containerLines: 'CSQU3054383\nMSCU1234567', onBoardDate: '2026-03-05', packages: '0', consigneeName: '' },
    });
    expect(bad.statusCode).toBe(400);
    const errors = bad.json().data.errors;
    expect(errors.containerLines).toBe('第2行箱号 MSCU1234567 不正确（4位字母加7位数字，末位为ISO 6346校验位）');
    expect(errors.onBoardDate).toBe('装船日期不能晚于签发日期');
    expect(errors.packages).toMatch(/件数/);
    expect(errors.consigneeName).toBe('请输入收货人');
    expect((await call('GET', `/afbase/document/seaBl/${seaId}`, admin)).json().data.document).toBeNull();

    const good = await call('POST', `/afbase/document/seaBl/${seaId}`, admin, { values: { ...BL, unknownBox: 'dropped' } });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data).toMatchObject({ status: 'DRAFT', updatedVia: 'staff', values: BL });
  });

  it('prints the saved bill of lading as a PDF with the issuer, the containers and the total in words', async () => {
    const r = await call('GET', `/afbase/document/seaBl/${seaId}/pdf`, admin);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toContain('BL-SHA2408001.pdf');
    const text = (await pdfText(r.rawPayload)).replace(/\s+/g, ' ');
    for (const s of [
      'BILL OF LADING',
      'SHA2408001',
      '上海某某进出口有限公司',
      'MSC AURORA / 045E',
      'CSQU3054383',
      'HAMBURG, GERMANY',
      'SAY TOTAL ONE HUNDRED TWENTY (120) CARTONS ONLY',
      'THREE (3)',
      'FREIGHT PREPAID',
      'Demo Forwarding Co., Ltd.',
    ]) {
      expect(text, s).toContain(s);
    }
  });

  it('keeps documents inside their organisation', async () => {
    expect((await call('GET', `/afbase/document/seaBl/${seaId}`, admin2)).statusCode).toBe(404);
    expect((await call('POST', `/afbase/document/seaBl/${seaId}`, admin2, { values: BL })).statusCode).toBe(404);
    expect((await call('GET', `/afbase/document/seaBl/${seaId}/pdf`, admin2)).statusCode).toBe(404);
    expect((await call('GET', `/afbase/document/seaBl/${seaId}`, null)).statusCode).toBe(401);
    expect((await call('GET', `/afbase/document/nope/${seaId}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/afbase/document/seaBl/abc`, admin)).statusCode).toBe(404);
  });

  it('lets the shipper fill the bill in by its signed link until staff confirm it', async () => {
    const link = await call('POST', `/afbase/document/seaBl/${seaId}/link`, admin);
    expect(link.statusCode).toBe(200);
    const { token } = link.json().data;
    const url = `/afbase/external/document?t=${encodeURIComponent(token)}`;
    const seen = (await call('GET', url, null)).json().data;
    expect(seen).toMatchObject({ kind: 'seaBl', editable: true, issuer: '演示国际货运代理有限公司' });
    expect(seen.document.values.blNumber).toBe('SHA2408001');

    const bad = await call('POST', url, null, { values: { ...BL, voyageNumber: '045 E!' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors.voyageNumber).toBe('航次只能是字母、数字和-，最多10位');
    const saved = await call('POST', url, null, { values: { ...BL, marksAndNumbers: 'N/M' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.updatedVia).toBe('link');
    const audit = await h.ctx.db
      .selectFrom('sys_audit_log')
      .selectAll()
      .where('resource', '=', 'seaBl')
      .where('record_id', '=', String(seaId))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.user_name).toBe('外部链接');

    expect((await call('POST', `/afbase/document/seaBl/${seaId}/status`, admin, { status: 'CONFIRMED' })).statusCode).toBe(200);
    expect((await call('GET', url, null)).json().data.editable).toBe(false);
    const refused = await call('POST', url, null, { values: BL });
    expect(refused.statusCode).toBe(409);
    // Staff may still correct a confirmed document.
    expect((await call('POST', `/afbase/document/seaBl/${seaId}`, admin, { values: BL })).statusCode).toBe(200);
    const pdf = await call('GET', `/afbase/external/document/pdf?t=${encodeURIComponent(token)}`, null);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('SHA2408001');
  });

  it('answers a forged, altered, expired or other-kind link with the same 404', async () => {
    const { token } = (await call('POST', `/afbase/document/seaBl/${seaId}/link`, admin)).json().data as { token: string };
    const parts = token.split('.');
    const otherRecord = [parts[0], parts[1], (seaId + 1).toString(36), parts[3], parts[4]].join('.');
    const expired = signLink(h.ctx, 'seaBl', Number.parseInt(parts[1], 36), seaId, Date.now() - 31 * 86_400_000).token;
    const otherKind = signLink(h.ctx, 'coopLink', Number.parseInt(parts[1], 36), seaId).token;
    for (const t of [otherRecord, expired, otherKind, `${token}x`, 'junk', '']) {
      const r = await call('GET', `/afbase/external/document?t=${encodeURIComponent(t)}`, null);
      expect(r.statusCode, t).toBe(404);
      expect(r.json().messageInfo).toBe('链接无效或已过期');
    }
  });

  it('needs the recipient ID for a parcel into the mainland and prints it masked', async () => {
    const d = (await call('GET', `/afbase/document/osWaybill/${waybillId}`, admin)).json().data;
    expect(d.prefill).toMatchObject({
      waybillNumber: 'YT2408000001',
      receiverName: '王小明',
      receiverCountry: 'CN',
      grossWeight: '1.25',
      declaredValue: '320',
      currency: 'CNY',
    });
    const values = { ...d.prefill, senderName: 'SHOP INC', receiverPostcode: '100020' };
    const missing = await call('POST', `/afbase/document/osWaybill/${waybillId}`, admin, { values });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.errors.receiverIdNumber).toBe('寄往中国大陆的包裹必须填写收件人身份证号');
    const wrong = await call('POST', `/afbase/document/osWaybill/${waybillId}`, admin, {
      values: { ...values, receiverIdNumber: '110105194912310021' },
    });
    expect(wrong.json().data.errors.receiverIdNumber).toBe('请输入正确的18位身份证号');
    const us = await call('POST', `/afbase/document/osWaybill/${waybillId}`, admin, {
      values: { ...values, receiverCountry: 'US', receiverPostcode: '9021' },
    });
    expect(us.json().data.errors).toMatchObject({ receiverPostcode: '美国邮编必须是5位数字' });

    const ok = await call('POST', `/afbase/document/osWaybill/${waybillId}`, admin, {
      values: { ...values, receiverIdNumber: '11010519491231002X' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const pdf = await call('GET', `/afbase/document/osWaybill/${waybillId}/pdf`, admin);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('YT2408000001');
    expect(text).toContain('王小明');
    expect(text).toContain('110105********002X');
    expect(text).not.toContain('11010519491231002X');
  });

  it('makes the house waybill information from the house record, house rules and no link', async () => {
    const d = (await call('GET', `/afbase/document/hawbInfo/${houseId}`, admin)).json().data;
    expect(d.linkable).toBe(false);
    expect(d.prefill).toMatchObject({
      awbNumber: '020-81140743',
      hawbNumber: 'HDOC001',
      departureStation: 'PVG',
      arrivalStation: 'LAX',
      pieces: '4',
      grossWeight: '66.5',
      goodsDescription: 'SPARE PARTS',
      currency: 'CNY',
    });
    const noHouse = await call('POST', `/afbase/document/hawbInfo/${houseId}`, admin, { values: { ...d.prefill, hawbNumber: '' } });
    expect(noHouse.json().data.errors.hawbNumber).toBe('请输入分单号');
    const badMawb = await call('POST', `/afbase/document/hawbInfo/${houseId}`, admin, {
      values: { ...d.prefill, awbNumber: '020-81140744' },
    });
    expect(badMawb.json().data.errors.awbNumber).toBe('主单号不符合模七规则');
    expect((await call('POST', `/afbase/document/hawbInfo/${houseId}/link`, admin)).statusCode).toBe(404);
    // Nothing saved yet: the PDF prints the prefill, which passes the rules.
    const pdf = await call('GET', `/afbase/document/hawbInfo/${houseId}/pdf`, admin);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('HOUSE AIR WAYBILL');
    expect(text).toContain('HDOC001');
  });

  it('refuses to print a document whose values do not pass, naming the first problem', async () => {
    const bare = await created('se_order', { orderCode: 'DOC-SE-2' });
    const r = await call('GET', `/afbase/document/seaBl/${bare}/pdf`, admin);
    expect(r.statusCode).toBe(409);
    expect(r.json().data.errors).toHaveProperty('shipperName');
  });
});
