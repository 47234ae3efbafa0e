import { ValidationError } from 'yup';
import { describe, expect, it } from 'vitest';
import {
  PARTY_IMPORT_LIMITS,
  POSTCODE_REQUIRED_COUNTRIES,
  partySchema,
  postcodeRequired,
  truncateImportedParty,
  validateParty,
  type Language,
  type PartyField,
  type PartyValues,
} from '../../../src/schemas';

const errorOf = (values: PartyValues, field: PartyField, lang: Language = 'zh-CN') => validateParty(values, lang)[field];
function viaYup(values: PartyValues, field: PartyField, lang: Language = 'zh-CN') {
  try {
    partySchema(lang).validateSync(values, { abortEarly: false });
    return undefined;
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    return e.inner.find((i) => i.path === field)?.message;
  }
}
const both = (values: PartyValues, field: PartyField, lang: Language = 'zh-CN') => {
  const m = errorOf(values, field, lang);
  expect(viaYup(values, field, lang)).toBe(m);
  return m;
};

describe('party form (docs/behaviour.md §1.5.2)', () => {
  it('accepts a complete realistic party and an empty one', () => {
    const party: PartyValues = {
      scName: 'ACME TRADING CO. LTD',
      scAddress: 'NO. 88 CENTURY AVE 12-3',
      nationCode: 'US',
      stateCode: 'NY',
      cityNameEn: 'NEW YORK',
      cityCode: 'NYC',
      postCode: '10001',
      telNumber: '1 212-555 0100',
      faxNumber: '212-555 0101 EXT 2',
      scCode: 'USCI91310000MA1FL5XX3K',
      scCodeType: 'USCI',
      contactName: 'J. SMITH',
      aeoCode: 'US-AEO 12345',
    };
    expect(validateParty(party)).toEqual({});
    expect(() => partySchema('zh-CN').validateSync(party)).not.toThrow();
    expect(validateParty({})).toEqual({});
    expect(validateParty(null, 'en-US')).toEqual({});
  });

  describe('general character set on name, contact, address, city and AEO', () => {
    const CASES: [PartyField, string, string][] = [
      ['scName', '名称只能包含字母、数字、空格、.和-', 'Name: only letters, digits, space, . and -'],
      ['contactName', '联系人只能包含字母、数字、空格、.和-', 'Contact: only letters, digits, space, . and -'],
      ['scAddress', '地址只能包含字母、数字、空格、.和-', 'Address: only letters, digits, space, . and -'],
      ['cityNameEn', '城市只能包含字母、数字、空格、.和-', 'City: only letters, digits, space, . and -'],
      ['aeoCode', 'AEO编码只能包含字母、数字、空格、.和-', 'AEO code: only letters, digits, space, . and -'],
    ];
    it.each(CASES)('%s accepts letters, digits, space, . and -', (field) => {
      for (const v of ['ACME', 'NO. 1-3 MAIN ST', 'abc 123']) expect(both({ [field]: v }, field), v).toBeUndefined();
    });
    it.each(CASES)('%s refuses other characters', (field, zh, en) => {
      for (const v of ['ACME & CO', '上海公司', 'A,B', 'A/B', 'A_B']) expect(both({ [field]: v }, field), v).toBe(zh);
      expect(both({ [field]: 'A#1' }, field, 'en-US')).toBe(en);
    });
  });

  it('party code: at most 35 characters', () => {
    expect(both({ scCode: 'X'.repeat(35) }, 'scCode')).toBeUndefined();
    expect(both({ scCode: 'X'.repeat(36) }, 'scCode')).toBe('企业代码最多35个字符');
    expect(both({ scCode: 'X'.repeat(36) }, 'scCode', 'en-US')).toBe('Party code: at most 35 characters');
  });

  it.each(['021-6888 8888', '02168888888', '0086 21 6888-8888'])('phone accepts %j', (v) => {
    expect(both({ telNumber: v }, 'telNumber')).toBeUndefined();
  });
  it.each(['+86 21 68888888', '021/68888888', '021-6888 ext 1', '(021)68888888'])('phone refuses %j', (v) => {
    expect(both({ telNumber: v }, 'telNumber')).toBe('电话只能包含数字、空格和-');
    expect(errorOf({ telNumber: v }, 'telNumber', 'en-US')).toBe('Phone: digits, spaces and - only');
  });
  it.each(['021-6888 8888', '021-6888 8888 EXT 12', 'FAX12'])('fax accepts %j', (v) => {
    expect(both({ faxNumber: v }, 'faxNumber')).toBeUndefined();
  });
  it.each(['+86 21 68888888', '021/68888888', '021.6888'])('fax refuses %j', (v) => {
    expect(both({ faxNumber: v }, 'faxNumber')).toBe('传真只能包含数字、字母、空格和-');
    expect(errorOf({ faxNumber: v }, 'faxNumber', 'en-US')).toBe('Fax: digits, letters, spaces and - only');
  });

  describe('postcode', () => {
    it.each<[string, string, string | undefined]>([
      ['US', '10001', 'NY'],
      ['us', '90210', 'CA'],
      ['CA', 'K1A0B1', 'ON'],
      ['CA', '123456', 'BC'],
      ['DE', '10115', undefined],
      ['FR', '75001', undefined],
      ['CN', '200000', undefined],
      ['GB', 'SW1A 1AA', undefined],
      ['HK', '', undefined],
      ['HK', 'ABC.1-2 3', undefined],
      ['', '', undefined],
      ['', '123456789', undefined],
    ])('%s accepts %j (state %j)', (nationCode, postCode, stateCode) => {
      expect(both({ nationCode, postCode, stateCode }, 'postCode')).toBeUndefined();
    });

    it.each<[string, string, string | undefined, string, string | null]>([
      ['US', '1000', 'NY', '美国邮编必须是5位数字', 'A US postcode must be 5 digits'],
      ['US', '100011', 'NY', '美国邮编必须是5位数字', null],
      ['US', '10001-1234', 'NY', '美国邮编必须是5位数字', null],
      ['US', 'ABCDE', 'NY', '美国邮编必须是5位数字', null],
      ['US', '10001', undefined, '美国邮编需同时填写州代码', 'A US postcode also needs a state code'],
      ['US', '10001', '  ', '美国邮编需同时填写州代码', null],
      ['us', '10001', '', '美国邮编需同时填写州代码', null],
      ['US', '', 'NY', '该国家必须填写邮编', 'A postcode is required for this country'],
      ['CA', 'K1A 0B1', 'ON', '加拿大邮编必须是6位字母或数字', 'A Canadian postcode must be 6 letters or digits'],
      ['CA', 'K1A0B', 'ON', '加拿大邮编必须是6位字母或数字', null],
      ['CA', '', 'ON', '该国家必须填写邮编', null],
      ['DE', '1011', undefined, '德国邮编必须是5位数字', 'A German postcode must be 5 digits'],
      ['DE', 'D-10115', undefined, '德国邮编必须是5位数字', null],
      ['DE', '', undefined, '该国家必须填写邮编', null],
      ['FR', '', undefined, '该国家必须填写邮编', null],
      ['CN', '', undefined, '该国家必须填写邮编', null],
      ['JP', '', undefined, '该国家必须填写邮编', null],
      ['CN', '1234567890', undefined, '邮编最多9位，只能包含字母、数字、.、空格和-', 'Postcode: at most 9 letters, digits, ., space or -'],
      ['HK', '1234567890', undefined, '邮编最多9位，只能包含字母、数字、.、空格和-', null],
      ['HK', 'A_1', undefined, '邮编最多9位，只能包含字母、数字、.、空格和-', null],
      ['', 'A#1', undefined, '邮编最多9位，只能包含字母、数字、.、空格和-', null],
    ])('%s refuses %j (state %j)', (nationCode, postCode, stateCode, zh, en) => {
      expect(both({ nationCode, postCode, stateCode }, 'postCode')).toBe(zh);
      if (en) expect(both({ nationCode, postCode, stateCode }, 'postCode', 'en-US')).toBe(en);
    });

    it('keeps the required-postcode countries in one list', () => {
      for (const c of ['US', 'CA', 'MX', 'DE', 'FR', 'NL', 'CH', 'NO', 'GB', 'CN', 'JP', 'KR', 'AU', 'IN', 'BR', 'RU']) {
        expect(POSTCODE_REQUIRED_COUNTRIES, c).toContain(c);
      }
      expect(new Set(POSTCODE_REQUIRED_COUNTRIES).size).toBe(POSTCODE_REQUIRED_COUNTRIES.length);
      for (const c of POSTCODE_REQUIRED_COUNTRIES) expect(c).toMatch(/^[A-Z]{2}$/);
      expect(postcodeRequired(' de ')).toBe(true);
      expect(postcodeRequired('HK')).toBe(false);
      expect(postcodeRequired(undefined)).toBe(false);
    });
  });

  describe('state code', () => {
    it.each([
      ['US', 'NY'],
      ['US', 'ny'],
      ['CA', 'ON'],
      ['MX', 'JA'],
      ['CN', ''],
      ['CN', '31'],
      ['GB', 'A'],
      ['', 'AB'],
    ])('%s accepts %j', (nationCode, stateCode) => {
      expect(both({ nationCode, stateCode }, 'stateCode')).toBeUndefined();
    });
    it.each([
      ['US', ''],
      ['US', 'N'],
      ['US', 'NYC'],
      ['CA', 'N1'],
      ['MX', '12'],
      ['mx', ''],
    ])('%s refuses %j', (nationCode, stateCode) => {
      expect(both({ nationCode, stateCode }, 'stateCode')).toBe('美国、加拿大、墨西哥必须填写2位字母的州/省代码');
      expect(errorOf({ nationCode, stateCode }, 'stateCode', 'en-US')).toBe('The US, Canada and Mexico need a 2-letter state code');
    });
    it.each([
      ['CN', 'SHA'],
      ['', 'ABC'],
      ['DE', 'BER'],
    ])('%s refuses %j (more than 2)', (nationCode, stateCode) => {
      expect(both({ nationCode, stateCode }, 'stateCode')).toBe('州/省代码最多2个字符');
      expect(errorOf({ nationCode, stateCode }, 'stateCode', 'en-US')).toBe('State code: at most 2 characters');
    });
    it('a US party without a state is flagged on the state and on the postcode', () => {
      expect(validateParty({ nationCode: 'US', postCode: '10001' })).toEqual({
        stateCode: '美国、加拿大、墨西哥必须填写2位字母的州/省代码',
        postCode: '美国邮编需同时填写州代码',
      });
    });
  });
});

describe('truncateImportedParty (docs/behaviour.md §1.5.2)', () => {
  const LIMITS: [string, number][] = [
    ['scName', 100],
    ['scAddress', 150],
    ['nationCode', 2],
    ['stateCode', 10],
    ['cityNameEn', 30],
    ['postCode', 20],
    ['telNumber', 30],
    ['faxNumber', 30],
    ['scCode', 50],
  ];
  it('has exactly the spec limits', () => {
    expect(Object.entries(PARTY_IMPORT_LIMITS)).toEqual(LIMITS);
  });
  it.each(LIMITS)('cuts %s to %i characters and leaves shorter values alone', (field, limit) => {
    expect(truncateImportedParty({ [field]: 'x'.repeat(limit + 1) })).toEqual({ [field]: 'x'.repeat(limit) });
    expect(truncateImportedParty({ [field]: 'x'.repeat(limit + 50) })).toEqual({ [field]: 'x'.repeat(limit) });
    expect(truncateImportedParty({ [field]: 'y'.repeat(limit) })).toEqual({ [field]: 'y'.repeat(limit) });
    expect(truncateImportedParty({ [field]: '' })).toEqual({ [field]: '' });
  });
  it('leaves other fields, non-strings and missing fields untouched, and does not mutate its input', () => {
    const long = 'z'.repeat(300);
    const input = {
      scName: long,
      contactName: long,
      cityCode: long,
      scCodeType: long,
      aeoCode: long,
      extra: long,
      telNumber: 12345,
      postCode: null,
    };
    const out = truncateImportedParty(input);
    expect(out).toEqual({ ...input, scName: 'z'.repeat(100) });
    expect(input.scName).toBe(long);
    expect(out).not.toBe(input);
    expect(truncateImportedParty({})).toEqual({});
    expect(Object.keys(truncateImportedParty({ scName: 'A' }))).toEqual(['scName']);
    expect(truncateImportedParty(null)).toBeNull();
    expect(truncateImportedParty(undefined)).toBeUndefined();
  });
  it('counts characters, never splitting one', () => {
    expect(truncateImportedParty({ nationCode: '中国人' })).toEqual({ nationCode: '中国' });
    expect(truncateImportedParty({ nationCode: '😀😀😀' })).toEqual({ nationCode: '😀😀' });
  });
});
