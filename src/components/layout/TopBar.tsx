import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { t } from '../../providers';
import { homePath } from '../../routes/paths';
import { UserMenu } from './UserMenu';
import { useCurrentUser } from './useCurrentUser';

interface Props {
  mobile: boolean;
  collapsed: boolean;
  onToggleMenu: () => void;
}

/** The superAdmin role is the platform operator: its organisation has no contract end (spec 02 §6). */
const SUPER_ADMIN = 'superAdmin';

/** Title, organisation with its version, validity end date and the user dropdown (spec 02 §2.3). */
export function TopBar({ mobile, collapsed, onToggleMenu }: Props) {
  const { data: user } = useCurrentUser();
  const stopDate = user?.loginRole !== SUPER_ADMIN ? user?.stopDate?.slice(0, 10) : undefined;
  const toggleIcon = mobile ? <MenuOutlined /> : collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />;

  return (
    // antd's Header sets its height as line-height; the ellipsis texts here need a normal one.
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, height: '100%', lineHeight: 1.5 }}>
      <Button type="text" icon={toggleIcon} onClick={onToggleMenu} aria-label={t('layout.toggleMenu')} data-testid="menu-toggle" />
      {mobile ? (
        <Link to={homePath()} style={{ fontWeight: 600, color: '#002FA7', whiteSpace: 'nowrap' }}>
          {t('app.shortTitle')}
        </Link>
      ) : null}
      <Space size={8} style={{ minWidth: 0, overflow: 'hidden' }} data-testid="org-info">
        {user?.orgName ? (
          <Typography.Text strong ellipsis style={{ maxWidth: mobile ? 140 : 360 }}>
            {user.orgName}
          </Typography.Text>
        ) : null}
        {user?.orgVersion && !mobile ? <Tag color="blue">{user.orgVersion}</Tag> : null}
      </Space>
      <div style={{ flex: 1 }} />
      {stopDate && !mobile ? (
        <Typography.Text type="secondary" data-testid="stop-date" style={{ whiteSpace: 'nowrap' }}>
          {t('layout.validUntil')} {stopDate}
        </Typography.Text>
      ) : null}
      <UserMenu user={user} compact={mobile} />
    </div>
  );
}
