// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { totalText } from '../../../src/components/crud/totalText';
import { http } from '../../../src/providers';
import { ok } from '../../providers/fake-server';
import { page, renderScreens, serve } from './harness';

const original = http.defaults.adapter;
afterAll(() => {
  http.defaults.adapter = original;
});

// A page of the list renders in seconds alone, but slower while the server tier runs beside it (CI).
const SLOW = { timeout: 45_000 };
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, orderCode: `AE${String(i + 1).padStart(3, '0')}` }));

describe('the total of a list', () => {
  it('reads 共 N 条, and 共 10000+ 条 when the server stopped counting', () => {
    expect(totalText(41)).toBe('共 41 条');
    expect(totalText(10000, true)).toBe('共 10000+ 条');
  });

  it('shows the capped total honestly in the pager', SLOW, async () => {
    await serve({ 'GET /api/af_order': page(rows(20), 10000, { totalCapped: true }) });
    renderScreens('/af_order');
    expect((await screen.findByTestId('list-total')).textContent).toBe('共 10000+ 条');
  });

  it('shows the exact total otherwise', SLOW, async () => {
    await serve({ 'GET /api/af_order': page(rows(3), 3) });
    renderScreens('/af_order');
    expect((await screen.findByTestId('list-total')).textContent).toBe('共 3 条');
  });

  it('says 暂无数据 for an empty list', SLOW, async () => {
    await serve({ 'GET /api/af_order': page([], 0) });
    renderScreens('/af_order');
    const table = await screen.findByTestId('resource-table');
    await waitFor(() => expect(table.querySelector('.ant-empty-description')?.textContent).toBe('暂无数据'));
  });
});

describe('sorting', () => {
  it('sorts on the columns whose field allows it, through the server', SLOW, async () => {
    const calls = await serve({ 'GET /api/af_order': page(rows(2)) });
    renderScreens('/af_order');
    await screen.findByText('AE001');
    const header = (name: string) => screen.getAllByRole('columnheader').find((th) => th.textContent === name)!;
    expect(header('客户单号').className).not.toContain('ant-table-column-has-sorters');
    fireEvent.click(header('订单号'));
    await waitFor(() => expect(calls.some((c) => c.url.includes('sort=orderCode,asc'))).toBe(true));
    fireEvent.click(header('订单号'));
    await waitFor(() => expect(calls.some((c) => c.url.includes('sort=orderCode,desc'))).toBe(true));
  });
});

describe('actions by button code', () => {
  it('offers create, edit and delete only when granted', SLOW, async () => {
    await serve({ 'GET /api/af_order': page(rows(2)) }, ['af_order:create', 'af_order:edit']);
    renderScreens('/af_order');
    await screen.findByText('AE001');
    expect(screen.getByTestId('create-button')).toBeTruthy();
    expect(screen.getByTestId('edit-1')).toBeTruthy();
    expect(screen.getByTestId('show-1')).toBeTruthy();
    expect(screen.queryByTestId('delete-1')).toBeNull();
  });

  it('offers no write action without the codes', SLOW, async () => {
    await serve({ 'GET /api/af_order': page(rows(1)) }, []);
    renderScreens('/af_order');
    await screen.findByText('AE001');
    expect(screen.queryByTestId('create-button')).toBeNull();
    expect(screen.queryByTestId('edit-1')).toBeNull();
    expect(screen.queryByTestId('delete-1')).toBeNull();
    expect(screen.getByTestId('show-1')).toBeTruthy();
  });

  it('deletes only after the confirmation', SLOW, async () => {
    const calls = await serve({ 'GET /api/af_order': page(rows(2)), 'DELETE /api/af_order/2': ok(true) });
    renderScreens('/af_order');
    fireEvent.click(await screen.findByTestId('delete-2'));
    expect(await screen.findByText('确定要删除这条记录吗？')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByTestId('delete-confirm-2'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/af_order/2']));
    // The list is read again after the delete.
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/af_order?')).length).toBe(2));
  });
});
