import type { FieldDef } from '../../src/resources';
import { INT4_MAX, INT4_MIN, precisionOf, decimalsOf, validDate, validDateTime } from '../../src/schemas/fields';
import { badRequest } from '../http/envelope';
import { parseId } from '../http/ids';
import { columnOf, type DataResource } from './model';

export const MAX_PAGE_SIZE = 500;
/** Totals stop counting here: an honest "10000+" beats a full scan of millions of rows. */
export const TOTAL_CAP = 10_000;

export interface Condition {
  column: string;
  op: '=' | 'ilike' | '>=' | '<=' | 'in';
  value: unknown;
}

export interface ListQuery {
  current: number;
  size: number;
  sorts: { column: string; dir: 'asc' | 'desc' }[];
  where: Condition[];
  /** Fields asked for beyond the list columns (`fields=a,b`), each a readable field of the resource. */
  fields: string[];
}

const SORTABLE_SYSTEM: Record<string, string> = { id: 'id', createTime: 'create_time', updateTime: 'update_time' };

/**
 * The column a list may be sorted by `field`, or undefined: a field declared sortable, or a system
 * column the resource's rows have. A computed report's rows (RouteDef.source) carry `id` and their
 * fields only, not the stored tables' create/update times.
 */
export function sortColumnOf(res: DataResource, field: string): string | undefined {
  if (res.byName.get(field)?.sort) return columnOf(field);
  if (res.route.source && field !== 'id') return undefined;
  return Object.hasOwn(SORTABLE_SYSTEM, field) ? SORTABLE_SYSTEM[field] : undefined;
}

/**
 * Reads `current`, `size`, `sort=field,dir` (repeatable) and filters (`field`, `field_like`,
 * `field_gte`, `field_lte`, `field_in`, `id_in`) and `fields` (extra answer fields) against the
 * resource's declared fields. Anything undeclared is a 400 naming the parameter, never silently ignored.
 */
export function parseListQuery(res: DataResource, query: Record<string, unknown>): ListQuery {
  const errors: Record<string, string> = {};
  const one = (k: string) => {
    const v = query[k];
    return Array.isArray(v) ? String(v[v.length - 1]) : v === undefined ? undefined : String(v);
  };
  const current = intParam(one('current'), 1, 'current', errors, 1, 1_000_000);
  const size = intParam(one('size'), 20, 'size', errors, 1, MAX_PAGE_SIZE);

  const sorts: ListQuery['sorts'] = [];
  const rawSort = query.sort === undefined ? (res.route.defaultSort ? [res.route.defaultSort] : []) : ([] as unknown[]).concat(query.sort);
  for (const s of rawSort) {
    const [field, dir = 'asc'] = String(s).split(',');
    const column = sortColumnOf(res, field);
    if (!column) errors.sort = `不能按 ${field} 排序 (no sort by ${field})`;
    else if (!['asc', 'desc'].includes(dir)) errors.sort = `排序方向 ${dir} 无效，应为 asc 或 desc (sort direction must be asc or desc)`;
    else sorts.push({ column, dir: dir as 'asc' | 'desc' });
  }
  if (!sorts.some((s) => s.column === 'id')) sorts.push({ column: 'id', dir: 'desc' }); // stable pages

  const fields = (one('fields') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = fields.filter((name) => !res.readers.has(name));
  if (unknown.length) errors.fields = `未知的字段 ${unknown.join(',')} (unknown field)`;
  else if (fields.length > res.readers.size) errors.fields = '字段过多 (too many fields)';

  const where: Condition[] = [];
  for (const [param, raw] of Object.entries(query)) {
    if (param === 'current' || param === 'size' || param === 'sort' || param === 'fields') continue;
    const value = Array.isArray(raw) ? String(raw[raw.length - 1]) : String(raw);
    if (value === '') continue;
    if (param === 'id_in') {
      const ids = value.split(',').map(parseId);
      if (ids.some((n) => n === null) || ids.length > MAX_PAGE_SIZE) errors[param] = 'id 列表无效';
      else where.push({ column: 'id', op: 'in', value: ids });
      continue;
    }
    const m = /^(.+?)(?:_(like|gte|lte|in))?$/.exec(param)!;
    const [, name, suffix] = m;
    const f = res.byName.get(name);
    const allowed =
      f?.filter &&
      (!suffix ||
        (suffix === 'like' && f.filter === 'like') ||
        ((suffix === 'gte' || suffix === 'lte') && f.filter === 'range') ||
        (suffix === 'in' && f.filter === 'eq'));
    if (!f || !allowed) {
      errors[param] = `不支持的查询条件 ${param} (unknown filter)`;
      continue;
    }
    const column = columnOf(name);
    if (suffix === 'like') {
      where.push({ column, op: 'ilike', value: `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%` });
    } else if (suffix === 'in') {
      const parts = value.split(',');
      const bad = parts.find((p) => filterValue(f, p) === INVALID);
      if (bad !== undefined || parts.length > MAX_PAGE_SIZE) errors[param] = `${f.label['zh-CN']}的值无效`;
      else where.push({ column, op: 'in', value: parts.map((p) => filterValue(f, p)) });
    } else {
      const v = filterValue(f, value);
      if (v === INVALID) errors[param] = `${f.label['zh-CN']}的值无效`;
      else where.push({ column, op: suffix === 'gte' ? '>=' : suffix === 'lte' ? '<=' : '=', value: v });
    }
  }
  if (Object.keys(errors).length) throw badRequest('查询参数错误', errors);
  return { current, size, sorts, where, fields };
}

const INVALID = Symbol('invalid');

function filterValue(f: FieldDef, v: string): unknown {
  switch (f.kind) {
    case 'integer': {
      // Within the integer column: a larger number would be a database error, not an empty list.
      const n = /^-?\d{1,10}$/.test(v) ? Number(v) : NaN;
      return n >= INT4_MIN && n <= INT4_MAX ? n : INVALID;
    }
    case 'ref':
      return parseId(v) ?? INVALID;
    case 'number':
    case 'money':
    case 'weight': {
      // At most the column's digits before and after the point.
      const whole = precisionOf(f) - decimalsOf(f);
      const m = /^-?(\d+)(?:\.(\d+))?$/.exec(v);
      return m && m[1].replace(/^0+(?=\d)/, '').length <= whole && (m[2]?.length ?? 0) <= Math.max(decimalsOf(f), 6) ? v : INVALID;
    }
    case 'date':
      return validDate(v) ? v : INVALID;
    case 'datetime':
      // PostgreSQL reads the checked ISO text itself (in the session's time zone when it has no offset).
      return validDateTime(v) ? v : INVALID;
    case 'boolean':
      return v === 'true' ? true : v === 'false' ? false : INVALID;
    case 'enum':
      return f.options?.some((o) => o.value === v) ? v : INVALID;
    default:
      return v.length <= 200 ? v : INVALID;
  }
}

function intParam(v: string | undefined, d: number, name: string, errors: Record<string, string>, min: number, max: number) {
  if (v === undefined || v === '') return d;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) {
    errors[name] = `${name} 必须是 ${min} 到 ${max} 之间的整数`;
    return d;
  }
  return n;
}
