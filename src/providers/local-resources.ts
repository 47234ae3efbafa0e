import type { BaseKey, BaseRecord, CrudFilter, CrudSort, DataProvider } from '@refinedev/core';

/**
 * Resources answered in the browser instead of by the server: the module designer's preview shows
 * a draft route with the real list, filter and detail screens before the route exists
 * (src/pages/module-design). Rows live in memory, per resource name; the data provider asks here first.
 */
const stores = new Map<string, BaseRecord[]>();
let nextId = 1;

export const isLocalResource = (resource: string) => stores.has(resource);

export function setLocalResource(resource: string, rows: BaseRecord[]) {
  stores.set(resource, rows);
}

export function dropLocalResource(resource: string) {
  stores.delete(resource);
}

export function addLocalRecord(resource: string, values: BaseRecord): BaseRecord {
  const record = { ...values, id: nextId++, createTime: new Date().toISOString(), updateTime: new Date().toISOString() };
  stores.set(resource, [record, ...(stores.get(resource) ?? [])]);
  return record;
}

const matches = (row: BaseRecord, f: CrudFilter) => {
  if (!('field' in f) || f.value === undefined || f.value === null || f.value === '') return true;
  const v = row[f.field];
  switch (f.operator) {
    case 'contains':
      return String(v ?? '')
        .toLowerCase()
        .includes(String(f.value).toLowerCase());
    case 'gte':
      return v != null && String(v) >= String(f.value);
    case 'lte':
      return v != null && String(v) <= String(f.value);
    default:
      return String(v ?? '') === String(f.value);
  }
};

function sorted(rows: BaseRecord[], sorters: CrudSort[] = []) {
  return [...rows].sort((a, b) => {
    for (const s of sorters) {
      const x = a[s.field] as string | number;
      const y = b[s.field] as string | number;
      if (x === y) continue;
      const c = x == null ? -1 : y == null ? 1 : x < y ? -1 : 1;
      return s.order === 'desc' ? -c : c;
    }
    return 0;
  });
}

/** The app's data provider with the local resources answered in memory (reads only; the preview form adds rows itself). */
export function withLocalResources(dp: DataProvider): DataProvider {
  const rows = (resource: string) => stores.get(resource) ?? [];
  const find = (resource: string, id: BaseKey) => rows(resource).find((r) => String(r.id) === String(id));
  return {
    ...dp,
    getList: (p) => {
      if (!isLocalResource(p.resource)) return dp.getList(p);
      const all = sorted(
        rows(p.resource).filter((r) => (p.filters ?? []).every((f) => matches(r, f))),
        p.sorters,
      );
      const size = p.pagination?.pageSize ?? 10;
      const start = ((p.pagination?.currentPage ?? 1) - 1) * size;
      return Promise.resolve({ data: all.slice(start, start + size) as never[], total: all.length });
    },
    getMany: (p) =>
      isLocalResource(p.resource)
        ? Promise.resolve({ data: p.ids.map((id) => find(p.resource, id)).filter(Boolean) as never[] })
        : dp.getMany!(p),
    getOne: (p) => {
      if (!isLocalResource(p.resource)) return dp.getOne(p);
      const r = find(p.resource, p.id!);
      return r ? Promise.resolve({ data: r as never }) : Promise.reject(Object.assign(new Error('not found'), { statusCode: 404 }));
    },
  };
}
