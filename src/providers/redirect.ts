import { REDIRECT_PARAM } from '../schemas/constants';
import { homePath, loginPagePath } from '../resources/shell';

/** The in-app path of the hash route (`/#/af_order?x=1` -> `/af_order?x=1`), or `/`. */
export function currentHashPath(): string {
  const hash = typeof location === 'undefined' ? '' : location.hash.replace(/^#/, '');
  return hash.startsWith('/') ? hash : '/';
}

/** The `redirect` query parameter of the current hash route, if any. */
export function redirectParam(): string | undefined {
  const query = currentHashPath().split('?')[1];
  return query ? (new URLSearchParams(query).get(REDIRECT_PARAM) ?? undefined) : undefined;
}

/**
 * Where to go after login. Only same-app paths are accepted: `//evil.com` and `/\evil.com` would be
 * read by the browser as another host (an open redirect), and going back to the login page loops.
 */
export function safeRedirect(target: unknown, fallback: string = homePath()): string {
  if (typeof target !== 'string' || !target.startsWith('/')) return fallback;
  if (target.startsWith('//') || target.includes('\\') || /[\u0000-\u001f\u007f]/.test(target)) return fallback;
  if (target.split(/[?#]/)[0] === loginPagePath()) return fallback;
  return target;
}

/** Where a successful login goes: the login page's `redirect` query if it is an in-app path, else the dashboard. */
export const afterLoginPath = (search: string) => safeRedirect(new URLSearchParams(search).get(REDIRECT_PARAM));

/** The login page's URL, remembering `from` (the current path) so login can come back to it (docs/behaviour.md §1.4). */
export function loginUrl(from: string = currentHashPath()): string {
  const login = loginPagePath();
  const back = safeRedirect(from, '');
  return back && back !== '/' ? `${login}?${REDIRECT_PARAM}=${encodeURIComponent(back)}` : login;
}
