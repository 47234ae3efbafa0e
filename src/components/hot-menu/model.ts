import { type MenuNode, tDynamic } from '../../providers';
import { findRoute, labelKey } from '../../resources';

/** docs/behaviour.md §2.9: at most 10 frequently used menus. */
export const HOT_MENU_MAX = 10;

/** One user access record (docs/behaviour.md §2.3; docs/api-dashboard.md). */
export interface AccessRecord {
  recordId?: number | string;
  permissionId: string;
  permissionName: string;
  path: string;
  accessTime?: string;
  /** 1 selected as a frequent menu, 0 only visited. */
  status: number;
  /** Position among the selected ones, -1 when unselected. */
  sort: number;
  editTime?: string;
  createTime?: string;
}

/** A menu entry the user can pick: the permission id, its label and path. */
export interface HotItem {
  id: string;
  name: string;
  path: string;
}

/** What one entry of the save call carries (docs/behaviour.md §2.7). */
export interface SaveEntry {
  permissionId: string;
  permissionName: string;
  recordId?: number | string;
  status: 0 | 1;
  sort: number;
}

export interface EditorNode {
  key: string;
  title: string;
  path: string;
  /** Only leaves can be ticked (docs/behaviour.md §2.2.6). */
  checkable: boolean;
  children?: EditorNode[];
}

const PLACEHOLDER = /\/unPermission|\/unDevelop/;

/** The label of a path in the interface language, else the given fallback. */
export function pathLabel(path: string | undefined, fallback: string): string {
  if (path && findRoute(path.split('?')[0])) {
    const key = labelKey(path.split('?')[0]);
    const text = tDynamic(key);
    if (text && text !== key) return text;
  }
  return fallback;
}

const nodeLabel = (n: MenuNode) => pathLabel(n.path, n.label?.['zh-CN'] || n.name);

/**
 * The editor's tree: the permitted menu without /unPermission (and not-yet-built) entries or hidden
 * ones; parents whose every child went are dropped. Leaves carry the permission id as key.
 */
export function editorTree(tree: readonly MenuNode[]): EditorNode[] {
  const walk = (nodes: readonly MenuNode[]): EditorNode[] =>
    nodes.flatMap((n): EditorNode[] => {
      if (n.hidden || n.unavailable || PLACEHOLDER.test(n.path ?? '')) return [];
      if (n.children?.length) {
        const children = walk(n.children);
        return children.length ? [{ key: String(n.id), title: nodeLabel(n), path: n.path, checkable: false, children }] : [];
      }
      if (!n.path) return [];
      return [{ key: String(n.id), title: nodeLabel(n), path: n.path, checkable: true }];
    });
  return walk(tree);
}

/** Leaves of the editor tree by key. */
export function leavesOf(nodes: readonly EditorNode[], into = new Map<string, HotItem>()): Map<string, HotItem> {
  for (const n of nodes) {
    if (n.children?.length) leavesOf(n.children, into);
    else if (n.checkable) into.set(n.key, { id: n.key, name: n.title, path: n.path });
  }
  return into;
}

/** The saved selection, in saved order (status 1 by sort). */
export function selectedRecords(records: readonly AccessRecord[]): AccessRecord[] {
  return records.filter((r) => Number(r.status) === 1).sort((a, b) => Number(a.sort) - Number(b.sort));
}

/** The editor's starting list: the saved selection that is still in the tree, in saved order. */
export function initialSelection(records: readonly AccessRecord[], leaves: ReadonlyMap<string, HotItem>): HotItem[] {
  const out: HotItem[] = [];
  for (const r of selectedRecords(records)) {
    const item = leaves.get(String(r.permissionId));
    if (item && !out.some((x) => x.id === item.id)) out.push(item);
  }
  return out;
}

/**
 * Ticking adds a leaf at the end, unticking removes it. An 11th tick is refused: the list stays as
 * it was and `refused` tells the caller to say so (docs/behaviour.md §2.5).
 */
export function toggle(list: readonly HotItem[], item: HotItem, checked: boolean): { list: HotItem[]; refused: boolean } {
  const has = list.some((x) => x.id === item.id);
  if (!checked) return { list: list.filter((x) => x.id !== item.id), refused: false };
  if (has) return { list: [...list], refused: false };
  if (list.length >= HOT_MENU_MAX) return { list: [...list], refused: true };
  return { list: [...list, item], refused: false };
}

export const canMoveUp = (index: number) => index > 0;
export const canMoveDown = (index: number, length: number) => index >= 0 && index < length - 1;

/** Moves an entry one place up (-1) or down (+1); never past either end. */
export function move<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  [out[index], out[to]] = [out[to], out[index]];
  return out;
}

/**
 * The save call's body (docs/behaviour.md §2.4): the selected entries with status 1 and their position as sort,
 * then every previously saved entry that is no longer selected with status 0 and sort -1; one entry
 * per permission id, and the saved record id carried over.
 */
export function savePayload(selected: readonly HotItem[], saved: readonly AccessRecord[]): SaveEntry[] {
  const recordOf = new Map<string, AccessRecord>();
  for (const r of saved) if (!recordOf.has(String(r.permissionId))) recordOf.set(String(r.permissionId), r);
  const out: SaveEntry[] = [];
  const seen = new Set<string>();
  for (const item of selected) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    const rec = recordOf.get(item.id);
    out.push({
      permissionId: item.id,
      permissionName: item.name,
      ...(rec?.recordId !== undefined ? { recordId: rec.recordId } : {}),
      status: 1,
      sort: out.length,
    });
  }
  for (const [id, rec] of recordOf) {
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({
      permissionId: id,
      permissionName: rec.permissionName,
      ...(rec.recordId !== undefined ? { recordId: rec.recordId } : {}),
      status: 0,
      sort: -1,
    });
  }
  return out;
}
