import { checksSchema, firstOf, matches, maxChars, runChecks, type Bilingual, type FieldCheck, type FormValues } from './check-table';
import type { Language } from './messages';
import { GENERAL_TEXT, charLength, toText } from './patterns';
import { postcodeRequired } from './postcode-countries';

/** The party (company/address) form rules (docs/behaviour.md §1.3, §1.5.2) and the import truncation. */

export const PARTY_FIELDS = [
  'scName',
  'scAddress',
  'nationCode',
  'stateCode',
  'cityNameEn',
  'cityCode',
  'postCode',
  'telNumber',
  'faxNumber',
  'scCode',
  'scCodeType',
  'contactName',
  'aeoCode',
] as const;
export type PartyField = (typeof PARTY_FIELDS)[number];
export type PartyValues = Partial<Record<PartyField, string | null>>;
export type PartyErrors = Partial<Record<PartyField, string>>;

export const PARTY_MESSAGES = {
  scName: { 'zh-CN': '名称只能包含字母、数字、空格、.和-', 'en-US': 'Name: only letters, digits, space, . and -' },
  contactName: { 'zh-CN': '联系人只能包含字母、数字、空格、.和-', 'en-US': 'Contact: only letters, digits, space, . and -' },
  scAddress: { 'zh-CN': '地址只能包含字母、数字、空格、.和-', 'en-US': 'Address: only letters, digits, space, . and -' },
  cityNameEn: { 'zh-CN': '城市只能包含字母、数字、空格、.和-', 'en-US': 'City: only letters, digits, space, . and -' },
  aeoCode: { 'zh-CN': 'AEO编码只能包含字母、数字、空格、.和-', 'en-US': 'AEO code: only letters, digits, space, . and -' },
  scCode: { 'zh-CN': '企业代码最多35个字符', 'en-US': 'Party code: at most 35 characters' },
  telNumber: { 'zh-CN': '电话只能包含数字、空格和-', 'en-US': 'Phone: digits, spaces and - only' },
  faxNumber: { 'zh-CN': '传真只能包含数字、字母、空格和-', 'en-US': 'Fax: digits, letters, spaces and - only' },
  postCodeRequired: { 'zh-CN': '该国家必须填写邮编', 'en-US': 'A postcode is required for this country' },
  postCodeUs: { 'zh-CN': '美国邮编必须是5位数字', 'en-US': 'A US postcode must be 5 digits' },
  postCodeUsState: { 'zh-CN': '美国邮编需同时填写州代码', 'en-US': 'A US postcode also needs a state code' },
  postCodeCa: { 'zh-CN': '加拿大邮编必须是6位字母或数字', 'en-US': 'A Canadian postcode must be 6 letters or digits' },
  postCodeDe: { 'zh-CN': '德国邮编必须是5位数字', 'en-US': 'A German postcode must be 5 digits' },
  postCode: {
    'zh-CN': '邮编最多9位，只能包含字母、数字、.、空格和-',
    'en-US': 'Postcode: at most 9 letters, digits, ., space or -',
  },
  stateCodeTwoLetters: {
    'zh-CN': '美国、加拿大、墨西哥必须填写2位字母的州/省代码',
    'en-US': 'The US, Canada and Mexico need a 2-letter state code',
  },
  stateCode: { 'zh-CN': '州/省代码最多2个字符', 'en-US': 'State code: at most 2 characters' },
} as const satisfies Record<string, Bilingual>;
const M = PARTY_MESSAGES;

/** Countries whose state code must be exactly 2 letters (docs/behaviour.md §1.5.2). */
export const TWO_LETTER_STATE_COUNTRIES: readonly string[] = Object.freeze(['US', 'CA', 'MX']);

const countryOf = (values: FormValues) => toText(values.nationCode).toUpperCase();

const postCode: FieldCheck = (v, values, lang) => {
  const country = countryOf(values);
  if (v === '') return postcodeRequired(country) ? M.postCodeRequired[lang] : null;
  switch (country) {
    case 'US':
      if (!/^\d{5}$/.test(v)) return M.postCodeUs[lang];
      return toText(values.stateCode) === '' ? M.postCodeUsState[lang] : null;
    case 'CA':
      return /^[A-Za-z0-9]{6}$/.test(v) ? null : M.postCodeCa[lang];
    case 'DE':
      return /^\d{5}$/.test(v) ? null : M.postCodeDe[lang];
    default:
      return /^[A-Za-z0-9. -]{1,9}$/.test(v) ? null : M.postCode[lang];
  }
};

const stateCode: FieldCheck = (v, values, lang) => {
  if (TWO_LETTER_STATE_COUNTRIES.includes(countryOf(values))) return /^[A-Za-z]{2}$/.test(v) ? null : M.stateCodeTwoLetters[lang];
  return charLength(v) <= 2 ? null : M.stateCode[lang];
};

/** Maximum lengths of imported party values (docs/behaviour.md §1.5.2), by party field. */
export const PARTY_IMPORT_LIMITS = Object.freeze({
  scName: 100,
  scAddress: 150,
  nationCode: 2,
  stateCode: 10,
  cityNameEn: 30,
  postCode: 20,
  telNumber: 30,
  faxNumber: 30,
  scCode: 50,
} as const satisfies Partial<Record<PartyField, number>>);

/** The longest value of each party field on any write: the import lengths, and the form's for the rest. */
export const PARTY_MAX_LENGTHS: Readonly<Record<PartyField, number>> = Object.freeze({
  ...PARTY_IMPORT_LIMITS,
  cityCode: 10,
  scCodeType: 10,
  contactName: 50,
  aeoCode: 50,
});

const none: FieldCheck = () => null;

/** The form's own rules, before the lengths below. */
const FORM_CHECKS: Readonly<Record<PartyField, FieldCheck>> = {
  scName: matches(GENERAL_TEXT, M.scName),
  scAddress: matches(GENERAL_TEXT, M.scAddress),
  nationCode: none,
  stateCode,
  cityNameEn: matches(GENERAL_TEXT, M.cityNameEn),
  cityCode: none,
  postCode,
  telNumber: matches(/^[0-9 -]+$/, M.telNumber),
  faxNumber: matches(/^[0-9A-Za-z -]+$/, M.faxNumber),
  scCode: maxChars(35, M.scCode),
  scCodeType: none,
  contactName: matches(GENERAL_TEXT, M.contactName),
  aeoCode: matches(GENERAL_TEXT, M.aeoCode),
};

const tooLong = (n: number): Bilingual => ({ 'zh-CN': `最多${n}个字符`, 'en-US': `At most ${n} characters` });

/**
 * Every party rule of docs/behaviour.md §1.5.2 plus each value's longest length (PARTY_MAX_LENGTHS), checked on
 * every write, typed or imported (an import cuts values to these lengths first).
 */
export const PARTY_CHECKS: Readonly<Record<PartyField, FieldCheck>> = Object.fromEntries(
  PARTY_FIELDS.map((f) => [f, firstOf(maxChars(PARTY_MAX_LENGTHS[f], tooLong(PARTY_MAX_LENGTHS[f])), FORM_CHECKS[f])]),
) as Record<PartyField, FieldCheck>;

/** The party form as a yup schema, for the browser form. */
export const partySchema = (lang: Language = 'zh-CN') => checksSchema(PARTY_CHECKS, lang);

/** Field -> message for every invalid party field; {} when valid. No yup needed. */
export const validateParty = (values: PartyValues | FormValues | null | undefined, lang: Language = 'zh-CN'): PartyErrors =>
  runChecks(PARTY_CHECKS, values, lang);

/**
 * A copy of an imported party with its string values cut to PARTY_IMPORT_LIMITS (in characters).
 * Other fields, non-string values and missing fields are left as they are; never throws.
 */
export function truncateImportedParty<T extends object | null | undefined>(party: T): T {
  if (!party || typeof party !== 'object') return party;
  const out: Record<string, unknown> = { ...(party as Record<string, unknown>) };
  for (const [field, limit] of Object.entries(PARTY_IMPORT_LIMITS)) {
    const v = out[field];
    if (typeof v === 'string' && charLength(v) > limit) out[field] = [...v].slice(0, limit).join('');
  }
  return out as T;
}
