import { f, key, listed } from '../fields';
import { section } from '../define';
import type { FieldDef, SectionDef } from '../types';
import {
  CONTRACT_STATUS,
  ENABLED,
  INVOICE_TYPES,
  SETTLEMENT_TYPES,
  contacts,
  country,
  currency,
  dept,
  grossWeight,
  partner,
  pieces,
  remark,
  scope,
  signed,
  sortOrder,
  type Options,
} from './common';
import { ORDER_STATUS } from './order';
import { REGION_OPTIONS } from '../../schemas/regions';

/** Partner management: partner companies, their agreements, money and contacts. */

export const COOP_TYPES: Options = [
  ['customer', '客户', 'Customer'],
  ['supplier', '供应商', 'Supplier'],
  ['agent', '代理', 'Agent'],
  ['carrier', '承运人', 'Carrier'],
  ['both', '客户兼供应商', 'Customer and supplier'],
];

export const LOCK_STATUS: Options = [
  ['0', '未锁定', 'Unlocked'],
  ['1', '已锁定', 'Locked'],
];

export const coopFields: FieldDef[] = [
  f.text('coopCode', '伙伴代码', 'Partner code', { ...key, required: true, unique: true, rule: 'code', maxLength: 35, search: 'prefix' }),
  f.text('coopName', '伙伴名称', 'Partner name', { ...key, required: true, maxLength: 100, search: 'contains' }),
  f.text('coopNameEn', '英文名称', 'English name', { filter: 'like', maxLength: 100, search: 'contains' }),
  f.enum('coopType', '伙伴类型', 'Partner type', COOP_TYPES, { list: true, filter: 'eq', required: true }),
  ...contacts(),
  f.text('taxCode', '统一社会信用代码', 'Unified social credit code', { unique: true, filter: 'eq', maxLength: 18 }),
  // The partner's own organisation on this installation; when both sides name each other, their
  // chat users can talk (docs/chat.md).
  f.text('linkedOrgCode', '平台公司代码', 'Organisation code on this platform', { filter: 'eq', rule: 'code', maxLength: 35 }),
  f.money('creditAmount', '信用额度', 'Credit limit'),
  f.integer('creditDays', '信用天数', 'Credit days', { min: 0, max: 365 }),
  // Maintained by the lock service only (server/workflow/partner-locks.ts, docs/approvals.md): a
  // partner is locked per business scope; lockedScopes lists them ("AE,SE"), lockStatus says whether any.
  f.enum('lockStatus', '锁定状态', 'Lock status', LOCK_STATUS, { list: true, filter: 'eq', readOnly: true }),
  f.text('lockedScopes', '锁定业务', 'Locked business scopes', { list: true, filter: 'like', readOnly: true, maxLength: 40 }),
  country({ list: true }),
  f.text('address', '地址', 'Address', { maxLength: 200 }),
  remark(),
];

/** The partner's detail screen and forms in sections. */
export const coopSections: SectionDef[] = [
  section('基本信息', 'Company', ['coopCode', 'coopName', 'coopNameEn', 'coopType', 'taxCode', 'linkedOrgCode']),
  section('联系方式', 'Contact', ['contactName', 'contactPhone', 'contactEmail', 'countryCode', 'address']),
  section('信用与锁定', 'Credit and locks', ['creditAmount', 'creditDays', 'lockStatus', 'lockedScopes']),
  section('其他', 'Other', ['remark']),
];

export const agreementFields: FieldDef[] = [
  f.text('agreementCode', '协议编号', 'Agreement number', { ...key, required: true, unique: true, rule: 'code' }),
  partner('coopId', '合作伙伴', 'Partner', { required: true }),
  f.text('agreementName', '协议名称', 'Agreement name', { list: true, filter: 'like', maxLength: 100 }),
  scope({ list: false }),
  f.date('startDate', '生效日期', 'Start date', { ...listed, required: true, filter: 'range' }),
  f.date('endDate', '失效日期', 'End date', { ...listed, required: true }),
  f.enum('settlementType', '结算方式', 'Settlement terms', SETTLEMENT_TYPES, { list: true, filter: 'eq', required: true }),
  f.integer('settlementDays', '账期(天)', 'Payment days', { min: 0, max: 365 }),
  currency({ required: true }),
  f.money('creditAmount', '协议额度', 'Agreed credit limit'),
  f.enum('agreementStatus', '协议状态', 'Status', CONTRACT_STATUS, { list: true, filter: 'eq' }),
  f.file('attachment', '协议附件', 'Attachment', { accept: 'document' }),
  remark(),
];

export const agreementSettlementFields: FieldDef[] = [
  f.ref('agreementId', '合作协议', 'Agreement', 'prm_coop_agreement', { list: true, filter: 'eq', required: true }),
  partner(),
  scope({ required: true }),
  f.enum('settlementType', '结算方式', 'Settlement terms', SETTLEMENT_TYPES, { list: true, filter: 'eq', required: true }),
  f.integer('billingDay', '出账日', 'Billing day', { min: 1, max: 31 }),
  f.integer('paymentDays', '付款期限(天)', 'Payment days', { list: true, min: 0, max: 365 }),
  currency({ list: true }),
  f.enum('invoiceType', '发票类型', 'Invoice type', INVOICE_TYPES),
  f.number('taxRate', '税率(%)', 'Tax rate (%)', { min: 0, max: 100 }),
  remark(),
];

export const inquiryAgentFields: FieldDef[] = [
  f.text('agentCode', '代理代码', 'Agent code', { ...key, required: true, unique: true, rule: 'code' }),
  f.text('agentName', '代理名称', 'Agent name', { ...key, required: true, maxLength: 100 }),
  partner('coopId', '关联伙伴', 'Partner', { list: false }),
  scope(),
  f.text('serviceRoutes', '优势航线', 'Strong routes', { filter: 'like', maxLength: 200 }),
  // The departure area it quotes for (docs/behaviour.md §2.3 regional areas); the price page's inquiries pick by it.
  f.enum('regionCode', '服务区域', 'Region', REGION_OPTIONS, { list: true, filter: 'eq' }),
  ...contacts(),
  f.enum('agentStatus', '状态', 'Status', ENABLED, { list: true, filter: 'eq' }),
  remark(),
];

export const cloudUserFields: FieldDef[] = [
  f.text('loginName', '登录名', 'Login name', { ...key, required: true, unique: true, maxLength: 50 }),
  f.text('userName', '姓名', 'Name', { ...key, required: true, maxLength: 50 }),
  partner('coopId', '所属伙伴', 'Partner', { required: true }),
  f.text('phoneNumber', '手机号', 'Phone', { list: true, filter: 'like', rule: 'phone', maxLength: 30 }),
  f.text('email', '邮箱', 'Email', { rule: 'email', maxLength: 100 }),
  f.enum(
    'userRole',
    '用户角色',
    'Role',
    [
      ['CUSTOMER', '客户', 'Customer'],
      ['AGENT', '代理', 'Agent'],
      ['SUPPLIER', '供应商', 'Supplier'],
    ],
    { list: true, filter: 'eq' },
  ),
  f.enum('userStatus', '状态', 'Status', ENABLED, { list: true, filter: 'eq' }),
  f.datetime('lastLoginTime', '最近登录', 'Last login', { readOnly: true, sort: true }),
  remark(),
];

export const trendFields: FieldDef[] = [
  partner('coopId', '合作伙伴', 'Partner', { required: true }),
  scope(),
  f.date('periodMonth', '统计月份', 'Month', { ...listed, required: true, filter: 'range' }),
  f.integer('orderCount', '票数', 'Shipments', { ...listed, min: 0, sum: true }),
  f.weight('chargeWeight', '计费重', 'Chargeable weight', { ...listed, sum: true }),
  currency(),
  f.money('revenue', '收入', 'Revenue', { ...listed, sum: true }),
  f.money('profit', '毛利', 'Gross profit', { ...listed, ...signed, sum: true }),
];

export const cloudOrderFields: FieldDef[] = [
  f.text('orderCode', '订单号', 'Order code', { ...key, required: true, maxLength: 30 }),
  partner('coopId', '下单伙伴', 'Ordering partner'),
  scope(),
  f.text('waybillNumber', '运单号', 'Waybill number', { ...key, maxLength: 40 }),
  f.text('departureStation', '始发地', 'Origin', { filter: 'eq', maxLength: 10 }),
  f.text('arrivalStation', '目的地', 'Destination', { filter: 'eq', maxLength: 10 }),
  pieces(),
  grossWeight(),
  f.date('orderDate', '下单日期', 'Order date', { ...listed, filter: 'range' }),
  f.enum('orderStatus', '订单状态', 'Status', ORDER_STATUS, { list: true, filter: 'eq' }),
];

const RESOURCE_TYPES: Options = [
  ['AIR', '空运舱位', 'Air space'],
  ['SEA', '海运舱位', 'Sea space'],
  ['RAIL', '铁路班列', 'Rail slots'],
  ['TRUCK', '陆运车辆', 'Trucks'],
  ['WAREHOUSE', '仓储', 'Warehousing'],
];
const CAPACITY_UNITS: Options = [
  ['KG', '公斤', 'kg'],
  ['CBM', '立方米', 'CBM'],
  ['TEU', '标箱', 'TEU'],
  ['VEHICLE', '车次', 'Vehicles'],
  ['SQM', '平方米', 'm²'],
];

export const transportResourceFields: FieldDef[] = [
  f.text('resourceName', '资源名称', 'Resource', { ...key, required: true, maxLength: 100 }),
  partner('coopId', '供应商', 'Supplier', { required: true }),
  f.enum('resourceType', '资源类型', 'Type', RESOURCE_TYPES, { list: true, filter: 'eq', required: true }),
  f.text('departureStation', '起运地', 'Origin', { list: true, filter: 'like', maxLength: 50 }),
  f.text('arrivalStation', '目的地', 'Destination', { list: true, filter: 'like', maxLength: 50 }),
  f.number('capacity', '运力', 'Capacity', { decimals: 3 }),
  f.enum('capacityUnit', '运力单位', 'Capacity unit', CAPACITY_UNITS),
  f.text('frequency', '班次', 'Frequency', { maxLength: 50 }),
  f.date('validFrom', '有效期自', 'Valid from', { sort: true, filter: 'range' }),
  f.date('validTo', '有效期至', 'Valid to', { sort: true }),
  remark(),
];

export const portOverlayFields: FieldDef[] = [
  partner('coopId', '合作伙伴', 'Partner', { required: true }),
  f.enum(
    'portType',
    '站点类型',
    'Type',
    [
      ['AIRPORT', '机场', 'Airport'],
      ['SEAPORT', '港口', 'Seaport'],
      ['RAIL', '铁路站', 'Rail station'],
    ],
    { list: true, filter: 'eq', required: true },
  ),
  f.text('portCode', '站点代码', 'Code', { ...key, required: true, rule: 'code', maxLength: 10 }),
  f.text('portName', '站点名称', 'Name', { list: true, filter: 'like', maxLength: 100 }),
  country({ list: true }),
  f.text('serviceScope', '服务内容', 'Services offered', { maxLength: 200 }),
  f.boolean('preferred', '优选', 'Preferred', { list: true, filter: 'eq' }),
  remark(),
];

export const coopShareFields: FieldDef[] = [
  partner('coopId', '合作伙伴', 'Partner', { required: true }),
  f.enum(
    'shareTarget',
    '共享对象',
    'Shared with',
    [
      ['ORG', '全公司', 'Whole company'],
      ['DEPT', '部门', 'Department'],
      ['USER', '用户', 'User'],
    ],
    { list: true, filter: 'eq', required: true },
  ),
  dept({ list: true }),
  f.text('sharedUserName', '共享用户', 'User', { list: true, filter: 'like', maxLength: 50 }),
  f.enum(
    'sharePermission',
    '权限',
    'Permission',
    [
      ['VIEW', '查看', 'View'],
      ['EDIT', '编辑', 'Edit'],
    ],
    { list: true, required: true },
  ),
  f.date('shareStartDate', '开始日期', 'From', { ...listed, filter: 'range' }),
  f.date('shareEndDate', '结束日期', 'Until', { sort: true }),
  remark(),
];

export const coopSubTypeFields: FieldDef[] = [
  f.text('subTypeCode', '子类型代码', 'Sub-type code', { ...key, required: true, unique: true, rule: 'code' }),
  f.text('subTypeName', '子类型名称', 'Sub-type name', { ...key, required: true, maxLength: 50 }),
  f.text('subTypeNameEn', '英文名称', 'English name', { list: true, maxLength: 50 }),
  f.enum('coopType', '所属伙伴类型', 'Partner type', COOP_TYPES, { list: true, filter: 'eq', required: true }),
  sortOrder(),
  f.boolean('enabled', '启用', 'Enabled', { list: true, filter: 'eq' }),
  remark(),
];

const CONTRACT_TYPES: Options = [
  ['SERVICE', '服务合同', 'Service contract'],
  ['AGENCY', '代理合同', 'Agency contract'],
  ['TRANSPORT', '运输合同', 'Carriage contract'],
  ['FRAMEWORK', '框架协议', 'Framework agreement'],
];

export const contractFields: FieldDef[] = [
  f.text('contractNumber', '合同编号', 'Contract number', { ...key, required: true, unique: true, maxLength: 40 }),
  f.text('contractName', '合同名称', 'Contract name', { ...key, required: true, maxLength: 100 }),
  partner('coopId', '合作伙伴', 'Partner', { required: true }),
  f.enum('contractType', '合同类型', 'Type', CONTRACT_TYPES, { list: true, filter: 'eq' }),
  f.date('signDate', '签订日期', 'Signed on', { sort: true }),
  f.date('startDate', '生效日期', 'Start date', { ...listed, required: true, filter: 'range' }),
  f.date('endDate', '到期日期', 'End date', { ...listed, filter: 'range' }),
  f.money('contractAmount', '合同金额', 'Contract value'),
  currency(),
  f.enum('contractStatus', '合同状态', 'Status', CONTRACT_STATUS, { list: true, filter: 'eq' }),
  f.file('attachment', '合同附件', 'Attachment', { accept: 'document' }),
  remark(),
];

/** Categories are the tenant's dictionaries (e.g. default-date options read ediCode1 and paramText). */
export const categoryFields: FieldDef[] = [
  f.text('categoryName', '分类名称', 'Category', { ...key, required: true, maxLength: 50 }),
  f.text('paramText', '参数值', 'Value', { ...key, required: true, maxLength: 100 }),
  f.text('paramTextEn', '英文值', 'English value', { list: true, maxLength: 100 }),
  f.text('ediCode1', 'EDI代码1', 'EDI code 1', { list: true, filter: 'eq', maxLength: 50 }),
  f.text('ediCode2', 'EDI代码2', 'EDI code 2', { maxLength: 50 }),
  sortOrder(),
  f.boolean('enabled', '启用', 'Enabled', { list: true, filter: 'eq' }),
  remark(),
];

const SC_TYPES: Options = [
  ['shipper', '发货人', 'Shipper'],
  ['consignee', '收货人', 'Consignee'],
  ['notify', '通知人', 'Notify party'],
];
const SC_CODE_TYPES: Options = [
  ['USCI', '统一社会信用代码', 'Unified social credit code'],
  ['AEO', 'AEO编码', 'AEO code'],
  ['TIN', '纳税人识别号', 'Taxpayer ID'],
  ['EORI', 'EORI号', 'EORI number'],
  ['OTHER', '其他', 'Other'],
];

/** The party form of docs/behaviour.md §1.3 and §1.5.2 (name, contact, address, city and AEO in the general set). */
export const shipperConsigneeFields: FieldDef[] = [
  f.enum('scType', '类型', 'Party type', SC_TYPES, { list: true, filter: 'eq', required: true }),
  partner('coopId', '所属客户', 'Customer', { list: false }),
  f.text('scName', '名称', 'Name', { ...key, required: true, rule: 'general', maxLength: 100 }),
  f.text('scAddress', '地址', 'Address', { rule: 'general', maxLength: 150 }),
  f.text('nationCode', '国家代码', 'Country', { list: true, filter: 'eq', required: true, rule: 'country2', maxLength: 2 }),
  f.text('stateCode', '州/省代码', 'State', { maxLength: 2 }),
  f.text('cityNameEn', '城市(英文)', 'City', { list: true, filter: 'like', rule: 'general', maxLength: 30 }),
  f.text('cityCode', '城市代码', 'City code', { maxLength: 10 }),
  f.text('postCode', '邮编', 'Postcode', { maxLength: 9 }),
  f.text('telNumber', '电话', 'Phone', { list: true, rule: 'phone', maxLength: 30 }),
  f.text('faxNumber', '传真', 'Fax', { rule: 'general', maxLength: 30 }),
  f.text('scCode', '企业代码', 'Party code', { filter: 'eq', maxLength: 35 }),
  f.enum('scCodeType', '代码类型', 'Code type', SC_CODE_TYPES),
  f.text('contactName', '联系人', 'Contact', { list: true, rule: 'general', maxLength: 50 }),
  f.text('aeoCode', 'AEO编码', 'AEO code', { rule: 'general', maxLength: 30 }),
  // The partner's default address of its type (at most one per type and partner; kept by the
  // partner's address-binding link, docs/partner-share.md).
  f.boolean('isDefault', '默认地址', 'Default address', { list: true, filter: 'eq' }),
];

const FEE_TYPES: Options = [
  ['FREIGHT', '运费', 'Freight'],
  ['SURCHARGE', '附加费', 'Surcharge'],
  ['CUSTOMS', '报关费', 'Customs'],
  ['WAREHOUSE', '仓储费', 'Warehousing'],
  ['DELIVERY', '派送费', 'Delivery'],
  ['OTHER', '其他', 'Other'],
];
const CHARGE_UNITS: Options = [
  ['KG', '按公斤', 'Per kg'],
  ['SHIPMENT', '按票', 'Per shipment'],
  ['CBM', '按方', 'Per CBM'],
  ['CONTAINER', '按箱', 'Per container'],
  ['PIECE', '按件', 'Per piece'],
];

export const serviceFields: FieldDef[] = [
  f.text('serviceCode', '服务代码', 'Service code', { ...key, required: true, unique: true, rule: 'code' }),
  f.text('serviceNameCn', '中文名称', 'Chinese name', { ...key, required: true, maxLength: 50 }),
  f.text('serviceNameEn', '英文名称', 'English name', { list: true, filter: 'like', maxLength: 50 }),
  scope(),
  f.enum('feeType', '费用类别', 'Fee type', FEE_TYPES, { list: true, filter: 'eq' }),
  f.enum('chargeUnit', '计费单位', 'Charge unit', CHARGE_UNITS),
  currency({}, 'currency', '默认币种', 'Default currency'),
  f.number('taxRate', '税率(%)', 'Tax rate (%)', { min: 0, max: 100 }),
  f.boolean('enabled', '启用', 'Enabled', { list: true, filter: 'eq' }),
];

const BUDGET_TYPES: Options = [
  ['REVENUE', '收入', 'Revenue'],
  ['COST', '成本', 'Cost'],
  ['PROFIT', '利润', 'Profit'],
  ['VOLUME', '货量', 'Volume'],
];

export const budgetFields: FieldDef[] = [
  f.integer('budgetYear', '预算年度', 'Year', { ...listed, required: true, filter: 'eq', min: 2000, max: 2100 }),
  f.integer('budgetMonth', '月份', 'Month', { list: true, filter: 'eq', min: 1, max: 12 }),
  dept({ list: true }),
  partner('coopId', '客户', 'Customer', { list: false }),
  scope(),
  f.enum('budgetType', '预算类型', 'Budget type', BUDGET_TYPES, { list: true, filter: 'eq', required: true }),
  f.money('budgetAmount', '预算金额', 'Budget', { ...listed, required: true }),
  f.money('actualAmount', '实际金额', 'Actual', { readOnly: true, ...signed }),
  currency(),
  remark(),
];

export const costConfirmationFields: FieldDef[] = [
  f.text('orderCode', '订单号', 'Order code', { ...key, required: true, maxLength: 30 }),
  scope({ required: true }),
  partner('coopId', '供应商', 'Supplier', { required: true }),
  f.ref('serviceId', '费用项目', 'Fee item', 'prm_service', { filter: 'eq' }),
  currency({ required: true }),
  f.money('amount', '金额', 'Amount', { ...listed, required: true, ...signed }),
  f.date('costDate', '费用日期', 'Cost date', { ...listed, filter: 'range' }),
  f.enum(
    'confirmStatus',
    '确认状态',
    'Status',
    [
      ['PENDING', '待确认', 'Pending'],
      ['CONFIRMED', '已确认', 'Confirmed'],
      ['REJECTED', '已驳回', 'Rejected'],
    ],
    { list: true, filter: 'eq' },
  ),
  f.text('confirmedBy', '确认人', 'Confirmed by', { maxLength: 30 }),
  f.datetime('confirmTime', '确认时间', 'Confirmed at', { sort: true }),
  remark(),
];
