import { routes, type ResolvedRoute } from './index';

/**
 * The data screens' URLs, in one place: the route templates the router mounts, reading a path back
 * into its screen and record, and the links the screens build.
 */

export type Action = 'list' | 'create' | 'edit' | 'show';

/** Data routes without a custom page get the generic list/form/detail screens of src/components/crud. */
export const hasGenericScreens = (r: ResolvedRoute) => !r.component && (r.kind === 'crud' || r.kind === 'report') && !!r.fields?.length;

/**
 * The screens a route has, derived from its kind so the Refine resources and the route tree agree:
 * a crud route gets list/create/edit/show, a report with fields list/show (read-only), any other
 * report or page only its own path, a container none.
 */
export function actionPaths(r: ResolvedRoute): Partial<Record<Action, string>> {
  switch (r.kind) {
    case 'container':
      return {};
    case 'crud':
      return { list: r.path, create: `${r.path}/create`, edit: `${r.path}/edit/:id`, show: `${r.path}/show/:id` };
    case 'report':
      return r.fields?.length ? { list: r.path, show: `${r.path}/show/:id` } : { list: r.path };
    default:
      return { list: r.path };
  }
}

/**
 * The screen and record id a path opens on a data route: `/x` list, `/x/create`, `/x/edit/7`,
 * `/x/show/7`. Undefined when the route has no such screen (a report has no create or edit).
 */
export function screenOf(r: ResolvedRoute, pathname: string): { action: Action; id?: string } | undefined {
  const rest = pathname.split('/').filter(Boolean).slice(1);
  const paths = actionPaths(r);
  if (rest.length === 0) return paths.list ? { action: 'list' } : undefined;
  if (rest.length === 1 && rest[0] === 'create') return paths.create ? { action: 'create' } : undefined;
  if (rest.length === 2 && (rest[0] === 'edit' || rest[0] === 'show') && rest[1]) {
    const action = rest[0] as Action;
    if (!paths[action]) return undefined;
    try {
      return { action, id: decodeURIComponent(rest[1]) };
    } catch {
      return undefined; // a malformed %-escape names no record
    }
  }
  return undefined;
}

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
