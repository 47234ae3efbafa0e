// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { http } from '../../../src/providers';
import { failure, ok, type Recorded } from '../../providers/fake-server';
import { page, renderScreens, serve } from './harness';

/** List fields (route events...) and parties on the generic order form. */

const original = http.defaults.adapter;
afterAll(() => {
  http.defaults.adapter = original;
});

// The whole order form (80+ inputs) renders in jsdom; on a busy 2-core machine that takes a while.
const SLOW = { timeout: 60_000 };
const byId = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(byId(id), { target: { value } });
const bodyOf = (r: Recorded) => JSON.parse(String(r.body)) as Record<string, unknown>;

describe('rows of a list field', () => {
  it('adds a row, checks each cell with its own rule before sending, and sends the rows', SLOW, async () => {
    const calls = await serve({
      'POST /api/af_order': (r) => ok({ id: 9, ...bodyOf(r) }),
      'GET /api/af_order': page([]),
    });
    renderScreens('/af_order/create');
    await screen.findByTestId('save-button');
    type('field-orderCode', 'AE010');
    const legs = screen.getByTestId('list-input-awbRouteLegs');
    fireEvent.click(within(legs).getByText('添加一行'));
    type('field-awbRouteLegs-0-depPort', 'PVG');
    type('field-awbRouteLegs-0-arrPort', 'L1');
    fireEvent.click(screen.getByTestId('save-button'));
    // The arrival port is checked by the airport rule; the required status of nothing else blocks.
    await waitFor(() => expect(legs.textContent).toMatch(/三字代码|3 letters|机场/));
    // An airport picker: the red state is on the input's frame (it carries the airport's name beside the code).
    expect(byId('field-awbRouteLegs-0-arrPort').closest('.ant-input-affix-wrapper')!.className).toContain('ant-input-status-error');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    type('field-awbRouteLegs-0-arrPort', 'LAX');
    fireEvent.click(screen.getByTestId('save-button'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = bodyOf(calls.find((c) => c.method === 'POST')!);
    expect(sent.awbRouteLegs).toEqual([
      {
        depPort: 'PVG',
        arrPort: 'LAX',
        flightNo: null,
        etd: null,
        atd: null,
        eta: null,
        ata: null,
        piece: null,
        weight: null,
        errorMessage: null,
      },
    ]);
    expect(sent.routeTracks).toBeNull();
  });

  it('puts a server message for a party part under that part', SLOW, async () => {
    await serve({
      'POST /api/af_order': failure(400, '数据校验失败', { errors: { 'shipper.postCode': '美国邮编必须是5位数字' } }),
      'GET /api/af_order': page([]),
    });
    renderScreens('/af_order/create');
    await screen.findByTestId('save-button');
    type('field-orderCode', 'AE011');
    type('field-shipper-scName', 'ACME');
    fireEvent.click(screen.getByTestId('save-button'));
    const party = screen.getByTestId('party-input-shipper');
    await waitFor(() => expect(party.textContent).toContain('美国邮编必须是5位数字'));
    expect(byId('field-shipper-postCode').className).toContain('ant-input-status-error');
  });
});
