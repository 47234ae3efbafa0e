import { Authenticated, useInvalidateAuthStore } from '@refinedev/core';
import { Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { PageLoading } from '../components/layout/PageLoading';
import { AfterSignIn } from '../pages/login/afterSignIn';
import { CrudScreen, pageFor } from '../pages';
import { routes, type ResolvedRoute, homePath } from '../resources';
import { AccessGate } from './AccessGate';
import { actionPaths, hasGenericScreens, type Action } from '../resources/screen-paths';
import { ConfiguredRoute } from './ConfiguredRoute';
import { LoginRedirect } from './LoginRedirect';
import { PathGuard } from './PathGuard';
import { afterLoginPath } from '../providers/redirect';

import { MainLayout } from './mainLayout';
import { preloadPath } from './warmUp';

/** A signed-in user who opens the login page goes straight on to where they were heading. */
function ContinueAfterLogin() {
  const { search } = useLocation();
  return <Navigate to={afterLoginPath(search)} replace />;
}

/** The login page inside the app: after a sign-in, Refine's cached "logged out" check is dropped. */
function RefineSignIn({ children }: { children: ReactNode }) {
  const invalidate = useInvalidateAuthStore();
  return <AfterSignIn.Provider value={invalidate}>{children}</AfterSignIn.Provider>;
}

function publicRoute(r: ResolvedRoute) {
  const Page = pageFor(r);
  // Only the login page cares whether a session exists; the other public pages (tracking links,
  // SSO entry) must render for anyone, and the SSO entry must be able to replace a session.
  const element =
    r.component === 'LoginPage' ? (
      <Authenticated
        key="login"
        fallback={
          <RefineSignIn>
            <Page />
          </RefineSignIn>
        }
        loading={<PageLoading />}
      >
        <ContinueAfterLogin />
      </Authenticated>
    ) : (
      <Page />
    );
  // A page that also opens with a record id (RouteDef.withId) answers `{path}/:id` with the same page.
  return [
    <Route key={r.path} path={r.path} element={element} />,
    ...(r.withId ? [<Route key={`${r.path}/:id`} path={`${r.path}/:id`} element={element} />] : []),
  ];
}

/**
 * Every screen path of a signed-in route (a crud route has four), each guarded by the route's path.
 * Data routes without a custom page get the generic screens; a container (a module area such as
 * /afManager) its module's overview; other routes their page or, when they have no screen, the
 * "not open yet" placeholder.
 */
function areaRoutes(r: ResolvedRoute) {
  const Page = pageFor(r);
  const generic = hasGenericScreens(r);
  const paths = r.kind === 'container' ? { list: r.path } : actionPaths(r);
  return (Object.entries(paths) as [Action, string][]).map(([action, p]) => (
    <Route
      key={p}
      path={p}
      element={<PathGuard path={r.path}>{generic ? <CrudScreen route={r} screen={action} /> : <Page />}</PathGuard>}
    />
  ));
}

/** The whole route tree, derived from the registry once at module load. */
const routeTree = (
  <Suspense fallback={<PageLoading />}>
    <Routes>
      {routes.filter((r) => r.access === 'public').flatMap(publicRoute)}
      <Route
        element={
          <Authenticated key="main" fallback={<LoginRedirect />} loading={<PageLoading />}>
            <AccessGate>
              <MainLayout onIntent={preloadPath}>
                <Outlet />
              </MainLayout>
            </AccessGate>
          </Authenticated>
        }
      >
        <Route index element={<Navigate to={homePath()} replace />} />
        {routes.filter((r) => r.access !== 'public').flatMap(areaRoutes)}
        {/* Routes added by configuration, else the 404 page. */}
        <Route path="*" element={<ConfiguredRoute />} />
      </Route>
    </Routes>
  </Suspense>
);

export function AppRoutes() {
  return routeTree;
}
