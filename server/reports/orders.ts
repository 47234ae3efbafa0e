import { sql, type RawBuilder } from 'kysely';
import { routeByPath, type FieldDef } from '../../src/resources';
import { BUSINESS_SCOPES, ORDER_TABLES, type BusinessScope } from '../../src/schemas/scopes';
import { ident } from '../db/tables';
import { columnOf } from '../resources/model';
import type { OrderStage } from '../../src/schemas/order-lifecycle';

/**
 * The orders every report counts, as one row set over the eight scopes' order tables (docs/orders.md). What a report figure means is decided here, once, from the order columns that exist today;
 * when orders gain a computed chargeable weight or a business date, change ORDER_BASIS and every
 * report follows.
 *
 * - order_date: the day the order was entered, Shanghai time: the day the dashboard counts it on, so
 *   the business analysis of a scope and period equals the dashboard's statistics for those days.
 *   Charge lines carry the same day (css_charge.order_date), set from the order when they are made.
 * - charge_weight: confirmed chargeable weight, else the planned one.
 * - gross_weight / pieces: confirmed, else planned.
 * - the staff member behind an order: who entered it (created_by).
 */
export const TZ = 'Asia/Shanghai';

type Has = (field: string) => boolean;
const c = (f: string) => `o.${ident(columnOf(f))}`;
const pick = (has: Has, ...fields: string[]) => {
  const cols = fields.filter(has).map(c);
  return cols.length === 0 ? 'null' : cols.length === 1 ? cols[0] : `coalesce(${cols.join(', ')})`;
};

/** Output column -> SQL over one scope's order table `o` (null where the table lacks the field). */
const ORDER_BASIS: Record<string, (has: Has, scope: BusinessScope) => string> = {
  order_code: (has) => pick(has, 'orderCode'),
  customer_id: (has) => pick(has, 'customerId'),
  charge_weight: (has) => `${pick(has, 'confirmChargeWeight', 'planChargeWeight')}::numeric`,
  gross_weight: (has) => `${pick(has, 'confirmWeight', 'planWeight')}::numeric`,
  pieces: (has) => `${pick(has, 'confirmPieces', 'planPieces')}::integer`,
  departure_station: (has) => `${pick(has, 'departureStation')}::text`,
  arrival_station: (has) => `${pick(has, 'arrivalStation')}::text`,
  order_status: (has) => `${pick(has, 'orderStatus')}::text`,
  waybill_number: (has) => `${pick(has, 'awbNumber', 'mlbNumber', 'driverNumber', 'customerNumber')}::text`,
  // Air: the planned flight's airline (CA931 -> CA), else the waybill's prefix (resolved by the carrier report).
  carrier_code: (has) => (has('expectFlight') ? `nullif(upper(left(${c('expectFlight')}, 2)), '')` : 'null::text'),
  awb_prefix: (has) => (has('awbNumber') ? `left(${c('awbNumber')}, 3)` : 'null::text'),
};

const fieldsOf = (scope: BusinessScope): FieldDef[] => routeByPath.get(`/${ORDER_TABLES[scope]}`)?.fields ?? [];

export interface OrderBasisOptions {
  orgIds: number[];
  scopes?: readonly BusinessScope[];
  /** Inclusive ISO days of order_date; kept as a range on create_time so the (org_id, create_time) index serves it. */
  from?: string;
  to?: string;
}

/** One row per order: business_scope, scope_no, order_id, org_id, created_by, order_date and the ORDER_BASIS columns. */
export function orderBasis(o: OrderBasisOptions): RawBuilder<unknown> {
  const scopes = o.scopes?.length ? o.scopes : BUSINESS_SCOPES;
  const parts = scopes.map((scope) => {
    const names = new Set(fieldsOf(scope).map((f) => f.name));
    const has: Has = (f) => names.has(f);
    const cols = Object.entries(ORDER_BASIS)
      .map(([name, expr]) => `${expr(has, scope)} as ${name}`)
      .join(', ');
    const range = [
      o.from ? sql` and o.create_time >= (${o.from}::date::timestamp at time zone ${TZ})` : sql``,
      o.to ? sql` and o.create_time < ((${o.to}::date + 1)::timestamp at time zone ${TZ})` : sql``,
      // Provisional orders (临时订单) are not shipments yet, as on the dashboard.
      has('orderStage') ? sql` and o.order_stage is distinct from ${'PROVISIONAL' satisfies OrderStage}` : sql``,
    ];
    return sql`select ${scope}::text as business_scope, ${BUSINESS_SCOPES.indexOf(scope)}::int as scope_no, o.id as order_id, o.org_id,
      o.created_by, (o.create_time at time zone ${TZ})::date as order_date, ${sql.raw(cols)}
      from ${sql.raw(ident(ORDER_TABLES[scope]))} o
      where o.org_id in (${sql.join(o.orgIds)})${range[0]}${range[1]}${range[2]}`;
  });
  return sql.join(parts, sql` union all `);
}

/** A row key unique across the scopes' tables: the scope's number in front of the order id. */
export const orderKey = (alias: string) => sql.raw(`(${alias}.scope_no::bigint * 1000000000000000 + ${alias}.order_id)`);

/** Each order's revenue and cost (receivable and payable lines in the base currency). */
export function chargeTotals(orgIds: number[], from?: string, to?: string): RawBuilder<unknown> {
  return sql`select org_id, business_scope, order_id,
      coalesce(sum(base_amount) filter (where side = 'AR'), 0) as revenue,
      coalesce(sum(base_amount) filter (where side = 'AP'), 0) as cost
    from css_charge
    where org_id in (${sql.join(orgIds)})${from ? sql` and order_date >= ${from}::date` : sql``}${to ? sql` and order_date <= ${to}::date` : sql``}
    group by org_id, business_scope, order_id`;
}

/** Orders with their revenue, cost and profit. */
export function ordersWithMoney(o: OrderBasisOptions): RawBuilder<unknown> {
  return sql`select o.*, coalesce(m.revenue, 0) as revenue, coalesce(m.cost, 0) as cost, coalesce(m.revenue, 0) - coalesce(m.cost, 0) as profit
    from (${orderBasis(o)}) o
    left join (${chargeTotals(o.orgIds, o.from, o.to)}) m on m.org_id = o.org_id and m.business_scope = o.business_scope and m.order_id = o.order_id`;
}

/** profit / revenue in %, two decimals; null without revenue. */
export const rate = (num: string, den: string) => sql.raw(`round(${num} * 100.0 / nullif(${den}, 0), 2)`);
