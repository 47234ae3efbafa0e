import { describe, expect, it } from 'vitest';
import { findRoute } from '../../../src/resources';
import { linkedFilterValues } from '../../../src/components/crud/linkFilters';
import { reportChartData } from '../../../src/components/crud/reportChart';
import { toCrudFilters } from '../../../src/components/crud/filters';
import { analysisParamOf } from '../../../src/schemas/analysis-link';

const analysis = findRoute('/css_report_business_analysis')!;
const trend = findRoute('/prm_trend')!;

describe('the report list', () => {
  it("starts the business analysis with the dashboard link's filters", () => {
    const o = analysisParamOf({ businessScope: 'LC', unit: '天', startDate: '2026-03-01', endDate: '2026-03-07' });
    const { values, error } = linkedFilterValues(analysis.fields!, `?o=${o}`);
    expect(error).toBeUndefined();
    expect(toCrudFilters(analysis.fields!, values!)).toEqual([
      { field: 'businessScope', operator: 'eq', value: 'LC' },
      { field: 'periodUnit', operator: 'eq', value: 'DAY' },
      { field: 'periodDate', operator: 'gte', value: '2026-03-01' },
      { field: 'periodDate', operator: 'lte', value: '2026-03-07' },
    ]);
    expect(linkedFilterValues(analysis.fields!, '?o=%7Bnope').error).toBeTruthy();
    expect(linkedFilterValues(analysis.fields!, '')).toEqual({});
    // A route without those filters takes nothing from the link.
    expect(linkedFilterValues(findRoute('/css_report_overdue')!.fields!, `?o=${o}`)).toEqual({});
  });

  it('charts a trend by period, adding up rows of one period exactly', () => {
    const data = reportChartData(
      trend.chart!,
      trend.fields!,
      [
        { periodMonth: '2026-02-01', orderCount: 2, revenue: '0.10', profit: '0.05' },
        { periodMonth: '2026-01-01', orderCount: 1, revenue: '5.00', profit: '1.00' },
        { periodMonth: '2026-02-01', orderCount: 3, revenue: '0.20', profit: '0.05' },
      ],
      'zh-CN',
    );
    expect(data.labels).toEqual(['2026-01', '2026-02']);
    expect(data.series.map((s) => [s.name, s.type, s.data])).toEqual([
      ['票数', 'bar', [1, 5]],
      ['收入', 'line', [5, 0.3]],
      ['毛利', 'line', [1, 0.1]],
    ]);
  });
});
