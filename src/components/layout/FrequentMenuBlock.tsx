import { SettingOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { t } from '../../providers';
import { HotMenuEditor, pathLabel, useAccessRecords } from '../hot-menu';
import { useIsSmallDevice } from './useIsMobile';

interface Props {
  /** Called after a link opened a page (the mobile drawer closes then). */
  onNavigate?: () => void;
}

/**
 * "我的常用菜单" above the permission menu (docs/behaviour.md §2.2.4): the saved frequent menus, and a settings
 * icon opening the hot-menu editor. Below 768 px it uses smaller padding.
 */
export function FrequentMenuBlock({ onNavigate }: Props) {
  const { list } = useAccessRecords();
  const [editing, setEditing] = useState(false);
  const small = useIsSmallDevice();
  const { pathname } = useLocation();
  const pad = small ? '6px 12px' : '12px 16px';

  return (
    <div
      data-testid="frequent-menu-block"
      data-small={small ? '1' : '0'}
      style={{ padding: pad, borderBottom: '1px solid rgba(255,255,255,0.12)', color: 'rgba(255,255,255,0.85)' }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: small ? 2 : 6 }}>
        <span style={{ fontSize: 13, fontWeight: 600 }}>{t('layout.frequentMenus')}</span>
        <Tooltip title={t('layout.frequentMenusSettings')}>
          <Button
            type="text"
            size="small"
            icon={<SettingOutlined style={{ color: 'rgba(255,255,255,0.85)' }} />}
            aria-label={t('layout.frequentMenusSettings')}
            data-testid="frequent-menu-settings"
            onClick={() => setEditing(true)}
          />
        </Tooltip>
      </div>
      {list.length ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: small ? 4 : 6 }}>
          {list.map((r) => {
            const active = pathname === r.path;
            return (
              <Link
                key={r.permissionId}
                to={r.path}
                onClick={onNavigate}
                data-testid="frequent-menu-item"
                style={{
                  padding: small ? '0 6px' : '2px 8px',
                  borderRadius: 4,
                  fontSize: 12,
                  lineHeight: '20px',
                  color: '#fff',
                  background: active ? 'rgba(255,255,255,0.28)' : 'rgba(255,255,255,0.12)',
                  whiteSpace: 'nowrap',
                  maxWidth: '100%',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                }}
              >
                {pathLabel(r.path, r.permissionName)}
              </Link>
            );
          })}
        </div>
      ) : (
        <div style={{ fontSize: 12, color: 'rgba(255,255,255,0.45)' }}>{t('layout.frequentMenusEmpty')}</div>
      )}
      {editing ? <HotMenuEditor open={editing} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}
