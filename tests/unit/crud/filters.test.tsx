// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterAll, describe, expect, it } from 'vitest';
import { toCrudFilters } from '../../../src/components/crud/filters';
import { filterPairs, http } from '../../../src/providers';
import { f } from '../../../src/resources/fields';
import { AF_ORDER, page, query, renderScreens, serve } from './harness';

const original = http.defaults.adapter;
afterAll(() => {
  http.defaults.adapter = original;
});

const fields = [
  f.text('orderCode', '订单号', 'Order code', { filter: 'like' }),
  f.enum('orderStatus', '状态', 'Status', [['BOOKED', '已订舱', 'Booked']], { filter: 'eq' }),
  f.ref('customerId', '客户', 'Customer', 'prm_coop', { filter: 'eq' }),
  f.boolean('urgent', '加急', 'Urgent', { filter: 'eq' }),
  f.date('expectDeparture', '预计起飞', 'Departure', { filter: 'range' }),
  f.datetime('scanTime', '扫描时间', 'Scanned', { filter: 'range' }),
  f.weight('planWeight', '毛重', 'Weight', { filter: 'range' }),
  f.text('remark', '备注', 'Remark'),
];

describe('filter values -> Refine filters (-> the CRUD query)', () => {
  it('maps like to contains, eq to eq and ranges to gte/lte, leaving empty inputs out', () => {
    const filters = toCrudFilters(fields, {
      orderCode: '  AE01 ',
      orderStatus: 'BOOKED',
      customerId: 7,
      urgent: 'false',
      expectDeparture: [dayjs('2026-03-01'), dayjs('2026-03-31')],
      planWeight: { from: 10, to: null },
      remark: 'ignored: no filter declared',
    });
    expect(filters).toEqual([
      { field: 'orderCode', operator: 'contains', value: 'AE01' },
      { field: 'orderStatus', operator: 'eq', value: 'BOOKED' },
      { field: 'customerId', operator: 'eq', value: 7 },
      { field: 'urgent', operator: 'eq', value: 'false' },
      { field: 'expectDeparture', operator: 'gte', value: '2026-03-01' },
      { field: 'expectDeparture', operator: 'lte', value: '2026-03-31' },
      { field: 'planWeight', operator: 'gte', value: 10 },
    ]);
    expect(filterPairs(filters)).toEqual([
      ['orderCode_like', 'AE01'],
      ['orderStatus', 'BOOKED'],
      ['customerId', '7'],
      ['urgent', 'false'],
      ['expectDeparture_gte', '2026-03-01'],
      ['expectDeparture_lte', '2026-03-31'],
      ['planWeight_gte', '10'],
    ]);
  });

  it('sends datetime ranges as the first and last instant of the chosen days', () => {
    const [from, to] = toCrudFilters(fields, { scanTime: [dayjs('2026-03-01 15:00'), dayjs('2026-03-02 01:00')] });
    expect(from).toEqual({ field: 'scanTime', operator: 'gte', value: dayjs('2026-03-01').startOf('day').toISOString() });
    expect(to).toEqual({ field: 'scanTime', operator: 'lte', value: dayjs('2026-03-02').endOf('day').toISOString() });
  });

  it('gives nothing for a blank form', () => {
    expect(toCrudFilters(fields, { orderCode: '   ', orderStatus: undefined, expectDeparture: null, planWeight: {} })).toEqual([]);
  });
});

describe('the filter form of a list', () => {
  it('queries with the filled inputs, then resets to the unfiltered list', async () => {
    const calls = await serve({ 'GET /api/af_order': page([{ id: 1, orderCode: 'AE001' }]) });
    renderScreens('/af_order');
    const form = await screen.findByTestId('filter-form');
    await screen.findByText('AE001');
    const lists = () => calls.filter((c) => c.url.startsWith('/api/af_order'));
    expect(query(lists()[0])).toEqual([
      ['current', '1'],
      ['size', '20'],
    ]);

    // Every declared filter has its input, by id.
    for (const field of AF_ORDER.fields!.filter((x) => x.filter)) {
      expect(form.querySelector(`#filter-${field.name}`), field.name).not.toBeNull();
    }

    fireEvent.change(document.getElementById('filter-orderCode')!, { target: { value: 'AE0' } });
    fireEvent.change(document.getElementById('filter-awbNumber')!, { target: { value: '781-' } });
    fireEvent.mouseDown(document.getElementById('filter-orderStatus')!);
    fireEvent.click(await screen.findByText('已订舱', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(screen.getByTestId('filter-submit'));
    await waitFor(() => expect(lists()).toHaveLength(2));
    expect(query(lists()[1])).toEqual([
      ['current', '1'],
      ['size', '20'],
      ['orderCode_like', 'AE0'],
      ['orderStatus', 'BOOKED'],
      ['awbNumber_like', '781-'],
    ]);

    await act(async () => {
      fireEvent.click(screen.getByTestId('filter-reset'));
    });
    await waitFor(() => expect(lists()).toHaveLength(3));
    expect(query(lists()[2])).toEqual([
      ['current', '1'],
      ['size', '20'],
    ]);
    expect((document.getElementById('filter-orderCode') as HTMLInputElement).value).toBe('');
  });
});
