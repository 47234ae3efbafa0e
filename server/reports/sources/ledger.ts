import { sql } from 'kysely';
import { OPEN_STATUSES } from '../../../src/schemas/bills';
import { col, dateRange, monthStart, orgsIn, param, todayIso, type ReportSource, type SourceArgs } from '../source';

/**
 * Reports over bills and settlements: ageing, receivable and payable detail, overdue receivables,
 * credit usage, invoices, write-offs, exchange gain and loss, accounting vouchers and the income
 * statement. A bill counts once we confirmed it (payables: approved); drafts and void bills never.
 */

const open = sql.join(OPEN_STATUSES);

/** Each bill's base-currency amount (its lines' base amounts) for the book rate of foreign bills. */
const billBase = (ids: number[]) =>
  sql`select bill_id, sum(base_amount) as base from css_charge where org_id in (${sql.join(ids)}) and bill_id is not null group by bill_id`;

/**
 * Ageing as of a day (default today): each open bill dated up to that day, less what was settled up
 * to that day, by its age from the bill date in 0-30, 31-60, 61-90 and over 90 days, per partner and
 * currency.
 */
function ageing(side: 'AR' | 'AP'): ReportSource {
  const [partner, partnerName, total] =
    side === 'AR' ? ['customerId', 'customerName', 'totalReceivable'] : ['supplierId', 'supplierName', 'totalPayable'];
  return {
    kind: 'aggregate',
    params: ['asOfDate'],
    rows(a) {
      const asOf = String(param(a, 'asOfDate', '=') ?? todayIso());
      return sql`
        with s as (
          select i.bill_id, sum(i.amount + i.write_off_amount) as settled
          from css_settle_item i join prm_coop_settle st on st.id = i.settle_id
          where ${orgsIn('i', a.scope.orgIds)} and st.settle_date <= ${asOf}::date group by i.bill_id),
        b as (
          select b.org_id, b.coop_id, b.currency, b.amount - coalesce(s.settled, 0) as bal, ${asOf}::date - b.bill_date as age
          from css_bill b left join s on s.bill_id = b.id
          where ${orgsIn('b', a.scope.orgIds)} and b.bill_type = ${side} and b.bill_status in (${open}) and b.bill_date <= ${asOf}::date)
        select row_number() over (order by t.org_id, t.${col(partner)}, t.currency) as id, t.*,
               (select c.coop_name from prm_coop c where c.id = t.${col(partner)}) as ${col(partnerName)}
        from (select org_id, coop_id as ${col(partner)}, currency, ${asOf}::date as as_of_date,
                     sum(bal) as ${col(total)},
                     coalesce(sum(bal) filter (where age <= 30), 0) as ${col('amount0To30')},
                     coalesce(sum(bal) filter (where age between 31 and 60), 0) as ${col('amount31To60')},
                     coalesce(sum(bal) filter (where age between 61 and 90), 0) as ${col('amount61To90')},
                     coalesce(sum(bal) filter (where age > 90), 0) as ${col('amountOver90')}
              from b where bal <> 0 group by org_id, coop_id, currency) t`;
    },
  };
}
export const receivableAge = ageing('AR');
export const payableAge = ageing('AP');

/** The orders of a bill, listed ("AE000001, AE000002"). */
const ordersOf = (alias: string) =>
  sql.raw(`(select left(string_agg(distinct c.order_code, ', '), 200) from css_charge c where c.bill_id = ${alias}.id)`);

function ledger(side: 'AR' | 'AP'): ReportSource {
  const partner = side === 'AR' ? 'customerId' : 'supplierId';
  return {
    kind: 'detail',
    rows: (a) => sql`
      select b.id, b.org_id, b.coop_id as ${col(partner)}, b.bill_number, ${ordersOf('b')} as order_code, b.bill_date, b.currency,
             b.amount, b.settled_amount, b.balance, b.due_date, b.bill_status
      from css_bill b where ${orgsIn('b', a.scope.orgIds)} and b.bill_type = ${side} and b.bill_status in (${open})`,
  };
}
export const receivableDetail = ledger('AR');
export const payableDetail = ledger('AP');

/** Receivable bills past their due date with money still owed; the days overdue as of today. */
export const overdue: ReportSource = {
  kind: 'detail',
  rows: (a) => sql`
    select b.id, b.org_id, b.coop_id as customer_id, b.bill_number, b.currency, b.balance as amount, b.due_date,
           (${todayIso()}::date - b.due_date) as overdue_days,
           (select u.user_name from hrs_user u where u.id = b.created_by) as salesman_name
    from css_bill b
    where ${orgsIn('b', a.scope.orgIds)} and b.bill_type = 'AR' and b.bill_status in ('CONFIRMED', 'SENT')
      and b.balance > 0 and b.due_date < ${todayIso()}::date`,
};

/** Customers with a credit limit or open receivables: what is owed, in the base currency, against the limit. */
export const creditUsage: ReportSource = {
  kind: 'aggregate',
  rows: (a) => sql`
    with used as (
      select b.org_id, b.coop_id, sum(round(b.balance * coalesce(bb.base / nullif(b.amount, 0), 1), 2)) as used
      from css_bill b left join (${billBase(a.scope.orgIds)}) bb on bb.bill_id = b.id
      where ${orgsIn('b', a.scope.orgIds)} and b.bill_type = 'AR' and b.bill_status in ('CONFIRMED', 'SENT') and b.balance <> 0
      group by 1, 2)
    select c.id, c.org_id, c.id as customer_id, ${a.scope.baseCurrency}::text as currency,
           coalesce(c.credit_amount, 0) as credit_amount, coalesce(u.used, 0) as used_amount,
           coalesce(c.credit_amount, 0) - coalesce(u.used, 0) as available_amount, c.credit_days,
           round(coalesce(u.used, 0) * 100.0 / nullif(c.credit_amount, 0), 2) as usage_rate, c.lock_status
    from prm_coop c left join used u on u.org_id = c.org_id and u.coop_id = c.id
    where ${orgsIn('c', a.scope.orgIds)} and (coalesce(c.credit_amount, 0) > 0 or u.used is not null)`,
};

/** Bills that carry an invoice number: issued (receivable) or received (payable). */
export const invoices: ReportSource = {
  kind: 'detail',
  rows: (a) => sql`
    select b.id, b.org_id, b.invoice_number, coalesce(b.invoice_type, 'VAT_GENERAL') as invoice_type,
           case b.bill_type when 'AR' then 'OUTPUT' else 'INPUT' end as invoice_direction, b.coop_id,
           coalesce(b.invoice_date, b.bill_date) as invoice_date, b.currency, b.amount, b.tax_amount,
           case when b.bill_status = 'VOID' then 'VOID' else 'VALID' end as invoice_status
    from css_bill b where ${orgsIn('b', a.scope.orgIds)} and b.invoice_number is not null and b.invoice_number <> ''`,
};

/** Each application of a settlement to a bill (核销), with the difference written off. */
export const writeOffs: ReportSource = {
  kind: 'detail',
  rows: (a) => sql`
    select i.id, i.org_id,
           st.settle_number || '-' || row_number() over (partition by i.settle_id order by i.id) as write_off_number,
           case b.bill_type when 'AR' then 'RECEIVABLE' else 'PAYABLE' end as write_off_type, b.coop_id, b.bill_number,
           st.settle_date as write_off_date, b.currency, i.amount + i.write_off_amount as write_off_amount,
           i.write_off_amount as difference_amount,
           (select u.user_name from hrs_user u where u.id = i.created_by) as operator_name
    from css_settle_item i join prm_coop_settle st on st.id = i.settle_id join css_bill b on b.id = i.bill_id
    where ${orgsIn('i', a.scope.orgIds)}`,
};

/**
 * Settlements of foreign-currency bills: the amount was booked at the bill's rate (its lines' base
 * amount / its amount) and settled at the settlement's; the difference is a gain on receivables when
 * the rate rose, on payables when it fell.
 */
export const exchangeGainLoss: ReportSource = {
  kind: 'detail',
  rows: (a) => sql`
    select i.id, i.org_id, date_trunc('month', st.settle_date)::date as period_month, b.currency, b.coop_id, b.bill_number,
           i.amount as original_amount, round(bb.base / nullif(b.amount, 0), 6) as book_rate, st.exchange_rate as settle_rate,
           round(i.amount * (st.exchange_rate - round(bb.base / nullif(b.amount, 0), 6)) * case b.bill_type when 'AR' then 1 else -1 end, 2) as gain_loss_amount
    from css_settle_item i join prm_coop_settle st on st.id = i.settle_id join css_bill b on b.id = i.bill_id
    join (${billBase(a.scope.orgIds)}) bb on bb.bill_id = b.id
    where ${orgsIn('i', a.scope.orgIds)} and b.currency <> ${a.scope.baseCurrency} and b.amount <> 0`,
};

/**
 * Accounting vouchers derived from the books: a confirmed receivable bill debits receivables (1122)
 * and credits revenue (6001); an approved payable bill debits cost (6401) and credits payables
 * (2202); a receipt debits the bank (1002) and credits receivables, a payment the other way round;
 * a written-off difference goes to finance expenses (6603). Amounts in the base currency; numbered
 * per type and month in date order.
 */
export const vouchers: ReportSource = {
  kind: 'detail',
  rows(a) {
    const ids = a.scope.orgIds;
    return sql`
      with bills as (
        select b.id, b.org_id, b.bill_type, b.bill_number, coalesce(b.confirm_time at time zone 'Asia/Shanghai', b.bill_date)::date as d,
               coalesce(bb.base, 0) as base, (select c.coop_name from prm_coop c where c.id = b.coop_id) as partner
        from css_bill b left join (${billBase(ids)}) bb on bb.bill_id = b.id
        where ${orgsIn('b', ids)} and b.bill_status in (${open})),
      items as (
        select i.id, i.org_id, st.settle_type, st.settle_number, st.settle_date as d, b.bill_number,
               round(i.amount * st.exchange_rate, 2) as paid, round(i.write_off_amount * st.exchange_rate, 2) as diff,
               (select c.coop_name from prm_coop c where c.id = st.coop_id) as partner
        from css_settle_item i join prm_coop_settle st on st.id = i.settle_id join css_bill b on b.id = i.bill_id
        where ${orgsIn('i', ids)}),
      lines (org_id, src, src_id, line_no, d, voucher_type, subject_code, subject_name, summary, debit, credit, source_number) as (
        select org_id, 1, id, 1, d, 'GENERAL', case bill_type when 'AR' then '1122' else '6401' end, case bill_type when 'AR' then '应收账款' else '主营业务成本' end,
               case bill_type when 'AR' then '应收 ' else '应付 ' end || coalesce(partner, '') || ' ' || bill_number, base, 0::numeric, bill_number from bills
        union all
        select org_id, 1, id, 2, d, 'GENERAL', case bill_type when 'AR' then '6001' else '2202' end, case bill_type when 'AR' then '主营业务收入' else '应付账款' end,
               case bill_type when 'AR' then '应收 ' else '应付 ' end || coalesce(partner, '') || ' ' || bill_number, 0, base, bill_number from bills
        union all
        select org_id, 2, id, 1, d, case settle_type when 'RECEIPT' then 'RECEIPT' else 'PAYMENT' end,
               case settle_type when 'RECEIPT' then '1002' else '2202' end, case settle_type when 'RECEIPT' then '银行存款' else '应付账款' end,
               case settle_type when 'RECEIPT' then '收款 ' else '付款 ' end || coalesce(partner, '') || ' ' || bill_number,
               case settle_type when 'RECEIPT' then paid else paid + diff end, 0, settle_number from items
        union all
        select org_id, 2, id, 2, d, case settle_type when 'RECEIPT' then 'RECEIPT' else 'PAYMENT' end, '6603', '财务费用',
               '差额核销 ' || bill_number, case settle_type when 'RECEIPT' then diff else 0 end, case settle_type when 'RECEIPT' then 0 else diff end, settle_number
        from items where diff <> 0
        union all
        select org_id, 2, id, 3, d, case settle_type when 'RECEIPT' then 'RECEIPT' else 'PAYMENT' end,
               case settle_type when 'RECEIPT' then '1122' else '1002' end, case settle_type when 'RECEIPT' then '应收账款' else '银行存款' end,
               case settle_type when 'RECEIPT' then '收款 ' else '付款 ' end || coalesce(partner, '') || ' ' || bill_number,
               0, case settle_type when 'RECEIPT' then paid + diff else paid end, settle_number from items),
      numbered as (
        select l.*, dense_rank() over (partition by org_id, voucher_type, date_trunc('month', d) order by d, src, src_id) as seq from lines l)
      select (src::bigint * 1000000000000 + src_id * 10 + line_no) as id, org_id,
             case voucher_type when 'GENERAL' then '记' when 'RECEIPT' then '收' else '付' end || '-' || to_char(d, 'YYYYMM') || '-' || lpad(seq::text, 4, '0') as voucher_number,
             d as voucher_date, voucher_type, subject_code, subject_name, summary, debit as debit_amount, credit as credit_amount,
             ${a.scope.baseCurrency}::text as currency, source_number
      from numbered`;
  },
};

/** The income statement's lines: each a signed sum of monthly figures (revenue, cost, expenses, exchange). */
const STATEMENT: [code: string, name: string, parts: [key: string, sign: number][]][] = [
  ['01', '营业收入', [['REV', 1]]],
  ['02', '营业成本', [['COST', 1]]],
  [
    '03',
    '毛利',
    [
      ['REV', 1],
      ['COST', -1],
    ],
  ],
  ['04', '费用报销', [['EXP', 1]]],
  ['05', '汇兑损益', [['FX', 1]]],
  [
    '06',
    '营业利润',
    [
      ['REV', 1],
      ['COST', -1],
      ['EXP', -1],
      ['FX', 1],
    ],
  ],
];

/** The months of a periodMonth range (default this month), at most 24. */
function monthsOf(a: SourceArgs): string[] {
  const { from, to } = dateRange(a, 'periodMonth');
  const last = monthStart(to ?? (from && from > todayIso() ? from : todayIso()));
  const first = monthStart(from ?? last);
  const out: string[] = [];
  for (let y = +last.slice(0, 4), m = +last.slice(5, 7); out.length < 24; m -= 1) {
    if (m === 0) {
      m = 12;
      y -= 1;
    }
    const d = `${y}-${String(m).padStart(2, '0')}-01`;
    if (d < first) break;
    out.push(d);
  }
  return out.reverse();
}

/**
 * Per month asked: this month, the year to its end, and the same month a year before. Revenue and
 * cost are the charge lines of the month's orders; expenses the approved or paid expense claims by
 * their date (converted at the organisation's rate of that day); exchange the settlements' gain.
 */
export const incomeStatement: ReportSource = {
  kind: 'aggregate',
  params: ['periodMonth'],
  rows(a) {
    const ids = a.scope.orgIds;
    const months = monthsOf(a);
    const lo = `${Number(months[0].slice(0, 4)) - 1}-01-01`;
    const hi = new Date(Date.UTC(+months[months.length - 1].slice(0, 4), +months[months.length - 1].slice(5, 7), 0))
      .toISOString()
      .slice(0, 10);
    const base = a.scope.baseCurrency;
    const parts = STATEMENT.flatMap(([code, name, ps], i) =>
      ps.map(([k, sign]) => sql`(${code}::text, ${name}::text, ${i}::int, ${k}::text, ${sign}::int)`),
    );
    return sql`
      with months(m) as (select unnest(array[${sql.join(months)}]::date[])),
      orgs(org_id) as (select unnest(array[${sql.join(ids)}]::bigint[])),
      items(item_code, item_name, ord, k, sign) as (values ${sql.join(parts)}),
      monthly as (
        select org_id, date_trunc('month', order_date)::date as m, 'REV' as k, sum(base_amount) as v from css_charge
        where org_id in (${sql.join(ids)}) and side = 'AR' and order_date between ${lo}::date and ${hi}::date group by 1, 2
        union all
        select org_id, date_trunc('month', order_date)::date, 'COST', sum(base_amount) from css_charge
        where org_id in (${sql.join(ids)}) and side = 'AP' and order_date between ${lo}::date and ${hi}::date group by 1, 2
        union all
        select e.org_id, date_trunc('month', e.expense_date)::date, 'EXP',
               sum(round(e.amount * coalesce(case when e.currency = ${base} then 1 end,
                 (select r.rate from af_currency_rate r where r.org_id = e.org_id and r.currency = e.currency and r.base_currency = ${base}
                    and r.effective_date <= e.expense_date order by r.effective_date desc limit 1)), 2))
        from css_expense_reimbursement e
        where ${orgsIn('e', ids)} and e.approval_status in ('APPROVED', 'PAID') and e.expense_date between ${lo}::date and ${hi}::date group by 1, 2
        union all
        select i.org_id, date_trunc('month', st.settle_date)::date, 'FX',
               sum(round(i.amount * (st.exchange_rate - round(bb.base / nullif(b.amount, 0), 6)) * case b.bill_type when 'AR' then 1 else -1 end, 2))
        from css_settle_item i join prm_coop_settle st on st.id = i.settle_id join css_bill b on b.id = i.bill_id
        join (${billBase(ids)}) bb on bb.bill_id = b.id
        where ${orgsIn('i', ids)} and b.currency <> ${base} and b.amount <> 0 and st.settle_date between ${lo}::date and ${hi}::date group by 1, 2)
      select row_number() over (order by o.org_id, mo.m, it.ord) as id, o.org_id, mo.m as period_month, it.item_code, it.item_name,
             coalesce(sum(it.sign * x.v) filter (where x.m = mo.m), 0) as current_amount,
             coalesce(sum(it.sign * x.v) filter (where x.m between date_trunc('year', mo.m)::date and mo.m), 0) as year_to_date_amount,
             coalesce(sum(it.sign * x.v) filter (where x.m = (mo.m - interval '1 year')::date), 0) as last_year_amount
      from orgs o cross join months mo cross join items it
      left join monthly x on x.org_id = o.org_id and x.k = it.k
      group by o.org_id, mo.m, it.item_code, it.item_name, it.ord`;
  },
};
