import { f, key, listed } from '../fields';
import { section } from '../define';
import type { FieldDef, SectionDef } from '../types';
import {
  CUSTOMS_STATUS,
  airport,
  carrierCode,
  country,
  currency,
  flightNo,
  grossWeight,
  hawb,
  mawb,
  orderCode,
  partner,
  pieces,
  remark,
  scope,
  volume,
  type Options,
} from './common';
import { GOODS_TYPES } from './order';
import { APPROVAL_STATES, STATE_LABELS } from '../../schemas/approvals';

/** Air freight: basic data (airports, carriers, flights, rates), declarations, bills, enquiries, space. */

const IATA_AREAS: Options = [
  ['TC1', 'TC1 美洲', 'TC1 Americas'],
  ['TC2', 'TC2 欧洲、中东、非洲', 'TC2 Europe, Middle East, Africa'],
  ['TC3', 'TC3 亚太', 'TC3 Asia Pacific'],
];

export const airportFields: FieldDef[] = [
  airport('airportCode', '机场代码', 'Airport code', { ...key, required: true, unique: true, lookup: undefined }),
  f.text('airportNameCn', '中文名称', 'Chinese name', { ...key, maxLength: 100 }),
  f.text('airportNameEn', '英文名称', 'English name', { ...key, required: true, maxLength: 100 }),
  // A city the airport serves: suggested from the (short) city list, not limited to it.
  airport('cityCode', '城市代码', 'City code', { list: true, lookup: 'city', lookupFree: true }),
  country({ list: true }),
  f.enum('iataRegion', 'IATA区域', 'IATA area', IATA_AREAS, { list: true, filter: 'eq' }),
];

export const carrierFields: FieldDef[] = [
  carrierCode({ ...key, required: true, unique: true, lookup: undefined }),
  f.text('awbPrefix', '运单前缀', 'AWB prefix', { ...listed, filter: 'eq', unique: true, rule: 'awbPrefix', maxLength: 3 }),
  f.text('carrierNameCn', '中文名称', 'Chinese name', { ...key, maxLength: 100 }),
  f.text('carrierNameEn', '英文名称', 'English name', { ...key, required: true, maxLength: 100 }),
  country({ list: true }),
  f.text('website', '官网', 'Website', { maxLength: 200, rule: 'url' }),
];

export const countryFields: FieldDef[] = [
  country({ ...key, required: true, unique: true, lookup: undefined }),
  f.text('countryCode3', '三字代码', 'Alpha-3 code', { list: true, filter: 'eq', maxLength: 3 }),
  f.text('countryNameCn', '中文名称', 'Chinese name', { ...key, maxLength: 100 }),
  f.text('countryNameEn', '英文名称', 'English name', { ...key, required: true, maxLength: 100 }),
  f.text('dialCode', '国际电话区号', 'Dialling code', { list: true, filter: 'eq', maxLength: 10 }),
  f.enum('iataRegion', 'IATA区域', 'IATA area', IATA_AREAS, { list: true, filter: 'eq' }),
];

export const currencyFields: FieldDef[] = [
  currency({ ...key, required: true, unique: true, lookup: undefined }, 'currencyCode', '币种代码', 'Currency code'),
  f.text('currencyNameCn', '中文名称', 'Chinese name', { ...key, maxLength: 50 }),
  f.text('currencyNameEn', '英文名称', 'English name', { ...key, required: true, maxLength: 100 }),
  f.integer('minorUnits', '小数位数', 'Decimals', { list: true, min: 0, max: 4 }),
  f.text('numericCode', '数字代码', 'Numeric code', { list: true, maxLength: 3 }),
];

export const flightFields: FieldDef[] = [
  carrierCode({ ...listed, required: true }),
  flightNo({ ...key, required: true }),
  airport('departureAirport', '起飞机场', 'From', { list: true, required: true }),
  airport('arrivalAirport', '到达机场', 'To', { list: true, required: true }),
  f.text('departureTime', '起飞时间(HH:mm)', 'Departs (HH:mm)', { list: true, maxLength: 5 }),
  f.text('arrivalTime', '到达时间(HH:mm)', 'Arrives (HH:mm)', { list: true, maxLength: 5 }),
  f.integer('arrivalDayOffset', '到达跨天', 'Arrival day offset', { min: 0, max: 3 }),
  f.text('weekdays', '班期(1-7)', 'Days of week (1-7)', { maxLength: 7 }),
  f.text('aircraftType', '机型', 'Aircraft', { maxLength: 20 }),
  f.date('effectiveFrom', '生效日期', 'Effective from', { sort: true, filter: 'range', required: true }),
  f.date('effectiveTo', '失效日期', 'Effective to', { sort: true }),
];

export const cityFields: FieldDef[] = [
  airport('cityCode', '城市代码', 'City code', { ...key, required: true, unique: true, lookup: undefined }),
  f.text('cityNameCn', '中文名称', 'Chinese name', { ...key, maxLength: 50 }),
  f.text('cityNameEn', '英文名称', 'English name', { ...key, required: true, maxLength: 50 }),
  country({ list: true, required: true }),
  f.text('stateCode', '州/省代码', 'State', { maxLength: 10 }),
  f.boolean('exportHot', '出口热门', 'Popular for export', { list: true, filter: 'eq' }),
  f.boolean('importHot', '进口热门', 'Popular for import', { list: true, filter: 'eq' }),
];

export const currencyRateFields: FieldDef[] = [
  currency({ ...listed, required: true }),
  f.text('currencyName', '币种名称', 'Currency name', { list: true, maxLength: 30 }),
  currency({ list: true, required: true }, 'baseCurrency', '本位币', 'Base currency'),
  f.number('rate', '汇率', 'Rate', { list: true, required: true, decimals: 6 }),
  f.enum(
    'rateType',
    '汇率类型',
    'Rate type',
    [
      ['BOOK', '记账汇率', 'Book'],
      ['SETTLE', '结算汇率', 'Settlement'],
      ['CUSTOMS', '海关汇率', 'Customs'],
    ],
    { list: true, filter: 'eq' },
  ),
  f.date('effectiveDate', '生效日期', 'Effective date', { ...listed, required: true, filter: 'range' }),
  f.date('expiryDate', '失效日期', 'Expiry date', { sort: true }),
];

/** Lane and weight breaks of an air rate: minimum, normal (under 45 kg) and the +45..+1000 kg breaks. */
const rateBreaks = (): FieldDef[] => [
  airport('departureAirport', '起运港', 'Origin', { list: true, required: true }),
  airport('arrivalAirport', '目的港', 'Destination', { list: true, required: true }),
  carrierCode({ list: true, sort: true }),
  currency({ required: true }),
  f.money('minCharge', '最低收费(M)', 'Minimum (M)', { list: true }),
  f.money('rateN', 'N(45KG以下)', 'N (under 45 kg)', { list: true }),
  f.money('rate45', '+45KG', '+45 kg', { list: true }),
  f.money('rate100', '+100KG', '+100 kg', { list: true }),
  f.money('rate300', '+300KG', '+300 kg'),
  f.money('rate500', '+500KG', '+500 kg'),
  f.money('rate1000', '+1000KG', '+1000 kg'),
];

export const tactFields: FieldDef[] = rateBreaks();

export const tariffFields: FieldDef[] = [
  ...rateBreaks(),
  partner('coopId', '供应商', 'Supplier', { list: false }),
  f.enum('goodsType', '货物类型', 'Goods type', GOODS_TYPES, { filter: 'eq' }),
  f.date('validFrom', '有效期自', 'Valid from', { sort: true, filter: 'range', required: true }),
  f.date('validTo', '有效期至', 'Valid to', { sort: true, filter: 'range' }),
  f.money('fuelSurcharge', '燃油附加费(/KG)', 'Fuel surcharge (per kg)'),
  f.money('securitySurcharge', '安检费(/KG)', 'Security surcharge (per kg)'),
  f.money('otherCharges', '其他杂费(/票)', 'Other charges (per shipment)'),
  f.text('transitTime', '时效', 'Transit time', { maxLength: 30 }),
  remark(),
];

const TRADE_MODES: Options = [
  ['0110', '一般贸易', 'General trade'],
  ['9610', '跨境电商直购', 'Cross-border e-commerce (9610)'],
  ['1210', '保税电商', 'Bonded e-commerce (1210)'],
  ['9710', '跨境电商B2B直接出口', 'Cross-border B2B (9710)'],
  ['9810', '跨境电商出口海外仓', 'Overseas warehouse (9810)'],
  ['3010', '货样广告品', 'Samples and advertising'],
];

/** An air customs declaration (export or import, each in its own table). */
export const customsDeclarationFields: FieldDef[] = [
  f.text('declarationNumber', '报关单号', 'Declaration number', { ...key, required: true, unique: true, maxLength: 18 }),
  orderCode({ list: true }),
  mawb({ list: false }),
  f.text('customsOffice', '申报海关', 'Customs office', { list: true, filter: 'eq', maxLength: 50 }),
  f.enum('tradeMode', '贸易方式', 'Trade mode', TRADE_MODES, { filter: 'eq' }),
  f.text('hsCode', 'HS编码', 'HS code', { filter: 'like', rule: 'hsCode', maxLength: 18 }),
  f.text('goodsName', '品名', 'Goods', { list: true, maxLength: 100 }),
  grossWeight(),
  f.money('declaredValue', '申报价值', 'Declared value', { list: true }),
  currency(),
  f.date('declarationDate', '申报日期', 'Declared on', { ...listed, filter: 'range' }),
  f.enum('declarationStatus', '报关状态', 'Status', CUSTOMS_STATUS, { list: true, filter: 'eq' }),
  remark(),
];

const ENQUIRY_STATUS: Options = [
  ['PENDING', '待报价', 'Awaiting quote'],
  ['QUOTED', '已报价', 'Quoted'],
  ['ACCEPTED', '已接受', 'Accepted'],
  ['REJECTED', '已拒绝', 'Declined'],
  ['EXPIRED', '已过期', 'Expired'],
];

/** An air freight enquiry: from a customer (enquiry management) or to an inquiry agent (my inquiries). */
const enquiry = (counterparty: FieldDef): FieldDef[] => [
  f.text('enquiryNumber', '询价编号', 'Enquiry number', { ...key, required: true, unique: true, maxLength: 30 }),
  counterparty,
  airport('departureAirport', '起运港', 'Origin', { list: true, required: true }),
  airport('arrivalAirport', '目的港', 'Destination', { list: true, required: true }),
  f.text('goodsName', '品名', 'Goods', { filter: 'like', maxLength: 100 }),
  f.enum('goodsType', '货物类型', 'Goods type', GOODS_TYPES, { filter: 'eq' }),
  pieces(),
  grossWeight({ list: true, required: true }),
  volume(),
  f.date('expectedDate', '预计发货', 'Expected shipping date', { sort: true, filter: 'range' }),
  f.money('quotedPrice', '报价', 'Quoted price', { list: true }),
  currency(),
  f.date('quoteValidUntil', '报价有效期', 'Quote valid until', { sort: true }),
  // The quotation the customer sees on the signed quotation page (docs/quotation-pouch.md): one line per
  // carrier and weight break, priced per kg in the enquiry's currency.
  f.list(
    'quoteLines',
    '报价明细',
    'Quotation lines',
    [
      carrierCode({ required: true, filter: undefined }),
      f.text('weightBreak', '重量段', 'Weight break', { maxLength: 20, required: true }),
      f.money('pricePerKg', '单价(/KG)', 'Price per kg', { required: true }),
      f.money('minCharge', '最低收费', 'Minimum charge'),
      f.text('transitTime', '时效', 'Transit time', { maxLength: 30 }),
      f.text('lineRemark', '说明', 'Remark', { maxLength: 200 }),
    ],
    { maxItems: 20 },
  ),
  f.enum('enquiryStatus', '状态', 'Status', ENQUIRY_STATUS, { list: true, filter: 'eq' }),
  // The customer's answer through the quotation page: written by the server only.
  f.datetime('quoteAnsweredAt', '答复时间', 'Answered at', { readOnly: true, sort: true }),
  f.text('quoteAnswerRemark', '客户答复', 'Customer answer', { readOnly: true, maxLength: 500 }),
  remark(),
];
export const enquiryManageFields = enquiry(partner('customerId', '客户', 'Customer'));
export const myInquiryFields = enquiry(f.ref('agentId', '询价代理', 'Inquiry agent', 'prm_inquiry_agent', { list: true, filter: 'eq' }));

const LOCK_APPROVAL_STATES: Options = APPROVAL_STATES.map((s) => [s, STATE_LABELS[s]['zh-CN'], STATE_LABELS[s]['en-US']]);

/**
 * Partner locks and unlock applications (docs/behaviour.md §1.2.4, §1.4): written only by the lock and approval
 * services (server/workflow), so the list is read-only; a LOCK row has no approval state.
 */
export const lockUnlockFields: FieldDef[] = [
  partner('coopId', '合作伙伴', 'Partner', { required: true }),
  scope({ required: true }),
  f.enum(
    'lockAction',
    '操作',
    'Action',
    [
      ['LOCK', '锁定', 'Lock'],
      ['UNLOCK', '解锁', 'Unlock'],
    ],
    { list: true, filter: 'eq', required: true },
  ),
  f.integer('eventId', '审批事件', 'Approval event', { min: 1 }),
  f.integer('settingId', '审批设置', 'Approval setting', { min: 1 }),
  f.text('lockReason', '锁定原因', 'Lock reason', { list: true, maxLength: 200 }),
  f.textarea('eventApplicationContent', '申请内容', 'Application', { maxLength: 500 }),
  f.text('eventApplicationRemark', '申请备注', 'Application remark', { maxLength: 200 }),
  f.text('appliedBy', '操作人', 'By', { list: true, filter: 'like', maxLength: 30 }),
  f.datetime('applyTime', '时间', 'At', { list: true, sort: true, filter: 'range' }),
  f.enum('approvalStatus', '审批状态', 'Status', LOCK_APPROVAL_STATES, { list: true, filter: 'eq' }),
  f.text('approvedBy', '审批人', 'Decided by', { list: true, maxLength: 30 }),
  f.datetime('approveTime', '审批时间', 'Decided at', { sort: true }),
  f.text('decisionRemark', '审批意见', 'Decision remark', { maxLength: 500 }),
];

export const spaceFields: FieldDef[] = [
  carrierCode({ ...listed, required: true }),
  flightNo({ list: true, required: true }),
  f.date('flightDate', '航班日期', 'Flight date', { ...listed, required: true, filter: 'range' }),
  airport('departureAirport', '起飞机场', 'From', { list: true }),
  airport('arrivalAirport', '到达机场', 'To', { list: true }),
  partner('coopId', '舱位供应商', 'Space supplier', { list: false }),
  f.weight('allocatedWeight', '分配重量(KG)', 'Allocated weight (kg)', { list: true, required: true }),
  f.weight('usedWeight', '已用重量(KG)', 'Used weight (kg)', { list: true }),
  f.number('allocatedVolume', '分配体积(CBM)', 'Allocated volume (CBM)', { decimals: 3 }),
  f.number('usedVolume', '已用体积(CBM)', 'Used volume (CBM)', { decimals: 3 }),
  f.enum(
    'spaceStatus',
    '状态',
    'Status',
    [
      ['OPEN', '开放', 'Open'],
      ['FULL', '已满', 'Full'],
      ['CLOSED', '已关闭', 'Closed'],
    ],
    { filter: 'eq' },
  ),
  remark(),
];

/** How a house waybill came to be (docs/behaviour.md §1.3). */
export const HAWB_SOURCES: Options = [
  ['CREATED_BY_SELF', '主单下自建', 'Entered under the master waybill'],
  ['CREATED_BY_ORDER', '由订单生成', 'Made from an order'],
];

/** A house waybill (FHL) under a master waybill. */
export const fhlFields: FieldDef[] = [
  mawb({ required: true }),
  hawb({ ...key, required: true, unique: true }),
  airport('departureAirport', '始发站', 'Origin', { list: true }),
  airport('arrivalAirport', '目的站', 'Destination', { list: true }),
  pieces({ list: true, required: true }),
  grossWeight({ list: true, required: true }),
  f.text('goodsNameEn', '英文品名', 'Goods description', { list: true, rule: 'general', maxLength: 80 }),
  f.text('hsCode', 'HS编码', 'HS code', { rule: 'hsCode', maxLength: 18 }),
  f.integer('slac', 'SLAC', 'SLAC', { min: 0, max: 99999 }),
  f.text('shipperName', '发货人', 'Shipper', { filter: 'like', maxLength: 100 }),
  f.text('consigneeName', '收货人', 'Consignee', { filter: 'like', maxLength: 100 }),
  // docs/behaviour.md §1.3's creation-source filter: entered here under its master waybill, or made from an order.
  f.enum('createdSource', '创建来源', 'Created from', HAWB_SOURCES, { list: true, filter: 'eq', readOnly: true }),
  f.text('orderCode', '来源订单', 'From order', { filter: 'eq', readOnly: true, maxLength: 30 }),
];

/** The house waybill's detail screen and forms in sections. */
export const fhlSections: SectionDef[] = [
  section('运单', 'Waybill', ['awbNumber', 'hawbNumber', 'createdSource', 'orderCode']),
  section('航线', 'Route', ['departureAirport', 'arrivalAirport']),
  section('货物', 'Cargo', ['pieces', 'grossWeight', 'goodsNameEn', 'hsCode', 'slac']),
  section('收发货人', 'Parties', ['shipperName', 'consigneeName']),
];

/**
 * A warehouse weighing device (scale terminal) of /af_ae_arrival_scanWeight: an administrator issues
 * it a key on its detail screen (docs/weighing.md); the key is shown once and stored only hashed.
 */
export const weighingDeviceFields: FieldDef[] = [
  f.text('deviceName', '设备名称', 'Device', { ...key, required: true, maxLength: 50 }),
  f.text('warehouseName', '仓库', 'Warehouse', { ...key, required: true, maxLength: 100 }),
  f.boolean('enabled', '启用', 'Enabled', { list: true, filter: 'eq' }),
  f.text('keyHint', '密钥尾号', 'Key ends with', { list: true, readOnly: true, maxLength: 8 }),
  f.datetime('keyIssuedTime', '密钥签发时间', 'Key issued', { readOnly: true, sort: true }),
  f.datetime('lastUsedTime', '最近使用', 'Last used', { list: true, readOnly: true, sort: true }),
  remark(),
];
