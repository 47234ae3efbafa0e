import type { DB } from '../db';
import { hashPassword } from '../auth/passwords';
import { revokeUserSessions, type SessionUser } from '../auth/sessions';
import { badRequest, conflict } from '../http/envelope';
import { validatePassword } from '../../src/schemas/rules';
import { sanitizeContent, sanitizeTitle } from '../sanitize';

/**
 * Resource-specific rules the generic layer cannot know, keyed by resource name. They see the
 * validated values (write-only fields included) and answer extra columns to store.
 */
export interface WriteContext {
  db: DB;
  orgId: number;
  create: boolean;
  id?: number;
}

export interface ResourceHooks {
  beforeWrite?(values: Record<string, unknown>, ctx: WriteContext): Promise<Record<string, unknown>>;
  /** After a record's update, in its transaction (`db` is the transaction); `user` made the change. */
  afterUpdate?(values: Record<string, unknown>, ctx: WriteContext & { id: number; user: SessionUser }): Promise<void>;
  beforeDelete?(ctx: WriteContext & { id: number }): Promise<void>;
}


export const hooks: Record<string, ResourceHooks> = {
  hrs_user: {
    // Passwords arrive in clear over TLS and are stored only as argon2id hashes.
    async beforeWrite(values, { create }) {
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
      return extra;
    },
    // A password set by anyone (an administrator here, or the user) ends the user's other sessions.
    async afterUpdate(values, { db, id, user }) {
      if (values.password) await revokeUserSessions(db, id, id === user.userId ? user.jti : undefined);
    },
  },
  hrs_notice: {
    // Titles and bodies are shown as HTML on the dashboard: keep only a safe set of tags (spec 02 §2.2).
    async beforeWrite(values) {
      const extra: Record<string, unknown> = {};
      if (typeof values.noticeTitle === 'string') {
        const title = sanitizeTitle(values.noticeTitle).trim();
        if (!title) throw badRequest('请输入公告标题', { noticeTitle: '请输入公告标题' });
        extra.notice_title = title;
      }
      if (typeof values.noticeContent === 'string') extra.notice_content = sanitizeContent(values.noticeContent);
      return extra;
    },
  },
  hrs_role: {
    async beforeDelete({ db, orgId, id }) {
      const used = await db.selectFrom('hrs_user').select('id').where('org_id', '=', orgId).where('role_id', '=', id).limit(1).executeTakeFirst();
      if (used) throw conflict('该角色下还有用户，不能删除');
      await db.deleteFrom('hrs_role_permission').where('role_id', '=', id).execute();
    },
  },
};
