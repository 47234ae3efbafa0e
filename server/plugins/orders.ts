import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buttonCode } from '../../src/resources';
import { isOrderStatus, nextStatuses } from '../../src/schemas/order-lifecycle';
import { BUSINESS_SCOPES, ORDER_TABLES, orderScopeOfTable, type BusinessScope } from '../../src/schemas/scopes';
import type { AppContext } from '../context';
import { badRequest, forbidden, notFound, ok } from '../http/envelope';
import { follow, internalNumberTaken } from '../orders/lifecycle';
import { resolveResource, type ResourceAction } from '../resources/access';
import { findRow, updateRecordRow } from '../resources/record-writes';
import { contractRoutes } from '../http/contract-routes';
import { orders } from '../../src/contracts/orders';

/**
 * Order calls beside the generic CRUD (docs/orders.md): the duplicate internal number check of
 * docs/behaviour.md §1.7, and per order (through any of its views, which must show it) the status change, its
 * history and following.
 */

const MAX_REMARK = 200;

const idOf = (req: FastifyRequest) => {
  const id = Number((req.params as { id: string }).id);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound('记录不存在');
  return id;
};

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** /afbase/order/...: checkOrderExist. */
export async function orderCheckPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  handle(orders.checkOrderExist, async (req) => {
    const q = (req.query ?? {}) as Record<string, unknown>;
    const scope = text(q.businessScope).toUpperCase();
    if (!(BUSINESS_SCOPES as readonly string[]).includes(scope)) {
      throw badRequest(`未知的业务类型 ${scope}`, { businessScope: `one of ${BUSINESS_SCOPES.join(', ')}` });
    }
    const table = ORDER_TABLES[scope as BusinessScope];
    // Any screen of the scope's orders will do: they are all views of this table.
    const user = req.user!;
    if (![...ctx.resources.values()].some((r) => r.table === table && user.menus.has(r.name))) throw forbidden();
    const internalNumber = text(q.internalNumber);
    if (internalNumber.length > 50) throw badRequest('内部编号过长', { internalNumber: '内部编号长度不能超过50' });
    if (!internalNumber) return ok(0);
    const taken = await internalNumberTaken(ctx.db, table, user.orgId, internalNumber, { orderCode: text(q.orderCode) || undefined });
    return ok(taken ? 1 : 0);
  });
}

/** /api/{order view}/{id}/events|transition|follow. */
export async function orderLifecyclePlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  /** The order view of the call and the order, which the view must show (404 otherwise). */
  async function orderOf(req: FastifyRequest, action: ResourceAction) {
    const res = resolveResource(ctx, req, action);
    const scope = orderScopeOfTable(res.table);
    if (!scope) throw notFound(`404 网络请求不存在: ${res.name} 不是订单`);
    const id = idOf(req);
    const row = await findRow(ctx.db, res, req.user!.orgId, id);
    if (!row) throw notFound('记录不存在');
    return { res, scope, id, row };
  }

  handle(orders.orderEvents, async (req) => {
    const { res, scope, id, row } = await orderOf(req, 'list');
    const user = req.user!;
    const [events, following] = await Promise.all([
      ctx.db
        .selectFrom('order_event')
        .select(['id', 'from_status', 'to_status', 'from_stage', 'to_stage', 'user_name', 'remark', 'create_time'])
        .where('org_id', '=', user.orgId)
        .where('business_scope', '=', scope)
        .where('order_id', '=', id)
        .orderBy('id', 'asc')
        .limit(500)
        .execute(),
      ctx.db
        .selectFrom('order_follower')
        .select('id')
        .where('org_id', '=', user.orgId)
        .where('business_scope', '=', scope)
        .where('order_id', '=', id)
        .where('user_id', '=', user.userId)
        .executeTakeFirst(),
    ]);
    const canEdit = !res.readOnly && user.buttons.has(buttonCode(res.name, 'edit'));
    return ok({
      orderStatus: row.order_status ?? null,
      orderStage: row.order_stage ?? null,
      following: !!following,
      // The changes this user may make now, as the lifecycle table allows them.
      transitions: canEdit ? nextStatuses(row.order_status).map((t) => ({ toStatus: t.to, action: t.action })) : [],
      events: events.map((e: any) => ({
        id: Number(e.id),
        fromStatus: e.from_status,
        toStatus: e.to_status,
        fromStage: e.from_stage,
        toStage: e.to_stage,
        userName: e.user_name,
        remark: e.remark,
        createTime: e.create_time,
      })),
    });
  });

  handle(orders.orderTransition, async (req) => {
    const res = resolveResource(ctx, req, 'edit');
    if (!orderScopeOfTable(res.table)) throw notFound(`404 网络请求不存在: ${res.name} 不是订单`);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const to = text(body.toStatus);
    if (!isOrderStatus(to)) throw badRequest('请选择目标状态', { toStatus: '请选择目标状态' });
    const remark = text(body.remark) || undefined;
    if (remark && remark.length > MAX_REMARK)
      throw badRequest(`备注长度不能超过${MAX_REMARK}`, { remark: `备注长度不能超过${MAX_REMARK}` });
    const id = idOf(req);
    const rec = await ctx.db.transaction().execute((trx) => updateRecordRow(trx, res, req.user!, id, {}, { order_status: to }, remark));
    return ok(rec);
  });

  handle(orders.orderFollow, async (req) => {
    const { scope, id } = await orderOf(req, 'list');
    const user = req.user!;
    const on = (req.body as Record<string, unknown> | undefined)?.follow;
    if (on !== true && on !== false && on !== 'true' && on !== 'false')
      throw badRequest('follow 必须是 true 或 false', { follow: 'true | false' });
    if (on === true || on === 'true') await follow(ctx.db, user.orgId, scope, id, user.userId);
    else {
      await ctx.db
        .deleteFrom('order_follower')
        .where('org_id', '=', user.orgId)
        .where('business_scope', '=', scope)
        .where('order_id', '=', id)
        .where('user_id', '=', user.userId)
        .execute();
    }
    return ok(on === true || on === 'true');
  });
}
