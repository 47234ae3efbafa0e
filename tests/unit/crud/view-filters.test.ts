import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { presetOf, presetRange } from '../../../src/components/crud/datePresets';
import {
  crudFiltersToValues,
  paramsToCrudFilters,
  relativeFilters,
  splitRelative,
  toCrudFilters,
} from '../../../src/components/crud/filters';
import { f } from '../../../src/resources/fields';

/**
 * A saved view's filters (docs/lists.md "Saved views"): kept as the list's query parameters, read back
 * into the filter form, and date ranges that are 本周, 下周... today kept by that name.
 */
const fields = [
  f.text('orderCode', '订单号', 'Order code', { filter: 'like' }),
  f.enum('orderStatus', '状态', 'Status', [['BOOKED', '已订舱', 'Booked']], { filter: 'eq' }),
  f.ref('customerId', '客户', 'Customer', 'prm_coop', { filter: 'eq' }),
  f.date('expectDeparture', '预计起飞', 'Departure', { filter: 'range' }),
  f.weight('planWeight', '毛重', 'Weight', { filter: 'range' }),
  f.text('remark', '备注', 'Remark'),
];

describe('relative date ranges', () => {
  // Wednesday 25 Nov 2026.
  const wed = dayjs('2026-11-25T15:30:00');
  it('are the days seen from today, weeks from Monday', () => {
    expect(presetRange('today', wed).map((d) => d.format('YYYY-MM-DD'))).toEqual(['2026-11-25', '2026-11-25']);
    expect(presetRange('thisWeek', wed).map((d) => d.format('YYYY-MM-DD'))).toEqual(['2026-11-23', '2026-11-29']);
    expect(presetRange('nextWeek', wed).map((d) => d.format('YYYY-MM-DD'))).toEqual(['2026-11-30', '2026-12-06']);
    expect(presetRange('thisMonth', wed).map((d) => d.format('YYYY-MM-DD'))).toEqual(['2026-11-01', '2026-11-30']);
    expect(presetRange('last7Days', wed).map((d) => d.format('YYYY-MM-DD'))).toEqual(['2026-11-19', '2026-11-25']);
    // A Sunday belongs to the week that started the Monday before.
    expect(presetRange('thisWeek', dayjs('2026-11-29')).map((d) => d.format('YYYY-MM-DD'))).toEqual(['2026-11-23', '2026-11-29']);
  });
  it('are recognised in a picked pair of days, and only exactly', () => {
    expect(presetOf(dayjs('2026-11-23'), dayjs('2026-11-29'), wed)).toBe('thisWeek');
    expect(presetOf(dayjs('2026-11-23'), dayjs('2026-11-28'), wed)).toBeUndefined();
    expect(presetOf(dayjs('2026-11-23'), null, wed)).toBeUndefined();
  });
});

describe("a view's filters", () => {
  it("keep a 本周 range by name and the rest as query parameters, and come back as today's dates", () => {
    const [mon, sun] = presetRange('thisWeek');
    const filters = toCrudFilters(fields, { orderCode: 'AE', expectDeparture: [mon, sun], planWeight: { from: 10 } });
    const saved = splitRelative(fields, filters);
    expect(saved).toEqual({ filters: { orderCode_like: 'AE', planWeight_gte: '10' }, relative: { expectDeparture: 'thisWeek' } });
    const back = [...paramsToCrudFilters(fields, saved.filters), ...relativeFilters(fields, saved.relative)];
    expect(back).toEqual(
      expect.arrayContaining([
        { field: 'orderCode', operator: 'contains', value: 'AE' },
        { field: 'expectDeparture', operator: 'gte', value: mon.format('YYYY-MM-DD') },
        { field: 'expectDeparture', operator: 'lte', value: sun.format('YYYY-MM-DD') },
      ]),
    );
  });

  it('keep any other date range as its two days', () => {
    const filters = toCrudFilters(fields, { expectDeparture: [dayjs('2020-01-02'), dayjs('2020-01-09')] });
    expect(splitRelative(fields, filters)).toEqual({ filters: { expectDeparture_gte: '2020-01-02', expectDeparture_lte: '2020-01-09' } });
  });

  it('fill the filter form again, leaving out parameters the list no longer has', () => {
    const back = paramsToCrudFilters(fields, {
      orderCode_like: 'AE',
      customerId: '7',
      orderStatus: 'BOOKED',
      expectDeparture_gte: '2026-11-23',
      gone_like: 'x',
      remark_like: 'y',
    });
    const values = crudFiltersToValues(fields, back);
    expect(values.orderCode).toBe('AE');
    expect(values.customerId).toBe(7);
    expect(values.orderStatus).toBe('BOOKED');
    expect((values.expectDeparture as dayjs.Dayjs[])[0].format('YYYY-MM-DD')).toBe('2026-11-23');
    expect(Object.keys(values).sort()).toEqual(['customerId', 'expectDeparture', 'orderCode', 'orderStatus']);
  });
});
