import { ValidationError } from 'yup';
import { describe, expect, it } from 'vitest';
import {
  GENERAL_TEXT, WAYBILL_PRINT_FIELDS, validateWaybillPrint, waybillPrintSchema,
  type Language, type WaybillPrintField, type WaybillVariant,
} from '../../../src/schemas';

const AWB = '020-81140743';

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

const x = (n: number, c = 'A') => c.repeat(n);

// [field, value] pairs every variant accepts, including each upper boundary.
const VALID: [WaybillPrintField, unknown][] = [
  ...['13800138000', '13912345678', '18012345678', '18912345678', '15012345678', '15312345678', '15512345678',
    '15912345678', '17312345678', '17612345678', '17712345678', '17812345678'].map((v): [WaybillPrintField, unknown] => ['shipperMobile', v]),
  ['consigneeMobile', '13800138000'],
  ['awbNumber', '781-12345675'],
  ['hawbNumber', 'H1'], ['hawbNumber', 'ABC123456789'], ['hawbNumber', 'abc123'],
  ['departureStation', 'P'], ['departureStation', 'PV'], ['departureStation', 'PVG'], ['departureStation', 'pvg'],
  ['arrivalStation', 'LAX'], ['arrivalStation', 'fra'],
  ['carrier', 'MU'], ['carrier', '3U'], ['carrier', '88'],
  ['flightNo', 'MU5101'], ['flightNo', x(20)],
  ['pieces', '1'], ['pieces', '123456789'], ['pieces', 3],
  ['piecesLine', '1'], ['piecesLine', '12345'],
  ['slac', '1'], ['slac', '12345'],
  ['grossWeight', '1'], ['grossWeight', '0.5'], ['grossWeight', '1234.56'], ['grossWeight', '12345.6'], ['grossWeight', '1234567'], ['grossWeight', 1234.56],
  ['chargeWeight', '1234.56'], ['chargeWeight', '1234567'], ['chargeWeight', '167'],
  ['rateCharge', '12.5'], ['rateCharge', '12345.67'], ['rateCharge', '12345678'],
  ['total', '0'], ['total', '123456789.12'], ['total', '123456789012'],
  ['volume', '1.234'], ['volume', '12345.678'], ['volume', '123456789'], ['volume', '2.5'],
  ['currency', 'CNY'], ['currency', 'usd'],
  ['declaredValueCarriage', 'NVD'], ['declaredValueCarriage', 'N.V.D'], ['declaredValueCarriage', '123456789012'], ['declaredValueCarriage', '1234.56'],
  ['declaredValueCustoms', 'NCV'], ['declaredValueCustoms', 'N.C.V'], ['declaredValueCustoms', '123456789012'],
  ['insuranceValue', 'NIL'], ['insuranceValue', 'N.I.L'], ['insuranceValue', '12345678901'],
  ['insuranceAmount', 'XXX'], ['insuranceAmount', '12345678901'], ['insuranceAmount', '100.50'],
  ['iataAgentCode', '1234567'], ['iataAgentCode', '12345678901'],
  ['hsCode', '851712'], ['hsCode', '851712000000000000'], ['hsCode', 'ABC123'],
  ['executedAt', 'SHANGHAI'], ['executedAt', x(17)],
  ['signature', 'J. SMITH'], ['signature', x(20)],
  ['otherServiceInfo', 'NONE'], ['otherServiceInfo', x(195)],
  ['goodsDescription', 'ELECTRONIC PARTS'], ['goodsDescription', 'SPARE PARTS NO. 1-3'], ['goodsDescription', x(80)],
  ['handlingInformation', 'PLS NOTIFY CONSIGNEE UPON ARRIVAL'], ['handlingInformation', x(500)],
];

// [field, value, zh-CN message, en-US message or null when only zh-CN is asserted]
type Bad = [WaybillPrintField, unknown, string, string | null];
const MOBILE_ZH = '请输入正确的发货人手机号（11位大陆手机号）';
const INVALID: Bad[] = [
  ['shipperMobile', '14712345678', MOBILE_ZH, 'Shipper mobile: enter a valid 11-digit mainland mobile number'],
  ['shipperMobile', '14012345678', MOBILE_ZH, null],
  ['shipperMobile', '15412345678', MOBILE_ZH, null],
  ['shipperMobile', '17012345678', MOBILE_ZH, null],
  ['shipperMobile', '17412345678', MOBILE_ZH, null],
  ['shipperMobile', '17512345678', MOBILE_ZH, null],
  ['shipperMobile', '17912345678', MOBILE_ZH, null],
  ['shipperMobile', '16612345678', MOBILE_ZH, null],
  ['shipperMobile', '19912345678', MOBILE_ZH, null],
  ['shipperMobile', '12012345678', MOBILE_ZH, null],
  ['shipperMobile', '23812345678', MOBILE_ZH, null],
  ['shipperMobile', '1381234567', MOBILE_ZH, null],
  ['shipperMobile', '138123456789', MOBILE_ZH, null],
  ['shipperMobile', '138-1234-5678', MOBILE_ZH, null],
  ['consigneeMobile', '17412345678', '请输入正确的收货人手机号（11位大陆手机号）', 'Consignee mobile: enter a valid 11-digit mainland mobile number'],
  ['awbNumber', '', '请输入主单号', 'Please enter the master waybill number'],
  ['awbNumber', '020-81140744', '主单号不符合模七规则', 'The master waybill number does not meet the mod-7 rule'],
  ['hawbNumber', 'ABC1234567890', '分单号只能是字母和数字，最多12位', 'House waybill number: letters and digits, at most 12'],
  ['hawbNumber', 'AB-123', '分单号只能是字母和数字，最多12位', null],
  ['departureStation', 'PVGX', '始发港只能是字母，最多3位', 'Departure port: letters only, at most 3'],
  ['departureStation', 'P1', '始发港只能是字母，最多3位', null],
  ['arrivalStation', 'LA', '目的港必须是3位字母', 'Destination port: exactly 3 letters'],
  ['arrivalStation', 'LAXX', '目的港必须是3位字母', null],
  ['arrivalStation', 'LA1', '目的港必须是3位字母', null],
  ['carrier', 'M', '承运人必须是2位字母或数字', 'Carrier: exactly 2 letters or digits'],
  ['carrier', 'MUU', '承运人必须是2位字母或数字', null],
  ['carrier', 'M-', '承运人必须是2位字母或数字', null],
  ['flightNo', x(21), '航班号只能是字母和数字，最多20位', 'Flight number: letters and digits, at most 20'],
  ['flightNo', 'MU 5101', '航班号只能是字母和数字，最多20位', null],
  ['pieces', '1234567890', '件数只能是数字，最多9位', 'Pieces: digits only, at most 9'],
  ['pieces', '1.5', '件数只能是数字，最多9位', null],
  ['pieces', '-1', '件数只能是数字，最多9位', null],
  ['piecesLine', '123456', '明细行件数只能是数字，最多5位', 'Pieces (rating line): digits only, at most 5'],
  ['slac', '123456', 'SLAC只能是数字，最多5位', 'SLAC: digits only, at most 5'],
  ['slac', '1a', 'SLAC只能是数字，最多5位', null],
  ['grossWeight', '12345.67', '毛重总长度不能超过7位（含小数点）', 'Gross weight: at most 7 characters including the decimal point'],
  ['grossWeight', '12345678', '毛重总长度不能超过7位（含小数点）', null],
  ['grossWeight', '1.234', '毛重必须是整数或最多2位小数', 'Gross weight: a whole number or at most 2 decimals'],
  ['grossWeight', '1.', '毛重必须是整数或最多2位小数', null],
  ['grossWeight', '.5', '毛重必须是整数或最多2位小数', null],
  ['grossWeight', '-1', '毛重必须是整数或最多2位小数', null],
  ['grossWeight', '1,234', '毛重必须是整数或最多2位小数', null],
  ['chargeWeight', '12345.67', '计费重量总长度不能超过7位（含小数点）', 'Chargeable weight: at most 7 characters including the decimal point'],
  ['chargeWeight', '1.234', '计费重量必须是整数或最多2位小数', 'Chargeable weight: a whole number or at most 2 decimals'],
  ['rateCharge', '123456.78', '费率总长度不能超过8位（含小数点）', 'Rate/charge: at most 8 characters including the decimal point'],
  ['rateCharge', '1.234', '费率必须是数字，最多2位小数', 'Rate/charge: a number with at most 2 decimals'],
  ['total', '1234567890.12', '总计总长度不能超过12位（含小数点）', 'Total: at most 12 characters including the decimal point'],
  ['total', '1.234', '总计必须是数字，最多2位小数', 'Total: a number with at most 2 decimals'],
  ['volume', '1.2345', '体积必须是数字，最多3位小数', 'Volume: a number with at most 3 decimals'],
  ['volume', '123456.789', '体积总长度不能超过9位（含小数点）', 'Volume: at most 9 characters including the decimal point'],
  ['currency', 'CN', '币种必须是3位字母', 'Currency: exactly 3 letters'],
  ['currency', 'CNYY', '币种必须是3位字母', null],
  ['currency', 'C1Y', '币种必须是3位字母', null],
  ['currency', '***', '币种必须是3位字母', null],
  ['declaredValueCarriage', '1234567890123', '运输声明价值只能填写NVD、N.V.D或不超过12位的数字', 'Declared value for carriage: NVD, N.V.D or a number of at most 12 characters'],
  ['declaredValueCarriage', 'N.V.D.', '运输声明价值只能填写NVD、N.V.D或不超过12位的数字', null],
  ['declaredValueCarriage', 'NCV', '运输声明价值只能填写NVD、N.V.D或不超过12位的数字', null],
  ['declaredValueCarriage', 'nvd', '运输声明价值只能填写NVD、N.V.D或不超过12位的数字', null],
  ['declaredValueCustoms', '1234567890123', '海关声明价值只能填写NCV、N.C.V或不超过12位的数字', 'Declared value for customs: NCV, N.C.V or a number of at most 12 characters'],
  ['declaredValueCustoms', 'NVD', '海关声明价值只能填写NCV、N.C.V或不超过12位的数字', null],
  ['insuranceValue', '123456789012', '保险价值只能填写NIL、N.I.L或数字，最多11位', 'Insurance value: NIL, N.I.L or a number, at most 11 characters'],
  ['insuranceValue', 'XXX', '保险价值只能填写NIL、N.I.L或数字，最多11位', null],
  ['insuranceValue', 'NONE', '保险价值只能填写NIL、N.I.L或数字，最多11位', null],
  ['insuranceAmount', '123456789012', '保险金额只能填写XXX或数字，最多11位', 'Insurance amount: XXX or a number, at most 11 characters'],
  ['insuranceAmount', 'NIL', '保险金额只能填写XXX或数字，最多11位', null],
  ['insuranceAmount', 'XX', '保险金额只能填写XXX或数字，最多11位', null],
  ['iataAgentCode', '12345678', 'IATA代理人代码必须是7位或11位数字', 'IATA agent code: 7 or 11 digits'],
  ['iataAgentCode', '123456', 'IATA代理人代码必须是7位或11位数字', null],
  ['iataAgentCode', '1234567890', 'IATA代理人代码必须是7位或11位数字', null],
  ['iataAgentCode', '123456789012', 'IATA代理人代码必须是7位或11位数字', null],
  ['iataAgentCode', '123456A', 'IATA代理人代码必须是7位或11位数字', null],
  ['hsCode', '85171', 'HS编码为6到18位字母或数字', 'HS code: 6 to 18 letters or digits'],
  ['hsCode', '8517120000000000000', 'HS编码为6到18位字母或数字', null],
  ['hsCode', '8517.12', 'HS编码为6到18位字母或数字', null],
  ['executedAt', x(18), '签发地点最多17个字符', 'Executed at (place): at most 17 characters'],
  ['executedAt', 'SHANGHAI,CHINA', '签发地点只能包含字母、数字、空格、.和-', 'Executed at (place): only letters, digits, space, . and -'],
  ['executedAt', '上海', '签发地点只能包含字母、数字、空格、.和-', null],
  ['signature', x(21), '签名最多20个字符', 'Signature: at most 20 characters'],
  ['signature', 'J/SMITH', '签名只能包含字母、数字、空格、.和-', 'Signature: only letters, digits, space, . and -'],
  ['otherServiceInfo', x(196), '其他服务信息最多195个字符', 'Other service information: at most 195 characters'],
  ['otherServiceInfo', 'A&B', '其他服务信息只能包含字母、数字、空格、.和-', 'Other service information: only letters, digits, space, . and -'],
  ['goodsDescription', x(81), '英文品名最多80个字符', 'English goods description: at most 80 characters'],
  ['goodsDescription', 'PARTS (NO BATTERY)', '英文品名只能包含字母、数字、空格、.和-', 'English goods description: only letters, digits, space, . and -'],
  ['goodsDescription', '电子配件', '英文品名只能包含字母、数字、空格、.和-', null],
  ['handlingInformation', 'NOTIFY: ABC', '储运注意事项只能包含字母、数字、空格、.和-', 'Handling information: only letters, digits, space, . and -'],
];

describe('waybill print form (spec 01 §5.1)', () => {
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
      shipperMobile: '13800138000', consigneeMobile: '17312345678', awbNumber: AWB, hawbNumber: 'SHA2408001',
      departureStation: 'PVG', arrivalStation: 'LAX', carrier: 'MU', flightNo: 'MU583', pieces: '12', piecesLine: '12',
      slac: '240', grossWeight: '1234.5', chargeWeight: '1500', rateCharge: '28.50', total: '42750.00', volume: '8.125',
      currency: 'CNY', declaredValueCarriage: 'NVD', declaredValueCustoms: 'NCV', insuranceValue: 'NIL', insuranceAmount: 'XXX',
      iataAgentCode: '0833456', hsCode: '851712', executedAt: 'SHANGHAI', signature: 'ACME LOGISTICS',
      otherServiceInfo: 'NONE', goodsDescription: 'ELECTRONIC PARTS', handlingInformation: 'KEEP DRY',
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
