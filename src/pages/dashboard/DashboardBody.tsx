import { Col, Row } from 'antd';
import { useRef } from 'react';
import { displayName, type CurrentUser } from '../../components/layout/useCurrentUser';
import { ONLINE_BOOKING_VERSION } from '../../schemas';
import { FrequentMenusCard, HelpCard, NoticeBoard, OnlineBookingGreeting, QuickToolsCard, RankingCard, RouteSearchCard } from './cards';
import { ActivityCard } from './ActivityCard';
import { prefetchStatistics, StatisticsCard } from './StatisticsCard';
import { DeviceWarnings, WelcomeGuide } from './WelcomeGuide';

/** GET /hrs/user/current also answers whether the ranking shows (docs/api-dashboard.md). */
/** What the body asks for first, asked ahead of its render (src/pages/index.ts `PageModule.warm`). */
export const warm = prefetchStatistics;

export type DashboardUser = CurrentUser & { showRanking?: boolean };

const gap = { marginBottom: 16 } as const;

/** The cards of the dashboard (docs/behaviour.md §2.2.2), a chunk of their own after the greeting. */
export default function DashboardBody({ user }: { user: DashboardUser | undefined }) {
  const onlineBooking = user?.orgVersion === ONLINE_BOOKING_VERSION;
  const search = useRef<HTMLDivElement>(null);
  const tools = useRef<HTMLDivElement>(null);
  const help = useRef<HTMLDivElement>(null);

  return (
    <>
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
          {user ? <ActivityCard /> : null}
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
    </>
  );
}
