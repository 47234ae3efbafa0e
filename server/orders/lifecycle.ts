import {
  CONFIRM_DUPLICATE_INTERNAL_NUMBER,
  DEFAULT_STAGE,
  INITIAL_STATUS,
  ORDER_MESSAGES,
  STAGE_OF_STATUS,
  STATUS_LABELS,
  isOrderStage,
  isOrderStatus,
  refusedTransition,
  stageAfter,
  transitionOf,
  type OrderStage,
} from '../../src/schemas/order-lifecycle';
import { ORDER_TABLES, orderScopeOfTable } from '../../src/schemas/scopes';
import type { DB } from '../db';
import { ApiError, badRequest } from '../http/envelope';
import { tableRules, type Writer } from '../resources/hooks';
import type { DataResource } from '../resources/model';
import { showPathOfRow } from '../resources/views';
import { notify } from '../workflow/notify';

/**
 * The order lifecycle on every order table, whichever screen (view) writes (docs/orders.md):
 * a new order's stage, status and source; the allowed status changes (a 409 naming both states
 * otherwise), each kept as an event; the followers told of each change; the duplicate internal
 * number that needs the user's confirmation.
 */

/** The stage a new order starts in when its screen fixes none (or several). */
function stageOfNewOrder(res: DataResource): OrderStage {
  const allowed = res.condition.find((c) => c.field === 'orderStage')?.values;
  if (!allowed) return DEFAULT_STAGE;
  return (allowed.includes(DEFAULT_STAGE) ? DEFAULT_STAGE : allowed[0]) as OrderStage;
}

const scopeOf = (res: DataResource) => orderScopeOfTable(res.table)!;

/** Adds a user to an order's followers (once). */
export async function follow(db: DB, orgId: number, scope: string, orderId: number, userId: number) {
  await db
    .insertInto('order_follower')
    .values({ org_id: orgId, business_scope: scope, order_id: orderId, user_id: userId })
    .onConflict((oc) => oc.columns(['org_id', 'business_scope', 'order_id', 'user_id']).doNothing())
    .execute();
}

async function recordEvent(
  trx: DB,
  res: DataResource,
  user: Writer,
  row: Record<string, unknown>,
  before: Record<string, unknown> | null,
  note?: string,
) {
  await trx
    .insertInto('order_event')
    .values({
      org_id: user.orgId,
      business_scope: scopeOf(res),
      order_id: row.id,
      from_status: before?.order_status ?? null,
      to_status: row.order_status,
      from_stage: before?.order_stage ?? null,
      to_stage: row.order_stage ?? null,
      user_id: user.userId,
      user_name: user.userName,
      remark: note ?? null,
    })
    .execute();
}

const label = (s: unknown) => (isOrderStatus(s) ? STATUS_LABELS[s]['zh-CN'] : String(s ?? '-'));

/** Tells the order's followers (but not whoever made the change) that its status changed. */
async function tellFollowers(
  trx: DB,
  res: DataResource,
  user: Writer,
  row: Record<string, unknown>,
  before: Record<string, unknown>,
  note?: string,
) {
  const followers = await trx
    .selectFrom('order_follower')
    .select('user_id')
    .where('org_id', '=', user.orgId)
    .where('business_scope', '=', scopeOf(res))
    .where('order_id', '=', row.id as number)
    .execute();
  const userIds = followers.map((f) => Number(f.user_id)).filter((id) => id !== user.userId);
  if (!userIds.length) return;
  const code = row.order_code ?? `#${row.id}`;
  await notify(trx, {
    orgId: user.orgId,
    userIds,
    title: `订单 ${code} 状态变更：${label(before.order_status)} → ${label(row.order_status)}`,
    content: `${user.userName} 将订单 ${code} 的状态由「${label(before.order_status)}」改为「${label(row.order_status)}」${note ? `，备注：${note}` : ''}。`,
    kind: 'order-status',
    link: showPathOfRow(res.table, row),
  });
}

/** 409 with the question the order form asks: 内部编号已存在，是否继续? */
export const duplicateInternalNumber = () =>
  new ApiError(409, ORDER_MESSAGES.duplicateInternalNumber['zh-CN'], {
    confirm: CONFIRM_DUPLICATE_INTERNAL_NUMBER,
    errors: { internalNumber: ORDER_MESSAGES.internalNumberTaken['zh-CN'] },
  });

/** Whether another order of the organisation on this table holds the internal number. */
export async function internalNumberTaken(
  db: DB,
  table: string,
  orgId: number,
  internalNumber: string,
  except: { id?: number; orderCode?: string } = {},
) {
  let q = db.selectFrom(table).select('id').where('org_id', '=', orgId).where('internal_number', '=', internalNumber);
  if (except.id !== undefined) q = q.where('id', '<>', except.id);
  if (except.orderCode) q = q.where((eb) => eb.or([eb('order_code', 'is', null), eb('order_code', '<>', except.orderCode!)]));
  return !!(await q.limit(1).executeTakeFirst());
}

export const orderRules = tableRules(Object.values(ORDER_TABLES), {
  async beforeWrite(values, { db, orgId, id, res, confirmed }) {
    const n = values.internalNumber;
    if (typeof n !== 'string' || !n || confirmed.has(CONFIRM_DUPLICATE_INTERNAL_NUMBER)) return;
    if (id !== undefined) {
      // Asked once: keeping a duplicate the user already confirmed is not asked again.
      const current = await db
        .selectFrom(res.table)
        .select('internal_number')
        .where('id', '=', id)
        .where('org_id', '=', orgId)
        .executeTakeFirst();
      if (current?.internal_number === n) return;
    }
    if (await internalNumberTaken(db, res.table, orgId, n, { id })) throw duplicateInternalNumber();
  },

  async beforeSave({ res, before, columns }) {
    if (!before) {
      const stage = isOrderStage(columns.order_stage) ? columns.order_stage : stageOfNewOrder(res);
      const status = columns.order_status ?? INITIAL_STATUS[stage];
      if (!isOrderStatus(status) || (STAGE_OF_STATUS[status] !== null && STAGE_OF_STATUS[status] !== stage)) {
        throw badRequest(ORDER_MESSAGES.statusOutsideView['zh-CN'], { orderStatus: ORDER_MESSAGES.statusOutsideView['zh-CN'] });
      }
      return { order_stage: stage, order_status: status, order_source: columns.order_source ?? 'SELF' };
    }
    if (!('order_status' in columns) || columns.order_status === before.order_status) return;
    const to = columns.order_status;
    if (!isOrderStatus(to) || !transitionOf(before.order_status, to)) {
      throw new ApiError(409, refusedTransition(before.order_status, to), { from: before.order_status ?? null, to: to ?? null });
    }
    return { order_stage: stageAfter(to, isOrderStage(before.order_stage) ? before.order_stage : null) };
  },

  // New orders: the status each was created with, and its creator following it, for a whole batch.
  async afterInsert({ trx, res, user, rows }) {
    if (!rows.length) return;
    const scope = scopeOf(res);
    await trx
      .insertInto('order_event')
      .values(
        rows.map((row) => ({
          org_id: user.orgId,
          business_scope: scope,
          order_id: row.id,
          from_status: null,
          to_status: row.order_status,
          from_stage: null,
          to_stage: row.order_stage ?? null,
          user_id: user.userId,
          user_name: user.userName,
        })),
      )
      .execute();
    if (user.userId) {
      await trx
        .insertInto('order_follower')
        .values(rows.map((row) => ({ org_id: user.orgId, business_scope: scope, order_id: row.id, user_id: user.userId })))
        .onConflict((oc) => oc.columns(['org_id', 'business_scope', 'order_id', 'user_id']).doNothing())
        .execute();
    }
  },

  async afterSave({ trx, res, user, before, row, note }) {
    if (!before || row.order_status === before.order_status) return;
    await recordEvent(trx, res, user, row, before, note);
    await tellFollowers(trx, res, user, row, before, note);
  },

  async beforeDelete({ db, orgId, id, res }) {
    // The history and followers go with the order.
    for (const t of ['order_event', 'order_follower']) {
      await db.deleteFrom(t).where('org_id', '=', orgId).where('business_scope', '=', scopeOf(res)).where('order_id', '=', id).execute();
    }
  },
});
