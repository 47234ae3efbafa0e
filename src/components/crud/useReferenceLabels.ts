import { keys, useDataProvider, type BaseKey, type BaseRecord } from '@refinedev/core';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { canOpenPath } from '../../providers';
import type { FieldDef } from '../../resources';
import { isEmptyValue } from './format';
import { displayFieldOf, findDataRoute } from './routeDefs';

/** The display texts of one reference column on a page. */
export interface ReferenceLabels {
  /** The referenced resource may be read and names its records by a field. */
  allowed: boolean;
  loading: boolean;
  /** id (as text) -> display text */
  texts: ReadonlyMap<string, string>;
}

/** The distinct ids of a reference column on one page, sorted so the lookup key is stable. */
export function pageIds(records: readonly BaseRecord[] | undefined, field: string): BaseKey[] {
  const ids = new Set<string>();
  for (const r of records ?? []) if (!isEmptyValue(r[field])) ids.add(String(r[field]));
  return [...ids].sort();
}

interface Lookup {
  resource: string;
  display?: FieldDef;
  allowed: boolean;
  ids: BaseKey[];
  /** The reference fields (columns) this lookup serves. */
  fields: string[];
}

/** The lookups of a page: one per referenced resource, with every id its columns show. */
export function referenceLookups(fields: readonly FieldDef[], records: readonly BaseRecord[] | undefined): Lookup[] {
  const byResource = new Map<string, Lookup>();
  for (const f of fields) {
    if (f.kind !== 'ref' || !f.ref) continue;
    let l = byResource.get(f.ref);
    if (!l) {
      const display = displayFieldOf(findDataRoute(f.ref));
      l = { resource: f.ref, display, allowed: canOpenPath(`/${f.ref}`) && !!display, ids: [], fields: [] };
      byResource.set(f.ref, l);
    }
    l.fields.push(f.name);
  }
  for (const l of byResource.values()) {
    l.ids = [...new Set(l.fields.flatMap((name) => pageIds(records, name).map(String)))].sort();
  }
  return [...byResource.values()];
}

/**
 * The display texts of a list page's reference columns, hoisted out of the rows: one getMany per
 * referenced resource for the whole page (asking only for its display field), instead of one
 * useMany per cell, whose router and resource lookups cost ~40 ms per row with ~250 resources.
 * The query keys are Refine's own, so its invalidation after a write refreshes them too.
 */
export function useReferenceLabels(
  fields: readonly FieldDef[],
  records: readonly BaseRecord[] | undefined,
): ReadonlyMap<string, ReferenceLabels> {
  const lookups = useMemo(() => referenceLookups(fields, records), [fields, records]);
  const dataProvider = useDataProvider();
  const results = useQueries({
    queries: lookups.map((l) => {
      const meta = { fields: l.display ? [l.display.name] : [] };
      return {
        queryKey: keys()
          .data('default')
          .resource(l.resource)
          .action('many')
          .ids(...l.ids)
          .params(meta)
          .get(),
        queryFn: () => dataProvider().getMany!<BaseRecord>({ resource: l.resource, ids: l.ids, meta }),
        enabled: l.allowed && l.ids.length > 0,
      };
    }),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: results is a new array each render; its items' data and status are what matter.
  return useMemo(() => {
    const out = new Map<string, ReferenceLabels>();
    lookups.forEach((l, i) => {
      const texts = new Map<string, string>();
      for (const r of results[i]?.data?.data ?? []) {
        const v = l.display ? r[l.display.name] : undefined;
        if (!isEmptyValue(v)) texts.set(String(r.id), String(v));
      }
      const labels: ReferenceLabels = { allowed: l.allowed, loading: l.allowed && l.ids.length > 0 && !!results[i]?.isLoading, texts };
      for (const name of l.fields) out.set(name, labels);
    });
    return out;
  }, [lookups, ...results.map((r) => r.data), ...results.map((r) => r.isLoading)]);
}
