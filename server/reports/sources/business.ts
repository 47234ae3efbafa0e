import { sql, type RawBuilder } from 'kysely';
import { BUSINESS_SCOPES, type BusinessScope } from '../../../src/schemas/scopes';
import { orderBasis, orderKey, ordersWithMoney, rate } from '../orders';
import { dateRange, monthStart, orgsIn, param, todayIso, type ReportSource, type SourceArgs } from '../source';

/**
 * Reports over orders and their charges: business analysis, monthly summary, route analysis, partner
 * trend, customer contribution, profit by order and by salesperson, workload, carrier cost. Money is
 * the charge lines' base-currency amounts: revenue the receivable lines, cost the payable lines.
 */

/** The scopes a businessScope filter names (eq or in), else all. */
function scopesOf(a: SourceArgs): BusinessScope[] {
  const eq = param(a, 'businessScope', '=');
  const list = param(a, 'businessScope', 'in');
  const named = (eq ? [eq] : Array.isArray(list) ? list : []) as string[];
  return named.length ? (named.filter((s) => (BUSINESS_SCOPES as readonly string[]).includes(s)) as BusinessScope[]) : [...BUSINESS_SCOPES];
}

/** A month range param as whole months of order days: [first day of the first month, last day of the last]. */
function monthRange(a: SourceArgs, field = 'periodMonth'): { from?: string; to?: string } {
  const { from, to } = dateRange(a, field);
  const end = to ? new Date(Date.UTC(+to.slice(0, 4), +to.slice(5, 7), 0)).toISOString().slice(0, 10) : undefined;
  return { from: from ? monthStart(from) : undefined, to: end };
}

const month = (expr: string) => sql.raw(`date_trunc('month', ${expr})::date`);
const userName = (expr: string) => sql.raw(`(select u.user_name from hrs_user u where u.id = ${expr})`);

/**
 * Tickets, chargeable weight, revenue, cost, gross profit and margin per scope and day or month. Orders
 * and charges are summed apart and joined on (organisation, scope, period): a month of a million
 * orders' lines is read from the index on (org_id, order_date, business_scope, side, base_amount).
 */
export const businessAnalysis: ReportSource = {
  kind: 'aggregate',
  params: ['businessScope', 'periodUnit', 'periodDate'],
  analysisLink: true,
  rows(a) {
    const scopes = scopesOf(a);
    const day = param(a, 'periodUnit', '=') === 'DAY';
    const { from, to } = dateRange(a, 'periodDate');
    const period = (expr: string) => (day ? sql.raw(expr) : month(expr));
    const ids = a.scope.orgIds;
    return sql`
      with o as (
        select org_id, business_scope, ${period('order_date')} as p, count(*) as n, coalesce(sum(charge_weight), 0) as w
        from (${orderBasis({ orgIds: ids, scopes, from, to })}) x group by 1, 2, 3),
      c as (
        select org_id, business_scope, ${period('order_date')} as p,
               coalesce(sum(base_amount) filter (where side = 'AR'), 0) as rev,
               coalesce(sum(base_amount) filter (where side = 'AP'), 0) as cost
        from css_charge
        where org_id in (${sql.join(ids)}) and business_scope in (${sql.join(scopes)})
          ${from ? sql`and order_date >= ${from}::date` : sql``} ${to ? sql`and order_date <= ${to}::date` : sql``}
        group by 1, 2, 3)
      select row_number() over (order by org_id, business_scope, p) as id, org_id, business_scope,
             ${day ? 'DAY' : 'MONTH'}::text as period_unit,
             to_char(p, ${day ? 'YYYY-MM-DD' : 'YYYY-MM'}) as period, p as period_date,
             coalesce(o.n, 0)::int as order_count, coalesce(o.w, 0) as charge_weight,
             coalesce(c.rev, 0) as revenue, coalesce(c.cost, 0) as cost, coalesce(c.rev, 0) - coalesce(c.cost, 0) as profit,
             ${rate('(coalesce(c.rev, 0) - coalesce(c.cost, 0))', 'c.rev')} as profit_rate
      from o full join c using (org_id, business_scope, p)`;
  },
};

/** Per month and scope: the orders' figures, and the money received and paid that month. */
export const monthlySummary: ReportSource = {
  kind: 'aggregate',
  params: ['periodMonth', 'businessScope'],
  rows(a) {
    const scopes = scopesOf(a);
    const { from, to } = monthRange(a);
    const ids = a.scope.orgIds;
    return sql`
      with o as (
        select org_id, business_scope, ${month('order_date')} as m, count(*) as n, coalesce(sum(charge_weight), 0) as w,
               sum(revenue) as rev, sum(cost) as cost
        from (${ordersWithMoney({ orgIds: ids, scopes, from, to })}) x group by 1, 2, 3),
      s as (
        select i.org_id, coalesce(b.business_scope, 'IO') as business_scope, ${month('st.settle_date')} as m,
               sum(round(i.amount * st.exchange_rate, 2)) filter (where st.settle_type = 'RECEIPT') as received,
               sum(round(i.amount * st.exchange_rate, 2)) filter (where st.settle_type = 'PAYMENT') as paid
        from css_settle_item i join prm_coop_settle st on st.id = i.settle_id join css_bill b on b.id = i.bill_id
        where ${orgsIn('i', ids)} ${from ? sql`and st.settle_date >= ${from}::date` : sql``} ${to ? sql`and st.settle_date <= ${to}::date` : sql``}
        group by 1, 2, 3)
      select row_number() over (order by org_id, m, business_scope) as id, org_id, m as period_month, business_scope,
             coalesce(o.n, 0)::int as order_count, coalesce(o.w, 0) as charge_weight, coalesce(o.rev, 0) as revenue,
             coalesce(o.cost, 0) as cost, coalesce(o.rev, 0) - coalesce(o.cost, 0) as profit,
             coalesce(s.received, 0) as received_amount, coalesce(s.paid, 0) as paid_amount
      from o full join s using (org_id, business_scope, m)
      where business_scope in (${sql.join(scopes)})`;
  },
};

/** One group-by report over orders with money: keys -> the usual figures. */
function byOrders(
  a: SourceArgs,
  keys: { expr: string; as: string }[],
  range: { from?: string; to?: string },
  where = '',
): RawBuilder<unknown> {
  const k = keys.map((x) => `${x.expr} as ${x.as}`).join(', ');
  const g = keys.map((_, i) => String(i + 2)).join(', ');
  return sql`
    select row_number() over (order by ${sql.raw(keys.map((x) => x.as).join(', '))}, org_id) as id, *
    from (select org_id, ${sql.raw(k)}, count(*)::int as order_count, coalesce(sum(charge_weight), 0) as charge_weight,
                 sum(revenue) as revenue, sum(cost) as cost, sum(profit) as profit
          from (${ordersWithMoney({ orgIds: a.scope.orgIds, scopes: scopesOf(a), ...range })}) o ${sql.raw(where)}
          group by 1, ${sql.raw(g)}) t`;
}

export const routeAnalysis: ReportSource = {
  kind: 'aggregate',
  params: ['periodMonth', 'businessScope'],
  rows: (a) =>
    byOrders(
      a,
      [
        { expr: "coalesce(departure_station, '-')", as: 'departure_station' },
        { expr: "coalesce(arrival_station, '-')", as: 'arrival_station' },
        { expr: 'business_scope', as: 'business_scope' },
        { expr: "date_trunc('month', order_date)::date", as: 'period_month' },
      ],
      monthRange(a),
    ),
};

export const profitBySalesman: ReportSource = {
  kind: 'aggregate',
  params: ['periodMonth'],
  rows: (a) =>
    byOrders(
      a,
      [
        { expr: "coalesce((select u.user_name from hrs_user u where u.id = o.created_by), '-')", as: 'salesman_name' },
        { expr: "date_trunc('month', order_date)::date", as: 'period_month' },
      ],
      monthRange(a),
    ),
};

/** prm_trend: each customer's orders per scope and month, money in the base currency. */
export const partnerTrend: ReportSource = {
  kind: 'aggregate',
  params: ['periodMonth', 'businessScope'],
  rows(a) {
    const inner = byOrders(
      a,
      [
        { expr: 'customer_id', as: 'coop_id' },
        { expr: 'business_scope', as: 'business_scope' },
        { expr: "date_trunc('month', order_date)::date", as: 'period_month' },
      ],
      monthRange(a),
      'where customer_id is not null',
    );
    return sql`select t.*, ${a.scope.baseCurrency}::text as currency from (${inner}) t`;
  },
};

/** Each customer's orders over the months asked (default this month), its share of the profit and its rank. */
export const customerContribution: ReportSource = {
  kind: 'aggregate',
  params: ['periodMonth'],
  rows(a) {
    const r = monthRange(a);
    const range = r.from || r.to ? r : { from: monthStart(todayIso()), to: todayIso() };
    return sql`
      select row_number() over (order by org_id, profit desc, customer_id) as id, t.*,
             (select c.coop_name from prm_coop c where c.id = t.customer_id) as customer_name,
             ${range.from ?? null}::date as period_month,
             round(profit * 100.0 / nullif(sum(profit) over (partition by org_id), 0), 2) as contribution_rate,
             rank() over (partition by org_id order by profit desc)::int as rank_no
      from (select org_id, customer_id, count(*)::int as order_count, coalesce(sum(charge_weight), 0) as charge_weight,
                   sum(revenue) as revenue, sum(profit) as profit
            from (${ordersWithMoney({ orgIds: a.scope.orgIds, ...range })}) o
            where customer_id is not null group by 1, 2) t`;
  },
};

/** One row per order with its revenue, cost, profit and margin. */
export const profitByOrder: ReportSource = {
  kind: 'detail',
  params: ['businessDate', 'businessScope'],
  rows(a) {
    const { from, to } = dateRange(a, 'businessDate');
    return sql`
      select ${orderKey('o')} as id, o.org_id, o.order_code, o.business_scope, o.customer_id, o.order_date as business_date,
             o.charge_weight, o.revenue, o.cost, o.profit, ${rate('o.profit', 'o.revenue')} as profit_rate,
             ${userName('o.created_by')} as salesman_name
      from (${ordersWithMoney({ orgIds: a.scope.orgIds, scopes: scopesOf(a), from, to })}) o`;
  },
};

/** Orders, bills and charge lines each staff member entered, per scope and month. */
export const workload: ReportSource = {
  kind: 'aggregate',
  params: ['periodMonth', 'businessScope'],
  rows(a) {
    const { from, to } = monthRange(a);
    const scopes = scopesOf(a);
    const ids = a.scope.orgIds;
    const created = (
      alias: string,
    ) => sql`${from ? sql`and ${sql.raw(alias)}.create_time >= (${from}::date::timestamp at time zone 'Asia/Shanghai')` : sql``}
      ${to ? sql`and ${sql.raw(alias)}.create_time < ((${to}::date + 1)::timestamp at time zone 'Asia/Shanghai')` : sql``}`;
    const m = (alias: string) => sql.raw(`date_trunc('month', (${alias}.create_time at time zone 'Asia/Shanghai'))::date`);
    return sql`
      with o as (
        select org_id, created_by as u, business_scope, ${month('order_date')} as m, count(*) as n, coalesce(sum(charge_weight), 0) as w
        from (${orderBasis({ orgIds: ids, scopes, from, to })}) x group by 1, 2, 3, 4),
      b as (
        select b.org_id, b.created_by as u, coalesce(b.business_scope, 'IO') as business_scope, ${m('b')} as m, count(*) as n
        from css_bill b where ${orgsIn('b', ids)} ${created('b')} group by 1, 2, 3, 4),
      f as (
        select c.org_id, c.created_by as u, c.business_scope, ${m('c')} as m, count(*) as n
        from css_charge c where ${orgsIn('c', ids)} ${created('c')} group by 1, 2, 3, 4)
      select row_number() over (order by org_id, m, u, business_scope) as id, org_id,
             coalesce(${userName('u')}, '-') as operator_name, business_scope, m as period_month,
             coalesce(o.n, 0)::int as order_count, coalesce(o.w, 0) as charge_weight,
             coalesce(b.n, 0)::int as bill_count, coalesce(f.n, 0)::int as fee_line_count
      from o full join b using (org_id, u, business_scope, m) full join f using (org_id, u, business_scope, m)
      where business_scope in (${sql.join(scopes)})`;
  },
};

/** Air orders' payable charges per carrier and month (the flight's airline, else the carrier of the waybill prefix). */
export const carrierCost: ReportSource = {
  kind: 'aggregate',
  params: ['periodMonth'],
  rows(a) {
    const r = monthRange(a);
    return sql`
      select row_number() over (order by org_id, period_month, carrier_code) as id, t.*,
             ${a.scope.baseCurrency}::text as currency,
             round(cost_amount / nullif(charge_weight, 0), 4) as avg_cost_per_kg
      from (select o.org_id,
                   coalesce(o.carrier_code, (select k.carrier_code from af_carrier k where k.org_id = o.org_id and k.awb_prefix = o.awb_prefix limit 1), '--') as carrier_code,
                   date_trunc('month', o.order_date)::date as period_month,
                   count(*)::int as order_count, coalesce(sum(o.charge_weight), 0) as charge_weight, sum(o.cost) as cost_amount
            from (${ordersWithMoney({ orgIds: a.scope.orgIds, scopes: ['AE', 'AI'], ...r })}) o
            group by 1, 2, 3) t`;
  },
};
