import { sql } from 'kysely';
import type { FieldDef } from '../../src/resources';
import { parseAnalysisParam } from '../../src/schemas/analysis-link';
import { decimalsOf } from '../../src/schemas/fields';
import { Money } from '../../src/schemas/money';
import type { AppContext } from '../context';
import type { DB } from '../db';
import { badRequest, forbidden } from '../http/envelope';
import { parseListQuery, TOTAL_CAP, type Condition, type ListQuery } from '../resources/list-query';
import { applyConditions } from '../resources/list-rows';
import { columnOf, toRecord, type DataResource } from '../resources/model';
import { sources } from './sources';
import { configuredSources } from './configured';
import { AGGREGATE_SOURCE } from '../../src/resources/aggregate';
import type { ReportScope, ReportSource } from './source';

/**
 * The list of a computed report: its source's rows under the generic filters, sort and page, with
 * the total and the summary (the `sum` fields over every matching row). GET /api/{report} answers it
 * (server/resources/crud.ts) and the export reads the same query (server/reports/export.ts).
 */

export const sourceOf = (res: DataResource): ReportSource | undefined =>
  !res.route.source ? undefined : res.route.source === AGGREGATE_SOURCE ? configuredSources.get(res.name) : sources[res.route.source];

/**
 * The organisations a report reads. A group report (jt_) needs the user's organisation to be a
 * group: one that other organisations name as theirs (hrs_org.group_org_id); it then reads the group
 * and its members. Anyone else gets 403. Every other report reads the user's organisation only.
 */
export async function reportScope(db: DB, res: DataResource, orgId: number, userId?: number): Promise<ReportScope> {
  const org = await db.selectFrom('hrs_org').select(['base_currency']).where('id', '=', orgId).executeTakeFirst();
  const user = userId
    ? await db.selectFrom('hrs_user').select('fee_service_name_type').where('id', '=', userId).executeTakeFirst()
    : undefined;
  let orgIds = [orgId];
  if (res.route.group) {
    const members = await db.selectFrom('hrs_org').select('id').where('group_org_id', '=', orgId).where('id', '<>', orgId).execute();
    if (!members.length) throw forbidden('集团报表仅对集团公司开放 (group organisations only)');
    orgIds = [orgId, ...members.map((m) => Number(m.id))];
  }
  return {
    orgId,
    orgIds,
    group: !!res.route.group,
    userId,
    baseCurrency: String(org?.base_currency ?? 'CNY'),
    feeNameType: String(user?.fee_service_name_type ?? 'CN'),
  };
}

export interface ReportQuery {
  q: ListQuery;
  own: Map<string, Condition[]>;
}

/** The list parameters of a report: `o` first (when the source takes it), then the generic parser. */
export function parseReportQuery(res: DataResource, source: ReportSource, query: Record<string, unknown>): ReportQuery {
  const input = { ...query };
  // An empty parameter is no filter, as everywhere in the list contract.
  if (input.o === '') delete input.o;
  if ('o' in input) {
    if (!source.analysisLink) throw badRequest('查询参数错误', { o: '不支持的查询条件 o (unknown filter)' });
    const parsed = parseAnalysisParam(Array.isArray(input.o) ? input.o[input.o.length - 1] : input.o);
    if ('error' in parsed) throw badRequest(`查询参数错误: ${parsed.error}`, { o: parsed.error });
    delete input.o;
    // The link's filters; parameters given besides it win.
    for (const [k, v] of Object.entries(parsed.filters)) if (input[k] === undefined || input[k] === '') input[k] = v;
  }
  const q = parseListQuery(res, input);
  const params = new Set((source.params ?? []).map(columnOf));
  const own = new Map<string, Condition[]>();
  const outer: Condition[] = [];
  for (const c of q.where) {
    if (params.has(c.column)) {
      const name = source.params!.find((p) => columnOf(p) === c.column)!;
      own.set(name, [...(own.get(name) ?? []), c]);
    } else outer.push(c);
  }
  return { q: { ...q, where: outer }, own };
}

/** The source's rows (for a group with the member's name), filtered and sorted: a query to page or read by cursor. */
export function reportRows(db: DB, _res: DataResource, source: ReportSource, scope: ReportScope, rq: ReportQuery) {
  let inner = source.rows({ db, scope, own: rq.own });
  if (scope.group) inner = sql`select r.*, g.org_name as member_org_name from (${inner}) r join hrs_org g on g.id = r.org_id`;
  let q = applyConditions(db.selectFrom(sql`(${inner})`.as('r')).selectAll('r'), rq.q.where);
  for (const s of rq.q.sorts) q = q.orderBy(`r.${s.column}`, s.dir);
  return q;
}

const sumFields = (res: DataResource) => res.fields.filter((f) => f.sum);

/** A summed value as the API shows the field: money as exact text with its decimals, other numbers as numbers. */
function summaryValue(f: FieldDef, v: unknown) {
  if (v === null || v === undefined) return f.kind === 'money' ? new Money(0).toFixed(decimalsOf(f)) : 0;
  return f.kind === 'money' ? new Money(String(v)).toFixed(decimalsOf(f)) : Number(v);
}

/**
 * Runs a report's queries on PostgreSQL without JIT compilation (it costs more than it saves on
 * these short aggregations: 160 ms of a month's business analysis) and with room to sort in memory.
 * Read only: a report never writes.
 */
async function reportTransaction<T>(ctx: AppContext, fn: (db: DB) => Promise<T>): Promise<T> {
  if (ctx.dbKind !== 'postgres') return fn(ctx.db);
  return ctx.db
    .transaction()
    .setAccessMode('read only')
    .execute(async (trx) => {
      await sql`set local jit = off`.execute(trx);
      await sql`set local work_mem = '64MB'`.execute(trx);
      return fn(trx);
    });
}

/** GET /api/{report}: one page, the total and the summary. */
export async function reportList(ctx: AppContext, res: DataResource, orgId: number, userId: number, query: Record<string, unknown>) {
  const source = sourceOf(res)!;
  const scope = await reportScope(ctx.db, res, orgId, userId);
  const rq = parseReportQuery(res, source, query);
  return reportTransaction(ctx, (db) => listIn(db, res, source, scope, rq));
}

async function listIn(db: DB, res: DataResource, source: ReportSource, scope: ReportScope, rq: ReportQuery) {
  const sums = sumFields(res);
  const base = reportRows(db, res, source, scope, rq);
  const offset = (rq.q.current - 1) * rq.q.size;
  let total: number;
  let capped = false;
  let summary: Record<string, unknown> | undefined;
  let rows: Record<string, unknown>[];
  if (source.kind === 'aggregate') {
    // One pass: the page with the total and the sums over every matching row (window aggregates).
    const page = await base
      .select([
        sql<number>`count(*) over ()`.as('__total'),
        ...sums.map((f) => sql`sum(r.${sql.raw(`"${columnOf(f.name)}"`)}) over ()`.as(`__sum_${columnOf(f.name)}`)),
      ])
      .limit(rq.q.size)
      .offset(offset)
      .execute();
    rows = page as Record<string, unknown>[];
    if (rows.length) {
      total = Number(rows[0].__total);
      summary = Object.fromEntries(sums.map((f) => [f.name, summaryValue(f, rows[0][`__sum_${columnOf(f.name)}`])]));
    } else {
      // Past the last page: the totals still count.
      const t = await db
        .selectFrom(reportRows(db, res, source, scope, { ...rq, q: { ...rq.q, sorts: [] } }).as('t'))
        .select([
          sql<number>`count(*)`.as('n'),
          ...sums.map((f) => sql`sum(t.${sql.raw(`"${columnOf(f.name)}"`)})`.as(`s_${columnOf(f.name)}`)),
        ])
        .executeTakeFirstOrThrow();
      total = Number(t.n);
      summary = Object.fromEntries(sums.map((f) => [f.name, summaryValue(f, (t as any)[`s_${columnOf(f.name)}`])]));
    }
  } else {
    rows = (await base.limit(rq.q.size).offset(offset).execute()) as Record<string, unknown>[];
    const n = await countReportRows(db, res, source, scope, rq, TOTAL_CAP);
    total = Math.min(n, TOTAL_CAP);
    capped = n > TOTAL_CAP;
    if (sums.length && !capped) {
      const t = await db
        .selectFrom(reportRows(db, res, source, scope, { ...rq, q: { ...rq.q, sorts: [] } }).as('t'))
        .select(sums.map((f) => sql`sum(t.${sql.raw(`"${columnOf(f.name)}"`)})`.as(`s_${columnOf(f.name)}`)))
        .executeTakeFirstOrThrow();
      summary = Object.fromEntries(sums.map((f) => [f.name, summaryValue(f, (t as any)[`s_${columnOf(f.name)}`])]));
    }
  }
  return {
    records: rows.map((r) => recordOf(res, r)),
    total,
    totalCapped: capped,
    current: rq.q.current,
    size: rq.q.size,
    ...(summary ? { summary } : {}),
  };
}

/** How many rows match, counting at most cap + 1 (a detail report over millions of lines never scans to the end). */
export async function countReportRows(db: DB, res: DataResource, source: ReportSource, scope: ReportScope, rq: ReportQuery, cap: number) {
  const rows = reportRows(db, res, source, scope, { ...rq, q: { ...rq.q, sorts: [] } })
    .clearSelect()
    .select(sql.lit(1).as('one'))
    .limit(cap + 1);
  const r = await db.selectFrom(rows.as('c')).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}

/** A report row as the API shows it: the fields by name (money as text), its key as id. */
export function recordOf(res: DataResource, row: Record<string, unknown>) {
  const rec = toRecord(res, row);
  // Computed money has the field's decimals, as stored money has ("0" -> "0.00").
  for (const f of res.fields)
    if (f.kind === 'money' && rec[f.name] != null) rec[f.name] = new Money(String(rec[f.name])).toFixed(decimalsOf(f));
  delete rec.createdBy;
  delete rec.createTime;
  delete rec.updatedBy;
  delete rec.updateTime;
  return rec;
}
