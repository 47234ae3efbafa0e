import { useDelete, type BaseKey } from '@refinedev/core';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../providers';
import type { ResolvedRoute } from '../../resources';
import type { RowHandlers } from './RowActions';
import { screenPath } from './routeDefs';

/**
 * The row actions of a whole list page: one navigate and one delete mutation shared by every row
 * (a useDelete per row resolved the resource from the route ~3 times per row).
 */
export function useRowHandlers(route: ResolvedRoute): RowHandlers {
  const navigate = useNavigate();
  const { mutate } = useDelete();
  const [deleting, setDeleting] = useState<BaseKey>();
  return useMemo(
    () => ({
      show: (id) => navigate(screenPath.show(route, id)),
      edit: (id) => navigate(screenPath.edit(route, id)),
      remove: (id) => {
        setDeleting(id);
        mutate(
          {
            resource: route.name,
            id,
            successNotification: () => ({ message: t('success'), type: 'success' }),
            // The http client has already shown why it failed.
            errorNotification: false,
          },
          { onSettled: () => setDeleting(undefined) },
        );
      },
      deleting,
    }),
    [navigate, mutate, route, deleting],
  );
}
