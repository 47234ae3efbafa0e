import { DOCUMENT_SOURCE, type DocumentKind } from './kinds';
import { checksSchema, runChecks, type FieldCheck, type FormValues } from '../check-table';
import type { Language } from '../messages';
import { toText } from '../patterns';
import { WAYBILL_PRINT_MESSAGES } from '../waybill-messages';
import { WAYBILL_PRINT_FIELDS, waybillPrintChecks } from '../waybill';
import { cut, decimalText, waybillPrefill } from '../waybill-prefill';
import { OS_WAYBILL_CHECKS, OS_WAYBILL_FIELDS } from './os-waybill';
import { SEA_BL_CHECKS, SEA_BL_FIELDS } from './sea-bl';

/**
 * The documents made on the waybill-making pages (docs/api-office.md): the sea bill of lading of a sea
 * export order, the cross-border waybill of a waybill record, and the house air waybill information
 * of a house waybill. Each kind names its fields, their rules (shared by the browser form, the
 * server's check and the PDF) and the field holding the document's own number.
 */

export * from './kinds';

/** The house waybill's print rules, with its house number required as the print calls require it. */
const HAWB_CHECKS: Readonly<Record<string, FieldCheck>> = (() => {
  const base = waybillPrintChecks('house');
  return {
    ...base,
    hawbNumber: (v, values, lang) => (v === '' ? WAYBILL_PRINT_MESSAGES.hawbRequired[lang] : base.hawbNumber(v, values, lang)),
  };
})();

interface KindDef {
  fields: readonly string[];
  checks: Readonly<Record<string, FieldCheck>>;
  /** The document's own number (printed in its title and the PDF's file name). */
  numberField: string;
  /** The data resource whose records the document is made from (its menu reads, its edit button writes). */
  source: string;
  /** The source record's field that names it on the page (order code, waybill or house number). */
  sourceLabel: string;
  /** Whether staff may hand the document to someone outside by a signed link (the public make pages). */
  link: boolean;
}

export const DOCUMENT_DEFS: Readonly<Record<DocumentKind, KindDef>> = {
  seaBl: {
    fields: SEA_BL_FIELDS,
    checks: SEA_BL_CHECKS,
    numberField: 'blNumber',
    source: DOCUMENT_SOURCE.seaBl,
    sourceLabel: 'orderCode',
    link: true,
  },
  osWaybill: {
    fields: OS_WAYBILL_FIELDS,
    checks: OS_WAYBILL_CHECKS,
    numberField: 'waybillNumber',
    source: DOCUMENT_SOURCE.osWaybill,
    sourceLabel: 'waybillNumber',
    link: true,
  },
  hawbInfo: {
    fields: WAYBILL_PRINT_FIELDS,
    checks: HAWB_CHECKS,
    numberField: 'hawbNumber',
    source: DOCUMENT_SOURCE.hawbInfo,
    sourceLabel: 'hawbNumber',
    link: false,
  },
};

/** Field -> message for every invalid field of a document; {} when it may be saved and printed. */
export function validateDocument(
  kind: DocumentKind,
  values: FormValues | null | undefined,
  lang: Language = 'zh-CN',
): Record<string, string> {
  return runChecks(DOCUMENT_DEFS[kind].checks, values, lang) as Record<string, string>;
}

/** The same rules as a yup schema, for the browser form. */
export const documentSchema = (kind: DocumentKind, lang: Language = 'zh-CN') => checksSchema(DOCUMENT_DEFS[kind].checks, lang);

/** Only the kind's fields, as trimmed text; empty ones left out (what is stored). */
export function cleanDocument(kind: DocumentKind, raw: Readonly<Record<string, unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of DOCUMENT_DEFS[kind].fields) {
    const v = toText(raw[f]);
    if (v !== '') out[f] = v;
  }
  return out;
}

/**
 * House waybill information starting values: the house waybill record's own figures over what its
 * air export order (when it was made from one) gives the house print.
 */
export function hawbInfoPrefill(
  house: Readonly<Record<string, unknown>>,
  order?: Readonly<Record<string, unknown>> | null,
): Record<string, string> {
  const own: Record<string, string> = {
    awbNumber: toText(house.awbNumber),
    hawbNumber: toText(house.hawbNumber).toUpperCase(),
    departureStation: toText(house.departureAirport).toUpperCase(),
    arrivalStation: toText(house.arrivalAirport).toUpperCase(),
    pieces: toText(house.pieces),
    piecesLine: /^\d{1,5}$/.test(toText(house.pieces)) ? toText(house.pieces) : '',
    grossWeight: decimalText(house.grossWeight, 2),
    goodsDescription: cut(toText(house.goodsNameEn), 80),
    hsCode: toText(house.hsCode),
    slac: toText(house.slac),
    shipperName: cut(toText(house.shipperName), 100),
    consigneeName: cut(toText(house.consigneeName), 100),
  };
  const base = order
    ? waybillPrefill(order, 'house')
    : { currency: 'CNY', declaredValueCarriage: 'NVD', declaredValueCustoms: 'NCV', insuranceAmount: 'XXX' };
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(base)) if (v !== null && v !== undefined && String(v) !== '') out[k] = String(v);
  for (const [k, v] of Object.entries(own)) if (v !== '') out[k] = v;
  return out;
}

export * from './sea-bl';
export * from './os-waybill';
