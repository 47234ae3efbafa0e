import { HomeOutlined, MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { t } from '../../providers';
import { pathOf, homePath } from '../../resources';
import { NotificationBell } from './NotificationBell';
import { HelpDocMenu } from './HelpDocMenu';
import { isPrivateSaas, useStorePrivateSaas } from './privateSaas';
import { ThemePicker } from './ThemePicker';
import { UserMenu } from './UserMenu';
import { useCurrentUser } from './useCurrentUser';
import { chatEntitled } from '../chat/access';
import { aiEntitled } from '../ai/access';
import { GlobalSearchEntry } from '../search/GlobalSearchEntry';

/** The chat entry and its socket are their own chunk, loaded only for users the chat is for. */
const ChatEntry = lazy(() => import('../chat/ChatEntry'));
/** The AI assistant's floating button and panel: their own chunk, for organisations that have it. */
const AiAssistant = lazy(() => import('../ai/AiAssistant'));

interface Props {
  mobile: boolean;
  collapsed: boolean;
  onToggleMenu: () => void;
}

/** The superAdmin role is the platform operator: its organisation has no contract end (docs/behaviour.md §2.6). */
const SUPER_ADMIN = 'superAdmin';
/** docs/behaviour.md §2.9: the validity end date when the organisation has none. */
export const DEFAULT_STOP_DATE = '2099-12-31';

/** The registry's contact-us path. */
export const contactUsPath = () => pathOf('ContactUsPage');

/** The validity end date to show, or undefined for the superAdmin role. */
export function stopDateOf(user: { loginRole?: string; stopDate?: string | null } | undefined): string | undefined {
  if (!user || user.loginRole === SUPER_ADMIN) return undefined;
  return user.stopDate ? user.stopDate.slice(0, 10) : DEFAULT_STOP_DATE;
}

/**
 * Title, organisation with its version, validity end date, contact us, notifications, theme
 * colour, help, home and the user dropdown (docs/behaviour.md §2.2.3).
 */
export function TopBar({ mobile, collapsed, onToggleMenu }: Props) {
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  useStorePrivateSaas(user);
  const privateSaas = isPrivateSaas(user);
  const stopDate = stopDateOf(user);
  const toggleIcon = mobile ? <MenuOutlined /> : collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />;
  // The timestamp makes the dashboard remount and reload its cards even when it is already open.
  const goHome = () => navigate(`${homePath()}?t=${Date.now()}`);

  return (
    // antd's Header sets its height as line-height; the ellipsis texts here need a normal one.
    <div style={{ display: 'flex', alignItems: 'center', gap: mobile ? 4 : 12, height: '100%', lineHeight: 1.5 }}>
      <Button type="text" icon={toggleIcon} onClick={onToggleMenu} aria-label={t('layout.toggleMenu')} data-testid="menu-toggle" />
      {mobile ? (
        <Link to={homePath()} style={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {t('app.shortTitle')}
        </Link>
      ) : null}
      <Space size={8} style={{ minWidth: 0, overflow: 'hidden' }} data-testid="org-info">
        {user?.orgName && !mobile ? (
          <Typography.Text strong ellipsis style={{ maxWidth: 360 }}>
            {user.orgName}
          </Typography.Text>
        ) : null}
        {user?.orgVersion && !mobile ? <Tag color="blue">{user.orgVersion}</Tag> : null}
      </Space>
      <div style={{ flex: 1 }} />
      {/* Find any order or partner by its number (Ctrl+K); docs/search.md. */}
      <GlobalSearchEntry compact={mobile} />
      {stopDate && !mobile ? (
        <Typography.Text type="secondary" data-testid="stop-date" style={{ whiteSpace: 'nowrap' }}>
          {t('layout.validUntil')} {stopDate}
        </Typography.Text>
      ) : null}
      {!privateSaas && !mobile ? (
        <Link to={contactUsPath()} data-testid="contact-us" style={{ whiteSpace: 'nowrap' }}>
          {t('layout.contactUs')}
        </Link>
      ) : null}
      {user && chatEntitled(user) ? (
        <Suspense fallback={null}>
          <ChatEntry user={user} />
        </Suspense>
      ) : null}
      {aiEntitled(user) ? (
        <Suspense fallback={null}>
          <AiAssistant />
        </Suspense>
      ) : null}
      <NotificationBell user={user} />
      <ThemePicker />
      {mobile ? null : (
        <>
          <HelpDocMenu />
          <Tooltip title={t('layout.goDashboard')}>
            <Button type="text" icon={<HomeOutlined />} onClick={goHome} aria-label={t('layout.goDashboard')} data-testid="go-dashboard" />
          </Tooltip>
        </>
      )}
      <UserMenu user={user} compact={mobile} />
    </div>
  );
}
