import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  analysisLink,
  analysisParam,
  chartSeries,
  dayLabels,
  rowValues,
  rowsOrTemplate,
  tableRows,
  templateRows,
  type StatisticsRow,
} from '../../../src/pages/dashboard/statistics';
import { findRoute } from '../../../src/resources';

const TODAY = dayjs('2026-03-03T10:00:00');
const row = (type: string, base: number): StatisticsRow => ({
  business_scope: 'AE',
  type,
  org_id: 1,
  num_0: base + 0,
  num_1: base + 1,
  num_2: base + 2,
  num_3: base + 3,
  num_4: base + 4,
  num_5: base + 5,
  num_6: base + 6,
});

describe('shipment statistics', () => {
  it('labels the last 7 days MM/DD, oldest first, across a month end', () => {
    expect(dayLabels(TODAY)).toEqual(['02/25', '02/26', '02/27', '02/28', '03/01', '03/02', '03/03']);
  });

  it('puts num_6 first and num_0 (today) last', () => {
    expect(rowValues(row('票数', 10))).toEqual([16, 15, 14, 13, 12, 11, 10]);
    expect(rowValues({ ...row('票数', 0), num_0: '2.5', num_3: 'x' as unknown as number })).toEqual([6, 5, 4, 0, 2, 1, 2.5]);
  });

  it('turns rows into a bar series for the count and a line on the second axis for the weight', () => {
    const series = chartSeries([row('票数', 1), row('货量(吨)', 0.5)]);
    expect(series).toEqual([
      { name: '票数', type: 'bar', yAxisIndex: 0, data: [7, 6, 5, 4, 3, 2, 1] },
      { name: '货量(吨)', type: 'line', yAxisIndex: 1, data: [6.5, 5.5, 4.5, 3.5, 2.5, 1.5, 0.5] },
    ]);
  });

  it('builds table rows with one column per day in the same order', () => {
    const [r] = tableRows([row('票数', 1)]);
    expect(r.type).toBe('票数');
    expect([0, 1, 2, 3, 4, 5, 6].map((i) => r[`d${i}`])).toEqual([7, 6, 5, 4, 3, 2, 1]);
  });

  it('shows the zero template per scope when there is no data', () => {
    expect(templateRows('AE').map((r) => r.type)).toEqual(['票数', '货量(吨)']);
    expect(templateRows('SE').map((r) => r.type)).toEqual(['票数', '标箱量']);
    expect(templateRows('TI').map((r) => r.type)).toEqual(['票数', '标箱量']);
    expect(templateRows('LC').map((r) => r.type)).toEqual(['票数', '计费(吨)']);
    expect(templateRows('IO').map((r) => r.type)).toEqual(['票数']);
    expect(rowsOrTemplate('AI', [])).toEqual(templateRows('AI'));
    expect(rowsOrTemplate('AI', null)).toEqual(templateRows('AI'));
    expect(rowValues(templateRows('LC')[1])).toEqual([0, 0, 0, 0, 0, 0, 0]);
    const served = [row('票数', 3)];
    expect(rowsOrTemplate('AE', served)).toEqual(served);
  });

  it('encodes the business analysis parameter o with scope, 天, today-6 and today', () => {
    const o = analysisParam('SE', TODAY);
    expect(JSON.parse(decodeURIComponent(o))).toEqual({ businessScope: 'SE', unit: '天', startDate: '2026-02-25', endDate: '2026-03-03' });
    expect(o).toBe(encodeURIComponent(JSON.stringify({ businessScope: 'SE', unit: '天', startDate: '2026-02-25', endDate: '2026-03-03' })));
    expect(analysisLink('SE', TODAY)).toBe(`${findRoute('/css_report_business_analysis')!.path}?o=${o}`);
  });
});

describe('device warnings', () => {
  it('warns Firefox, Safari and IE once, never the Chrome family; mobile agents or narrow windows get the computer hint', async () => {
    const g = await import('../../../src/pages/dashboard/guide');
    localStorage.clear();
    const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
    const edge = `${chrome} Edg/120.0`;
    const firefox = 'Mozilla/5.0 (Windows NT 10.0; rv:120.0) Gecko/20100101 Firefox/120.0';
    const safari = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
    const ie = 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko';
    expect([chrome, edge].map(g.needsBrowserWarning)).toEqual([false, false]);
    expect([firefox, safari, ie].map(g.needsBrowserWarning)).toEqual([true, true, true]);
    g.dismissBrowserWarning();
    expect(g.needsBrowserWarning(firefox)).toBe(false);
    expect(g.isMobileAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148', 1200)).toBe(true);
    expect(g.isMobileAgent(chrome, 600)).toBe(true);
    expect(g.isMobileAgent(chrome, 1366)).toBe(false);
    expect(g.guideKey(7, 3)).toContain('7');
    expect(g.guideKey(7, 3)).toContain('3');
    expect(g.guideFinished(7, 3)).toBe(false);
    g.finishGuide(7, 3);
    expect(g.guideFinished(7, 3)).toBe(true);
    expect(g.guideFinished(7, 4)).toBe(false);
  });
});
