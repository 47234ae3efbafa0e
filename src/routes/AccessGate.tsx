import { useInvalidateAuthStore } from '@refinedev/core';
import { App } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loadConfiguredRoutes } from '../components/crud/configuredRoutes';
import { PageLoading } from '../components/layout/PageLoading';
import { clearSession, getToken, http, isAccessLoaded, loadAccess, t } from '../providers';
import { loginUrl } from '../providers/redirect';

/**
 * Holds the signed-in area back until the permitted-route set and button codes are loaded (once per
 * session: loadAccess is memoised), so the route guard and the menu can read them synchronously.
 * If they cannot be loaded the session is useless: reset it, say why, and return to login
 * (docs/behaviour.md §1.4).
 */
export function AccessGate({ children }: { children: ReactNode }) {
  // Usually the session check has loaded it already; then the page renders without a loading frame.
  const [ready, setReady] = useState(isAccessLoaded);
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const invalidateAuth = useInvalidateAuthStore();
  const { pathname, search } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first entry loads access; later navigation inside the area must not re-run this.
  useEffect(() => {
    if (ready) return;
    let live = true;
    // Silent: this gate shows the one message itself instead of the client's generic toast.
    loadAccess(http, { silent: true }).then(
      () => live && setReady(true),
      (err: unknown) => {
        // No token left means a 401 already ended the session and the session-end handler moved on.
        if (!live || !getToken()) return;
        clearSession();
        const text = err instanceof Error && err.message ? err.message : t('error.routeLoad');
        notification.error({ message: text, placement: 'bottomRight' });
        void invalidateAuth();
        navigate(loginUrl(pathname + search), { replace: true });
      },
    );
    return () => {
      live = false;
    };
  }, []);

  // The routes an administrator configured are fetched once per session beside the permissions, so
  // the catch-all route and reference lookups find them without a loading frame.
  useEffect(() => {
    if (ready) void loadConfiguredRoutes();
  }, [ready]);

  return ready ? children : <PageLoading />;
}
