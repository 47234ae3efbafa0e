// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { invalidateTopics } from '../../../src/api/topics';
import {
  COUNTS_REFRESH_MS,
  formatCount,
  refreshNotificationCounts,
  resetNotificationCounts,
  useNotificationCounts,
} from '../../../src/components/layout/notificationCounts';
import { http } from '../../../src/providers';
import { failure, fakeServer, ok, routes, type Recorded } from '../../providers/fake-server';

const originalAdapter = http.defaults.adapter;
let calls: Recorded[] = [];

function serve(approvals: number | 'fail', messages: number | 'fail') {
  const server = fakeServer(
    routes({
      'GET /prm/api/toDo': approvals === 'fail' ? failure(404) : ok({ records: [], total: approvals, current: 1, size: 10 }),
      'GET /prm/api/haveMessage': messages === 'fail' ? failure(500) : ok(messages),
    }),
  );
  calls = server.calls;
  http.defaults.adapter = server.adapter;
}

beforeEach(() => resetNotificationCounts());
afterEach(() => vi.useRealTimers());
afterAll(() => {
  http.defaults.adapter = originalAdapter;
});

describe('formatCount', () => {
  it('shows the number up to 99 and 99+ above', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(99)).toBe('99');
    expect(formatCount(100)).toBe('99+');
    expect(formatCount(12345)).toBe('99+');
  });

  it('treats missing or invalid figures as 0', () => {
    expect(formatCount(undefined)).toBe('0');
    expect(formatCount(null)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('0');
    expect(formatCount(-3)).toBe('0');
  });
});

describe('refreshNotificationCounts', () => {
  it('reads data.total of toDo and data of haveMessage, and sums them', async () => {
    serve(3, 120);
    await expect(refreshNotificationCounts()).resolves.toEqual({ aprv: 3, notice: 120, total: 123 });
    expect(calls.map((c) => c.url.split('?')[0]).sort()).toEqual(['/prm/api/haveMessage', '/prm/api/toDo']);
    expect(calls[0].url).toContain('current=1');
    expect(calls[0].url).toContain('size=10');
  });

  it('keeps the previous figure of a call that fails, without a toast', async () => {
    serve(2, 5);
    await refreshNotificationCounts();
    serve('fail', 'fail');
    await expect(refreshNotificationCounts()).resolves.toEqual({ aprv: 2, notice: 5, total: 7 });
    expect(calls.every((c) => c.config.silent)).toBe(true);
  });
});

function Probe() {
  const c = useNotificationCounts({ orgId: 1, userId: 9 });
  return <span data-testid="probe">{`${c.aprv}/${c.notice}`}</span>;
}

describe('useNotificationCounts', () => {
  it('waits for the user: one pair of calls after a sign-in, with the ids, not two', async () => {
    serve(1, 2);
    const Bell = ({ user }: { user?: { orgId: number; userId: number } }) => {
      const c = useNotificationCounts(user);
      return <span data-testid="probe">{`${c.aprv}/${c.notice}`}</span>;
    };
    const { rerender, unmount } = render(<Bell />);
    await act(async () => {});
    expect(calls).toHaveLength(0);
    rerender(<Bell user={{ orgId: 1, userId: 9 }} />);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('1/2'));
    expect(calls).toHaveLength(2);
    expect(calls.every((c) => c.url.includes('userId=9'))).toBe(true);
    unmount();
  });

  it('loads on mount with orgId and userId, polls every 60 s and stops on unmount', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve(1, 2);
    const { unmount } = render(<Probe />);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('1/2'));
    expect(calls[0].url).toContain('orgId=1');
    expect(calls[0].url).toContain('userId=9');
    expect(calls).toHaveLength(2);

    serve(4, 0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(COUNTS_REFRESH_MS);
    });
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('4/0'));
    expect(calls).toHaveLength(2);

    unmount();
    serve(9, 9);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(COUNTS_REFRESH_MS * 3);
    });
    expect(calls).toHaveLength(0);
  });

  it('reads the counts again at once after a change of approvals or messages, here or in another window, and not after others', async () => {
    serve(1, 2);
    const { unmount } = render(<Probe />);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('1/2'));
    const client = new QueryClient();

    serve(1, 2);
    act(() => invalidateTopics(client, ['css_charge', 'af_order']));
    expect(calls).toHaveLength(0);

    // A message read (the notification page) or an approval decided (the approval dialog).
    serve(1, 1);
    act(() => invalidateTopics(client, ['messages']));
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('1/1'));
    serve(0, 1);
    act(() => invalidateTopics(client, ['approvals', 'partnerLocks'], { heard: true }));
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('0/1'));

    unmount();
    serve(5, 5);
    act(() => invalidateTopics(client, ['messages']));
    expect(calls).toHaveLength(0);
  });
});
