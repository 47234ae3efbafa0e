import type { SessionUser } from '../auth/sessions';
import { sql } from 'kysely';
import type { DB } from '../db';
import { hashPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/sessions';
import { badRequest, conflict } from '../http/envelope';
import { validatePassword } from '../../src/schemas/rules';
import type { DataResource } from './model';
import { sanitizeTitle } from '../sanitize';
import { approvalSettingColumns } from '../workflow/approval-settings';
import { announceNotice, isNewlyPublished } from '../workflow/notice-events';
import { PLATFORM_ROLE } from '../org/platform';

/**
 * Rules the generic layer cannot know, kept per TABLE, not per route: every view of a table (the
 * order list, 出口订舱, 出口操作, ...) and every way in (form, import, workflow) runs the same hooks,
 * so a rule added for a table can never be skipped by writing through another screen.
 *
 * A module adds its rules with addTableHooks (several modules may add to one table; they run in the
 * order added). Throw an ApiError to refuse the write; answer columns to store besides the values.
 */

/** Who writes: a signed-in user, or a warehouse device (no user id; docs/weighing.md). */
export type Writer = Pick<SessionUser, 'orgId' | 'userName'> & { userId: number | null };

export interface WriteContext {
  db: DB;
  orgId: number;
  create: boolean;
  id?: number;
  /** The route (view) the write comes through; its table is the hooks' table. */
  res: DataResource;
  user: Writer;
  /** What the user confirmed for this write, e.g. 'internalNumber' (save despite a duplicate). */
  confirmed: ReadonlySet<string>;
}

export interface SaveContext {
  trx: DB;
  res: DataResource;
  user: Writer;
  orgId: number;
  /** The checked values the client sent (field names); empty for a workflow's own change. */
  values: Record<string, unknown>;
  /** The row as stored before this write (columns), read FOR UPDATE; null on create. */
  before: Record<string, unknown> | null;
  /** The columns this write sets so far (values, view condition, earlier hooks). */
  columns: Record<string, unknown>;
  /** A workflow's remark on the change (e.g. why an order was cancelled), for its event. */
  note?: string;
}

/** A record as the API shows it, before and after a write (null: did not exist / deleted). */
export interface WrittenRow {
  db: DB;
  orgId: number;
  /** Who wrote it (null: a warehouse device), and through which session. */
  userId: number | null;
  jti?: string;
  id: number;
  /** What an update asked to write (the API's field names), before the beforeWrite hook's extras. */
  values?: Record<string, unknown>;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const LAST_ADMIN = '不能删除、停用或降级最后一位管理员：请先让另一位用户成为管理员 (the last administrator cannot be removed, disabled or demoted)';

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
  const role = await db.selectFrom('hrs_role').select('is_admin').where('id', '=', Number(rec.roleId)).where('org_id', '=', orgId).executeTakeFirst();
  return role?.is_admin === true;
}

export interface TableHooks {
  /**
   * Before the transaction, for create, update and every imported row: checks on the values (a
   * locked partner, a duplicate internal number) and columns derived from them (a password hash).
   */
  beforeWrite?(values: Record<string, unknown>, ctx: WriteContext): Promise<Record<string, unknown> | void>;
  /** Inside the write's transaction, with the previous row locked: state rules (status transitions). */
  beforeSave?(ctx: SaveContext): Promise<Record<string, unknown> | void>;
  /** Inside the transaction, after the row is stored: events, messages (notify), related rows. */
  afterSave?(ctx: SaveContext & { row: Record<string, unknown> }): Promise<void>;
  /**
   * Inside the transaction, after a batch of new rows is stored (a create, an import's batch): when
   * a hook has it, new rows go here at once instead of one afterSave each (an import writes one
   * statement per batch, not one per row).
   */
  afterInsert?(ctx: Omit<SaveContext, 'values' | 'before' | 'columns'> & { rows: Record<string, unknown>[] }): Promise<void>;
  /** Inside the delete's transaction, before the row goes; `user` is who deletes (absent for a workflow's own delete). */
  beforeDelete?(ctx: { db: DB; orgId: number; id: number; res: DataResource; user?: Writer }): Promise<void>;
  /**
   * Inside the write's transaction, after the row was inserted, updated or deleted, with the record
   * as the API shows it: rules about the organisation as a whole (the last administrator). Throwing
   * rolls the write back.
   */
  afterWrite?(row: WrittenRow): Promise<void>;
  /**
   * After a create, update or delete through the API was refused (before its transaction, or rolled
   * back with it): what was attempted (the body as sent, unchecked) and why, e.g. to log a failed
   * attempt. Its own errors are ignored: the user hears the refusal.
   */
  onRefused?(ctx: RefusedWrite): Promise<void>;
}

export interface RefusedWrite {
  db: DB;
  res: DataResource;
  user: Writer;
  /** The record of an update or delete; undefined for a create. */
  id?: number;
  body?: unknown;
  deleting?: boolean;
  error: unknown;
}

const byTable = new Map<string, TableHooks[]>();

/** Adds rules to one or more tables (e.g. every order table). */
export function addTableHooks(tables: string | readonly string[], hooks: TableHooks): void {
  for (const t of typeof tables === 'string' ? [tables] : tables) byTable.set(t, [...(byTable.get(t) ?? []), hooks]);
}

export const hooksOf = (table: string): readonly TableHooks[] => byTable.get(table) ?? [];

/**
 * Rules of one route rather than its table, where views of a table differ (a receivable and a
 * payable bill view, server/money): added at start with registerHooks, run after the table's.
 */
export type ResourceHooks = Pick<TableHooks, 'beforeWrite' | 'beforeDelete' | 'afterWrite'>;

const byResource = new Map<string, ResourceHooks>();

/** Adds a resource's hooks (server/money registers the money resources' rules at start). */
export function registerHooks(resource: string, h: ResourceHooks) {
  byResource.set(resource, { ...byResource.get(resource), ...h });
}

/**
 * Every rule a write through `res` runs: its table's, then its own route's. A view without hooks of
 * its own (公司用户 over the users' table) falls back to those registered under its table's name.
 */
export function hooksFor(res: Pick<DataResource, 'name' | 'table'>): readonly TableHooks[] {
  const own = byResource.get(res.name) ?? byResource.get(res.table);
  return own ? [...hooksOf(res.table), own] : hooksOf(res.table);
}

addTableHooks('hrs_user', {
  async afterWrite({ db, orgId, userId, jti, id, before, after, values }) {
    // The role of `before` is read after the write: a role is not changed by a user's write.
    if (before && (await isActiveAdmin(db, orgId, before)) && !(await isActiveAdmin(db, orgId, after))) await keepAnAdministrator(db, orgId);
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

addTableHooks('hrs_notice', {
  // Publishing a notice tells the organisation's people, through the one message path (bell, /notification).
  async afterWrite({ db, orgId, userId, before, after }) {
    if (after && isNewlyPublished(after, before)) await announceNotice(db, { orgId, userId }, after);
  },
  // Titles are shown as HTML on the dashboard: keep only a safe set of tags (spec 02 §2.2). Bodies are
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

addTableHooks('hrs_doc', {
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
});

// Unlock events belong to one scope; approvers are active users of the organisation; one setting per
// event and scope (docs/approvals.md).
addTableHooks('hrs_ics_list', { beforeWrite: approvalSettingColumns });

addTableHooks('hrs_role', {
  async afterWrite({ db, orgId, before, after }) {
    if (before?.isAdmin === true && after?.isAdmin !== true) await keepAnAdministrator(db, orgId);
  },
  async beforeDelete({ db, orgId, id }) {
    const used = await db.selectFrom('hrs_user').select('id').where('org_id', '=', orgId).where('role_id', '=', id).limit(1).executeTakeFirst();
    if (used) throw conflict('该角色下还有用户，不能删除');
    await db.deleteFrom('hrs_role_permission').where('role_id', '=', id).execute();
  },
});
