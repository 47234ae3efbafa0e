import type { AxiosInstance } from 'axios';
import { STORAGE_KEYS } from '../schemas/constants';
import { requestBody } from '../api/request';
import { fileApi } from '../api/shell';
import { clearSession } from './session';

export interface VersionCheckOptions {
  reload?: () => void;
}

/**
 * After a deployment the open tab runs old code against a new server. docs/behaviour.md §1.4: on each click,
 * fetch the deployed version; when it differs from the one this tab started with, drop the token
 * and reload. Each check is cheap: the address never changes, and the server answers it with an ETag
 * and `no-cache`, so the browser revalidates it and an unchanged version costs a bodiless 304.
 * A click while a check is on its way joins that check. Returns a function that stops listening.
 */
export function startVersionCheck(http: AxiosInstance, options: VersionCheckOptions = {}): () => void {
  const reload = options.reload ?? (() => location.reload());
  let pending: Promise<void> | null = null;

  async function check() {
    const file = (await requestBody(http, fileApi.version, undefined, { silent: true })) as { pack_vue_version?: unknown } | undefined;
    const version: unknown = file?.pack_vue_version;
    if (version === undefined || version === null || version === '') return;
    const seen = sessionStorage.getItem(STORAGE_KEYS.version);
    sessionStorage.setItem(STORAGE_KEYS.version, String(version));
    if (seen !== null && seen !== String(version)) {
      clearSession();
      reload();
    }
  }

  const onClick = () => {
    if (pending) return;
    // A failed check (offline, file missing) is not the user's concern; the next click tries again.
    pending = check()
      .catch(() => undefined)
      .finally(() => (pending = null));
  };

  // Capture phase: components that stop propagation still count as activity.
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
