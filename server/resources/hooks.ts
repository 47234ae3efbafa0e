import type { SessionUser } from '../auth/sessions';
import type { DB } from '../db';
import type { DataResource } from './model';

/**
 * Rules the generic layer cannot know, kept per TABLE, not per route: every view of a table (the
 * order list, 出口订舱, 出口操作, ...) and every way in (form, import, workflow) runs the same hooks,
 * so a rule added for a table can never be skipped by writing through another screen.
 *
 * The module that owns a table declares its rules with tableRules; server/resources/table-rules.ts
 * lists every module's, and the app adds them at start (several may add to one table; they run in
 * the order listed). Throw an ApiError to refuse the write; answer columns to store besides the values.
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

/** Rules of one or more tables (e.g. every order table), declared by the module that owns them. */
export interface TableRules {
  tables: readonly string[];
  hooks: TableHooks;
}

export const tableRules = (tables: string | readonly string[], hooks: TableHooks): TableRules => ({
  tables: typeof tables === 'string' ? [tables] : tables,
  hooks,
});

const byTable = new Map<string, TableHooks[]>();

/**
 * Adds rules to their tables; called at start (server/resources/table-rules.ts), never as an
 * import's side effect. Adding the same rules again changes nothing: every app a process builds
 * (tests build many) runs at start.
 */
export function addTableHooks({ tables, hooks }: TableRules): void {
  for (const t of tables) {
    const list = byTable.get(t) ?? [];
    if (!list.includes(hooks)) byTable.set(t, [...list, hooks]);
  }
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
