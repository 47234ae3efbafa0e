import { matches, type FieldCheck } from '../check-table';
import { isContainerNumber } from '../identifiers';
import { toText } from '../patterns';
import { cut, decimalText, firstSet, partyAddress, partyOf } from '../waybill-prefill';
import { bi, day, decimalOf, isDay, needed, oneOf, place, upTo, wholePieces } from './common';

/**
 * The sea bill of lading made from a sea export order (/seOrderWaybillMake): its boxes, their rules
 * and the values an order fills in. The rules run in the browser form, on the server before a save,
 * and decide whether the PDF can be printed.
 */

export const SEA_BL_FIELDS = [
  'blNumber',
  'bookingNumber',
  'shipperName',
  'shipperAddress',
  'consigneeName',
  'consigneeAddress',
  'notifyName',
  'notifyAddress',
  'vesselName',
  'voyageNumber',
  'placeOfReceipt',
  'portOfLoading',
  'portOfDischarge',
  'placeOfDelivery',
  'containerLines',
  'marksAndNumbers',
  'packages',
  'packageType',
  'goodsDescription',
  'hsCode',
  'grossWeight',
  'measurement',
  'freightTerm',
  'freightPayableAt',
  'originals',
  'placeOfIssue',
  'dateOfIssue',
  'onBoardDate',
] as const;
export type SeaBlField = (typeof SEA_BL_FIELDS)[number];

export const FREIGHT_TERMS = ['PREPAID', 'COLLECT'] as const;

/** The most containers one bill lists (one per line). */
export const MAX_CONTAINER_LINES = 50;

export const SEA_BL_LABELS = {
  blNumber: bi('提单号', 'B/L number'),
  bookingNumber: bi('订舱号', 'Booking number'),
  shipperName: bi('发货人', 'Shipper'),
  shipperAddress: bi('发货人地址', 'Shipper address'),
  consigneeName: bi('收货人', 'Consignee'),
  consigneeAddress: bi('收货人地址', 'Consignee address'),
  notifyName: bi('通知人', 'Notify party'),
  notifyAddress: bi('通知人地址', 'Notify party address'),
  vesselName: bi('船名', 'Vessel'),
  voyageNumber: bi('航次', 'Voyage'),
  placeOfReceipt: bi('收货地', 'Place of receipt'),
  portOfLoading: bi('装货港', 'Port of loading'),
  portOfDischarge: bi('卸货港', 'Port of discharge'),
  placeOfDelivery: bi('交货地', 'Place of delivery'),
  containerLines: bi('箱号/封号/箱型', 'Containers / seals / types'),
  marksAndNumbers: bi('唛头', 'Marks and numbers'),
  packages: bi('件数', 'Packages'),
  packageType: bi('包装', 'Package type'),
  goodsDescription: bi('货物描述', 'Description of goods'),
  hsCode: bi('HS编码', 'HS code'),
  grossWeight: bi('毛重(KGS)', 'Gross weight (KGS)'),
  measurement: bi('体积(CBM)', 'Measurement (CBM)'),
  freightTerm: bi('运费条款', 'Freight'),
  freightPayableAt: bi('运费支付地', 'Freight payable at'),
  originals: bi('正本份数', 'Number of originals'),
  placeOfIssue: bi('签发地', 'Place of issue'),
  dateOfIssue: bi('签发日期', 'Date of issue'),
  onBoardDate: bi('装船日期', 'Shipped on board'),
} as const satisfies Record<SeaBlField, unknown>;
const L = SEA_BL_LABELS;

/**
 * One container per line: "MSCU1234566 / SL123456 / 40HQ" (number, then optionally seal and type).
 * Each number must pass the ISO 6346 check digit; the message names the line.
 */
const containerLines: FieldCheck = (v, _values, lang) => {
  const lines = v
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length > MAX_CONTAINER_LINES)
    return lang === 'zh-CN' ? `最多${MAX_CONTAINER_LINES}个箱` : `At most ${MAX_CONTAINER_LINES} containers`;
  for (let i = 0; i < lines.length; i += 1) {
    const [number = '', seal = '', type = ''] = lines[i].split('/').map((p) => p.trim());
    if (!isContainerNumber(number)) {
      return lang === 'zh-CN'
        ? `第${i + 1}行箱号 ${number} 不正确（4位字母加7位数字，末位为ISO 6346校验位）`
        : `Line ${i + 1}: container number ${number} is not valid (4 letters, 7 digits, ISO 6346 check digit)`;
    }
    if (!/^[A-Za-z0-9-]{0,20}$/.test(seal) || !/^[A-Za-z0-9]{0,6}$/.test(type)) {
      return lang === 'zh-CN' ? `第${i + 1}行封号或箱型格式不正确` : `Line ${i + 1}: the seal or type is not valid`;
    }
  }
  return null;
};

/** The shipped-on-board date cannot be after the date the bill is issued. */
const onBoardDate: FieldCheck = (v, values, lang) => {
  const own = day(L.onBoardDate)(v, values, lang);
  if (own) return own;
  const issued = toText(values.dateOfIssue);
  if (v && isDay(issued) && v > issued)
    return lang === 'zh-CN' ? '装船日期不能晚于签发日期' : 'The on-board date cannot be after the date of issue';
  return null;
};

export const SEA_BL_CHECKS: Readonly<Record<SeaBlField, FieldCheck>> = {
  blNumber: matches(/^[A-Za-z0-9]{4,20}$/, bi('提单号只能是字母和数字，4到20位', 'B/L number: 4 to 20 letters and digits')),
  bookingNumber: matches(
    /^[A-Za-z0-9-]{1,20}$/,
    bi('订舱号只能是字母、数字和-，最多20位', 'Booking number: letters, digits and -, at most 20'),
  ),
  shipperName: needed(L.shipperName, upTo(100, L.shipperName)),
  shipperAddress: upTo(300, L.shipperAddress),
  consigneeName: needed(L.consigneeName, upTo(100, L.consigneeName)),
  consigneeAddress: upTo(300, L.consigneeAddress),
  notifyName: upTo(100, L.notifyName),
  notifyAddress: upTo(300, L.notifyAddress),
  vesselName: place(35, L.vesselName),
  voyageNumber: matches(/^[A-Za-z0-9-]{1,10}$/, bi('航次只能是字母、数字和-，最多10位', 'Voyage: letters, digits and -, at most 10')),
  placeOfReceipt: place(35, L.placeOfReceipt),
  portOfLoading: needed(L.portOfLoading, place(35, L.portOfLoading)),
  portOfDischarge: needed(L.portOfDischarge, place(35, L.portOfDischarge)),
  placeOfDelivery: place(35, L.placeOfDelivery),
  containerLines,
  marksAndNumbers: upTo(500, L.marksAndNumbers),
  packages: wholePieces(L.packages),
  packageType: matches(
    /^[A-Za-z ]{1,20}$/,
    bi('包装只能是英文字母，最多20位（如 CARTONS）', 'Package type: English letters, at most 20 (e.g. CARTONS)'),
  ),
  goodsDescription: needed(L.goodsDescription, upTo(1000, L.goodsDescription)),
  hsCode: matches(/^[A-Za-z0-9]{6,18}$/, bi('HS编码为6到18位字母或数字', 'HS code: 6 to 18 letters or digits')),
  grossWeight: decimalOf(3, 12, L.grossWeight),
  measurement: decimalOf(3, 12, L.measurement),
  freightTerm: oneOf(FREIGHT_TERMS, L.freightTerm),
  freightPayableAt: place(35, L.freightPayableAt),
  originals: matches(/^[0-3]$/, bi('正本份数只能是0到3（0为电放/海运单）', 'Originals: 0 to 3 (0 for a sea waybill or telex release)')),
  placeOfIssue: place(35, L.placeOfIssue),
  dateOfIssue: day(L.dateOfIssue),
  onBoardDate,
};

/** Starting values from a sea export order as the generic API answers it; only what the order knows. */
export function seaBlPrefill(order: Readonly<Record<string, unknown>> | null | undefined): Record<string, string> {
  const o = order ?? {};
  const shipper = partyOf(o.shipper);
  const consignee = partyOf(o.consignee);
  const notify = partyOf(o.notifyParty);
  const text = (v: unknown) => toText(v);
  const values: Record<string, string> = {
    blNumber: firstSet(o.hlbNumber, o.mlbNumber).toUpperCase(),
    shipperName: cut(text(shipper.scName), 100),
    shipperAddress: cut(partyAddress(shipper), 300),
    consigneeName: cut(text(consignee.scName), 100),
    consigneeAddress: cut(partyAddress(consignee), 300),
    notifyName: cut(text(notify.scName), 100),
    notifyAddress: cut(partyAddress(notify), 300),
    vesselName: text(o.shipName).toUpperCase(),
    voyageNumber: text(o.shipVoyageNumber).toUpperCase(),
    portOfLoading: text(o.departureStation).toUpperCase(),
    portOfDischarge: text(o.arrivalStation).toUpperCase(),
    packages: firstSet(o.confirmPieces, o.planPieces),
    packageType: /^[A-Za-z ]{1,20}$/.test(text(o.packageType)) ? text(o.packageType).toUpperCase() : '',
    goodsDescription: cut(firstSet(o.goodsNameEn, o.goodsNameCn), 1000),
    grossWeight: decimalText(firstSet(o.confirmWeight, o.planWeight), 3),
    measurement: decimalText(firstSet(o.confirmVolume, o.planVolume), 3),
    freightTerm: 'PREPAID',
    originals: '3',
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
}

/** "THREE (3)": how the number of originals is printed. */
export const originalsText = (n: string) =>
  (({ '0': 'ZERO (0)', '1': 'ONE (1)', '2': 'TWO (2)', '3': 'THREE (3)' }) as Record<string, string>)[n] ?? n;
