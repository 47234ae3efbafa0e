import { sql } from 'kysely';
import { validatePassword } from '../../src/schemas/rules';
import { hashPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/sessions';
import type { DB } from '../db';
import { badRequest, conflict } from '../http/envelope';
import { tableRules, type TableRules } from '../resources/hooks';
import { sanitizeTitle } from '../sanitize';
import { approvalSettingColumns } from '../workflow/approval-settings';
import { announceNotice, isNewlyPublished } from '../workflow/notice-events';
import { PLATFORM_ROLE } from './platform';

/**
 * The organisation's own tables' write rules: users (passwords, the last administrator), roles,
 * notices, help documents and approval settings. Added at start with every other table's
 * (server/resources/table-rules.ts).
 */

const LAST_ADMIN =
  '不能删除、停用或降级最后一位管理员：请先让另一位用户成为管理员 (the last administrator cannot be removed, disabled or demoted)';

/**
 * An organisation keeps at least one enabled user with an administrator role: otherwise nobody could
 * manage its people, roles and permissions again. Checked after the change, under a per-organisation
 * lock, so two administrators removing each other at once cannot both succeed.
 */
async function keepAnAdministrator(db: DB, orgId: number) {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`org-admins:${orgId}`}, 0))`.execute(db);
  const left = await db
    .selectFrom('hrs_user as u')
    .innerJoin('hrs_role as r', 'r.id', 'u.role_id')
    .select('u.id')
    .where('u.org_id', '=', orgId)
    .where('u.status', '=', 1)
    .where('r.is_admin', '=', true)
    .limit(1)
    .executeTakeFirst();
  if (!left) throw conflict(LAST_ADMIN);
}

/** Whether a user record (as the API shows it) is an enabled administrator, its role looked up. */
async function isActiveAdmin(db: DB, orgId: number, rec: Record<string, unknown> | null) {
  if (!rec || String(rec.status) !== '1' || rec.roleId == null) return false;
  const role = await db
    .selectFrom('hrs_role')
    .select('is_admin')
    .where('id', '=', Number(rec.roleId))
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  return role?.is_admin === true;
}

const userRules = tableRules('hrs_user', {
  async afterWrite({ db, orgId, userId, jti, id, before, after, values }) {
    // The role of `before` is read after the write: a role is not changed by a user's write.
    if (before && (await isActiveAdmin(db, orgId, before)) && !(await isActiveAdmin(db, orgId, after)))
      await keepAnAdministrator(db, orgId);
    // A password set by anyone (an administrator, or the user) ends the user's other sessions.
    if (before && after && values?.password) await revokeUserSessions(db, id, id === userId ? jti : undefined);
  },
  // Passwords arrive in clear over TLS and are stored only as argon2id hashes.
  async beforeWrite(values, { create, db, id, orgId }) {
    const password = values.password as string | null | undefined;
    if (create && !password) throw badRequest('请输入密码', { password: '请输入密码' });
    const extra: Record<string, unknown> = {};
    if (password) {
      const weak = validatePassword(password);
      if (weak) throw badRequest(weak, { password: weak });
      extra.password_hash = await hashPassword(password);
    }
    if (typeof values.userEmail === 'string') extra.user_email = values.userEmail.toLowerCase();
    if (create && !values.loginName && !values.phoneNumber && !values.userEmail) {
      throw badRequest('登录名、手机号、邮箱至少填写一项', { loginName: '登录名、手机号、邮箱至少填写一项' });
    }
    // The platform administrator's role is set outside the screens (server/org/platform.ts): an
    // edit of that user through the user list keeps it.
    if (!create && id !== undefined && 'loginRole' in values) {
      const row = await db.selectFrom('hrs_user').select('login_role').where('id', '=', id).where('org_id', '=', orgId).executeTakeFirst();
      if (row?.login_role === PLATFORM_ROLE) extra.login_role = PLATFORM_ROLE;
    }
    return extra;
  },
});

const noticeRules = tableRules('hrs_notice', {
  // Publishing a notice tells the organisation's people, through the one message path (bell, /notification).
  async afterWrite({ db, orgId, userId, before, after }) {
    if (after && isNewlyPublished(after, before)) await announceNotice(db, { orgId, userId }, after);
  },
  // Titles are shown as HTML on the dashboard: keep only a safe set of tags (docs/behaviour.md §2.2.2). Bodies are
  // rich text, sanitised for every resource by the input checker.
  async beforeWrite(values) {
    const extra: Record<string, unknown> = {};
    if (typeof values.noticeTitle === 'string') {
      const title = sanitizeTitle(values.noticeTitle).trim();
      if (!title) throw badRequest('请输入公告标题', { noticeTitle: '请输入公告标题' });
      extra.notice_title = title;
    }
    return extra;
  },
});

const helpDocRules = tableRules('hrs_doc', {
  // A help document is a file, a video, or both: never neither.
  async beforeWrite(values, { db, orgId, create, id }) {
    const touched = create || 'docUrl' in values || 'videoUrl' in values;
    if (!touched) return {};
    let doc = values.docUrl;
    let video = values.videoUrl;
    if (!create && id !== undefined && (!('docUrl' in values) || !('videoUrl' in values))) {
      const row = await db
        .selectFrom('hrs_doc' as any)
        .select(['doc_url', 'video_url'] as any)
        .where('id' as any, '=', id)
        .where('org_id' as any, '=', orgId)
        .executeTakeFirst();
      if (!('docUrl' in values)) doc = (row as any)?.doc_url;
      if (!('videoUrl' in values)) video = (row as any)?.video_url;
    }
    if (!doc && !video)
      throw badRequest('请上传文档文件或视频文件', { docUrl: '请上传文档文件或视频文件', videoUrl: '请上传文档文件或视频文件' });
    return {};
  },
});

// Unlock events belong to one scope; approvers are active users of the organisation; one setting per
// event and scope (docs/approvals.md).
const approvalSettingRules = tableRules('hrs_ics_list', { beforeWrite: approvalSettingColumns });

const roleRules = tableRules('hrs_role', {
  async afterWrite({ db, orgId, before, after }) {
    if (before?.isAdmin === true && after?.isAdmin !== true) await keepAnAdministrator(db, orgId);
  },
  async beforeDelete({ db, orgId, id }) {
    const used = await db
      .selectFrom('hrs_user')
      .select('id')
      .where('org_id', '=', orgId)
      .where('role_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (used) throw conflict('该角色下还有用户，不能删除');
    await db.deleteFrom('hrs_role_permission').where('role_id', '=', id).execute();
  },
});

export const orgRules: readonly TableRules[] = [userRules, noticeRules, helpDocRules, approvalSettingRules, roleRules];
