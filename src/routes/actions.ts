import type { ResolvedRoute } from '../resources';

export type Action = 'list' | 'create' | 'edit' | 'show';

/**
 * The screens a route has, derived from its kind so the Refine resources and the route tree agree:
 * a crud route gets list/create/edit/show, a report or page only its own path, a container none.
 */
export function actionPaths(r: ResolvedRoute): Partial<Record<Action, string>> {
  switch (r.kind) {
    case 'container':
      return {};
    case 'crud':
      return { list: r.path, create: `${r.path}/create`, edit: `${r.path}/edit/:id`, show: `${r.path}/show/:id` };
    default:
      return { list: r.path };
  }
}
