import type { TextKey } from '../../i18n/keys';
import dayjs, { type Dayjs } from 'dayjs';
import { t } from '../../providers';
import { registryPath } from './quickTools';
import { BUSINESS_SCOPES, type BusinessScope } from '../../schemas';
import { analysisParamOf } from '../../schemas/analysis-link';

/** One row of GET /afbase/aforder/statistics (docs/behaviour.md §2.3 "Order statistics row"). */
export interface StatisticsRow {
  business_scope: string;
  type: string;
  org_id?: number | string;
  num_0: number | string;
  num_1: number | string;
  num_2: number | string;
  num_3: number | string;
  num_4: number | string;
  num_5: number | string;
  num_6: number | string;
}

export const STAT_DAYS = 7;
export const DEFAULT_SCOPE: BusinessScope = 'AE';
/** The last chosen statistics tab (docs/behaviour.md §2.3 browser-stored values). */
export const STATS_TAB_KEY = 'dashboardStatisticsTab';

/** Row labels as the server sends them, with their i18n keys. */
const LABEL_KEYS: Partial<Record<string, TextKey>> = {
  票数: 'dashboard.stats.count',
  '货量(吨)': 'dashboard.stats.weight',
  标箱量: 'dashboard.stats.teu',
  '计费(吨)': 'dashboard.stats.charge',
};

/** The rows each scope has (docs/behaviour.md §2.3): air count + weight, sea/rail count + TEU, LC count + chargeable tons, IO count. */
const TEMPLATE_TYPES: Record<BusinessScope, string[]> = {
  AE: ['票数', '货量(吨)'],
  AI: ['票数', '货量(吨)'],
  SE: ['票数', '标箱量'],
  SI: ['票数', '标箱量'],
  TE: ['票数', '标箱量'],
  TI: ['票数', '标箱量'],
  LC: ['票数', '计费(吨)'],
  IO: ['票数'],
};

export const isScope = (x: unknown): x is BusinessScope => typeof x === 'string' && (BUSINESS_SCOPES as readonly string[]).includes(x);

/** The zero rows shown for a scope without data. */
export function templateRows(scope: BusinessScope): StatisticsRow[] {
  return TEMPLATE_TYPES[scope].map((type) => ({
    business_scope: scope,
    type,
    num_0: 0,
    num_1: 0,
    num_2: 0,
    num_3: 0,
    num_4: 0,
    num_5: 0,
    num_6: 0,
  }));
}

/** The server's rows for a scope, or the zero template when it sent none. */
export function rowsOrTemplate(scope: BusinessScope, rows: unknown): StatisticsRow[] {
  const list = Array.isArray(rows) ? (rows as StatisticsRow[]).filter((r) => !r.business_scope || r.business_scope === scope) : [];
  return list.length ? list : templateRows(scope);
}

/** A row label in the interface language. */
export const rowLabel = (type: string) => {
  const key = LABEL_KEYS[type];
  return key ? t(key) : type;
};

/**
 * Today where the business counts its days (Asia/Shanghai, UTC+8 all year, as the server's statistics
 * and reports do): a browser in another zone, or any browser after 16:00 UTC, must label the same days.
 */
export const businessToday = (now = Date.now()): Dayjs => dayjs(new Date(now + 8 * 3_600_000).toISOString().slice(0, 10));

/** The 7 days, oldest first: index 0 is six days ago (num_6), index 6 today (num_0). */
export function statDays(today: Dayjs = businessToday()): Dayjs[] {
  return Array.from({ length: STAT_DAYS }, (_, i) => today.startOf('day').subtract(STAT_DAYS - 1 - i, 'day'));
}

/** x-axis labels MM/DD, oldest to newest. */
export const dayLabels = (today: Dayjs = businessToday()) => statDays(today).map((d) => d.format('MM/DD'));

/** A row's values oldest to newest: num_6 .. num_0. */
export function rowValues(row: StatisticsRow): number[] {
  return Array.from({ length: STAT_DAYS }, (_, i) => {
    const v = Number(row[`num_${STAT_DAYS - 1 - i}` as keyof StatisticsRow]);
    return Number.isFinite(v) ? v : 0;
  });
}

export interface ChartSeries {
  name: string;
  type: 'bar' | 'line';
  yAxisIndex: 0 | 1;
  data: number[];
}

/** Chart series: the count as bars on the left axis, the other figure as a line on the right axis. */
export function chartSeries(rows: readonly StatisticsRow[]): ChartSeries[] {
  return rows.map((r, i) => ({
    name: rowLabel(r.type),
    type: i === 0 ? 'bar' : 'line',
    yAxisIndex: i === 0 ? 0 : 1,
    data: rowValues(r),
  }));
}

/** The table: one row per statistics row, one column per day (keys d0..d6 oldest first). */
export function tableRows(rows: readonly StatisticsRow[]) {
  return rows.map((r, i) => {
    const values = rowValues(r);
    return { key: `${r.type}-${i}`, type: rowLabel(r.type), ...Object.fromEntries(values.map((v, j) => [`d${j}`, v])) } as {
      key: string;
      type: string;
    } & Record<string, number | string>;
  });
}

/** The query parameter `o` of the business analysis report (docs/behaviour.md §2.2.2; src/schemas/analysis-link.ts). */
export function analysisParam(scope: BusinessScope, today: Dayjs = businessToday()): string {
  return analysisParamOf({
    businessScope: scope,
    unit: '天',
    startDate: today.subtract(STAT_DAYS - 1, 'day').format('YYYY-MM-DD'),
    endDate: today.format('YYYY-MM-DD'),
  });
}

/** The registry's business analysis route. */
export const ANALYSIS_PATH = registryPath('css_report_business_analysis');

/** Where 更多 goes for a scope. */
export const analysisLink = (scope: BusinessScope, today: Dayjs = businessToday()) => `${ANALYSIS_PATH}?o=${analysisParam(scope, today)}`;

export function storedScope(): BusinessScope {
  try {
    const v = localStorage.getItem(STATS_TAB_KEY);
    return isScope(v) ? v : DEFAULT_SCOPE;
  } catch {
    return DEFAULT_SCOPE;
  }
}

export function storeScope(scope: BusinessScope) {
  try {
    localStorage.setItem(STATS_TAB_KEY, scope);
  } catch {
    // Private mode: the tab is just not remembered.
  }
}
