import { matches, type FieldCheck } from '../check-table';
import { isChinaIdCard } from '../identifiers';
import { PARTY_CHECKS } from '../party';
import { GENERAL_TEXT, toText } from '../patterns';
import { cut, decimalText, firstSet } from '../waybill-prefill';
import { bi, decimalOf, needed, upTo, wholePieces } from './common';

/**
 * The cross-border e-commerce waybill (/osWaybillMake) of a waybill record (/os_waybill): sender,
 * recipient, parcel and declared goods. Parcels into the mainland need the recipient's identity card
 * number for customs clearance of personal goods, checked with its GB 11643 check character.
 */

export const OS_WAYBILL_FIELDS = [
  'waybillNumber',
  'orderNumber',
  'senderName',
  'senderPhone',
  'senderAddress',
  'senderCountry',
  'receiverName',
  'receiverPhone',
  'receiverAddress',
  'receiverCity',
  'receiverState',
  'receiverPostcode',
  'receiverCountry',
  'receiverIdNumber',
  'pieces',
  'grossWeight',
  'goodsName',
  'goodsNameEn',
  'goodsQuantity',
  'hsCode',
  'declaredValue',
  'currency',
  'remark',
] as const;
export type OsWaybillField = (typeof OS_WAYBILL_FIELDS)[number];

export const OS_WAYBILL_LABELS = {
  waybillNumber: bi('运单号', 'Waybill number'),
  orderNumber: bi('电商订单号', 'E-commerce order'),
  senderName: bi('发件人', 'Sender'),
  senderPhone: bi('发件人电话', 'Sender phone'),
  senderAddress: bi('发件地址', 'Sender address'),
  senderCountry: bi('发件国', 'Sender country'),
  receiverName: bi('收件人', 'Recipient'),
  receiverPhone: bi('收件人电话', 'Recipient phone'),
  receiverAddress: bi('收件地址', 'Recipient address'),
  receiverCity: bi('收件城市', 'City'),
  receiverState: bi('州/省代码', 'State'),
  receiverPostcode: bi('邮编', 'Postcode'),
  receiverCountry: bi('目的国', 'Destination country'),
  receiverIdNumber: bi('收件人身份证号', 'Recipient ID number'),
  pieces: bi('件数', 'Pieces'),
  grossWeight: bi('重量(KG)', 'Weight (kg)'),
  goodsName: bi('品名', 'Goods'),
  goodsNameEn: bi('英文品名', 'Goods (English)'),
  goodsQuantity: bi('商品数量', 'Item quantity'),
  hsCode: bi('HS编码', 'HS code'),
  declaredValue: bi('申报价值', 'Declared value'),
  currency: bi('币种', 'Currency'),
  remark: bi('备注', 'Remarks'),
} as const satisfies Record<OsWaybillField, unknown>;
const L = OS_WAYBILL_LABELS;

const country = (label: typeof L.senderCountry) =>
  matches(/^[A-Za-z]{2}$/, bi(`${label['zh-CN']}必须是2位字母的国家代码`, `${label['en-US']}: a 2-letter country code`));
const phone = (label: typeof L.senderPhone) =>
  matches(
    /^\+?[0-9 -]{5,30}$/,
    bi(`${label['zh-CN']}只能包含数字、空格、+和-，5到30位`, `${label['en-US']}: 5 to 30 digits, spaces, + and -`),
  );

/** The recipient's address rules are the party form's (docs/behaviour.md §1.5.2), on the destination country. */
const asParty = (values: Readonly<Record<string, unknown>>) => ({ nationCode: values.receiverCountry, stateCode: values.receiverState });

const receiverIdNumber: FieldCheck = (v, values, lang) => {
  const intoMainland = toText(values.receiverCountry).toUpperCase() === 'CN';
  if (!intoMainland) return v.length <= 30 ? null : lang === 'zh-CN' ? '证件号最多30位' : 'ID number: at most 30 characters';
  if (v === '')
    return lang === 'zh-CN' ? '寄往中国大陆的包裹必须填写收件人身份证号' : "Parcels into the mainland need the recipient's ID card number";
  return isChinaIdCard(v) ? null : lang === 'zh-CN' ? '请输入正确的18位身份证号' : 'Enter a valid 18-character mainland ID card number';
};

export const OS_WAYBILL_CHECKS: Readonly<Record<OsWaybillField, FieldCheck>> = {
  waybillNumber: needed(
    L.waybillNumber,
    matches(/^[A-Za-z0-9]{6,40}$/, bi('运单号只能是字母和数字，6到40位', 'Waybill number: 6 to 40 letters and digits')),
  ),
  orderNumber: matches(
    /^[A-Za-z0-9_-]{1,60}$/,
    bi('电商订单号只能是字母、数字、_和-，最多60位', 'E-commerce order: letters, digits, _ and -, at most 60'),
  ),
  senderName: needed(L.senderName, upTo(100, L.senderName)),
  senderPhone: phone(L.senderPhone),
  senderAddress: upTo(200, L.senderAddress),
  senderCountry: country(L.senderCountry),
  receiverName: needed(L.receiverName, upTo(100, L.receiverName)),
  receiverPhone: needed(L.receiverPhone, phone(L.receiverPhone)),
  receiverAddress: needed(L.receiverAddress, upTo(200, L.receiverAddress)),
  receiverCity: upTo(50, L.receiverCity),
  receiverState: (v, values, lang) => PARTY_CHECKS.stateCode(v, asParty(values), lang),
  receiverPostcode: (v, values, lang) => PARTY_CHECKS.postCode(v, asParty(values), lang),
  receiverCountry: needed(L.receiverCountry, country(L.receiverCountry)),
  receiverIdNumber,
  pieces: needed(L.pieces, wholePieces(L.pieces)),
  grossWeight: needed(L.grossWeight, decimalOf(3, 10, L.grossWeight)),
  goodsName: needed(L.goodsName, upTo(100, L.goodsName)),
  goodsNameEn: matches(GENERAL_TEXT, bi('英文品名只能包含字母、数字、空格、.和-', 'Goods (English): letters, digits, space, . and - only')),
  goodsQuantity: wholePieces(L.goodsQuantity),
  hsCode: matches(/^[A-Za-z0-9]{6,18}$/, bi('HS编码为6到18位字母或数字', 'HS code: 6 to 18 letters or digits')),
  declaredValue: needed(L.declaredValue, decimalOf(2, 12, L.declaredValue)),
  currency: needed(L.currency, matches(/^[A-Za-z]{3}$/, bi('请输入3位字母的币种代码', 'Enter a 3-letter currency code'))),
  remark: upTo(200, L.remark),
};

/** Starting values from a waybill record (/os_waybill) as the generic API answers it. */
export function osWaybillPrefill(w: Readonly<Record<string, unknown>> | null | undefined): Record<string, string> {
  const o = w ?? {};
  const values: Record<string, string> = {
    waybillNumber: toText(o.waybillNumber).toUpperCase(),
    orderNumber: toText(o.orderCode),
    senderName: cut(toText(o.shipperName), 100),
    senderCountry: 'CN',
    receiverName: cut(toText(o.consigneeName), 100),
    receiverPhone: toText(o.consigneePhone),
    receiverAddress: cut(toText(o.consigneeAddress), 200),
    receiverCountry: toText(o.destinationCountry).toUpperCase(),
    pieces: firstSet(o.pieces),
    grossWeight: decimalText(o.grossWeight, 3),
    goodsName: cut(toText(o.goodsName), 100),
    declaredValue: decimalText(o.declaredValue, 2),
    currency: toText(o.currency).toUpperCase() || 'CNY',
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
}
