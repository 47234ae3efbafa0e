import { currentLanguage, t } from '../../providers';
import { labelKey, routes, type FieldDef, type ResolvedRoute } from '../../resources';
import { configuredRoutes } from './configuredRoutes';

export type Screen = 'list' | 'create' | 'edit' | 'show';

const staticByName = new Map(routes.map((r) => [r.name, r]));

/** A data route by resource name: the registry's, else one added by configuration. */
export function findDataRoute(name: string): ResolvedRoute | undefined {
  return staticByName.get(name) ?? configuredRoutes().find((r) => r.name === name);
}

const TEXT_KINDS = new Set(['text', 'textarea']);

/**
 * The field that names a record where another record references it: a listed, searchable text
 * field called "...Name" (coopName), else the first listed text field (orderCode), else the first
 * text field. Undefined means only the id can be shown.
 */
export function displayFieldOf(route: ResolvedRoute | undefined): FieldDef | undefined {
  const fields = route?.fields ?? [];
  const text = fields.filter((f) => TEXT_KINDS.has(f.kind));
  return (
    text.find((f) => f.list && f.filter === 'like' && /Name$/.test(f.name)) ??
    text.find((f) => f.list) ??
    text[0]
  );
}

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

/** Paths of a data route's screens. */
export const screenPath = {
  list: (r: ResolvedRoute) => r.path,
  create: (r: ResolvedRoute) => `${r.path}/create`,
  edit: (r: ResolvedRoute, id: string | number) => `${r.path}/edit/${encodeURIComponent(id)}`,
  show: (r: ResolvedRoute, id: string | number) => `${r.path}/show/${encodeURIComponent(id)}`,
};

/** Only crud routes write; reports are read-only lists with a detail view. */
export const isWritable = (r: ResolvedRoute) => r.kind === 'crud';
