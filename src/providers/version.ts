import type { AxiosInstance } from 'axios';
import { STORAGE_KEYS, VERSION_CHECK_THROTTLE_MS } from '../schemas';
import { endpoints } from './endpoints';
import { clearSession } from './session';

export interface VersionCheckOptions {
  throttleMs?: number;
  reload?: () => void;
}

/**
 * After a deployment the open tab runs old code against a new server. Spec 01 §4: on a click, fetch
 * the deployed version; when it differs from the one this tab started with, drop the token and
 * reload. Clicks are throttled so the check costs at most one request per interval.
 * Returns a function that stops listening.
 */
export function startVersionCheck(http: AxiosInstance, options: VersionCheckOptions = {}): () => void {
  const throttleMs = options.throttleMs ?? VERSION_CHECK_THROTTLE_MS;
  const reload = options.reload ?? (() => location.reload());
  let last = -Infinity;

  async function check() {
    // Cache-busting: the file keeps its name across deployments.
    const res = await http.get(endpoints.version, { params: { t: Date.now() }, silent: true, envelope: false });
    const version: unknown = res.data?.pack_vue_version;
    if (version === undefined || version === null || version === '') return;
    const seen = sessionStorage.getItem(STORAGE_KEYS.version);
    sessionStorage.setItem(STORAGE_KEYS.version, String(version));
    if (seen !== null && seen !== String(version)) {
      clearSession();
      reload();
    }
  }

  const onClick = () => {
    const now = Date.now();
    if (now - last < throttleMs) return;
    last = now;
    // A failed check (offline, file missing) is not the user's concern; a later click tries again.
    check().catch(() => undefined);
  };

  // Capture phase: components that stop propagation still count as activity.
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
