import { http, loadAccess } from '../providers';
import { CrudScreen, preloadScreen } from '../pages';
import { routes } from '../resources';
import { MainLayout } from './mainLayout';

/** The registry route whose screen a path opens (its own path; a record's screens are not looked up). */
const routeAt = (path: string) => {
  const pathname = path.split(/[?#]/)[0];
  return routes.find((r) => r.path === pathname);
};

/**
 * The screen chunk of a menu entry the pointer rests on (src/components/layout/SiderMenu.tsx): by
 * the click, most of its download is done.
 */
export function preloadPath(path: string) {
  const route = routeAt(path);
  if (route) preloadScreen(route).catch(() => undefined);
}

/**
 * What a signed-in tab will ask for first, asked as soon as the sign-in succeeds (src/App.tsx),
 * while React is still building the app: the user's permitted routes and buttons, the layout's
 * chunk, the target screen's chunk and its first data (for the dashboard, its statistics and the
 * chart's chunk). Without it each waited for the render before it: the permissions for Refine's
 * check, the layout for the permissions, the dashboard's body for the layout, the statistics for the
 * body (bench/browser.ts BENCH_TIMELINE=1 shows the steps).
 * Then, once the tab is idle, the generic list/form chunk, which most next screens use.
 */
export function warmUp(target: string) {
  // Silent: if it fails, Refine's own check asks again and shows what went wrong.
  loadAccess(http, { silent: true }).catch(() => undefined);
  void MainLayout.preload();
  const route = routeAt(target);
  const first = route ? preloadScreen(route, true).catch(() => undefined) : Promise.resolve();
  // Only after the first screen's own chunks and data: fetched earlier, the list's ~50 files held
  // up the dashboard's on the browser's six connections.
  const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1000));
  void first.then(() => idle(() => void CrudScreen.preload().catch(() => undefined)));
}
