import { af } from './air-freight';
import { css } from './settlement';
import { hrs } from './organisation';
import { io } from './other-business';
import { lc } from './road';
import { os } from './manifests';
import { prm } from './partners';
import { sc } from './sea-rail';
import { shell } from './shell';
import type { Access, Bilingual, ModuleDef, RouteDef } from './types';

export * from './types';
export * from './screens';

/** Every module in menu order. The shell module holds the login, dashboard and public pages. */
export const modules: readonly ModuleDef[] = [shell, prm, hrs, css, af, os, sc, lc, io];

/** A route with everything derived from its declaration filled in. */
export interface ResolvedRoute extends RouteDef {
  /** Resource name: the path without its leading slash ("af_order"). */
  name: string;
  module: string;
  access: Access;
  /** Path of the container in the menu, or undefined for top-level entries. */
  parent?: string;
}

export const resourceName = (path: string) => path.replace(/^\//, '');

/** Flatten modules into resolved routes; containers are the menu parents of their module's routes. */
export function resolveModules(list: readonly ModuleDef[]): ResolvedRoute[] {
  const out: ResolvedRoute[] = [];
  for (const mod of list) {
    const container = mod.routes.find((r) => r.kind === 'container');
    for (const r of mod.routes) {
      out.push({
        ...r,
        name: resourceName(r.path),
        module: mod.code,
        access: r.access ?? 'menu',
        parent: r.kind === 'container' ? r.parent : (r.parent ?? (r.access ? undefined : container?.path)),
      });
    }
  }
  return out;
}

export const routes: readonly ResolvedRoute[] = resolveModules(modules);

export const routeByPath: ReadonlyMap<string, ResolvedRoute> = new Map(routes.map((r) => [r.path, r]));

export const findRoute = (path: string) => routeByPath.get(path);

/** The first route declared with a given component: how the shell finds e.g. the login path. */
export function pathOf(component: string): string {
  const r = routes.find((x) => x.component === component);
  if (!r) throw new Error(`no route declares component ${component}`);
  return r.path;
}

/** The screens a refused or unfinished menu entry opens (declared in the HRS module). */
export const unPermissionPath = () => pathOf('UnPermissionPage');
export const unDevelopPath = () => pathOf('UnDevelopPage');

export { homePath, loginPagePath } from './shell';

export const publicPaths: ReadonlySet<string> = new Set(routes.filter((r) => r.access === 'public').map((r) => r.path));
export const openPaths: ReadonlySet<string> = new Set(routes.filter((r) => r.access === 'open').map((r) => r.path));

/** Standard button codes of a route (docs/behaviour.md §1.6: a button shows only when its code is granted). */
export function buttonCodes(r: RouteDef): string[] {
  const name = resourceName(r.path);
  const std = r.kind === 'crud' ? ['create', 'edit', 'delete', 'export', 'import'] : r.kind === 'report' ? ['export'] : [];
  return [...std.map((a) => `${name}:${a}`), ...(r.buttons ?? [])];
}

export const buttonCode = (resource: string, action: string) => `${resource}:${action}`;

/** i18n key of a route's label; the dictionaries are derived from the registry (see src/i18n). */
export const labelKey = (path: string) => `route.${resourceName(path)}`;

export function labelsOf(list: readonly ResolvedRoute[] = routes): Record<keyof Bilingual, Record<string, string>> {
  const zh: Record<string, string> = {};
  const en: Record<string, string> = {};
  for (const r of list) {
    zh[labelKey(r.path)] = r.label['zh-CN'];
    en[labelKey(r.path)] = r.label['en-US'];
  }
  return { 'zh-CN': zh, 'en-US': en };
}

/** Routes that appear in the permission tree: menu-granted routes (containers included). */
export const menuRoutes = (list: readonly ResolvedRoute[] = routes) => list.filter((r) => r.access === 'menu');
