import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buttonCode } from '../../src/resources';
import { CHARGE_TABLE } from '../../src/resources/fieldsets/money';
import { INCIDENTAL_FIELDS, MAIN_FREIGHT_FEE_TYPE, isIncidentalFeeType } from '../../src/schemas/incidentals';
import { Money } from '../../src/schemas/money';
import { BUSINESS_SCOPES, ORDER_TABLES, type BusinessScope } from '../../src/schemas/scopes';
import type { AppContext } from '../context';
import { badRequest, forbidden, notFound, ok } from '../http/envelope';
import { idOr404 } from '../http/ids';
import { chargeLineRecords, findOrder } from '../money/charges';
import { baseCurrencyOf } from '../money/currency';
import { scoped } from '../resources/list-rows';
import type { DataResource } from '../resources/model';
import { createRecord, deleteRecord, updateRecord } from '../resources/record-writes';
import { contractRoutes } from '../http/contract-routes';
import { money } from '../../src/contracts/money';

/**
 * The 杂费 page's calls (docs/money.md "Incidental charges"): one order's incidental charge lines
 * (fee services whose fee type is not FREIGHT), their totals per side and currency, and adding,
 * changing and removing such lines. The page route is open to any logged-in user, so each call
 * checks the order's own route (the scope's order table, e.g. 空运出口订单): its menu to read, its
 * `edit` button to write; the order must be of the user's organisation (404 otherwise). Writes go
 * through the generic write path of css_charge: exact decimals, the order's rate, the audit row, and
 * the 409 of a line on a confirmed bill.
 */
export default async function incidentalsPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  const { db } = ctx;
  const chargeRes = () => ctx.resources.get(CHARGE_TABLE)!;

  /**
   * The order of the call and the route the user reaches it by: the scope's order list or one of its
   * views (外部订单, the stage views) that the user holds and that shows this order. Writing needs such
   * a route with its `edit` button; `canEdit` says whether one exists. 404 for an order not of the
   * organisation, 403 when none of the user's routes shows it (or, to write, none with the button).
   */
  async function orderOf(req: FastifyRequest, write: boolean) {
    const { scope, orderId } = req.params as { scope: string; orderId: string };
    if (!(BUSINESS_SCOPES as readonly string[]).includes(scope)) throw badRequest('业务范围无效', { scope: '业务范围无效' });
    const main = ctx.resources.get(ORDER_TABLES[scope as BusinessScope]);
    const user = req.user!;
    if (!main) throw forbidden();
    const canWrite = (r: DataResource) => user.buttons.has(buttonCode(r.name, 'edit'));
    const held = [main, ...[...ctx.resources.values()].filter((r) => r !== main && r.table === main.table && !r.route.source)].filter((r) =>
      user.menus.has(r.name),
    );
    if (!held.length || (write && !held.some(canWrite))) throw forbidden();
    const order = await findOrder(db, user.orgId, scope as BusinessScope, { id: idOr404(orderId, '订单不存在') });
    if (!order) throw notFound('订单不存在');
    const showing: DataResource[] = [];
    for (const r of held) {
      if (await scoped(r, user.orgId, db.selectFrom(main.table).select('id').where(`${main.table}.id`, '=', order.id)).executeTakeFirst())
        showing.push(r);
    }
    const writable = showing.filter(canWrite);
    const route = write ? writable[0] : showing[0];
    if (!route) throw forbidden();
    return { scope: scope as BusinessScope, order, route: route.name, user, canEdit: writable.length > 0 };
  }

  /** The fee services of the organisation that are main freight (their lines are not incidentals). */
  const freightServiceIds = async (orgId: number) =>
    (
      await db.selectFrom('prm_service').select('id').where('org_id', '=', orgId).where('fee_type', '=', MAIN_FREIGHT_FEE_TYPE).execute()
    ).map((r: any) => Number(r.id));

  /** The order's incidental lines (optionally one of them). */
  async function incidentalRows(orgId: number, scope: string, orderId: number, lineId?: number) {
    const freight = await freightServiceIds(orgId);
    let q = db
      .selectFrom(CHARGE_TABLE)
      .selectAll()
      .where('org_id', '=', orgId)
      .where('business_scope', '=', scope)
      .where('order_id', '=', orderId);
    if (freight.length) q = q.where('service_id', 'not in', freight);
    if (lineId !== undefined) q = q.where('id', '=', lineId);
    return (await q.orderBy('side', 'desc').orderBy('id').execute()) as Record<string, any>[];
  }

  /** The values a page may send, and a fee service that must be an incidental one of the organisation. */
  async function lineValues(body: unknown, orgId: number) {
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('请求内容无效');
    const given = body as Record<string, unknown>;
    const values = Object.fromEntries(INCIDENTAL_FIELDS.filter((f) => f in given).map((f) => [f, given[f]]));
    if (values.serviceId !== undefined && values.serviceId !== null) {
      const svc = await db
        .selectFrom('prm_service')
        .select(['fee_type'])
        .where('org_id', '=', orgId)
        .where('id', '=', Number(values.serviceId))
        .executeTakeFirst();
      if (svc && !isIncidentalFeeType(svc.fee_type)) {
        const m = '运费不是杂费，请在订单的费用中录入';
        throw badRequest(m, { serviceId: m });
      }
    }
    return values;
  }

  handle(money.incidentals, async (req) => {
    const { scope, order, route, user, canEdit } = await orderOf(req, false);
    const rows = await incidentalRows(user.orgId, scope, order.id);
    // Per side, per currency in the line's currency; and per side in the base currency.
    const totals: Record<'AR' | 'AP', Record<string, InstanceType<typeof Money>>> = { AR: {}, AP: {} };
    const base = { AR: new Money(0), AP: new Money(0) };
    for (const r of rows) {
      const side = r.side === 'AP' ? 'AP' : 'AR';
      totals[side][r.currency] = (totals[side][r.currency] ?? new Money(0)).plus(String(r.amount ?? 0));
      base[side] = base[side].plus(String(r.base_amount ?? 0));
    }
    const perCurrency = (side: 'AR' | 'AP') =>
      Object.entries(totals[side])
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, amount]) => ({ currency, amount: amount.toFixed(2) }));
    return ok({
      order: { id: order.id, orderCode: order.order_code, customerId: order.customer_id, businessScope: scope, route },
      baseCurrency: await baseCurrencyOf(db, user.orgId),
      canEdit,
      lines: await chargeLineRecords(db, chargeRes(), user.orgId, user.userId, rows),
      totals: {
        AR: perCurrency('AR'),
        AP: perCurrency('AP'),
        base: { AR: base.AR.toFixed(2), AP: base.AP.toFixed(2), net: base.AR.minus(base.AP).toFixed(2) },
      },
    });
  });

  handle(money.addIncidental, async (req) => {
    const { scope, order, user } = await orderOf(req, true);
    const values = await lineValues(req.body, user.orgId);
    return ok(await createRecord(ctx, user, chargeRes(), { ...values, businessScope: scope, orderCode: order.order_code }));
  });

  /** One incidental line of the order (404 for another order's line, a freight line or another organisation's). */
  async function lineOf(req: FastifyRequest) {
    const o = await orderOf(req, true);
    const lineId = idOr404((req.params as { lineId: string }).lineId, '费用不存在');
    if (!(await incidentalRows(o.user.orgId, o.scope, o.order.id, lineId)).length) throw notFound('费用不存在');
    return { ...o, lineId };
  }

  handle(money.updateIncidental, async (req) => {
    const { user, lineId } = await lineOf(req);
    return ok(await updateRecord(ctx, user, chargeRes(), lineId, await lineValues(req.body, user.orgId)));
  });

  handle(money.removeIncidental, async (req) => {
    const { user, lineId } = await lineOf(req);
    await deleteRecord(ctx, user, chargeRes(), lineId);
    return ok(true);
  });
}
