// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { editableFields } from '../../../src/components/crud/formValues';
import { applyServerErrors } from '../../../src/components/crud/serverErrors';
import { HttpError, http } from '../../../src/providers';
import { failure, ok, type Recorded } from '../../providers/fake-server';
import { AF_ORDER, currentPath, page, renderScreens, serve } from './harness';

const original = http.defaults.adapter;
afterAll(() => {
  http.defaults.adapter = original;
});

// The whole order form (with its row tables and parties) renders in jsdom: slow on a busy 2-core machine.
const SLOW = { timeout: 60_000 };
const input = (name: string) => document.getElementById(`field-${name}`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
/** The antd form item around an input: it carries the error state and the message. */
const item = (name: string) => input(name).closest('.ant-form-item') as HTMLElement;
const bodyOf = (r: Recorded) => JSON.parse(String(r.body)) as Record<string, unknown>;
const writable = editableFields(AF_ORDER.fields!)
  .map((f) => f.name)
  .sort();

describe('applyServerErrors', () => {
  it('puts each known field message on its field, focusing the first, and returns the rest', () => {
    const setError = vi.fn();
    const err = new HttpError('订单号已存在', 409, { errors: { orderCode: '订单号已存在', awbNumber: '主单号已存在', orgId: 'x' } });
    const rest = applyServerErrors(err, ['orderCode', 'awbNumber'], setError);
    expect(setError.mock.calls).toEqual([
      ['orderCode', { type: 'server', message: '订单号已存在' }, { shouldFocus: true }],
      ['awbNumber', { type: 'server', message: '主单号已存在' }, { shouldFocus: false }],
    ]);
    expect(rest).toEqual({ orgId: 'x' });
  });

  it('does nothing for errors without field messages', () => {
    const setError = vi.fn();
    expect(applyServerErrors(new Error('network'), ['orderCode'], setError)).toEqual({});
    expect(applyServerErrors(new HttpError('boom', 500), ['orderCode'], setError)).toEqual({});
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('the create form', () => {
  it('refuses a bad master waybill before any request, with a red field and the mod-7 message', SLOW, async () => {
    const calls = await serve({ 'GET /api/af_order': page([]) });
    renderScreens('/af_order/create');
    await screen.findByTestId('save-button');
    expect(screen.getByTestId('page-title').textContent).toBe('新建空运出口订单');
    type('awbNumber', '020-81140744');
    fireEvent.click(screen.getByTestId('save-button'));
    await waitFor(() => expect(item('awbNumber').textContent).toContain('主单号不符合模七规则'));
    expect(item('awbNumber').className).toContain('ant-form-item-has-error');
    expect(input('awbNumber').className).toContain('ant-input-status-error');
    // The required order code is reported at the same time.
    expect(item('orderCode').textContent).toContain('请输入订单号');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the servers 409 under the order code and stays on the form', SLOW, async () => {
    const calls = await serve({
      'POST /api/af_order': failure(409, '订单号已存在', { errors: { orderCode: '订单号已存在' } }),
    });
    renderScreens('/af_order/create');
    await screen.findByTestId('save-button');
    type('orderCode', 'AE001');
    type('awbNumber', '020-81140743');
    fireEvent.click(screen.getByTestId('save-button'));
    await waitFor(() => expect(item('orderCode').textContent).toContain('订单号已存在'));
    expect(item('orderCode').className).toContain('ant-form-item-has-error');
    expect(item('awbNumber').className).not.toContain('ant-form-item-has-error');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(currentPath).toBe('/af_order/create');
  });

  it('sends exactly the fields of the definition and returns to the list', SLOW, async () => {
    const calls = await serve({
      'POST /api/af_order': (r) => ok({ id: 9, ...bodyOf(r) }),
      'GET /api/af_order': page([]),
    });
    renderScreens('/af_order/create');
    await screen.findByTestId('save-button');
    type('orderCode', ' AE009 ');
    type('departureStation', 'PVG');
    type('planPieces', '12');
    fireEvent.click(screen.getByTestId('save-button'));
    await waitFor(() => expect(currentPath).toBe('/af_order'));
    const sent = bodyOf(calls.find((c) => c.method === 'POST')!);
    expect(Object.keys(sent).sort()).toEqual(writable);
    expect(sent).toMatchObject({ orderCode: 'AE009', departureStation: 'PVG', planPieces: 12, awbNumber: null, remark: null });
    expect(await screen.findByText('操作成功')).toBeTruthy();
  });
});

describe('the edit form', () => {
  it('loads the record, and saves the definition fields without the system columns', SLOW, async () => {
    const record = {
      id: 5,
      orgId: 1,
      createdBy: 1,
      createTime: '2026-03-01T08:00:00.000Z',
      updatedBy: 1,
      updateTime: '2026-03-01T08:00:00.000Z',
      orderCode: 'AE005',
      awbNumber: '020-81140743',
      planWeight: 12.5,
      expectDeparture: '2026-03-05',
      orderStatus: 'BOOKED',
    };
    const calls = await serve({
      'GET /api/af_order/5': ok(record),
      'PUT /api/af_order/5': (r) => ok({ ...record, ...bodyOf(r) }),
      'GET /api/af_order': page([record]),
    });
    renderScreens('/af_order/edit/5');
    await waitFor(() => expect(input('orderCode')?.value).toBe('AE005'));
    expect(screen.getByTestId('page-title').textContent).toBe('编辑空运出口订单');
    expect(input('awbNumber').value).toBe('020-81140743');
    await waitFor(() => expect(input('expectDeparture').value).toBe('2026-03-05'));
    type('goodsNameCn', '电子配件');
    fireEvent.click(screen.getByTestId('save-button'));
    await waitFor(() => expect(currentPath).toBe('/af_order'));
    const sent = bodyOf(calls.find((c) => c.method === 'PUT')!);
    expect(Object.keys(sent).sort()).toEqual(writable);
    expect(sent).toMatchObject({ orderCode: 'AE005', goodsNameCn: '电子配件', planWeight: 12.5, expectDeparture: '2026-03-05' });
    // The status changes through the lifecycle's transitions only, never with the form.
    expect(sent).not.toHaveProperty('orderStatus');
  });
});
