import { sql } from 'kysely';
import type { DB } from '../db';
import type { Condition, ListQuery } from './list-query';
import { columnOf, type DataResource } from './model';

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

/** Every matching row in list order (no page): the caller adds limit/offset or reads it by cursor. */
export function listRowsQuery(db: DB, res: DataResource, orgId: number, q: Pick<ListQuery, 'where' | 'sorts'>) {
  let rows = filteredRows(res, orgId, q, db.selectFrom(res.table).selectAll());
  for (const s of q.sorts) rows = rows.orderBy(s.column, s.dir);
  return rows;
}

/** How many rows match, counting at most cap + 1 so a huge table is never scanned to the end. */
export async function countRows(db: DB, res: DataResource, orgId: number, q: Pick<ListQuery, 'where'>, cap: number): Promise<number> {
  const counted = await db
    .selectFrom(filteredRows(res, orgId, q, db.selectFrom(res.table).select(sql.lit(1).as('one'))).limit(cap + 1).as('capped'))
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(counted.n);
}
