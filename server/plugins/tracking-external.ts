import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { ApiError, ok } from '../http/envelope';
import { orderByShareCode, orderByUuid, spendExternalBudget, type SharedOrder } from '../external/orders';
import { trackRecord } from '../external/track-record';
import { deliveryNotice, DELIVERY_NOTICE_FLAGS, type DeliveryNoticeFlag } from '../external/delivery-notice';
import type { SharePrefix } from '../../src/schemas/share';
import { contractRoutes } from '../http/contract-routes';
import { tracking } from '../../src/contracts/tracking';

/**
 * Login-free order calls of the tracking pages and delivery notices (docs/api-tracking.md). Each
 * spends one unit of the caller's address budget before anything else, and every way of not finding
 * an order (malformed, unknown, other scope, service off) answers the same 404, so probing learns
 * nothing about which codes exist.
 */

export const NOT_FOUND_TEXT = '未查询到相关订单信息';
const notFound = () => new ApiError(404, NOT_FOUND_TEXT);

/** Tracking data changes with every event: no shared cache may keep an answer. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

type Ctx = { ctx: AppContext };
type WithO = { Querystring: { o?: unknown } };

/** The order of the request's share code when its prefix is one the call serves. */
async function sharedFor(ctx: AppContext, req: FastifyRequest<WithO>, prefixes: readonly SharePrefix[]) {
  const shared = await orderByShareCode(ctx, req.query.o);
  if (!shared?.prefix || !prefixes.includes(shared.prefix)) throw notFound();
  return shared as SharedOrder & { prefix: SharePrefix };
}

function trackRoute(
  app: FastifyInstance,
  ctx: AppContext,
  contract: (typeof tracking)['airOrderTrack' | 'seaOrderTrack' | 'lcOrderTrack'],
  prefixes: readonly SharePrefix[],
) {
  contractRoutes(app, ctx)(contract, async (req, reply) => {
    await spendExternalBudget(ctx, req);
    const shared = await sharedFor(ctx, req as FastifyRequest<WithO>, prefixes);
    noStore(reply);
    return ok(await trackRecord(ctx, shared));
  });
}

/** The /afbase/external calls: air tracking, delivery-notice check, AF service flags. */
export async function afbaseTrackingPlugin(app: FastifyInstance, { ctx }: Ctx) {
  const handle = contractRoutes(app, ctx);
  // `code` (the display number) is accepted and ignored: the share code alone names the order.
  trackRoute(app, ctx, tracking.airOrderTrack, ['AF', 'AI']);

  handle(tracking.checkOrderDeliveryNotice, async (req, reply) => {
    await spendExternalBudget(ctx, req);
    const flag = req.params.flag as DeliveryNoticeFlag;
    if (!DELIVERY_NOTICE_FLAGS.includes(flag)) throw notFound();
    const shared = await orderByUuid(ctx, req.params.uuid, ['af_order', 'se_order', 'te_order', 'lc_order']);
    const notice = shared && deliveryNotice(shared, flag);
    if (!notice) throw notFound();
    noStore(reply);
    return ok(notice);
  });

  handle(tracking.afOrderServices, async (req, reply) => {
    await spendExternalBudget(ctx, req);
    const shared = await orderByUuid(ctx, req.params.uuid, ['af_order']);
    if (!shared) throw notFound();
    noStore(reply);
    return ok({ outfieldService: shared.order.outfieldService === true, warehouseService: shared.order.warehouseService === true });
  });
}

/** Public third-party air cargo tracking site the sea pages' MORE action opens. */
const TRACK_TRACE = 'https://www.track-trace.com/aircargo?number=';

/** The /sc/external calls: sea and road tracking, and the sea pages' waybill link. */
export async function scTrackingPlugin(app: FastifyInstance, { ctx }: Ctx) {
  trackRoute(app, ctx, tracking.seaOrderTrack, ['SE', 'SI']);
  trackRoute(app, ctx, tracking.lcOrderTrack, ['LC']);

  contractRoutes(app, ctx)(tracking.awbSubmit, async (req, reply) => {
    await spendExternalBudget(ctx, req);
    const shared = await sharedFor(ctx, req as FastifyRequest<WithO>, ['SE', 'SI']);
    // The page's waybill number: the master bill, else the customer's number (docs/behaviour.md §2.4).
    const number = [shared.order.mlbNumber, shared.order.customerNumber].map((v) => (typeof v === 'string' ? v.trim() : '')).find(Boolean);
    if (!number) throw new ApiError(404, '未查询到相关运单信息');
    noStore(reply);
    return ok(TRACK_TRACE + encodeURIComponent(number));
  });
}
