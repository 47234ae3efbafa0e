import { auditLogOf } from './fieldsets/audit';
import { route } from './define';
import type { ModuleDef } from './types';
import { receivableAgeFields } from './fieldsets/settlement';
import { billRoute, checkFields, settleFields } from './fieldsets/money';
import {
  agreementFields,
  agreementSettlementFields,
  budgetFields,
  categoryFields,
  cloudOrderFields,
  cloudUserFields,
  contractFields,
  coopFields,
  coopSections,
  coopShareFields,
  coopSubTypeFields,
  costConfirmationFields,
  inquiryAgentFields,
  portOverlayFields,
  serviceFields,
  shipperConsigneeFields,
  transportResourceFields,
  trendFields,
} from './fieldsets/partners';

/** PRM: partner management (docs/behaviour.md §1.2.1). */
export const prm: ModuleDef = {
  code: 'prm',
  label: { 'zh-CN': '合作伙伴管理', 'en-US': 'Partners' },
  icon: 'TeamOutlined',
  routes: [
    route('/prmManager', 'container', '合作伙伴管理', 'Partners', { icon: 'TeamOutlined' }),
    route('/prm', 'page', '合作伙伴首页', 'Partners home', { component: 'ModuleHomePage' }),
    route('/prm_coop', 'crud', '合作伙伴', 'Partner companies', {
      fields: coopFields,
      sections: coopSections,
      buttons: ['prm_coop:lock'],
      panels: ['PartnerLockPanel', 'PartnerSharePanel', 'AuditTrailPanel'],
    }),
    route('/prm_coop_agreement', 'crud', '合作协议', 'Cooperation agreements', { fields: agreementFields }),
    route('/prm_inquiry_agent', 'crud', '询价代理', 'Inquiry agents', { fields: inquiryAgentFields }),
    route('/prm_coop_agreement_settlement', 'crud', '协议结算方式', 'Agreement settlement terms', { fields: agreementSettlementFields }),
    route('/prm_coop_bill', 'crud', '合作伙伴账单', 'Partner bills', billRoute()),
    route('/prm_coop_check', 'crud', '合作伙伴对账', 'Partner reconciliation', { fields: checkFields }),
    route('/prm_coop_settle', 'crud', '合作伙伴结算', 'Partner settlement', {
      fields: settleFields,
      panels: ['SettleItemsPanel'],
      defaultSort: 'createTime,desc',
    }),
    route('/prm_cloud_user', 'crud', '云端用户', 'Cloud users', { fields: cloudUserFields }),
    route('/prm_trend', 'report', '合作趋势', 'Partner trends', {
      fields: trendFields,
      source: 'partnerTrend',
      chart: { x: 'periodMonth', bars: ['orderCount'], lines: ['revenue', 'profit'] },
      defaultSort: 'periodMonth,desc',
    }),
    route('/prm_cloud_order', 'report', '云端订单', 'Cloud orders', {
      fields: cloudOrderFields,
      source: 'cloudOrders',
      defaultSort: 'orderDate,desc',
    }),
    route('/prm_transport_resource', 'crud', '运力资源', 'Transport resources', { fields: transportResourceFields }),
    route('/prm_port_overlay', 'crud', '港口覆盖', 'Port coverage', { fields: portOverlayFields }),
    route('/prm_coop_share', 'crud', '合作伙伴共享', 'Partner sharing', { fields: coopShareFields }),
    route('/prm_coop_sub_type', 'crud', '合作伙伴子类型', 'Partner sub-types', { fields: coopSubTypeFields }),
    route('/prm_contract', 'crud', '合同管理', 'Contracts', { fields: contractFields }),
    route('/prm_category', 'crud', '分类维护', 'Categories', { fields: categoryFields }),
    route('/prm_log', 'report', '合作伙伴日志', 'Partner change log', auditLogOf('prm')),
    route('/prm_shipperConsignee', 'crud', '收发货人', 'Shippers and consignees', {
      fields: shipperConsigneeFields,
      table: 'prm_shipper_consignee',
    }),
    // The fee services charge lines name (shown per the user's fee-service name setting).
    route('/prm_service', 'crud', '服务项目', 'Services', { fields: serviceFields, displayField: 'serviceNameCn' }),
    route('/prm_report_receivable_age', 'report', '应收账龄', 'Receivable ageing', {
      fields: receivableAgeFields,
      source: 'receivableAge',
    }),
    route('/prm_budget', 'crud', '预算管理', 'Budgets', { fields: budgetFields }),
    route('/prm_cost_confirmation', 'crud', '成本确认', 'Cost confirmation', { fields: costConfirmationFields }),
  ],
};
