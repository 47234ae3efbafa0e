import {
  BookOutlined,
  DownOutlined,
  GlobalOutlined,
  LockOutlined,
  LogoutOutlined,
  PlaySquareOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useLogout } from '@refinedev/core';
import { App, Avatar, Button, Dropdown, theme, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pathOf } from '../../resources';
import { api, call } from '../../api';
import { changeLanguage, currentLanguage, t } from '../../providers';
import { loginUrl } from '../../providers/redirect';
import { openUserManual } from './openUserManual';
import { displayName, type CurrentUser } from './useCurrentUser';

/** The personal settings dialog is its own chunk, loaded when first opened. */
const PersonalSettingsModal = lazy(() => import('../settings/PersonalSettingsModal'));

/**
 * The language chosen here is the user's page language (paramText): saved on the server, it applies
 * at the next login in any browser (the login reads it back).
 */
function chooseLanguage(lang: 'zh-CN' | 'en-US') {
  changeLanguage(lang);
  void call(api.settings.saveLanguage, { body: { paramText: lang } }, { silent: true }).catch(() => undefined);
}

/** Embedded pages (the price-search frame) keep their own session and must hear about the logout. */
function tellFramesLoggedOut() {
  for (const frame of Array.from(document.querySelectorAll('iframe'))) {
    frame.contentWindow?.postMessage({ type: 'logout' }, '*');
  }
}

/** The user dropdown of the top bar (docs/behaviour.md §2.2.3). */
export function UserMenu({ user, compact }: { user: CurrentUser | undefined; compact?: boolean }) {
  const { modal } = App.useApp();
  const { mutate: logout } = useLogout();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [profileOpen, setProfileOpen] = useState(false);
  const { token } = theme.useToken();

  function confirmLogout() {
    modal.confirm({
      title: t('logout.confirm'),
      okText: t('button.ok'),
      cancelText: t('button.cancel'),
      onOk: () => {
        tellFramesLoggedOut();
        // Back to login with the way back to this page (docs/behaviour.md §2.2.1).
        logout({ redirectPath: loginUrl(pathname + search) });
      },
    });
  }

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: t('layout.profile') },
    { key: 'password', icon: <LockOutlined />, label: t('layout.changePassword') },
    { key: 'tutorial', icon: <PlaySquareOutlined />, label: t('layout.tutorial') },
    { key: 'manual', icon: <BookOutlined />, label: t('layout.userManual') },
    {
      key: 'language',
      icon: <GlobalOutlined />,
      label: currentLanguage() === 'zh-CN' ? 'English' : '中文',
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="logout">{t('layout.logout')}</span>, danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') setProfileOpen(true);
    else if (key === 'password') navigate(pathOf('ResetPasswordPage'));
    else if (key === 'tutorial') navigate(pathOf('TutorialPage'));
    else if (key === 'manual') void openUserManual();
    else if (key === 'language') chooseLanguage(currentLanguage() === 'zh-CN' ? 'en-US' : 'zh-CN');
    else if (key === 'logout') confirmLogout();
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <Button type="text" data-testid="user-menu" style={{ height: 48 }}>
          <Avatar size="small" icon={<UserOutlined />} style={{ backgroundColor: token.colorPrimary }} />
          {compact ? null : <span>{displayName(user)}</span>}
          <DownOutlined style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
      {profileOpen ? (
        <Suspense fallback={null}>
          <PersonalSettingsModal user={user} open={profileOpen} onClose={() => setProfileOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
