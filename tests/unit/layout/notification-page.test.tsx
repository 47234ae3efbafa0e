// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/App';
import { resetNotificationCounts } from '../../../src/components/layout/notificationCounts';
import { clearSession, http, setToken } from '../../../src/providers';
import { fakeServer, ok, routes, type Recorded } from '../../providers/fake-server';

const USER = { userId: 7, orgId: 3, userCname: '张三', orgName: '演示货代', loginRole: 'admin' };
const originalAdapter = http.defaults.adapter;
let tokens = 0;
let calls: Recorded[] = [];

function serve(messages: { id: number; title: string; read: boolean }[]) {
  const unread = () => messages.filter((m) => !m.read).length;
  const server = fakeServer(
    routes({
      'GET /hrs/permission': ok([]),
      'GET /hrs/permission/getButtonInfo': ok([]),
      'GET /hrs/user/current': ok(USER),
      'GET /hrs/userAccessRecord/getUserAccessRecordList': ok([]),
      'GET /prm/api/toDo': ok({ records: [], total: 0, current: 1, size: 10 }),
      'GET /prm/api/haveMessage': () => ok(unread()),
      'GET /prm/api/messageList': ok({ records: messages, total: 23, current: 1, size: 10 }),
      'POST /prm/api/messageRead/11': () => {
        messages[0].read = true;
        return ok(true);
      },
      'GET /version.json': { data: { pack_vue_version: 'v1' } },
    }),
  );
  calls = server.calls;
  http.defaults.adapter = server.adapter;
}

beforeEach(() => {
  clearSession();
  sessionStorage.clear();
  localStorage.clear();
  resetNotificationCounts();
  setToken(`tok-n${++tokens}`);
});

afterAll(() => {
  http.defaults.adapter = originalAdapter;
});

function open(path: string) {
  window.location.hash = `#${path}`;
  return render(<App />);
}

describe('/notification', () => {
  it('id=1 opens the messages tab, 10 per page; clicking an unread message marks it read and updates the counts', async () => {
    serve([
      { id: 11, title: '订单已出发', read: false },
      { id: 12, title: '系统维护通知', read: true },
    ]);
    open('/notification?id=1');
    const tabs = await screen.findByTestId('notification-tabs');
    await waitFor(() => expect(tabs.querySelector('.ant-tabs-tab-active')?.textContent).toContain('消息'));
    const item = (await screen.findByText('订单已出发')).closest('[data-testid="message-item"]') as HTMLElement;
    expect(item.dataset.read).toBe('0');
    const list = calls.find((c) => c.url.startsWith('/prm/api/messageList'))!;
    expect(list.url).toContain('current=1');
    expect(list.url).toContain('size=10');
    // 23 messages: three pages of 10.
    expect(document.querySelectorAll('.ant-pagination-item')).toHaveLength(3);

    fireEvent.mouseEnter(screen.getByTestId('notification-bell').parentElement!);
    await waitFor(() => expect(screen.getByTestId('count-messages').textContent).toBe('1'));

    fireEvent.click(item);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/prm/api/messageRead/11')).toBe(true));
    await waitFor(() => expect(item.dataset.read).toBe('1'));
    await waitFor(() => expect(screen.getByTestId('count-messages').textContent).toBe('0'));
    expect(within(item).getByText('已读')).toBeTruthy();
  });

  it('shows 暂无数据 for an empty approvals tab (id=0)', async () => {
    serve([]);
    open('/notification?id=0');
    const tabs = await screen.findByTestId('notification-tabs');
    await waitFor(() => expect(tabs.querySelector('.ant-tabs-tab-active')?.textContent).toContain('审批'));
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith('/prm/api/toDo') && c.url.includes('size=10') && c.url.includes('userId=7'))).toBe(true);
  });
});
