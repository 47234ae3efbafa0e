import { bi, type Bilingual } from '../../schemas/bilingual';
import { WAYBILL_PRINT_FIELDS, type WaybillVariant } from '../../schemas/waybill';

/**
 * The boxes of the paper air waybill (IATA layout, simplified) on a 12-column grid: each box has the
 * small printed caption, an interface-language label, and the print fields it holds. A box without
 * fields only mirrors another box's value (the routing "To" repeats the destination).
 */

export interface BoxField {
  name: string;
  /** Multi-line text (names and addresses, handling information...). */
  rows?: number;
  /** A short inner caption when a box holds several fields. */
  hint?: Bilingual;
}

export interface PaperBox {
  key: string;
  caption: string;
  label: Bilingual;
  span: number;
  /** The span in the master variant, when it differs (a box beside a house-only box). */
  masterSpan?: number;
  fields: BoxField[];
  /** Only in this variant. */
  only?: WaybillVariant;
  /** Shows another field's value read-only. */
  mirror?: string;
}

const L = bi;

export const PAPER_BOXES: PaperBox[] = [
  { key: 'awb', caption: 'Air Waybill Number', label: L('主单号', 'Master waybill'), span: 4, fields: [{ name: 'awbNumber' }] },
  {
    key: 'hawb',
    caption: 'House Air Waybill Number',
    label: L('分单号', 'House waybill'),
    span: 4,
    fields: [{ name: 'hawbNumber' }],
    only: 'house',
  },
  {
    key: 'issuedBy',
    caption: 'Not Negotiable - Air Waybill Issued by',
    label: L('签发承运人', 'Issued by'),
    span: 4,
    masterSpan: 8,
    fields: [{ name: 'issuedBy' }],
  },

  {
    key: 'shipper',
    caption: "Shipper's Name and Address",
    label: L('发货人名称及地址', 'Shipper'),
    span: 6,
    fields: [
      { name: 'shipperName', hint: L('名称', 'Name') },
      { name: 'shipperAddress', rows: 2, hint: L('地址', 'Address') },
      { name: 'shipperMobile', hint: L('手机号', 'Mobile') },
    ],
  },
  {
    key: 'shipperAccount',
    caption: "Shipper's Account Number",
    label: L('发货人账号', 'Account number'),
    span: 2,
    fields: [{ name: 'shipperAccount' }],
  },
  {
    key: 'accounting',
    caption: 'Accounting Information',
    label: L('财务说明', 'Accounting information'),
    span: 4,
    fields: [{ name: 'accountingInformation', rows: 3 }],
  },
  {
    key: 'consignee',
    caption: "Consignee's Name and Address",
    label: L('收货人名称及地址', 'Consignee'),
    span: 6,
    fields: [
      { name: 'consigneeName', hint: L('名称', 'Name') },
      { name: 'consigneeAddress', rows: 2, hint: L('地址', 'Address') },
      { name: 'consigneeMobile', hint: L('手机号', 'Mobile') },
    ],
  },
  {
    key: 'consigneeAccount',
    caption: "Consignee's Account Number",
    label: L('收货人账号', 'Account number'),
    span: 2,
    fields: [{ name: 'consigneeAccount' }],
  },
  { key: 'hs', caption: 'HS Code', label: L('海关编码', 'HS code'), span: 4, fields: [{ name: 'hsCode' }] },

  {
    key: 'agent',
    caption: "Issuing Carrier's Agent Name and City",
    label: L('出票代理人名称及城市', "Agent's name and city"),
    span: 6,
    fields: [{ name: 'agentNameCity' }],
  },
  {
    key: 'iata',
    caption: "Agent's IATA Code",
    label: L('代理人IATA代码', 'IATA agent code'),
    span: 3,
    fields: [{ name: 'iataAgentCode' }],
  },
  { key: 'slac', caption: "SLAC (Shipper's Load and Count)", label: L('SLAC件数', 'SLAC'), span: 3, fields: [{ name: 'slac' }] },

  {
    key: 'departure',
    caption: 'Airport of Departure (Addr. of First Carrier) and Requested Routing',
    label: L('始发站', 'Departure'),
    span: 12,
    fields: [{ name: 'departureStation' }],
  },

  { key: 'to', caption: 'To', label: L('到达站', 'To'), span: 1, fields: [], mirror: 'arrivalStation' },
  { key: 'by', caption: 'By First Carrier', label: L('第一承运人', 'First carrier'), span: 2, fields: [{ name: 'carrier' }] },
  { key: 'currency', caption: 'Currency', label: L('币种', 'Currency'), span: 2, fields: [{ name: 'currency' }] },
  {
    key: 'dvCarriage',
    caption: 'Declared Value for Carriage',
    label: L('供运输用声明价值', 'Declared value for carriage'),
    span: 3,
    fields: [{ name: 'declaredValueCarriage' }],
  },
  {
    key: 'dvCustoms',
    caption: 'Declared Value for Customs',
    label: L('供海关用声明价值', 'Declared value for customs'),
    span: 4,
    fields: [{ name: 'declaredValueCustoms' }],
  },

  {
    key: 'destination',
    caption: 'Airport of Destination',
    label: L('目的站', 'Destination'),
    span: 3,
    fields: [{ name: 'arrivalStation' }],
  },
  { key: 'flight', caption: 'Flight/Date', label: L('航班', 'Flight'), span: 3, fields: [{ name: 'flightNo' }] },
  {
    key: 'insuranceAmount',
    caption: 'Amount of Insurance',
    label: L('保险金额', 'Amount of insurance'),
    span: 3,
    fields: [{ name: 'insuranceAmount' }],
  },
  { key: 'insuranceValue', caption: 'Insurance', label: L('保险价值', 'Insurance value'), span: 3, fields: [{ name: 'insuranceValue' }] },

  {
    key: 'handling',
    caption: 'Handling Information',
    label: L('储运注意事项', 'Handling information'),
    span: 12,
    fields: [{ name: 'handlingInformation', rows: 2 }],
  },

  { key: 'piecesLine', caption: 'No. of Pieces RCP', label: L('件数', 'Pieces'), span: 1, fields: [{ name: 'piecesLine' }] },
  { key: 'grossWeight', caption: 'Gross Weight', label: L('毛重', 'Gross weight'), span: 2, fields: [{ name: 'grossWeight' }] },
  { key: 'rateClass', caption: 'Rate Class', label: L('运价等级', 'Rate class'), span: 1, fields: [{ name: 'rateClass' }] },
  {
    key: 'chargeWeight',
    caption: 'Chargeable Weight',
    label: L('计费重量', 'Chargeable weight'),
    span: 2,
    fields: [{ name: 'chargeWeight' }],
  },
  { key: 'rateCharge', caption: 'Rate/Charge', label: L('费率', 'Rate/charge'), span: 2, fields: [{ name: 'rateCharge' }] },
  { key: 'total', caption: 'Total', label: L('总计', 'Total'), span: 2, fields: [{ name: 'total' }] },
  { key: 'volume', caption: 'Volume (CBM)', label: L('体积', 'Volume'), span: 2, fields: [{ name: 'volume' }] },

  { key: 'pieces', caption: 'Total No. of Pieces', label: L('总件数', 'Total pieces'), span: 2, fields: [{ name: 'pieces' }] },
  {
    key: 'nature',
    caption: 'Nature and Quantity of Goods (incl. Dimensions or Volume)',
    label: L('货物品名及数量（含尺寸或体积）', 'Nature and quantity of goods'),
    span: 6,
    fields: [{ name: 'natureQuantity', rows: 3 }],
  },
  {
    key: 'goods',
    caption: 'Description of Goods (English)',
    label: L('英文品名', 'Goods description'),
    span: 4,
    fields: [{ name: 'goodsDescription', rows: 3 }],
  },

  {
    key: 'otherCharges',
    caption: 'Other Charges',
    label: L('其他费用', 'Other charges'),
    span: 6,
    fields: [{ name: 'otherCharges', rows: 2 }],
  },
  {
    key: 'osi',
    caption: 'Other Service Information',
    label: L('其他服务信息', 'Other service information'),
    span: 6,
    fields: [{ name: 'otherServiceInfo', rows: 2 }],
  },

  { key: 'executedOn', caption: 'Executed on (date)', label: L('签发日期', 'Executed on'), span: 3, fields: [{ name: 'executedOn' }] },
  { key: 'executedAt', caption: 'at (place)', label: L('签发地点', 'Executed at'), span: 3, fields: [{ name: 'executedAt' }] },
  {
    key: 'signature',
    caption: 'Signature of Issuing Carrier or its Agent',
    label: L('承运人或其代理人签字', 'Signature'),
    span: 6,
    fields: [{ name: 'signature' }],
  },
];

const placed = new Set(PAPER_BOXES.flatMap((b) => b.fields.map((f) => f.name)));

/**
 * The boxes of one variant. A print field the layout does not place yet (one added to the rules
 * later) still gets an input, in a last box, so it can never be unreachable.
 */
export function boxesOf(variant: WaybillVariant): PaperBox[] {
  const boxes = PAPER_BOXES.filter((b) => !b.only || b.only === variant).map((b) =>
    variant === 'master' && b.masterSpan ? { ...b, span: b.masterSpan } : b,
  );
  const rest = WAYBILL_PRINT_FIELDS.filter((f) => !placed.has(f) && f !== 'hawbNumber');
  if (rest.length) {
    boxes.push({
      key: 'more',
      caption: 'Other',
      label: L('其他', 'Other'),
      span: 12,
      fields: rest.map((name) => ({ name, hint: L(name, name) })),
    });
  }
  return boxes;
}

/** The print field names a variant's form edits. */
export const formFieldsOf = (variant: WaybillVariant): string[] => boxesOf(variant).flatMap((b) => b.fields.map((f) => f.name));
