import type { AxiosInstance } from 'axios';
import { useEffect, useState } from 'react';
import { endpoints, getToken, http } from '../../providers';
import { resourceName, type FieldDef, type ResolvedRoute } from '../../resources';

/**
 * Routes an administrator added as JSON files (GET /hrs/permission/resourceDefs): the bundle does not
 * know them, so they are fetched once per session and served by the catch-all route. A server
 * without the endpoint (404) or a failed load simply means no extra routes.
 */

let cache: { token: string | null; list: ResolvedRoute[] | undefined; promise: Promise<ResolvedRoute[]> } | undefined;

const isField = (f: unknown): f is FieldDef =>
  typeof f === 'object' && f !== null && typeof (f as FieldDef).name === 'string' && typeof (f as FieldDef).kind === 'string';

/** Keeps only entries the generic screens can render: a data route with a path and fields. */
export function usableRoutes(data: unknown): ResolvedRoute[] {
  if (!Array.isArray(data)) return [];
  const out: ResolvedRoute[] = [];
  for (const r of data as Partial<ResolvedRoute>[]) {
    if (!r || typeof r.path !== 'string' || !/^\/[A-Za-z0-9_]+$/.test(r.path)) continue;
    if (r.kind !== 'crud' && r.kind !== 'report') continue;
    if (!Array.isArray(r.fields) || !r.fields.length || !r.fields.every(isField)) continue;
    if (!r.label || typeof r.label !== 'object') continue;
    out.push({ ...r, name: resourceName(r.path), module: r.module ?? 'config', access: r.access ?? 'menu' } as ResolvedRoute);
  }
  return out;
}

export function loadConfiguredRoutes(client: AxiosInstance = http): Promise<ResolvedRoute[]> {
  const token = getToken();
  if (cache && cache.token === token) return cache.promise;
  const entry: NonNullable<typeof cache> = {
    token,
    list: undefined,
    promise: client
      .get(endpoints.resourceDefs, { silent: true })
      .then((res) => usableRoutes(res.data?.data))
      .catch(() => [] as ResolvedRoute[])
      .then((list) => {
        entry.list = list;
        return list;
      }),
  };
  cache = entry;
  return entry.promise;
}

/** The configured routes already loaded for this session (empty until then). */
export const configuredRoutes = (): ResolvedRoute[] => (cache && cache.token === getToken() ? (cache.list ?? []) : []);

export const resetConfiguredRoutes = () => {
  cache = undefined;
};

/** The configured routes, loading them on first use; `loading` until the answer is in. */
export function useConfiguredRoutes(): { routes: ResolvedRoute[]; loading: boolean } {
  const loaded = cache && cache.token === getToken() ? cache.list : undefined;
  const [list, setList] = useState<ResolvedRoute[] | undefined>(loaded);
  useEffect(() => {
    if (list) return;
    let live = true;
    void loadConfiguredRoutes().then((l) => live && setList(l));
    return () => {
      live = false;
    };
  }, [list]);
  return { routes: list ?? [], loading: !list };
}
