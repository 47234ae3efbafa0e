import { route } from './define';
import type { ChartDef, ModuleDef, RouteDef } from './types';
import {
  businessAnalysisFields,
  carrierCostFields,
  costQueryFields,
  creditUsageFields,
  customerContributionFields,
  exchangeGainLossFields,
  expenseReimbursementFields,
  groupFields,
  incomeQueryFields,
  incomeStatementFields,
  invoiceQueryFields,
  monthlySummaryFields,
  overdueFields,
  payableAgeFields,
  payableDetailFields,
  profitByOrderFields,
  profitBySalesmanFields,
  receivableAgeFields,
  receivableDetailFields,
  routeAnalysisFields,
  voucherExportFields,
  workloadFields,
  writeOffFields,
} from './fieldsets/settlement';
import { CHARGE_TABLE, chargeFields } from './fieldsets/money';

type Extra = Omit<RouteDef, 'path' | 'kind' | 'label'>;

/** A report the server computes from the money data (server/reports/sources/{source}). */
const computed = (source: string, fields: RouteDef['fields'], extra: Extra = {}): Extra => ({ source, fields, ...extra });
/** Its group-level twin (jt_): the same source over the member organisations, one row per member. */
const group = (source: string, fields: NonNullable<RouteDef['fields']>, drop: string[] = [], extra: Extra = {}): Extra => ({
  source,
  fields: groupFields(fields, drop),
  group: true,
  ...extra,
});

const trend: ChartDef = { x: 'period', bars: ['orderCount'], lines: ['revenue', 'cost', 'profit'] };
const monthly: ChartDef = { x: 'periodMonth', bars: ['orderCount'], lines: ['revenue', 'cost', 'profit'] };

/** CSS: settlement and finance reports; jt_ routes are group-level (docs/behaviour.md §1.2.1). */
export const css: ModuleDef = {
  code: 'css',
  label: { 'zh-CN': '结算管理', 'en-US': 'Settlement' },
  icon: 'AccountBookOutlined',
  routes: [
    route('/cssManager', 'container', '结算管理', 'Settlement', { icon: 'AccountBookOutlined' }),
    route('/css', 'page', '结算首页', 'Settlement home', { component: 'ModuleHomePage' }),
    // Every order's receivable and payable lines; also edited on each order's detail screen.
    route('/css_charge', 'crud', '费用明细', 'Charge lines', { fields: chargeFields, table: CHARGE_TABLE, defaultSort: 'createTime,desc' }),
    route('/css_report_receivable_age', 'report', '应收账龄分析', 'Receivable ageing', computed('receivableAge', receivableAgeFields)),
    route('/css_report_payable_age', 'report', '应付账龄分析', 'Payable ageing', computed('payableAge', payableAgeFields)),
    route(
      '/css_report_business_analysis',
      'report',
      '业务分析',
      'Business analysis',
      computed('businessAnalysis', businessAnalysisFields, { chart: trend, defaultSort: 'periodDate,desc' }),
    ),
    route(
      '/css_report_customer_contribution',
      'report',
      '客户贡献度',
      'Customer contribution',
      computed('customerContribution', customerContributionFields, { defaultSort: 'rankNo,asc' }),
    ),
    route(
      '/css_report_cost_query',
      'report',
      '成本查询',
      'Cost query',
      computed('costQuery', costQueryFields, { defaultSort: 'costDate,desc' }),
    ),
    route(
      '/css_report_income_query',
      'report',
      '收入查询',
      'Income query',
      computed('incomeQuery', incomeQueryFields, { defaultSort: 'incomeDate,desc' }),
    ),
    route(
      '/css_report_workload',
      'report',
      '工作量统计',
      'Workload',
      computed('workload', workloadFields, { defaultSort: 'periodMonth,desc' }),
    ),
    route(
      '/css_voucher_export',
      'report',
      '凭证导出',
      'Voucher export',
      computed('vouchers', voucherExportFields, { defaultSort: 'voucherDate,desc' }),
    ),
    route('/css_expense_reimbursement', 'crud', '费用报销', 'Expense reimbursement', { fields: expenseReimbursementFields }),
    route(
      '/css_report_income_statement',
      'report',
      '利润表',
      'Income statement',
      computed('incomeStatement', incomeStatementFields, { defaultSort: 'itemCode,asc' }),
    ),
    route(
      '/css_report_profit_by_order',
      'report',
      '单票利润',
      'Profit by order',
      computed('profitByOrder', profitByOrderFields, { defaultSort: 'businessDate,desc' }),
    ),
    route(
      '/css_report_profit_by_salesman',
      'report',
      '业务员利润',
      'Profit by salesperson',
      computed('profitBySalesman', profitBySalesmanFields, { defaultSort: 'profit,desc' }),
    ),
    route(
      '/css_report_receivable_detail',
      'report',
      '应收明细',
      'Receivable detail',
      computed('receivableDetail', receivableDetailFields, { defaultSort: 'billDate,desc' }),
    ),
    route(
      '/css_report_payable_detail',
      'report',
      '应付明细',
      'Payable detail',
      computed('payableDetail', payableDetailFields, { defaultSort: 'billDate,desc' }),
    ),
    route(
      '/css_report_invoice_query',
      'report',
      '发票查询',
      'Invoice query',
      computed('invoices', invoiceQueryFields, { defaultSort: 'invoiceDate,desc' }),
    ),
    route(
      '/css_report_write_off',
      'report',
      '核销查询',
      'Write-off query',
      computed('writeOffs', writeOffFields, { defaultSort: 'writeOffDate,desc' }),
    ),
    route(
      '/css_report_exchange_gain_loss',
      'report',
      '汇兑损益',
      'Exchange gain and loss',
      computed('exchangeGainLoss', exchangeGainLossFields, { defaultSort: 'periodMonth,desc' }),
    ),
    route(
      '/css_report_overdue',
      'report',
      '超期应收',
      'Overdue receivables',
      computed('overdue', overdueFields, { defaultSort: 'overdueDays,desc' }),
    ),
    route(
      '/css_report_credit_usage',
      'report',
      '信用额度使用',
      'Credit usage',
      computed('creditUsage', creditUsageFields, { defaultSort: 'usageRate,desc' }),
    ),
    route(
      '/css_report_carrier_cost',
      'report',
      '航司成本分析',
      'Carrier cost analysis',
      computed('carrierCost', carrierCostFields, { defaultSort: 'periodMonth,desc' }),
    ),
    route(
      '/css_report_route_analysis',
      'report',
      '航线分析',
      'Route analysis',
      computed('routeAnalysis', routeAnalysisFields, { defaultSort: 'profit,desc' }),
    ),
    route(
      '/css_report_monthly_summary',
      'report',
      '月度汇总',
      'Monthly summary',
      computed('monthlySummary', monthlySummaryFields, { chart: monthly, defaultSort: 'periodMonth,desc' }),
    ),
    // Profiles of the organisation's customers, and the customers' own information sent by link (/customer_info).
    route('/customer_info_menu', 'page', '客户信息', 'Customer information', {
      component: 'CustomerInfoPage',
      buttons: ['customer_info_menu:invite', 'customer_info_menu:review'],
    }),
    route(
      '/jt_css_report_receivable_age',
      'report',
      '集团应收账龄',
      'Group receivable ageing',
      group('receivableAge', receivableAgeFields),
    ),
    route('/jt_css_report_payable_age', 'report', '集团应付账龄', 'Group payable ageing', group('payableAge', payableAgeFields)),
    route(
      '/jt_css_report_business_analysis',
      'report',
      '集团业务分析',
      'Group business analysis',
      group('businessAnalysis', businessAnalysisFields, ['chargeWeight'], { chart: trend, defaultSort: 'periodDate,desc' }),
    ),
    route(
      '/jt_css_report_customer_contribution',
      'report',
      '集团客户贡献度',
      'Group customer contribution',
      group('customerContribution', customerContributionFields, [], { defaultSort: 'rankNo,asc' }),
    ),
    route(
      '/jt_css_report_income_statement',
      'report',
      '集团利润表',
      'Group income statement',
      group('incomeStatement', incomeStatementFields, [], { defaultSort: 'itemCode,asc' }),
    ),
    route(
      '/jt_css_report_workload',
      'report',
      '集团工作量统计',
      'Group workload',
      group('workload', workloadFields, ['chargeWeight'], { defaultSort: 'periodMonth,desc' }),
    ),
    route('/jt_customer_info_menu', 'page', '集团客户信息', 'Group customer information', { component: 'GroupCustomerInfoPage' }),
  ],
};
