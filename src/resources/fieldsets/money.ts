import { f, key, listed } from '../fields';
import type { FieldDef } from '../types';
import { INVOICE_TYPES, PAYMENT_METHODS, currency, orderCode, partner, remark, scope, signed, type Options } from './common';

/**
 * The money flow of an order (docs/money.md): charge lines on orders, bills made from them (debit
 * notes to customers, payment applications to suppliers, both in the table css_bill), settlements of
 * money received or paid and their application to bills, and reconciliation statements.
 */

/** The one table of bills; the bill routes are views of it (receivable, payable, or both). */
export const BILL_TABLE = 'css_bill';
/** The table of charge lines. */
export const CHARGE_TABLE = 'css_charge';

export const CHARGE_SIDES: Options = [
  ['AR', '应收', 'Receivable'],
  ['AP', '应付', 'Payable'],
];

/** A receivable line (to the customer) or a payable line (to a supplier) of one order. */
export const chargeFields: FieldDef[] = [
  scope({ required: true }),
  orderCode({ list: true, required: true }),
  f.integer('orderId', '订单ID', 'Order id', { readOnly: true, filter: 'eq', min: 1 }),
  f.enum('side', '收付', 'Receivable/payable', CHARGE_SIDES, { list: true, filter: 'eq', required: true }),
  f.ref('serviceId', '费用名称', 'Fee service', 'prm_service', { list: true, filter: 'eq', required: true }),
  partner('coopId', '结算对象', 'Customer or supplier', { required: true }),
  currency({ list: true, required: true }),
  f.money('unitPrice', '单价', 'Unit price', { decimals: 4, required: true, ...signed }),
  f.number('quantity', '数量', 'Quantity', { decimals: 3, required: true, min: 0 }),
  f.money('amount', '金额', 'Amount', { ...listed, readOnly: true, ...signed }),
  f.number('taxRate', '税率(%)', 'Tax rate (%)', { decimals: 2, min: 0, max: 100 }),
  f.money('taxAmount', '税额', 'Tax', { readOnly: true, ...signed }),
  // Empty: the organisation's rate for the order's date (af_currency_rate), filled by the server.
  f.number('exchangeRate', '汇率', 'Exchange rate', { decimals: 6, min: 0 }),
  f.money('baseAmount', '本位币金额', 'Base currency amount', { ...listed, readOnly: true, ...signed }),
  f.date('orderDate', '业务日期', 'Business date', { readOnly: true, filter: 'range', sort: true }),
  f.ref('billId', '账单', 'Bill', 'prm_coop_bill', { readOnly: true, filter: 'eq' }),
  remark(200),
];

const AR_STATUS: Options = [
  ['DRAFT', '草稿', 'Draft'],
  ['CONFIRMED', '已确认', 'Confirmed'],
  ['SENT', '已发送', 'Sent'],
  ['SETTLED', '已结清', 'Settled'],
  ['VOID', '已作废', 'Void'],
];
const AP_STATUS: Options = [
  ['DRAFT', '草稿', 'Draft'],
  ['SUBMITTED', '待审批', 'Awaiting approval'],
  ['APPROVED', '已批准', 'Approved'],
  ['REJECTED', '已驳回', 'Rejected'],
  ['SETTLED', '已付款', 'Paid'],
  ['VOID', '已作废', 'Void'],
];
const ALL_STATUS: Options = [
  ['DRAFT', '草稿', 'Draft'],
  ['CONFIRMED', '已确认', 'Confirmed'],
  ['SENT', '已发送', 'Sent'],
  ['SUBMITTED', '待审批', 'Awaiting approval'],
  ['APPROVED', '已批准', 'Approved'],
  ['REJECTED', '已驳回', 'Rejected'],
  ['SETTLED', '已结清', 'Settled'],
  ['VOID', '已作废', 'Void'],
];
export const AR_AP: Options = [
  ['AR', '应收', 'Receivable'],
  ['AP', '应付', 'Payable'],
];

/**
 * A bill's header. Amounts, status and times are the server's: amounts follow the lines, the status
 * the actions of src/schemas/bills.ts and the settlements. An empty number is given by the server.
 */
function billFieldsOf(side: 'AR' | 'AP' | 'both'): FieldDef[] {
  const who = side === 'AR' ? ['客户', 'Customer'] : side === 'AP' ? ['收款单位', 'Payee'] : ['合作伙伴', 'Partner'];
  return [
    f.text('billNumber', side === 'AP' ? '付款申请号' : '账单号', side === 'AP' ? 'Payment request number' : 'Bill number', {
      ...key,
      unique: true,
      maxLength: 30,
    }),
    partner('coopId', who[0], who[1], { required: true }),
    ...(side === 'both' ? [f.enum('billType', '收付类型', 'Receivable/payable', AR_AP, { list: true, filter: 'eq', required: true })] : []),
    scope({ list: false, readOnly: true }),
    currency({ required: true, list: true }),
    f.money('amount', '金额', 'Amount', { ...listed, readOnly: true, ...signed }),
    f.money('taxAmount', '税额', 'Tax', { readOnly: true, ...signed }),
    f.money('settledAmount', side === 'AP' ? '已付金额' : side === 'AR' ? '已收金额' : '已结金额', 'Settled', {
      readOnly: true,
      ...signed,
    }),
    f.money('balance', '未结金额', 'Outstanding', { ...listed, readOnly: true, filter: 'range', ...signed }),
    f.date('billDate', side === 'AP' ? '申请日期' : '账单日期', side === 'AP' ? 'Requested on' : 'Bill date', {
      ...listed,
      filter: 'range',
    }),
    f.date('dueDate', side === 'AP' ? '期望付款日' : '到期日', side === 'AP' ? 'Pay by' : 'Due date', { sort: true, filter: 'range' }),
    ...(side === 'AP' ? [f.enum('paymentMethod', '支付方式', 'Payment method', PAYMENT_METHODS)] : []),
    f.text('invoiceNumber', '发票号', 'Invoice number', { filter: 'like', maxLength: 30 }),
    f.enum('invoiceType', '发票类型', 'Invoice type', INVOICE_TYPES),
    f.date('invoiceDate', '开票日期', 'Invoice date', { sort: true }),
    f.enum('billStatus', '状态', 'Status', side === 'AR' ? AR_STATUS : side === 'AP' ? AP_STATUS : ALL_STATUS, {
      list: true,
      filter: 'eq',
      readOnly: true,
    }),
    f.datetime('confirmTime', side === 'AP' ? '审批时间' : '确认时间', side === 'AP' ? 'Approved at' : 'Confirmed at', {
      readOnly: true,
      sort: true,
    }),
    f.text('confirmedBy', side === 'AP' ? '审批人' : '确认人', side === 'AP' ? 'Approved by' : 'Confirmed by', {
      readOnly: true,
      maxLength: 50,
    }),
    f.datetime('sentTime', '发送时间', 'Sent at', { readOnly: true, sort: true }),
    remark(),
  ];
}

export const debitNoteFields = billFieldsOf('AR');
export const paymentFields = billFieldsOf('AP');
export const billFields = billFieldsOf('both');

/** The bill routes' shared options: the table, and for the one-sided views their fixed side. */
export const billRoute = (side?: 'AR' | 'AP', panels: string[] = []) => ({
  table: BILL_TABLE,
  fields: side === 'AR' ? debitNoteFields : side === 'AP' ? paymentFields : billFields,
  defaultSort: 'createTime,desc',
  panels: ['BillLinesPanel', ...panels],
  ...(side ? { scope: { billType: side } } : {}),
});

const SETTLE_STATUS: Options = [
  ['UNAPPLIED', '未核销', 'Not applied'],
  ['PARTIAL', '部分核销', 'Partly applied'],
  ['APPLIED', '已核销', 'Applied'],
];

/** Money received from a partner or paid to one; applied to its bills on the detail screen. */
export const settleFields: FieldDef[] = [
  f.text('settleNumber', '结算单号', 'Settlement number', { ...key, unique: true, maxLength: 30 }),
  partner('coopId', '合作伙伴', 'Partner', { required: true }),
  f.enum(
    'settleType',
    '收付方向',
    'Direction',
    [
      ['RECEIPT', '收款', 'Receipt'],
      ['PAYMENT', '付款', 'Payment'],
    ],
    { list: true, filter: 'eq', required: true },
  ),
  f.date('settleDate', '结算日期', 'Settlement date', { ...listed, required: true, filter: 'range' }),
  currency({ required: true }),
  f.money('amount', '金额', 'Amount', { ...listed, required: true, min: 0.01 }),
  f.number('exchangeRate', '汇率', 'Exchange rate', { decimals: 6, min: 0 }),
  f.money('baseAmount', '本位币金额', 'Base currency amount', { readOnly: true }),
  f.money('appliedAmount', '已核销金额', 'Applied', { readOnly: true }),
  f.money('unappliedAmount', '未核销金额', 'Not applied', { list: true, readOnly: true }),
  f.enum('paymentMethod', '支付方式', 'Payment method', PAYMENT_METHODS),
  f.text('bankAccount', '银行账号', 'Bank account', { maxLength: 40 }),
  f.enum('settleStatus', '核销状态', 'Status', SETTLE_STATUS, { list: true, filter: 'eq', readOnly: true }),
  remark(),
];

/** One application of a settlement to a bill: the amount applied and a written-off difference. */
export const settleItemFields: FieldDef[] = [
  f.ref('billId', '账单', 'Bill', 'prm_coop_bill', { required: true }),
  f.money('amount', '核销金额', 'Amount applied', { required: true, min: 0 }),
  f.money('writeOffAmount', '差额核销', 'Difference written off', { min: 0 }),
];

const CHECK_STATUS: Options = [
  ['PENDING', '待对账', 'Pending'],
  ['MATCHED', '已核对', 'Matched'],
  ['DISPUTED', '有差异', 'Disputed'],
];

/**
 * A reconciliation statement with a partner for a period: our figure (receivable less payable bills
 * of the period, in the statement's currency) is the server's; theirs is what the partner states; the
 * difference and the status (pending until they state it, matched or disputed) follow.
 */
export const checkFields: FieldDef[] = [
  f.text('checkNumber', '对账单号', 'Statement number', { ...key, unique: true, maxLength: 30 }),
  partner('coopId', '合作伙伴', 'Partner', { required: true }),
  f.date('periodStart', '对账起始', 'Period from', { ...listed, required: true, filter: 'range' }),
  f.date('periodEnd', '对账截止', 'Period to', { ...listed, required: true }),
  currency({ required: true }),
  f.money('ourAmount', '我方金额', 'Our amount', { list: true, readOnly: true, ...signed }),
  f.money('theirAmount', '对方金额', 'Their amount', signed),
  f.money('differenceAmount', '差异金额', 'Difference', { list: true, readOnly: true, ...signed }),
  f.enum('checkStatus', '对账状态', 'Status', CHECK_STATUS, { list: true, filter: 'eq', readOnly: true }),
  f.text('checkedBy', '对账人', 'Checked by', { maxLength: 30 }),
  remark(),
];
