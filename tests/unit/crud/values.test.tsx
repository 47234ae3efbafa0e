// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { FieldValue } from '../../../src/components/crud/FieldValue';
import { formatValue } from '../../../src/components/crud/format';
import { displayFieldOf } from '../../../src/components/crud/routeDefs';
import { http } from '../../../src/providers';
import { f } from '../../../src/resources/fields';
import { AF_ORDER, PRM_COOP, page, renderInApp, renderScreens, serve } from './harness';

const original = http.defaults.adapter;
afterAll(() => {
  http.defaults.adapter = original;
});

const status = f.enum('orderStatus', '订单状态', 'Status', [['BOOKED', '已订舱', 'Booked']]);

describe('formatValue by field kind', () => {
  it('shows enum options by their label in the interface language, unknown values as they are', () => {
    expect(formatValue(status, 'BOOKED', 'zh-CN')).toBe('已订舱');
    expect(formatValue(status, 'BOOKED', 'en-US')).toBe('Booked');
    expect(formatValue(status, 'LOST', 'zh-CN')).toBe('LOST');
  });

  it('shows dates as YYYY-MM-DD without a time-zone shift and datetimes as YYYY-MM-DD HH:mm', () => {
    expect(formatValue(f.date('d', '日期', 'Date'), '2026-03-05', 'zh-CN')).toBe('2026-03-05');
    const instant = '2026-03-05T08:09:00.000Z';
    expect(formatValue(f.datetime('t', '时间', 'Time'), instant, 'zh-CN')).toBe(dayjs(instant).format('YYYY-MM-DD HH:mm'));
    expect(formatValue(f.datetime('t', '时间', 'Time'), instant, 'zh-CN')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('shows money, weight and numbers with their decimals and thousands separators', () => {
    expect(formatValue(f.money('m', '金额', 'Amount'), 1234567.5, 'zh-CN')).toBe('1,234,567.50');
    expect(formatValue(f.weight('w', '毛重', 'Weight'), 1234.5, 'zh-CN')).toBe('1,234.500');
    expect(formatValue(f.number('v', '体积', 'Volume', { decimals: 3 }), '12.3456', 'zh-CN')).toBe('12.346');
    expect(formatValue(f.number('n', '数', 'N', { decimals: 0 }), 12000, 'zh-CN')).toBe('12,000');
    expect(formatValue(f.money('m', '金额', 'Amount', { min: -1e13 }), -5, 'zh-CN')).toBe('-5.00');
    // Integers are also years and sort orders: no grouping.
    expect(formatValue(f.integer('y', '年份', 'Year'), 2026, 'zh-CN')).toBe('2026');
  });

  it('says 是/否 for booleans and - for anything empty', () => {
    const b = f.boolean('b', '启用', 'Enabled');
    expect(formatValue(b, true, 'zh-CN')).toBe('是');
    expect(formatValue(b, false, 'zh-CN')).toBe('否');
    expect(formatValue(b, false, 'en-US')).toBe('No');
    for (const field of [b, status, f.text('x', 'x', 'x'), f.money('m', 'm', 'm'), f.date('d', 'd', 'd')]) {
      expect(formatValue(field, null, 'zh-CN')).toBe('-');
      expect(formatValue(field, undefined, 'zh-CN')).toBe('-');
      expect(formatValue(field, '', 'zh-CN')).toBe('-');
    }
    expect(formatValue(f.money('m', 'm', 'm'), 0, 'zh-CN')).toBe('0.00');
  });

  it('shows rich text as plain text', () => {
    expect(formatValue(f.richtext('r', '正文', 'Body'), '<p>Hello&nbsp;<b>world</b></p>', 'zh-CN')).toBe('Hello world');
  });
});

describe('references', () => {
  beforeEach(() => sessionStorage.clear());

  it('names a record by its listed name field, else its first listed text field', () => {
    expect(displayFieldOf(PRM_COOP)?.name).toBe('coopName');
    expect(displayFieldOf(AF_ORDER)?.name).toBe('orderCode');
  });

  it('shows the referenced records display text, fetching the page ids once per column', async () => {
    const calls = await serve({
      'GET /api/af_order': page([
        { id: 1, orderCode: 'AE001', customerId: 7, orderStatus: 'BOOKED', planWeight: 1234.5 },
        { id: 2, orderCode: 'AE002', customerId: 8, orderStatus: null, planWeight: null },
        { id: 3, orderCode: 'AE003', customerId: 7, orderStatus: 'DRAFT', planWeight: 0 },
      ]),
      'GET /api/prm_coop': page([
        { id: 7, coopCode: 'C7', coopName: '上海华贸电子' },
        { id: 8, coopCode: 'C8', coopName: 'Global Parts' },
      ]),
    });
    renderScreens('/af_order');
    const table = await screen.findByTestId('resource-table');
    const row1 = (await within(table).findByText('AE001')).closest('tr')!;
    expect(await within(row1).findByText('上海华贸电子')).toBeTruthy();
    expect(within(row1).getByText('已订舱')).toBeTruthy();
    // An air export weight in the user's decimals: docs/behaviour.md §2.4's default for AE is 1 (docs/settings.md).
    expect(within(row1).getByText('1,234.5')).toBeTruthy();
    const row2 = within(table).getByText('AE002').closest('tr')!;
    expect(await within(row2).findByText('Global Parts')).toBeTruthy();
    expect(within(row2).getAllByText('-').length).toBeGreaterThan(2);

    const lookups = calls.filter((c) => c.url.startsWith('/api/prm_coop'));
    expect(lookups.map((c) => c.url)).toEqual(['/api/prm_coop?id_in=7,8&size=2&fields=coopName']);
  });

  it('shows #id when the referenced record cannot be read', async () => {
    await serve({ 'GET /api/prm_coop': page([]) });
    renderInApp(<FieldValue field={AF_ORDER.fields!.find((x) => x.name === 'customerId')!} value={42} />);
    expect(await screen.findByText('#42')).toBeTruthy();
  });
});
