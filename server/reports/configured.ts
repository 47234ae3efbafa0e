import { sql, type RawBuilder } from 'kysely';
import type { ResolvedRoute } from '../../src/resources';
import { PERIOD_FIELD } from '../../src/resources/aggregate';
import { ident } from '../db/tables';
import type { Condition } from '../resources/list-query';
import { columnOf, type DataResource } from '../resources/model';
import { orgsIn, type ReportSource, type SourceArgs } from './source';
import { TZ } from './orders';

/**
 * The rows of configured report routes (RouteDef.aggregate, src/resources/aggregate.ts): one SQL
 * aggregation over the summed-up resource's table, inside the reader's organisation and the
 * resource's own view condition, its filters applied before counting. Sources are made when the
 * registry loads (server/schema/registry.ts) and found by the report's resource name.
 */
export const configuredSources = new Map<string, ReportSource>();

const OPS = new Set(['=', 'ilike', '>=', '<=', 'in']);

function condition(col: RawBuilder<unknown>, c: Condition): RawBuilder<unknown> {
  if (!OPS.has(c.op)) throw new Error(`unexpected filter operator ${c.op}`);
  if (c.op === 'in') return sql`${col} in (${sql.join(c.value as unknown[])})`;
  return sql`${col} ${sql.raw(c.op)} ${c.value}`;
}

/** The start of a value's day, week (Monday) or month in Shanghai, as text that sorts. */
function bucket(col: RawBuilder<unknown>, kind: string, unit: 'day' | 'week' | 'month'): RawBuilder<unknown> {
  const local = kind === 'datetime' ? sql`(${col} at time zone ${sql.lit(TZ)})` : sql`(${col})::timestamp`;
  const format = unit === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD';
  return sql`to_char(date_trunc(${sql.lit(unit)}, ${local}), ${sql.lit(format)})`;
}

export function aggregateSource(route: ResolvedRoute, source: DataResource): ReportSource {
  const agg = route.aggregate!;
  const col = (field: string) => sql.raw(`t.${ident(columnOf(field))}`);
  const groups = (agg.groupBy ?? []).map((g) => ({ expr: col(g), alias: columnOf(g) }));
  const dateField = agg.date ? source.byName.get(agg.date.field) : undefined;
  if (agg.date) groups.push({ expr: bucket(col(agg.date.field), dateField?.kind ?? 'date', agg.date.bucket), alias: PERIOD_FIELD });
  const measures = agg.measures.map((m) => {
    const f = m.field ? source.byName.get(m.field) : undefined;
    const decimals = route.fields?.find((x) => x.name === m.name)?.decimals ?? 2;
    const expr =
      m.fn === 'count'
        ? sql`count(*)::integer`
        : m.fn === 'sum'
          ? sql`coalesce(sum(${col(m.field!)}), 0)::numeric`
          : sql`round(avg(${col(m.field!)})::numeric, ${sql.lit(decimals)})`;
    void f;
    return { expr, alias: columnOf(m.name) };
  });
  // Every filter of the report narrows the records counted (the report's own fields are its groups and figures).
  const params = (route.fields ?? [])
    .filter((f) => f.filter && f.name !== PERIOD_FIELD && !agg.measures.some((m) => m.name === f.name))
    .map((f) => f.name);
  return {
    kind: 'aggregate',
    params,
    rows(a: SourceArgs) {
      const where: RawBuilder<unknown>[] = [orgsIn('t', a.scope.orgIds)];
      for (const c of source.condition) where.push(sql`${sql.raw(`t.${ident(c.column)}`)} in (${sql.join(c.values)})`);
      for (const p of source.present) where.push(sql`${sql.raw(`t.${ident(p)}`)} is not null`);
      for (const [field, conditions] of a.own) for (const c of conditions) where.push(condition(col(field), c));
      const select = [
        sql`min(t.id) as id`,
        sql`t.org_id`,
        ...groups.map((g) => sql`${g.expr} as ${sql.raw(ident(g.alias))}`),
        ...measures.map((m) => sql`${m.expr} as ${sql.raw(ident(m.alias))}`),
      ];
      const groupBy = [sql`t.org_id`, ...groups.map((g) => g.expr)];
      return sql`select ${sql.join(select)} from ${sql.raw(ident(source.table))} t where ${sql.join(where, sql` and `)} group by ${sql.join(groupBy)}`;
    },
  };
}
