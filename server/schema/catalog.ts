import { sql } from 'kysely';
import type { DB } from '../db';

/**
 * What the database holds now, for the tables a plan touches: columns with their SQL types and the
 * indexes with their columns. The engine plans from this, not from what a definition says was
 * there, so a plan is right whatever happened before (a database of an older release, a file route
 * made before definitions were kept, a change rolled back).
 */

export interface ColumnInfo {
  name: string;
  /** Normalised like ColumnDef['type']: text, integer, bigint, numeric(18,2), date, timestamptz, boolean, jsonb, uuid... */
  type: string;
  notNull: boolean;
}

export interface IndexInfo {
  name: string;
  columns: string[];
  unique: boolean;
  primary: boolean;
  /** A trigram GIN index (the "contains" filters). */
  trgm: boolean;
  /** Partial or over expressions: not one the engine declares, never touched. */
  special: boolean;
}

export interface TableInfo {
  name: string;
  columns: Map<string, ColumnInfo>;
  indexes: IndexInfo[];
}

export type Catalog = Map<string, TableInfo>;

function normaliseType(dataType: string, precision: number | null, scale: number | null): string {
  switch (dataType) {
    case 'numeric':
      return precision == null ? 'numeric' : `numeric(${precision},${scale ?? 0})`;
    case 'timestamp with time zone':
      return 'timestamptz';
    case 'timestamp without time zone':
      return 'timestamp';
    case 'character varying':
      return 'varchar';
    default:
      return dataType;
  }
}

/** The catalog of the named tables that exist (a name that is no table is simply absent). */
export async function readCatalog(db: DB, tables: Iterable<string>): Promise<Catalog> {
  const names = [...new Set(tables)];
  const out: Catalog = new Map();
  if (!names.length) return out;
  const cols = await sql<{
    table_name: string;
    column_name: string;
    data_type: string;
    numeric_precision: number | null;
    numeric_scale: number | null;
    is_nullable: string;
  }>`
    select table_name, column_name, data_type, numeric_precision, numeric_scale, is_nullable
    from information_schema.columns
    where table_schema = current_schema() and table_name in (${sql.join(names)})
    order by table_name, ordinal_position`.execute(db);
  for (const c of cols.rows) {
    let t = out.get(c.table_name);
    if (!t) out.set(c.table_name, (t = { name: c.table_name, columns: new Map(), indexes: [] }));
    t.columns.set(c.column_name, {
      name: c.column_name,
      type: normaliseType(
        c.data_type,
        c.numeric_precision == null ? null : Number(c.numeric_precision),
        c.numeric_scale == null ? null : Number(c.numeric_scale),
      ),
      notNull: c.is_nullable === 'NO',
    });
  }
  if (!out.size) return out;
  const ix = await sql<{
    table_name: string;
    index_name: string;
    is_unique: boolean;
    is_primary: boolean;
    method: string;
    special: boolean;
    columns: string[] | string;
    opclasses: string[] | string;
  }>`
    select t.relname as table_name, i.relname as index_name, x.indisunique as is_unique, x.indisprimary as is_primary,
      am.amname as method, (x.indpred is not null or x.indexprs is not null) as special,
      array(select a.attname::text from unnest(x.indkey::int2[]) with ordinality k(attnum, ord)
            join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum order by k.ord)::text[] as columns,
      array(select o.opcname::text from unnest(x.indclass::oid[]) with ordinality k(opc, ord)
            join pg_opclass o on o.oid = k.opc order by k.ord)::text[] as opclasses
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    join pg_namespace n on n.oid = t.relnamespace
    join pg_am am on am.oid = i.relam
    where n.nspname = current_schema() and t.relname in (${sql.join([...out.keys()])})`.execute(db);
  for (const r of ix.rows) {
    const columns = pgArray(r.columns);
    out.get(r.table_name)?.indexes.push({
      name: r.index_name,
      columns,
      unique: r.is_unique === true,
      primary: r.is_primary === true,
      trgm: r.method === 'gin' && pgArray(r.opclasses).every((o) => o === 'gin_trgm_ops'),
      special: r.special === true || (r.method !== 'btree' && r.method !== 'gin'),
    });
  }
  return out;
}

/** A text[] as the driver gives it: an array (PGlite, pg) or its literal '{a,b}' (a driver without the parser). */
function pgArray(v: string[] | string): string[] {
  if (Array.isArray(v)) return v;
  const inner = String(v).replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map((s) => s.replace(/^"|"$/g, '')) : [];
}
