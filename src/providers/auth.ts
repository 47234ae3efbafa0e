import type { AuthProvider } from '@refinedev/core';
import type { AxiosInstance } from 'axios';
import { LOGIN_TYPES, type LoginType } from '../schemas';
import { buttonList, loadAccess, resetAccess } from './access';
import { endpoints } from './endpoints';
import { isHttpError } from './errors';
import { loginPath, redirectParam, safeRedirect } from './redirect';
import { clearSession, getToken, setToken } from './session';
import { changeLanguage, isLanguage } from './i18n';

/**
 * The password grant's client credentials. `web:web` is a fixed public client id that every
 * browser sends (docs/api-shell.md), not a secret.
 */
const WEB_CLIENT_BASIC = `Basic ${btoa('web:web')}`;

export type PasswordLogin = {
  loginType: LoginType;
  /** Phone number, email or administrator login name, per loginType. */
  login: string;
  orgCode: string;
  password: string;
  /** Phone logins only; the server defaults to 86. */
  internationalCountryCode?: string;
  /** Where to go afterwards; defaults to the `redirect` parameter of the current route. */
  redirect?: string;
};
export type SsoLogin = { ssoToken: string; redirect?: string };
export type LoginParams = PasswordLogin | SsoLogin;

/** An organisation a login belongs to: its code and name, never the user's login name (docs/security.md). */
export interface OrgChoice {
  orgCode: string;
  orgName: string;
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Accounts matching a login, one per organisation, so the form can offer the company codes. */
export async function lookupOrgs(
  http: AxiosInstance,
  loginType: LoginType,
  login: string,
  countryCode?: string,
): Promise<OrgChoice[]> {
  const params: Record<string, string | number> = { loginType, login };
  if (countryCode) params.internationalCountryCode = countryCode;
  const res = await http.get(endpoints.lookupOrgs, { params, anonymous: true });
  const list: unknown = res.data?.data;
  return Array.isArray(list) ? (list as OrgChoice[]) : [];
}

function loginRequest(http: AxiosInstance, p: LoginParams) {
  // Silent: the login form shows the message itself. Anonymous: an old token is irrelevant here.
  const quiet = { silent: true, anonymous: true } as const;
  if ('ssoToken' in p) {
    return http.post(endpoints.ssoLogin, new URLSearchParams({ token: p.ssoToken }), quiet);
  }
  const body = new URLSearchParams({
    grant_type: 'password',
    username: `${p.loginType}|${p.login}|${p.orgCode}`,
    password: p.password,
  });
  if (p.loginType === LOGIN_TYPES.phone && p.internationalCountryCode) {
    body.set('internationalCountryCode', p.internationalCountryCode);
  }
  return http.post(endpoints.token, body, { ...quiet, headers: { Authorization: WEB_CLIENT_BASIC } });
}

export function createAuthProvider(http: AxiosInstance): AuthProvider {
  // The identity belongs to one token: a new login (or none) means asking again.
  let identity: { token: string; user: Promise<unknown> } | undefined;

  return {
    login: async (params: LoginParams) => {
      let stored = false;
      try {
        const res = await loginRequest(http, params);
        const body = res.data ?? {};
        const token: unknown = body.data?.access_token ?? body.access_token;
        if (typeof token !== 'string' || !token) throw new Error('the login answer has no access_token');
        setToken(token);
        stored = true;
        resetAccess();
        await loadAccess(http, { silent: true });
        // The user's saved page language (paramText) applies at every login, in any browser.
        const me = await http.get(endpoints.currentUser, { silent: true }).then((r) => r.data?.data ?? null).catch(() => null);
        if (me) {
          identity = { token, user: Promise.resolve(me) };
          if (isLanguage(me.paramText)) changeLanguage(me.paramText);
        }
        return { success: true, redirectTo: safeRedirect(params.redirect ?? redirectParam()) };
      } catch (e) {
        // A token without its permissions is no session: do not leave it half logged in.
        if (stored) clearSession();
        return { success: false, error: { name: 'Login', message: messageOf(e) } };
      }
    },

    check: async () => {
      if (!getToken()) return { authenticated: false, redirectTo: loginPath(), logout: true };
      try {
        await loadAccess(http);
        return { authenticated: true };
      } catch (e) {
        // Spec 01 §4: the permitted set could not load, so the token is reset and the user logs in again.
        clearSession();
        return { authenticated: false, redirectTo: loginPath(), error: isHttpError(e) ? e : new Error(messageOf(e)) };
      }
    },

    logout: async () => {
      const redirectTo = loginPath();
      if (getToken()) {
        // The server revokes the token; if it cannot, the session still ends here.
        await http.delete(endpoints.logout, { silent: true }).catch(() => undefined);
      }
      clearSession();
      resetAccess();
      identity = undefined;
      return { success: true, redirectTo };
    },

    onError: async (error) => {
      const status = isHttpError(error) ? error.statusCode : (error as { status?: number })?.status;
      if (status === 401) return { logout: true, redirectTo: loginPath() };
      if (status === 403) return { error };
      return {};
    },

    getIdentity: async () => {
      const token = getToken();
      if (!token) return null;
      if (identity?.token !== token) {
        const user = http.get(endpoints.currentUser).then((r) => r.data?.data ?? null);
        identity = { token, user };
        user.catch(() => {
          if (identity?.user === user) identity = undefined;
        });
      }
      return identity.user;
    },

    getPermissions: async () => {
      if (!getToken()) return [];
      await loadAccess(http);
      return buttonList();
    },
  };
}
