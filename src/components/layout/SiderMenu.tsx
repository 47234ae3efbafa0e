import { App, Menu, type MenuProps } from 'antd';
import { useState } from 'react';
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
}

/**
 * The vertical menu of the user's permitted routes (docs/behaviour.md §2.2.4). One submenu is open at a time:
 * opening one closes its siblings, keeping the path down to it.
 */
export function SiderMenu({ model, collapsed = false, onNavigate }: Props) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { message } = App.useApp();
  const selectedKey = model.keyByPath.get(pathname) ?? model.keyByPath.get(entryPath(pathname));
  const [openKeys, setOpenKeys] = useState<string[]>(() => ancestorsOf(model, selectedKey));

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
        items={model.items}
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
