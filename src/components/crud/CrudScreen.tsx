import { useLocation, useParams } from 'react-router';
import type { ResolvedRoute } from '../../resources';
import { ResourceForm } from './ResourceForm';
import { ResourceList } from './ResourceList';
import { ResourceShow } from './ResourceShow';
import type { Action as Screen } from '../../resources/screen-paths';

/**
 * The generic screen of a data route for one action; the route tree mounts it (one lazy chunk for
 * all data routes). Keys remount the screen when the route or record changes, so no state (filters,
 * form values) leaks from one resource to the next.
 */
export default function CrudScreen({ route, screen, id: idProp }: { route: ResolvedRoute; screen: Screen; id?: string }) {
  // The catch-all route of configured resources has no `:id` segment and passes the id itself.
  const params = useParams();
  const { search } = useLocation();
  const id = idProp ?? params.id;
  switch (screen) {
    case 'create':
      return <ResourceForm key={`${route.path}:create`} route={route} screen="create" />;
    case 'edit':
      return <ResourceForm key={`${route.path}:edit:${id}`} route={route} screen="edit" id={id} />;
    case 'show':
      return <ResourceShow key={`${route.path}:show:${id}`} route={route} id={id!} />;
    default:
      // A new link (the dashboard's 更多 with another scope) starts the list afresh with its filters.
      return <ResourceList key={`${route.path}${search}`} route={route} />;
  }
}
