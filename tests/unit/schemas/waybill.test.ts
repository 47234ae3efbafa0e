import { ValidationError } from 'yup';
import { describe, expect, it } from 'vitest';
import {
  GENERAL_TEXT,
  WAYBILL_PRINT_FIELDS,
  validateWaybillPrint,
  waybillPrintSchema,
  type Language,
  type WaybillPrintField,
  type WaybillVariant,
} from '../../../src/schemas';
import { AWB, INVALID, VALID } from '../../support/waybill-cases';

/** The plain validator's message for one field set on an otherwise valid form. */
const plain = (field: WaybillPrintField, value: unknown, lang: Language = 'zh-CN', variant: WaybillVariant = 'master') =>
  validateWaybillPrint({ awbNumber: AWB, [field]: value }, lang, variant)[field];

/** The yup schema's message for the same input (must match the plain validator). */
function viaYup(field: WaybillPrintField, value: unknown, lang: Language = 'zh-CN', variant: WaybillVariant = 'master') {
  try {
    waybillPrintSchema(lang, variant).validateSync({ awbNumber: AWB, [field]: value }, { abortEarly: false });
    return undefined;
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    return e.inner.find((i) => i.path === field)?.message;
  }
}

describe('waybill print form (docs/behaviour.md §1.5.1)', () => {
  describe.each<WaybillVariant>(['master', 'house'])('%s variant', (variant) => {
    it.each(VALID)('accepts %s = %j', (field, value) => {
      expect(plain(field, value, 'zh-CN', variant)).toBeUndefined();
      expect(viaYup(field, value, 'zh-CN', variant)).toBeUndefined();
    });

    it.each(INVALID.filter(([f]) => f !== 'currency'))('refuses %s = %j', (field, value, zh, en) => {
      expect(plain(field, value, 'zh-CN', variant)).toBe(zh);
      expect(viaYup(field, value, 'zh-CN', variant)).toBe(zh);
      if (en) {
        expect(plain(field, value, 'en-US', variant)).toBe(en);
        expect(viaYup(field, value, 'en-US', variant)).toBe(en);
      }
    });

    it('requires only the master waybill number; every other field may be empty', () => {
      expect(validateWaybillPrint({}, 'zh-CN', variant)).toEqual({ awbNumber: '请输入主单号' });
      expect(validateWaybillPrint(null, 'en-US', variant)).toEqual({ awbNumber: 'Please enter the master waybill number' });
      expect(() => waybillPrintSchema('zh-CN', variant).validateSync({})).toThrow('请输入主单号');
      expect(viaYup('awbNumber', undefined, 'en-US', variant)).toBe('Please enter the master waybill number');
      const empty = Object.fromEntries(WAYBILL_PRINT_FIELDS.map((f) => [f, f === 'awbNumber' ? AWB : '']));
      expect(validateWaybillPrint(empty, 'zh-CN', variant)).toEqual({});
      const nulls = Object.fromEntries(WAYBILL_PRINT_FIELDS.map((f) => [f, f === 'awbNumber' ? AWB : null]));
      expect(validateWaybillPrint(nulls, 'zh-CN', variant)).toEqual({});
      expect(() => waybillPrintSchema('zh-CN', variant).validateSync(nulls)).not.toThrow();
    });
  });

  describe('currency', () => {
    it.each(['CNY', 'usd', 'C1Y', '123', '***', '$$$', 'A.1', 'E/R'])('house variant accepts %j', (v) => {
      expect(plain('currency', v, 'zh-CN', 'house')).toBeUndefined();
      expect(viaYup('currency', v, 'zh-CN', 'house')).toBeUndefined();
    });
    it.each(['CN', 'CNYY', 'C Y', '人民币', 'CN¥'])('house variant refuses %j', (v) => {
      expect(plain('currency', v, 'zh-CN', 'house')).toBe('币种必须是3位字母、数字或标点符号');
      expect(plain('currency', v, 'en-US', 'house')).toBe('Currency: exactly 3 letters, digits or punctuation marks');
      expect(viaYup('currency', v, 'zh-CN', 'house')).toBe('币种必须是3位字母、数字或标点符号');
    });
    it.each(INVALID.filter(([f]) => f === 'currency'))('master variant refuses %s = %j', (field, value, zh, en) => {
      expect(plain(field, value, 'zh-CN', 'master')).toBe(zh);
      expect(viaYup(field, value, 'zh-CN', 'master')).toBe(zh);
      if (en) expect(plain(field, value, 'en-US', 'master')).toBe(en);
    });
  });

  it('accepts a complete realistic form and reports every bad field at once', () => {
    const form = {
      shipperMobile: '13800138000',
      consigneeMobile: '17312345678',
      awbNumber: AWB,
      hawbNumber: 'SHA2408001',
      departureStation: 'PVG',
      arrivalStation: 'LAX',
      carrier: 'MU',
      flightNo: 'MU583',
      pieces: '12',
      piecesLine: '12',
      slac: '240',
      grossWeight: '1234.5',
      chargeWeight: '1500',
      rateCharge: '28.50',
      total: '42750.00',
      volume: '8.125',
      currency: 'CNY',
      declaredValueCarriage: 'NVD',
      declaredValueCustoms: 'NCV',
      insuranceValue: 'NIL',
      insuranceAmount: 'XXX',
      iataAgentCode: '0833456',
      hsCode: '851712',
      executedAt: 'SHANGHAI',
      signature: 'ACME LOGISTICS',
      otherServiceInfo: 'NONE',
      goodsDescription: 'ELECTRONIC PARTS',
      handlingInformation: 'KEEP DRY',
    };
    expect(validateWaybillPrint(form, 'zh-CN', 'master')).toEqual({});
    expect(validateWaybillPrint(form, 'en-US', 'house')).toEqual({});
    expect(waybillPrintSchema('zh-CN', 'master').validateSync(form)).toMatchObject({ awbNumber: AWB });

    expect(validateWaybillPrint({ ...form, awbNumber: '020-8114074A', pieces: '1234567890', hsCode: '85171' }, 'zh-CN')).toEqual({
      awbNumber: '主单号后八位必须是数字',
      pieces: '件数只能是数字，最多9位',
      hsCode: 'HS编码为6到18位字母或数字',
    });
  });

  it('uses the general text set: letters, digits, space, . and -', () => {
    expect(GENERAL_TEXT.test('AB 12.3-4')).toBe(true);
    for (const c of [',', '/', '(', '&', ':', '_', '中', '\t']) expect(GENERAL_TEXT.test(`A${c}B`), c).toBe(false);
  });
});
