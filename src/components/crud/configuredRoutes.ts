import type { AxiosInstance } from 'axios';
import { useEffect } from 'react';
import { shellApi } from '../../api/shell';
import { urlOf } from '../../api/request';
import { createListeners, useStore } from '../../api/store';
import { getToken, http } from '../../providers';
import { markRegistryLoaded, versionOfAnswer } from '../../providers/registry-version';
import { resourceName, type FieldDef, type ResolvedRoute } from '../../resources';

/**
 * Routes of the configured modules (the module designer's and CONFIG_DIR's, GET
 * /hrs/permission/resourceDefs): the bundle does not know them, so they are fetched once per
 * session, again when the registry changes (src/routes/RegistryFollower.tsx), and served by the
 * catch-all route. A server without the endpoint (404) or a failed load simply means no extra routes.
 */

let cache: { token: string | null; list: ResolvedRoute[] | undefined; promise: Promise<ResolvedRoute[]> } | undefined;
const { subscribe, notify: changed } = createListeners();

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

function fetchRoutes(client: AxiosInstance, keep?: ResolvedRoute[]): NonNullable<typeof cache> {
  const entry: NonNullable<typeof cache> = {
    token: getToken(),
    // A reload serves the routes it replaces until the new ones arrive.
    list: keep,
    promise: client
      .get(urlOf(shellApi.resourceDefs), { silent: true })
      .then((res) => {
        markRegistryLoaded(versionOfAnswer(res));
        return usableRoutes(res.data?.data);
      })
      .catch(() => keep ?? ([] as ResolvedRoute[]))
      .then((list) => {
        entry.list = list;
        if (cache === entry) changed();
        return list;
      }),
  };
  return entry;
}

export function loadConfiguredRoutes(client: AxiosInstance = http): Promise<ResolvedRoute[]> {
  const token = getToken();
  if (cache && cache.token === token) return cache.promise;
  cache = fetchRoutes(client);
  return cache.promise;
}

/** Reads the definitions again (the registry changed); the current ones serve meanwhile. */
export function reloadConfiguredRoutes(client: AxiosInstance = http): Promise<ResolvedRoute[]> {
  const keep = cache && cache.token === getToken() ? cache.list : undefined;
  cache = fetchRoutes(client, keep);
  return cache.promise;
}

/** The configured routes already loaded for this session (empty until then). */
export const configuredRoutes = (): ResolvedRoute[] => (cache && cache.token === getToken() ? (cache.list ?? []) : []);

export const resetConfiguredRoutes = () => {
  cache = undefined;
  changed();
};

const snapshot = () => (cache && cache.token === getToken() ? cache.list : undefined);

/** The configured routes, loading them on first use; `loading` until the answer is in. */
export function useConfiguredRoutes(): { routes: ResolvedRoute[]; loading: boolean } {
  const list = useStore({ subscribe, get: snapshot });
  useEffect(() => {
    if (!list) void loadConfiguredRoutes();
  }, [list]);
  return { routes: list ?? [], loading: !list };
}
