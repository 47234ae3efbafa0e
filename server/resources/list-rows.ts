import { sql } from 'kysely';
import type { DB } from '../db';
import { runShaped } from '../db/statements';
import type { Condition, ListQuery } from './list-query';
import type { DataResource } from './model';

/**
 * The one place a resource's rows are narrowed: the organisation filter and the resource's view
 * condition (RouteDef.scope), then the list's filters and sort. The list answer, the export, the
 * import's "update existing" lookup and every read, update and delete of a record build on it, so
 * none of them can forget the tenant filter and a view never touches a row outside its condition.
 */
export function scoped(res: DataResource, orgId: number, q: any) {
  q = q.where(`${res.table}.org_id`, '=', orgId);
  for (const c of res.condition) {
    q = c.values.length === 1 ? q.where(`${res.table}.${c.column}`, '=', c.values[0]) : q.where(`${res.table}.${c.column}`, 'in', c.values);
  }
  for (const col of res.present) q = q.where(`${res.table}.${col}`, 'is not', null);
  return q;
}

export function applyConditions(q: any, where: Condition[]) {
  for (const c of where) {
    q = q.where(c.column, c.op, c.value);
  }
  return q;
}

/** A base query (selectFrom the resource's table) narrowed to the user's organisation and the filters. */
export const filteredRows = (res: DataResource, orgId: number, q: Pick<ListQuery, 'where'>, base: any) =>
  applyConditions(scoped(res, orgId, base), q.where);

/**
 * Every matching row in list order (no page): the caller adds limit/offset or reads it by cursor.
 * `columns` (`table.column`): only those, e.g. a list answer's projection; else every column.
 */
export function listRowsQuery(
  db: DB,
  res: DataResource,
  orgId: number,
  q: Pick<ListQuery, 'where' | 'sorts'>,
  columns?: readonly string[],
) {
  const base = db.selectFrom(res.table);
  let rows = filteredRows(res, orgId, q, columns ? base.select(columns as string[]) : base.selectAll());
  for (const s of q.sorts) rows = rows.orderBy(s.column, s.dir);
  return rows;
}

/** How many rows match, counting at most cap + 1 so a huge table is never scanned to the end. */
export const countQuery = (db: DB, res: DataResource, orgId: number, q: Pick<ListQuery, 'where'>, cap: number) =>
  db
    .selectFrom(
      filteredRows(res, orgId, q, db.selectFrom(res.table).select(sql.lit(1).as('one')))
        .limit(cap + 1)
        .as('capped'),
    )
    .select((eb) => eb.fn.countAll().as('n'));

export async function countRows(db: DB, res: DataResource, orgId: number, q: Pick<ListQuery, 'where'>, cap: number): Promise<number> {
  return Number((await countQuery(db, res, orgId, q, cap).executeTakeFirstOrThrow()).n);
}

/** The values a scoped, filtered query binds, in the order scoped() and applyConditions() add them. */
const filterParameters = (res: DataResource, orgId: number, q: Pick<ListQuery, 'where'>) => [
  orgId,
  ...res.condition.flatMap((c) => c.values),
  ...q.where.flatMap((c) => (c.op === 'in' ? (c.value as unknown[]) : [c.value])),
];

/** What decides a filtered query's SQL: the resource and each condition's column, operator and arity. */
const filterShape = (res: DataResource, q: Pick<ListQuery, 'where'>) =>
  `${res.name}|${q.where.map((c) => `${c.column} ${c.op}${c.op === 'in' ? (c.value as unknown[]).length : ''}`).join(';')}`;

/** The list call's page: its columns, in list order (what listPage runs; benchmarks explain it). */
export const pageQuery = (db: DB, res: DataResource, orgId: number, q: ListQuery, columns: readonly string[]) =>
  listRowsQuery(db, res, orgId, q, columns)
    .limit(q.size)
    .offset((q.current - 1) * q.size);

/** One page of a list in list order, the given columns only (its SQL compiled once per shape). */
export function listPage(db: DB, res: DataResource, orgId: number, q: ListQuery, columns: readonly string[]) {
  const offset = (q.current - 1) * q.size;
  const shape = `page|${filterShape(res, q)}|${q.sorts.map((s) => `${s.column} ${s.dir}`).join(',')}|${columns.join(',')}`;
  return runShaped<Record<string, unknown>>(db, shape, [...filterParameters(res, orgId, q), q.size, offset], () =>
    pageQuery(db, res, orgId, q, columns),
  );
}

/** countRows with its SQL compiled once per shape (the list call's total). */
export async function countPage(db: DB, res: DataResource, orgId: number, q: Pick<ListQuery, 'where'>, cap: number): Promise<number> {
  const rows = await runShaped<{ n: unknown }>(db, `count|${filterShape(res, q)}`, [...filterParameters(res, orgId, q), cap + 1], () =>
    countQuery(db, res, orgId, q, cap),
  );
  return Number(rows[0].n);
}

/**
 * The total a page tells by itself: one that is not full ends the list, so the rows before it and
 * on it are all there are (an empty page 1: none). Null when only a count can tell.
 */
export const totalFromPage = (q: Pick<ListQuery, 'current' | 'size'>, pageRows: number): number | null =>
  pageRows < q.size && (pageRows > 0 || q.current === 1) ? (q.current - 1) * q.size + pageRows : null;

/** The list call's total (capped at cap + 1): from the page when it tells it, else counted. */
export async function listTotal(db: DB, res: DataResource, orgId: number, q: ListQuery, pageRows: number, cap: number): Promise<number> {
  return totalFromPage(q, pageRows) ?? countPage(db, res, orgId, q, cap);
}

/**
 * The page taken from the matching rows, sorted after they are found, with how many matched (at
 * most cap + 1), in one statement: the filters run on their own in a MATERIALIZED CTE, which the
 * planner serves with the trigram index (no order to tempt it), and only the matches are sorted and
 * counted (`count(*) over ()`, taken before the limit). For a "contains" fragment the planner
 * cannot tell how many rows match, so with the sort and a limit in the same query it walks the sort
 * column's index and throws away every row before the first matches: 119,997 rows for order codes
 * containing "AE00012" out of 1,000,000 (README "Performance"). Counting in a statement of its own
 * read the 10,000 matches a second time.
 */
export function matchedPageQuery(db: DB, res: DataResource, orgId: number, q: ListQuery, columns: readonly string[], cap: number) {
  const bare = (c: string) => c.slice(c.lastIndexOf('.') + 1);
  const inner = [...new Set([...columns, ...q.sorts.map((s) => `${res.table}.${s.column}`)])];
  let rows = db
    .with(
      (cte) => cte('matched').materialized(),
      () => filteredRows(res, orgId, q, db.selectFrom(res.table).select(inner)).limit(cap + 1),
    )
    .selectFrom('matched')
    .select([...columns.map((c) => `matched.${bare(c)}`), sql<string>`count(*) over ()`.as(MATCHED)]);
  for (const s of q.sorts) rows = rows.orderBy(`matched.${s.column}`, s.dir);
  return rows.limit(q.size).offset((q.current - 1) * q.size);
}

/** The column of matchedPageQuery's rows that carries the count of matches (not a field: no column of a table starts with "__"). */
export const MATCHED = '__matched';

/** matchedPageQuery run (compiled once per shape): the page's rows without the count, and the count (null when the page is empty). */
async function matchedPage(db: DB, res: DataResource, orgId: number, q: ListQuery, columns: readonly string[], cap: number) {
  const shape = `matched|${filterShape(res, q)}|${q.sorts.map((s) => `${s.column} ${s.dir}`).join(',')}|${columns.join(',')}`;
  const found = await runShaped<Record<string, unknown>>(
    db,
    shape,
    [...filterParameters(res, orgId, q), cap + 1, q.size, (q.current - 1) * q.size],
    () => matchedPageQuery(db, res, orgId, q, columns, cap),
  );
  const matched = found.length ? Number(found[0][MATCHED]) : null;
  for (const row of found) delete row[MATCHED];
  return { rows: found, matched };
}

/**
 * How the list call finds its page and total (bench/list-orders.ts follows the same steps to EXPLAIN
 * the same statements):
 * - usually the page first, in list order, and the capped count only when the page is full;
 * - with a "contains" filter served by a trigram index (`countsFirst`), the matches first, by that
 *   index, capped at `cap` + 1, sorted and counted in one statement (matchedPageQuery); more than
 *   `cap` of them, and they are common enough for the walk in list order to meet a page of them early
 *   (a second statement). A page past the matches has no row to carry the count: it is counted.
 */
export const countsFirst = (q: Pick<ListQuery, 'where'>, trigram: boolean) => trigram && q.where.some((c) => c.op === 'ilike');

/** The list call's rows and total (capped at cap + 1), found as `countsFirst` says. */
export async function listPageAndTotal(
  db: DB,
  res: DataResource,
  orgId: number,
  q: ListQuery,
  columns: readonly string[],
  cap: number,
  trigram: boolean,
): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  if (countsFirst(q, trigram)) {
    const { rows, matched } = await matchedPage(db, res, orgId, q, columns, cap);
    const total = matched ?? (q.current === 1 ? 0 : await countPage(db, res, orgId, q, cap));
    return { rows: total <= cap ? rows : await listPage(db, res, orgId, q, columns), total };
  }
  const rows = await listPage(db, res, orgId, q, columns);
  return { rows, total: await listTotal(db, res, orgId, q, rows.length, cap) };
}
