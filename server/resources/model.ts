import type { FieldDef, ResolvedRoute } from '../../src/resources';
import { decimalsOf } from '../../src/schemas/fields';
import { ident, type ColumnDef, type IndexDef, type TableDef } from '../db/tables';

/** Columns every data table carries besides its fields; clients never write them. */
export const SYSTEM_FIELDS = ['id', 'orgId', 'createdBy', 'createTime', 'updatedBy', 'updateTime'] as const;

export const columnOf = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A data resource: a route with fields, resolved to its table and columns. */
export interface DataResource {
  route: ResolvedRoute;
  name: string;
  table: string;
  fields: FieldDef[];
  byName: Map<string, FieldDef>;
  /** Fixed conditions (column -> value) every query of this resource adds, e.g. an audit module. */
  scope: Record<string, string>;
  readOnly: boolean;
}

export function dataResources(routes: readonly ResolvedRoute[]): Map<string, DataResource> {
  const out = new Map<string, DataResource>();
  for (const r of routes) {
    if (!r.fields?.length) continue;
    const table = r.table ?? r.name;
    ident(table);
    for (const f of r.fields) ident(columnOf(f.name));
    out.set(r.name, {
      route: r, name: r.name, table, fields: r.fields,
      byName: new Map(r.fields.map((f) => [f.name, f])),
      scope: r.scope ?? {},
      readOnly: r.kind !== 'crud',
    });
  }
  return out;
}

function sqlType(f: FieldDef): ColumnDef['type'] {
  switch (f.kind) {
    case 'integer': return 'integer';
    case 'ref': return 'bigint';
    case 'number': return `numeric(18,${decimalsOf(f)})`;
    case 'money': return `numeric(18,${decimalsOf(f)})`;
    case 'weight': return `numeric(16,${decimalsOf(f)})`;
    case 'date': return 'date';
    case 'datetime': return 'timestamptz';
    case 'boolean': return 'boolean';
    default: return 'text';
  }
}

/**
 * The tables of the data resources. Routes sharing a table contribute the union of their fields;
 * indexes follow what the list screens do: filter and sort per organisation, unique natural codes.
 */
export function resourceTables(resources: Iterable<DataResource>): TableDef[] {
  const tables = new Map<string, { columns: Map<string, ColumnDef>; indexes: Map<string, IndexDef> }>();
  for (const res of resources) {
    let t = tables.get(res.table);
    if (!t) {
      t = { columns: new Map(), indexes: new Map() };
      for (const c of [
        { name: 'id', type: 'id' },
        { name: 'org_id', type: 'bigint', notNull: true },
        { name: 'created_by', type: 'bigint' },
        { name: 'create_time', type: 'timestamptz', notNull: true, default: 'now()' },
        { name: 'updated_by', type: 'bigint' },
        { name: 'update_time', type: 'timestamptz', notNull: true, default: 'now()' },
      ] as ColumnDef[]) t.columns.set(c.name, c);
      t.indexes.set('org_id,create_time', { columns: ['org_id', 'create_time'] });
      tables.set(res.table, t);
    }
    for (const f of res.fields) {
      if (f.writeOnly) continue;
      const col = columnOf(f.name);
      if (!t.columns.has(col)) t.columns.set(col, { name: col, type: sqlType(f) });
      if (f.filter === 'like') t.indexes.set(`t:${col}`, { columns: [col], method: 'trgm' });
      if (f.unique) t.indexes.set(`u:${col}`, { columns: ['org_id', col], unique: true });
      else if (f.sort || f.filter === 'eq' || f.filter === 'range' || f.kind === 'ref') t.indexes.set(col, { columns: ['org_id', col] });
    }
    for (const col of Object.keys(res.scope)) t.indexes.set(col, { columns: ['org_id', col] });
  }
  return [...tables].map(([name, t]) => ({ name, columns: [...t.columns.values()], indexes: [...t.indexes.values()] }));
}

/** A database row as the API shows it: camelCase names, numbers as numbers. */
export function toRecord(res: DataResource, row: Record<string, unknown>) {
  const out: Record<string, unknown> = {
    id: row.id, createdBy: row.created_by ?? null, createTime: row.create_time,
    updatedBy: row.updated_by ?? null, updateTime: row.update_time,
  };
  for (const f of res.fields) {
    if (f.writeOnly) continue;
    const v = row[columnOf(f.name)];
    out[f.name] =
      v == null ? null
      : f.kind === 'number' || f.kind === 'money' || f.kind === 'weight' ? Number(v)
      : f.kind === 'enum' ? String(v) // an enum over an integer column (user status) still reads as its option value
      : v;
  }
  return out;
}

/** Validated values to columns; write-only values are for the resource's hook, not for a column. */
export function toColumns(res: DataResource, values: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([k]) => !res.byName.get(k)?.writeOnly)
      .map(([k, v]) => [columnOf(k), v === undefined ? null : v]),
  );
}
