import type { SessionUser } from '../auth/sessions';
import type { DB } from '../db';
import { hashPassword } from '../auth/passwords';
import { badRequest, conflict } from '../http/envelope';
import { validatePassword } from '../../src/schemas/rules';
import { sanitizeContent, sanitizeTitle } from '../sanitize';
import type { DataResource } from './model';

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
  beforeDelete?(ctx: { db: DB; orgId: number; id: number; res: DataResource }): Promise<void>;
}

const byTable = new Map<string, TableHooks[]>();

/** Adds rules to one or more tables (e.g. every order table). */
export function addTableHooks(tables: string | readonly string[], hooks: TableHooks): void {
  for (const t of typeof tables === 'string' ? [tables] : tables) byTable.set(t, [...(byTable.get(t) ?? []), hooks]);
}

export const hooksOf = (table: string): readonly TableHooks[] => byTable.get(table) ?? [];

addTableHooks('hrs_user', {
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
});

addTableHooks('hrs_notice', {
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
});

addTableHooks('hrs_role', {
  async beforeDelete({ db, orgId, id }) {
    const used = await db.selectFrom('hrs_user').select('id').where('org_id', '=', orgId).where('role_id', '=', id).limit(1).executeTakeFirst();
    if (used) throw conflict('该角色下还有用户，不能删除');
    await db.deleteFrom('hrs_role_permission').where('role_id', '=', id).execute();
  },
});
