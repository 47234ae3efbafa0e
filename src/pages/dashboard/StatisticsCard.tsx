import { Alert, Card, Skeleton, Table, Tabs } from 'antd';
import type { TableColumnsType } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { api, request } from '../../api';
import { altHttp, isHttpError, t } from '../../providers';
import { BUSINESS_SCOPES, type BusinessScope } from '../../schemas';
import { analysisLink, chartSeries, dayLabels, rowsOrTemplate, storeScope, storedScope, tableRows, type StatisticsRow } from './statistics';

// echarts is its own chunk (the login page never loads it). Its download starts together with the
// statistics call, not after the answer, when the chart first renders.
let chartChunk: Promise<typeof import('./StatsChart')> | undefined;
const loadChart = () => (chartChunk ??= import('./StatsChart'));
const StatsChart = lazy(loadChart);

const askStatistics = (scope: BusinessScope) =>
  request(altHttp, api.dashboard.orderStatistics, { query: { businessScope: scope } }, { silent: true });
type StatisticsAnswer = Awaited<ReturnType<typeof askStatistics>>;

/** How long a statistics answer asked ahead of the card (at sign-in) may stand in for the card's own call. */
const PREFETCH_FRESH_MS = 15_000;
let prefetched: { scope: BusinessScope; at: number; answer: Promise<StatisticsAnswer> } | undefined;

/**
 * Asks for the remembered tab's statistics and the chart's chunk before the card exists: called
 * when the sign-in succeeds and the dashboard is where the user is going (src/routes/warmUp.ts), so
 * the call runs while the app and the layout render instead of after them. The card's first load
 * takes the answer if it is for its tab and fresh; anything else asks again.
 */
export function prefetchStatistics(): Promise<unknown> {
  const scope = storedScope();
  const answer = askStatistics(scope);
  prefetched = { scope, at: Date.now(), answer };
  // Settled when both are in; a failure is the card's to show (it asks again).
  return Promise.allSettled([answer, loadChart()]);
}

function takePrefetched(scope: BusinessScope): Promise<StatisticsAnswer> | undefined {
  const p = prefetched;
  prefetched = undefined;
  return p && p.scope === scope && Date.now() - p.at < PREFETCH_FRESH_MS ? p.answer : undefined;
}

function subscribeResize(cb: () => void) {
  window.addEventListener('resize', cb);
  return () => window.removeEventListener('resize', cb);
}

/** docs/behaviour.md §2.9: the chart is 35 % of the window height. */
const useChartHeight = () => useSyncExternalStore(subscribeResize, () => Math.round(window.innerHeight * 0.35));

interface Loaded {
  scope: BusinessScope;
  rows: StatisticsRow[];
  error?: string;
}

/** Shipment statistics of the last 7 days, one tab per business scope (docs/behaviour.md §2.2.2, §2.4). */
export function StatisticsCard() {
  const [scope, setScope] = useState<BusinessScope>(storedScope);
  const [loaded, setLoaded] = useState<Loaded | undefined>();
  const height = useChartHeight();
  const labels = useMemo(() => dayLabels(), []);

  useEffect(() => {
    let live = true;
    void loadChart();
    (takePrefetched(scope) ?? askStatistics(scope))
      .then((answer) => live && setLoaded({ scope, rows: rowsOrTemplate(scope, answer) }))
      .catch((e: unknown) => {
        const message = (isHttpError(e) && e.messageInfo) || t('dashboard.stats.error');
        if (live) setLoaded({ scope, rows: rowsOrTemplate(scope, []), error: message });
      });
    return () => {
      live = false;
    };
  }, [scope]);

  const current = loaded?.scope === scope ? loaded : undefined;
  const rows = current?.rows ?? [];
  const series = useMemo(() => chartSeries(rows), [rows]);
  const data = useMemo(() => tableRows(rows), [rows]);
  const columns: TableColumnsType<(typeof data)[number]> = useMemo(
    () => [
      { title: t('dashboard.stats.type'), dataIndex: 'type', key: 'type', width: 110, fixed: 'left' as const },
      ...labels.map((l, i) => ({ title: l, dataIndex: `d${i}`, key: `d${i}`, align: 'right' as const })),
    ],
    [labels],
  );

  const onChange = (key: string) => {
    const next = key as BusinessScope;
    storeScope(next);
    setScope(next);
  };

  return (
    <Card
      title={t('dashboard.stats')}
      extra={
        <Link to={analysisLink(scope)} data-testid="stats-more">
          {t('dashboard.more')}
        </Link>
      }
      data-testid="stats-tabs"
      data-scope={scope}
    >
      <Tabs
        activeKey={scope}
        onChange={onChange}
        items={BUSINESS_SCOPES.map((s) => ({ key: s, label: t(`dashboard.scope.${s}`) }))}
        style={{ marginTop: -12 }}
      />
      {current?.error ? <Alert type="warning" showIcon message={current.error} style={{ marginBottom: 12 }} /> : null}
      <div data-testid="stats-chart" data-scope={current?.scope ?? ''} style={{ height }}>
        {current ? (
          <Suspense fallback={<Skeleton active />}>
            <StatsChart labels={labels} series={series} height={height} />
          </Suspense>
        ) : (
          <Skeleton active />
        )}
      </div>
      <div data-testid="stats-table" data-scope={current?.scope ?? ''} style={{ marginTop: 12 }}>
        <Table size="small" pagination={false} loading={!current} columns={columns} dataSource={data} scroll={{ x: 'max-content' }} />
      </div>
    </Card>
  );
}
