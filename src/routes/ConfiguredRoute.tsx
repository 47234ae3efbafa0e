import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '../components/layout/PageLoading';
import { useConfiguredRoutes } from '../components/crud/configuredRoutes';
import { CrudScreen, pages } from '../pages';
import { canOpenPath, routeRoot } from '../providers';
import { routeByPath, type ResolvedRoute } from '../resources';
import { hasGenericScreens, screenOf } from '../resources/screen-paths';
import { unPermissionPath } from '../resources';
import { refreshRegistry } from '../components/crud/refreshRegistry';

const NotFound = pages.NotFoundPage;

/** The data route a path belongs to: the registry's, else one of a configured module. */
export function dataRouteOf(pathname: string, configured: readonly ResolvedRoute[]): ResolvedRoute | undefined {
  const root = routeRoot(pathname);
  const found = routeByPath.get(root) ?? configured.find((r) => r.path === root);
  return found && hasGenericScreens(found) ? found : undefined;
}

/** Paths already looked for in a fresh registry: an unknown path reads it once, not on every render. */
const lookedFor = new Set<string>();

/**
 * The signed-in area's catch-all. Paths the registry declares have routes of their own; what lands
 * here is either a route of a configured module (fetched from /hrs/permission/resourceDefs),
 * rendered with the generic screens after the same permission check, or a real 404. A path nobody
 * knows yet may be a route published since the page loaded: the registry is read again once before
 * the 404 (docs/schema.md).
 */
export function ConfiguredRoute() {
  const { pathname } = useLocation();
  const { routes: configured, loading } = useConfiguredRoutes();
  const route = dataRouteOf(pathname, configured);
  const root = routeRoot(pathname);
  const [refreshing, setRefreshing] = useState(false);
  useEffect(() => {
    if (loading || route || lookedFor.has(root)) return;
    lookedFor.add(root);
    setRefreshing(true);
    void refreshRegistry().finally(() => setRefreshing(false));
  }, [loading, route, root]);
  if (!route) return loading || refreshing || !lookedFor.has(root) ? <PageLoading /> : <NotFound />;
  if (route.access !== 'open' && !canOpenPath(route.path)) return <Navigate to={unPermissionPath()} replace />;
  const screen = screenOf(route, pathname);
  if (!screen) return <NotFound />;
  return <CrudScreen key={pathname} route={route} screen={screen.action} id={screen.id} />;
}
