import type { AggregateDef, ChartDef, FieldDef, FieldKind, Bilingual, RouteDef } from './types';

/**
 * Report routes by configuration (docs/schema.md "Reports"): a `report` route of a configured module
 * that declares `aggregate` sums up one data resource: rows grouped by some of its fields and by a
 * date bucket (day, week, month), with counts and sums or averages of its number, money and weight
 * fields, its filters above the table, a chart above it. The report's fields are derived here, the
 * same way on the server (which computes the rows, server/reports/configured.ts) and in the browser
 * (which shows them with the generic list), so nothing is declared twice.
 * The declaration's shape (AggregateDef) is in ./types.ts with the rest of a route's.
 */

/** The bucket column of a report with a date bucket. */
export const PERIOD_FIELD = 'period';
export const MEASURE_KINDS: ReadonlySet<FieldKind> = new Set(['integer', 'number', 'money', 'weight']);
export const GROUP_KINDS: ReadonlySet<FieldKind> = new Set(['text', 'enum', 'ref', 'boolean', 'date', 'integer']);
export const DATE_KINDS: ReadonlySet<FieldKind> = new Set(['date', 'datetime']);

const PERIOD_LABEL: Record<
  AggregateDef['date'] extends infer D ? (D extends { bucket: infer B } ? B & string : never) : never,
  Bilingual
> = {
  day: { 'zh-CN': '日期', 'en-US': 'Day' },
  week: { 'zh-CN': '周（周一）', 'en-US': 'Week (Monday)' },
  month: { 'zh-CN': '月份', 'en-US': 'Month' },
};

/**
 * The report's fields: the group fields (as the resource declares them), the period, the figures
 * (listed, sortable, totalled), then the resource's other filters (not listed: they narrow what is
 * counted).
 */
export function aggregateFields(agg: AggregateDef, source: readonly FieldDef[]): FieldDef[] {
  const byName = new Map(source.map((f) => [f.name, f]));
  const out: FieldDef[] = [];
  for (const name of agg.groupBy ?? []) {
    const f = byName.get(name);
    if (!f) continue;
    out.push({
      name: f.name,
      kind: f.kind,
      label: f.label,
      list: true,
      sort: true,
      ...(f.options ? { options: f.options } : {}),
      ...(f.ref ? { ref: f.ref } : {}),
      ...(f.decimals !== undefined ? { decimals: f.decimals } : {}),
      ...(f.filter ? { filter: f.filter } : f.kind === 'enum' || f.kind === 'ref' || f.kind === 'boolean' ? { filter: 'eq' as const } : {}),
    });
  }
  if (agg.date) out.push({ name: PERIOD_FIELD, kind: 'text', label: PERIOD_LABEL[agg.date.bucket], list: true, sort: true });
  for (const m of agg.measures) {
    const f = m.field ? byName.get(m.field) : undefined;
    // Sums of whole numbers may pass the integer range: they are numbers without decimals.
    const kind: FieldKind =
      m.fn === 'count' ? 'integer' : f?.kind === 'money' ? 'money' : m.fn === 'sum' && f?.kind === 'weight' ? 'weight' : 'number';
    out.push({
      name: m.name,
      kind,
      label: m.label,
      list: true,
      sort: true,
      ...(m.fn !== 'avg' ? { sum: true } : {}),
      ...(kind === 'integer'
        ? {}
        : {
            decimals:
              m.fn === 'avg' ? Math.max(2, f?.decimals ?? 2) : f?.kind === 'integer' ? 0 : (f?.decimals ?? (kind === 'weight' ? 3 : 2)),
          }),
    });
  }
  // The resource's filters narrow what is counted; the date field's range always.
  const taken = new Set(out.map((f) => f.name));
  for (const f of source) {
    if (taken.has(f.name)) continue;
    const isDate = agg.date?.field === f.name;
    if (!f.filter && !isDate) continue;
    out.push({
      name: f.name,
      kind: f.kind,
      label: f.label,
      filter: isDate ? 'range' : f.filter,
      ...(f.options ? { options: f.options } : {}),
      ...(f.ref ? { ref: f.ref } : {}),
    });
  }
  return out;
}

/** The chart of the report: x the period (else the first group), bars the figures. */
export function aggregateChart(agg: AggregateDef): ChartDef | undefined {
  if (agg.chart === false) return undefined;
  const x = agg.date ? PERIOD_FIELD : agg.groupBy?.[0];
  return x ? { x, bars: agg.measures.map((m) => m.name) } : undefined;
}

/** The report route as the registry serves it: its derived fields, chart and default order. */
export function resolveAggregate<R extends RouteDef>(r: R, source: readonly FieldDef[]): R {
  const agg = r.aggregate!;
  const x = agg.date ? PERIOD_FIELD : agg.groupBy?.[0];
  const chart = aggregateChart(agg);
  return {
    ...r,
    fields: aggregateFields(agg, source),
    source: AGGREGATE_SOURCE,
    ...(chart ? { chart } : {}),
    defaultSort: x ? `${x},asc` : `${agg.measures[0].name},desc`,
  };
}

/** RouteDef.source of configured reports: their rows come from their aggregate. */
export const AGGREGATE_SOURCE = 'aggregate';

/** Problems of an aggregate as [where, English, Chinese], checked against the resource's fields. */
export function aggregateProblems(
  agg: unknown,
  at: string,
  fieldsOf: (resource: string) => readonly Pick<FieldDef, 'name' | 'kind'>[] | undefined,
): [string, string, string][] {
  const out: [string, string, string][] = [];
  if (typeof agg !== 'object' || agg === null || Array.isArray(agg))
    return [[at, 'must be an object {resource, groupBy, date, measures}', '汇总须为对象 {resource, groupBy, date, measures}']];
  const a = agg as Record<string, unknown>;
  for (const k of Object.keys(a))
    if (!['resource', 'groupBy', 'date', 'measures', 'chart'].includes(k)) out.push([`${at}.${k}`, 'unknown property', `未知的属性 ${k}`]);
  const fields = typeof a.resource === 'string' ? fieldsOf(a.resource) : undefined;
  if (!fields) return [...out, [`${at}.resource`, 'must name a data resource', '须为一个数据资源']];
  const byName = new Map(fields.map((f) => [f.name, f]));
  const names = new Set<string>();
  if (a.groupBy !== undefined) {
    if (!Array.isArray(a.groupBy)) out.push([`${at}.groupBy`, 'must be an array of field names', '须为字段名数组']);
    else
      for (const g of a.groupBy) {
        const f = typeof g === 'string' ? byName.get(g) : undefined;
        if (!f || !GROUP_KINDS.has(f.kind))
          out.push([
            `${at}.groupBy`,
            `${String(g)} is not a field to group by (text, choice, reference, yes/no, date, whole number)`,
            `${String(g)} 不能用于分组`,
          ]);
        else if (names.has(g)) out.push([`${at}.groupBy`, `${g} is named twice`, `${g} 重复`]);
        else names.add(g);
      }
  }
  if (a.date !== undefined) {
    const d = a.date as Record<string, unknown> | null;
    const f = d && typeof d.field === 'string' ? byName.get(d.field) : undefined;
    if (!f || !DATE_KINDS.has(f.kind))
      out.push([`${at}.date.field`, 'must be a date or datetime field of the resource', '须为该资源的日期字段']);
    if (!d || !['day', 'week', 'month'].includes(d.bucket as string))
      out.push([`${at}.date.bucket`, 'must be day, week or month', '须为 day、week 或 month']);
    names.add(PERIOD_FIELD);
  }
  if (a.chart !== undefined && typeof a.chart !== 'boolean') out.push([`${at}.chart`, 'must be true or false', '须为 true 或 false']);
  if (!Array.isArray(a.measures) || !a.measures.length)
    return [...out, [`${at}.measures`, 'needs at least one figure', '至少需要一个统计值']];
  a.measures.forEach((m: unknown, i: number) => {
    const ma = `${at}.measures[${i}]`;
    if (typeof m !== 'object' || m === null) {
      out.push([ma, 'must be an object {name, fn, field, label}', '须为对象']);
      return;
    }
    const x = m as Record<string, unknown>;
    if (typeof x.name !== 'string' || !/^[a-z][A-Za-z0-9]{0,40}$/.test(x.name))
      out.push([`${ma}.name`, 'must be camelCase letters and digits', '名称须为驼峰字母和数字']);
    else if (names.has(x.name) || ['id', 'orgId'].includes(x.name)) out.push([`${ma}.name`, `${x.name} is taken`, `${x.name} 已被使用`]);
    else names.add(x.name);
    if (!['count', 'sum', 'avg'].includes(x.fn as string)) out.push([`${ma}.fn`, 'must be count, sum or avg', '须为 count、sum 或 avg']);
    else if (x.fn !== 'count') {
      const f = typeof x.field === 'string' ? byName.get(x.field) : undefined;
      if (!f || !MEASURE_KINDS.has(f.kind))
        out.push([`${ma}.field`, 'must be a number, money or weight field of the resource', '须为该资源的数字、金额或重量字段']);
    } else if (x.field !== undefined) out.push([`${ma}.field`, 'a count counts records, not a field', '计数不需要字段']);
    const l = x.label as Record<string, unknown> | undefined;
    if (!l || typeof l['zh-CN'] !== 'string' || !l['zh-CN'] || typeof l['en-US'] !== 'string' || !l['en-US'])
      out.push([`${ma}.label`, 'needs {"zh-CN", "en-US"}', '需要中英文名称']);
  });
  // Filter-only fields of the resource join the report's fields: their names must stay free.
  return out;
}
