import { endpoints, http, type MenuNode } from '../../providers';

/**
 * Tells the server which menu entry was opened, for the "frequently used menus" list
 * (spec 02 §2.4). Fire and forget: a failed record must neither block nor toast.
 */
export function recordMenuVisit(n: MenuNode) {
  const body = new URLSearchParams({ id: String(n.id), name: n.name ?? '', path: n.path });
  http.post(endpoints.recordMenu, body, { silent: true }).catch(() => undefined);
}
