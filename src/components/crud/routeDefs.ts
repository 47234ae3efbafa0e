import { currentLanguage, inLanguage, t, tDynamic } from '../../providers';
import { labelKey, routes, type FieldDef, type ResolvedRoute } from '../../resources';
import type { Action } from '../../resources/screen-paths';
import { configuredRoutes } from './configuredRoutes';

const staticByName = new Map(routes.map((r) => [r.name, r]));

/** A data route by resource name: the registry's, else one added by configuration. */
export function findDataRoute(name: string): ResolvedRoute | undefined {
  return staticByName.get(name) ?? configuredRoutes().find((r) => r.name === name);
}

export { displayFieldOf } from '../../resources/display';

/** The route's label in the current language: the dictionary's (server page maps included), else its own. */
export function routeLabel(route: ResolvedRoute): string {
  const key = labelKey(route.path);
  const text = tDynamic(key);
  return text && text !== key ? text : inLanguage(route.label);
}

/** Page title of a screen: "空运出口订单", "新建空运出口订单", "Edit Air export orders". */
export function screenTitle(route: ResolvedRoute, screen: Action): string {
  const label = routeLabel(route);
  if (screen === 'list') return label;
  const verb = t(`actions.${screen}`);
  return currentLanguage() === 'zh-CN' ? `${verb}${label}` : `${verb} ${label}`;
}

export const fieldLabel = (f: FieldDef) => inLanguage(f.label);

/** Only crud routes write; reports are read-only lists with a detail view. */
export const isWritable = (r: ResolvedRoute) => r.kind === 'crud';
