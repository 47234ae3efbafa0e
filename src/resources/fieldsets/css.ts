import { f, key, listed } from '../fields';
import type { FieldDef } from '../types';
import { INVOICE_TYPES, currency, dept, orderCode, partner, scope, signed, type Extra, type Options } from './common';
import { LOCK_STATUS } from './prm';

/**
 * Settlement and finance reports. Each array is the row of one report; the group-level (jt_) reports
 * and the partner module's receivable ageing show the same rows and use the same arrays.
 */

const month = (extra: Extra = {}) => f.date('periodMonth', '统计月份', 'Month', { ...listed, filter: 'range', required: true, ...extra });
const salesman = (extra: Extra = {}) => f.text('salesmanName', '业务员', 'Salesperson', { list: true, filter: 'like', maxLength: 30, ...extra });

/** Shipments, chargeable weight, revenue, cost and gross profit: the figures most reports add up. */
const results = (): FieldDef[] => [
  f.integer('orderCount', '票数', 'Shipments', { ...listed, min: 0 }),
  f.weight('chargeWeight', '计费重(KG)', 'Chargeable weight (kg)', listed),
  f.money('revenue', '收入', 'Revenue', { ...listed, ...signed }),
  f.money('cost', '成本', 'Cost', { ...listed, ...signed }),
  f.money('profit', '毛利', 'Gross profit', { ...listed, ...signed }),
];

const ageBuckets = (): FieldDef[] => [
  f.money('amount0To30', '0-30天', '0-30 days', { ...listed, ...signed }),
  f.money('amount31To60', '31-60天', '31-60 days', { ...listed, ...signed }),
  f.money('amount61To90', '61-90天', '61-90 days', { ...listed, ...signed }),
  f.money('amountOver90', '90天以上', 'Over 90 days', { ...listed, ...signed }),
];
const asOfDate = () => f.date('asOfDate', '截止日期', 'As of', { required: true, filter: 'range', sort: true });

export const receivableAgeFields: FieldDef[] = [
  partner('customerId', '客户', 'Customer', { required: true }),
  currency({ required: true }),
  f.money('totalReceivable', '应收合计', 'Total receivable', { ...listed, ...signed }),
  ...ageBuckets(),
  asOfDate(),
];

export const payableAgeFields: FieldDef[] = [
  partner('supplierId', '供应商', 'Supplier', { required: true }),
  currency({ required: true }),
  f.money('totalPayable', '应付合计', 'Total payable', { ...listed, ...signed }),
  ...ageBuckets(),
  asOfDate(),
];

export const businessAnalysisFields: FieldDef[] = [
  scope({ required: true }),
  month(),
  ...results(),
  f.number('profitRate', '毛利率(%)', 'Margin (%)', { min: -1000, max: 1000, sort: true }),
];

export const customerContributionFields: FieldDef[] = [
  partner('customerId', '客户', 'Customer', { required: true }),
  month({ list: false }),
  f.integer('orderCount', '票数', 'Shipments', { ...listed, min: 0 }),
  f.weight('chargeWeight', '计费重(KG)', 'Chargeable weight (kg)', listed),
  f.money('revenue', '收入', 'Revenue', { ...listed, ...signed }),
  f.money('profit', '毛利', 'Gross profit', { ...listed, ...signed }),
  f.number('contributionRate', '贡献占比(%)', 'Share of profit (%)', { list: true, min: -1000, max: 1000, sort: true }),
  f.integer('rankNo', '排名', 'Rank', { sort: true, min: 1 }),
];

const FEE_STATUS: Options = [
  ['UNCHECKED', '未对账', 'Not reconciled'], ['CHECKED', '已对账', 'Reconciled'],
  ['INVOICED', '已开票', 'Invoiced'], ['WRITTEN_OFF', '已核销', 'Written off'],
];

/** One fee line of an order: a cost line (supplier) or an income line (customer). */
const feeLines = (side: 'cost' | 'income'): FieldDef[] => [
  orderCode({ list: true, required: true }),
  scope(),
  side === 'cost' ? partner('supplierId', '供应商', 'Supplier') : partner('customerId', '客户', 'Customer'),
  f.text('serviceName', '费用名称', 'Fee item', { list: true, filter: 'like', maxLength: 50 }),
  currency({ list: true }),
  f.money('amount', '金额', 'Amount', { ...listed, ...signed }),
  side === 'cost'
    ? f.date('costDate', '成本日期', 'Cost date', { ...listed, filter: 'range' })
    : f.date('incomeDate', '收入日期', 'Income date', { ...listed, filter: 'range' }),
  f.enum('feeStatus', '费用状态', 'Status', FEE_STATUS, { filter: 'eq' }),
];
export const costQueryFields = feeLines('cost');
export const incomeQueryFields = feeLines('income');

export const workloadFields: FieldDef[] = [
  f.text('operatorName', '操作员', 'Operator', { ...key, required: true, maxLength: 30 }),
  dept({ list: true }),
  scope(),
  month(),
  f.integer('orderCount', '票数', 'Shipments', { ...listed, min: 0 }),
  f.weight('chargeWeight', '计费重(KG)', 'Chargeable weight (kg)', listed),
  f.integer('billCount', '账单数', 'Bills', { sort: true, min: 0 }),
  f.integer('feeLineCount', '费用条数', 'Fee lines', { sort: true, min: 0 }),
];

const VOUCHER_TYPES: Options = [
  ['GENERAL', '记账凭证', 'General'], ['RECEIPT', '收款凭证', 'Receipt'], ['PAYMENT', '付款凭证', 'Payment'], ['TRANSFER', '转账凭证', 'Transfer'],
];

export const voucherExportFields: FieldDef[] = [
  f.text('voucherNumber', '凭证号', 'Voucher number', { ...key, required: true, maxLength: 30 }),
  f.date('voucherDate', '凭证日期', 'Voucher date', { ...listed, required: true, filter: 'range' }),
  f.enum('voucherType', '凭证字', 'Voucher type', VOUCHER_TYPES, { filter: 'eq' }),
  f.text('subjectCode', '科目代码', 'Account code', { list: true, filter: 'like', maxLength: 20 }),
  f.text('subjectName', '科目名称', 'Account name', { maxLength: 100 }),
  f.text('summary', '摘要', 'Description', { list: true, maxLength: 200 }),
  f.money('debitAmount', '借方金额', 'Debit', { list: true, ...signed }),
  f.money('creditAmount', '贷方金额', 'Credit', { list: true, ...signed }),
  currency(),
  f.enum('exportStatus', '导出状态', 'Export status', [['NOT_EXPORTED', '未导出', 'Not exported'], ['EXPORTED', '已导出', 'Exported']], { filter: 'eq' }),
];

const EXPENSE_TYPES: Options = [
  ['TRAVEL', '差旅费', 'Travel'], ['TRANSPORT', '交通费', 'Local transport'], ['ENTERTAINMENT', '招待费', 'Entertainment'],
  ['OFFICE', '办公费', 'Office supplies'], ['COMMUNICATION', '通讯费', 'Communication'], ['OTHER', '其他', 'Other'],
];
const REIMBURSEMENT_STATUS: Options = [
  ['DRAFT', '草稿', 'Draft'], ['SUBMITTED', '已提交', 'Submitted'], ['APPROVED', '已批准', 'Approved'],
  ['REJECTED', '已驳回', 'Rejected'], ['PAID', '已支付', 'Paid'],
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
  f.number('profitRate', '毛利率(%)', 'Margin (%)', { min: -1000, max: 1000, sort: true }),
  salesman({ list: false }),
];

export const profitBySalesmanFields: FieldDef[] = [
  salesman({ required: true, sort: true }),
  dept(),
  month({ list: false }),
  ...results(),
];

/** Open items of a ledger: receivable (customer) or payable (supplier) bills and what is still due. */
const ledger = (side: 'receivable' | 'payable'): FieldDef[] => [
  side === 'receivable' ? partner('customerId', '客户', 'Customer', { required: true }) : partner('supplierId', '供应商', 'Supplier', { required: true }),
  f.text('billNumber', '账单号', 'Bill number', { ...key, maxLength: 30 }),
  orderCode(),
  f.date('billDate', '账单日期', 'Bill date', { ...listed, filter: 'range' }),
  currency({ list: true }),
  f.money('amount', side === 'receivable' ? '应收金额' : '应付金额', 'Amount', { ...listed, ...signed }),
  f.money('settledAmount', side === 'receivable' ? '已收金额' : '已付金额', 'Settled', { list: true, ...signed }),
  f.money('balance', '未结金额', 'Outstanding', { ...listed, ...signed }),
  f.date('dueDate', '到期日', 'Due date', { sort: true, filter: 'range' }),
];
export const receivableDetailFields = ledger('receivable');
export const payableDetailFields = ledger('payable');

export const invoiceQueryFields: FieldDef[] = [
  f.text('invoiceNumber', '发票号', 'Invoice number', { ...key, required: true, maxLength: 30 }),
  f.enum('invoiceType', '发票类型', 'Invoice type', INVOICE_TYPES, { filter: 'eq' }),
  f.enum('invoiceDirection', '销项/进项', 'Issued/received', [['OUTPUT', '销项', 'Issued'], ['INPUT', '进项', 'Received']], { list: true, filter: 'eq' }),
  partner(),
  f.date('invoiceDate', '开票日期', 'Invoice date', { ...listed, filter: 'range' }),
  currency(),
  f.money('amount', '金额', 'Amount', { ...listed, ...signed }),
  f.money('taxAmount', '税额', 'Tax', signed),
  f.enum('invoiceStatus', '发票状态', 'Status', [['VALID', '正常', 'Valid'], ['VOID', '已作废', 'Void'], ['RED', '已红冲', 'Credited']], { list: true, filter: 'eq' }),
];

export const writeOffFields: FieldDef[] = [
  f.text('writeOffNumber', '核销单号', 'Write-off number', { ...key, required: true, maxLength: 30 }),
  f.enum('writeOffType', '核销类型', 'Type', [['RECEIVABLE', '应收核销', 'Receivable'], ['PAYABLE', '应付核销', 'Payable']], { list: true, filter: 'eq' }),
  partner(),
  f.text('billNumber', '账单号', 'Bill number', { filter: 'like', maxLength: 30 }),
  f.date('writeOffDate', '核销日期', 'Write-off date', { ...listed, filter: 'range' }),
  currency(),
  f.money('writeOffAmount', '核销金额', 'Amount', { ...listed, ...signed }),
  f.text('operatorName', '核销人', 'By', { list: true, maxLength: 30 }),
];

export const exchangeGainLossFields: FieldDef[] = [
  month(),
  currency({ required: true, list: true }),
  partner(),
  f.money('originalAmount', '原币金额', 'Foreign amount', { list: true, ...signed }),
  f.number('bookRate', '记账汇率', 'Booking rate', { decimals: 6 }),
  f.number('settleRate', '结算汇率', 'Settlement rate', { decimals: 6 }),
  f.money('gainLossAmount', '汇兑损益', 'Gain or loss', { ...listed, ...signed }),
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

export const creditUsageFields: FieldDef[] = [
  partner('customerId', '客户', 'Customer', { required: true }),
  currency(),
  f.money('creditAmount', '信用额度', 'Credit limit', listed),
  f.money('usedAmount', '已用额度', 'Used', { ...listed, ...signed }),
  f.money('availableAmount', '可用额度', 'Available', { ...listed, ...signed }),
  f.integer('creditDays', '信用天数', 'Credit days', { min: 0 }),
  f.number('usageRate', '使用率(%)', 'Usage (%)', { min: 0, max: 10000, sort: true }),
  f.enum('lockStatus', '锁定状态', 'Lock status', LOCK_STATUS, { list: true, filter: 'eq' }),
];

export const carrierCostFields: FieldDef[] = [
  f.text('carrierCode', '航司代码', 'Carrier', { ...listed, filter: 'eq', required: true, rule: 'carrier2', maxLength: 2 }),
  month(),
  f.integer('orderCount', '票数', 'Shipments', { ...listed, min: 0 }),
  f.weight('chargeWeight', '计费重(KG)', 'Chargeable weight (kg)', listed),
  currency(),
  f.money('costAmount', '成本金额', 'Cost', { ...listed, ...signed }),
  f.number('avgCostPerKg', '平均单价(/KG)', 'Average per kg', { list: true, decimals: 4, sort: true }),
];

export const routeAnalysisFields: FieldDef[] = [
  f.text('departureStation', '始发地', 'Origin', { ...listed, filter: 'eq', required: true, maxLength: 10 }),
  f.text('arrivalStation', '目的地', 'Destination', { ...listed, filter: 'eq', required: true, maxLength: 10 }),
  scope({ list: false }),
  month({ list: false }),
  ...results(),
];

export const monthlySummaryFields: FieldDef[] = [
  month(),
  scope(),
  ...results(),
  f.money('receivedAmount', '已收金额', 'Received', signed),
  f.money('paidAmount', '已付金额', 'Paid', signed),
];
