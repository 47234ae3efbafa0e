import ReactEChartsCore from 'echarts-for-react/esm/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import type { ReportChartData } from './reportChart';

// Only the parts drawn here (docs/behaviour.md §E.3): this module is its own lazy chunk, loaded by charted reports.
echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

/** A trend report's chart: counts as bars on the left axis, money as lines on the right. */
export default function ReportChart({ data, height = 280 }: { data: ReportChartData; height?: number }) {
  const option = useMemo(
    () => ({
      color: ['#002FA7', '#52c41a', '#fa8c16', '#eb2f96'],
      tooltip: { trigger: 'axis' },
      legend: { data: data.series.map((s) => s.name), top: 0 },
      grid: { left: 56, right: 72, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: data.labels },
      yAxis: [{ type: 'value', minInterval: 1 }, { type: 'value' }],
      series: data.series.map((s) => ({ ...s, smooth: s.type === 'line', barMaxWidth: 28 })),
    }),
    [data],
  );
  return (
    <div data-testid="report-chart" data-points={data.labels.length}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height, width: '100%' }} />
    </div>
  );
}
