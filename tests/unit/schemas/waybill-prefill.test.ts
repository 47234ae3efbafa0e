import { describe, expect, it } from 'vitest';
import { validateWaybillPrint, waybillPrefill } from '../../../src/schemas';

const ORDER = {
  awbNumber: '020-81140743',
  hawbNumber: 'SHA2408001',
  departureStation: 'pvg',
  arrivalStation: 'LAX',
  expectFlight: 'mu583',
  planPieces: 10,
  confirmPieces: 12,
  planWeight: 1000,
  confirmWeight: 1234.5,
  planChargeWeight: 1500,
  confirmChargeWeight: null,
  planVolume: 8.1254,
  confirmVolume: null,
  goodsNameEn: 'ELECTRONIC PARTS',
  goodsNameCn: '电子配件',
  shipper: {
    scName: '上海某某进出口有限公司',
    scAddress: '88 CENTURY AVE',
    cityNameEn: 'SHANGHAI',
    postCode: '200120',
    nationCode: 'CN',
    telNumber: '13800138000',
  },
  consignee: {
    scName: 'ACME INC',
    scAddress: '1 MAIN ST',
    cityNameEn: 'LOS ANGELES',
    stateCode: 'CA',
    postCode: '90001',
    nationCode: 'US',
    telNumber: '+1 213 555 0100',
    faxNumber: '213-555-0101',
  },
};

describe('waybillPrefill', () => {
  it('fills the master print from the order, confirmed figures before planned ones', () => {
    const v = waybillPrefill(ORDER, 'master');
    expect(v).toMatchObject({
      awbNumber: '020-81140743',
      departureStation: 'PVG',
      arrivalStation: 'LAX',
      carrier: 'MU',
      flightNo: 'MU583',
      pieces: '12',
      piecesLine: '12',
      grossWeight: '1234.5',
      chargeWeight: '1500',
      volume: '8.125',
      goodsDescription: 'ELECTRONIC PARTS',
      currency: 'CNY',
      declaredValueCarriage: 'NVD',
      declaredValueCustoms: 'NCV',
      insuranceAmount: 'XXX',
      shipperName: '上海某某进出口有限公司',
      shipperMobile: '13800138000',
      consigneeName: 'ACME INC',
    });
    expect(v.shipperAddress).toBe('88 CENTURY AVE\nSHANGHAI 200120 CN\nTEL 13800138000');
    expect(v.consigneeAddress).toBe('1 MAIN ST\nLOS ANGELES CA 90001 US\nTEL +1 213 555 0100 FAX 213-555-0101');
    // Not a mainland mobile: no consignee mobile, and a master print has no house number.
    expect(v).not.toHaveProperty('consigneeMobile');
    expect(v).not.toHaveProperty('hawbNumber');
    expect(validateWaybillPrint(v, 'zh-CN', 'master')).toEqual({});
  });

  it('adds the house number for the house variant', () => {
    const v = waybillPrefill(ORDER, 'house');
    expect(v.hawbNumber).toBe('SHA2408001');
    expect(validateWaybillPrint(v, 'zh-CN', 'house')).toEqual({});
  });

  it('uses planned figures when nothing is confirmed and cuts the goods description to 80', () => {
    const v = waybillPrefill({ ...ORDER, confirmPieces: null, confirmWeight: null, goodsNameEn: 'A'.repeat(95) }, 'master');
    expect(v.pieces).toBe('10');
    expect(v.grossWeight).toBe('1000');
    expect(v.goodsDescription).toBe('A'.repeat(80));
  });

  it('gives no carrier when the flight does not start with 2 letters or digits', () => {
    expect(waybillPrefill({ expectFlight: 'M-583' }).carrier).toBeUndefined();
    expect(waybillPrefill({ expectFlight: '3U8888' }).carrier).toBe('3U');
    expect(waybillPrefill({ expectFlight: null })).not.toHaveProperty('flightNo');
  });

  it('leaves out what an empty order cannot fill, keeping the paper defaults', () => {
    expect(waybillPrefill(null)).toEqual({
      currency: 'CNY',
      declaredValueCarriage: 'NVD',
      declaredValueCustoms: 'NCV',
      insuranceAmount: 'XXX',
    });
    expect(waybillPrefill({ shipper: 'not a party', pieces: 123456 } as never)).not.toHaveProperty('shipperName');
  });

  it('leaves the rating-line pieces empty when the pieces do not fit its 5 digits', () => {
    const v = waybillPrefill({ confirmPieces: 123456 });
    expect(v.pieces).toBe('123456');
    expect(v).not.toHaveProperty('piecesLine');
  });
});
