import dayjs from 'dayjs';
import type { FieldDef } from '../../resources';
import { parseAnalysisParam } from '../../schemas/analysis-link';
import type { FilterValues } from './filters';

/**
 * The filter form's starting values from a link into a list: the dashboard's `o` (docs/behaviour.md §2.2.2) names
 * a scope, a unit and days, i.e. the business analysis's businessScope, periodUnit and periodDate
 * filters. Only filters the route has are taken; a malformed `o` is reported, not half-applied.
 */
export function linkedFilterValues(fields: readonly FieldDef[], search: string): { values?: FilterValues; error?: string } {
  const o = new URLSearchParams(search).get('o');
  if (o === null || o === '') return {};
  const parsed = parseAnalysisParam(o);
  if ('error' in parsed) return { error: parsed.error };
  const byName = new Map(fields.filter((f) => f.filter).map((f) => [f.name, f]));
  const values: FilterValues = {};
  const { periodDate_gte: from, periodDate_lte: to, ...eq } = parsed.filters;
  for (const [k, v] of Object.entries(eq)) if (byName.get(k)?.filter === 'eq') values[k] = v;
  if (byName.get('periodDate')?.filter === 'range') values.periodDate = [dayjs(from), dayjs(to)];
  return Object.keys(values).length ? { values } : {};
}
