import type { DB } from '../db';
import { hashPassword } from '../auth/passwords';
import { badRequest, conflict } from '../http/envelope';
import { validatePassword } from '../../src/schemas/rules';
import { sanitizeContent, sanitizeTitle } from '../sanitize';
import { PLATFORM_ROLE } from '../org/platform';

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
  beforeDelete?(ctx: WriteContext & { id: number }): Promise<void>;
}


export const hooks: Record<string, ResourceHooks> = {
  hrs_user: {
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
  hrs_doc: {
    // A help document is a file, a video, or both: never neither.
    async beforeWrite(values, { db, orgId, create, id }) {
      const touched = create || 'docUrl' in values || 'videoUrl' in values;
      if (!touched) return {};
      let doc = values.docUrl;
      let video = values.videoUrl;
      if (!create && id !== undefined && (!('docUrl' in values) || !('videoUrl' in values))) {
        const row = await db.selectFrom('hrs_doc' as any).select(['doc_url', 'video_url'] as any).where('id' as any, '=', id).where('org_id' as any, '=', orgId).executeTakeFirst();
        if (!('docUrl' in values)) doc = (row as any)?.doc_url;
        if (!('videoUrl' in values)) video = (row as any)?.video_url;
      }
      if (!doc && !video) throw badRequest('请上传文档文件或视频文件', { docUrl: '请上传文档文件或视频文件', videoUrl: '请上传文档文件或视频文件' });
      return {};
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
