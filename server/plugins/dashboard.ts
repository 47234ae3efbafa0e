import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { ident } from '../db/tables';
import { badRequest, ok } from '../http/envelope';
import { BUSINESS_SCOPES, COUNT_LABEL, ORDER_RESOURCE, STAT_LABEL, STAT_MEASURE, type BusinessScope } from '../order-scopes';
import { columnOf } from '../resources/model';
import type { OrderStage } from '../../src/schemas/order-lifecycle';
import { contractRoutes } from '../http/contract-routes';
import { dashboard } from '../../src/contracts/dashboard';

export const STAT_DAYS = 7;
const TZ = 'Asia/Shanghai';

type Row = { business_scope: string; type: string; org_id: number } & Record<`num_${number}`, number>;

/** /afbase calls of the dashboard (docs/behaviour.md §2.2.2, docs/api-dashboard.md). */
export default async function dashboardPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  const { db } = ctx;

  /** Table and measure column of a scope, taken from the registry's order resource. */
  const sources = new Map<BusinessScope, { table: string; measure: string | null; staged: boolean }>();
  for (const scope of BUSINESS_SCOPES) {
    const res = ctx.resources.get(ORDER_RESOURCE[scope]);
    if (!res) continue;
    const has = (f: string) => res.byName.has(f);
    const m = STAT_MEASURE[scope];
    const pair = (confirm: string, plan: string) =>
      has(confirm) && has(plan) ? `coalesce(${ident(columnOf(confirm))}, ${ident(columnOf(plan))})` : null;
    const measure =
      m === 'weight'
        ? pair('confirmWeight', 'planWeight')
        : m === 'charge'
          ? pair('confirmChargeWeight', 'planChargeWeight')
          : m === 'teu' && has('containerNumber')
            ? ident(columnOf('containerNumber'))
            : null;
    // Provisional orders (临时订单) are not shipments yet: they count once confirmed as bookings.
    sources.set(scope, { table: res.table, measure, staged: res.tableFields.some((f) => f.name === 'orderStage') });
  }

  async function statistics(scope: BusinessScope, orgId: number): Promise<Row[]> {
    const src = sources.get(scope);
    const counts = new Array<number>(STAT_DAYS).fill(0);
    const sums = new Array<number>(STAT_DAYS).fill(0);
    if (src) {
      // Day index 0 = today in Shanghai; the range condition keeps the (org_id, create_time) index usable.
      const r = await sql<{ d: number; n: number; s: string | null }>`
        with today as (select (now() at time zone ${TZ})::date as d)
        select (today.d - (o.create_time at time zone ${TZ})::date)::int as d,
               count(*)::int as n,
               ${sql.raw(src.measure ? `sum(${src.measure})` : 'null')}::text as s
        from ${sql.raw(ident(src.table))} o, today
        where o.org_id = ${orgId}::bigint
          and o.create_time >= ((today.d - ${sql.lit(STAT_DAYS - 1)})::timestamp at time zone ${TZ})
          and o.create_time < ((today.d + 1)::timestamp at time zone ${TZ})
          ${src.staged ? sql`and o.order_stage is distinct from ${'PROVISIONAL' satisfies OrderStage}` : sql``}
        group by 1`.execute(db);
      for (const row of r.rows) {
        const d = Number(row.d);
        if (d < 0 || d >= STAT_DAYS) continue;
        counts[d] = Number(row.n);
        sums[d] = row.s == null ? 0 : Number(row.s);
      }
    }
    const line = (type: string, values: number[]): Row => {
      const out: any = { business_scope: scope, type, org_id: orgId };
      values.forEach((v, i) => {
        out[`num_${i}`] = v;
      });
      return out;
    };
    const rows = [line(COUNT_LABEL, counts)];
    const m = STAT_MEASURE[scope];
    if (m === 'weight')
      rows.push(
        line(
          STAT_LABEL.weight,
          sums.map((v) => round3(v / 1000)),
        ),
      );
    else if (m === 'teu')
      rows.push(
        line(
          STAT_LABEL.teu,
          sums.map((v) => round3(v)),
        ),
      );
    else if (m === 'charge')
      rows.push(
        line(
          STAT_LABEL.charge,
          sums.map((v) => round3(v)),
        ),
      );
    return rows;
  }

  handle(dashboard.orderStatistics, async (req) => {
    const q = (req.query ?? {}) as Record<string, string | undefined>;
    const wanted = q.businessScope ? String(q.businessScope).trim().toUpperCase() : '';
    if (wanted && !(BUSINESS_SCOPES as readonly string[]).includes(wanted)) {
      throw badRequest(`未知的业务类型 ${wanted}`, { businessScope: `one of ${BUSINESS_SCOPES.join(', ')}` });
    }
    const scopes = wanted ? [wanted as BusinessScope] : [...BUSINESS_SCOPES];
    const rows: Row[] = [];
    for (const s of scopes) rows.push(...(await statistics(s, req.user!.orgId)));
    return ok(rows);
  });
}

const round3 = (v: number) => Math.round(v * 1000) / 1000;
