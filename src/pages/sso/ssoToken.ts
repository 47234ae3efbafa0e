import { shellPathOf } from '../../resources/shell';

/**
 * The single-sign-on token a partner system put in the entry address (/#/efForLogin?token=...),
 * taken out of the address bar at once: the address is replaced (history.replaceState, so the
 * token is in no history entry either) before the app renders a thing, and the token is kept in
 * memory only until the entry page exchanges it (docs/security.md "Single sign-on").
 */
let taken: string | null = null;

/** Takes the token out of the current address, if there is one (App calls it before the router reads it). */
export function captureSsoToken() {
  if (typeof window === 'undefined') return;
  const m = /^#([^?]*)\?(.*)$/.exec(window.location.hash);
  if (!m || m[1] !== shellPathOf('SsoEntryPage')) return;
  const query = new URLSearchParams(m[2]);
  const token = query.get('token');
  if (token === null) return;
  taken = token.trim() || null;
  query.delete('token');
  const rest = query.toString();
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${window.location.search}#${m[1]}${rest ? `?${rest}` : ''}`,
  );
}

/** The captured token (the entry page reads it; it forgets it once the exchange has started). */
export function ssoToken(): string | null {
  captureSsoToken();
  return taken;
}

export function forgetSsoToken() {
  taken = null;
}
