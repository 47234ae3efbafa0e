import { open, route } from './define';
import type { ModuleDef } from './types';
import {
  MANIFEST_PRESETS,
  allQueryFields,
  bookingFields,
  cargoArrivedFields,
  cbecDeclarationFields,
  customsQueryFields,
  exchangeFields,
  expressChannelFields,
  hawbArrivalFields,
  manifestQuery,
  servicerFields,
  shipperOrderFields,
  vehicleDeliveryFields,
  vehicleRegisterFields,
} from './fieldsets/manifests';

const S = (zh: string, en: string, fields: string[]) => ({ label: { 'zh-CN': zh, 'en-US': en }, fields });

/** The make / edit pages of four OS lists: their records' form in sections (RecordEditorPage). */
const editor = (of: string, sections: ReturnType<typeof S>[]) =>
  open({ hidden: true, component: 'RecordEditorPage', editorOf: of, sections });

/** The Mft... query pages are views of one manifest table, one preset each (one generic page). */
const mft = MANIFEST_PRESETS;

/** OS: customs manifests and cross-border e-commerce data (docs/behaviour.md §1.2.1). */
export const os: ModuleDef = {
  code: 'os',
  label: { 'zh-CN': '舱单跨境', 'en-US': 'Manifests and cross-border' },
  icon: 'FileSearchOutlined',
  routes: [
    route('/osManage', 'container', '舱单跨境', 'Manifests and cross-border', { icon: 'FileSearchOutlined' }),
    route('/os_shipper_order', 'crud', '发货人订单', 'Shipper orders', {
      fields: shipperOrderFields,
      batchFields: ['orderStatus', 'departureAirport', 'arrivalAirport', 'currency'],
    }),
    route(
      '/os_shipper_bill_make',
      'page',
      '发货人制单',
      'Shipper bill making',
      editor('os_shipper_order', [
        S('单据', 'Document', ['orderCode', 'orderStatus', 'awbNumber', 'hawbNumber']),
        S('收发货人', 'Parties', ['shipperId', 'consigneeId']),
        S('航线与货物', 'Route and cargo', ['departureAirport', 'arrivalAirport', 'pieces', 'grossWeight', 'goodsName']),
        S('申报', 'Declaration', ['declaredValue', 'currency']),
      ]),
    ),
    route('/os_hawb_arrival_order', 'crud', '分单到货', 'House waybill arrivals', { fields: hawbArrivalFields }),
    // Computed from the manifest records and the customs declarations (server/reports/sources/manifests.ts).
    route('/os_all_query', 'report', '综合查询', 'General query', {
      fields: allQueryFields,
      source: 'osAllQuery',
      defaultSort: 'releaseTime,desc',
    }),
    route('/os_cargo_arrived_query', 'report', '运抵查询', 'Cargo arrival query', {
      fields: cargoArrivedFields,
      source: 'osCargoArrived',
      defaultSort: 'arriveTime,desc',
    }),
    route('/os_customs_declaration', 'crud', '跨境报关', 'Cross-border declarations', {
      fields: cbecDeclarationFields,
      batchFields: ['declarationStatus', 'tradeMode', 'customsCode', 'currency', 'servicerId'],
    }),
    route('/os_ve_register', 'crud', '车辆登记', 'Vehicle registration', { fields: vehicleRegisterFields }),
    route(
      '/os_ve_register_make',
      'page',
      '车辆登记制单',
      'Vehicle registration form',
      editor('os_ve_register', [
        S('车辆', 'Vehicle', ['plateNumber', 'vehicleType', 'emptyWeight']),
        S('司机', 'Driver', ['driverName', 'driverPhone', 'driverIdCard']),
        S('备案', 'Registration', ['customsCode', 'registerDate', 'registerStatus']),
      ]),
    ),
    route('/os_customs_query', 'report', '海关查询', 'Customs query', {
      fields: customsQueryFields,
      source: 'osCustoms',
      defaultSort: 'receiptTime,desc',
    }),
    route('/os_vehicle_delivery_order', 'crud', '车辆派送单', 'Vehicle delivery orders', {
      fields: vehicleDeliveryFields,
      batchFields: ['deliveryStatus', 'servicerId'],
    }),
    route(
      '/os_apply_make',
      'page',
      '申报制单',
      'Application form',
      editor('os_customs_declaration', [
        S('申报单', 'Declaration', ['declarationNumber', 'tradeMode', 'customsCode', 'declarationStatus', 'servicerId']),
        S('订单与运单', 'Order and waybill', ['ecOrderNumber', 'logisticsNumber', 'ebpCode', 'ebcCode']),
        S('商品', 'Goods', ['goodsName', 'hsCode', 'declaredValue', 'currency']),
      ]),
    ),
    // Opened from a list with batchFields (its 批量修改 button) with the resource and the selected ids.
    route('/os_batched_edit', 'page', '批量修改', 'Batch edit', open({ hidden: true, component: 'BatchEditPage' })),
    route('/os_servicer_page', 'crud', '服务商', 'Service providers', { fields: servicerFields, displayField: 'servicerName' }),
    route(
      '/hawb_info_page',
      'page',
      '分单信息',
      'House waybill information',
      open({ hidden: true, component: 'DocumentMakePage', document: 'hawbInfo' }),
    ),
    // The messages the product recorded about manifests (server/manifest/exchange.ts); nothing made up.
    route('/os_exchangeLook', 'report', '报文查看', 'Message exchange viewer', {
      fields: exchangeFields,
      source: 'osExchange',
      defaultSort: 'sendTime,desc',
      emptyText: {
        'zh-CN':
          '没有舱单报文。在空运出口或进口订单的舱单中申报、修改或删除记录时，每一次发送及其结果（成功，或失败及原因）都会记录在这里。',
        'en-US':
          'No manifest messages. Each time a manifest record of an air export or import order is submitted, changed or deleted, what was sent and its outcome (succeeded, or failed and why) is recorded here.',
      },
    }),
    route('/booking_manage', 'crud', '订舱管理', 'Booking management', { fields: bookingFields }),
    route(
      '/booking_manage_edit',
      'page',
      '订舱编辑',
      'Booking edit',
      editor('booking_manage', [
        S('订舱', 'Booking', ['bookingNumber', 'customerId', 'bookingStatus']),
        S('航班', 'Flight', ['carrierCode', 'flightNo', 'flightDate', 'departureAirport', 'arrivalAirport', 'awbNumber']),
        S('货物', 'Cargo', ['pieces', 'grossWeight', 'volume', 'goodsName']),
      ]),
    ),
    route('/qspserver', 'crud', '快件服务', 'Express service', { fields: expressChannelFields, displayField: 'channelName' }),
    route('/MftAirExportQuery', 'report', '空运出口舱单查询', 'Air export manifest query', manifestQuery(mft.airExport)),
    route('/MftAirImportQuery', 'report', '空运进口舱单查询', 'Air import manifest query', manifestQuery(mft.airImport)),
    route('/MftTallyQuery', 'report', '理货报告查询', 'Tally report query', manifestQuery(mft.tally)),
    route('/MftArrivalQuery', 'report', '运抵报告查询', 'Arrival report query', manifestQuery(mft.arrival)),
    route('/MftReleaseQuery', 'report', '放行信息查询', 'Release query', manifestQuery(mft.release)),
    route('/MftDistributionQuery', 'report', '分拨申请查询', 'Distribution application query', manifestQuery(mft.distribution)),
  ],
};
