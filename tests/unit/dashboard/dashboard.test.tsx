// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { reloadAccessRecords } from '../../../src/components/hot-menu';
import DashboardBody, { type DashboardUser } from '../../../src/pages/dashboard/DashboardBody';
import { STATS_TAB_KEY } from '../../../src/pages/dashboard/statistics';
import { http, loadAccess, resetAccess } from '../../../src/providers';
import { failure, fakeServer, ok, routes, type Recorded } from '../../providers/fake-server';

const TREE = [{ id: 'af_order', name: 'route.af_order', path: '/af_order', label: { 'zh-CN': '空运出口订单', 'en-US': 'Orders' } }];
const RECORDS = Array.from({ length: 8 }, (_, i) => ({
  recordId: i,
  permissionId: `m${i}`,
  permissionName: `菜单${i}`,
  path: `/m${i}`,
  status: i < 7 ? 1 : 0,
  sort: i < 7 ? 6 - i : -1,
  accessTime: `2026-03-0${i + 1}T08:00:00`,
}));
const NOTICES = [
  { noticeId: 1, noticeTitle: '<b>新版本</b>上线', noticeType: 'XTGX' },
  { noticeId: 2, noticeTitle: '促销', noticeType: 'HDTG' },
  { noticeId: 3, noticeTitle: '停机', noticeType: 'XTWH' },
];
const USER: DashboardUser = { userId: 7, orgId: 3, userCname: '张三', orgVersion: '专业版' };

let calls: Recorded[] = [];
const original = http.defaults.adapter;

function serve(overrides: Record<string, ReturnType<typeof ok>> = {}) {
  const server = fakeServer(
    routes({
      'GET /hrs/permission': ok(TREE),
      'GET /hrs/permission/getButtonInfo': ok([]),
      'GET /hrs/userAccessRecord/getUserAccessRecordList': ok(RECORDS),
      'GET /hrs/notice': ok({ records: NOTICES, total: 3, current: 1, size: 6 }),
      'GET /afbase/aforder/statistics': failure(500, '统计服务不可用'),
      ...overrides,
    }),
  );
  calls = server.calls;
  http.defaults.adapter = server.adapter;
}

beforeEach(async () => {
  localStorage.clear();
  serve();
  resetAccess();
  await loadAccess(http);
  await reloadAccessRecords();
});

afterAll(() => {
  http.defaults.adapter = original;
  resetAccess();
});

const show = (user: DashboardUser) =>
  render(
    <AntdApp>
      <MemoryRouter>
        <DashboardBody user={user} />
      </MemoryRouter>
    </AntdApp>,
  );

describe('dashboard cards', { timeout: 30_000 }, () => {
  it('shows tiles, the first 6 frequent menus in saved order with MM/DD, tagged notices, and the stats error', async () => {
    localStorage.setItem(STATS_TAB_KEY, 'SE');
    show(USER);
    const tools = await screen.findByTestId('quick-tools');
    expect(tools.textContent).toContain('货物追踪');
    expect(tools.querySelectorAll('a')).toHaveLength(10);

    await waitFor(() => expect(screen.getByTestId('frequent-menu-5')).toBeTruthy());
    expect(screen.queryByTestId('frequent-menu-6')).toBeNull();
    expect(screen.getByTestId('frequent-menu-0').textContent).toContain('菜单6');
    expect(screen.getByTestId('frequent-menu-0').textContent).toContain('03/07');

    const board = await screen.findByTestId('notice-board');
    await waitFor(() => expect(board.querySelectorAll('.notice-title')).toHaveLength(3));
    expect(board.querySelector('.notice-title b')!.textContent).toBe('新版本');
    expect(board.querySelector('.ant-tag-warning')!.textContent).toBe('推广');
    expect(board.querySelector('.ant-tag-error')!.textContent).toBe('维护');

    // The remembered tab is asked for; its failure shows the server's message and the zero template.
    expect(await screen.findByText('统计服务不可用')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('businessScope=SE'))).toBe(true);
    await waitFor(() => expect(screen.getByTestId('stats-table').textContent).toContain('标箱量'));
    expect(screen.queryByTestId('ranking')).toBeNull();
  });

  it('online-booking organisations get the upgrade greeting and no frequent menus', async () => {
    show({ ...USER, orgVersion: '网上订舱' });
    const link = await screen.findByTestId('upgrade-link');
    expect(link.getAttribute('href')).toBe('/contactUs');
    expect(screen.queryByTestId('quick-tools')).toBeNull();
    expect(screen.queryByTestId('frequent-menus')).toBeNull();
  });

  it('says 加载系统公告 when the notices fail, and shows the ranking only with showRanking', async () => {
    serve({ 'GET /hrs/notice': failure(500), 'GET /hrs/userAccessRecord/topActiveIndex': failure(404) });
    show({ ...USER, showRanking: true });
    expect(await screen.findByText('加载系统公告')).toBeTruthy();
    const ranking = await screen.findByTestId('ranking');
    await waitFor(() => expect(ranking.textContent).toContain('加载签约公司活跃指数失败'));
  });
});
