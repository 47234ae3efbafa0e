import ReactEChartsCore from 'echarts-for-react/esm/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import type { ChartSeries } from './statistics';

// Only the parts drawn here (docs/behaviour.md §E.3): this module is its own lazy chunk.
echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export interface StatsChartProps {
  labels: string[];
  series: ChartSeries[];
  height: number;
}

/** The statistics chart: the count as bars, the other figure as a line on a second axis. */
export default function StatsChart({ labels, series, height }: StatsChartProps) {
  const option = useMemo(
    () => ({
      color: ['#002FA7', '#fa8c16'],
      tooltip: { trigger: 'axis' },
      legend: { data: series.map((s) => s.name), top: 0 },
      grid: { left: 48, right: 48, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: labels },
      yAxis: [
        { type: 'value', minInterval: 1 },
        { type: 'value', show: series.length > 1 },
      ],
      series: series.map((s) => ({ ...s, smooth: s.type === 'line', barMaxWidth: 28 })),
    }),
    [labels, series],
  );
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height, width: '100%' }} />;
}
