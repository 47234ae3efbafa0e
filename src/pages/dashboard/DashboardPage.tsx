import { Col, Row, Typography } from 'antd';
import { useRef } from 'react';
import { displayName, useCurrentUser, type CurrentUser } from '../../components/layout/useCurrentUser';
import { t } from '../../providers';
import { ONLINE_BOOKING_VERSION } from '../../schemas';
import {
  FrequentMenusCard,
  HelpCard,
  NoticeBoard,
  OnlineBookingGreeting,
  QuickToolsCard,
  RankingCard,
  RouteSearchCard,
} from './cards';
import { StatisticsCard } from './StatisticsCard';
import { DeviceWarnings, WelcomeGuide } from './WelcomeGuide';

/** GET /hrs/user/current also answers whether the ranking shows (docs/api-dashboard.md). */
type DashboardUser = CurrentUser & { showRanking?: boolean };

const gap = { marginBottom: 16 } as const;

/** /dashboard (spec 02 §2.2): search, quick tools, statistics, frequent menus, notices, help, ranking. */
export default function DashboardPage() {
  const { data: identity } = useCurrentUser();
  const user = identity as DashboardUser | undefined;
  const onlineBooking = user?.orgVersion === ONLINE_BOOKING_VERSION;
  const search = useRef<HTMLDivElement>(null);
  const tools = useRef<HTMLDivElement>(null);
  const help = useRef<HTMLDivElement>(null);

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
      <Row gutter={16}>
        <Col xs={24} xl={16}>
          <div ref={search} style={gap}>
            <RouteSearchCard />
          </div>
          <div ref={tools} style={gap}>
            {onlineBooking ? <OnlineBookingGreeting name={displayName(user)} /> : <QuickToolsCard />}
          </div>
          <div style={gap}>
            <StatisticsCard />
          </div>
        </Col>
        <Col xs={24} xl={8}>
          {user && !onlineBooking ? (
            <div style={gap}>
              <FrequentMenusCard />
            </div>
          ) : null}
          <div style={gap}>
            <NoticeBoard />
          </div>
          <div ref={help} style={gap}>
            <HelpCard />
          </div>
          {user?.showRanking ? (
            <div style={gap}>
              <RankingCard />
            </div>
          ) : null}
        </Col>
      </Row>
      {user ? <WelcomeGuide userId={user.userId} orgId={user.orgId} search={search} tools={tools} help={help} /> : null}
      <DeviceWarnings />
    </div>
  );
}
