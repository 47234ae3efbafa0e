import { CompiledQuery } from 'kysely';
import type { DB } from './index';
import { ident } from './tables';

/** Parameters per statement stay well under PostgreSQL's 65535. */
const MAX_PARAMS = 30_000;

/**
 * Inserts many rows (column -> value) in as few multi-row INSERT statements as the parameter limit
 * allows, and answers the stored rows (all columns, or the ones named) when `returning` is set. A column a row lacks takes its
 * DEFAULT, as Kysely's insert does; the statement text is built here because Kysely builds a node
 * per value, which made a third of a 100,000-row import's garbage. Values go as parameters only;
 * table and column names are checked identifiers.
 */
export async function insertRows(
  db: DB,
  table: string,
  rows: Record<string, unknown>[],
  returning: '*' | string[] | null = null,
): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  if (!rows.length) return out;
  const cols = [...new Set(rows.flatMap((r) => Object.keys(r).filter((k) => r[k] !== undefined)))];
  const names = cols.map(ident).join(', ');
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / Math.max(1, cols.length)));
  for (let at = 0; at < rows.length; at += perStatement) {
    const chunk = rows.slice(at, at + perStatement);
    const params: unknown[] = [];
    // A value every row of the statement shares (the organisation, the user, a column left empty)
    // goes once, as one parameter all rows name.
    const shared = cols.map((c) => {
      const v = chunk[0][c];
      return v !== undefined && (v === null || typeof v !== 'object') && chunk.every((r) => r[c] === v) ? `$${params.push(v)}` : null;
    });
    const tuples: string[] = [];
    for (const r of chunk) {
      let t = '(';
      for (let i = 0; i < cols.length; i++) {
        const v = r[cols[i]];
        t += (i ? ', ' : '') + (shared[i] ?? (v === undefined ? 'default' : `$${params.push(v)}`));
      }
      tuples.push(`${t})`);
    }
    const back = returning === '*' ? ' returning *' : returning?.length ? ` returning ${returning.map(ident).join(', ')}` : '';
    const text = `insert into ${ident(table)} (${names}) values ${tuples.join(', ')}${back}`;
    const r = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(text, params));
    if (returning) for (const row of r.rows) out.push(row);
  }
  return out;
}
