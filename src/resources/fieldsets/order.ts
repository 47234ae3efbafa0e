import { f, key, listed } from '../fields';
import type { FieldDef } from '../types';
import type { BusinessScope } from '../../schemas/scopes';
import { orderParties } from './party';
import { trackingFields } from './tracking';

/** Order statuses shared by every business scope. */
export const ORDER_STATUS: [string, string, string][] = [
  ['DRAFT', '草稿', 'Draft'],
  ['BOOKED', '已订舱', 'Booked'],
  ['RECEIVED', '已入仓', 'Received'],
  ['DEPARTED', '已出发', 'Departed'],
  ['ARRIVED', '已到达', 'Arrived'],
  ['DELIVERED', '已签收', 'Delivered'],
  ['CANCELLED', '已取消', 'Cancelled'],
];

/** Goods categories: general, dangerous, perishable, valuables, batteries. */
export const GOODS_TYPES: [string, string, string][] = [
  ['GEN', '普货', 'General'], ['DGR', '危险品', 'Dangerous'], ['PER', '鲜活易腐', 'Perishable'],
  ['VAL', '贵重物品', 'Valuables'], ['ELI', '带电货物', 'Batteries'],
];

const AIR: BusinessScope[] = ['AE', 'AI'];
const SEA_RAIL: BusinessScope[] = ['SE', 'SI', 'TE', 'TI'];

/**
 * The order-tracking fields of spec 02 §3 for one business scope: codes and waybill numbers, stations,
 * goods, planned and confirmed figures, dimensions, containers, dates, customer, status and creator.
 */
export function orderFields(scope: BusinessScope): FieldDef[] {
  const air = AIR.includes(scope);
  const seaRail = SEA_RAIL.includes(scope);
  const road = scope === 'LC';
  const station = (name: string, zh: string, en: string) =>
    air ? f.text(name, zh, en, { ...key, rule: 'airport3', maxLength: 3 }) : f.text(name, zh, en, { ...key, maxLength: 50 });
  return [
    f.text('orderCode', '订单号', 'Order code', { ...key, required: true, unique: true, maxLength: 30 }),
    f.text('customerNumber', '客户单号', 'Customer reference', { list: true, filter: 'like', maxLength: 50 }),
    f.ref('customerId', '客户', 'Customer', 'prm_coop', { list: true, filter: 'eq' }),
    f.enum('orderStatus', '订单状态', 'Status', ORDER_STATUS, { list: true, filter: 'eq', sort: true }),
    ...(air
      ? [
          f.text('awbNumber', '主单号', 'Master waybill', { ...key, rule: 'mawb', maxLength: 12 }),
          f.text('hawbNumber', '分单号', 'House waybill', { list: true, filter: 'like', rule: 'hawb', maxLength: 12 }),
          f.text('expectFlight', '预订航班', 'Planned flight', { list: true, rule: 'flightNo', maxLength: 20 }),
          f.date('expectDeparture', '预计起飞', 'Expected departure', { list: true, filter: 'range', sort: true }),
          f.date('expectArrival', '预计到达', 'Expected arrival', { sort: true }),
          // Prefilled from the personal settings (docs/settings.md): the default warehouse, and for
          // exports the loading time (now + 4 h, or the flight date at 23:00).
          f.ref('warehouseId', '仓库', 'Warehouse', 'af_warehouse', { filter: 'eq' }),
          ...(scope === 'AE' ? [f.datetime('loadingTime', '装载时间', 'Loading time')] : []),
        ]
      : []),
    ...(seaRail
      ? [
          f.text('mlbNumber', '主提单号', 'Master bill of lading', { ...key, maxLength: 40 }),
          f.text('hlbNumber', '分提单号', 'House bill of lading', { list: true, filter: 'like', maxLength: 40 }),
          f.text('shipName', scope.startsWith('T') ? '班列名称' : '船名', scope.startsWith('T') ? 'Train' : 'Vessel', { list: true, maxLength: 60 }),
          f.text('shipVoyageNumber', scope.startsWith('T') ? '车次' : '航次', scope.startsWith('T') ? 'Train number' : 'Voyage', { maxLength: 30 }),
          f.text('contractNumber', '合同号', 'Contract number', { maxLength: 40 }),
          f.enum('containerMethod', '装箱方式', 'Container method', [['FCL', '整箱', 'FCL'], ['LCL', '拼箱', 'LCL']], { list: true, filter: 'eq' }),
          f.text('containerList', '箱型箱量', 'Containers', { maxLength: 200 }),
          f.number('containerNumber', '标箱数(TEU)', 'TEU', { decimals: 0, list: true }),
          f.date('expectDeparture', '预计开船', 'Expected departure', { list: true, filter: 'range', sort: true }),
          f.date('expectArrival', '预计到港', 'Expected arrival', { sort: true }),
        ]
      : []),
    ...(road
      ? [
          f.text('driverNumber', '车牌号', 'Plate number', { list: true, filter: 'like', rule: 'plate', maxLength: 10 }),
          f.text('driverName', '司机姓名', 'Driver', { maxLength: 30 }),
          f.text('driverTel', '司机电话', 'Driver phone', { rule: 'phone', maxLength: 30 }),
          f.date('expectDeparture', '预计发车', 'Expected departure', { list: true, filter: 'range', sort: true }),
          f.date('expectArrival', '预计到达', 'Expected arrival', { sort: true }),
        ]
      : []),
    station('departureStation', '始发站', 'Departure'),
    station('arrivalStation', '目的站', 'Destination'),
    ...(air ? [station('transitStation', '中转站', 'Transit'), station('transitStation2', '第二中转站', 'Second transit')] : []),
    f.text('goodsNameCn', '中文品名', 'Goods (Chinese)', { list: true, maxLength: 200 }),
    f.text('goodsNameEn', '英文品名', 'Goods (English)', { rule: 'general', maxLength: 80 }),
    f.enum('goodsType', '货物类型', 'Goods type', GOODS_TYPES, { filter: 'eq' }),
    f.text('packageType', '包装类型', 'Package type', { maxLength: 30 }),
    f.integer('planPieces', '预报件数', 'Planned pieces', { ...listed, min: 0, max: 999999999 }),
    f.integer('confirmPieces', '确认件数', 'Confirmed pieces', { min: 0, max: 999999999 }),
    f.weight('planWeight', '预报毛重(KG)', 'Planned weight (kg)', { ...listed }),
    f.weight('confirmWeight', '确认毛重(KG)', 'Confirmed weight (kg)'),
    f.number('planVolume', '预报体积(CBM)', 'Planned volume (CBM)', { decimals: 3 }),
    f.number('confirmVolume', '确认体积(CBM)', 'Confirmed volume (CBM)', { decimals: 3 }),
    f.weight('planChargeWeight', road ? '预报计费吨' : '预报计费重', road ? 'Planned chargeable tons' : 'Planned chargeable weight', { list: true }),
    f.weight('confirmChargeWeight', road ? '确认计费吨' : '确认计费重', road ? 'Confirmed chargeable tons' : 'Confirmed chargeable weight'),
    f.text('planDimensions', '预报尺寸', 'Planned dimensions', { maxLength: 500 }),
    f.text('confirmDimensions', '确认尺寸', 'Confirmed dimensions', { maxLength: 500 }),
    f.date('inboundDate', '入仓日期', 'Inbound date'),
    f.date('outboundDate', '出仓日期', 'Outbound date'),
    f.date('inspectionDate', '查验日期', 'Inspection date'),
    f.date('clearanceDate', '放行日期', 'Clearance date'),
    f.textarea('remark', '备注', 'Remarks'),
    ...(road || scope === 'IO' ? [] : orderParties()),
    ...trackingFields(scope),
  ];
}

/** The route options of an order list of one scope: its fields, newest first, and 发送货物通知. */
export const orderRoute = (scope: BusinessScope) => ({ fields: orderFields(scope), defaultSort: 'createTime,desc', panels: ['GoodsNoticePanel'] });

/**
 * The order routes customers can follow (their share prefix's resource, src/schemas/share.ts): the
 * detail screen adds the share link with its QR code and the route/manifest dialogs.
 */
export const trackedOrderRoute = (scope: BusinessScope, panels: string[] = []) => ({
  ...orderRoute(scope),
  panels: ['OrderSharePanel', 'OrderTrackPanel', ...panels, 'OrderChargesPanel', 'GoodsNoticePanel'],
});

/** The main order route of a scope that customers do not follow: its detail screen shows the charges. */
export const chargedOrderRoute = (scope: BusinessScope) => ({ ...orderRoute(scope), panels: ['OrderChargesPanel'] });
