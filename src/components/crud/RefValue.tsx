import { useMany, type BaseKey, type BaseRecord } from '@refinedev/core';
import { Spin } from 'antd';
import { canOpenPath } from '../../providers';
import type { FieldDef } from '../../resources';
import { EMPTY, isEmptyValue } from './format';
import { displayFieldOf, findDataRoute } from './routeDefs';

/** The distinct ids of a reference column on one page, sorted so every cell asks with the same key. */
export function pageIds(records: readonly BaseRecord[] | undefined, field: string): BaseKey[] {
  const ids = new Set<string>();
  for (const r of records ?? []) if (!isEmptyValue(r[field])) ids.add(String(r[field]));
  return [...ids].sort();
}

interface Props {
  field: FieldDef;
  value: unknown;
  /** Every id of this column on the page: one getMany for the whole column, shared by its cells. */
  ids: BaseKey[];
}

/**
 * A reference shown as the referenced record's display text. Each cell asks useMany for the whole
 * page's ids; Refine's query cache answers them all from one request per column.
 */
export function RefValue({ field, value, ids }: Props) {
  const resource = field.ref ?? '';
  const display = displayFieldOf(findDataRoute(resource));
  const allowed = canOpenPath(`/${resource}`) && !!display;
  const { result, query } = useMany<BaseRecord>({
    resource,
    ids,
    queryOptions: { enabled: allowed && ids.length > 0 },
    errorNotification: false,
  });
  if (isEmptyValue(value)) return <>{EMPTY}</>;
  if (allowed && query.isLoading) return <Spin size="small" />;
  const record = result.data?.find((r) => String(r.id) === String(value));
  const text = record && display ? record[display.name] : undefined;
  return <>{isEmptyValue(text) ? `#${String(value)}` : String(text)}</>;
}
