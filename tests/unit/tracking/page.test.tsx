// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/App';
import { api } from '../../../src/api';
import { clearSession, http, setToken } from '../../../src/providers';
import { pathOf } from '../../../src/resources';
import { fakeServer, failure, ok, routes, type Recorded } from '../../providers/fake-server';

const UUID = '6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab';
const originalAdapter = http.defaults.adapter;
let calls: Recorded[] = [];

function serve(track: Parameters<typeof routes>[0][string]) {
  const server = fakeServer(
    routes({
      [`GET ${api.tracking.airOrderTrack.path}`]: track,
      [`GET ${api.tracking.seaOrderTrack.path}`]: track,
      'GET /version.json': { data: { pack_vue_version: 'v1' } },
    }),
  );
  calls = server.calls;
  http.defaults.adapter = server.adapter;
}

const trackCalls = () => calls.filter((c) => c.url.includes('/external/'));

beforeEach(() => {
  clearSession();
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => {
  http.defaults.adapter = originalAdapter;
});

function open(path: string) {
  window.location.hash = `#${path}`;
  return render(<App />);
}

describe('/externalOrderTrack in the app', () => {
  it('without o (or a blank one) says 未获取到查询相关信息 and calls nothing', async () => {
    serve(ok({}));
    open(`${pathOf('ExternalOrderTrackPage')}?o=%20%20&code=abc`);
    await screen.findByTestId('track-no-query');
    expect(screen.getAllByText('未获取到查询相关信息').length).toBeGreaterThan(0);
    expect(trackCalls()).toEqual([]);
  });

  it('sends the trimmed query without empty values, with no token', async () => {
    setToken('tok-signed-in');
    serve(ok({ orderId: UUID, orderUUID: UUID, awbNumber: '999-26100023', planPieces: 3, routeTracks: [] }));
    open(`${pathOf('ExternalOrderTrackPage')}?o=%20AF${UUID}%20&code=%20`);
    await screen.findByTestId('track-header');
    expect(trackCalls()).toHaveLength(1);
    const url = new URL(trackCalls()[0].url, 'http://x');
    expect(url.pathname).toBe(api.tracking.airOrderTrack.path);
    expect(Object.fromEntries(url.searchParams)).toEqual({ o: `AF${UUID}` });
    expect(trackCalls()[0].headers.Authorization).toBeUndefined();
    expect((await screen.findByTestId('track-number')).textContent).toBe('999-26100023');
  });

  it("a failed load shows 操作失败， and the server's messageInfo (docs/behaviour.md §2.8), else 数据获取失败", async () => {
    serve(failure(404, '未查询到相关订单信息'));
    const first = open(`${pathOf('ExternalOrderTrackPage')}?o=SE${UUID}`);
    await screen.findByText('操作失败，未查询到相关订单信息');
    first.unmount();
    serve({ data: { code: 500 } });
    open(`${pathOf('ExternalOrderTrackPage')}?o=SI${UUID}`);
    await waitFor(() => expect(screen.getByText('数据获取失败')).toBeTruthy());
  });
});
