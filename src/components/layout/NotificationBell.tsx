import { BellOutlined } from '@ant-design/icons';
import { Badge, theme } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../providers';
import { pathOf } from '../../resources';
import { formatCount, useNotificationCounts } from './notificationCounts';
import type { CurrentUser } from './useCurrentUser';

/** The registry's notification path with its tab: 0 approvals, 1 messages (docs/behaviour.md §2.2.1). */
export function notificationUrl(tab?: 0 | 1) {
  const path = pathOf('NotificationPage');
  return tab === undefined ? path : `${path}?id=${tab}`;
}

/**
 * The top bar's bell (docs/behaviour.md §2.2.3): links to /notification, its badge is the sum of approvals and
 * unread messages (99+ above 99), and hovering (or focusing) it shows both counts. Counts refresh every 60 s
 * and after every change of approvals or messages.
 */
export function NotificationBell({ user }: { user: CurrentUser | undefined }) {
  const counts = useNotificationCounts(user);
  const [hover, setHover] = useState(false);
  const { token } = theme.useToken();

  return (
    // The bell and its counts are a small navigation of their own: pointing at it or tabbing into it
    // shows the counts, whose links the keyboard then reaches; leaving it (pointer or focus) hides them.
    <nav
      aria-label={t('notification.title')}
      style={{ position: 'relative', display: 'inline-flex', alignItems: 'center', height: '100%' }}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocus={() => setHover(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHover(false);
      }}
    >
      <Link
        to={notificationUrl()}
        data-testid="notification-bell"
        aria-label={t('notification.title')}
        style={{ display: 'inline-flex', padding: '0 8px' }}
      >
        <Badge count={counts.total} overflowCount={99} size="small">
          <BellOutlined style={{ fontSize: 18, color: token.colorTextSecondary }} />
        </Badge>
      </Link>
      {hover ? (
        <div
          data-testid="notification-counts"
          style={{
            position: 'absolute',
            top: '100%',
            right: 0,
            zIndex: 1050,
            minWidth: 160,
            marginTop: -8,
            padding: '8px 0',
            background: token.colorBgElevated,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowSecondary,
            lineHeight: 1.5,
          }}
        >
          {(
            [
              [0, 'notification.approvals', 'count-approvals', counts.aprv],
              [1, 'notification.messages', 'count-messages', counts.notice],
            ] as const
          ).map(([tab, label, testId, n]) => (
            <Link
              key={tab}
              to={notificationUrl(tab)}
              onClick={() => setHover(false)}
              style={{ display: 'flex', justifyContent: 'space-between', gap: 16, padding: '6px 16px', color: token.colorText }}
            >
              <span>{t(label)}</span>
              <span data-testid={testId} style={{ color: n ? token.colorError : token.colorTextTertiary, fontWeight: 600 }}>
                {formatCount(n)}
              </span>
            </Link>
          ))}
        </div>
      ) : null}
    </nav>
  );
}
