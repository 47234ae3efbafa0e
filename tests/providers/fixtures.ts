/** A permitted menu tree and button list as GET /hrs/permission and getButtonInfo answer them. */
export const TREE = [
  {
    id: 1,
    name: 'afManager',
    path: '/afManager',
    label: { 'zh-CN': '空运', 'en-US': 'Air' },
    children: [{ id: 2, name: 'af_order', path: '/af_order', label: { 'zh-CN': '订单', 'en-US': 'Orders' } }],
  },
  { id: 3, name: 'hrs_user', path: '/hrs_user', label: { 'zh-CN': '用户', 'en-US': 'Users' } },
];
export const BUTTONS = ['af_order:create', 'af_order:export'];
