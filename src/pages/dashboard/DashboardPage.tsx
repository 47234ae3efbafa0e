import { Skeleton, Typography } from 'antd';
import { Suspense } from 'react';
import { preloadable } from '../../components/lazy/preloadable';
import { displayName, useCurrentUser } from '../../components/layout/useCurrentUser';
import { t } from '../../providers';
import type { DashboardUser } from './DashboardBody';

// The greeting paints at once; the cards (antd tables, tabs, tour) follow in their own chunk, and the
// chart library in another one after that.
const DashboardBody = preloadable(() => import('./DashboardBody'));

/** Ahead of the first render (at sign-in): the body's chunk, then its statistics call and the chart's chunk. */
export function warm(): Promise<unknown> {
  return DashboardBody.preload().then((body) => body.warm());
}

/** /dashboard (docs/behaviour.md §2.2.2): search, quick tools, statistics, frequent menus, notices, help, ranking. */
export default function DashboardPage() {
  const { data: identity } = useCurrentUser();
  const user = identity as DashboardUser | undefined;
  return (
    <div data-testid="dashboard">
      <div data-testid="dashboard-greeting" style={{ marginBottom: 12 }}>
        <Typography.Title level={4} style={{ margin: 0, display: 'inline-block' }}>
          {user ? t('dashboard.welcome', { name: displayName(user) }) : '\u00a0'}
        </Typography.Title>
        {user?.orgName ? (
          <Typography.Text type="secondary" style={{ marginInlineStart: 12 }}>
            {user.orgName}
          </Typography.Text>
        ) : null}
      </div>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
        <DashboardBody user={user} />
      </Suspense>
    </div>
  );
}
