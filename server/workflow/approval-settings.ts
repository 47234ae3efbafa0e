import { routes } from '../../src/resources';
import { APPROVAL_TEXT, scopeOfUnlockEvent, unlockEventName, isBusinessScope } from '../../src/schemas/approvals';
import type { BusinessScope } from '../../src/schemas/scopes';
import type { DB } from '../db';
import { ApiError, badRequest } from '../http/envelope';
import type { WriteContext } from '../resources/hooks';

/**
 * Approval settings (HRS 审批设置 /hrs_ics_list): per organisation, event and business scope,
 * whether the event needs approval and which of the organisation's users approve.
 */

const SETTINGS_RESOURCE = 'hrs_ics_list';
/** The settings table, as the registry names it. */
export const settingsTable = () => routes.find((r) => r.name === SETTINGS_RESOURCE)?.table ?? SETTINGS_RESOURCE;

/** Users of the organisation among ids (only active ones when asked), by id with their names. */
export async function usersOf(db: DB, orgId: number, ids: number[], activeOnly: boolean): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (!ids.length) return out;
  let q = db.selectFrom('hrs_user').select(['id', 'user_name']).where('org_id', '=', orgId).where('id', 'in', ids);
  if (activeOnly) q = q.where('status', '=', 1);
  const rows = await q.execute();
  for (const r of rows) out.set(Number(r.id), String(r.user_name));
  return out;
}

const approverIdsOf = (list: unknown): number[] =>
  Array.isArray(list)
    ? [...new Set(list.map((r) => Number((r as { approverId?: unknown })?.approverId)).filter((n) => Number.isSafeInteger(n) && n > 0))]
    : [];

export interface ApprovalSetting {
  settingId: number | null;
  /** The event needs approval and names at least one approver. */
  approval: boolean;
  /** The named approvers who are active users of the organisation. */
  approverIds: number[];
}

/** The organisation's enabled setting of an event in a scope (a disabled one counts as none). */
export async function findSetting(db: DB, orgId: number, eventId: number, scope: BusinessScope): Promise<ApprovalSetting> {
  const row = await db
    .selectFrom(settingsTable())
    .select(['id', 'approval', 'approvers', 'setting_status'])
    .where('org_id', '=', orgId)
    .where('event_id', '=', eventId)
    .where('business_scope', '=', scope)
    .orderBy('id')
    .executeTakeFirst();
  if (!row || row.setting_status === 'DISABLED') return { settingId: null, approval: false, approverIds: [] };
  const named = approverIdsOf(row.approvers);
  const active = await usersOf(db, orgId, named, true);
  return { settingId: Number(row.id), approval: row.approval === true, approverIds: named.filter((id) => active.has(id)) };
}

/**
 * The hrs_ics_list write hook: an unlock event belongs to its scope (15 is AE...), a flow that
 * needs approval names approvers who are users of the organisation, and an event has one
 * setting per scope. Answers the approvers' names (the list column) and a default event name.
 */
export async function approvalSettingColumns(values: Record<string, unknown>, { db, orgId, id }: WriteContext) {
  const stored =
    id === undefined
      ? undefined
      : await db.selectFrom(settingsTable()).selectAll().where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst();
  const pick = (field: string, column: string) => (field in values ? values[field] : stored?.[column]);
  const eventId = Number(pick('eventId', 'event_id'));
  const scope = pick('businessScope', 'business_scope');
  const approval = pick('approval', 'approval') === true;
  const extra: Record<string, unknown> = {};

  const unlockScope = scopeOfUnlockEvent(eventId);
  if (unlockScope && scope !== unlockScope && isBusinessScope(scope)) {
    const m = APPROVAL_TEXT.scopeOfEvent(eventId, unlockScope);
    throw badRequest(m, { businessScope: m });
  }
  if (unlockScope && !pick('eventName', 'event_name')) extra.event_name = unlockEventName(unlockScope);

  if ('approvers' in values || 'approval' in values) {
    const ids = approverIdsOf(pick('approvers', 'approvers'));
    if (approval && !ids.length) throw badRequest(APPROVAL_TEXT.approverRequired, { approvers: APPROVAL_TEXT.approverRequired });
    // A disabled approver may be named (and re-enabled later); only active ones get applications.
    const users = await usersOf(db, orgId, ids, false);
    if (users.size !== ids.length) throw badRequest(APPROVAL_TEXT.approverUnknown, { approvers: APPROVAL_TEXT.approverUnknown });
    extra.approver_names = ids.map((u) => users.get(u)).join('、') || null;
    // Each approver once, in the order given.
    if ('approvers' in values) extra.approvers = JSON.stringify(ids.map((approverId) => ({ approverId })));
  }

  if (Number.isSafeInteger(eventId) && isBusinessScope(scope)) {
    let q = db
      .selectFrom(settingsTable())
      .select('id')
      .where('org_id', '=', orgId)
      .where('event_id', '=', eventId)
      .where('business_scope', '=', scope);
    if (id !== undefined) q = q.where('id', '<>', id);
    if (await q.executeTakeFirst())
      throw new ApiError(409, APPROVAL_TEXT.settingExists, { errors: { eventId: APPROVAL_TEXT.settingExists } });
  }
  return extra;
}
