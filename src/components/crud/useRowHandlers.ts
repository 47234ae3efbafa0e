import { useDataProvider, useNotification, type BaseKey } from '@refinedev/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { theme } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { invalidateTopics } from '../../api/hooks';
import { t } from '../../providers';
import type { ResolvedRoute } from '../../resources';
import type { RowHandlers } from './RowActions';
import { screenPath } from '../../resources/screen-paths';
import { engine } from './extensions';

/**
 * The row actions of a whole list page: one navigate and one delete mutation shared by every row.
 * Refine's useDelete resolves the resource from the route and wires its error chain (useOnError,
 * useLogout, useGo...) on every render of the list; a plain mutation over the same data provider
 * does the same work: delete, say so, and refresh every query reading the resource (Refine's lists
 * and lookups, the screens' panels, here and in the app's other windows), also after a failure,
 * whose message the http client has shown (a 401 there ends the session, and the list's own refetch
 * takes the user to the login page).
 */
export function useRowHandlers(route: ResolvedRoute, editInNewWindow = false): RowHandlers {
  const navigate = useNavigate();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const { open } = useNotification();
  const { mutate, isPending, variables } = useMutation({
    mutationFn: (id: BaseKey) => dataProvider().deleteOne({ resource: route.name, id }),
    onSuccess: () => open?.({ message: t('success'), type: 'success' }),
    onSettled: () => invalidateTopics(queryClient, [route.name]),
  });
  const [confirming, confirm] = useState<BaseKey>();
  const { token } = theme.useToken();
  const colors = useMemo(() => ({ link: token.colorLink, danger: token.colorError }), [token.colorLink, token.colorError]);
  const deleting = isPending ? variables : undefined;
  return useMemo(
    () => ({
      show: (id) => navigate(screenPath.show(route, id)),
      // orderEditNewPage: an order's edit screen opens in a window of its own (else, or if blocked, here).
      edit: (id) => {
        if (!editInNewWindow || !engine.openEditWindow(route, id)) navigate(screenPath.edit(route, id));
      },
      remove: (id) => mutate(id),
      confirm,
      confirming,
      deleting,
      colors,
    }),
    [navigate, mutate, route, editInNewWindow, confirming, deleting, colors],
  );
}
