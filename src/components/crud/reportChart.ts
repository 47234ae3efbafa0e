import type { BaseRecord } from '@refinedev/core';
import type { ChartDef, FieldDef } from '../../resources';
import { sum } from '../../schemas/money';
import { formatValue } from './format';
import type { Language } from '../../schemas';

export interface ReportChartData {
  labels: string[];
  series: { name: string; type: 'bar' | 'line'; yAxisIndex: 0 | 1; data: number[] }[];
}

/**
 * A report chart's data from the rows shown: one category per value of the x field, oldest or lowest
 * first; rows sharing a category (several partners in one month) add up, exactly, before drawing.
 */
export function reportChartData(
  chart: ChartDef,
  fields: readonly FieldDef[],
  records: readonly BaseRecord[],
  lang: Language,
): ReportChartData {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const xField = byName.get(chart.x);
  const keys = [...new Set(records.map((r) => String(r[chart.x] ?? '')))].sort();
  const label = (k: string) =>
    xField && xField.kind === 'date' && /^\d{4}-\d{2}-01$/.test(k) && chart.x.endsWith('Month')
      ? k.slice(0, 7)
      : xField
        ? formatValue(xField, k, lang)
        : k;
  const series = [...chart.bars.map((n) => [n, 'bar'] as const), ...(chart.lines ?? []).map((n) => [n, 'line'] as const)]
    .filter(([n]) => byName.has(n))
    .map(([n, type]) => ({
      name: byName.get(n)!.label[lang],
      type,
      yAxisIndex: (type === 'bar' ? 0 : 1) as 0 | 1,
      data: keys.map((k) => sum(records.filter((r) => String(r[chart.x] ?? '') === k).map((r) => r[n])).toNumber()),
    }));
  return { labels: keys.map(label), series };
}
