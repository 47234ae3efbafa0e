import { sql } from 'kysely';
import type { DB } from '../db';
import { ident } from '../db/tables';

/**
 * Document numbers the server gives when the user leaves them empty: a prefix, the month and a
 * running number of that month in the organisation ("DN202604-0007"). The unique index on the
 * column still decides between two writers that pick the same number at once (409, try again).
 */
export async function nextNumber(db: DB, orgId: number, table: string, column: string, prefix: string, day: string): Promise<string> {
  const stem = `${prefix}${day.slice(0, 4)}${day.slice(5, 7)}-`;
  // "from" takes an integer: given as text, substring() would read it as a regular expression.
  const from = sql`${stem.length + 1}::int`;
  const r = await sql<{ n: number | null }>`
    select max(substring(${sql.raw(ident(column))} from ${from})::int) as n
    from ${sql.raw(ident(table))}
    where org_id = ${orgId} and ${sql.raw(ident(column))} like ${`${stem}%`} and substring(${sql.raw(ident(column))} from ${from}) ~ '^[0-9]{1,9}$'`.execute(
    db,
  );
  const n = Number(r.rows[0]?.n ?? 0) + 1;
  return `${stem}${String(n).padStart(4, '0')}`;
}
