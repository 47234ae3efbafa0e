// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/App';
import { resetNotificationCounts } from '../../../src/components/layout/notificationCounts';
import { clearSession, http, setToken } from '../../../src/providers';
import { STORAGE_KEYS } from '../../../src/schemas';
import { fakeServer, ok, routes } from '../../providers/fake-server';

const TREE = [{ id: 2, name: 'af_order', path: '/af_order', label: { 'zh-CN': '空运出口订单', 'en-US': 'Orders' } }];
const USER = { userId: 7, orgId: 3, userCname: '张三', orgName: '演示货代', orgVersion: '专业版', loginRole: 'admin' };

const originalAdapter = http.defaults.adapter;
let tokens = 0;

function serve(user: Record<string, unknown>) {
  const server = fakeServer(
    routes({
      'GET /hrs/permission': ok(TREE),
      'GET /hrs/permission/getButtonInfo': ok([]),
      'GET /hrs/user/current': ok(user),
      'POST /hrs/userAccessRecord/recordMenu': ok(true),
      'GET /hrs/userAccessRecord/getUserAccessRecordList': ok([]),
      'GET /prm/api/toDo': ok({ records: [], total: 150, current: 1, size: 10 }),
      'GET /prm/api/haveMessage': ok(2),
      'GET /version.json': { data: { pack_vue_version: 'v1' } },
    }),
  );
  http.defaults.adapter = server.adapter;
}

beforeEach(() => {
  clearSession();
  sessionStorage.clear();
  localStorage.clear();
  resetNotificationCounts();
  // The auth provider caches the identity per token: a new token per test reads the test's user.
  setToken(`tok-${++tokens}`);
});

afterAll(() => {
  http.defaults.adapter = originalAdapter;
});

function open(path: string) {
  window.location.hash = `#${path}`;
  return render(<App />);
}

describe('top bar', () => {
  it('shows contact us and the logo, and stores privateSaas=false, for a normal installation', async () => {
    serve({ ...USER, privateSaas: false });
    open('/dashboard');
    expect(await screen.findByTestId('contact-us')).toBeTruthy();
    expect(screen.getByTestId('contact-us').getAttribute('href')).toBe('#/contactUs');
    expect(screen.getByTestId('brand-logo')).toBeTruthy();
    await waitFor(() => expect(sessionStorage.getItem(STORAGE_KEYS.privateSaas)).toBe('false'));
  });

  it('hides contact us and the logo in private SaaS mode and stores the flag', async () => {
    serve({ ...USER, privateSaas: true });
    open('/dashboard');
    await waitFor(() => expect(screen.getByTestId('org-info').textContent).toContain('演示货代'));
    await waitFor(() => expect(sessionStorage.getItem(STORAGE_KEYS.privateSaas)).toBe('true'));
    expect(screen.queryByTestId('contact-us')).toBeNull();
    expect(screen.queryByTestId('brand-logo')).toBeNull();
  });

  it('shows the default end date 2099-12-31, and none for superAdmin', async () => {
    serve({ ...USER, stopDate: null });
    const { unmount } = open('/dashboard');
    await waitFor(() => expect(screen.getByTestId('stop-date').textContent).toContain('2099-12-31'));
    unmount();
    setToken(`tok-${++tokens}`);
    serve({ ...USER, loginRole: 'superAdmin', stopDate: '2030-01-01' });
    open('/dashboard');
    await waitFor(() => expect(screen.getByTestId('org-info').textContent).toContain('演示货代'));
    expect(screen.queryByTestId('stop-date')).toBeNull();
  });

  it('caps the bell badge at 99+', async () => {
    serve(USER);
    open('/dashboard');
    const bell = await screen.findByTestId('notification-bell');
    await waitFor(() => expect(bell.textContent).toContain('99+'));
  });

  it('the home action opens the dashboard with a timestamp query', async () => {
    serve(USER);
    open('/af_order');
    fireEvent.click(await screen.findByTestId('go-dashboard'));
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/dashboard\?t=\d{13}$/));
  });
});
