import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buttonCode, routes } from '../../src/resources';
import { refusedTransition, transitionOf, type OrderStatus } from '../../src/schemas/order-lifecycle';
import { orderScopeOfTable } from '../../src/schemas/scopes';
import type { AppContext } from '../context';
import { ApiError, badRequest, forbidden, notFound, ok } from '../http/envelope';
import { idOr404 } from '../http/ids';
import type { DataResource } from '../resources/model';
import { toRecord } from '../resources/model';
import { findRow, updateRecordRow } from '../resources/record-writes';
import { contractRoutes } from '../http/contract-routes';
import { orders } from '../../src/contracts/orders';

/**
 * The external order's detail page (外部订单详情, docs/orders.md "External orders"): the page route is
 * open to any logged-in user, so every call here checks the grants of the order view it shows (the
 * page's `detailOf`, 外部订单): its menu to read, its `edit` button to decide, and the organisation
 * and the view's condition (source OUTER) like any read of that view (404 otherwise).
 *
 * 接单 takes a booked external order into the forwarder's operations (BOOKED -> ACCEPTED, stage
 * OPERATION; its source stays OUTER). 拒绝 cancels an external order not yet taken (DRAFT or BOOKED ->
 * CANCELLED) with the reason in its history. Both go through the order lifecycle (event, followers'
 * message through notify(), audit row) in one transaction; anything else is a 409 naming both states.
 */

const MAX_REASON = 200;
/** The statuses in which an external order still waits for the forwarder's decision. */
const UNDECIDED: readonly string[] = ['DRAFT', 'BOOKED'];

type Decision = 'accept' | 'reject';
const TARGET: Record<Decision, OrderStatus> = { accept: 'ACCEPTED', reject: 'CANCELLED' };

/** Whether an order in this status may take the decision. */
export const decisionAllowed = (d: Decision, status: unknown) =>
  d === 'accept' ? !!transitionOf(status, 'ACCEPTED') : UNDECIDED.includes(String(status)) && !!transitionOf(status, 'CANCELLED');

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export default async function outerOrdersPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  const detailRoute = routes.find((r) => r.component === 'OuterOrderDetailPage' && r.detailOf);
  /** The order view the page shows, as the registry names it (404 if configuration removed it). */
  const viewOf = (req: FastifyRequest, act: boolean): DataResource => {
    const res = detailRoute?.detailOf ? ctx.resources.get(detailRoute.detailOf) : undefined;
    if (!res || !orderScopeOfTable(res.table)) throw notFound('外部订单不存在');
    const user = req.user!;
    if (!user.menus.has(res.name) || (act && !user.buttons.has(buttonCode(res.name, 'edit')))) throw forbidden();
    return res;
  };
  const idOf = (req: FastifyRequest) => idOr404((req.params as { id: string }).id, '外部订单不存在');

  handle(orders.outerOrder, async (req) => {
    const res = viewOf(req, false);
    const user = req.user!;
    const id = idOf(req);
    const row = await findRow(ctx.db, res, user.orgId, id);
    if (!row) throw notFound('外部订单不存在');
    const events = await ctx.db
      .selectFrom('order_event')
      .select(['id', 'from_status', 'to_status', 'from_stage', 'to_stage', 'user_name', 'remark', 'create_time'])
      .where('org_id', '=', user.orgId)
      .where('business_scope', '=', orderScopeOfTable(res.table)!)
      .where('order_id', '=', id)
      .orderBy('id', 'asc')
      .limit(500)
      .execute();
    const canEdit = user.buttons.has(buttonCode(res.name, 'edit'));
    return ok({
      resource: res.name,
      order: toRecord(res, row),
      // What this user may decide now.
      actions: {
        accept: canEdit && decisionAllowed('accept', row.order_status),
        reject: canEdit && decisionAllowed('reject', row.order_status),
      },
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

  async function decide(req: FastifyRequest, decision: Decision, note: string) {
    const res = viewOf(req, true);
    const user = req.user!;
    const id = idOf(req);
    const to = TARGET[decision];
    return ctx.db.transaction().execute(async (trx) => {
      const current = await findRow(trx, res, user.orgId, id);
      if (!current) throw notFound('外部订单不存在');
      if (!decisionAllowed(decision, current.order_status)) {
        throw new ApiError(409, refusedTransition(current.order_status, to), { from: current.order_status ?? null, to });
      }
      // The lifecycle locks the row, checks the change again, records the event, tells the followers; the audit row follows.
      return updateRecordRow(trx, res, user, id, {}, { order_status: to }, note);
    });
  }

  handle(orders.outerOrderAccept, async (req) => {
    viewOf(req, true); // grants before the input is judged
    const remark = text((req.body as Record<string, unknown> | undefined)?.remark);
    if (remark.length > MAX_REASON) throw badRequest(`备注长度不能超过${MAX_REASON}`, { remark: `备注长度不能超过${MAX_REASON}` });
    return ok(await decide(req, 'accept', remark ? `接单：${remark}` : '接单'));
  });

  handle(orders.outerOrderReject, async (req) => {
    viewOf(req, true);
    const reason = text((req.body as Record<string, unknown> | undefined)?.reason);
    if (!reason) throw badRequest('请填写拒绝原因', { reason: '请填写拒绝原因' });
    if (reason.length > MAX_REASON) throw badRequest(`拒绝原因长度不能超过${MAX_REASON}`, { reason: `拒绝原因长度不能超过${MAX_REASON}` });
    return ok(await decide(req, 'reject', `拒绝：${reason}`));
  });
}
