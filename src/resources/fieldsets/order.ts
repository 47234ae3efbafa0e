import type { Bilingual } from '../../schemas/bilingual';
import { section } from '../define';
import { f, key, listed } from '../fields';
import type { FieldDef, RouteDef, SectionDef, TabDef } from '../types';
import { ORDER_TABLES, type BusinessScope } from '../../schemas/scopes';
import {
  ORDER_SOURCES,
  ORDER_STAGES,
  ORDER_STATUSES,
  SOURCE_LABELS,
  STAGE_LABELS,
  STATUS_LABELS,
  type OrderSource,
  type OrderStage,
} from '../../schemas/order-lifecycle';
import { orderParties } from './party';
import { trackingFields } from './tracking';

const options = <T extends string>(values: readonly T[], labels: Record<T, Bilingual>): [string, string, string][] =>
  values.map((v) => [v, labels[v]['zh-CN'], labels[v]['en-US']]);

/** Order statuses shared by every business scope (their transitions: src/schemas/order-lifecycle.ts). */
export const ORDER_STATUS: [string, string, string][] = options(ORDER_STATUSES, STATUS_LABELS);
export const ORDER_STAGE: [string, string, string][] = options(ORDER_STAGES, STAGE_LABELS);
export const ORDER_SOURCE: [string, string, string][] = options(ORDER_SOURCES, SOURCE_LABELS);

/** Goods categories: general, dangerous, perishable, valuables, batteries. */
export const GOODS_TYPES: [string, string, string][] = [
  ['GEN', '普货', 'General'],
  ['DGR', '危险品', 'Dangerous'],
  ['PER', '鲜活易腐', 'Perishable'],
  ['VAL', '贵重物品', 'Valuables'],
  ['ELI', '带电货物', 'Batteries'],
];

const AIR: BusinessScope[] = ['AE', 'AI'];
const SEA_RAIL: BusinessScope[] = ['SE', 'SI', 'TE', 'TI'];

type Extra = Omit<FieldDef, 'name' | 'kind' | 'label'>;

/** A computed field (src/schemas/computed.ts): read-only, listable, sortable. */
const computed = (formula: NonNullable<FieldDef['computed']>['formula'], from: string[], extra: Extra = {}, override?: string): Extra => ({
  readOnly: true,
  sort: true,
  ...extra,
  computed: { formula, from, ...(override ? { override } : {}) },
});

/**
 * Chargeable figures: air weight (greater of gross and volume × 166.67 kg/CBM) and sea/rail freight
 * tons (W/M) are computed, and the user may override each with an agreed figure, kept beside it.
 * Road and other business have no formula: their chargeable tons are entered as agreed.
 */
function chargeFields(scope: BusinessScope): FieldDef[] {
  const air = AIR.includes(scope);
  const seaRail = SEA_RAIL.includes(scope);
  if (!air && !seaRail) {
    const road = scope === 'LC';
    return [
      f.weight('planChargeWeight', road ? '预报计费吨' : '预报计费重', road ? 'Planned chargeable tons' : 'Planned chargeable weight', {
        list: true,
        sort: true,
      }),
      f.weight(
        'confirmChargeWeight',
        road ? '确认计费吨' : '确认计费重',
        road ? 'Confirmed chargeable tons' : 'Confirmed chargeable weight',
        { sort: true },
      ),
    ];
  }
  const formula = air ? 'airChargeableWeight' : 'freightTons';
  const [zh, en, unit] = air ? ['计费重', 'chargeable weight', '(KG)'] : ['计费吨', 'freight tons', '(W/M)'];
  const manual = (name: string, which: string, whichEn: string) =>
    f.weight(name, `${which}${zh}(人工指定,留空按公式)`, `${whichEn} ${en}, agreed (blank: computed)`);
  return [
    f.weight(
      'planChargeWeight',
      `预报${zh}${unit}`,
      `Planned ${en}`,
      computed(formula, ['planWeight', 'planVolume'], { list: true }, 'planChargeWeightManual'),
    ),
    manual('planChargeWeightManual', '预报', 'Planned'),
    f.weight(
      'confirmChargeWeight',
      `确认${zh}${unit}`,
      `Confirmed ${en}`,
      computed(formula, ['confirmWeight', 'confirmVolume'], {}, 'confirmChargeWeightManual'),
    ),
    manual('confirmChargeWeightManual', '确认', 'Confirmed'),
  ];
}

/**
 * The order-tracking fields of docs/behaviour.md §2.3 for one business scope: codes and waybill numbers, stations,
 * goods, planned and confirmed figures, dimensions, containers, dates, customer, status and creator.
 */
export function orderFields(scope: BusinessScope): FieldDef[] {
  const air = AIR.includes(scope);
  const seaRail = SEA_RAIL.includes(scope);
  const road = scope === 'LC';
  // Air stations are airports of the organisation's table; sea stations are suggested from its
  // ports and rail and road ones from its cities, but stay free text (a place, a terminal, a town).
  const station = (name: string, zh: string, en: string) =>
    air
      ? f.text(name, zh, en, { ...key, rule: 'airport3', maxLength: 3, lookup: 'airport' })
      : f.text(name, zh, en, { ...key, maxLength: 50, lookup: scope === 'SE' || scope === 'SI' ? 'port' : 'city', lookupFree: true });
  return [
    f.text('orderCode', '订单号', 'Order code', { ...key, required: true, unique: true, maxLength: 30, search: 'prefix' }),
    f.text('customerNumber', '客户单号', 'Customer reference', { list: true, filter: 'like', maxLength: 50, search: 'prefix' }),
    f.ref('customerId', '客户', 'Customer', 'prm_coop', { list: true, filter: 'eq' }),
    f.text('internalNumber', '内部编号', 'Internal number', { filter: 'like', maxLength: 50, search: 'prefix' }),
    // Changed only by the lifecycle's transitions (the detail screen's buttons), never typed in.
    f.enum('orderStatus', '订单状态', 'Status', ORDER_STATUS, { list: true, filter: 'eq', sort: true, readOnly: true }),
    f.enum('orderStage', '订单阶段', 'Stage', ORDER_STAGE, { filter: 'eq', readOnly: true }),
    f.enum('orderSource', '订单来源', 'Source', ORDER_SOURCE, { filter: 'eq', readOnly: true }),
    ...(air
      ? [
          f.text('awbNumber', '主单号', 'Master waybill', { ...key, rule: 'mawb', maxLength: 12, search: 'prefix' }),
          f.text('hawbNumber', '分单号', 'House waybill', { list: true, filter: 'like', rule: 'hawb', maxLength: 12, search: 'prefix' }),
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
          f.text('mlbNumber', '主提单号', 'Master bill of lading', { ...key, maxLength: 40, search: 'prefix' }),
          f.text('hlbNumber', '分提单号', 'House bill of lading', { list: true, filter: 'like', maxLength: 40, search: 'prefix' }),
          f.text('shipName', scope.startsWith('T') ? '班列名称' : '船名', scope.startsWith('T') ? 'Train' : 'Vessel', {
            list: true,
            maxLength: 60,
          }),
          f.text('shipVoyageNumber', scope.startsWith('T') ? '车次' : '航次', scope.startsWith('T') ? 'Train number' : 'Voyage', {
            maxLength: 30,
          }),
          f.text('contractNumber', '合同号', 'Contract number', { maxLength: 40 }),
          // What staff are quoted on the phone besides the bill numbers: the carrier's booking (SO)
          // and the container numbers (several, comma-separated); the top bar's search finds both.
          f.text('bookingNumber', '订舱号(SO)', 'Booking number (SO)', { filter: 'like', maxLength: 40, search: 'prefix' }),
          f.text('containerNos', '集装箱号', 'Container numbers', {
            filter: 'like',
            rule: 'containerNos',
            maxLength: 500,
            search: 'contains',
          }),
          f.enum(
            'containerMethod',
            '装箱方式',
            'Container method',
            [
              ['FCL', '整箱', 'FCL'],
              ['LCL', '拼箱', 'LCL'],
            ],
            { list: true, filter: 'eq' },
          ),
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
    ...chargeFields(scope),
    ...(air
      ? [
          f.number(
            'planDensity',
            '预报密度(KG/CBM)',
            'Planned density (kg/CBM)',
            computed('density', ['planWeight', 'planVolume'], { decimals: 1 }),
          ),
          f.number(
            'confirmDensity',
            '确认密度(KG/CBM)',
            'Confirmed density (kg/CBM)',
            computed('density', ['confirmWeight', 'confirmVolume'], { decimals: 1 }),
          ),
        ]
      : []),
    // Plan and confirmed figures that differ (the tracking pages highlight them; lists filter on them).
    f.boolean(
      'piecesDiffer',
      '件数不符',
      'Pieces differ',
      computed('planConfirmDiffer', ['planPieces', 'confirmPieces'], { filter: 'eq' }),
    ),
    f.boolean(
      'weightDiffer',
      '毛重不符',
      'Weight differs',
      computed('planConfirmDiffer', ['planWeight', 'confirmWeight'], { filter: 'eq' }),
    ),
    f.boolean(
      'volumeDiffer',
      '体积不符',
      'Volume differs',
      computed('planConfirmDiffer', ['planVolume', 'confirmVolume'], { filter: 'eq' }),
    ),
    f.boolean(
      'chargeWeightDiffer',
      road ? '计费吨不符' : '计费重不符',
      'Chargeable weight differs',
      computed('planConfirmDiffer', ['planChargeWeight', 'confirmChargeWeight'], { filter: 'eq' }),
    ),
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

/**
 * An order's fields in the sections its workspace's 基本信息 and its forms show (every scope names
 * the fields it has; the others are left out).
 */
const ORDER_SECTIONS: SectionDef[] = [
  section('订单', 'Order', [
    'orderCode',
    'customerId',
    'customerNumber',
    'internalNumber',
    'orderStatus',
    'orderStage',
    'orderSource',
    'bookingNumber',
    'contractNumber',
  ]),
  section('运输', 'Transport', [
    'awbNumber',
    'hawbNumber',
    'mlbNumber',
    'hlbNumber',
    'expectFlight',
    'shipName',
    'shipVoyageNumber',
    'driverNumber',
    'driverName',
    'driverTel',
    'departureStation',
    'transitStation',
    'transitStation2',
    'arrivalStation',
    'expectDeparture',
    'expectArrival',
    'loadingTime',
    'containerMethod',
    'containerList',
    'containerNumber',
    'containerNos',
  ]),
  section('货物', 'Cargo', [
    'goodsNameCn',
    'goodsNameEn',
    'goodsType',
    'packageType',
    'planPieces',
    'confirmPieces',
    'planWeight',
    'confirmWeight',
    'planVolume',
    'confirmVolume',
    'planChargeWeight',
    'confirmChargeWeight',
    'planChargeWeightManual',
    'confirmChargeWeightManual',
    'planDensity',
    'confirmDensity',
    'piecesDiffer',
    'weightDiffer',
    'volumeDiffer',
    'chargeWeightDiffer',
    'planDimensions',
    'confirmDimensions',
  ]),
  section('收发货人', 'Parties', ['shipper', 'consignee', 'notifyParty']),
  section('仓库与送货', 'Warehouse and delivery', [
    'warehouseId',
    'inboundDate',
    'outboundDate',
    'inspectionDate',
    'clearanceDate',
    'warehouseService',
    'outfieldService',
    'warehouseName',
    'warehouseAddress',
    'warehouseContact',
    'warehouseTel',
    'deliveryDeadline',
    'deliveryNoticeText',
  ]),
  section('其他', 'Other', ['remark', 'orderUuid']),
];

const tab = (key: string, zh: string, en: string, fields: string[], panels: string[]): TabDef => ({
  key,
  label: { 'zh-CN': zh, 'en-US': en },
  fields,
  panels,
});

/** The order workspace's tabs after 基本信息: where each list field and panel of an order goes. */
const ORDER_TABS: TabDef[] = [
  tab('track', '跟踪', 'Tracking', ['routeTracks', 'manifestList', 'awbRouteLegs', 'cargoWeighingList'], ['OrderTrackPanel']),
  tab('docs', '单证', 'Documents', ['attachments'], ['WaybillPrintPanel', 'CargoPouchPanel', 'HouseWaybillPanel']),
  tab('money', '费用', 'Charges', [], ['OrderChargesPanel', 'IncidentalsPanel']),
  tab('talk', '沟通', 'Communication', [], ['GoodsNoticePanel', 'OrderSharePanel']),
  tab('log', '日志', 'Log', [], ['OrderEventsPanel', 'AuditTrailPanel']),
];

/**
 * The workspace of one order route: its sections and tabs narrowed to the fields and panels the
 * route has (a tab left with nothing is dropped), the summary header, and the panels in tab order.
 */
function orderWorkspace(fields: FieldDef[], panels: string[]): Pick<RouteDef, 'sections' | 'tabs' | 'header' | 'panels'> {
  const names = new Set(fields.map((x) => x.name));
  const shown = new Set([...panels, 'OrderEventsPanel', 'IncidentalsPanel', 'AuditTrailPanel']);
  const tabs = ORDER_TABS.map((t) => ({
    ...t,
    fields: t.fields!.filter((n) => names.has(n)),
    panels: t.panels!.filter((p) => shown.has(p)),
  })).filter((t) => t.fields.length || t.panels.length);
  const placed = tabs.flatMap((t) => t.panels);
  return {
    sections: ORDER_SECTIONS.map((s) => ({ ...s, fields: s.fields.filter((n) => names.has(n)) })).filter((s) => s.fields.length),
    tabs,
    header: 'OrderSummaryPanel',
    panels: [...placed, ...[...shown].filter((p) => !placed.includes(p))],
  };
}

/**
 * The route options of a scope's order list: every order field, newest first, its panels (by default
 * 发送货物通知), the lifecycle, incidentals and audit panels, all in the order workspace's tabs.
 */
export const orderRoute = (scope: BusinessScope, panels: string[] = ['GoodsNoticePanel']) => {
  const fields = orderFields(scope);
  return { fields, defaultSort: 'createTime,desc', ...orderWorkspace(fields, panels) };
};

/**
 * The order routes customers can follow (their share prefix's resource, src/schemas/share.ts): the
 * detail screen adds the share link with its QR code and the route/manifest dialogs.
 */
export const trackedOrderRoute = (scope: BusinessScope, panels: string[] = []) =>
  orderRoute(scope, ['OrderSharePanel', 'OrderTrackPanel', ...panels, 'OrderChargesPanel', 'GoodsNoticePanel']);

/** The main order route of a scope that customers do not follow: its detail screen shows the charges. */
export const chargedOrderRoute = (scope: BusinessScope) => orderRoute(scope, ['OrderChargesPanel']);

export interface OrderViewOptions {
  /** The stage (or stages) whose orders the view shows; a create through it starts in the (first) one. */
  stage?: OrderStage | OrderStage[];
  /** The source whose orders the view shows; a create through it is of that source. */
  source?: OrderSource;
  /** Its list columns (in the fields' order). */
  list: string[];
  /** The fields its forms and detail screen show (default: all of the scope's order fields). */
  fields?: string[];
  defaultSort?: string;
  panels?: string[];
}

/**
 * A view of a scope's order table (docs/orders.md): the same orders, narrowed to a stage or a source
 * by the server on every read and write, with its own list columns, form fields and sort.
 */
export function orderView(scope: BusinessScope, o: OrderViewOptions): Omit<RouteDef, 'path' | 'kind' | 'label'> {
  const all = orderFields(scope);
  const shown = o.fields ? all.filter((x) => o.fields!.includes(x.name)) : all;
  const condition: Record<string, string | string[]> = {};
  if (o.stage) condition.orderStage = o.stage;
  if (o.source) condition.orderSource = o.source;
  return {
    table: ORDER_TABLES[scope],
    scope: condition,
    fields: shown.map((x) => ({ ...x, list: o.list.includes(x.name) })),
    defaultSort: o.defaultSort ?? 'createTime,desc',
    // Every view of the orders can send the goods notice (发送货物通知), as the order list does,
    // links to the order's incidental charges (杂费) and shows its history and changes.
    ...orderWorkspace(shown, [...(o.panels ?? []), 'GoodsNoticePanel']),
  };
}
