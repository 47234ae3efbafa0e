import type { CrudFilter } from '@refinedev/core';
import type { Dayjs } from 'dayjs';
import type { FieldDef } from '../../resources';
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
      ? f.kind === 'datetime' ? v.startOf('day').toISOString() : v.format('YYYY-MM-DD')
      : typeof v === 'string' ? v.trim() : v;
    if (isEmptyValue(value)) continue;
    out.push({ field: f.name, operator: f.filter === 'like' ? 'contains' : 'eq', value });
  }
  return out;
}
