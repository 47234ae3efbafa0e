import type { AxiosInstance, AxiosResponse } from 'axios';

/**
 * Which version of the route registry the browser works with (docs/schema.md "Every instance").
 * Every server answer names the registry version it was made with (x-registry-version); when an
 * answer names a newer one than the route definitions and menu this page loaded, they are read
 * again at the user's next navigation (src/routes/RegistryFollower.tsx), so a module published in
 * the designer reaches every open browser without a reload.
 */
export const REGISTRY_VERSION_HEADER = 'x-registry-version';

let loaded: number | null = null;
let seen: number | null = null;

export const versionOfAnswer = (r: Pick<AxiosResponse, 'headers'> | undefined): number | null => {
  const raw = r?.headers?.[REGISTRY_VERSION_HEADER];
  const n = Number(raw);
  return raw !== undefined && Number.isInteger(n) ? n : null;
};

export function noteRegistryVersion(v: number | null) {
  if (v !== null && (seen === null || v > seen)) seen = v;
}

/** The route definitions the page uses were read at version `v`. */
export function markRegistryLoaded(v: number | null) {
  if (v === null) return;
  loaded = v;
  noteRegistryVersion(v);
}

/** An answer came from a newer registry than the page's route definitions. */
export const registryStale = () => loaded !== null && seen !== null && seen > loaded;

export const resetRegistryVersion = () => {
  loaded = null;
  seen = null;
};

const watched = new WeakSet<AxiosInstance>();
/** Notes the version of every answer of a client (once per client). */
export function watchRegistryVersion(client: AxiosInstance) {
  if (watched.has(client)) return;
  watched.add(client);
  client.interceptors.response.use((r) => {
    noteRegistryVersion(versionOfAnswer(r));
    return r;
  });
}
