import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signLink } from '../../server/external/signed-links';
import { startApp, startOfBudgetWindow, targets } from './harness';

/**
 * The two signed-link pages of docs/quotation-pouch.md through HTTP: the customer's quotation page
 * (read, accept or decline once, the creator told) and the cargo pouch print view of an air export
 * order; forged, altered, expired and other-kind links are the same 404, another organisation's
 * record is out of reach, and the login-free calls spend the external budget.
 */
const AWB = '020-81140743';
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe.each(targets)('quotation links and cargo pouch on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let admin2: string;
  let adminId: number;

  const call = (method: string, url: string, token: string | null, payload?: unknown) =>
    h.app.inject({ method: method as any, url, headers: token ? { authorization: `Bearer ${token}` } : {}, payload: payload as any });
  const created = async (resource: string, body: Record<string, unknown>, token = admin) => {
    const r = await call('POST', `/api/${resource}`, token, body);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as { id: number; createdBy: number };
  };
  const enquiry = (n: string, extra: Record<string, unknown> = {}) =>
    created('af_enquiry_manage', {
      enquiryNumber: n,
      departureAirport: 'PVG',
      arrivalAirport: 'FRA',
      goodsName: '电子配件',
      pieces: 12,
      grossWeight: 356.5,
      volume: 2.1,
      quotedPrice: '28.50',
      currency: 'CNY',
      quoteValidUntil: inDays(10),
      enquiryStatus: 'PENDING',
      remark: '内部：利润率 8%',
      quoteLines: [
        { carrierCode: 'LH', weightBreak: '+100', pricePerKg: '28.50', minCharge: '500', transitTime: '2天', lineRemark: '直飞' },
        { carrierCode: 'CA', weightBreak: '+300', pricePerKg: '26.80', lineRemark: '经北京转' },
      ],
      ...extra,
    });
  const linkOf = async (id: number) => {
    const r = await call('POST', `/afbase/quotation/${id}/link`, admin);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data.token as string;
  };
  const quote = (token: string) => `/afbase/external/quotation?t=${encodeURIComponent(token)}`;

  beforeAll(async () => {
    h = await startApp(target, { externalRatePerMinute: 1000 });
    admin = await h.tokenFor('2|admin|DEMO');
    admin2 = await h.tokenFor('2|admin|DEMO2');
    adminId = Number(
      (
        await h.ctx.db
          .selectFrom('hrs_user')
          .innerJoin('hrs_org', 'hrs_org.id', 'hrs_user.org_id')
          .select('hrs_user.id')
          .where('hrs_user.login_name', '=', 'admin')
          .where('hrs_org.org_code', '=', 'DEMO')
          .executeTakeFirstOrThrow()
      ).id,
    );
  });
  afterAll(async () => {
    await h?.close();
  });

  it('shows the customer the lane, cargo, validity and quotation lines, not the internal remark', async () => {
    const e = await enquiry('Q-SHOW-1');
    const token = await linkOf(e.id);
    // Handing the quotation over marks the enquiry quoted.
    expect((await call('GET', `/api/af_enquiry_manage/${e.id}`, admin)).json().data.enquiryStatus).toBe('QUOTED');
    const r = await call('GET', quote(token), null);
    expect(r.statusCode, r.body).toBe(200);
    const q = r.json().data;
    expect(q).toMatchObject({
      issuer: '演示国际货运代理有限公司',
      enquiryNumber: 'Q-SHOW-1',
      departureAirport: 'PVG',
      arrivalAirport: 'FRA',
      pieces: 12,
      currency: 'CNY',
      quoteValidUntil: inDays(10),
      status: 'QUOTED',
      answerable: true,
      expired: false,
      answeredAt: null,
    });
    expect(Number(q.grossWeight)).toBe(356.5);
    expect(Number(q.quotedPrice)).toBe(28.5);
    expect(q.lines).toHaveLength(2);
    expect(q.lines[0]).toMatchObject({ carrierCode: 'LH', weightBreak: '+100', transitTime: '2天', lineRemark: '直飞' });
    expect(Number(q.lines[1].pricePerKg)).toBe(26.8);
    expect(JSON.stringify(q)).not.toContain('利润率');
    expect(q.customerId).toBeUndefined();
  });

  it('stores an acceptance on the enquiry, tells its creator, and refuses a second answer with 409', async () => {
    const e = await enquiry('Q-ACCEPT-1');
    expect(e.createdBy).toBe(adminId);
    const token = await linkOf(e.id);
    const bad = await call('POST', quote(token), null, { answer: 'MAYBE' });
    expect(bad.statusCode).toBe(400);
    const accepted = await call('POST', quote(token), null, { answer: 'ACCEPT', remark: '请安排下周二航班' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'ACCEPTED', answerable: false, answerRemark: '请安排下周二航班' });

    const rec = (await call('GET', `/api/af_enquiry_manage/${e.id}`, admin)).json().data;
    expect(rec).toMatchObject({ enquiryStatus: 'ACCEPTED', quoteAnswerRemark: '请安排下周二航班' });
    expect(String(rec.quoteAnsweredAt).slice(0, 4)).toBe(today().slice(0, 4));
    const told = await h.ctx.db
      .selectFrom('sys_message')
      .select(['title', 'content', 'link', 'user_id'])
      .where('kind', '=', 'quotation')
      .where('user_id', '=', adminId)
      .execute();
    const mine = told.find((m: any) => String(m.title).includes('Q-ACCEPT-1'));
    expect(mine).toMatchObject({ title: '询价 Q-ACCEPT-1 客户已接受报价', link: `/af_enquiry_manage/show/${e.id}` });
    expect(String(mine!.content)).toContain('请安排下周二航班');
    const audit = await h.ctx.db
      .selectFrom('sys_audit_log')
      .selectAll()
      .where('resource', '=', 'af_enquiry_manage')
      .where('record_id', '=', String(e.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.user_name).toBe('外部链接');

    for (const answer of ['ACCEPT', 'DECLINE']) {
      const again = await call('POST', quote(token), null, { answer, remark: '改主意了' });
      expect(again.statusCode).toBe(409);
      expect(again.json().messageInfo).toBe('该报价已答复，不能重复答复');
    }
    expect((await call('GET', `/api/af_enquiry_manage/${e.id}`, admin)).json().data.quoteAnswerRemark).toBe('请安排下周二航班');
  });

  it('needs a reason to decline, stores it, and answers an expired quotation with 409', async () => {
    const e = await enquiry('Q-DECLINE-1');
    const token = await linkOf(e.id);
    const noReason = await call('POST', quote(token), null, { answer: 'DECLINE', remark: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().data.errors.remark).toBe('请填写拒绝原因');
    expect((await call('POST', quote(token), null, { answer: 'DECLINE', remark: 'x'.repeat(501) })).statusCode).toBe(400);
    const declined = await call('POST', quote(token), null, { answer: 'DECLINE', remark: '价格偏高' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await call('GET', `/api/af_enquiry_manage/${e.id}`, admin)).json().data).toMatchObject({
      enquiryStatus: 'REJECTED',
      quoteAnswerRemark: '价格偏高',
    });
    expect((await call('POST', quote(token), null, { answer: 'ACCEPT' })).statusCode).toBe(409);

    const old = await enquiry('Q-OLD-1', { quoteValidUntil: inDays(-3) });
    const oldToken = await linkOf(old.id);
    expect((await call('GET', quote(oldToken), null)).json().data).toMatchObject({ expired: true, answerable: false });
    const late = await call('POST', quote(oldToken), null, { answer: 'ACCEPT' });
    expect(late.statusCode).toBe(409);
    expect(late.json().messageInfo).toBe('报价已过有效期，请联系货代重新报价');
  });

  it('makes links only for quoted enquiries of the organisation, for users with the edit button', async () => {
    const unquoted = await enquiry('Q-EMPTY-1', { quotedPrice: null, quoteLines: [] });
    expect((await call('POST', `/afbase/quotation/${unquoted.id}/link`, admin)).statusCode).toBe(409);
    const e = await enquiry('Q-ORG-1');
    expect((await call('POST', `/afbase/quotation/${e.id}/link`, admin2)).statusCode).toBe(404);
    expect((await call('POST', '/afbase/quotation/abc/link', admin)).statusCode).toBe(404);
    expect((await call('POST', `/afbase/quotation/${e.id}/link`, null)).statusCode).toBe(401);
    // A link naming another organisation's record (made with this server's key) opens nothing either.
    const foreign = await created(
      'af_enquiry_manage',
      { enquiryNumber: 'Q-ORG2-1', departureAirport: 'PVG', arrivalAirport: 'JFK', grossWeight: 10, quotedPrice: '30' },
      admin2,
    );
    const demoOrg = Number.parseInt((await linkOf(e.id)).split('.')[1], 36);
    const crossed = signLink(h.ctx, 'quote', demoOrg, foreign.id).token;
    expect((await call('GET', quote(crossed), null)).statusCode).toBe(404);
  });

  it('answers a forged, altered, expired or other-kind quotation link with the same 404', async () => {
    const e = await enquiry('Q-FORGE-1');
    const token = await linkOf(e.id);
    const parts = token.split('.');
    const org = Number.parseInt(parts[1], 36);
    const otherRecord = [parts[0], parts[1], (e.id + 1).toString(36), parts[3], parts[4]].join('.');
    const expired = signLink(h.ctx, 'quote', org, e.id, Date.now() - 31 * 86_400_000).token;
    const otherKind = signLink(h.ctx, 'pouch', org, e.id).token;
    for (const t of [otherRecord, expired, otherKind, `${token}x`, 'junk', '']) {
      for (const r of [await call('GET', quote(t), null), await call('POST', quote(t), null, { answer: 'ACCEPT' })]) {
        expect(r.statusCode, t).toBe(404);
        expect(r.json().messageInfo).toBe('链接无效或已过期');
      }
    }
    expect((await call('GET', `/api/af_enquiry_manage/${e.id}`, admin)).json().data.enquiryStatus).toBe('QUOTED');
  });

  describe('cargo pouch', () => {
    let orderId: number;
    let token: string;
    beforeAll(async () => {
      const o = await created('af_order', {
        orderCode: 'POUCH-1',
        awbNumber: AWB,
        hawbNumber: 'SHA2408001',
        expectFlight: 'MU583',
        departureStation: 'PVG',
        arrivalStation: 'LAX',
        planPieces: 12,
        planWeight: 1234.5,
        planVolume: 8.125,
        planDimensions: '120x80x100x12',
        packageType: 'CARTONS',
        goodsNameEn: 'ELECTRONIC PARTS',
        shipper: { scName: 'ACME TRADING', scAddress: '88 CENTURY AVE', nationCode: 'CN', cityNameEn: 'SHANGHAI', postCode: '200120' },
        consignee: {
          scName: 'WEST COAST IMPORTS',
          scAddress: '1 OCEAN BLVD',
          nationCode: 'US',
          stateCode: 'CA',
          cityNameEn: 'LOS ANGELES',
          postCode: '90001',
        },
        attachments: [
          { fileType: '文件', fileName: 'invoice.pdf', fileRemark: '商业发票' },
          { fileType: '照片', fileName: 'pallet.jpg' },
        ],
      });
      orderId = o.id;
      const print = await call('POST', `/afbase/awbPrint/order/${orderId}`, admin, {
        awbPrintType: 'PRINT_MAWB',
        values: { awbNumber: AWB, pieces: '12', grossWeight: '1234.5', goodsDescription: 'ELECTRONIC PARTS' },
      });
      expect(print.statusCode, print.body).toBe(200);
      const house = await call('POST', `/afbase/awbPrint/order/${orderId}`, admin, {
        awbPrintType: 'PRINT_HAWB',
        values: { awbNumber: AWB, hawbNumber: 'SHA2408001', pieces: '12', grossWeight: '1234.5' },
      });
      expect(house.statusCode, house.body).toBe(200);
      const link = await call('POST', `/afbase/pouch/${orderId}/link`, admin);
      expect(link.statusCode, link.body).toBe(200);
      token = link.json().data.token;
    });
    const pouch = (t: string) => `/afbase/external/pouch?t=${encodeURIComponent(t)}`;

    it('prints the order header, the waybills, the packing list and the attachment names without a login', async () => {
      const r = await call('GET', pouch(token), null);
      expect(r.statusCode, r.body).toBe(200);
      const p = r.json().data;
      expect(p.order).toMatchObject({
        id: orderId,
        orderCode: 'POUCH-1',
        awbNumber: AWB,
        hawbNumber: 'SHA2408001',
        departureStation: 'PVG',
        arrivalStation: 'LAX',
        expectFlight: 'MU583',
        shipperName: 'ACME TRADING',
        consigneeName: 'WEST COAST IMPORTS',
        goodsNameEn: 'ELECTRONIC PARTS',
      });
      expect(p.packing.packageType).toBe('CARTONS');
      expect(p.packing.plan).toMatchObject({ pieces: 12, dimensions: '120x80x100x12' });
      expect(Number(p.packing.plan.weight)).toBe(1234.5);
      expect(Number(p.packing.plan.volume)).toBe(8.125);
      expect(p.packing.confirm).toBeNull();
      expect(p.waybills.map((w: any) => [w.type, w.awbNumber, w.hawbNumber])).toEqual([
        ['MAWB', AWB, null],
        ['HAWB', AWB, 'SHA2408001'],
      ]);
      expect(p.attachments).toEqual([
        { fileType: '文件', fileName: 'invoice.pdf', fileRemark: '商业发票' },
        { fileType: '照片', fileName: 'pallet.jpg', fileRemark: null },
      ]);
      // The staff call answers the same view.
      expect((await call('GET', `/afbase/pouch/${orderId}`, admin)).json().data).toEqual(p);
    });

    it('keeps the pouch inside the organisation and answers bad links with the same 404', async () => {
      expect((await call('GET', `/afbase/pouch/${orderId}`, admin2)).statusCode).toBe(404);
      expect((await call('POST', `/afbase/pouch/${orderId}/link`, admin2)).statusCode).toBe(404);
      expect((await call('GET', `/afbase/pouch/${orderId}`, null)).statusCode).toBe(401);
      const parts = token.split('.');
      const org = Number.parseInt(parts[1], 36);
      const otherOrg = signLink(h.ctx, 'pouch', org + 1, orderId).token;
      const expired = signLink(h.ctx, 'pouch', org, orderId, Date.now() - 31 * 86_400_000).token;
      const otherKind = signLink(h.ctx, 'quote', org, orderId).token;
      const otherRecord = [parts[0], parts[1], (orderId + 1).toString(36), parts[3], parts[4]].join('.');
      for (const t of [otherOrg, expired, otherKind, otherRecord, `${token}x`, 'junk', '']) {
        const r = await call('GET', pouch(t), null);
        expect(r.statusCode, t).toBe(404);
        expect(r.json().messageInfo).toBe('链接无效或已过期');
      }
    });
  });
});

describe.each(targets)('login-free quotation and pouch calls are rate limited on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    h = await startApp(target, { externalRatePerMinute: 3 });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers 429 once an address has spent its budget, valid link or not', async () => {
    await startOfBudgetWindow();
    const good = signLink(h.ctx, 'quote', 1, 999_999).token;
    expect((await h.get('/afbase/external/quotation?t=junk')).statusCode).toBe(404);
    expect((await h.get(`/afbase/external/quotation?t=${good}`)).statusCode).toBe(404);
    expect((await h.get('/afbase/external/pouch?t=junk')).statusCode).toBe(404);
    for (const over of [
      await h.get(`/afbase/external/pouch?t=${signLink(h.ctx, 'pouch', 1, 999_999).token}`),
      await h.app.inject({ method: 'POST', url: `/afbase/external/quotation?t=${good}`, payload: { answer: 'ACCEPT' } }),
    ]) {
      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe(429);
    }
    // The document links of the same budget answer 429 too (their spend was not awaited before).
    const doc = await h.get(`/afbase/external/document?t=${signLink(h.ctx, 'seaBl', 1, 1).token}`);
    expect(doc.statusCode).toBe(429);
  });
});
