import { sql } from 'kysely';
import type { DB } from '../db';
import { columnOf, type DataResource } from './model';

/**
 * Some registry routes live in tables the platform declares itself (users and roles in the identity
 * tables), whose columns may be NOT NULL. The database is asked once at start which of a resource's
 * field columns refuse null and whether they have a default, so that writing null there is a 400
 * naming the field instead of a database error.
 */
export async function readNotNullColumns(db: DB, resources: Iterable<DataResource>) {
  const { rows } = await sql<{ table_name: string; column_name: string; has_default: boolean }>`
    select table_name, column_name, column_default is not null as has_default
    from information_schema.columns
    where table_schema = current_schema() and is_nullable = 'NO'`.execute(db);
  const byTable = new Map<string, Map<string, boolean>>();
  for (const r of rows) {
    if (!byTable.has(r.table_name)) byTable.set(r.table_name, new Map());
    byTable.get(r.table_name)!.set(r.column_name, r.has_default === true);
  }
  for (const res of resources) {
    const cols = byTable.get(res.table);
    const notNull = new Map<string, boolean>();
    for (const f of res.fields) {
      const hasDefault = cols?.get(columnOf(f.name));
      if (hasDefault !== undefined && !f.writeOnly) notNull.set(f.name, hasDefault);
    }
    res.notNull = notNull;
  }
}

const MESSAGE = { 'zh-CN': (l: string) => `${l}不能为空`, 'en-US': (l: string) => `${l} may not be empty` } as const;

/**
 * Null in a NOT NULL column: left out on create when the column has a default (the default applies),
 * otherwise field -> message. Mutates `values` (drops those nulls).
 */
export function notNullProblems(
  res: Pick<DataResource, 'byName' | 'notNull'>,
  values: Record<string, unknown>,
  create: boolean,
  lang: 'zh-CN' | 'en-US' = 'zh-CN',
) {
  const errors: Record<string, string> = {};
  if (!res.notNull?.size) return errors;
  for (const [name, hasDefault] of res.notNull) {
    if (!(name in values) || values[name] !== null) continue;
    if (create && hasDefault) delete values[name];
    else errors[name] = MESSAGE[lang](res.byName.get(name)!.label[lang]);
  }
  return errors;
}
