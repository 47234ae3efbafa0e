// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/App';
import { clearSession, http, setToken } from '../../../src/providers';
import { STORAGE_KEYS } from '../../../src/schemas';
import { failure, fakeServer, ok, routes, type Recorded, type Reply } from '../../providers/fake-server';

/** The signed-in user's menu: one group, a greyed placeholder entry, an entry without a path. */
const TREE = [
  {
    id: 1,
    name: 'afManager',
    path: '/afManager',
    icon: 'RocketOutlined',
    label: { 'zh-CN': '空运管理', 'en-US': 'Air' },
    children: [
      { id: 2, name: 'af_order', path: '/af_order', label: { 'zh-CN': '空运出口订单', 'en-US': 'Orders' } },
      { id: 4, name: 'af_tact', path: '/af_tact', unavailable: true, label: { 'zh-CN': 'TACT运价', 'en-US': 'TACT' } },
      { id: 6, name: 'secret', path: '/af_flight', hidden: true, label: { 'zh-CN': '隐藏', 'en-US': 'Hidden' } },
    ],
  },
  { id: 5, name: 'nopath', path: '', label: { 'zh-CN': '无路径菜单', 'en-US': 'No path' } },
];
const USER = {
  userId: 7,
  userCname: '张三',
  loginName: 'admin',
  orgName: '演示货代',
  orgVersion: '专业版',
  stopDate: '2030-06-30',
  loginRole: 'admin',
};
const TOKEN_ANSWER = { access_token: 'tok-1', token_type: 'bearer', expires_in: 7200, userName: 'admin', userCname: '张三' };

let calls: Recorded[] = [];
const originalAdapter = http.defaults.adapter;

function serve(overrides: Record<string, Reply | ((r: Recorded) => Reply)> = {}) {
  const server = fakeServer(
    routes({
      'POST /auth/oauth/token': { data: { code: 0, data: TOKEN_ANSWER, ...TOKEN_ANSWER } },
      'POST /hrs/org/sourceLoginOfEf': ok(TOKEN_ANSWER),
      'GET /hrs/user/searchLoginNameAndOrgCode': ok([]),
      'GET /hrs/permission': ok(TREE),
      'GET /hrs/permission/getButtonInfo': ok([]),
      'GET /hrs/user/current': ok(USER),
      'POST /hrs/userAccessRecord/recordMenu': ok(true),
      'DELETE /auth/token/logout': ok(true),
      'GET /version.json': { data: { pack_vue_version: 'v1' } },
      // /af_order is a generic list screen: it reads its first page.
      'GET /api/af_order': ok({ records: [], total: 0, current: 1, size: 20 }),
      ...overrides,
    }),
  );
  calls = server.calls;
  http.defaults.adapter = server.adapter;
}

function open(hashPath: string) {
  window.location.hash = `#${hashPath}`;
  return render(<App />);
}

const hashPath = () => decodeURIComponent(window.location.hash.replace(/^#/, ''));

beforeEach(() => {
  clearSession();
  sessionStorage.clear();
  localStorage.clear();
  serve();
});

afterAll(() => {
  http.defaults.adapter = originalAdapter;
});

describe('signed out', () => {
  it('sends a protected path to the login page with the way back', async () => {
    open('/af_order?x=1');
    await screen.findByText('手机号', { selector: '#login-tab-phone' });
    expect(hashPath()).toBe('/login?redirect=/af_order?x=1');
  });

  it('shows the validation messages of the active tab', async () => {
    open('/login');
    await screen.findByText('手机号', { selector: '#login-tab-phone' });
    fireEvent.click(document.getElementById('login-submit')!);
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
  });

  it('says 用户不存在 when no organisation has the phone number', async () => {
    open('/login');
    fireEvent.change(await screen.findByPlaceholderText('手机号'), { target: { value: '13800000000' } });
    fireEvent.change(document.getElementById('login-password')!, { target: { value: 'x' } });
    fireEvent.click(document.getElementById('login-submit')!);
    await waitFor(() => expect(document.getElementById('login-error')?.textContent).toContain('用户不存在'));
    expect(calls.map((c) => c.url)).toContain(
      '/hrs/user/searchLoginNameAndOrgCode?loginType=0&login=13800000000&internationalCountryCode=86',
    );
  });

  it('lets the user pick the organisation when the email belongs to several', async () => {
    serve({
      'GET /hrs/user/searchLoginNameAndOrgCode': ok([
        { loginName: 'li', orgCode: 'ORGA', orgName: '甲公司' },
        { loginName: 'li', orgCode: 'ORGB', orgName: '乙公司' },
      ]),
    });
    open('/login');
    fireEvent.click(await screen.findByText('邮箱'));
    fireEvent.change(document.getElementById('login-email')!, { target: { value: 'Li@Example.com' } });
    fireEvent.change(document.getElementById('login-password')!, { target: { value: 'pw' } });
    fireEvent.click(document.getElementById('login-submit')!);
    fireEvent.click(await screen.findByText('乙公司 (ORGB)'));
    expect(await screen.findByText('欢迎，张三')).toBeTruthy();
    const token = calls.find((c) => c.url === '/auth/oauth/token')!;
    expect(String(token.body)).toContain('username=1%7Cli%40example.com%7CORGB');
  });

  it('shows the server message inside the form when the password is wrong', async () => {
    serve({ 'POST /auth/oauth/token': failure(400, 'login.wrongPassword') });
    open('/login');
    fireEvent.click(await screen.findByText('管理员'));
    fireEvent.change(document.getElementById('login-name')!, { target: { value: 'admin' } });
    fireEvent.change(document.getElementById('login-org')!, { target: { value: 'DEMO' } });
    fireEvent.change(document.getElementById('login-password')!, { target: { value: 'bad' } });
    fireEvent.click(document.getElementById('login-submit')!);
    await waitFor(() => expect(document.getElementById('login-error')?.textContent).toContain('用户名或密码错误'));
  });

  it('logs in as administrator and returns to the redirect path', async () => {
    open('/login?redirect=%2Fdashboard%3Ffrom%3Dmail');
    fireEvent.click(await screen.findByText('管理员'));
    fireEvent.change(document.getElementById('login-name')!, { target: { value: 'admin' } });
    fireEvent.change(document.getElementById('login-org')!, { target: { value: 'DEMO' } });
    fireEvent.change(document.getElementById('login-password')!, { target: { value: 'Demo@2026' } });
    fireEvent.click(document.getElementById('login-submit')!);
    expect(await screen.findByText('欢迎，张三')).toBeTruthy();
    expect(hashPath()).toBe('/dashboard?from=mail');
    const token = calls.find((c) => c.url === '/auth/oauth/token')!;
    expect(String(token.body)).toContain('username=2%7Cadmin%7CDEMO');
  });

  it('/efForLogin without a token says the user information is invalid', async () => {
    open('/efForLogin');
    expect(await screen.findByText('用户信息无效,无法访问')).toBeTruthy();
  });

  it('/efForLogin with a token takes it out of the address at once, logs in and opens the dashboard', async () => {
    const entries = window.history.length;
    open('/efForLogin?token=abc&lang=zh');
    // Replaced before anything rendered: neither the address bar nor a history entry holds the token.
    expect(window.location.hash).toBe('#/efForLogin?lang=zh');
    expect(window.history.length).toBe(entries + 1); // the hash change itself, not one more
    expect(await screen.findByText('欢迎，张三')).toBeTruthy();
    expect(hashPath()).toBe('/dashboard');
    const exchange = calls.find((c) => c.url === '/hrs/org/sourceLoginOfEf')!;
    expect(String(exchange.body)).toBe('token=abc');
    expect(window.location.href).not.toContain('abc');
  });
});

describe('signed in', () => {
  beforeEach(() => setToken('tok-1'));

  it('redirects / to the dashboard and shows organisation, version and end date', async () => {
    open('/');
    expect(await screen.findByText('欢迎，张三')).toBeTruthy();
    expect(hashPath()).toBe('/dashboard');
    expect(screen.getByTestId('org-info').textContent).toContain('专业版');
    expect(screen.getByTestId('stop-date').textContent).toContain('2030-06-30');
  });

  it('builds the sider from the permitted tree, greys unavailable entries and records visits', async () => {
    open('/dashboard');
    const sider = await screen.findByTestId('sider-menu');
    fireEvent.click(await screen.findByText('空运管理'));
    expect(await screen.findByText('未开放')).toBeTruthy();
    expect(sider.textContent).not.toContain('隐藏');

    fireEvent.click(screen.getByText('空运出口订单'));
    await waitFor(() => expect(hashPath()).toBe('/af_order'));
    await waitFor(() => expect(calls.some((c) => c.url === '/hrs/userAccessRecord/recordMenu')).toBe(true));
    const record = calls.find((c) => c.url === '/hrs/userAccessRecord/recordMenu')!;
    expect(String(record.body)).toBe('id=2&name=af_order&path=%2Faf_order');
    // The visit record and the version check (on each click) are the second client's, 10 s.
    expect(record.config.timeout).toBe(10_000);
    const versions = calls.filter((c) => c.url.startsWith('/version.json'));
    expect(versions.length).toBeGreaterThan(0);
    expect(versions.every((c) => c.config.timeout === 10_000)).toBe(true);

    fireEvent.click(screen.getByText('TACT运价'));
    await waitFor(() => expect(hashPath()).toBe('/unDevelop'));
    expect(await screen.findByText('功能暂未开放，敬请期待。', { selector: '.ant-result-title' })).toBeTruthy();
  });

  it('says the feature is not open for a menu entry without a path', async () => {
    open('/dashboard');
    fireEvent.click(await screen.findByText('无路径菜单'));
    expect(await screen.findByText('功能暂未开放，敬请期待。')).toBeTruthy();
    expect(hashPath()).toBe('/dashboard');
  });

  it('keeps the collapsed state of the sider', async () => {
    const { unmount } = open('/dashboard');
    fireEvent.click(await screen.findByTestId('menu-toggle'));
    expect(localStorage.getItem('sidebarCollapsed')).toBe('1');
    unmount();
  });

  it('sends a path outside the permitted set to /unPermission', async () => {
    open('/hrs_user');
    expect(await screen.findByTestId('page-un-permission')).toBeTruthy();
    expect(hashPath()).toBe('/unPermission');
  });

  it('shows the 404 page for unknown paths', async () => {
    open('/no_such_page');
    expect(await screen.findByText('您访问的页面不存在...')).toBeTruthy();
    expect(screen.getByText(/返回首页|返\s*回\s*首\s*页/)).toBeTruthy();
  });

  // The first data screen of the run loads the generic screens' chunk (antd Table, pickers...).
  it('asks before logging out, then returns to login with the way back', async () => {
    open('/af_order');
    fireEvent.click(await screen.findByTestId('user-menu'));
    fireEvent.click(await screen.findByTestId('logout'));
    // antd repeats the confirm title for screen readers.
    expect((await screen.findAllByText('确认要退出吗?')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(hashPath()).toBe('/login?redirect=/af_order'));
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/auth/token/logout')).toBe(true);
  });

  it('a 401 that ends the session goes to login with the message', async () => {
    serve({ 'GET /hrs/user/current': failure(401, 'token expired') });
    // A token of its own: the identity of 'tok-1' is cached from the earlier tests.
    setToken('tok-expired');
    open('/dashboard');
    await waitFor(() => expect(hashPath()).toBe('/login?redirect=/dashboard'));
    expect(await screen.findByText('登录已超时，请重新登录')).toBeTruthy();
    await act(async () => undefined);
  });
});
