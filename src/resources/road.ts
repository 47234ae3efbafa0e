import { route } from './define';
import type { ModuleDef } from './types';
import { loadPlanFields, truckFields } from './fieldsets/road';
import { trackedOrderRoute } from './fieldsets/order';

/** LC: road transport (docs/behaviour.md §2.2.1). */
export const lc: ModuleDef = {
  code: 'lc',
  label: { 'zh-CN': '陆运管理', 'en-US': 'Road transport' },
  icon: 'CarOutlined',
  routes: [
    route('/lcManager', 'container', '陆运管理', 'Road transport', { icon: 'CarOutlined' }),
    route('/lc_order', 'crud', '陆运订单', 'Road orders', trackedOrderRoute('LC')),
    route('/vl_order', 'crud', '配载计划', 'Vehicle load planning', { fields: loadPlanFields }),
    route('/lc_base_truck', 'crud', '车辆信息', 'Trucks', { fields: truckFields }),
  ],
};
