import { currentLanguage, t } from '../../providers';
import { labelKey, routes, type FieldDef, type ResolvedRoute } from '../../resources';
import { configuredRoutes } from './configuredRoutes';

export type Screen = 'list' | 'create' | 'edit' | 'show';

const staticByName = new Map(routes.map((r) => [r.name, r]));

/** A data route by resource name: the registry's, else one added by configuration. */
export function findDataRoute(name: string): ResolvedRoute | undefined {
  return staticByName.get(name) ?? configuredRoutes().find((r) => r.name === name);
}

export { displayFieldOf } from '../../resources/display';

/** The route's label in the current language: the dictionary's (server page maps included), else its own. */
export function routeLabel(route: ResolvedRoute): string {
  const key = labelKey(route.path);
  const text = t(key);
  return text && text !== key ? text : route.label[currentLanguage()] ?? route.label['zh-CN'];
}

/** Page title of a screen: "空运出口订单", "新建空运出口订单", "Edit Air export orders". */
export function screenTitle(route: ResolvedRoute, screen: Screen): string {
  const label = routeLabel(route);
  if (screen === 'list') return label;
  const verb = t(`actions.${screen}`);
  return currentLanguage() === 'zh-CN' ? `${verb}${label}` : `${verb} ${label}`;
}

export const fieldLabel = (f: FieldDef) => f.label[currentLanguage()] ?? f.label['zh-CN'];

/** The page that creates and edits a data route's records instead of the generic form (RouteDef.editorOf). */
export const editorOf = (r: ResolvedRoute): ResolvedRoute | undefined => routes.find((x) => x.editorOf === r.name);

/** Paths of a data route's screens; create and edit open the route's editor page when it has one. */
export const screenPath = {
  list: (r: ResolvedRoute) => r.path,
  create: (r: ResolvedRoute) => editorOf(r)?.path ?? `${r.path}/create`,
  edit: (r: ResolvedRoute, id: string | number) => {
    const editor = editorOf(r);
    return editor ? `${editor.path}?id=${encodeURIComponent(id)}` : `${r.path}/edit/${encodeURIComponent(id)}`;
  },
  show: (r: ResolvedRoute, id: string | number) => `${r.path}/show/${encodeURIComponent(id)}`,
};

/** Only crud routes write; reports are read-only lists with a detail view. */
export const isWritable = (r: ResolvedRoute) => r.kind === 'crud';
