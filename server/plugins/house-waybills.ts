import type { FastifyInstance } from 'fastify';
import { buttonCode } from '../../src/resources';
import { orderScopeOfTable } from '../../src/schemas/scopes';
import type { AppContext } from '../context';
import { forbidden, notFound, ok } from '../http/envelope';
import { resolveResource } from '../resources/access';
import { HAWB_RESOURCE } from '../orders/house-waybill-rules';
import { toRecord } from '../resources/model';
import { createRecord, findRow } from '../resources/record-writes';
import { contractRoutes } from '../http/contract-routes';
import { orders } from '../../src/contracts/orders';

/**
 * House waybills and where they came from (docs/behaviour.md §1.3 creation-source filter): one entered on the
 * house waybill screen under its master waybill is CREATED_BY_SELF; one made from an air export
 * order (its detail screen's 由订单生成分单) is CREATED_BY_ORDER and names the order.
 */

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const partyName = (v: unknown) => (v && typeof v === 'object' ? text((v as Record<string, unknown>).scName) : null);

export default async function houseWaybillsPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  // POST /api/{air export order view}/{id}/house-waybill {hawbNumber?}: a house waybill from the order.
  handle(orders.orderHouseWaybill, async (req) => {
    const res = resolveResource(ctx, req, 'list');
    if (orderScopeOfTable(res.table) !== 'AE') throw notFound(`404 网络请求不存在: ${res.name} 不是空运出口订单`);
    const hawbs = ctx.resources.get(HAWB_RESOURCE);
    const user = req.user!;
    if (!hawbs || !user.menus.has(hawbs.name) || !user.buttons.has(buttonCode(hawbs.name, 'create'))) throw forbidden();
    const id = Number((req.params as { id: string }).id);
    const order = Number.isSafeInteger(id) && id > 0 ? await findRow(ctx.db, res, user.orgId, id) : undefined;
    if (!order) throw notFound('订单不存在');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const o = toRecord(res, order);
    const values = Object.fromEntries(
      Object.entries({
        awbNumber: text(o.awbNumber),
        hawbNumber: text(body.hawbNumber) ?? text(o.hawbNumber),
        departureAirport: text(o.departureStation),
        arrivalAirport: text(o.arrivalStation),
        pieces: o.confirmPieces ?? o.planPieces,
        grossWeight: o.confirmWeight ?? o.planWeight,
        goodsNameEn: text(o.goodsNameEn),
        shipperName: partyName(o.shipper),
        consigneeName: partyName(o.consignee),
      }).filter(([, v]) => v !== null && v !== undefined),
    );
    const created = await createRecord(ctx, user, hawbs, values, new Set(), {
      created_source: 'CREATED_BY_ORDER',
      order_code: order.order_code ?? null,
    });
    return ok(created);
  });
}
