import type { DB } from '../db';

/**
 * The one path by which the product tells people that something happened (docs/behaviour.md §E.7): approvals
 * waiting, approval results, order status changes of followed orders, bills sent. Each message is a
 * sys_message row (the bell's count and /notification read them); channels registered with
 * onNotify (mail, chat...) get the same message after the rows are written.
 */
export interface Notice {
  orgId: number;
  /** Recipients: users of orgId. Duplicates are sent once. */
  userIds: number[];
  title: string;
  content?: string | null;
  /** What kind of event: 'approval' | 'approval-result' | 'order-status' | 'bill' | 'notice' | ... */
  kind: string;
  /** An in-app hash path the message opens, e.g. "/af_order/show/12". */
  link?: string | null;
}

export type NotifyChannel = (db: DB, notice: Notice, messageIds: number[]) => Promise<void>;

const channels = new Set<NotifyChannel>();

/** Adds a delivery channel (e.g. mail); answers a function that removes it. */
export function onNotify(channel: NotifyChannel): () => void {
  channels.add(channel);
  return () => channels.delete(channel);
}

/**
 * Writes one message per recipient in the caller's transaction (so a rolled-back decision sends
 * nothing), then hands the notice to the channels. Answers the new message ids.
 */
export async function notify(db: DB, notice: Notice): Promise<number[]> {
  const users = [...new Set(notice.userIds.filter((u) => Number.isSafeInteger(u) && u > 0))];
  if (!users.length) return [];
  const rows = await db
    .insertInto('sys_message')
    .values(
      users.map((user_id) => ({
        org_id: notice.orgId,
        user_id,
        title: notice.title,
        content: notice.content ?? null,
        kind: notice.kind,
        link: notice.link ?? null,
      })),
    )
    .returning('id')
    .execute();
  const ids = rows.map((r: any) => Number(r.id));
  for (const channel of channels) await channel(db, notice, ids);
  return ids;
}
