import {
  matchResourceFromRoute,
  QS_PARSE_DEPTH,
  ResourceContext,
  type IResourceItem,
  type ParseResponse,
  type RouterProvider,
} from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import qs from 'qs';
import { useCallback, useContext } from 'react';
import { matchPath, useLocation, useParams } from 'react-router';

type Match = ReturnType<typeof matchResourceFromRoute>;

/**
 * Which resource a path belongs to, worked out once per path for the whole app. Refine's binding
 * does it in every hook that reads the location (each list, delete, logout and error hook, the
 * title), and each time it builds and compares every action route of ~250 resources: on the list
 * screen that was the largest share of Refine's script time between the answer and the first row.
 */
const matches = new WeakMap<IResourceItem[], Map<string, Match>>();

export function matchOnce(pathname: string, resources: IResourceItem[]): Match {
  let byPath = matches.get(resources);
  if (!byPath) matches.set(resources, (byPath = new Map()));
  let m = byPath.get(pathname);
  if (!m) {
    // Paths carry ids: keep the cache to the paths of a working session.
    if (byPath.size >= 500) byPath.clear();
    byPath.set(pathname, (m = matchResourceFromRoute(pathname, resources)));
  }
  return m;
}

const numberIfPossible = (value: unknown) => {
  if (value === undefined) return value;
  const n = Number(value);
  return `${n}` === value ? n : value;
};

/**
 * @refinedev/react-router's binding with its `parse` answering the same as the library's (resource,
 * action, id, pathname, params) from the shared match above.
 */
export const appRouterProvider: RouterProvider = {
  ...routerProvider,
  parse: () => {
    let params: Record<string, string | undefined> = useParams();
    const { pathname, search } = useLocation();
    const { resources } = useContext(ResourceContext);
    const { resource, action, matchedRoute } = matchOnce(pathname, resources);
    if (Object.keys(params).length === 0 && matchedRoute) params = matchPath(matchedRoute, pathname)?.params ?? {};
    return useCallback((): ParseResponse => {
      const combined: Record<string, unknown> & { to?: string } = {
        ...params,
        ...qs.parse(search, { ignoreQueryPrefix: true, depth: QS_PARSE_DEPTH }),
      };
      return {
        ...(resource && { resource }),
        ...(action && { action }),
        ...(params?.id && { id: decodeURIComponent(params.id) }),
        pathname,
        params: {
          ...combined,
          currentPage: numberIfPossible(combined.currentPage) as number | undefined,
          pageSize: numberIfPossible(combined.pageSize) as number | undefined,
          to: combined.to ? decodeURIComponent(combined.to) : undefined,
        },
      };
    }, [pathname, search, params, resource, action]);
  },
};
