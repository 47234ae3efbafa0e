import { App, Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { t } from '../../providers';
import { unDevelopPath } from '../../resources';
import { ancestorsOf, isUnavailable, type MenuModel } from './menuModel';
import { entryPath } from './recordMenuVisit';

interface Props {
  model: MenuModel;
  collapsed?: boolean;
  /** Called after an entry opened a page (the mobile drawer closes then). */
  onNavigate?: () => void;
  /** The pointer rests on an entry that opens a page: its path (to fetch the screen ahead). */
  onIntent?: (path: string) => void;
}

type Items = MenuModel['items'];

/** The entries that open a page tell `onIntent` when the pointer enters them. */
function withIntent(items: Items, model: MenuModel, onIntent: (path: string) => void): Items {
  return items.map((item) => {
    if (!item || !('key' in item)) return item;
    if ('children' in item && item.children)
      return { ...item, children: withIntent(item.children as Items, model, onIntent) } as Items[number];
    const node = model.nodeByKey.get(String(item.key));
    if (!node?.path || isUnavailable(node)) return item;
    const path = node.path;
    return { ...item, onMouseEnter: () => onIntent(path) } as Items[number];
  });
}

/**
 * The vertical menu of the user's permitted routes (docs/behaviour.md §2.2.4). One submenu is open at a time:
 * opening one closes its siblings, keeping the path down to it.
 */
export function SiderMenu({ model, collapsed = false, onNavigate, onIntent }: Props) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { message } = App.useApp();
  const selectedKey = model.keyByPath.get(pathname) ?? model.keyByPath.get(entryPath(pathname));
  const [openKeys, setOpenKeys] = useState<string[]>(() => ancestorsOf(model, selectedKey));
  const items = useMemo(() => (onIntent ? withIntent(model.items, model, onIntent) : model.items), [model, onIntent]);

  const onOpenChange: MenuProps['onOpenChange'] = (keys) => {
    const opened = keys.find((k) => !openKeys.includes(k));
    setOpenKeys(opened ? [...ancestorsOf(model, opened), opened] : keys);
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const node = model.nodeByKey.get(key);
    if (!node) return;
    if (!node.path) {
      void message.info(t('menu.notOpen'));
      return;
    }
    if (isUnavailable(node)) {
      navigate(unDevelopPath());
    } else {
      // The layout records the visit on the route change (recordMenuVisit.ts).
      navigate(node.path);
    }
    onNavigate?.();
  };

  return (
    <div data-testid="sider-menu">
      <Menu
        mode="inline"
        theme="dark"
        items={items}
        selectedKeys={selectedKey ? [selectedKey] : []}
        // Collapsed (the Sider tells Menu), submenus are popups that manage themselves; controlling
        // them would pin them open.
        {...(collapsed ? {} : { openKeys, onOpenChange })}
        onClick={onClick}
        style={{ borderInlineEnd: 0 }}
      />
    </div>
  );
}
