import type { AuthProvider } from '@refinedev/core';
import type { AxiosInstance } from 'axios';
import { buttonList, loadAccess, resetAccess } from './access';
import { request } from '../api/request';
import { authApi, shellApi } from '../api/shell';
import { isHttpError } from './errors';
import { loginUrl, redirectParam, safeRedirect } from './redirect';
import { clearSession, getToken } from './session';
import { signIn, type LoginParams } from './sign-in';

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function createAuthProvider(http: AxiosInstance): AuthProvider {
  // The identity belongs to one token: a new login (or none) means asking again.
  let identity: { token: string; user: Promise<unknown> } | undefined;

  return {
    login: async (params: LoginParams) => {
      let signedIn = false;
      try {
        const { token, user } = await signIn(http, params);
        signedIn = true;
        await loadAccess(http, { silent: true });
        if (user) identity = { token, user: Promise.resolve(user) };
        return { success: true, redirectTo: safeRedirect(params.redirect ?? redirectParam()) };
      } catch (e) {
        // A token without its permissions is no session: do not leave it half logged in. A refused
        // login (signIn threw before storing a token) leaves the tab's session as it was.
        if (signedIn) clearSession();
        return { success: false, error: { name: 'Login', message: messageOf(e) } };
      }
    },

    check: async () => {
      if (!getToken()) return { authenticated: false, redirectTo: loginUrl(), logout: true };
      try {
        await loadAccess(http);
        return { authenticated: true };
      } catch (e) {
        // docs/behaviour.md §1.4: the permitted set could not load, so the token is reset and the user logs in again.
        clearSession();
        return { authenticated: false, redirectTo: loginUrl(), error: isHttpError(e) ? e : new Error(messageOf(e)) };
      }
    },

    logout: async () => {
      const redirectTo = loginUrl();
      if (getToken()) {
        // The server revokes the token; if it cannot, the session still ends here.
        await request(http, authApi.logout, undefined, { silent: true }).catch(() => undefined);
      }
      clearSession();
      resetAccess();
      identity = undefined;
      return { success: true, redirectTo };
    },

    onError: async (error) => {
      const status = isHttpError(error) ? error.statusCode : (error as { status?: number })?.status;
      if (status === 401) return { logout: true, redirectTo: loginUrl() };
      if (status === 403) return { error };
      return {};
    },

    getIdentity: async () => {
      const token = getToken();
      if (!token) return null;
      if (identity?.token !== token) {
        const user = request(http, shellApi.currentUser).then((u) => u ?? null);
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
