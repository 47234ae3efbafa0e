import { pathOf } from '../../src/resources';
import { APPROVAL_TEXT } from '../../src/schemas/approvals';
import type { DB } from '../db';
import type { Actor } from '../resources/audit';
import { plainText } from '../sanitize';
import { notify } from './notify';
import { NOTICE_PUBLISHED } from '../../src/resources/fieldsets/org-admin';

/** A notice that is published now and was not before (created published, or moved to published). */
export const isNewlyPublished = (record: Record<string, unknown>, before: Record<string, unknown> | null) =>
  record.noticeStatus === NOTICE_PUBLISHED && before?.noticeStatus !== NOTICE_PUBLISHED;

const CONTENT_CHARS = 200;

/**
 * Tells the organisation's active people, except the one who published it, that a notice is out:
 * one message each (their bell and /notification), opening the dashboard's notice board.
 */
export async function announceNotice(trx: DB, actor: Pick<Actor, 'orgId' | 'userId'>, notice: Record<string, unknown>) {
  let people = trx.selectFrom('hrs_user').select('id').where('org_id', '=', actor.orgId).where('status', '=', 1);
  // A warehouse device (no user) tells everyone.
  if (actor.userId != null) people = people.where('id', '<>', actor.userId);
  const users = await people.execute();
  if (!users.length) return [];
  const body = plainText(String(notice.noticeContent ?? ''));
  return notify(trx, {
    orgId: actor.orgId,
    userIds: users.map((u) => Number(u.id)),
    title: APPROVAL_TEXT.noticeTitle(plainText(String(notice.noticeTitle ?? ''))),
    content: body.length > CONTENT_CHARS ? `${body.slice(0, CONTENT_CHARS)}…` : body || null,
    kind: 'notice',
    link: pathOf('DashboardPage'),
  });
}
