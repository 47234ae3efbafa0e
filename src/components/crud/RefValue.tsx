import { useMany, type BaseRecord } from '@refinedev/core';
import { Spin } from 'antd';
import { canOpenPath } from '../../providers';
import type { FieldDef } from '../../resources';
import { EMPTY, isEmptyValue } from './format';
import { displayFieldOf, findDataRoute } from './routeDefs';
import type { ReferenceLabels } from './useReferenceLabels';

export { pageIds } from './useReferenceLabels';

/** A reference as its record's display text, from texts looked up for it (a list page's, or one). */
export function RefText({ value, labels }: { value: unknown; labels: ReferenceLabels | undefined }) {
  if (isEmptyValue(value)) return <>{EMPTY}</>;
  if (labels?.allowed && labels.loading) return <Spin size="small" />;
  const text = labels?.texts.get(String(value));
  return <>{text ?? `#${String(value)}`}</>;
}

/**
 * One reference outside a list (a detail screen): its record's display text, asking for that field
 * only. Lists do not use this per cell: they look up a whole page at once (useReferenceLabels).
 */
export function RefValue({ field, value }: { field: FieldDef; value: unknown }) {
  const resource = field.ref ?? '';
  const display = displayFieldOf(findDataRoute(resource));
  const allowed = canOpenPath(`/${resource}`) && !!display;
  const ids = isEmptyValue(value) ? [] : [String(value)];
  const { result, query } = useMany<BaseRecord>({
    resource,
    ids,
    meta: { fields: display ? [display.name] : [] },
    queryOptions: { enabled: allowed && ids.length > 0 },
    errorNotification: false,
  });
  const texts = new Map<string, string>();
  for (const r of result.data ?? []) {
    const v = display ? r[display.name] : undefined;
    if (!isEmptyValue(v)) texts.set(String(r.id), String(v));
  }
  return <RefText value={value} labels={{ allowed, loading: query.isLoading, texts }} />;
}
