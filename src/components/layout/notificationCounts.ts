import { useEffect } from 'react';
import { api, request } from '../../api';
import { createStore, useStore } from '../../api/store';
import { followTopics } from '../../api/topics';
import { altHttp } from '../../providers';

/** docs/behaviour.md §2.3 "Notification counts": approvals, unread messages and their sum. */
export interface NotificationCounts {
  aprv: number;
  notice: number;
  total: number;
}

/** docs/behaviour.md §2.9: the counts refresh every 60 s. */
export const COUNTS_REFRESH_MS = 60_000;

/** Badge text: the number, or 99+ above 99 (docs/behaviour.md §2.3, §2.9). */
export function formatCount(n: number | null | undefined): string {
  const v = Number.isFinite(n) ? Math.max(0, Math.floor(n as number)) : 0;
  return v > 99 ? '99+' : String(v);
}

const ZERO: NotificationCounts = { aprv: 0, notice: 0, total: 0 };
// The counts every badge shows (the top bar's bell, the notification page's tabs).
const counts = createStore<NotificationCounts>(ZERO);
let params: Record<string, string | number> = {};

function publish(next: NotificationCounts) {
  const now = counts.get();
  if (next.aprv === now.aprv && next.notice === now.notice) return;
  counts.set(next);
}

const asCount = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : Number(x) || 0);

/**
 * Reads both counts (GET /prm/api/toDo data.total, GET /prm/api/haveMessage data). Failures are
 * silent and keep the previous figure: the counts are a hint, not worth a toast every minute.
 */
export async function refreshNotificationCounts(): Promise<NotificationCounts> {
  const query = { ...params, current: 1, size: 10 };
  const [todo, msgs] = await Promise.allSettled([
    request(altHttp, api.notifications.toDo, { query }, { silent: true }),
    request(altHttp, api.notifications.haveMessage, { query }, { silent: true }),
  ]);
  const before = counts.get();
  const aprv = todo.status === 'fulfilled' ? asCount(todo.value?.total) : before.aprv;
  const notice = msgs.status === 'fulfilled' ? asCount(msgs.value) : before.notice;
  publish({ aprv, notice, total: aprv + notice });
  return counts.get();
}

/** The data the counts are of (the topics of the calls they read). */
const COUNTED = [...api.notifications.toDo.topics, ...api.notifications.haveMessage.topics];

/** Forget the counts (logout, tests). */
export function resetNotificationCounts() {
  params = {};
  publish(ZERO);
}

/** The shared counts without polling (pages that only read them). */
export const useCounts = () => useStore(counts);

/**
 * The counts of the signed-in user, loaded now, every 60 s and after every change of approvals or
 * messages while the caller is mounted (the top bar's bell); the interval is cleared on unmount.
 */
export function useNotificationCounts(user: { orgId?: string | number; userId?: string | number } | undefined) {
  const orgId = user?.orgId;
  const userId = user?.userId;
  const known = user !== undefined;
  useEffect(() => {
    // Not before the user is known: the first load would be asked again a moment later with the
    // user's ids (two pairs of calls after every sign-in, bench/browser.ts BENCH_TIMELINE).
    if (!known) return;
    params = {};
    if (orgId !== undefined && orgId !== null) params.orgId = orgId;
    if (userId !== undefined && userId !== null) params.userId = userId;
    void refreshNotificationCounts();
    const timer = setInterval(() => void refreshNotificationCounts(), COUNTS_REFRESH_MS);
    // A decision or a read message anywhere in the app (or in its other windows) shows at once.
    const unfollow = followTopics((topics) => {
      if (COUNTED.some((t) => topics.has(t))) void refreshNotificationCounts();
    });
    return () => {
      clearInterval(timer);
      unfollow();
    };
  }, [known, orgId, userId]);
  return useCounts();
}
