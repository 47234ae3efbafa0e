// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import WaybillPrintPanel from '../../../src/components/waybill/WaybillPrintPanel';
import { boxesOf } from '../../../src/components/waybill/paperLayout';
import { http } from '../../../src/providers';
import { WAYBILL_PRINT_FIELDS } from '../../../src/schemas/waybill';
import { failure, ok, type Recorded } from '../../providers/fake-server';
import { AF_ORDER, renderInApp, serve } from '../crud/harness';

const original = http.defaults.adapter;
afterAll(() => {
  http.defaults.adapter = original;
});

const PRINTS = '/afbase/awbPrint/order/7';
const input = (name: string) => document.getElementById(`awb-field-${name}`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const item = (name: string) => input(name).closest('.ant-form-item') as HTMLElement;
/** Modal forms of ~40 inputs in jsdom on a busy 2-core machine: a limit, not a measurement. */
const SLOW = { timeout: 90_000 };
const bodyOf = (r: Recorded) => JSON.parse(String(r.body)) as Record<string, unknown>;

const HOUSE = {
  awbPrintId: 31,
  awbPrintType: 'PRINT_HAWB',
  hawbNumber: 'HX001',
  values: { awbNumber: '020-81140743', hawbNumber: 'HX001', flightNo: 'CA981' },
  updateTime: '2026-11-20T08:00:00Z',
};

const answer = (houses: unknown[] = []) =>
  ok({
    orderId: 7,
    orderUuid: 'uuid-7',
    master: null,
    houses,
    prefill: {
      master: { awbNumber: '020-81140744', departureStation: 'PVG', arrivalStation: 'LAX', pieces: 12, currency: 'CNY' },
      house: { awbNumber: '020-81140743', departureStation: 'PVG' },
    },
  });

const show = () => renderInApp(<WaybillPrintPanel route={AF_ORDER} record={{ id: 7 }} />);

describe('the waybill print layout', () => {
  it('gives every field of the shared rules an input in the house form, and all but the house number in the master form', () => {
    const house = boxesOf('house').flatMap((b) => b.fields.map((f) => f.name));
    const master = boxesOf('master').flatMap((b) => b.fields.map((f) => f.name));
    expect([...house].sort()).toEqual([...WAYBILL_PRINT_FIELDS].sort());
    expect([...master].sort()).toEqual(WAYBILL_PRINT_FIELDS.filter((f) => f !== 'hawbNumber').sort());
  });
});

describe('the waybill print panel', () => {
  it('lists the master and house prints; the master form opens with the prefill and refuses a bad check digit', SLOW, async () => {
    const calls = await serve({
      [`GET ${PRINTS}`]: answer([HOUSE]),
      [`POST ${PRINTS}`]: (r) =>
        ok({ awbPrintId: 30, awbPrintType: 'PRINT_MAWB', hawbNumber: null, values: bodyOf(r).values, updateTime: null }),
    });
    show();
    const houseRow = await screen.findByTestId('awb-row-31');
    expect(houseRow.textContent).toContain('HX001');
    expect(screen.getByTestId('awb-row-master').textContent).toContain('020-81140744');
    expect(screen.getByTestId('awb-row-master').textContent).toContain('未保存');

    fireEvent.click(screen.getByTestId('awb-master-button'));
    await screen.findByTestId('awb-form-master');
    expect(input('awbNumber').value).toBe('020-81140744');
    expect(input('pieces').value).toBe('12');
    expect(document.getElementById('awb-field-hawbNumber')).toBeNull();
    // The paper's box captions.
    const form = screen.getByTestId('awb-form-master');
    for (const caption of [
      "Shipper's Name and Address",
      "Issuing Carrier's Agent Name and City",
      'Airport of Destination',
      'Chargeable Weight',
      'Handling Information',
    ]) {
      expect(within(form).getAllByText(caption).length).toBeGreaterThan(0);
    }

    type('currency', 'CN1');
    fireEvent.click(screen.getByTestId('awb-save'));
    await waitFor(() => expect(item('awbNumber').textContent).toContain('主单号不符合模七规则'));
    expect(input('awbNumber').className).toContain('ant-input-status-error');
    expect(item('currency').className).toContain('ant-form-item-has-error');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    type('awbNumber', '020-81140743');
    type('currency', 'USD');
    await waitFor(() => expect(item('awbNumber').className).not.toContain('ant-form-item-has-error'));
    fireEvent.click(screen.getByTestId('awb-save'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const sent = bodyOf(calls.find((c) => c.method === 'POST')!);
    expect(sent).toMatchObject({
      awbPrintType: 'PRINT_MAWB',
      values: { awbNumber: '020-81140743', currency: 'USD', pieces: '12', departureStation: 'PVG' },
    });
    expect(sent).not.toHaveProperty('awbPrintId');
    // Saved: the form closes and the list is asked for again.
    await waitFor(() => expect(screen.queryByTestId('awb-form-master')).toBeNull());
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.url === PRINTS)).toHaveLength(2));
  });

  it('puts the servers field messages under their inputs, and asks a house print for its number', SLOW, async () => {
    const calls = await serve({
      [`GET ${PRINTS}`]: answer([HOUSE]),
      [`POST ${PRINTS}`]: failure(409, '该订单已有相同分单号的分单', { errors: { hawbNumber: '该订单已有相同分单号的分单' } }),
    });
    show();
    // The buttons work once the prints (and their prefill) are in.
    await screen.findByTestId('awb-row-31');
    fireEvent.click(screen.getByTestId('awb-house-add'));
    await screen.findByTestId('awb-form-house');
    fireEvent.click(screen.getByTestId('awb-save'));
    await waitFor(() => expect(item('hawbNumber').textContent).toContain('请输入分单号'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    type('hawbNumber', 'HX001');
    fireEvent.click(screen.getByTestId('awb-save'));
    await waitFor(() => expect(item('hawbNumber').textContent).toContain('该订单已有相同分单号的分单'));
    expect(input('hawbNumber').className).toContain('ant-input-status-error');
    expect(bodyOf(calls.find((c) => c.method === 'POST')!)).toMatchObject({ awbPrintType: 'PRINT_HAWB', values: { hawbNumber: 'HX001' } });
    expect(screen.getByTestId('awb-form-house')).toBeTruthy();
  });

  it('edits a saved house print with its id and asks the server for each PDF by the order uuid', SLOW, async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const calls = await serve({
      [`GET ${PRINTS}`]: answer([HOUSE]),
      [`POST ${PRINTS}`]: (r) => ok({ ...HOUSE, values: bodyOf(r).values }),
      'POST /afbase/external/downloadHAWB': ok('/afbase/external/awbPdf/uuid-7/31.pdf'),
      'POST /afbase/external/downloadAWB': ok('/afbase/external/awbPdf/uuid-7/MAWB.pdf'),
    });
    show();
    fireEvent.click(await screen.findByTestId('awb-edit-31'));
    await screen.findByTestId('awb-form-house');
    expect(input('flightNo').value).toBe('CA981');
    fireEvent.click(screen.getByTestId('awb-save'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST' && c.url === PRINTS)).toHaveLength(1));
    expect(bodyOf(calls.find((c) => c.url === PRINTS && c.method === 'POST')!)).toMatchObject({
      awbPrintType: 'PRINT_HAWB',
      awbPrintId: 31,
    });

    fireEvent.click(await screen.findByTestId('awb-pdf-31'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(bodyOf(calls.find((c) => c.url === '/afbase/external/downloadHAWB')!)).toEqual({
      awbPrintType: 'PRINT_HAWB',
      orderUuid: 'uuid-7',
      awbPrintId: 31,
      printType: 2,
    });
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).href).toBe(
      `${window.location.origin}/afbase/external/awbPdf/uuid-7/31.pdf`,
    );

    fireEvent.click(screen.getByTestId('awb-pdf-master'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(bodyOf(calls.find((c) => c.url === '/afbase/external/downloadAWB')!)).toEqual({
      awbPrintType: 'PRINT_MAWB',
      orderUuid: 'uuid-7',
      printType: 2,
    });
    click.mockRestore();
  });

  it('deletes a house print after confirming and lists the prints again', SLOW, async () => {
    let houses: unknown[] = [HOUSE];
    const calls = await serve({
      [`GET ${PRINTS}`]: () => answer(houses),
      'DELETE /afbase/awbPrint/31': () => {
        houses = [];
        return ok(null);
      },
    });
    show();
    fireEvent.click(await screen.findByTestId('awb-delete-31'));
    fireEvent.click(await screen.findByTestId('awb-delete-confirm-31'));
    await waitFor(() => expect(screen.queryByTestId('awb-row-31')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/afbase/awbPrint/31']);
    expect(screen.getByTestId('awb-row-master')).toBeTruthy();
  });

  it('offers only the PDFs to a user without the order edit button', SLOW, async () => {
    await serve({ [`GET ${PRINTS}`]: answer([HOUSE]) }, []);
    show();
    await screen.findByTestId('awb-row-31');
    expect(screen.getByTestId('awb-pdf-31')).toBeTruthy();
    expect(screen.queryByTestId('awb-master-button')).toBeNull();
    expect(screen.queryByTestId('awb-house-add')).toBeNull();
    expect(screen.queryByTestId('awb-edit-31')).toBeNull();
    expect(screen.queryByTestId('awb-delete-31')).toBeNull();
  });
});
