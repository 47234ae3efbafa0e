import type { MenuProps } from 'antd';
import { Tag } from 'antd';
import { inLanguage, type MenuNode, t, tDynamic } from '../../providers';
import { labelKey } from '../../resources';
import { menuIcon } from './menuIcons';

type Item = Required<MenuProps>['items'][number];

export interface MenuModel {
  items: Item[];
  nodeByKey: Map<string, MenuNode>;
  /** Menu key of each path, to highlight the entry of the current page. */
  keyByPath: Map<string, string>;
  parentByKey: Map<string, string>;
}

/** docs/behaviour.md §2.2.4: entries pointing at these pages are placeholders, not real screens. */
const PLACEHOLDER_PATH = /\/unDevelop|\/unPermission/;

export const isUnavailable = (n: MenuNode) => !!n.unavailable || PLACEHOLDER_PATH.test(n.path ?? '');

const keyOf = (n: MenuNode) => `menu-${n.id}`;

/** The registry's translated label, else the label the server sent in the current language. */
export function menuLabel(n: MenuNode): string {
  if (n.path) {
    const key = labelKey(n.path);
    const text = tDynamic(key);
    if (text && text !== key) return text;
  }
  return (n.label && inLanguage(n.label)) || n.name;
}

/**
 * Turns the server's menu tree (already filtered to the user's permissions) into antd Menu items
 * plus the lookups the click and highlight logic need. Built once per login by the sider.
 */
export function buildMenu(tree: MenuNode[]): MenuModel {
  const model: MenuModel = { items: [], nodeByKey: new Map(), keyByPath: new Map(), parentByKey: new Map() };

  const walk = (nodes: MenuNode[], parentKey: string | undefined): Item[] =>
    nodes
      .filter((n) => !n.hidden)
      .map((n) => {
        const key = keyOf(n);
        model.nodeByKey.set(key, n);
        if (parentKey) model.parentByKey.set(key, parentKey);
        if (n.path && !model.keyByPath.has(n.path)) model.keyByPath.set(n.path, key);
        const icon = menuIcon(n.icon, !parentKey);
        const children = n.children?.length ? walk(n.children, key) : [];
        if (children.length) return { key, icon, label: menuLabel(n), children };
        if (!isUnavailable(n)) return { key, icon, label: menuLabel(n) };
        return {
          key,
          icon,
          label: (
            <span style={{ opacity: 0.55 }}>
              {menuLabel(n)}
              <Tag style={{ marginInlineStart: 8 }}>{t('menu.unavailableTag')}</Tag>
            </span>
          ),
        };
      });

  model.items = walk(tree, undefined);
  return model;
}

/** The keys from the top-level menu down to `key`'s parent: what must be open to show `key`. */
export function ancestorsOf(model: MenuModel, key: string | undefined): string[] {
  const out: string[] = [];
  for (let k = key && model.parentByKey.get(key); k; k = model.parentByKey.get(k)) out.unshift(k);
  return out;
}
