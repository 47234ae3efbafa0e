import type { AccessControlProvider } from '@refinedev/core';
import type { AxiosInstance } from 'axios';
import { STORAGE_KEYS } from '../schemas/constants';
import { buttonCode, openPaths, publicPaths, type Bilingual } from '../resources';
import { request as callApi } from '../api/request';
import { shellApi } from '../api/shell';
import { createStore } from '../api/store';
import { onSessionEnd } from './session';

/** A node of the user's permitted menu tree (GET /hrs/permission). */
export interface MenuNode {
  id: string | number;
  name: string;
  path: string;
  label: Bilingual;
  icon?: string;
  hidden?: boolean;
  unavailable?: boolean;
  children?: MenuNode[];
}

interface AccessState {
  tree: MenuNode[];
  paths: Set<string>;
  buttons: Set<string>;
}

let state: AccessState | undefined;
let loading: Promise<AccessState> | undefined;

/** The route a path belongs to: `/af_order/edit/3?x=1` -> `/af_order` (detail pages share it). */
export function routeRoot(path: string): string {
  const clean = path.split(/[?#]/)[0];
  const first = clean.split('/').filter(Boolean)[0];
  return first ? `/${first}` : '/';
}

function collectPaths(nodes: MenuNode[], into: Set<string>) {
  for (const n of nodes) {
    if (n.path) into.add(routeRoot(n.path));
    if (n.children?.length) collectPaths(n.children, into);
  }
  return into;
}

/**
 * Load the permitted routes and button codes once per login (docs/behaviour.md §1.4); later callers share the
 * same promise. A failed load is forgotten so the next check can try again.
 */
function fetchAccess(http: AxiosInstance, opts: { silent?: boolean }): Promise<AccessState> {
  return Promise.all([
    callApi(http, shellApi.menuTree, undefined, { silent: opts.silent }),
    callApi(http, shellApi.buttons, undefined, { silent: opts.silent }),
  ]).then(([menu, buttons]) => {
    const tree = (Array.isArray(menu) ? menu : []) as MenuNode[];
    const codes = (Array.isArray(buttons) ? buttons : []) as string[];
    sessionStorage.setItem(STORAGE_KEYS.buttons, JSON.stringify(codes));
    return { tree, paths: collectPaths(tree, new Set()), buttons: new Set(codes) };
  });
}

export function loadAccess(http: AxiosInstance, opts: { silent?: boolean } = {}): Promise<AccessState> {
  if (state) return Promise.resolve(state);
  if (loading) return loading;
  const request = fetchAccess(http, opts).then((loaded) => {
    // A reset during the request (logout) wins: do not resurrect the old user's access.
    if (loading === request) state = loaded;
    return loaded;
  });
  loading = request;
  request.catch(() => {
    if (loading === request) loading = undefined;
  });
  return request;
}

export function resetAccess() {
  state = undefined;
  loading = undefined;
  changed();
}

/**
 * The permitted routes and buttons read again while the session goes on: the registry changed (a
 * module published in the designer, docs/schema.md), so the menu and the route guard follow at the
 * user's next navigation. The old sets serve until the new ones arrive.
 */
export async function reloadAccess(http: AxiosInstance): Promise<void> {
  const before = state;
  if (!before) return;
  const loaded = await fetchAccess(http, { silent: true });
  // A logout or another user's sign-in meanwhile wins.
  if (state !== before) return;
  state = loaded;
  changed();
}

/**
 * Each new set of permissions (a reset, a reload while the session goes on), for `useStore`: the
 * layout builds its menu again on each.
 */
export const accessLoads = createStore({ generation: 0 });
const changed = () => accessLoads.update({ generation: accessLoads.get().generation + 1 });

// An ended session (logout, expiry, a new sign-in) takes its permissions with it.
onSessionEnd(resetAccess);

export const isAccessLoaded = () => state !== undefined;

/** The stored button list: the loaded set, or sessionStorage before the first load of this page. */
export function buttonList(): string[] {
  if (state) return [...state.buttons];
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.buttons) ?? '[]');
    return Array.isArray(stored) ? stored.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

/** A button shows only if its code is granted (docs/behaviour.md §1.6). */
export const hasButton = (code: string) => (state ? state.buttons.has(code) : buttonList().includes(code));

export const menuTree = (): MenuNode[] => state?.tree ?? [];

/**
 * Whether the user may open a path: no-login and open-to-all routes always; others only when the
 * route is in the permitted set (else the app shows /unPermission, docs/behaviour.md §1.6).
 * `/` only redirects to the dashboard, which is open to all.
 */
export function canOpenPath(path: string): boolean {
  const root = routeRoot(path);
  if (root === '/' || publicPaths.has(root) || openPaths.has(root)) return true;
  return state?.paths.has(root) ?? false;
}

/** Refine's clone button asks for "clone"; it creates a record, so it needs the create code. */
const BUTTON_ACTION: Record<string, string> = { clone: 'create' };

export const accessControlProvider: AccessControlProvider = {
  // A synchronous lookup over the loaded sets (docs/behaviour.md §E.3): no request per menu item or button.
  can: async ({ resource, action }) => {
    if (!resource) return { can: false, reason: 'no resource' };
    if (action === 'list' || action === 'show') return { can: canOpenPath(`/${resource}`) };
    return { can: hasButton(buttonCode(resource, BUTTON_ACTION[action] ?? action)) };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
