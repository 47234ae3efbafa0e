import { BUSINESS_SCOPES, type BusinessScope } from '../../src/schemas/scopes';
import { UNLOCK_EVENT_IDS } from '../../src/schemas/scopes';
import { APPROVAL_TEXT } from '../../src/schemas/approvals';
import type { AppContext } from '../context';
import type { DB } from '../db';
import { conflict, notFound } from '../http/envelope';
import { ORDER_RESOURCE } from '../order-scopes';
import { writeAudit, type Actor } from '../resources/audit';
import { columnOf, type DataResource } from '../resources/model';

/**
 * Partner locks per business scope (docs/behaviour.md §1.2.4, §1.4; docs/approvals.md). The partner row carries
 * its locked scopes (prm_coop.locked_scopes "AE,SE" and lock_status '1' when any), written only
 * here; every lock and unlock also leaves a row in the lock/unlock list and an audit entry.
 */

export const PARTNER_RESOURCE = 'prm_coop';
export const LOCK_LIST_RESOURCE = 'af_order_lock_unlock_list';
/** The field of an order naming its partner (the customer whose lock refuses new orders). */
export const ORDER_PARTNER_FIELD = 'customerId';

export function resourceOf(ctx: Pick<AppContext, 'resources'>, name: string): DataResource {
  const res = ctx.resources.get(name);
  if (!res) throw new Error(`resource ${name} is not in the registry`);
  return res;
}

/** "AE,SE" -> ['AE', 'SE'] (unknown codes dropped), and back in the registry's scope order. */
export const parseScopes = (text: unknown): BusinessScope[] =>
  typeof text === 'string'
    ? BUSINESS_SCOPES.filter((s) =>
        text
          .split(',')
          .map((x) => x.trim())
          .includes(s),
      )
    : [];
export const formatScopes = (scopes: readonly BusinessScope[]) => BUSINESS_SCOPES.filter((s) => scopes.includes(s)).join(',');

const scopesByTable = new WeakMap<Map<string, DataResource>, Map<string, BusinessScope>>();

/**
 * The business scope whose orders a table holds (af_order -> AE), from the scope's main order
 * route (server/order-scopes.ts): every view route of that table is covered by the same check.
 */
export function orderScopeOfTable(ctx: Pick<AppContext, 'resources'>, table: string): BusinessScope | undefined {
  let map = scopesByTable.get(ctx.resources);
  if (!map) {
    map = new Map();
    for (const scope of BUSINESS_SCOPES) {
      const res = ctx.resources.get(ORDER_RESOURCE[scope]);
      if (res) map.set(res.table, scope);
    }
    scopesByTable.set(ctx.resources, map);
  }
  return map.get(table);
}

export interface PartnerRow {
  id: number;
  coopName: string;
  coopCode: string;
  lockedScopes: BusinessScope[];
}

const partnerOf = (row: any): PartnerRow => ({
  id: Number(row.id),
  coopName: String(row[columnOf('coopName')] ?? ''),
  coopCode: String(row[columnOf('coopCode')] ?? ''),
  lockedScopes: parseScopes(row[columnOf('lockedScopes')]),
});

const partnerColumns = ['id', columnOf('coopName'), columnOf('coopCode'), columnOf('lockedScopes')];

/** A partner of the organisation, its row locked for the rest of the transaction; 404 otherwise. */
export async function partnerForUpdate(trx: DB, ctx: Pick<AppContext, 'resources'>, orgId: number, coopId: number): Promise<PartnerRow> {
  const table = resourceOf(ctx, PARTNER_RESOURCE).table;
  const row = await trx
    .selectFrom(table)
    .select(partnerColumns)
    .where('org_id', '=', orgId)
    .where('id', '=', coopId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('合作伙伴不存在');
  return partnerOf(row);
}

export async function findPartner(
  db: DB,
  ctx: Pick<AppContext, 'resources'>,
  orgId: number,
  coopId: number,
): Promise<PartnerRow | undefined> {
  const table = resourceOf(ctx, PARTNER_RESOURCE).table;
  const row = await db.selectFrom(table).select(partnerColumns).where('org_id', '=', orgId).where('id', '=', coopId).executeTakeFirst();
  return row ? partnerOf(row) : undefined;
}

/** Writes the partner's locked scopes and audits the change on the partner (shown in /prm_log). */
async function setLockedScopes(trx: DB, ctx: Pick<AppContext, 'resources'>, actor: Actor, partner: PartnerRow, scopes: BusinessScope[]) {
  const res = resourceOf(ctx, PARTNER_RESOURCE);
  const state = (s: BusinessScope[]) => ({ lockedScopes: formatScopes(s) || null, lockStatus: s.length ? '1' : '0' });
  const after = state(scopes);
  await trx
    .updateTable(res.table)
    .set({
      [columnOf('lockedScopes')]: after.lockedScopes,
      [columnOf('lockStatus')]: after.lockStatus,
      updated_by: actor.userId,
      update_time: new Date(),
    })
    .where('org_id', '=', actor.orgId)
    .where('id', '=', partner.id)
    .execute();
  await writeAudit(trx, actor, {
    module: res.route.module,
    resource: res.name,
    recordId: partner.id,
    action: 'update',
    before: state(partner.lockedScopes),
    after,
  });
  partner.lockedScopes = scopes;
}

/** A row of the lock/unlock list (LOCK rows, and UNLOCK applications: server/workflow/unlock-applications.ts). */
export async function insertLockListRow(trx: DB, ctx: Pick<AppContext, 'resources'>, actor: Actor, values: Record<string, unknown>) {
  const res = resourceOf(ctx, LOCK_LIST_RESOURCE);
  const row = await trx
    .insertInto(res.table)
    .values({
      ...Object.fromEntries(Object.entries(values).map(([k, v]) => [columnOf(k), v ?? null])),
      org_id: actor.orgId,
      created_by: actor.userId,
      updated_by: actor.userId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return row as Record<string, unknown> & { id: number };
}

/** Locks a partner in one business scope (e.g. overdue receivables); 409 when it already is. */
export async function lockPartner(
  trx: DB,
  ctx: Pick<AppContext, 'resources'>,
  actor: Actor,
  input: { coopId: number; businessScope: BusinessScope; lockReason?: string | null },
) {
  const partner = await partnerForUpdate(trx, ctx, actor.orgId, input.coopId);
  if (partner.lockedScopes.includes(input.businessScope))
    throw conflict(APPROVAL_TEXT.alreadyLocked(partner.coopName, input.businessScope));
  await setLockedScopes(trx, ctx, actor, partner, [...partner.lockedScopes, input.businessScope]);
  const row = await insertLockListRow(trx, ctx, actor, {
    coopId: partner.id,
    businessScope: input.businessScope,
    lockAction: 'LOCK',
    lockReason: input.lockReason ?? null,
    appliedBy: actor.userName,
    applyTime: new Date(),
  });
  return { id: Number(row.id), lockedScopes: partner.lockedScopes };
}

/** Takes one scope off a partner's locks (an approved or flow-less unlock); nothing if it is not locked. */
export async function unlockPartnerScope(trx: DB, ctx: Pick<AppContext, 'resources'>, actor: Actor, coopId: number, scope: BusinessScope) {
  const partner = await partnerForUpdate(trx, ctx, actor.orgId, coopId);
  if (!partner.lockedScopes.includes(scope)) return partner;
  await setLockedScopes(
    trx,
    ctx,
    actor,
    partner,
    partner.lockedScopes.filter((s) => s !== scope),
  );
  return partner;
}

/** What the order form needs to offer an unlock application for a refused order. */
export interface PartnerLock {
  field: string;
  message: string;
  lock: { coopId: number; coopName: string; coopCode: string; businessScope: BusinessScope; eventId: number };
}

/**
 * The orders among `rows` (null = skip) of a scope's order table whose customer is locked in that
 * scope: new orders, and existing ones moved to such a customer (an order keeps a customer that
 * was locked after it was booked). One query for the partners, one for the moved orders' old values.
 */
export async function partnerLockProblems(
  db: DB,
  ctx: Pick<AppContext, 'resources'>,
  res: DataResource,
  orgId: number,
  rows: ({ values: Record<string, unknown>; selfId?: number } | null)[],
): Promise<(PartnerLock | null)[]> {
  const out: (PartnerLock | null)[] = rows.map(() => null);
  const scope = orderScopeOfTable(ctx, res.table);
  if (!scope || !res.byName.has(ORDER_PARTNER_FIELD)) return out;
  const column = columnOf(ORDER_PARTNER_FIELD);
  const partnerOfRow = (r: (typeof rows)[number]) => {
    const v = r?.values[ORDER_PARTNER_FIELD];
    return v == null ? null : Number(v);
  };
  const wanted = [...new Set(rows.map(partnerOfRow).filter((v): v is number => v !== null && Number.isSafeInteger(v)))];
  if (!wanted.length) return out;
  const table = resourceOf(ctx, PARTNER_RESOURCE).table;
  const locked = new Map<number, PartnerRow>();
  for (const row of await db
    .selectFrom(table)
    .select(partnerColumns)
    .where('org_id', '=', orgId)
    .where('id', 'in', wanted)
    .where(columnOf('lockStatus'), '=', '1')
    .execute()) {
    const p = partnerOf(row);
    if (p.lockedScopes.includes(scope)) locked.set(p.id, p);
  }
  if (!locked.size) return out;
  // Updates that keep their customer are not refused.
  const selfIds = rows.filter((r) => r?.selfId !== undefined && locked.has(partnerOfRow(r)!)).map((r) => r!.selfId!);
  const kept = new Map<number, number | null>();
  if (selfIds.length) {
    for (const r of await db
      .selectFrom(res.table)
      .select(['id', column])
      .where('org_id', '=', orgId)
      .where('id', 'in', selfIds)
      .execute()) {
      kept.set(Number(r.id), r[column] == null ? null : Number(r[column]));
    }
  }
  rows.forEach((r, i) => {
    const coopId = partnerOfRow(r);
    const p = coopId === null ? undefined : locked.get(coopId);
    if (!p) return;
    if (r!.selfId !== undefined && kept.get(r!.selfId) === coopId) return;
    out[i] = {
      field: ORDER_PARTNER_FIELD,
      message: APPROVAL_TEXT.partnerLocked(p.coopName, scope),
      lock: { coopId: p.id, coopName: p.coopName, coopCode: p.coopCode, businessScope: scope, eventId: UNLOCK_EVENT_IDS[scope] },
    };
  });
  return out;
}
