import { f, key, listed } from '../fields';
import type { FieldDef } from '../types';
import {
  APPROVAL_STATUS,
  CUSTOMS_STATUS,
  TRUCK_TYPES,
  airport,
  carrierCode,
  currency,
  customsCode,
  flightNo,
  grossWeight,
  hawb,
  mawb,
  partner,
  pieces,
  remark,
  vehicle,
  volume,
  type Options,
} from './common';

/** Customs manifests and cross-border e-commerce: manifests, arrivals, declarations, vehicles, bookings. */

/** One table holds the manifest records that all the Mft... query pages show. */
export const MANIFEST_TABLE = 'os_manifest';

/**
 * The manifest record of docs/behaviour.md §2.3, with the flight and customs office it was filed under. Each
 * field's `filter` is the kind of filter it offers where a query preset offers it (manifestQuery).
 */
export const manifestFields: FieldDef[] = [
  mawb({ required: true, filter: 'eq' }, 'mawbNumber'),
  hawb({ list: true, filter: 'eq' }),
  f.boolean('masterFlag', '主单', 'Master record', { list: true, filter: 'eq' }),
  f.enum(
    'ieFlag',
    '进出口',
    'Export/import',
    [
      ['E', '出口', 'Export'],
      ['I', '进口', 'Import'],
    ],
    { list: true, filter: 'eq' },
  ),
  flightNo({ list: true }),
  customsCode({ list: true }),
  f.text('declarationNumber', '报关单号', 'Declaration number', { filter: 'like', maxLength: 18 }),
  f.integer('quantity', '件数', 'Pieces', { min: 0, max: 999999999 }),
  f.weight('grossWeight', '毛重(KG)', 'Gross weight (kg)'),
  f.datetime('provisionTime', '预配舱单时间', 'Pre-manifest filed', { sort: true, filter: 'range' }),
  f.datetime('originalTime', '原始舱单时间', 'Original manifest filed', { ...listed, filter: 'range' }),
  f.datetime('arriveTime', '运抵时间', 'Arrival reported', { sort: true, filter: 'range' }),
  f.datetime('temporaryArrivalTime', '暂存运抵时间', 'Temporary arrival', { sort: true, filter: 'range' }),
  f.datetime('tallyTime', '理货时间', 'Tally reported', { sort: true, filter: 'range' }),
  f.datetime('applyTime', '分拨申请时间', 'Distribution applied', { sort: true, filter: 'range' }),
  f.datetime('passedTime', '放行时间', 'Released', { ...listed, filter: 'range' }),
  f.text('remark', '备注', 'Remarks', { maxLength: 200 }),
];

/** One of the six manifest queries (/Mft...): which records, which filters, which columns, which order. */
export interface ManifestPreset {
  /** Export or import records only. */
  ieFlag?: 'E' | 'I';
  /** The time a record must have to be in the query (the report it is about was filed). */
  reported?: string;
  filters: string[];
  columns: string[];
  defaultSort: string;
}

/**
 * The route options of one manifest query: a view of the manifest table (the condition applied by the
 * server) whose fields are the manifest record's, offering only the preset's filters and columns.
 * The generic page (MftQueryPage) reads all of it from here.
 */
export function manifestQuery(p: ManifestPreset) {
  return {
    component: 'MftQueryPage',
    table: MANIFEST_TABLE,
    ...(p.ieFlag ? { scope: { ieFlag: p.ieFlag } } : {}),
    ...(p.reported ? { present: [p.reported] } : {}),
    defaultSort: p.defaultSort,
    fields: manifestFields.map((x) => ({
      ...x,
      list: p.columns.includes(x.name),
      filter: p.filters.includes(x.name) ? x.filter : undefined,
    })),
  };
}

const WAYBILLS = ['mawbNumber', 'hawbNumber'];

/** The six presets of docs/behaviour.md §1.2.1's "many /Mft... manifest query pages share one generic page". */
export const MANIFEST_PRESETS = {
  airExport: {
    ieFlag: 'E',
    defaultSort: 'provisionTime,desc',
    filters: [...WAYBILLS, 'flightNo', 'customsCode', 'masterFlag', 'provisionTime'],
    columns: [...WAYBILLS, 'flightNo', 'quantity', 'grossWeight', 'provisionTime', 'tallyTime', 'passedTime'],
  },
  airImport: {
    ieFlag: 'I',
    defaultSort: 'originalTime,desc',
    filters: [...WAYBILLS, 'flightNo', 'customsCode', 'masterFlag', 'originalTime'],
    columns: [...WAYBILLS, 'flightNo', 'quantity', 'grossWeight', 'originalTime', 'tallyTime', 'passedTime'],
  },
  tally: {
    reported: 'tallyTime',
    defaultSort: 'tallyTime,desc',
    filters: [...WAYBILLS, 'ieFlag', 'flightNo', 'tallyTime'],
    columns: [...WAYBILLS, 'ieFlag', 'flightNo', 'quantity', 'grossWeight', 'tallyTime', 'remark'],
  },
  arrival: {
    reported: 'arriveTime',
    defaultSort: 'arriveTime,desc',
    filters: [...WAYBILLS, 'ieFlag', 'customsCode', 'arriveTime'],
    columns: [...WAYBILLS, 'ieFlag', 'customsCode', 'quantity', 'temporaryArrivalTime', 'arriveTime', 'remark'],
  },
  release: {
    reported: 'passedTime',
    defaultSort: 'passedTime,desc',
    filters: [...WAYBILLS, 'ieFlag', 'customsCode', 'declarationNumber', 'passedTime'],
    columns: [...WAYBILLS, 'ieFlag', 'customsCode', 'declarationNumber', 'quantity', 'grossWeight', 'passedTime'],
  },
  distribution: {
    ieFlag: 'I',
    reported: 'applyTime',
    defaultSort: 'applyTime,desc',
    filters: [...WAYBILLS, 'flightNo', 'customsCode', 'applyTime'],
    columns: [...WAYBILLS, 'flightNo', 'customsCode', 'quantity', 'tallyTime', 'applyTime', 'arriveTime'],
  },
} as const satisfies Record<string, ManifestPreset>;

const SHIPPER_ORDER_STATUS: Options = [
  ['DRAFT', '草稿', 'Draft'],
  ['SUBMITTED', '已提交', 'Submitted'],
  ['ACCEPTED', '已接单', 'Accepted'],
  ['CANCELLED', '已取消', 'Cancelled'],
];

export const shipperOrderFields: FieldDef[] = [
  f.text('orderCode', '订单号', 'Order code', { ...key, required: true, unique: true, maxLength: 30 }),
  f.ref('shipperId', '发货人', 'Shipper', 'prm_shipperConsignee', { list: true, filter: 'eq' }),
  f.ref('consigneeId', '收货人', 'Consignee', 'prm_shipperConsignee', { filter: 'eq' }),
  mawb(),
  hawb(),
  airport('departureAirport', '始发站', 'Origin', { list: true }),
  airport('arrivalAirport', '目的站', 'Destination', { list: true }),
  pieces(),
  grossWeight({ list: true }),
  f.text('goodsName', '品名', 'Goods', { maxLength: 100 }),
  f.money('declaredValue', '申报价值', 'Declared value'),
  currency(),
  f.enum('orderStatus', '状态', 'Status', SHIPPER_ORDER_STATUS, { list: true, filter: 'eq' }),
];

export const hawbArrivalFields: FieldDef[] = [
  mawb({ required: true }),
  hawb({ list: true, required: true }),
  f.datetime('arrivalTime', '到货时间', 'Arrived at', { ...listed, required: true, filter: 'range' }),
  pieces({ list: true }),
  grossWeight({ list: true }),
  f.text('warehouseName', '仓库', 'Warehouse', { filter: 'like', maxLength: 50 }),
  f.text('receiverName', '签收人', 'Received by', { maxLength: 30 }),
  f.boolean('damaged', '破损', 'Damaged', { filter: 'eq' }),
  f.enum(
    'arrivalStatus',
    '到货状态',
    'Status',
    [
      ['ARRIVED', '已到货', 'Arrived'],
      ['PARTIAL', '部分到货', 'Part arrived'],
      ['SHORT', '短少', 'Short'],
    ],
    { list: true, filter: 'eq' },
  ),
  remark(),
];

const MANIFEST_STATUS: Options = [
  ['NONE', '未申报', 'Not filed'],
  ['FILED', '已申报', 'Filed'],
  ['ARRIVED', '已运抵', 'Arrival reported'],
  ['TALLIED', '已理货', 'Tallied'],
  ['RELEASED', '已放行', 'Released'],
];

export const allQueryFields: FieldDef[] = [
  mawb({ required: true }),
  hawb({ list: true }),
  flightNo({ list: true }),
  airport('departureAirport', '始发站', 'Origin'),
  airport('arrivalAirport', '目的站', 'Destination'),
  pieces(),
  grossWeight({ list: true }),
  f.enum('manifestStatus', '舱单状态', 'Manifest status', MANIFEST_STATUS, { list: true, filter: 'eq' }),
  f.enum('customsStatus', '报关状态', 'Customs status', CUSTOMS_STATUS, { list: true, filter: 'eq' }),
  f.datetime('releaseTime', '放行时间', 'Released at', { list: true, sort: true, filter: 'range' }),
];

export const cargoArrivedFields: FieldDef[] = [
  mawb({ required: true }),
  hawb({ list: true }),
  customsCode({ list: true }),
  f.text('warehouseCode', '监管场所代码', 'Bonded site code', { list: true, filter: 'eq', maxLength: 10 }),
  pieces(),
  grossWeight(),
  f.datetime('arriveTime', '运抵时间', 'Arrival reported', { ...listed, filter: 'range' }),
  f.enum(
    'receiptResult',
    '回执结果',
    'Customs answer',
    [
      ['ACCEPTED', '运抵正常', 'Accepted'],
      ['REJECTED', '运抵退单', 'Rejected'],
    ],
    { list: true, filter: 'eq' },
  ),
];

/** The organisation's cross-border service providers (/os_servicer_page); the records below name them. */
export const SERVICER_RESOURCE = 'os_servicer_page';

export const SERVICER_TYPES: Options = [
  ['CUSTOMS_BROKER', '报关行', 'Customs broker'],
  ['EXPRESS', '快件承运商', 'Express carrier'],
  ['BONDED_WAREHOUSE', '保税仓', 'Bonded warehouse'],
  ['LAST_MILE', '尾程派送', 'Last-mile delivery'],
];

export const servicerFields: FieldDef[] = [
  f.text('servicerName', '服务商名称', 'Provider name', { ...key, required: true, maxLength: 100 }),
  f.text('servicerCode', '服务商代码', 'Provider code', { ...key, required: true, unique: true, rule: 'code', maxLength: 35 }),
  f.enum('servicerType', '类型', 'Type', SERVICER_TYPES, { list: true, filter: 'eq', required: true }),
  f.text('customsRegCode', '海关注册编码', 'Customs registration code', { list: true, filter: 'eq', rule: 'customsReg', maxLength: 10 }),
  f.text('contactName', '联系人', 'Contact', { list: true, maxLength: 30 }),
  f.text('contactPhone', '联系电话', 'Phone', { list: true, rule: 'phone', maxLength: 30 }),
  f.text('contactEmail', '邮箱', 'Email', { rule: 'email', maxLength: 100 }),
  f.text('address', '地址', 'Address', { maxLength: 200 }),
  f.boolean('enabled', '启用', 'Enabled', { list: true, filter: 'eq' }),
  remark(),
];

/** A reference to a service provider, e.g. the customs broker of a declaration. */
const servicer = (name: string, zh: string, en: string) => f.ref(name, zh, en, SERVICER_RESOURCE, { list: true, filter: 'eq' });

/** The express channels offered to shippers (/qspserver): who carries, where to, up to what weight, at what price. */
export const expressChannelFields: FieldDef[] = [
  f.text('channelName', '渠道名称', 'Channel name', { ...key, required: true, maxLength: 60 }),
  f.text('channelCode', '渠道代码', 'Channel code', { ...key, required: true, unique: true, rule: 'code', maxLength: 35 }),
  f.ref('servicerId', '服务商', 'Provider', SERVICER_RESOURCE, { list: true, filter: 'eq', required: true }),
  f.text('destinationCountries', '目的国家', 'Destination countries', {
    list: true,
    filter: 'like',
    required: true,
    rule: 'countries2',
    maxLength: 200,
  }),
  f.weight('maxWeight', '单票限重(KG)', 'Weight limit per parcel (kg)', { list: true, required: true, min: 0.001, max: 100000 }),
  f.money('pricePerKg', '每公斤价格', 'Price per kg', { list: true, required: true, min: 0, max: 1000000 }),
  currency({ required: true }),
  f.boolean('enabled', '启用', 'Enabled', { list: true, filter: 'eq' }),
  remark(),
];

const CBEC_MODES: Options = [
  ['9610', '跨境电商直购', 'Direct purchase (9610)'],
  ['1210', '保税电商', 'Bonded (1210)'],
  ['9710', '跨境电商B2B直接出口', 'B2B direct export (9710)'],
  ['9810', '跨境电商出口海外仓', 'Overseas warehouse (9810)'],
];

export const cbecDeclarationFields: FieldDef[] = [
  f.text('declarationNumber', '申报单号', 'Declaration number', { ...key, required: true, unique: true, maxLength: 18 }),
  f.text('ecOrderNumber', '电商订单号', 'E-commerce order', { list: true, filter: 'like', maxLength: 60 }),
  f.text('logisticsNumber', '物流运单号', 'Logistics waybill', { list: true, filter: 'like', maxLength: 40 }),
  f.text('ebpCode', '电商平台代码', 'Platform code', { filter: 'eq', maxLength: 18 }),
  f.text('ebcCode', '电商企业代码', 'Merchant code', { filter: 'eq', maxLength: 18 }),
  f.enum('tradeMode', '监管方式', 'Regime', CBEC_MODES, { list: true, filter: 'eq' }),
  customsCode(),
  f.text('goodsName', '商品名称', 'Goods', { maxLength: 100 }),
  f.text('hsCode', 'HS编码', 'HS code', { rule: 'hsCode', maxLength: 18 }),
  f.money('declaredValue', '申报价值', 'Declared value', { list: true }),
  currency(),
  f.enum('declarationStatus', '申报状态', 'Status', CUSTOMS_STATUS, { list: true, filter: 'eq' }),
  servicer('servicerId', '报关服务商', 'Customs broker'),
];

export const vehicleRegisterFields: FieldDef[] = [
  ...vehicle({ required: true }),
  f.text('driverIdCard', '司机证件号', 'Driver ID', { maxLength: 18 }),
  f.enum('vehicleType', '车辆类型', 'Vehicle type', TRUCK_TYPES, { list: true, filter: 'eq' }),
  f.weight('emptyWeight', '车辆自重(KG)', 'Unladen weight (kg)'),
  customsCode({ list: true }),
  f.date('registerDate', '登记日期', 'Registered on', { sort: true, filter: 'range' }),
  f.enum('registerStatus', '备案状态', 'Status', APPROVAL_STATUS, { list: true, filter: 'eq' }),
];

const RECEIPT_STATUS: Options = [
  ['ACCEPTED', '申报成功', 'Accepted'],
  ['REJECTED', '退单', 'Rejected'],
  ['INSPECTION', '查验', 'Inspection'],
  ['RELEASED', '放行', 'Released'],
];

export const customsQueryFields: FieldDef[] = [
  mawb({ required: true }),
  f.text('declarationNumber', '报关单号', 'Declaration number', { list: true, filter: 'like', maxLength: 18 }),
  customsCode({ list: true }),
  f.enum('receiptStatus', '回执状态', 'Customs answer', RECEIPT_STATUS, { list: true, filter: 'eq' }),
  f.text('receiptMessage', '回执内容', 'Message', { list: true, maxLength: 500 }),
  f.datetime('receiptTime', '回执时间', 'Answered at', { ...listed, filter: 'range' }),
];

export const vehicleDeliveryFields: FieldDef[] = [
  f.text('deliveryNumber', '派送单号', 'Delivery number', { ...key, required: true, unique: true, maxLength: 30 }),
  ...vehicle(),
  mawb({ list: false }),
  pieces(),
  grossWeight(),
  f.text('deliveryAddress', '派送地址', 'Delivery address', { maxLength: 200 }),
  f.datetime('deliveryTime', '派送时间', 'Delivery time', { ...listed, filter: 'range' }),
  f.enum(
    'deliveryStatus',
    '状态',
    'Status',
    [
      ['PENDING', '待派送', 'Pending'],
      ['DELIVERING', '派送中', 'Out for delivery'],
      ['DELIVERED', '已签收', 'Delivered'],
    ],
    { list: true, filter: 'eq' },
  ),
  servicer('servicerId', '派送服务商', 'Delivery provider'),
];

/** Messages exchanged with customs (e.g. MT1201 manifest, MT3201 tally) and their answers. */
/**
 * The manifest exchange log (报文查看): one message per manifest record an air order's write submitted,
 * changed or deleted, with its outcome (server/manifest/exchange.ts, docs/api-office.md).
 */
export const exchangeFields: FieldDef[] = [
  f.text('messageId', '报文编号', 'Message id', { required: true, filter: 'like', sort: true, maxLength: 60 }),
  f.enum(
    'messageType',
    '报文类型',
    'Message type',
    [
      ['SUBMIT', '舱单申报', 'Manifest submitted'],
      ['CHANGE', '舱单变更', 'Manifest changed'],
      ['DELETE', '舱单删除', 'Manifest deleted'],
    ],
    { list: true, filter: 'eq' },
  ),
  f.enum(
    'businessScope',
    '业务类型',
    'Business',
    [
      ['AE', '空运出口', 'Air export'],
      ['AI', '空运进口', 'Air import'],
    ],
    { filter: 'eq' },
  ),
  mawb({ list: false, filter: 'eq' }, 'mawbNumber'),
  f.text('businessNumber', '业务单号', 'Business number', { ...key, maxLength: 40 }),
  f.text('orderCode', '订单编号', 'Order', { list: true, filter: 'like', maxLength: 40 }),
  f.datetime('sendTime', '时间', 'Time', { ...listed, filter: 'range' }),
  f.enum(
    'messageStatus',
    '状态',
    'Status',
    [
      ['SUCCESS', '成功', 'Succeeded'],
      ['FAILED', '失败', 'Failed'],
    ],
    { list: true, filter: 'eq' },
  ),
  f.text('userName', '操作人', 'User', { list: true, filter: 'like', maxLength: 60 }),
  f.textarea('messageContent', '报文内容', 'Content', { list: true, maxLength: 2000 }),
  f.text('errorMessage', '失败原因', 'Why it failed', { list: true, maxLength: 2000 }),
];

const BOOKING_STATUS: Options = [
  ['REQUESTED', '已申请', 'Requested'],
  ['CONFIRMED', '已确认', 'Confirmed'],
  ['REJECTED', '已拒绝', 'Rejected'],
  ['CANCELLED', '已取消', 'Cancelled'],
];

export const bookingFields: FieldDef[] = [
  f.text('bookingNumber', '订舱编号', 'Booking number', { ...key, required: true, unique: true, maxLength: 30 }),
  partner('customerId', '客户', 'Customer', { list: false }),
  carrierCode({ list: true }),
  flightNo({ list: true }),
  f.date('flightDate', '航班日期', 'Flight date', { ...listed, filter: 'range' }),
  airport('departureAirport', '起飞机场', 'From'),
  airport('arrivalAirport', '到达机场', 'To'),
  mawb({ list: false }),
  pieces(),
  grossWeight({ list: true, required: true }),
  volume(),
  f.text('goodsName', '品名', 'Goods', { maxLength: 100 }),
  f.enum('bookingStatus', '状态', 'Status', BOOKING_STATUS, { list: true, filter: 'eq' }),
];
