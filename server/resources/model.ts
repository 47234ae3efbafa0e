import type { FieldDef, ResolvedRoute } from '../../src/resources';
import { decimalsOf, precisionOf } from '../../src/schemas/fields';
import { isSafeUrl, isUrlField, safeUrlOrNull } from '../../src/schemas/rules';
import { ident, type ColumnDef, type IndexDef, type TableDef } from '../db/tables';

/** Columns every data table carries besides its fields; clients never write them. */
export const SYSTEM_FIELDS = ['id', 'orgId', 'createdBy', 'createTime', 'updatedBy', 'updateTime'] as const;

const columns = new Map<string, string>();
/** A field's column (orderCode -> order_code); remembered, as lists and imports ask per row and field. */
export function columnOf(field: string): string {
  let c = columns.get(field);
  if (c === undefined) {
    c = field.replace(/[A-Z]/g, (x) => `_${x.toLowerCase()}`);
    if (columns.size < 10_000) columns.set(field, c);
  }
  return c;
}

/** A data resource: a route with fields, resolved to its table and columns. */
export interface DataResource {
  route: ResolvedRoute;
  name: string;
  table: string;
  fields: FieldDef[];
  byName: Map<string, FieldDef>;
  /**
   * The view condition (RouteDef.scope): every query and write of this resource adds it, as it adds
   * the organisation. One value per condition is what a create through the resource sets.
   */
  condition: ViewCondition[];
  /** Columns every row of the route has set (RouteDef.present), added beside the condition. */
  present: string[];
  /** Every field declared for the table by any route (the resource's own plus its sibling views'). */
  tableFields: FieldDef[];
  readOnly: boolean;
  /** Fields whose column refuses null -> whether it has a default (server/resources/not-null.ts). */
  notNull?: Map<string, boolean>;
  /** How each readable field (system fields first) goes from its column to the API, worked out once. */
  readers: Map<string, ColumnReader>;
  /** The whole record (show, edit, writes' answers). */
  full: Projection;
  /** What the list screen shows: id and the fields declared `list: true` (views declare their own). */
  list: Projection;
}

/** One API field read from its column. */
export interface ColumnReader {
  name: string;
  column: string;
  read: (v: unknown) => unknown;
}

/** The fields an answer carries: the columns to select and the function making a record of a row. */
export interface Projection {
  names: readonly string[];
  /** `table.column` of each field, for a select list. */
  columns: readonly string[];
  toRecord: (row: Record<string, unknown>) => Record<string, unknown>;
}

export interface ViewCondition {
  field: string;
  column: string;
  values: string[];
}

/** The view condition of a route, checked against the identifiers rule (the values go as parameters). */
export function viewCondition(r: ResolvedRoute): ViewCondition[] {
  return Object.entries(r.scope ?? {}).map(([field, v]) => {
    const values = Array.isArray(v) ? v : [v];
    if (!values.length) throw new Error(`${r.path}: the view condition on ${field} names no value`);
    const column = columnOf(field);
    ident(column);
    return { field, column, values };
  });
}

/** The one value a view fixes for a field (e.g. a bill view's billType), or undefined. */
export const fixedValue = (res: Pick<DataResource, 'condition'>, field: string): string | undefined => {
  const c = res.condition.find((x) => x.field === field);
  return c?.values.length === 1 ? c.values[0] : undefined;
};

/** Whether a row's (or record's) values satisfy a view condition; `get` reads a condition's value. */
export const insideCondition = (condition: ViewCondition[], get: (c: ViewCondition) => unknown) =>
  condition.every((c) => c.values.includes(String(get(c))));

export function dataResources(routes: readonly ResolvedRoute[]): Map<string, DataResource> {
  const out = new Map<string, DataResource>();
  const tableFields = new Map<string, Map<string, FieldDef>>();
  for (const r of routes) {
    if (!r.fields?.length) continue;
    const table = r.table ?? r.name;
    // A computed report (route.source) has no table: its rows come from its SQL source.
    if (!r.source) ident(table);
    for (const f of r.fields) ident(columnOf(f.name));
    if (!tableFields.has(table)) tableFields.set(table, new Map());
    const union = tableFields.get(table)!;
    for (const f of r.fields) if (!union.has(f.name)) union.set(f.name, f);
    const readers = readersOf(r.fields);
    const listNames = ['id', ...r.fields.filter((f) => f.list && !f.writeOnly).map((f) => f.name)];
    out.set(r.name, {
      route: r,
      name: r.name,
      table,
      fields: r.fields,
      byName: new Map(r.fields.map((f) => [f.name, f])),
      condition: viewCondition(r),
      present: (r.present ?? []).map((name) => {
        if (!r.fields!.some((f) => f.name === name)) throw new Error(`${r.path}: present names ${name}, which is not one of its fields`);
        return columnOf(name);
      }),
      tableFields: [],
      readOnly: r.kind !== 'crud',
      readers,
      full: projection(table, readers, [...readers.keys()]),
      list: projection(table, readers, listNames),
    });
  }
  for (const res of out.values()) {
    res.tableFields = [...tableFields.get(res.table)!.values()];
    for (const c of res.condition) {
      if (!tableFields.get(res.table)!.has(c.field))
        throw new Error(`${res.route.path}: the view condition names ${c.field}, which no route of ${res.table} declares`);
    }
  }
  return out;
}

const asIs = (v: unknown) => v;
const asNumber = (v: unknown) => (v == null ? null : Number(v));
// An enum over an integer column (user status) still reads as its option value.
const asString = (v: unknown) => (v == null ? null : String(v));
const orNull = (v: unknown) => v ?? null;

function readersOf(fields: FieldDef[]): Map<string, ColumnReader> {
  const readers = new Map<string, ColumnReader>([
    ['id', { name: 'id', column: 'id', read: asIs }],
    ['createdBy', { name: 'createdBy', column: 'created_by', read: orNull }],
    ['createTime', { name: 'createTime', column: 'create_time', read: asIs }],
    ['updatedBy', { name: 'updatedBy', column: 'updated_by', read: orNull }],
    ['updateTime', { name: 'updateTime', column: 'update_time', read: asIs }],
  ]);
  for (const f of fields) {
    if (f.writeOnly) continue;
    // Money stays exact decimal text; an enum over an integer column (user status) reads as its option value.
    // A stored address goes out only under the URL rule (a row from before the rule reads as null).
    const read =
      f.kind === 'number' || f.kind === 'weight'
        ? asNumber
        : f.kind === 'money' || f.kind === 'enum'
          ? asString
          : isUrlField(f)
            ? safeUrlOrNull
            : f.kind === 'list' && f.items?.some(isUrlField)
              ? safeListOf(f.items)
              : orNull;
    readers.set(f.name, { name: f.name, column: columnOf(f.name), read });
  }
  return readers;
}

/** A sub-row list whose rows hold addresses: each row's address fields under the URL rule. */
function safeListOf(items: FieldDef[]) {
  const names = items.filter(isUrlField).map((i) => i.name);
  return (v: unknown) => {
    if (!Array.isArray(v)) return v ?? null;
    return v.map((row) => {
      if (!row || typeof row !== 'object') return row;
      const r = row as Record<string, unknown>;
      return names.some((n) => r[n] != null && !isSafeUrl(r[n]))
        ? Object.fromEntries(Object.entries(r).map(([k, x]) => [k, names.includes(k) ? safeUrlOrNull(x) : x]))
        : r;
    });
  };
}

/** The answer's fields `names` (readable ones, checked by the caller) of a resource's rows. */
export function projection(table: string, readers: Map<string, ColumnReader>, names: readonly string[]): Projection {
  const list = names.map((n) => readers.get(n)!);
  const n = list.length;
  return {
    names,
    columns: list.map((r) => `${table}.${r.column}`),
    toRecord(row) {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < n; i++) {
        const r = list[i];
        out[r.name] = r.read(row[r.column]);
      }
      return out;
    },
  };
}

/**
 * The list answer's fields: the list columns plus those a `fields` parameter names (any readable
 * field of the resource, system fields included). Projections are remembered per resource and set.
 */
export function listProjection(res: DataResource, extra: readonly string[]): Projection {
  if (!extra.length) return res.list;
  const names = [...new Set([...res.list.names, ...extra])];
  const key = names.join(',');
  let cache = projections.get(res);
  if (!cache) projections.set(res, (cache = new Map()));
  let p = cache.get(key);
  if (!p) {
    p = projection(res.table, res.readers, names);
    if (cache.size < 200) cache.set(key, p);
  }
  return p;
}
const projections = new WeakMap<DataResource, Map<string, Projection>>();

/** The SQL type of a field's column (the schema engine converts a column when it changes). */
export function sqlType(f: FieldDef): ColumnDef['type'] {
  switch (f.kind) {
    case 'integer':
      return 'integer';
    case 'ref':
      return 'bigint';
    case 'number':
    case 'money':
    case 'weight':
      return `numeric(${precisionOf(f)},${decimalsOf(f)})`;
    case 'date':
      return 'date';
    case 'datetime':
      return 'timestamptz';
    case 'boolean':
      return 'boolean';
    case 'list':
    case 'party':
      return 'jsonb';
    case 'uuid':
      return 'uuid';
    default:
      return 'text';
  }
}

/** Field kinds whose columns hold payload (long texts, JSON lists) rather than values a query picks rows by. */
const PAYLOAD_KINDS = new Set<FieldDef['kind']>(['textarea', 'richtext', 'list', 'party']);

/**
 * The tables of the data resources. Routes sharing a table contribute the union of their fields;
 * indexes follow what the list screens do: filter and sort per organisation, unique natural codes.
 */
export function resourceTables(resources: Iterable<DataResource>): TableDef[] {
  const payloads = new Set<string>();
  const queried = new Set<string>();
  const tables = new Map<
    string,
    { columns: Map<string, ColumnDef>; indexes: Map<string, IndexDef>; statistics: Map<string, string[]>; target?: number }
  >();
  for (const res of resources) {
    if (res.route.source) continue;
    let t = tables.get(res.table);
    if (!t) {
      t = { columns: new Map(), indexes: new Map(), statistics: new Map() };
      for (const c of [
        { name: 'id', type: 'id' },
        { name: 'org_id', type: 'bigint', notNull: true },
        { name: 'created_by', type: 'bigint' },
        { name: 'create_time', type: 'timestamptz', notNull: true, default: 'now()' },
        { name: 'updated_by', type: 'bigint' },
        { name: 'update_time', type: 'timestamptz', notNull: true, default: 'now()' },
      ] as ColumnDef[])
        t.columns.set(c.name, c);
      t.indexes.set('org_id,create_time', { columns: ['org_id', 'create_time'] });
      tables.set(res.table, t);
    }
    // Routes sharing a table that declare a statistics target: the largest of them.
    if (res.route.statisticsTarget !== undefined) t.target = Math.max(t.target ?? 0, res.route.statisticsTarget);
    for (const f of res.fields) {
      if (f.writeOnly) continue;
      const col = columnOf(f.name);
      // A payload column of every route on the table (no filter, search, sort or key): no planner statistics.
      const payload = PAYLOAD_KINDS.has(f.kind) && !f.filter && !f.search && !f.sort && !f.unique;
      (payload ? payloads : queried).add(`${res.table}.${col}`);
      // A uuid is generated by the database, also for rows that exist when the column is added.
      if (!t.columns.has(col))
        t.columns.set(col, { name: col, type: sqlType(f), ...(f.kind === 'uuid' ? { default: 'gen_random_uuid()', notNull: true } : {}) });
      // Share codes are looked up without an organisation (public pages), so they are unique table-wide.
      if (f.kind === 'uuid') t.indexes.set(`u:${col}`, { columns: [col], unique: true });
      if (f.filter === 'like' || f.search === 'contains') t.indexes.set(`t:${col}`, { columns: [col], method: 'trgm' });
      // The top bar's search by number reads the start of the value (docs/search.md).
      if (f.search === 'prefix') t.indexes.set(`p:${col}`, { columns: ['org_id', col], method: 'prefix' });
      if (f.unique) t.indexes.set(`u:${col}`, { columns: ['org_id', col], unique: true });
      else if (f.kind === 'uuid') continue;
      // (Not over one a sibling view widened with its tabs, below.)
      else if ((f.sort || f.filter === 'eq' || f.filter === 'range' || f.kind === 'ref') && !t.indexes.has(col))
        t.indexes.set(col, { columns: ['org_id', col] });
    }
    // A view's default list (its condition, in its default order) reads an index in order.
    const [sortField] = (res.route.defaultSort ?? '').split(',');
    const sortColumn = sortField === 'createTime' ? 'create_time' : res.byName.get(sortField)?.sort ? columnOf(sortField) : null;
    const sorted = sortColumn ? [sortColumn] : [];
    const conditions = res.condition.map((c) => c.column);
    // The list's tabs: enum columns it shows and filters by equality (订单状态). A tab in the list's
    // order reads (org, tab, sort) in order; inside a view it reads (org, condition, tab, sort), led
    // by the view's discriminator, so the page and its capped count stay on one index however the
    // two columns are correlated (README "Performance").
    const tabs = res.fields
      .filter((f) => f.list && f.kind === 'enum' && f.filter === 'eq' && !f.writeOnly)
      .map((f) => columnOf(f.name))
      .filter((col) => !conditions.includes(col));
    for (const tab of tabs) t.indexes.set(`${tab},${sorted}`, { columns: ['org_id', tab, ...sorted] });
    // A column filtered by equality carries the tabs and the list's order in its index: destination
    // LAX + 已交付, newest first, is read from the index in order, instead of walking the delivered
    // orders backwards in the hope of meeting LAX soon (a rare pair the planner cannot foresee).
    if (tabs.length) {
      for (const f of res.fields) {
        const col = columnOf(f.name);
        const plain = t.indexes.get(col);
        if (
          f.list &&
          f.kind !== 'enum' &&
          (f.filter === 'eq' || f.filter === 'like' || f.kind === 'ref') &&
          plain &&
          !plain.unique &&
          plain.columns.length === 2
        ) {
          t.indexes.set(col, { columns: ['org_id', col, ...tabs, ...sorted] });
        }
      }
    }
    for (const c of conditions) {
      if (!t.indexes.has(c)) t.indexes.set(c, { columns: ['org_id', c] });
      if (sortColumn) t.indexes.set(`${c},${sortColumn}`, { columns: ['org_id', c, sortColumn] });
      for (const tab of tabs) t.indexes.set(`${c},${tab},${sorted}`, { columns: ['org_id', c, tab, ...sorted] });
    }
    for (const col of res.present) t.indexes.set(col, { columns: ['org_id', col] });
    // Filters a view combines with its tabs and its condition: the planner learns how their values go
    // together (CREATE STATISTICS ... (dependencies, mcv)) instead of assuming them independent, so a
    // rare pair (destination LAX + 已交付) is not taken for thousands of rows. Views only: they sit
    // on the large tables (the orders), and each statistics object costs every ANALYZE some time.
    if (!conditions.length) continue;
    const combined = res.fields
      .filter((f) => f.list && !f.unique && !f.writeOnly && (f.filter === 'eq' || f.filter === 'like'))
      .map((f) => columnOf(f.name))
      .filter((col) => !tabs.includes(col) && !conditions.includes(col));
    const keys = [...conditions, ...tabs];
    if (keys.length > 1) t.statistics.set(keys.join(','), keys.slice(0, 8));
    for (const col of combined) t.statistics.set([col, ...keys].join(','), [col, ...keys].slice(0, 8));
  }
  const noStatistics = (table: string, c: ColumnDef) => payloads.has(`${table}.${c.name}`) && !queried.has(`${table}.${c.name}`);
  return [...tables].map(([name, t]) => ({
    name,
    columns: [...t.columns.values()].map((c) => (noStatistics(name, c) ? { ...c, noStatistics: true } : c)),
    indexes: withoutPrefixes([...t.indexes.values()]),
    statistics: [...t.statistics.values()],
    ...(t.target !== undefined ? { statisticsTarget: t.target } : {}),
  }));
}

/** A plain index whose columns begin another's is redundant: the longer one serves its lookups too. */
function withoutPrefixes(indexes: IndexDef[]): IndexDef[] {
  const plain = (ix: IndexDef) => !ix.unique && !ix.method && !ix.where;
  const longer = indexes.filter(plain);
  return indexes.filter(
    (ix) => !plain(ix) || !longer.some((o) => o.columns.length > ix.columns.length && ix.columns.every((c, i) => o.columns[i] === c)),
  );
}

/** A database row as the API shows it: camelCase names, numbers as numbers, money as exact decimal text. */
export const toRecord = (res: DataResource, row: Record<string, unknown>) => res.full.toRecord(row);

const JSON_KINDS = new Set(['list', 'party']);

/** Validated values to columns; write-only values are for the resource's hook, not for a column. */
export function toColumns(res: DataResource, values: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const k in values) {
    const f = res.byName.get(k);
    if (f?.writeOnly) continue;
    const v = values[k];
    // jsonb parameters go as JSON text: the pg driver would send a JS array as a SQL array literal.
    out[columnOf(k)] = v === undefined || v === null ? null : JSON_KINDS.has(f?.kind ?? 'text') ? JSON.stringify(v) : v;
  }
  return out;
}
