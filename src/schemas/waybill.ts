import { checksSchema, firstOf, matches, maxChars, runChecks, when, type Bilingual, type FieldCheck, type FormValues } from './check-table';
import type { Language } from './messages';
import { GENERAL_TEXT, MOBILE_CN, PLAIN_NUMBER, charLength, decimalPattern } from './patterns';
import { validateMawb } from './rules';
import { WAYBILL_MESSAGES as M } from './waybill-messages';

/**
 * The waybill print form rules (docs/behaviour.md §1.5.1) for the master and the house air waybill. Every field
 * but the master waybill number may be left empty; a filled one must meet its rule.
 */

export type WaybillVariant = 'master' | 'house';

/**
 * Boxes of the paper air waybill that docs/behaviour.md §1.5.1 does not list (names, addresses, accounting
 * information...). They take any characters (a Chinese name must print as written) and are limited
 * only in length, so they fit their box on the page; the rate class is one letter (M, N, Q, C...).
 */
export const WAYBILL_BOX_FIELDS = [
  'shipperName',
  'shipperAddress',
  'shipperAccount',
  'consigneeName',
  'consigneeAddress',
  'consigneeAccount',
  'issuedBy',
  'agentNameCity',
  'accountingInformation',
  'rateClass',
  'natureQuantity',
  'otherCharges',
  'executedOn',
] as const;

/** Every field of the print form: docs/behaviour.md §1.3/§1.5.1's fields, then the paper boxes. */
export const WAYBILL_PRINT_FIELDS = [
  'shipperMobile',
  'consigneeMobile',
  'awbNumber',
  'hawbNumber',
  'departureStation',
  'arrivalStation',
  'carrier',
  'flightNo',
  'pieces',
  'piecesLine',
  'slac',
  'grossWeight',
  'chargeWeight',
  'rateCharge',
  'total',
  'volume',
  'currency',
  'declaredValueCarriage',
  'declaredValueCustoms',
  'insuranceValue',
  'insuranceAmount',
  'iataAgentCode',
  'hsCode',
  'executedAt',
  'signature',
  'otherServiceInfo',
  'goodsDescription',
  'handlingInformation',
  ...WAYBILL_BOX_FIELDS,
] as const;

/** Character limits of the free-text boxes (the rate class has its own rule). */
export const WAYBILL_BOX_LIMITS = Object.freeze({
  shipperName: 100,
  shipperAddress: 200,
  shipperAccount: 20,
  consigneeName: 100,
  consigneeAddress: 200,
  consigneeAccount: 20,
  issuedBy: 100,
  agentNameCity: 100,
  accountingInformation: 200,
  natureQuantity: 300,
  otherCharges: 200,
  executedOn: 20,
} as const);
export type WaybillPrintField = (typeof WAYBILL_PRINT_FIELDS)[number];
export type WaybillPrintValues = Partial<Record<WaybillPrintField, string | number | null>>;
export type WaybillPrintErrors = Partial<Record<WaybillPrintField, string>>;

/** A number with at most `decimals` decimals and at most `length` characters, each with its message. */
const decimal = (decimals: number, length: number, format: Bilingual, tooLong: Bilingual) =>
  firstOf(matches(decimalPattern(decimals), format), maxChars(length, tooLong));

/** One of the `words` (e.g. NVD, N.V.D) or a plain number, at most `length` characters in all. */
const wordOrNumber = (words: string[], length: number, message: Bilingual) =>
  when((v) => charLength(v) <= length && (words.includes(v) || PLAIN_NUMBER.test(v)), message);

/** General text (letters, digits, space, '.', '-'), with an optional length limit and its own message. */
const generalText = (text: Bilingual, limit?: { length: number; message: Bilingual }) =>
  limit ? firstOf(matches(GENERAL_TEXT, text), maxChars(limit.length, limit.message)) : matches(GENERAL_TEXT, text);

/** House currency: 3 letters, digits or printable ASCII punctuation (e.g. "***"). */
const HOUSE_CURRENCY = /^[A-Za-z0-9!-/:-@[-`{-~]{3}$/;

const mawb: FieldCheck = (v, _values, lang) => validateMawb(v, lang);

/** The per-field checks of one variant; the house variant differs only in the currency rule. */
export function waybillPrintChecks(variant: WaybillVariant): Readonly<Record<WaybillPrintField, FieldCheck>> {
  return {
    shipperMobile: matches(MOBILE_CN, M.shipperMobile),
    consigneeMobile: matches(MOBILE_CN, M.consigneeMobile),
    awbNumber: mawb,
    hawbNumber: matches(/^[A-Za-z0-9]{1,12}$/, M.hawbNumber),
    departureStation: matches(/^[A-Za-z]{1,3}$/, M.departureStation),
    arrivalStation: matches(/^[A-Za-z]{3}$/, M.arrivalStation),
    carrier: matches(/^[A-Za-z0-9]{2}$/, M.carrier),
    flightNo: matches(/^[A-Za-z0-9]{1,20}$/, M.flightNo),
    pieces: matches(/^\d{1,9}$/, M.pieces),
    piecesLine: matches(/^\d{1,5}$/, M.piecesLine),
    slac: matches(/^\d{1,5}$/, M.slac),
    grossWeight: decimal(2, 7, M.grossWeight, M.grossWeightLength),
    chargeWeight: decimal(2, 7, M.chargeWeight, M.chargeWeightLength),
    rateCharge: decimal(2, 8, M.rateCharge, M.rateChargeLength),
    total: decimal(2, 12, M.total, M.totalLength),
    volume: decimal(3, 9, M.volume, M.volumeLength),
    currency: variant === 'house' ? matches(HOUSE_CURRENCY, M.currencyHouse) : matches(/^[A-Za-z]{3}$/, M.currencyMaster),
    declaredValueCarriage: wordOrNumber(['NVD', 'N.V.D'], 12, M.declaredValueCarriage),
    declaredValueCustoms: wordOrNumber(['NCV', 'N.C.V'], 12, M.declaredValueCustoms),
    insuranceValue: wordOrNumber(['NIL', 'N.I.L'], 11, M.insuranceValue),
    insuranceAmount: wordOrNumber(['XXX'], 11, M.insuranceAmount),
    iataAgentCode: matches(/^(?:\d{7}|\d{11})$/, M.iataAgentCode),
    hsCode: matches(/^[A-Za-z0-9]{6,18}$/, M.hsCode),
    executedAt: generalText(M.executedAtText, { length: 17, message: M.executedAt }),
    signature: generalText(M.signatureText, { length: 20, message: M.signature }),
    otherServiceInfo: generalText(M.otherServiceInfoText, { length: 195, message: M.otherServiceInfo }),
    goodsDescription: generalText(M.goodsDescriptionText, { length: 80, message: M.goodsDescription }),
    handlingInformation: generalText(M.handlingInformationText),
    shipperName: maxChars(WAYBILL_BOX_LIMITS.shipperName, M.shipperName),
    shipperAddress: maxChars(WAYBILL_BOX_LIMITS.shipperAddress, M.shipperAddress),
    shipperAccount: maxChars(WAYBILL_BOX_LIMITS.shipperAccount, M.shipperAccount),
    consigneeName: maxChars(WAYBILL_BOX_LIMITS.consigneeName, M.consigneeName),
    consigneeAddress: maxChars(WAYBILL_BOX_LIMITS.consigneeAddress, M.consigneeAddress),
    consigneeAccount: maxChars(WAYBILL_BOX_LIMITS.consigneeAccount, M.consigneeAccount),
    issuedBy: maxChars(WAYBILL_BOX_LIMITS.issuedBy, M.issuedBy),
    agentNameCity: maxChars(WAYBILL_BOX_LIMITS.agentNameCity, M.agentNameCity),
    accountingInformation: maxChars(WAYBILL_BOX_LIMITS.accountingInformation, M.accountingInformation),
    rateClass: matches(/^[A-Za-z]$/, M.rateClass),
    natureQuantity: maxChars(WAYBILL_BOX_LIMITS.natureQuantity, M.natureQuantity),
    otherCharges: maxChars(WAYBILL_BOX_LIMITS.otherCharges, M.otherCharges),
    executedOn: maxChars(WAYBILL_BOX_LIMITS.executedOn, M.executedOn),
  };
}

const CHECKS: Record<WaybillVariant, Readonly<Record<WaybillPrintField, FieldCheck>>> = {
  master: waybillPrintChecks('master'),
  house: waybillPrintChecks('house'),
};

/** The waybill print form as a yup schema, for the browser form. */
export function waybillPrintSchema(lang: Language = 'zh-CN', variant: WaybillVariant = 'master') {
  return checksSchema(CHECKS[variant], lang);
}

/** Field -> message for every invalid field of a waybill print form; {} when valid. No yup needed. */
export function validateWaybillPrint(
  values: WaybillPrintValues | FormValues | null | undefined,
  lang: Language = 'zh-CN',
  variant: WaybillVariant = 'master',
): WaybillPrintErrors {
  return runChecks(CHECKS[variant], values, lang);
}
