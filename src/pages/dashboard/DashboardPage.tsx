import { Card, Skeleton, Typography } from 'antd';
import { displayName, useCurrentUser } from '../../components/layout/useCurrentUser';
import { t } from '../../providers';

/**
 * /dashboard. For now only the greeting; the cards of spec 02 §2.2 (quick tools, statistics,
 * frequent menus, notices) arrive with the dashboard issue.
 */
export default function DashboardPage() {
  const { data: user, isLoading } = useCurrentUser();
  return (
    <Card data-testid="dashboard-greeting">
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <>
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {t('dashboard.welcome', { name: displayName(user) })}
          </Typography.Title>
          {user?.orgName ? <Typography.Text type="secondary">{user.orgName}</Typography.Text> : null}
        </>
      )}
    </Card>
  );
}
