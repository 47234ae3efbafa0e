import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '../components/layout/PageLoading';
import { useConfiguredRoutes } from '../components/crud/configuredRoutes';
import { CrudScreen, pages } from '../pages';
import { canOpenPath, routeRoot } from '../providers';
import { routeByPath, type ResolvedRoute } from '../resources';
import { hasGenericScreens, screenOf } from './actions';
import { unPermissionPath } from './paths';

const NotFound = pages.NotFoundPage;

/** The data route a path belongs to: the registry's, else one an administrator configured. */
export function dataRouteOf(pathname: string, configured: readonly ResolvedRoute[]): ResolvedRoute | undefined {
  const root = routeRoot(pathname);
  const found = routeByPath.get(root) ?? configured.find((r) => r.path === root);
  return found && hasGenericScreens(found) ? found : undefined;
}

/**
 * The signed-in area's catch-all. Paths the registry declares have routes of their own; what lands
 * here is either a route an administrator added as a JSON file (fetched once per session from
 * /hrs/permission/resourceDefs), rendered with the generic screens after the same permission check,
 * or a real 404.
 */
export function ConfiguredRoute() {
  const { pathname } = useLocation();
  const { routes: configured, loading } = useConfiguredRoutes();
  const route = dataRouteOf(pathname, configured);
  if (!route) return loading ? <PageLoading /> : <NotFound />;
  if (!canOpenPath(route.path)) return <Navigate to={unPermissionPath()} replace />;
  const screen = screenOf(route, pathname);
  if (!screen) return <NotFound />;
  return <CrudScreen key={pathname} route={route} screen={screen.action} id={screen.id} />;
}
