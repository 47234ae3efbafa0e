import type { DataNode } from 'antd/es/tree';
import type { Language } from '../../schemas';
import type { Bilingual } from '../../schemas/bilingual';

/** A node of GET /hrs/permission/getAllPermissionAndHave (server/permissions.ts). */
export interface PermissionNode {
  id: string;
  kind: 'menu' | 'button';
  path: string | null;
  label: Bilingual;
  children: PermissionNode[];
}

export const toTreeData = (nodes: PermissionNode[], lang: Language): DataNode[] =>
  nodes.map((n) => ({
    key: n.id,
    title: n.kind === 'button' ? `🔘 ${n.label[lang]}` : n.label[lang],
    children: toTreeData(n.children, lang),
  }));

/**
 * The codes to grant: every ticked node plus the menus above it, since a button or page is
 * unreachable without its menu (the server refuses a button without its menu).
 */
export function grantedCodes(checked: string[], tree: PermissionNode[]): string[] {
  const parent = new Map<string, string>();
  const walk = (ns: PermissionNode[], up?: string) =>
    ns.forEach((n) => {
      if (up) parent.set(n.id, up);
      walk(n.children, n.id);
    });
  walk(tree);
  const out = new Set<string>();
  for (let c of checked) {
    out.add(c);
    while (parent.has(c)) out.add((c = parent.get(c)!));
  }
  return [...out].sort();
}

/** The nodes whose label contains the text, with the menus above them (for the tree's search box). */
export function filterTree(nodes: PermissionNode[], text: string, lang: Language): PermissionNode[] {
  const q = text.trim().toLowerCase();
  if (!q) return nodes;
  const out: PermissionNode[] = [];
  for (const n of nodes) {
    if (n.label[lang].toLowerCase().includes(q) || n.id.toLowerCase().includes(q)) out.push(n);
    else {
      const children = filterTree(n.children, q, lang);
      if (children.length) out.push({ ...n, children });
    }
  }
  return out;
}

export const allKeys = (nodes: PermissionNode[]): string[] => nodes.flatMap((n) => [n.id, ...allKeys(n.children)]);
