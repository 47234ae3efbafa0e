import { f } from '../fields';
import type { FieldDef } from '../types';
import { BUSINESS_SCOPES, SCOPE_NAMES } from '../../schemas/scopes';

/**
 * Field builders and option lists that several modules' field sets use, so a partner reference, a
 * currency or a driver block is defined once and reads the same on every screen.
 */

export type Extra = Omit<FieldDef, 'name' | 'kind' | 'label'>;
export type Options = [string, string, string][];

/** Money that may be negative (profit, differences, exchange losses). */
export const signed: Extra = { min: -1e13 };

export const SCOPES: Options = BUSINESS_SCOPES.map((s) => [s, SCOPE_NAMES[s]['zh-CN'], SCOPE_NAMES[s]['en-US']]);

export const ENABLED: Options = [
  ['ENABLED', '启用', 'Enabled'],
  ['DISABLED', '停用', 'Disabled'],
];

export const SETTLEMENT_TYPES: Options = [
  ['PER_SHIPMENT', '票结', 'Per shipment'],
  ['WEEKLY', '周结', 'Weekly'],
  ['HALF_MONTHLY', '半月结', 'Half-monthly'],
  ['MONTHLY', '月结', 'Monthly'],
];

export const PAYMENT_METHODS: Options = [
  ['BANK', '银行转账', 'Bank transfer'],
  ['CASH', '现金', 'Cash'],
  ['CHEQUE', '支票', 'Cheque'],
  ['OFFSET', '冲抵', 'Offset'],
];

export const INVOICE_TYPES: Options = [
  ['VAT_SPECIAL', '增值税专用发票', 'Special VAT invoice'],
  ['VAT_GENERAL', '增值税普通发票', 'General VAT invoice'],
  ['E_INVOICE', '电子发票', 'E-invoice'],
  ['NONE', '不开票', 'No invoice'],
];

export const CONTRACT_STATUS: Options = [
  ['DRAFT', '草稿', 'Draft'],
  ['ACTIVE', '生效', 'Active'],
  ['EXPIRED', '已过期', 'Expired'],
  ['TERMINATED', '已终止', 'Terminated'],
];

export const APPROVAL_STATUS: Options = [
  ['PENDING', '待审批', 'Pending'],
  ['APPROVED', '已通过', 'Approved'],
  ['REJECTED', '已驳回', 'Rejected'],
];

/** Customs declaration states shared by air and cross-border declarations. */
export const CUSTOMS_STATUS: Options = [
  ['DRAFT', '暂存', 'Draft'],
  ['DECLARED', '已申报', 'Declared'],
  ['INSPECTION', '查验', 'Inspection'],
  ['RELEASED', '已放行', 'Released'],
  ['RETURNED', '退单', 'Returned'],
];

export const TRUCK_TYPES: Options = [
  ['VAN', '厢式货车', 'Box van'],
  ['FLATBED', '平板车', 'Flatbed'],
  ['REEFER', '冷藏车', 'Refrigerated'],
  ['CONTAINER', '集装箱车', 'Container truck'],
  ['TAIL_LIFT', '尾板车', 'Tail-lift truck'],
];

export const scope = (extra: Extra = {}) =>
  f.enum('businessScope', '业务范围', 'Business scope', SCOPES, { list: true, filter: 'eq', ...extra });

/**
 * Codes from the organisation's reference tables (FieldDef.lookup): a picker in forms, checked by the
 * server on every write. The reference tables' own code fields pass `{ lookup: undefined }`.
 */
export const currency = (extra: Extra = {}, name = 'currency', zh = '币种', en = 'Currency') =>
  f.text(name, zh, en, { rule: 'currency3', maxLength: 3, filter: 'eq', lookup: 'currency', ...extra });

/** A partner company (prm_coop) under a role-specific name, e.g. customerId or supplierId. */
export const partner = (name = 'coopId', zh = '合作伙伴', en = 'Partner', extra: Extra = {}) =>
  f.ref(name, zh, en, 'prm_coop', { list: true, filter: 'eq', ...extra });

export const dept = (extra: Extra = {}, name = 'deptId', zh = '部门', en = 'Department') =>
  f.ref(name, zh, en, 'hrs_dept', { filter: 'eq', ...extra });

export const country = (extra: Extra = {}, name = 'countryCode', zh = '国家代码', en = 'Country') =>
  f.text(name, zh, en, { rule: 'country2', maxLength: 2, filter: 'eq', lookup: 'country', ...extra });

export const airport = (name: string, zh: string, en: string, extra: Extra = {}) =>
  f.text(name, zh, en, { rule: 'airport3', maxLength: 3, filter: 'eq', sort: true, lookup: 'airport', ...extra });

export const carrierCode = (extra: Extra = {}) =>
  f.text('carrierCode', '航司代码', 'Carrier', { rule: 'carrier2', maxLength: 2, filter: 'eq', lookup: 'carrier', ...extra });

export const flightNo = (extra: Extra = {}) =>
  f.text('flightNo', '航班号', 'Flight number', { rule: 'flightNo', maxLength: 20, filter: 'like', ...extra });

export const mawb = (extra: Extra = {}, name = 'awbNumber') =>
  f.text(name, '主单号', 'Master waybill', { rule: 'mawb', maxLength: 12, list: true, filter: 'like', sort: true, ...extra });

export const hawb = (extra: Extra = {}) =>
  f.text('hawbNumber', '分单号', 'House waybill', { rule: 'hawb', maxLength: 12, filter: 'like', ...extra });

export const orderCode = (extra: Extra = {}) =>
  f.text('orderCode', '订单号', 'Order code', { maxLength: 30, filter: 'like', sort: true, ...extra });

export const customsCode = (extra: Extra = {}) =>
  f.text('customsCode', '关区代码', 'Customs office', { maxLength: 4, filter: 'eq', ...extra });

export const pieces = (extra: Extra = {}) => f.integer('pieces', '件数', 'Pieces', { min: 0, max: 999999999, ...extra });
export const grossWeight = (extra: Extra = {}) => f.weight('grossWeight', '毛重(KG)', 'Gross weight (kg)', extra);
export const volume = (extra: Extra = {}) => f.number('volume', '体积(CBM)', 'Volume (CBM)', { decimals: 3, ...extra });

export const remark = (maxLength = 500) => f.textarea('remark', '备注', 'Remarks', { maxLength });

export const sortOrder = () => f.integer('sortOrder', '排序', 'Sort order', { min: 0, max: 9999, sort: true });

/** Contact person of a partner, warehouse or agent. */
export const contacts = (): FieldDef[] => [
  f.text('contactName', '联系人', 'Contact', { list: true, maxLength: 50 }),
  f.text('contactPhone', '联系电话', 'Phone', { list: true, rule: 'phone', maxLength: 30 }),
  f.text('contactEmail', '联系邮箱', 'Email', { rule: 'email', maxLength: 100 }),
];

/** A truck and its driver: plate, name and phone. */
export const vehicle = (plate: Extra = {}): FieldDef[] => [
  f.text('plateNumber', '车牌号', 'Plate number', { rule: 'plate', maxLength: 10, list: true, filter: 'like', sort: true, ...plate }),
  f.text('driverName', '司机姓名', 'Driver', { list: true, filter: 'like', maxLength: 30 }),
  f.text('driverPhone', '司机电话', 'Driver phone', { list: true, rule: 'phone', maxLength: 30 }),
];
