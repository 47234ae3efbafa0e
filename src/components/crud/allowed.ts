import { hasButton } from '../../providers';
import { buttonCode, type ResolvedRoute } from '../../resources';
import { isWritable } from './routeDefs';

/** The write actions a user may take on a data route's records. */
export interface Allowed {
  create: boolean;
  edit: boolean;
  delete: boolean;
}

/**
 * A button shows only when its code is granted (docs/behaviour.md §1.6): `af_order:create`, `:edit`, `:delete`.
 * Reports are read-only whatever the codes say.
 */
export function allowedActions(route: ResolvedRoute): Allowed {
  const writable = isWritable(route);
  return {
    create: writable && hasButton(buttonCode(route.name, 'create')),
    edit: writable && hasButton(buttonCode(route.name, 'edit')),
    delete: writable && hasButton(buttonCode(route.name, 'delete')),
  };
}
