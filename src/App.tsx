import { App as AntdApp, ConfigProvider } from 'antd';
import { Suspense, useEffect, useMemo, useSyncExternalStore } from 'react';
import { HashRouter, useLocation } from 'react-router';
import { PageLoading } from './components/layout/PageLoading';
import { preloadable } from './components/lazy/preloadable';
import { captureSsoToken } from './pages/sso/ssoToken';
import { AfterSignIn } from './pages/login/afterSignIn';
import LoginPage from './pages/login/LoginPage';
import { altHttp } from './providers/http';
import { antdLocale, currentLanguage, inLanguage, subscribeLanguage } from './providers/i18n';
import { afterLoginPath } from './providers/redirect';
import { getToken } from './providers/session';
import { prefersReducedMotion, subscribeReducedMotion, subscribeTheme, themeColor } from './providers/theme';
import { startVersionCheck } from './providers/version';
import { shellRouteOf } from './resources/shell';
import { titleOf } from './routes/title';
import { WARNING_DURATION_S } from './schemas/constants';

/**
 * Everything but the login page: Refine, the route registry, the layout (src/RefineApp.tsx). It starts
 * (its texts join the catalogue) when its code arrives, before it renders. One load per page: the
 * prefetch, the render and the warm-up at sign-in share it.
 */
const RefineApp = preloadable(() =>
  import('./RefineApp').then((app) => {
    app.startApp();
    return app;
  }),
);
const loadRefineApp = RefineApp.preload;

/** How long a login page left alone waits before it fetches the app anyway. */
const PREFETCH_AFTER_MS = 3000;

/** docs/behaviour.md §1.9: warning toasts last 5 s (the 403 notice says 3 s itself); notices sit bottom-right (docs/behaviour.md §2.8). */
const TOASTS = { duration: WARNING_DURATION_S };
const NOTICES = { duration: WARNING_DURATION_S, placement: 'bottomRight' as const };

const login = shellRouteOf('LoginPage');

/**
 * The login page of a tab without a session comes before the application: its own JavaScript is
 * the page, antd and the sign-in, not Refine and the registry of ~250 routes (issue 10). Every other
 * page, and the login page of a tab that holds a token (which may go straight on), is the app's.
 */
function Gate() {
  const { pathname } = useLocation();
  const bare = pathname === login.path && !getToken();
  useEffect(() => {
    if (bare) document.title = titleOf(inLanguage(login.label));
  }, [bare]);
  // The app comes in the background once the user starts on the form (or after a few seconds), so
  // the sign-in does not wait for it; the page itself shows without it.
  useEffect(() => {
    if (!bare) return;
    const prefetch = () => {
      stop();
      void loadRefineApp();
    };
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    const timer = setTimeout(prefetch, PREFETCH_AFTER_MS);
    function stop() {
      clearTimeout(timer);
      for (const e of events) window.removeEventListener(e, prefetch, true);
    }
    for (const e of events) window.addEventListener(e, prefetch, true);
    return stop;
  }, [bare]);
  return bare ? (
    <AfterSignIn.Provider value={warmUpAfterSignIn}>
      <LoginPage />
    </AfterSignIn.Provider>
  ) : (
    signedInApp
  );
}

/**
 * Signed in on the bare login page: what the app will ask for first starts now, while React swaps
 * the login page for the app (src/routes/warmUp.ts), not after each piece has rendered.
 */
function warmUpAfterSignIn() {
  const target = afterLoginPath(window.location.hash.split('?')[1] ?? '');
  void loadRefineApp().then((app) => app.warmUp(target));
}

// One element for every render of the gate: React then leaves the app alone when the gate re-renders
// on a navigation (a new element would re-render Refine and all that hangs on its contexts).
const signedInApp = (
  <Suspense fallback={<PageLoading />}>
    <RefineApp />
  </Suspense>
);

// A single-sign-on token leaves the address bar before anything renders (src/pages/sso/ssoToken.ts).
captureSsoToken();

export function App() {
  captureSsoToken();
  const lang = useSyncExternalStore(subscribeLanguage, currentLanguage);
  const primary = useSyncExternalStore(subscribeTheme, themeColor);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion);
  const theme = useMemo(() => ({ token: { colorPrimary: primary, motion: !reducedMotion } }), [primary, reducedMotion]);
  // docs/behaviour.md §1.4: the deployed version is checked on every click, on the login page too.
  useEffect(() => startVersionCheck(altHttp), []);
  // Hash routing: the spec's share links are origin + /#/path.
  return (
    <HashRouter>
      <ConfigProvider key={lang} locale={antdLocale(lang)} theme={theme}>
        <AntdApp style={{ height: '100%' }} message={TOASTS} notification={NOTICES}>
          <Gate />
        </AntdApp>
      </ConfigProvider>
    </HashRouter>
  );
}
