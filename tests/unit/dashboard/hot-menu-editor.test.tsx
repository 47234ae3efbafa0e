// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { HotMenuEditor, reloadAccessRecords } from '../../../src/components/hot-menu';
import { http, loadAccess, resetAccess } from '../../../src/providers';
import { fakeServer, ok, routes, type Recorded } from '../../providers/fake-server';

const label = (zh: string) => ({ 'zh-CN': zh, 'en-US': zh });
const LEAVES = Array.from({ length: 12 }, (_, i) => ({ id: `m${i}`, name: `m${i}`, path: `/m${i}`, label: label(`菜单${i}`) }));
const TREE = [{ id: 'g', name: 'g', path: '/g', label: label('分组'), children: LEAVES }];
const SAVED = [
  { recordId: 1, permissionId: 'm1', permissionName: '菜单1', path: '/m1', status: 1, sort: 0, accessTime: '2026-03-01' },
  { recordId: 2, permissionId: 'm2', permissionName: '菜单2', path: '/m2', status: 1, sort: 1, accessTime: '2026-03-02' },
];

let calls: Recorded[] = [];
const original = http.defaults.adapter;

beforeEach(async () => {
  const server = fakeServer(
    routes({
      'GET /hrs/permission': ok(TREE),
      'GET /hrs/permission/getButtonInfo': ok([]),
      'GET /hrs/userAccessRecord/getUserAccessRecordList': ok(SAVED),
      'POST /hrs/userAccessRecord/saveUserAccessRecordList': ok(true),
    }),
  );
  calls = server.calls;
  http.defaults.adapter = server.adapter;
  resetAccess();
  await loadAccess(http);
  await reloadAccessRecords();
});

afterAll(() => {
  http.defaults.adapter = original;
  resetAccess();
});

const checkbox = (text: string) => screen.getByText(text).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!;

describe('HotMenuEditor', () => {
  it('starts from the saved list, refuses an 11th tick, reorders within bounds and saves per docs/behaviour.md §2.4', {
    timeout: 30_000,
  }, async () => {
    let saved = 0;
    render(
      <AntdApp>
        <HotMenuEditor open onClose={() => undefined} onSaved={() => saved++} />
      </AntdApp>,
    );
    await screen.findByTestId('hot-menu-editor');
    await waitFor(() => expect(screen.getByTestId('hot-menu-item-1').textContent).toContain('菜单2'));
    // Parents cannot be ticked.
    expect(screen.getByText('分组').closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')).toBeNull();

    for (const i of [0, 3, 4, 5, 6, 7, 8, 9]) fireEvent.click(checkbox(`菜单${i}`));
    await waitFor(() => expect(screen.getByTestId('hot-menu-item-9')).toBeTruthy());
    fireEvent.click(checkbox('菜单10'));
    expect(await screen.findByText('最多只能选择10个')).toBeTruthy();
    expect(screen.queryByTestId('hot-menu-item-10')).toBeNull();
    expect(checkbox('菜单10').className).not.toContain('ant-tree-checkbox-checked');

    // Untick 菜单1 (the first), then the ends are disabled.
    fireEvent.click(checkbox('菜单1'));
    await waitFor(() => expect(screen.getByTestId('hot-menu-item-0').textContent).toContain('菜单2'));
    expect((screen.getByTestId('hot-menu-up-0') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('hot-menu-down-8') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('hot-menu-down-0') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByTestId('hot-menu-down-0'));
    await waitFor(() => expect(screen.getByTestId('hot-menu-item-1').textContent).toContain('菜单2'));

    await act(async () => {
      fireEvent.click(screen.getByTestId('hot-menu-save'));
    });
    await waitFor(() => expect(saved).toBe(1));
    const post = calls.find((c) => c.method === 'POST')!;
    const body = JSON.parse(String(post.body));
    expect(body.slice(0, 2)).toEqual([
      { permissionId: 'm0', permissionName: '菜单0', status: 1, sort: 0 },
      { permissionId: 'm2', permissionName: '菜单2', recordId: 2, status: 1, sort: 1 },
    ]);
    expect(body.filter((e: { status: number }) => e.status === 1)).toHaveLength(9);
    expect(body.at(-1)).toEqual({ permissionId: 'm1', permissionName: '菜单1', recordId: 1, status: 0, sort: -1 });
    // The list is reloaded after saving.
    expect(calls.filter((c) => c.url.startsWith('/hrs/userAccessRecord/getUserAccessRecordList')).length).toBeGreaterThan(1);
  });

  it('saves with Ctrl+S, closes unchanged with Esc, and asks before a changed list is thrown away (docs/lists.md "Keyboard")', {
    timeout: 30_000,
  }, async () => {
    let closed = 0;
    render(
      <AntdApp>
        <HotMenuEditor open onClose={() => closed++} />
      </AntdApp>,
    );
    const editor = await screen.findByTestId('hot-menu-editor');
    await waitFor(() => expect(screen.getByTestId('hot-menu-item-1').textContent).toContain('菜单2'));
    const esc = () => fireEvent.keyDown(editor, { key: 'Escape', code: 'Escape', keyCode: 27 });
    esc();
    expect(closed).toBe(1);
    fireEvent.click(screen.getByTestId('hot-menu-down-0'));
    await waitFor(() => expect(screen.getByTestId('hot-menu-item-0').textContent).toContain('菜单2'));
    esc();
    fireEvent.click(await screen.findByTestId('draft-keep'));
    expect(closed).toBe(1);
    const key = new KeyboardEvent('keydown', { key: 's', code: 'KeyS', ctrlKey: true, bubbles: true, cancelable: true });
    await act(async () => {
      window.dispatchEvent(key);
    });
    expect(key.defaultPrevented).toBe(true);
    await waitFor(() => expect(closed).toBe(2));
    const body = JSON.parse(String(calls.find((c) => c.method === 'POST')!.body));
    expect(body.slice(0, 2).map((e: { permissionId: string }) => e.permissionId)).toEqual(['m2', 'm1']);
  });
});
