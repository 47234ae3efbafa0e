import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../db';
import { ident } from '../db/tables';
import type { Condition } from '../resources/list-query';
import { columnOf } from '../resources/model';

/**
 * A report source (RouteDef.source): SQL computing a report's rows at query time from orders,
 * charges, bills and settlements. Its rows carry `id` (a stable row key), `org_id` and one column per
 * field of the route (the field's column name); the generic layer then applies the remaining filters,
 * the sort and the page on them (server/reports/list.ts). Filters on `params` fields the source
 * applies itself, inside its aggregation, where they decide what is counted (a period, a scope), and
 * where an index can serve them.
 */
export interface ReportSource {
  /** aggregate: few rows, totals by window; detail: one row per record, paged and counted with a cap. */
  kind: 'aggregate' | 'detail';
  /** Fields whose filters the source applies itself (not again on its rows). */
  params?: string[];
  /** Accepts the dashboard's encoded `o` (src/schemas/analysis-link.ts). */
  analysisLink?: boolean;
  rows(a: SourceArgs): RawBuilder<unknown>;
}

/** Who the report is for: the organisations whose data it reads (a group: its members). */
export interface ReportScope {
  orgId: number;
  orgIds: number[];
  group: boolean;
  userId?: number;
  baseCurrency: string;
  /** How fee services are named to the reader (hrs_user.fee_service_name_type). */
  feeNameType: string;
}

export interface SourceArgs {
  db: DB;
  scope: ReportScope;
  /** The conditions on `params` fields, by field name. */
  own: Map<string, Condition[]>;
}

/** Column of a field, quoted for SQL: `col('amount0To30')` -> "amount0_to30". */
export const col = (field: string) => sql.raw(ident(columnOf(field)));

/** `org_id in (...)` for the report's organisations. */
export const orgsIn = (alias: string, orgIds: number[]) => sql`${sql.raw(`${alias}.org_id`)} in (${sql.join(orgIds)})`;

/** The value of a param condition (first with the operator), if any. */
export function param(a: SourceArgs, field: string, op: Condition['op']): unknown {
  return a.own.get(field)?.find((c) => c.op === op)?.value;
}

/** A date-range param as inclusive ISO days. */
export function dateRange(a: SourceArgs, field: string): { from?: string; to?: string } {
  const from = param(a, field, '>=') ?? param(a, field, '=');
  const to = param(a, field, '<=') ?? param(a, field, '=');
  return { from: from as string | undefined, to: to as string | undefined };
}

/** Today in Shanghai as an ISO day. */
export const todayIso = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** First day of the month of an ISO day. */
export const monthStart = (d: string) => `${d.slice(0, 7)}-01`;
