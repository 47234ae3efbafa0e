import { api, request } from '../../api';
import { altHttp, type MenuNode } from '../../providers';
import { isUnavailable, type MenuModel } from './menuModel';

/**
 * Tells the server which menu entry was opened, for the "frequently used menus" list
 * (docs/behaviour.md §2.2.4). Fire and forget: a failed record must neither block nor toast.
 */
export function recordMenuVisit(n: MenuNode) {
  const body = new URLSearchParams({ id: String(n.id), name: n.name ?? '', path: n.path });
  request(altHttp, api.shell.recordMenu, { body }, { silent: true }).catch(() => undefined);
}

/** The same path is recorded at most once in this window (a re-render, a tab switch, a back-and-forth). */
export const RECORD_DEDUP_MS = 5_000;

/** `/af_order/edit/3?x=1` belongs to the `/af_order` entry. */
export const entryPath = (pathname: string) => `/${pathname.split(/[?#]/)[0].split('/')[1] ?? ''}`;

/** The permitted, available menu entry a page path belongs to, if any. */
export function menuEntryOf(model: MenuModel, pathname: string): MenuNode | undefined {
  const key = model.keyByPath.get(pathname) ?? model.keyByPath.get(entryPath(pathname));
  const node = key ? model.nodeByKey.get(key) : undefined;
  return node?.path && !isUnavailable(node) ? node : undefined;
}

/**
 * A recorder for route changes: every navigation to a path of a known menu entry is recorded,
 * however it happened (menu click, frequent-menu link, dashboard card, typed URL), but the same
 * path only once per RECORD_DEDUP_MS.
 */
export function createVisitRecorder(record: (n: MenuNode) => void = recordMenuVisit, now: () => number = Date.now) {
  const last = new Map<string, number>();
  return (model: MenuModel, pathname: string): boolean => {
    const node = menuEntryOf(model, pathname);
    if (!node) return false;
    const at = now();
    const before = last.get(node.path);
    if (before !== undefined && at - before < RECORD_DEDUP_MS) return false;
    last.set(node.path, at);
    record(node);
    return true;
  };
}
