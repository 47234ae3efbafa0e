import { f, key, listed } from '../fields';
import type { FieldDef } from '../types';
import { INVOICE_TYPES, currency, dept, orderCode, partner, scope, signed, type Extra, type Options } from './common';
import { LOCK_STATUS } from './partners';

/**
 * Settlement and finance reports. Each array is the row of one report; the group-level (jt_) reports
 * and the partner module's receivable ageing show the same rows and use the same arrays.
 */

/**
 * The reports are computed by the server from orders, charges, bills and settlements (their sources
 * are named in src/resources/settlement.ts and live in server/reports/sources). Money figures are in the
 * organisation's base currency unless the row names a currency. A month is the date of its first day.
 */
const month = (extra: Extra = {}) => f.date('periodMonth', '统计月份', 'Month', { ...listed, filter: 'range', required: true, ...extra });
/** Who entered the orders: the staff member behind them (orders carry no separate salesperson yet). */
const salesman = (extra: Extra = {}) =>
  f.text('salesmanName', '业务员', 'Salesperson', { list: true, filter: 'like', maxLength: 30, ...extra });

/** Group reports (jt_): which member organisation a row belongs to. */
export const memberOrg = (): FieldDef =>
  f.text('memberOrgName', '成员公司', 'Member company', { list: true, filter: 'like', sort: true, maxLength: 100 });

/** A report's rows for a group organisation: the member first; `drop` leaves these out of the list columns. */
export const groupFields = (fields: FieldDef[], drop: string[] = []): FieldDef[] => [
  memberOrg(),
  ...fields.map((x) => (drop.includes(x.name) ? { ...x, list: false } : x)),
];

/** Shipments, chargeable weight, revenue, cost and gross profit: the figures most reports add up. */
const results = (): FieldDef[] => [
  f.integer('orderCount', '票数', 'Shipments', { ...listed, min: 0, sum: true }),
  f.weight('chargeWeight', '计费重', 'Chargeable weight', { ...listed, sum: true }),
  f.money('revenue', '收入', 'Revenue', { ...listed, ...signed, sum: true }),
  f.money('cost', '成本', 'Cost', { ...listed, ...signed, sum: true }),
  f.money('profit', '毛利', 'Gross profit', { ...listed, ...signed, sum: true }),
];

/** Percentages the server computes (profit / revenue and the like), two decimals. */
const percent = (name: string, zh: string, en: string, extra: Extra = {}) =>
  f.number(name, zh, en, { min: -1e9, max: 1e9, sort: true, ...extra });

const ageBuckets = (): FieldDef[] => [
  f.money('amount0To30', '0-30天', '0-30 days', { ...listed, ...signed }),
  f.money('amount31To60', '31-60天', '31-60 days', { ...listed, ...signed }),
  f.money('amount61To90', '61-90天', '61-90 days', { ...listed, ...signed }),
  f.money('amountOver90', '90天以上', 'Over 90 days', { ...listed, ...signed }),
];
/** Ageing is taken as of a day (default today): bills dated up to it, less what was settled up to it. */
const asOfDate = () => f.date('asOfDate', '截止日期', 'As of', { required: true, filter: 'eq' });

/** The partner's name as a column: group reports show members' partners, which a reference could not name. */
const partnerName = (name: string, zh: string, en: string) =>
  f.text(name, zh, en, { list: true, filter: 'like', sort: true, maxLength: 100 });

export const receivableAgeFields: FieldDef[] = [
  partner('customerId', '客户', 'Customer', { required: true, list: false }),
  partnerName('customerName', '客户名称', 'Customer name'),
  currency({ required: true, list: true }),
  f.money('totalReceivable', '应收合计', 'Total receivable', { ...listed, ...signed }),
  ...ageBuckets(),
  asOfDate(),
];

export const payableAgeFields: FieldDef[] = [
  partner('supplierId', '供应商', 'Supplier', { required: true, list: false }),
  partnerName('supplierName', '供应商名称', 'Supplier name'),
  currency({ required: true, list: true }),
  f.money('totalPayable', '应付合计', 'Total payable', { ...listed, ...signed }),
  ...ageBuckets(),
  asOfDate(),
];

export const PERIOD_UNITS: Options = [
  ['DAY', '天', 'Day'],
  ['MONTH', '月', 'Month'],
];

/**
 * Tickets, chargeable weight, revenue, cost and gross profit per business scope and period (a day or
 * a month of the order date, Shanghai time, as the dashboard counts). The dashboard's 更多 opens it
 * with `o` (src/schemas/analysis-link.ts) naming the scope, the unit 天 and the 7 days.
 */
export const businessAnalysisFields: FieldDef[] = [
  scope({ required: true, sort: true }),
  f.enum('periodUnit', '统计单位', 'Period unit', PERIOD_UNITS, { filter: 'eq' }),
  f.text('period', '统计期间', 'Period', { ...listed, maxLength: 10 }),
  f.date('periodDate', '业务日期', 'Order date', { filter: 'range', sort: true }),
  ...results(),
  percent('profitRate', '毛利率(%)', 'Margin (%)', { list: true }),
];

/** Each customer's orders over the chosen months (default: this month) and its share of the gross profit. */
export const customerContributionFields: FieldDef[] = [
  f.integer('rankNo', '排名', 'Rank', { ...listed, min: 1 }),
  partner('customerId', '客户', 'Customer', { required: true, list: false }),
  partnerName('customerName', '客户名称', 'Customer name'),
  month({ list: false, sort: false }),
  f.integer('orderCount', '票数', 'Shipments', { ...listed, min: 0, sum: true }),
  f.weight('chargeWeight', '计费重', 'Chargeable weight', { ...listed, sum: true }),
  f.money('revenue', '收入', 'Revenue', { ...listed, ...signed, sum: true }),
  f.money('profit', '毛利', 'Gross profit', { ...listed, ...signed, sum: true }),
  percent('contributionRate', '贡献占比(%)', 'Share of profit (%)', { list: true }),
];

const FEE_STATUS: Options = [
  ['UNCHECKED', '未对账', 'Not reconciled'],
  ['CHECKED', '已对账', 'Reconciled'],
  ['INVOICED', '已开票', 'Invoiced'],
  ['WRITTEN_OFF', '已核销', 'Written off'],
];

/** One fee line of an order: a cost line (supplier) or an income line (customer). */
const feeLines = (side: 'cost' | 'income'): FieldDef[] => [
  orderCode({ list: true, required: true }),
  scope(),
  side === 'cost' ? partner('supplierId', '供应商', 'Supplier') : partner('customerId', '客户', 'Customer'),
  // In the reader's chosen language (hrs_user.fee_service_name_type).
  f.text('serviceName', '费用名称', 'Fee item', { list: true, filter: 'like', maxLength: 110 }),
  currency({ list: true }),
  f.money('amount', '金额', 'Amount', { ...listed, ...signed }),
  f.money('baseAmount', '本位币金额', 'Base currency amount', { sort: true, ...signed, sum: true }),
  side === 'cost'
    ? f.date('costDate', '成本日期', 'Cost date', { ...listed, filter: 'range' })
    : f.date('incomeDate', '收入日期', 'Income date', { ...listed, filter: 'range' }),
  f.text('billNumber', '账单号', 'Bill number', { filter: 'like', maxLength: 30 }),
  f.enum('feeStatus', '费用状态', 'Status', FEE_STATUS, { filter: 'eq' }),
];
export const costQueryFields = feeLines('cost');
export const incomeQueryFields = feeLines('income');

/** Orders, bills and charge lines each staff member entered, per scope and month. */
export const workloadFields: FieldDef[] = [
  f.text('operatorName', '操作员', 'Operator', { ...key, required: true, maxLength: 30 }),
  scope(),
  month(),
  f.integer('orderCount', '票数', 'Shipments', { ...listed, min: 0, sum: true }),
  f.weight('chargeWeight', '计费重', 'Chargeable weight', { ...listed, sum: true }),
  f.integer('billCount', '账单数', 'Bills', { ...listed, min: 0, sum: true }),
  f.integer('feeLineCount', '费用条数', 'Fee lines', { ...listed, min: 0, sum: true }),
];

const VOUCHER_TYPES: Options = [
  ['GENERAL', '记账凭证', 'General'],
  ['RECEIPT', '收款凭证', 'Receipt'],
  ['PAYMENT', '付款凭证', 'Payment'],
  ['TRANSFER', '转账凭证', 'Transfer'],
];

export const voucherExportFields: FieldDef[] = [
  f.text('voucherNumber', '凭证号', 'Voucher number', { ...key, required: true, maxLength: 30 }),
  f.date('voucherDate', '凭证日期', 'Voucher date', { ...listed, required: true, filter: 'range' }),
  f.enum('voucherType', '凭证字', 'Voucher type', VOUCHER_TYPES, { filter: 'eq' }),
  f.text('subjectCode', '科目代码', 'Account code', { list: true, filter: 'like', maxLength: 20 }),
  f.text('subjectName', '科目名称', 'Account name', { maxLength: 100 }),
  f.text('summary', '摘要', 'Description', { list: true, maxLength: 200 }),
  f.money('debitAmount', '借方金额', 'Debit', { list: true, ...signed, sum: true }),
  f.money('creditAmount', '贷方金额', 'Credit', { list: true, ...signed, sum: true }),
  currency(),
  f.text('sourceNumber', '来源单据', 'Source document', { filter: 'like', maxLength: 40 }),
];

const EXPENSE_TYPES: Options = [
  ['TRAVEL', '差旅费', 'Travel'],
  ['TRANSPORT', '交通费', 'Local transport'],
  ['ENTERTAINMENT', '招待费', 'Entertainment'],
  ['OFFICE', '办公费', 'Office supplies'],
  ['COMMUNICATION', '通讯费', 'Communication'],
  ['OTHER', '其他', 'Other'],
];
const REIMBURSEMENT_STATUS: Options = [
  ['DRAFT', '草稿', 'Draft'],
  ['SUBMITTED', '已提交', 'Submitted'],
  ['APPROVED', '已批准', 'Approved'],
  ['REJECTED', '已驳回', 'Rejected'],
  ['PAID', '已支付', 'Paid'],
];

export const expenseReimbursementFields: FieldDef[] = [
  f.text('reimbursementNumber', '报销单号', 'Claim number', { ...key, required: true, unique: true, maxLength: 30 }),
  f.text('applicantName', '申请人', 'Claimant', { list: true, filter: 'like', required: true, maxLength: 30 }),
  dept(),
  f.enum('expenseType', '费用类型', 'Expense type', EXPENSE_TYPES, { list: true, filter: 'eq', required: true }),
  f.date('expenseDate', '费用日期', 'Expense date', { ...listed, required: true, filter: 'range' }),
  f.money('amount', '金额', 'Amount', { ...listed, required: true }),
  currency({ required: true }),
  orderCode({}),
  f.textarea('description', '事由', 'Purpose', { maxLength: 500 }),
  f.file('attachment', '票据附件', 'Receipts', { accept: 'document' }),
  f.enum('approvalStatus', '审批状态', 'Status', REIMBURSEMENT_STATUS, { list: true, filter: 'eq' }),
];

/**
 * The income statement of each month asked (default: this month): revenue, cost, gross profit,
 * expense claims, exchange gain or loss and the operating result, in the base currency.
 */
export const incomeStatementFields: FieldDef[] = [
  month(),
  f.text('itemCode', '项目代码', 'Line code', { ...listed, maxLength: 20 }),
  f.text('itemName', '项目', 'Line item', { list: true, required: true, maxLength: 100 }),
  f.money('currentAmount', '本期金额', 'This period', { list: true, ...signed }),
  f.money('yearToDateAmount', '本年累计', 'Year to date', { list: true, ...signed }),
  f.money('lastYearAmount', '上年同期', 'Same period last year', { list: true, ...signed }),
];

export const profitByOrderFields: FieldDef[] = [
  orderCode({ list: true, required: true }),
  scope(),
  partner('customerId', '客户', 'Customer'),
  f.date('businessDate', '业务日期', 'Business date', { ...listed, filter: 'range' }),
  ...results().slice(1),
  percent('profitRate', '毛利率(%)', 'Margin (%)'),
  salesman({ list: false }),
];

export const profitBySalesmanFields: FieldDef[] = [salesman({ required: true, sort: true }), month({ list: false }), ...results()];

const BILL_STATES: Options = [
  ['CONFIRMED', '已确认', 'Confirmed'],
  ['SENT', '已发送', 'Sent'],
  ['APPROVED', '已批准', 'Approved'],
  ['SETTLED', '已结清', 'Settled'],
];

/** Open items of a ledger: receivable (customer) or payable (supplier) bills and what is still due. */
const ledger = (side: 'receivable' | 'payable'): FieldDef[] => [
  side === 'receivable'
    ? partner('customerId', '客户', 'Customer', { required: true })
    : partner('supplierId', '供应商', 'Supplier', { required: true }),
  f.text('billNumber', '账单号', 'Bill number', { ...key, maxLength: 30 }),
  // The bill's orders ("AE000001, AE000002").
  orderCode({ maxLength: 200 }),
  f.date('billDate', '账单日期', 'Bill date', { ...listed, filter: 'range' }),
  currency({ list: true }),
  f.money('amount', side === 'receivable' ? '应收金额' : '应付金额', 'Amount', { ...listed, ...signed }),
  f.money('settledAmount', side === 'receivable' ? '已收金额' : '已付金额', 'Settled', { list: true, ...signed }),
  f.money('balance', '未结金额', 'Outstanding', { ...listed, ...signed }),
  f.date('dueDate', '到期日', 'Due date', { sort: true, filter: 'range' }),
  f.enum('billStatus', '状态', 'Status', BILL_STATES, { filter: 'eq' }),
];
export const receivableDetailFields = ledger('receivable');
export const payableDetailFields = ledger('payable');

export const invoiceQueryFields: FieldDef[] = [
  f.text('invoiceNumber', '发票号', 'Invoice number', { ...key, required: true, maxLength: 30 }),
  f.enum('invoiceType', '发票类型', 'Invoice type', INVOICE_TYPES, { filter: 'eq' }),
  f.enum(
    'invoiceDirection',
    '销项/进项',
    'Issued/received',
    [
      ['OUTPUT', '销项', 'Issued'],
      ['INPUT', '进项', 'Received'],
    ],
    { list: true, filter: 'eq' },
  ),
  partner(),
  f.date('invoiceDate', '开票日期', 'Invoice date', { ...listed, filter: 'range' }),
  currency(),
  f.money('amount', '金额', 'Amount', { ...listed, ...signed }),
  f.money('taxAmount', '税额', 'Tax', signed),
  f.enum(
    'invoiceStatus',
    '发票状态',
    'Status',
    [
      ['VALID', '正常', 'Valid'],
      ['VOID', '已作废', 'Void'],
      ['RED', '已红冲', 'Credited'],
    ],
    { list: true, filter: 'eq' },
  ),
];

export const writeOffFields: FieldDef[] = [
  f.text('writeOffNumber', '核销单号', 'Write-off number', { ...key, required: true, maxLength: 30 }),
  f.enum(
    'writeOffType',
    '核销类型',
    'Type',
    [
      ['RECEIVABLE', '应收核销', 'Receivable'],
      ['PAYABLE', '应付核销', 'Payable'],
    ],
    { list: true, filter: 'eq' },
  ),
  partner(),
  f.text('billNumber', '账单号', 'Bill number', { filter: 'like', maxLength: 30 }),
  f.date('writeOffDate', '核销日期', 'Write-off date', { ...listed, filter: 'range' }),
  currency(),
  f.money('writeOffAmount', '核销金额', 'Amount', { ...listed, ...signed }),
  f.money('differenceAmount', '差额核销', 'Difference written off', signed),
  f.text('operatorName', '核销人', 'By', { list: true, maxLength: 30 }),
];

/** Each settlement applied to a foreign-currency bill: booked at the bill's rate, settled at the settlement's. */
export const exchangeGainLossFields: FieldDef[] = [
  month(),
  currency({ required: true, list: true }),
  partner(),
  f.text('billNumber', '账单号', 'Bill number', { filter: 'like', maxLength: 30 }),
  f.money('originalAmount', '原币金额', 'Foreign amount', { list: true, ...signed }),
  f.number('bookRate', '记账汇率', 'Booking rate', { decimals: 6, list: true }),
  f.number('settleRate', '结算汇率', 'Settlement rate', { decimals: 6 }),
  f.money('gainLossAmount', '汇兑损益', 'Gain or loss', { ...listed, ...signed, sum: true }),
];

export const overdueFields: FieldDef[] = [
  partner('customerId', '客户', 'Customer', { required: true }),
  f.text('billNumber', '账单号', 'Bill number', { ...key, maxLength: 30 }),
  currency({ list: true }),
  f.money('amount', '超期金额', 'Overdue amount', { ...listed, ...signed }),
  f.date('dueDate', '到期日', 'Due date', { ...listed, filter: 'range' }),
  f.integer('overdueDays', '超期天数', 'Days overdue', { ...listed, filter: 'range', min: 0 }),
  salesman(),
];

/** Customers with a credit limit or open receivables: the open balance in the base currency against the limit. */
export const creditUsageFields: FieldDef[] = [
  partner('customerId', '客户', 'Customer', { required: true }),
  currency(),
  f.money('creditAmount', '信用额度', 'Credit limit', listed),
  f.money('usedAmount', '已用额度', 'Used', { ...listed, ...signed }),
  f.money('availableAmount', '可用额度', 'Available', { ...listed, ...signed }),
  f.integer('creditDays', '信用天数', 'Credit days', { min: 0 }),
  percent('usageRate', '使用率(%)', 'Usage (%)'),
  f.enum('lockStatus', '锁定状态', 'Lock status', LOCK_STATUS, { list: true, filter: 'eq' }),
];

/** Air orders' payable charges per carrier (the planned flight's airline, else the waybill prefix's) and month. */
export const carrierCostFields: FieldDef[] = [
  f.text('carrierCode', '航司代码', 'Carrier', { ...listed, filter: 'eq', required: true, rule: 'carrier2', maxLength: 2 }),
  month(),
  f.integer('orderCount', '票数', 'Shipments', { ...listed, min: 0, sum: true }),
  f.weight('chargeWeight', '计费重(KG)', 'Chargeable weight (kg)', { ...listed, sum: true }),
  currency(),
  f.money('costAmount', '成本金额', 'Cost', { ...listed, ...signed, sum: true }),
  f.number('avgCostPerKg', '平均单价(/KG)', 'Average per kg', { list: true, decimals: 4, sort: true }),
];

export const routeAnalysisFields: FieldDef[] = [
  f.text('departureStation', '始发地', 'Origin', { ...listed, filter: 'eq', required: true, maxLength: 10 }),
  f.text('arrivalStation', '目的地', 'Destination', { ...listed, filter: 'eq', required: true, maxLength: 10 }),
  scope({ list: false }),
  month({ list: false }),
  ...results(),
];

/** Per month and scope: the orders' figures, and the money received and paid that month (base currency). */
export const monthlySummaryFields: FieldDef[] = [
  month(),
  scope(),
  ...results(),
  f.money('receivedAmount', '已收金额', 'Received', { ...signed, sum: true, sort: true }),
  f.money('paidAmount', '已付金额', 'Paid', { ...signed, sum: true, sort: true }),
];
