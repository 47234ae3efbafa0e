import { auditLogOf } from './fieldsets/audit';
import { route } from './define';
import type { ModuleDef } from './types';

/** PRM: partner management (spec 01 §2.1). */
export const prm: ModuleDef = {
  code: 'prm',
  label: { 'zh-CN': '合作伙伴管理', 'en-US': 'Partners' },
  icon: 'TeamOutlined',
  routes: [
    route('/prmManager', 'container', '合作伙伴管理', 'Partners', { icon: 'TeamOutlined' }),
    route('/prm', 'page', '合作伙伴首页', 'Partners home'),
    route('/prm_coop', 'crud', '合作伙伴', 'Partner companies'),
    route('/prm_coop_agreement', 'crud', '合作协议', 'Cooperation agreements'),
    route('/prm_inquiry_agent', 'crud', '询价代理', 'Inquiry agents'),
    route('/prm_coop_agreement_settlement', 'crud', '协议结算方式', 'Agreement settlement terms'),
    route('/prm_coop_bill', 'crud', '合作伙伴账单', 'Partner bills'),
    route('/prm_coop_check', 'crud', '合作伙伴对账', 'Partner reconciliation'),
    route('/prm_coop_settle', 'crud', '合作伙伴结算', 'Partner settlement'),
    route('/prm_cloud_user', 'crud', '云端用户', 'Cloud users'),
    route('/prm_trend', 'report', '合作趋势', 'Partner trends'),
    route('/prm_cloud_order', 'report', '云端订单', 'Cloud orders'),
    route('/prm_transport_resource', 'crud', '运力资源', 'Transport resources'),
    route('/prm_port_overlay', 'crud', '港口覆盖', 'Port coverage'),
    route('/prm_coop_share', 'crud', '合作伙伴共享', 'Partner sharing'),
    route('/prm_coop_sub_type', 'crud', '合作伙伴子类型', 'Partner sub-types'),
    route('/prm_contract', 'crud', '合同管理', 'Contracts'),
    route('/prm_category', 'crud', '分类维护', 'Categories'),
    route('/prm_log', 'report', '合作伙伴日志', 'Partner change log', auditLogOf('prm')),
    route('/prm_shipperConsignee', 'crud', '收发货人', 'Shippers and consignees'),
    route('/prm_service', 'crud', '服务项目', 'Services'),
    route('/prm_report_receivable_age', 'report', '应收账龄', 'Receivable ageing'),
    route('/prm_budget', 'crud', '预算管理', 'Budgets'),
    route('/prm_cost_confirmation', 'crud', '成本确认', 'Cost confirmation'),
  ],
};
