import type { CrudFilter } from '@refinedev/core';
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldDef } from '../../resources';
import { filterPairs } from '../../providers/data';
import type { DatePreset } from '../../schemas/list-views';
import { presetOf, presetRange } from './datePresets';
import { isEmptyValue } from './format';

/** A number range of the filter form: either end may be left open. */
export interface NumberRange {
  from?: number | null;
  to?: number | null;
}

/** What the filter form holds per field: a value, a [start, end] date pair, or a number range. */
export type FilterValues = Record<string, unknown>;

export const filterFieldsOf = (fields: FieldDef[]) => fields.filter((f) => f.filter);

export const isDateKind = (f: FieldDef) => f.kind === 'date' || f.kind === 'datetime';

const isDayjs = (v: unknown): v is Dayjs => typeof v === 'object' && v !== null && typeof (v as Dayjs).format === 'function';

/**
 * The filter form's values as Refine filters in the CRUD contract's terms: 'eq' -> `field=value`,
 * 'like' -> contains (`field_like`), 'range' -> gte/lte (`field_gte`, `field_lte`). Dates go as
 * 'YYYY-MM-DD' (the server compares date columns with that), datetimes as the day's first and last
 * instant. Empty inputs are left out, so a reset form means no filters at all.
 */
export function toCrudFilters(fields: FieldDef[], values: FilterValues): CrudFilter[] {
  const out: CrudFilter[] = [];
  for (const f of filterFieldsOf(fields)) {
    const v = values[f.name];
    if (isEmptyValue(v)) continue;
    if (f.filter === 'range') {
      let from: unknown;
      let to: unknown;
      if (isDateKind(f)) {
        const [start, end] = Array.isArray(v) ? v : [];
        if (isDayjs(start)) from = f.kind === 'date' ? start.format('YYYY-MM-DD') : start.startOf('day').toISOString();
        if (isDayjs(end)) to = f.kind === 'date' ? end.format('YYYY-MM-DD') : end.endOf('day').toISOString();
      } else {
        const r = v as NumberRange;
        from = r.from;
        to = r.to;
      }
      if (!isEmptyValue(from)) out.push({ field: f.name, operator: 'gte', value: from });
      if (!isEmptyValue(to)) out.push({ field: f.name, operator: 'lte', value: to });
      continue;
    }
    // A single day (an 'eq' date filter): the day itself, or that day's first instant for datetimes.
    const value = isDayjs(v)
      ? f.kind === 'datetime'
        ? v.startOf('day').toISOString()
        : v.format('YYYY-MM-DD')
      : typeof v === 'string'
        ? v.trim()
        : v;
    if (isEmptyValue(value)) continue;
    out.push({ field: f.name, operator: f.filter === 'like' ? 'contains' : 'eq', value });
  }
  return out;
}

const SUFFIX_OPERATOR: Record<string, CrudFilter['operator']> = { '': 'eq', like: 'contains', gte: 'gte', lte: 'lte', in: 'in' };

/**
 * A saved view's filters, stored as the CRUD contract's query parameters (`orderCode_like=AE`), as
 * Refine filters again. Parameters of fields the list no longer filters on are left out.
 */
export function paramsToCrudFilters(fields: readonly FieldDef[], params: Record<string, string> | undefined): CrudFilter[] {
  const known = new Set(filterFieldsOf([...fields]).map((f) => f.name));
  const out: CrudFilter[] = [];
  for (const [key, value] of Object.entries(params ?? {})) {
    const m = /^(.+?)(?:_(like|gte|lte|in))?$/.exec(key);
    if (!m || !known.has(m[1])) continue;
    out.push({ field: m[1], operator: SUFFIX_OPERATOR[m[2] ?? ''] as never, value } as CrudFilter);
  }
  return out;
}

/** Refine filters back into the filter form's values (the inverse of toCrudFilters). */
export function crudFiltersToValues(fields: readonly FieldDef[], filters: readonly CrudFilter[]): FilterValues {
  const byName = new Map(filterFieldsOf([...fields]).map((f) => [f.name, f]));
  const values: FilterValues = {};
  for (const c of filters) {
    if (!('field' in c)) continue;
    const f = byName.get(c.field);
    if (!f || isEmptyValue(c.value)) continue;
    const v = c.value as string;
    if (f.filter === 'range') {
      const end = c.operator === 'gte' ? 0 : 1;
      if (isDateKind(f)) {
        const pair = (Array.isArray(values[f.name]) ? [...(values[f.name] as unknown[])] : [null, null]) as unknown[];
        pair[end] = dayjs(v);
        values[f.name] = pair;
      } else {
        values[f.name] = { ...(values[f.name] as NumberRange | undefined), [end ? 'to' : 'from']: Number(v) };
      }
    } else if (f.kind === 'ref' || (f.filter === 'eq' && ['integer', 'number', 'money', 'weight'].includes(f.kind))) {
      values[f.name] = Number(v);
    } else if (isDateKind(f)) {
      values[f.name] = dayjs(v);
    } else {
      values[f.name] = String(v);
    }
  }
  return values;
}

/** A view's relative date ranges (`{expectDeparture: 'thisWeek'}`) as today's filters. */
export function relativeFilters(fields: readonly FieldDef[], relative: Record<string, DatePreset> | undefined): CrudFilter[] {
  const ranged = filterFieldsOf([...fields]).filter((f) => f.filter === 'range' && isDateKind(f));
  const values = Object.fromEntries(ranged.filter((f) => relative?.[f.name]).map((f) => [f.name, presetRange(relative![f.name])]));
  return toCrudFilters(ranged, values);
}

/**
 * The list's filters as a view saves them: query parameters, except date ranges that are one of the
 * presets today (本周, 下周...), which are kept by name so the view means the same days relative to
 * the day it is opened.
 */
export function splitRelative(
  fields: readonly FieldDef[],
  filters: CrudFilter[],
): { filters: Record<string, string>; relative?: Record<string, DatePreset> } {
  const relative: Record<string, DatePreset> = {};
  let rest = filters;
  for (const f of filterFieldsOf([...fields]).filter((x) => x.filter === 'range' && isDateKind(x))) {
    const ends = crudFiltersToValues(
      [f],
      filters.filter((c) => 'field' in c && c.field === f.name),
    )[f.name] as [Dayjs | null, Dayjs | null] | undefined;
    const preset = ends ? presetOf(ends[0], ends[1]) : undefined;
    if (!preset) continue;
    relative[f.name] = preset;
    rest = rest.filter((c) => !('field' in c && c.field === f.name));
  }
  return { filters: Object.fromEntries(filterPairs(rest)), ...(Object.keys(relative).length ? { relative } : {}) };
}
