import type { Language } from './messages';
import { isChinaIdCard, isContainerNumber } from './identifiers';
import { EMAIL, GENERAL_TEXT, MOBILE_CN } from './patterns';

/**
 * Named validation rules a field can reference by name from the registry (FieldDef.rule). Each
 * answers null when the value is acceptable, else the message in the interface language.
 */
export type Rule = (value: string, lang: Language) => string | null;

const MAWB_MESSAGES = {
  'zh-CN': {
    required: '请输入主单号',
    length: '主单号长度必须为11位数字(不含-)',
    prefix: '主单号前三位必须是数字',
    dash: '主单号第四位必须是-',
    serial: '主单号后八位必须是数字',
    mod7: '主单号不符合模七规则',
  },
  'en-US': {
    required: 'Please enter the master waybill number',
    length: 'The master waybill number must have 11 digits',
    prefix: 'The first three of the master waybill number must be digits',
    dash: 'The fourth character of the master waybill number must be -',
    serial: 'The last eight of the master waybill number must be digits',
    mod7: 'The master waybill number does not meet the mod-7 rule',
  },
} as const;

/**
 * Master air waybill number "020-81140743": 3-digit airline prefix, '-', 8 digits whose last digit is
 * the first seven modulo 7 (docs/behaviour.md §1.5.1; the 11 characters the spec counts are the digits).
 */
export function validateMawb(value: string | null | undefined, lang: Language = 'zh-CN'): string | null {
  const m = MAWB_MESSAGES[lang];
  const v = (value ?? '').trim();
  if (!v) return m.required;
  if (v.length !== 12) return m.length;
  if (!/^\d{3}/.test(v)) return m.prefix;
  if (v[3] !== '-') return m.dash;
  const serial = v.slice(4);
  if (!/^\d{8}$/.test(serial)) return m.serial;
  if (Number(serial.slice(0, 7)) % 7 !== Number(serial[7])) return m.mod7;
  return null;
}

/**
 * The product's own stored files (server/files/store.ts): /files/{uuid}/{name}, the name URL-encoded.
 */
export const STORED_FILE_PATH =
  /^\/files\/[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\/[^/?#\\\u0000-\u0020\u007f]+$/;

/** An absolute http(s) address without blanks or control characters, which a browser could read otherwise. */
const WEB_URL = /^https?:\/\/[^\\\u0000-\u0020\u007f]+$/i;

/**
 * Whether a value may be stored in, and opened from, a URL-kind field (help documents, file fields,
 * web sites): only http(s) addresses or the product's stored-file paths. Anything else (javascript:,
 * data:, protocol-relative //host, blanks that browsers strip) could run in the app's origin or leave it
 * unnoticed. Shared by the server's validation and the browser's links (docs/security.md).
 */
export function isSafeUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (STORED_FILE_PATH.test(value)) return true;
  if (!WEB_URL.test(value)) return false;
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}

/** A stored address as it may be given out: itself when it passes the URL rule, else null. */
export const safeUrlOrNull = (value: unknown): string | null => (isSafeUrl(value) ? value : null);

/** Whether a field holds an address the browser opens (a file field, or one under the URL rule). */
export const isUrlField = (f: { kind: string; rule?: string }) => f.kind === 'file' || f.rule === 'url';

const URL_MESSAGE = {
  'zh-CN': '地址必须以 http:// 或 https:// 开头，或是本系统上传的文件',
  'en-US': 'The address must start with http:// or https://, or be a file uploaded here',
} as const;

const pattern =
  (re: RegExp, zh: string, en: string): Rule =>
  (v, lang) =>
    re.test(v) ? null : lang === 'zh-CN' ? zh : en;

export const rules: Record<string, Rule> = {
  mawb: (v, lang) => validateMawb(v, lang),
  hawb: pattern(/^[A-Za-z0-9]{1,12}$/, '分单号只能是字母和数字，最多12位', 'House waybill: letters and digits, at most 12'),
  airport3: pattern(/^[A-Za-z]{3}$/, '请输入3位字母的机场代码', 'Enter a 3-letter airport code'),
  carrier2: pattern(/^[A-Za-z0-9]{2}$/, '请输入2位字母或数字的航司代码', 'Enter a 2-character carrier code'),
  awbPrefix: pattern(/^\d{3}$/, '请输入3位数字的航司运单前缀', 'Enter the 3-digit AWB prefix'),
  flightNo: pattern(/^[A-Za-z0-9]{1,20}$/, '航班号只能是字母和数字，最多20位', 'Flight number: letters and digits, at most 20'),
  currency3: pattern(/^[A-Za-z]{3}$/, '请输入3位字母的币种代码', 'Enter a 3-letter currency code'),
  country2: pattern(/^[A-Za-z]{2}$/, '请输入2位字母的国家代码', 'Enter a 2-letter country code'),
  portCode: pattern(/^[A-Za-z]{5}$/, '请输入5位字母的港口代码', 'Enter a 5-letter port code (UN/LOCODE)'),
  code: pattern(/^[A-Za-z0-9_-]{1,35}$/, '代码只能是字母、数字、_ 或 -，最多35位', 'Code: letters, digits, _ or -, at most 35'),
  phone: pattern(/^[0-9 -]{1,30}$/, '电话只能包含数字、空格和-', 'Phone: digits, spaces and - only'),
  mobileCn: pattern(MOBILE_CN, '请输入正确的手机号', 'Enter a valid mainland mobile number'),
  email: pattern(EMAIL, '请输入正确的邮箱地址', 'Enter a valid email address'),
  general: pattern(GENERAL_TEXT, '只能包含字母、数字、空格、.和-', 'Only letters, digits, space, . and -'),
  plate: pattern(/^[\u4e00-\u9fa5A-Z0-9]{5,10}$/, '请输入正确的车牌号', 'Enter a valid plate number'),
  customsReg: pattern(/^[A-Za-z0-9]{10}$/, '海关注册编码为10位字母或数字', 'Customs registration code: 10 letters or digits'),
  countries2: pattern(
    /^[A-Za-z]{2}(\s*,\s*[A-Za-z]{2}){0,49}$/,
    '请输入2位字母的国家代码，多个用逗号分隔',
    'Enter 2-letter country codes separated by commas',
  ),
  hsCode: pattern(/^[A-Za-z0-9]{6,18}$/, 'HS编码为6到18位字母或数字', 'HS code: 6 to 18 letters or digits'),
  url: (v, lang) => (isSafeUrl(v) ? null : URL_MESSAGE[lang]),
  containerNo: (v, lang) =>
    isContainerNumber(v)
      ? null
      : lang === 'zh-CN'
        ? '箱号不正确（4位字母加7位数字，末位为ISO 6346校验位）'
        : 'Container number: 4 letters and 7 digits, the last the ISO 6346 check digit',
  // Several container numbers of an order, separated by commas or spaces.
  containerNos: (v, lang) =>
    v
      .split(/[\s,，]+/)
      .filter(Boolean)
      .every(isContainerNumber)
      ? null
      : lang === 'zh-CN'
        ? '箱号不正确（4位字母加7位数字，末位为ISO 6346校验位），多个用逗号分隔'
        : 'Container numbers: 4 letters and 7 digits each (the last the ISO 6346 check digit), separated by commas',
  idCardCn: (v, lang) =>
    isChinaIdCard(v) ? null : lang === 'zh-CN' ? '请输入正确的18位身份证号' : 'Enter a valid 18-character mainland ID card number',
};

export const ruleNames = Object.keys(rules);

const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d).{8,100}$/;
const PASSWORD_MESSAGE = { 'zh-CN': '密码至少8位，且包含字母和数字', 'en-US': 'At least 8 characters with letters and digits' } as const;

/** Password strength for new and changed passwords (browser form and server alike). */
export function validatePassword(value: string | null | undefined, lang: Language = 'zh-CN'): string | null {
  return PASSWORD.test(value ?? '') ? null : PASSWORD_MESSAGE[lang];
}
