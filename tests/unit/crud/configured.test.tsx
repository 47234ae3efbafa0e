// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/App';
import { resetConfiguredRoutes, usableRoutes } from '../../../src/components/crud/configuredRoutes';
import { clearSession, http, setToken } from '../../../src/providers';
import { failure, fakeServer, ok, routes, type Recorded, type Reply } from '../../providers/fake-server';

/** A route an administrator added as a JSON file, as GET /hrs/permission/resourceDefs answers it. */
const WIDGET = {
  path: '/cfg_widget',
  name: 'cfg_widget',
  module: 'cfg',
  kind: 'crud',
  access: 'menu',
  label: { 'zh-CN': '自定义货品', 'en-US': 'Custom goods' },
  fields: [
    { name: 'goodsCode', kind: 'text', label: { 'zh-CN': '货品代码', 'en-US': 'Code' }, required: true, list: true, filter: 'like' },
    { name: 'unitWeight', kind: 'weight', label: { 'zh-CN': '单件重量', 'en-US': 'Unit weight' }, list: true },
  ],
};
const TREE = [{ id: 900, name: 'cfg_widget', path: '/cfg_widget', label: WIDGET.label }];
const USER = { userId: 7, userCname: '张三', loginName: 'admin', orgName: '演示货代', orgVersion: '专业版', loginRole: 'admin' };

let calls: Recorded[] = [];
const original = http.defaults.adapter;

function serve(defs: Reply, tree = TREE) {
  const server = fakeServer(
    routes({
      'GET /hrs/permission': ok(tree),
      'GET /hrs/permission/getButtonInfo': ok(['cfg_widget:create', 'cfg_widget:edit']),
      'GET /hrs/permission/resourceDefs': defs,
      'GET /hrs/user/current': ok(USER),
      'POST /hrs/userAccessRecord/recordMenu': ok(true),
      'GET /version.json': { data: { pack_vue_version: 'v1' } },
      'GET /api/cfg_widget': ok({ records: [{ id: 3, goodsCode: 'G-003', unitWeight: 2.5 }], total: 1 }),
      'GET /api/cfg_widget/3': ok({ id: 3, goodsCode: 'G-003', unitWeight: 2.5 }),
    }),
  );
  calls = server.calls;
  http.defaults.adapter = server.adapter;
}

function open(path: string) {
  window.location.hash = `#${path}`;
  return render(<App />);
}

const hashPath = () => decodeURIComponent(window.location.hash.replace(/^#/, ''));
const SLOW = { timeout: 30_000 };

beforeEach(() => {
  clearSession();
  sessionStorage.clear();
  resetConfiguredRoutes();
  setToken('tok-cfg');
});

afterAll(() => {
  http.defaults.adapter = original;
});

describe('routes added by configuration', () => {
  it('keeps only data routes the generic screens can render', () => {
    const list = usableRoutes([
      WIDGET,
      { ...WIDGET, path: 'no-slash' },
      { ...WIDGET, path: '/cfg_page', kind: 'page' },
      { ...WIDGET, path: '/cfg_empty', fields: [] },
      null,
    ]);
    expect(list.map((r) => r.path)).toEqual(['/cfg_widget']);
    expect(usableRoutes({ not: 'a list' })).toEqual([]);
  });

  it('opens the list, form and detail screens of a configured route', SLOW, async () => {
    serve(ok([WIDGET]));
    const { unmount } = open('/cfg_widget');
    // The first screen waits for the lazy chunk of the generic screens.
    expect(await screen.findByText('G-003', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByTestId('page-title').textContent).toBe('自定义货品');
    expect(screen.getByText('2.500')).toBeTruthy();
    expect(screen.getByTestId('create-button')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/hrs/permission/resourceDefs')).toHaveLength(1);
    unmount();

    const edit = open('/cfg_widget/edit/3');
    await waitFor(() => expect((document.getElementById('field-goodsCode') as HTMLInputElement)?.value).toBe('G-003'));
    expect(screen.getByTestId('page-title').textContent).toBe('编辑自定义货品');
    edit.unmount();

    open('/cfg_widget/show/3');
    expect(await screen.findByText('G-003')).toBeTruthy();
    expect(screen.getByTestId('page-title').textContent).toBe('查看自定义货品');
  });

  it('sends a configured route outside the permitted set to /unPermission', SLOW, async () => {
    serve(ok([WIDGET]), []);
    open('/cfg_widget');
    expect(await screen.findByTestId('page-un-permission')).toBeTruthy();
    expect(hashPath()).toBe('/unPermission');
  });

  it('shows 404 for a path nobody declared, and when the server has no definitions endpoint', SLOW, async () => {
    serve(failure(404, 'no such call'));
    const { unmount } = open('/cfg_widget');
    expect(await screen.findByText('您访问的页面不存在...')).toBeTruthy();
    unmount();
    serve(ok([WIDGET]));
    resetConfiguredRoutes();
    open('/cfg_widget/nonsense');
    expect(await screen.findByText('您访问的页面不存在...')).toBeTruthy();
  });
});
