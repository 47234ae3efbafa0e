import { BUSINESS_SCOPES, type BusinessScope } from './scopes';

/**
 * The dashboard's 更多 link to the business analysis report (docs/behaviour.md §2.2.2): query parameter `o`
 * holding, URI-encoded JSON, the business scope, the unit 天 (day), a start date (6 days before today)
 * and an end date (today). The dashboard builds it, the report page and the server read it with
 * these two functions, so they cannot disagree.
 */
export interface AnalysisLink {
  businessScope: BusinessScope;
  unit: '天' | '月';
  startDate: string;
  endDate: string;
}

/** What `o` means as the report's filters. */
export interface AnalysisFilters {
  businessScope: BusinessScope;
  periodUnit: 'DAY' | 'MONTH';
  periodDate_gte: string;
  periodDate_lte: string;
}

/** At most a year and a day between start and end: a link, not an open-ended query. */
export const ANALYSIS_MAX_DAYS = 366;
const MAX_LENGTH = 500;

export const analysisParamOf = (link: AnalysisLink) => encodeURIComponent(JSON.stringify(link));

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (s: unknown): s is string =>
  typeof s === 'string' && ISO.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

const UNITS: Record<string, 'DAY' | 'MONTH'> = { 天: 'DAY', 日: 'DAY', DAY: 'DAY', 月: 'MONTH', MONTH: 'MONTH' };

/**
 * `o` as filters, or the reason it is unusable (a malformed link is the caller's 400, never a 500).
 * Accepts the value as the query string gives it (decoded once) and, leniently, still encoded.
 */
export function parseAnalysisParam(raw: unknown): { filters: AnalysisFilters } | { error: string } {
  if (typeof raw !== 'string' || !raw.trim()) return { error: '参数 o 为空' };
  if (raw.length > MAX_LENGTH) return { error: '参数 o 过长' };
  let text = raw.trim();
  if (/^%7B/i.test(text)) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return { error: '参数 o 编码无效' };
    }
  }
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return { error: '参数 o 不是有效的 JSON' };
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return { error: '参数 o 必须是对象' };
  const o = v as Record<string, unknown>;
  const scope = typeof o.businessScope === 'string' ? o.businessScope.trim().toUpperCase() : '';
  if (!(BUSINESS_SCOPES as readonly string[]).includes(scope)) return { error: `业务范围无效: ${String(o.businessScope)}` };
  const unit = typeof o.unit === 'string' ? (UNITS[o.unit.trim().toUpperCase()] ?? UNITS[o.unit.trim()]) : undefined;
  if (!unit) return { error: `统计单位无效: ${String(o.unit)}` };
  if (!validDay(o.startDate) || !validDay(o.endDate)) return { error: '开始或结束日期无效 (YYYY-MM-DD)' };
  if (o.startDate > o.endDate) return { error: '开始日期晚于结束日期' };
  const days = (Date.parse(`${o.endDate}T00:00:00Z`) - Date.parse(`${o.startDate}T00:00:00Z`)) / 86_400_000;
  if (days > ANALYSIS_MAX_DAYS) return { error: `日期范围不能超过 ${ANALYSIS_MAX_DAYS} 天` };
  return { filters: { businessScope: scope as BusinessScope, periodUnit: unit, periodDate_gte: o.startDate, periodDate_lte: o.endDate } };
}
