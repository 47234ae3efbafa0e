import { route } from './define';
import type { ModuleDef } from './types';
import { portFields, railProductFields, sailingFields, seaRateFields, shipCompanyFields, warehouseFields } from './fieldsets/sea-rail';
import { chargedOrderRoute, trackedOrderRoute } from './fieldsets/order';

/** Sea and rail orders and their basic data (docs/behaviour.md §1.2.1). /scManager is the sea area container. */
export const sc: ModuleDef = {
  code: 'sc',
  label: { 'zh-CN': '海运铁路', 'en-US': 'Sea and rail' },
  icon: 'GlobalOutlined',
  routes: [
    route('/scManager', 'container', '海运铁路', 'Sea and rail', { icon: 'GlobalOutlined' }),
    route('/se_order', 'crud', '海运出口订单', 'Sea export orders', trackedOrderRoute('SE')),
    route('/si_order', 'crud', '海运进口订单', 'Sea import orders', trackedOrderRoute('SI')),
    route('/sc_order_ship_info', 'crud', '船期信息', 'Sailing schedules', { fields: sailingFields }),
    route('/sc_ship_company', 'crud', '船公司', 'Shipping lines', { fields: shipCompanyFields }),
    route('/sc_port_maintenance', 'crud', '港口维护', 'Ports', { fields: portFields }),
    route('/sc_freight_rate', 'crud', '海运运价', 'Sea freight rates', { fields: seaRateFields, defaultSort: 'validFrom,desc' }),
    route('/sc_warehouse', 'crud', '海运仓库', 'Sea warehouses', { fields: warehouseFields }),
    route('/te_order', 'crud', '铁路出口订单', 'Rail export orders', chargedOrderRoute('TE')),
    route('/ti_order', 'crud', '铁路进口订单', 'Rail import orders', chargedOrderRoute('TI')),
    route('/tc_product', 'crud', '铁路产品', 'Rail products', { fields: railProductFields }),
    route('/tc_warehouse', 'crud', '铁路仓库', 'Rail warehouses', { fields: warehouseFields }),
  ],
};
