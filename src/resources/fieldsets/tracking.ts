import type { BusinessScope } from '../../schemas/scopes';
import { f } from '../fields';
import type { FieldDef } from '../types';

/**
 * What an order's public tracking page shows besides the order's own figures (docs/behaviour.md §2.3 "Order
 * tracking record"): route events, manifest records, the air waybill's legs, cargo-station weighing
 * rows and attachments. Each is a list field stored with the order, entered on the order screens.
 */

/** IATA Cargo-IMP / Cargo-XML status codes (spec: flightStatusCode + flightStatusName). */
export const FLIGHT_STATUS: [string, string, string][] = [
  ['BKD', '已订舱', 'Booked'],
  ['RCS', '已收货', 'Received from shipper'],
  ['MAN', '已配载', 'Manifested'],
  ['DEP', '已起飞', 'Departed'],
  ['ARR', '已到达', 'Arrived'],
  ['RCF', '已卸机', 'Received from flight'],
  ['NFD', '已到货通知', 'Consignee notified'],
  ['AWD', '单证已交付', 'Documents delivered'],
  ['DLV', '已提货', 'Delivered'],
  ['DIS', '异常', 'Discrepancy'],
  // Sea and road events use the same list with their own codes.
  ['GTI', '进港', 'Gate in'],
  ['LOD', '已装船', 'Loaded'],
  ['DCH', '已卸船', 'Discharged'],
  ['GTO', '出港', 'Gate out'],
];

/** A route event's status name: its own, else the Chinese label of its code; null when neither. */
export function flightStatusName(code: unknown, name: unknown): string | null {
  if (typeof name === 'string' && name.trim()) return name.trim();
  return FLIGHT_STATUS.find(([c]) => c === code)?.[1] ?? null;
}

const quantity = () => f.integer('quantity', '件数', 'Pieces', { min: 0, max: 999999999 });
const grossWeight = () => f.weight('grossWeight', '重量(KG)', 'Weight (kg)');

export const routeTracks = (): FieldDef =>
  f.list('routeTracks', '轨迹', 'Route events', [
    f.enum('flightStatusCode', '状态代码', 'Status code', FLIGHT_STATUS, { required: true }),
    f.text('flightStatusName', '状态名称', 'Status', { maxLength: 50 }),
    f.text('airportCode', '地点', 'Place', { maxLength: 10 }),
    f.text('flightNum', '航班/船次', 'Flight', { maxLength: 20 }),
    f.datetime('eventTime', '时间', 'Time'),
    quantity(),
    grossWeight(),
    f.text('remark', '备注', 'Remark', { maxLength: 200 }),
  ]);

export const manifestList = (): FieldDef =>
  f.list('manifestList', '舱单', 'Manifest records', [
    f.boolean('masterFlag', '主单', 'Master'),
    f.text('hawbNumber', '分单号', 'House waybill', { rule: 'hawb', maxLength: 12 }),
    f.text('declarationNumber', '报关单号', 'Declaration number', { maxLength: 30 }),
    f.datetime('originalTime', '原始舱单', 'Original'),
    f.datetime('tallyTime', '理货', 'Tally'),
    f.datetime('passedTime', '放行', 'Release'),
    f.datetime('applyTime', '分拨申请', 'Distribution application'),
    f.datetime('arriveTime', '分拨运抵', 'Distribution arrival'),
    f.datetime('provisionTime', '预配舱单', 'Provisional'),
    f.datetime('temporaryArrivalTime', '暂时运抵', 'Temporary arrival'),
    quantity(),
    grossWeight(),
    f.text('remark', '备注', 'Remark', { maxLength: 200 }),
  ]);

export const awbRouteLegs = (): FieldDef =>
  f.list(
    'awbRouteLegs',
    '航段',
    'Flight legs',
    [
      f.text('depPort', '起飞港', 'From', { rule: 'airport3', maxLength: 3, required: true, lookup: 'airport' }),
      f.text('arrPort', '到达港', 'To', { rule: 'airport3', maxLength: 3, required: true, lookup: 'airport' }),
      f.text('flightNo', '航班号', 'Flight', { rule: 'flightNo', maxLength: 20 }),
      f.datetime('etd', '计划起飞', 'Planned departure'),
      f.datetime('atd', '实际起飞', 'Actual departure'),
      f.datetime('eta', '计划到达', 'Planned arrival'),
      f.datetime('ata', '实际到达', 'Actual arrival'),
      f.integer('piece', '件数', 'Pieces', { min: 0, max: 999999999 }),
      f.weight('weight', '重量(KG)', 'Weight (kg)'),
      f.text('errorMessage', '异常信息', 'Error', { maxLength: 200 }),
    ],
    { maxItems: 20 },
  );

export const cargoWeighingList = (): FieldDef =>
  f.list('cargoWeighingList', '货站过磅', 'Cargo-station weighing', [
    f.text('awbNumber', '主单号', 'Master waybill', { rule: 'mawb', maxLength: 12 }),
    f.text('hawbNumber', '分单号', 'House waybill', { rule: 'hawb', maxLength: 12 }),
    f.integer('totalPieces', '件数', 'Pieces', { min: 0, max: 999999999 }),
    f.weight('totalWeight', '重量(KG)', 'Weight (kg)'),
    f.number('totalVolume', '体积(CBM)', 'Volume (CBM)', { decimals: 3 }),
    f.text('measure', '尺寸', 'Dimensions', { maxLength: 500 }),
    // Filled by the arrival weighing (docs/weighing.md): when, and by whom or which scale terminal.
    f.datetime('weighTime', '过磅时间', 'Weighed at'),
    f.text('weighedBy', '过磅人', 'Weighed by', { maxLength: 60 }),
  ]);

/** "照片" pictures and "文件" files, as the tracking answer names them. */
export const ATTACHMENT_TYPES: [string, string, string][] = [
  ['照片', '照片', 'Picture'],
  ['文件', '文件', 'File'],
];

export const attachments = (): FieldDef =>
  f.list(
    'attachments',
    '附件',
    'Attachments',
    [
      f.enum('fileType', '类型', 'Type', ATTACHMENT_TYPES, { required: true }),
      f.text('fileName', '文件名', 'File name', { maxLength: 200, required: true }),
      f.text('fileRemark', '说明', 'Remark', { maxLength: 200 }),
      f.file('fileUrl', '文件', 'File', { accept: 'document' }),
    ],
    { maxItems: 50 },
  );

/** Scopes whose customers get a delivery notice (where and when to deliver the cargo; docs/behaviour.md §2.2.1). */
export const DELIVERY_NOTICE_SCOPES: BusinessScope[] = ['AE', 'SE', 'TE', 'LC'];

/**
 * The delivery notice: the warehouse (入仓) or storehouse (库房) the shipper delivers to, and the
 * instructions, whose "报关单号：<digits>" line names the downloaded notice (docs/behaviour.md §2.5).
 */
const deliveryNoticeFields = (): FieldDef[] => [
  f.text('warehouseName', '送货仓库', 'Warehouse', { maxLength: 100 }),
  f.text('warehouseAddress', '送货地址', 'Delivery address', { maxLength: 200 }),
  f.text('warehouseContact', '仓库联系人', 'Warehouse contact', { maxLength: 50 }),
  f.text('warehouseTel', '仓库电话', 'Warehouse phone', { rule: 'phone', maxLength: 30 }),
  f.datetime('deliveryDeadline', '最晚送货时间', 'Deliver by'),
  f.textarea('deliveryNoticeText', '送货须知', 'Delivery instructions', { maxLength: 2000 }),
];

/** The tracking data each scope's orders carry. */
export function trackingFields(scope: BusinessScope): FieldDef[] {
  const air = scope === 'AE' || scope === 'AI';
  return [
    f.uuid('orderUuid', '分享码', 'Share id'),
    ...(DELIVERY_NOTICE_SCOPES.includes(scope)
      ? [
          // Which delivery notices the customer may open (warehouse / storehouse links, docs/behaviour.md §2.2.8).
          f.boolean('warehouseService', '入仓服务', 'Warehouse service'),
          f.boolean('outfieldService', '库房服务', 'Storehouse service'),
        ]
      : []),
    ...(DELIVERY_NOTICE_SCOPES.includes(scope) ? deliveryNoticeFields() : []),
    routeTracks(),
    ...(air ? [manifestList(), awbRouteLegs(), cargoWeighingList()] : []),
    attachments(),
  ];
}
