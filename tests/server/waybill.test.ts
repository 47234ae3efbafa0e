import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AWB, INVALID, VALID } from '../support/waybill-cases';
import { pdfText } from '../support/pdf-text';
import { startApp, startOfBudgetWindow, targets } from './harness';

/**
 * Air waybill prints through HTTP (docs/api-waybill.md): the print form's rules hold on the server
 * with the same messages as in the browser, prints stay inside their organisation and need the edit
 * button, and the login-free downloads give a PDF that says what was saved.
 */
describe.each(targets)('waybill prints on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let admin2: string;
  let orderId: number;
  let orderUuid: string;
  let emptyOrderId: number;
  let emptyOrderUuid: string;

  const call = (method: string, url: string, token: string | null, payload?: unknown, headers: Record<string, string> = {}) =>
    h.app.inject({
      method: method as any,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      payload: payload as any,
    });
  const save = (values: Record<string, unknown>, type = 'PRINT_MAWB', extra: Record<string, unknown> = {}, lang?: string, id = orderId) =>
    call('POST', `/afbase/awbPrint/order/${id}`, admin, { awbPrintType: type, values, ...extra }, lang ? { 'accept-language': lang } : {});
  const printsOf = async (id: number) => (await call('GET', `/afbase/awbPrint/order/${id}`, admin)).json().data;
  const rowCount = async (id: number) =>
    Number(
      (
        await h.ctx.db
          .selectFrom('af_awb_print')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('order_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    h = await startApp(target);
    admin = await h.tokenFor('2|admin|DEMO');
    admin2 = await h.tokenFor('2|admin|DEMO2');
    const created = await call('POST', '/api/af_order', admin, {
      orderCode: 'AWB-PRINT-1',
      awbNumber: AWB,
      hawbNumber: 'SHA2408001',
      expectFlight: 'MU583',
      departureStation: 'PVG',
      arrivalStation: 'LAX',
      planPieces: 12,
      planWeight: 1234.5,
      planChargeWeightManual: 1500,
      planVolume: 8.125,
      goodsNameEn: 'ELECTRONIC PARTS',
      shipper: {
        scName: 'ACME TRADING',
        scAddress: '88 CENTURY AVE',
        nationCode: 'CN',
        cityNameEn: 'SHANGHAI',
        postCode: '200120',
        telNumber: '13800138000',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    ({ id: orderId, orderUuid } = created.json().data);
    const empty = await call('POST', '/api/af_order', admin, { orderCode: 'AWB-PRINT-2' });
    ({ id: emptyOrderId, orderUuid: emptyOrderUuid } = empty.json().data);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers an order with no prints yet with the values computed from the order', async () => {
    const d = await printsOf(orderId);
    expect(d).toMatchObject({ orderId, orderUuid, master: null, houses: [] });
    expect(d.prefill.master).toMatchObject({
      awbNumber: AWB,
      carrier: 'MU',
      flightNo: 'MU583',
      pieces: '12',
      grossWeight: '1234.5',
      chargeWeight: '1500',
      volume: '8.125',
      goodsDescription: 'ELECTRONIC PARTS',
      currency: 'CNY',
      declaredValueCarriage: 'NVD',
      declaredValueCustoms: 'NCV',
      insuranceAmount: 'XXX',
      shipperName: 'ACME TRADING',
      shipperMobile: '13800138000',
    });
    expect(d.prefill.master.hawbNumber).toBeUndefined();
    expect(d.prefill.house.hawbNumber).toBe('SHA2408001');
  });

  it('accepts every valid value of the form rules, master and house', async () => {
    const house = await save({ awbNumber: AWB, hawbNumber: 'RULES1' }, 'PRINT_HAWB');
    expect(house.statusCode, house.body).toBe(200);
    const houseId = house.json().data.awbPrintId;
    for (const [field, value] of VALID) {
      const m = await save({ awbNumber: AWB, [field]: value });
      expect(m.statusCode, `master ${field}=${JSON.stringify(value)}: ${m.body}`).toBe(200);
      const hv = await save({ awbNumber: AWB, hawbNumber: 'RULES1', [field]: value }, 'PRINT_HAWB', { awbPrintId: houseId });
      expect(hv.statusCode, `house ${field}=${JSON.stringify(value)}: ${hv.body}`).toBe(200);
    }
    // Saving the master again updated the one master; the house was updated in place.
    const d = await printsOf(orderId);
    expect(d.master).not.toBeNull();
    expect(d.houses.map((p: any) => p.awbPrintId)).toContain(houseId);
    expect(await rowCount(orderId)).toBe(1 + d.houses.length);
    await call('DELETE', `/afbase/awbPrint/${d.houses.find((p: any) => p.awbPrintId === houseId).awbPrintId}`, admin);
  });

  it('refuses every invalid value with the library message in the request language, storing nothing', async () => {
    for (const [field, value, zh, en] of INVALID) {
      const variants = field === 'currency' ? ['PRINT_MAWB'] : ['PRINT_MAWB', 'PRINT_HAWB'];
      for (const type of variants) {
        const values = {
          awbNumber: AWB,
          ...(type === 'PRINT_HAWB' && field !== 'hawbNumber' ? { hawbNumber: 'BAD1' } : {}),
          [field]: value,
        };
        const r = await save(values, type, {}, undefined, emptyOrderId);
        expect(r.statusCode, `${type} ${field}=${JSON.stringify(value)}`).toBe(400);
        expect(r.json().data.errors[field]).toBe(zh);
        if (en) {
          const e = await save(values, type, {}, 'en-US,en;q=0.9', emptyOrderId);
          expect(e.json().data.errors[field]).toBe(en);
        }
      }
    }
    expect(await rowCount(emptyOrderId)).toBe(0);
    expect(await printsOf(emptyOrderId)).toMatchObject({ master: null, houses: [] });
  });

  it('needs a house number on a house print and refuses a second house with the same number', async () => {
    const none = await save({ awbNumber: AWB }, 'PRINT_HAWB');
    expect(none.statusCode).toBe(400);
    expect(none.json().data.errors).toEqual({ hawbNumber: '请输入分单号' });
    expect((await save({ awbNumber: AWB }, 'PRINT_HAWB', {}, 'en-US')).json().data.errors.hawbNumber).toBe(
      'Please enter the house waybill number',
    );

    const first = await save({ awbNumber: AWB, hawbNumber: 'DUP001', consigneeName: '洛杉矶收货人' }, 'PRINT_HAWB');
    expect(first.statusCode, first.body).toBe(200);
    const before = await rowCount(orderId);
    const again = await save({ awbNumber: AWB, hawbNumber: 'dup001' }, 'PRINT_HAWB');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 409, data: { errors: { hawbNumber: '该订单已有相同分单号的分单' } } });
    expect(await rowCount(orderId)).toBe(before);

    // Another house of the same order may not be renamed onto it either.
    const other = await save({ awbNumber: AWB, hawbNumber: 'DUP002' }, 'PRINT_HAWB');
    const renamed = await save({ awbNumber: AWB, hawbNumber: 'DUP001' }, 'PRINT_HAWB', { awbPrintId: other.json().data.awbPrintId });
    expect(renamed.statusCode).toBe(409);
    // The same number in another order is fine.
    expect((await save({ awbNumber: AWB, hawbNumber: 'DUP001' }, 'PRINT_HAWB', {}, undefined, emptyOrderId)).statusCode).toBe(200);
  });

  it('refuses a save without a known print type or values, or of an unknown print, storing nothing', async () => {
    const before = await rowCount(emptyOrderId);
    expect(
      (await call('POST', `/afbase/awbPrint/order/${emptyOrderId}`, admin, { awbPrintType: 'PRINT_X', values: { awbNumber: AWB } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `/afbase/awbPrint/order/${emptyOrderId}`, admin, { awbPrintType: 'PRINT_MAWB', values: [AWB] })).statusCode,
    ).toBe(400);
    expect((await call('POST', `/afbase/awbPrint/order/${emptyOrderId}`, admin, { awbPrintType: 'PRINT_MAWB' })).statusCode).toBe(400);
    expect((await save({ awbNumber: AWB }, 'PRINT_MAWB', { awbPrintId: 999999 }, undefined, emptyOrderId)).statusCode).toBe(404);
    expect((await save({ awbNumber: AWB }, 'PRINT_MAWB', {}, undefined, 999999)).statusCode).toBe(404);
    expect(await rowCount(emptyOrderId)).toBe(before);
  });

  it('keeps one master per order: saving again updates it', async () => {
    const a = (await save({ awbNumber: AWB, shipperName: '上海某某进出口有限公司', grossWeight: '100' })).json().data;
    const b = (await save({ awbNumber: AWB, shipperName: '上海某某进出口有限公司', grossWeight: '200' })).json().data;
    expect(b.awbPrintId).toBe(a.awbPrintId);
    expect(b).toMatchObject({
      awbPrintType: 'PRINT_MAWB',
      hawbNumber: null,
      values: { grossWeight: '200', shipperName: '上海某某进出口有限公司' },
    });
    expect((await printsOf(orderId)).master.values.grossWeight).toBe('200');
  });

  it('keeps prints inside their organisation', async () => {
    const mine = (await printsOf(orderId)).houses[0];
    expect((await call('GET', `/afbase/awbPrint/order/${orderId}`, admin2)).statusCode).toBe(404);
    expect(
      (await call('POST', `/afbase/awbPrint/order/${orderId}`, admin2, { awbPrintType: 'PRINT_MAWB', values: { awbNumber: AWB } }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/afbase/awbPrint/${mine.awbPrintId}`, admin2)).statusCode).toBe(404);
    expect((await printsOf(orderId)).houses.map((p: any) => p.awbPrintId)).toContain(mine.awbPrintId);
    expect((await call('GET', `/afbase/awbPrint/order/${orderId}`, null)).statusCode).toBe(401);
  });

  it('lets staff without the edit button read prints but not change them', async () => {
    const staffRole = await h.ctx.db
      .selectFrom('hrs_user')
      .select('role_id')
      .where('phone_number', '=', '13800138000')
      .executeTakeFirstOrThrow();
    await h.ctx.db
      .deleteFrom('hrs_role_permission')
      .where('role_id', '=', staffRole.role_id)
      .where('permission_code', '=', 'af_order:edit')
      .execute();
    const staff = await h.tokenFor('0|13800138000|DEMO');
    const house = (await printsOf(orderId)).houses[0];
    expect((await call('GET', `/afbase/awbPrint/order/${orderId}`, staff)).statusCode).toBe(200);
    expect(
      (await call('POST', `/afbase/awbPrint/order/${orderId}`, staff, { awbPrintType: 'PRINT_MAWB', values: { awbNumber: AWB } }))
        .statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/afbase/awbPrint/${house.awbPrintId}`, staff)).statusCode).toBe(403);
  });

  it('deletes a print of the caller', async () => {
    const made = (await save({ awbNumber: AWB, hawbNumber: 'GONE1' }, 'PRINT_HAWB')).json().data;
    expect((await call('DELETE', `/afbase/awbPrint/${made.awbPrintId}`, admin)).statusCode).toBe(200);
    expect((await printsOf(orderId)).houses.some((p: any) => p.awbPrintId === made.awbPrintId)).toBe(false);
    expect((await call('DELETE', `/afbase/awbPrint/${made.awbPrintId}`, admin)).statusCode).toBe(404);
  });

  it('looks up a country by its English name', async () => {
    const r = await call('GET', '/afbase/airport/searchCountryByEnName/germany', admin);
    expect(r.json()).toMatchObject({ code: 0, data: { nationCode: 'DE', nameEn: 'Germany', nameCn: '德国' } });
    expect(
      (await call('GET', `/afbase/airport/searchCountryByEnName/${encodeURIComponent('United States of America')}`, admin)).json().data
        .nationCode,
    ).toBe('US');
    const none = await call('GET', '/afbase/airport/searchCountryByEnName/Narnia', admin);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 404, messageInfo: '未找到该国家' });
    expect((await call('GET', '/afbase/airport/searchCountryByEnName/germany', null)).statusCode).toBe(401);
  });

  describe('login-free calls', () => {
    it('answers the master number and the house list of an order uuid', async () => {
      expect((await call('GET', `/afbase/external/viewByOrderUuid/${orderUuid}`, null)).json()).toMatchObject({
        code: 0,
        data: { awbNumber: AWB },
      });
      const list = (await call('GET', `/afbase/external/hawbListByOrderUuid/${orderUuid}`, null)).json().data;
      expect(list).toEqual(expect.arrayContaining([expect.objectContaining({ hawbNumber: 'DUP001', awbPrintId: expect.any(Number) })]));
      expect(list.every((p: any) => Object.keys(p).sort().join() === 'awbPrintId,hawbNumber')).toBe(true);
    });

    it.each([
      ['unknown', '4f6c1b8e-3f2a-4b7c-9d1e-2a3b4c5d6e7f'],
      ['malformed', 'not-a-uuid'],
    ])('answers 404 for an %s uuid', async (_, uuid) => {
      for (const r of [
        await call('GET', `/afbase/external/viewByOrderUuid/${uuid}`, null),
        await call('GET', `/afbase/external/hawbListByOrderUuid/${uuid}`, null),
        await call('POST', '/afbase/external/downloadAWB', null, { awbPrintType: 'PRINT_MAWB', orderUuid: uuid, printType: 2 }),
        await call('POST', '/afbase/external/downloadHAWB', null, {
          awbPrintType: 'PRINT_HAWB',
          orderUuid: uuid,
          awbPrintId: 1,
          printType: 2,
        }),
        await call('GET', `/afbase/external/awbPdf/${uuid}/MAWB.pdf`, null),
      ]) {
        expect(r.statusCode).toBe(404);
        expect(r.json()).toMatchObject({ code: 404, messageInfo: '未查询到相关订单信息' });
      }
    });

    it('downloads the master waybill as a PDF that shows the number and the Chinese shipper', async () => {
      const form = await call(
        'POST',
        '/afbase/external/downloadAWB',
        null,
        new URLSearchParams({ awbPrintType: 'PRINT_MAWB', orderUuid, printType: '2' }).toString(),
        { 'content-type': 'application/x-www-form-urlencoded' },
      );
      expect(form.json()).toMatchObject({ code: 0, data: `/afbase/external/awbPdf/${orderUuid}/MAWB.pdf` });
      const pdf = await call('GET', form.json().data, null);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${AWB}.pdf"`);
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain(AWB);
      expect(text).toContain('上海某某进出口有限公司');
      expect(text).toContain('AIR WAYBILL');
    });

    it('downloads a house waybill as a PDF titled HOUSE AIR WAYBILL', async () => {
      const house = (await printsOf(orderId)).houses.find((p: any) => p.hawbNumber === 'DUP001');
      const r = await call('POST', '/afbase/external/downloadHAWB', null, {
        awbPrintType: 'PRINT_HAWB',
        orderUuid,
        awbPrintId: house.awbPrintId,
        printType: 2,
      });
      expect(r.json().data).toBe(`/afbase/external/awbPdf/${orderUuid}/${house.awbPrintId}.pdf`);
      const pdf = await call('GET', r.json().data, null);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe('attachment; filename="DUP001.pdf"');
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain('HOUSE AIR WAYBILL');
      expect(text).toContain('DUP001');
      expect(text).toContain('洛杉矶收货人');
    });

    it('refuses a house print of another order and an order without a valid master number', async () => {
      const foreign = (await printsOf(emptyOrderId)).houses[0];
      const r = await call('POST', '/afbase/external/downloadHAWB', null, { orderUuid, awbPrintId: foreign.awbPrintId });
      expect(r.statusCode).toBe(404);
      expect((await call('GET', `/afbase/external/awbPdf/${orderUuid}/${foreign.awbPrintId}.pdf`, null)).statusCode).toBe(404);
      // The second order has a saved house but neither a master print nor a master number on the order.
      expect((await call('POST', '/afbase/external/downloadAWB', null, { orderUuid: emptyOrderUuid })).statusCode).toBe(404);
      expect((await call('GET', `/afbase/external/awbPdf/${emptyOrderUuid}/MAWB.pdf`, null)).statusCode).toBe(404);
      expect((await call('GET', `/afbase/external/awbPdf/${orderUuid}/MAWB.txt`, null)).statusCode).toBe(404);
    });
  });
});

describe.each(targets)('login-free waybill calls are rate limited on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    h = await startApp(target, { externalRatePerMinute: 3 });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers 429 once an address has spent its budget, known uuid or not', async () => {
    await startOfBudgetWindow();
    const uuid = '4f6c1b8e-3f2a-4b7c-9d1e-2a3b4c5d6e7f';
    for (let i = 0; i < 3; i += 1) expect((await h.get(`/afbase/external/viewByOrderUuid/${uuid}`)).statusCode).toBe(404);
    const over = await h.get(`/afbase/external/awbPdf/${uuid}/MAWB.pdf`);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});
