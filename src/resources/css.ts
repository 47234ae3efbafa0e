import { route } from './define';
import type { ModuleDef } from './types';
import {
  businessAnalysisFields, carrierCostFields, costQueryFields, creditUsageFields, customerContributionFields,
  exchangeGainLossFields, expenseReimbursementFields, incomeQueryFields, incomeStatementFields, invoiceQueryFields,
  monthlySummaryFields, overdueFields, payableAgeFields, payableDetailFields, profitByOrderFields,
  profitBySalesmanFields, receivableAgeFields, receivableDetailFields, routeAnalysisFields, voucherExportFields,
  workloadFields, writeOffFields,
} from './fieldsets/css';

/** CSS: settlement and finance reports; jt_ routes are group-level (spec 01 §2.1). */
export const css: ModuleDef = {
  code: 'css',
  label: { 'zh-CN': '结算管理', 'en-US': 'Settlement' },
  icon: 'AccountBookOutlined',
  routes: [
    route('/cssManager', 'container', '结算管理', 'Settlement', { icon: 'AccountBookOutlined' }),
    route('/css', 'page', '结算首页', 'Settlement home', { component: 'ModuleHomePage' }),
    route('/css_report_receivable_age', 'report', '应收账龄分析', 'Receivable ageing', { fields: receivableAgeFields }),
    route('/css_report_payable_age', 'report', '应付账龄分析', 'Payable ageing', { fields: payableAgeFields }),
    route('/css_report_business_analysis', 'report', '业务分析', 'Business analysis', { fields: businessAnalysisFields }),
    route('/css_report_customer_contribution', 'report', '客户贡献度', 'Customer contribution', { fields: customerContributionFields }),
    route('/css_report_cost_query', 'report', '成本查询', 'Cost query', { fields: costQueryFields }),
    route('/css_report_income_query', 'report', '收入查询', 'Income query', { fields: incomeQueryFields }),
    route('/css_report_workload', 'report', '工作量统计', 'Workload', { fields: workloadFields }),
    route('/css_voucher_export', 'report', '凭证导出', 'Voucher export', { fields: voucherExportFields }),
    route('/css_expense_reimbursement', 'crud', '费用报销', 'Expense reimbursement', { fields: expenseReimbursementFields }),
    route('/css_report_income_statement', 'report', '利润表', 'Income statement', { fields: incomeStatementFields }),
    route('/css_report_profit_by_order', 'report', '单票利润', 'Profit by order', { fields: profitByOrderFields }),
    route('/css_report_profit_by_salesman', 'report', '业务员利润', 'Profit by salesperson', { fields: profitBySalesmanFields }),
    route('/css_report_receivable_detail', 'report', '应收明细', 'Receivable detail', { fields: receivableDetailFields }),
    route('/css_report_payable_detail', 'report', '应付明细', 'Payable detail', { fields: payableDetailFields }),
    route('/css_report_invoice_query', 'report', '发票查询', 'Invoice query', { fields: invoiceQueryFields }),
    route('/css_report_write_off', 'report', '核销查询', 'Write-off query', { fields: writeOffFields }),
    route('/css_report_exchange_gain_loss', 'report', '汇兑损益', 'Exchange gain and loss', { fields: exchangeGainLossFields }),
    route('/css_report_overdue', 'report', '超期应收', 'Overdue receivables', { fields: overdueFields }),
    route('/css_report_credit_usage', 'report', '信用额度使用', 'Credit usage', { fields: creditUsageFields }),
    route('/css_report_carrier_cost', 'report', '航司成本分析', 'Carrier cost analysis', { fields: carrierCostFields }),
    route('/css_report_route_analysis', 'report', '航线分析', 'Route analysis', { fields: routeAnalysisFields }),
    route('/css_report_monthly_summary', 'report', '月度汇总', 'Monthly summary', { fields: monthlySummaryFields }),
    // Profiles of the organisation's customers, and the customers' own information sent by link (/customer_info).
    route('/customer_info_menu', 'page', '客户信息', 'Customer information', {
      component: 'CustomerInfoPage', buttons: ['customer_info_menu:invite', 'customer_info_menu:review'],
    }),
    route('/jt_css_report_receivable_age', 'report', '集团应收账龄', 'Group receivable ageing', { fields: receivableAgeFields }),
    route('/jt_css_report_payable_age', 'report', '集团应付账龄', 'Group payable ageing', { fields: payableAgeFields }),
    route('/jt_css_report_business_analysis', 'report', '集团业务分析', 'Group business analysis', { fields: businessAnalysisFields }),
    route('/jt_css_report_customer_contribution', 'report', '集团客户贡献度', 'Group customer contribution', { fields: customerContributionFields }),
    route('/jt_css_report_income_statement', 'report', '集团利润表', 'Group income statement', { fields: incomeStatementFields }),
    route('/jt_css_report_workload', 'report', '集团工作量统计', 'Group workload', { fields: workloadFields }),
    route('/jt_customer_info_menu', 'page', '集团客户信息', 'Group customer information', { component: 'GroupCustomerInfoPage' }),
  ],
};
