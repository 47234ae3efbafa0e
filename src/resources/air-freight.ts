import { open, route } from './define';
import type { ModuleDef } from './types';
import {
  airportFields,
  carrierFields,
  cityFields,
  countryFields,
  currencyFields,
  currencyRateFields,
  customsDeclarationFields,
  enquiryManageFields,
  fhlFields,
  fhlSections,
  flightFields,
  lockUnlockFields,
  myInquiryFields,
  spaceFields,
  tactFields,
  tariffFields,
  weighingDeviceFields,
} from './fieldsets/air-freight';
import { orderView, trackedOrderRoute } from './fieldsets/order';
import { airWarehouseFields } from './fieldsets/personal';
import { billRoute } from './fieldsets/money';
import { PAYMENT_APPROVE_CODE } from '../schemas/bills';

/**
 * The air export order screens are views of one table (af_order), told apart by the order's stage
 * and source (docs/orders.md): the order list holds bookings and operations; a provisional order
 * joins it when confirmed as a booking; operations take bookings over.
 */
const AE_LIST = [
  'orderCode',
  'customerId',
  'orderStatus',
  'departureStation',
  'arrivalStation',
  'expectDeparture',
  'planPieces',
  'planWeight',
  'planChargeWeight',
];
const SOURCE_LIST = [
  'orderCode',
  'customerNumber',
  'customerId',
  'orderStage',
  'orderStatus',
  'awbNumber',
  'departureStation',
  'arrivalStation',
  'planPieces',
  'planWeight',
];
const LITE_FIELDS = [
  'orderCode',
  'internalNumber',
  'customerId',
  'customerNumber',
  'orderStatus',
  'orderStage',
  'orderSource',
  'departureStation',
  'arrivalStation',
  'expectDeparture',
  'goodsNameCn',
  'goodsType',
  'planPieces',
  'planWeight',
  'planVolume',
  'planChargeWeight',
  'planChargeWeightManual',
  'remark',
];

/** AF: air export and import operations and their basic data (docs/behaviour.md §1.2.1, §2.2.2). */
export const af: ModuleDef = {
  code: 'af',
  label: { 'zh-CN': '空运管理', 'en-US': 'Air freight' },
  icon: 'RocketOutlined',
  routes: [
    route('/afManager', 'container', '空运管理', 'Air freight', { icon: 'RocketOutlined' }),
    route('/af', 'page', '空运首页', 'Air freight home', { component: 'ModuleHomePage' }),
    route(
      '/af_orderair',
      'crud',
      '出口订舱',
      'Export booking',
      orderView('AE', {
        stage: 'BOOKING',
        list: [...AE_LIST, 'internalNumber', 'planVolume', 'expectFlight'],
      }),
    ),
    route(
      '/af_order',
      'crud',
      '空运出口订单',
      'Air export orders',
      orderView('AE', {
        stage: ['BOOKING', 'OPERATION'],
        panels: ['OrderSharePanel', 'OrderTrackPanel', 'WaybillPrintPanel', 'CargoPouchPanel', 'HouseWaybillPanel', 'OrderChargesPanel'],
        list: [
          'orderCode',
          'customerNumber',
          'customerId',
          'orderStage',
          'orderStatus',
          'awbNumber',
          'hawbNumber',
          'expectFlight',
          'expectDeparture',
          'departureStation',
          'arrivalStation',
          'goodsNameCn',
          'planPieces',
          'planWeight',
          'planChargeWeight',
        ],
      }),
    ),
    route(
      '/liteOrder',
      'crud',
      '简易订单',
      'Quick orders',
      orderView('AE', {
        source: 'LITE',
        fields: LITE_FIELDS,
        list: [...AE_LIST, 'orderStage', 'goodsNameCn'],
      }),
    ),
    route(
      '/af_order_lch',
      'crud',
      '临时订单',
      'Provisional orders',
      orderView('AE', { stage: 'PROVISIONAL', list: [...AE_LIST, 'customerNumber'] }),
    ),
    route('/ai_order', 'crud', '空运进口订单', 'Air import orders', trackedOrderRoute('AI')),
    route(
      '/af_oporder',
      'crud',
      '出口操作',
      'Export operations',
      orderView('AE', {
        stage: 'OPERATION',
        defaultSort: 'expectDeparture,asc',
        panels: ['OrderSharePanel', 'OrderTrackPanel', 'HouseWaybillPanel'],
        list: [
          'orderCode',
          'awbNumber',
          'hawbNumber',
          'orderStatus',
          'expectFlight',
          'expectDeparture',
          'arrivalStation',
          'confirmPieces',
          'confirmWeight',
          'confirmChargeWeight',
          'weightDiffer',
          'inboundDate',
        ],
      }),
    ),
    route('/fhl_operation', 'crud', '分单操作', 'House waybill operations', { fields: fhlFields, sections: fhlSections }),
    route('/af_customs_declaration', 'crud', '出口报关', 'Export customs declarations', { fields: customsDeclarationFields }),
    route('/ai_customs_declaration', 'crud', '进口报关', 'Import customs declarations', { fields: customsDeclarationFields }),
    // Debit notes and payment applications are the receivable and payable views of one bill table.
    route('/af_css_debit_note', 'crud', '账单', 'Debit notes', billRoute('AR', ['SendBillPanel'])),
    route('/af_css_payment', 'crud', '付款申请', 'Payments', { ...billRoute('AP'), buttons: [PAYMENT_APPROVE_CODE] }),
    route('/af_enquiry_manage', 'crud', '询价管理', 'Enquiries', { fields: enquiryManageFields, panels: ['QuoteLinkPanel'] }),
    route('/af_price_search', 'report', '运价查询', 'Price search', { fields: tariffFields, table: 'af_tariff_details' }),
    route('/af_order_inquiry', 'crud', '我的询价', 'My inquiries', { fields: myInquiryFields }),
    route('/yc_order', 'crud', '运仓订单', 'Warehouse-transport orders', orderView('AE', { source: 'YC', list: SOURCE_LIST })),
    route('/outer_order', 'crud', '外部订单', 'External orders', orderView('AE', { source: 'OUTER', list: SOURCE_LIST })),
    // Reached with an id, not from the menu (docs/behaviour.md §1.2.3); the server checks the order's own grants.
    route(
      '/outer_order_detail',
      'page',
      '外部订单详情',
      'External order detail',
      open({ hidden: true, component: 'OuterOrderDetailPage', detailOf: 'outer_order' }),
    ),
    // An order's incidental charges (every scope's order detail links here with ?scope=&id=, docs/money.md).
    route('/incidentals', 'page', '杂费', 'Incidentals', open({ hidden: true, component: 'IncidentalsPage' })),
    route('/synergy_order', 'crud', '协同订单', 'Shared orders', orderView('AE', { source: 'SYNERGY', list: SOURCE_LIST })),
    route('/newCargoTracking', 'page', '货物追踪', 'Cargo tracking', open({ hidden: true, component: 'CargoTrackingPage' })),
    route('/af_order_lock_unlock_list', 'report', '锁单解锁', 'Lock and unlock', {
      fields: lockUnlockFields,
      defaultSort: 'applyTime,desc',
    }),
    route('/space_manage_index', 'crud', '舱位管理', 'Space management', { fields: spaceFields }),
    // Keys of the warehouse scale terminals that weigh at /af_ae_arrival_scanWeight without a login.
    route('/af_weighing_device', 'crud', '过磅设备', 'Weighing devices', {
      fields: weighingDeviceFields,
      buttons: ['af_weighing_device:issue'],
      panels: ['DeviceKeyPanel'],
    }),
    // Basic data an organisation can fill from the reference-data packages with one action (buttons ...:fill).
    route('/af_airport', 'crud', '机场', 'Airports', { fields: airportFields, buttons: ['af_airport:fill'] }),
    route('/af_carrier', 'crud', '航空公司', 'Carriers', { fields: carrierFields, buttons: ['af_carrier:fill'] }),
    route('/af_country', 'crud', '国家', 'Countries', { fields: countryFields, buttons: ['af_country:fill'] }),
    route('/af_currency', 'crud', '币种', 'Currencies', { fields: currencyFields, buttons: ['af_currency:fill'] }),
    route('/af_flight', 'crud', '航班', 'Flights', { fields: flightFields }),
    route('/af_city', 'crud', '城市', 'Cities', { fields: cityFields, buttons: ['af_city:fill'] }),
    route('/af_currency_rate', 'crud', '汇率', 'Currency rates', { fields: currencyRateFields }),
    route('/af_tact', 'crud', 'TACT运价', 'TACT rates', { fields: tactFields }),
    route('/af_tariff_details', 'crud', '运价明细', 'Tariff details', { fields: tariffFields }),
    // The organisation's own TACT table, read-only.
    route('/af_tact_public', 'report', '公布运价', 'Public TACT', { fields: tactFields, table: 'af_tact' }),
    // The warehouses air orders and the personal settings' default warehouses pick from.
    route('/af_warehouse', 'crud', '空运仓库', 'Air warehouses', { fields: airWarehouseFields }),
  ],
};
