import { route } from './define';
import type { ModuleDef } from './types';
import { carHailFields, waybillFields, waybillSections } from './fieldsets/other-business';
import { chargedOrderRoute } from './fieldsets/order';

/** IO: other business, the cross-border waybill area and car-cargo binding (docs/behaviour.md §2.2.1). */
export const io: ModuleDef = {
  code: 'io',
  label: { 'zh-CN': '其他业务', 'en-US': 'Other business' },
  icon: 'AppstoreOutlined',
  routes: [
    route('/ioManager', 'container', '其他业务', 'Other business', { icon: 'AppstoreOutlined' }),
    route('/io_order', 'crud', '其他业务订单', 'Other business orders', chargedOrderRoute('IO')),
    route('/osWaybill', 'container', '跨境运单', 'Cross-border waybills', { icon: 'ContainerOutlined' }),
    route('/os_waybill', 'crud', '运单管理', 'Waybills', { parent: '/osWaybill', fields: waybillFields, sections: waybillSections }),
    route('/inCome', 'container', '进港管理', 'Inbound', { icon: 'ImportOutlined' }),
    route('/is_car_hail', 'crud', '车货绑定', 'Car-cargo binding', { parent: '/inCome', fields: carHailFields }),
  ],
};
