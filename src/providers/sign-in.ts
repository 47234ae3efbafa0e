import type { AxiosInstance } from 'axios';
import { LOGIN_TYPES, type LoginType } from '../schemas/scopes';
import { authApi, shellApi } from '../api/shell';
import { request } from '../api/request';
import { changeLanguage, isLanguage } from './i18n';
import { clearSession, setToken } from './session';

/**
 * Signing in, apart from Refine and the route registry: the login page runs it before the app is
 * loaded (src/App.tsx), and the auth provider builds its `login` on it.
 */

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

/** Accounts matching a login, one per organisation, so the form can offer the company codes. */
export async function lookupOrgs(http: AxiosInstance, loginType: LoginType, login: string, countryCode?: string): Promise<OrgChoice[]> {
  const query = { loginType, login, ...(countryCode ? { internationalCountryCode: countryCode } : {}) };
  const list: unknown = await request(http, shellApi.lookupOrgs, { query }, { anonymous: true });
  return Array.isArray(list) ? (list as OrgChoice[]) : [];
}

/** The login calls, form-encoded as the spec has them; both answer the token (in `data`). */
function loginRequest(http: AxiosInstance, p: LoginParams) {
  // Silent: the login form shows the message itself. Anonymous: an old token is irrelevant here.
  const quiet = { silent: true, anonymous: true, form: true } as const;
  if ('ssoToken' in p) return request(http, shellApi.ssoLogin, { body: { token: p.ssoToken } }, quiet);
  const body = {
    grant_type: 'password',
    username: `${p.loginType}|${p.login}|${p.orgCode}`,
    password: p.password,
    ...(p.loginType === LOGIN_TYPES.phone && p.internationalCountryCode ? { internationalCountryCode: p.internationalCountryCode } : {}),
  };
  return request(http, authApi.token, { body }, { ...quiet, headers: { Authorization: WEB_CLIENT_BASIC } });
}

export interface SignedIn {
  token: string;
  /** The signed-in user as GET /hrs/user/info answers. */
  user: Record<string, unknown> | null;
}

/**
 * Exchanges the credentials for a token, stores it and reads the user, whose saved page language
 * (paramText) applies at every login, in any browser. A refused login changes nothing; an accepted
 * one ends whatever session the tab had. A token the server will not serve (a role that grants
 * nothing answers 401 here) is no session, and is forgotten again. Throws the server's message.
 */
export async function signIn(http: AxiosInstance, params: LoginParams): Promise<SignedIn> {
  const answer = await loginRequest(http, params);
  const token: unknown = answer?.access_token;
  if (typeof token !== 'string' || !token) throw new Error('the login answer has no access_token');
  // The tab's previous session (its permissions, its chat) ends only now that the new one begins.
  clearSession();
  setToken(token);
  try {
    const user = (await request(http, shellApi.currentUser, undefined, { silent: true })) ?? null;
    if (user && isLanguage(user.paramText)) changeLanguage(user.paramText);
    return { token, user };
  } catch (e) {
    clearSession();
    throw e;
  }
}
