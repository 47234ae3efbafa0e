import type { FastifyInstance } from 'fastify';
import { SHARE_SCOPES } from '../../src/schemas/share';
import type { AppContext } from '../context';
import { ApiError, badRequest, ok } from '../http/envelope';
import { orderByShareCode, spendExternalBudget } from '../external/orders';
import { ORDER_RESOURCE, BUSINESS_SCOPES } from '../order-scopes';
import { PUBLIC_NUMBER_FIELDS, cargoHit, normaliseNumber, searchOrders, searchableScopes } from '../tracking/cargo-search';
import { contractRoutes } from '../http/contract-routes';
import { pages } from '../../src/contracts/pages';

/**
 * Cargo tracking (docs/search-tracking.md). Logged in (/newCargoTracking): any master or house
 * waybill, bill of lading or order code of the user's organisation, in the scopes whose orders the
 * user may open. Public (/cargoTracking): a share code, or a waybill / bill-of-lading number together
 * with the order's customer reference (客户单号) as the second factor; every call spends the caller's
 * external-call budget first, and every way of not finding answers the same 404.
 */

export const CARGO_NOT_FOUND = '未查询到相关货物信息';

export default async function cargoTrackingPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  handle(pages.cargoSearch, async (req) => {
    const number = normaliseNumber((req.query as { no?: unknown }).no);
    if (!number) throw badRequest('请输入3到40位的运单号、提单号或订单号', { no: '请输入3到40位的运单号、提单号或订单号' });
    const user = req.user!;
    const hits = await searchOrders(ctx, searchableScopes(ctx, user.menus), number, { orgId: user.orgId });
    return ok({ number, records: hits });
  });

  handle(pages.publicCargoTrack, async (req, reply) => {
    await spendExternalBudget(ctx, req);
    reply.header('cache-control', 'no-store');
    const q = req.query as { o?: unknown; no?: unknown; verify?: unknown };
    if (typeof q.o === 'string' && q.o.trim()) {
      const shared = await orderByShareCode(ctx, q.o);
      const scope = shared?.prefix ? SHARE_SCOPES[shared.prefix].scope : null;
      if (!shared || !scope) throw new ApiError(404, CARGO_NOT_FOUND);
      return ok({ records: [cargoHit(scope, shared.resource, shared.order, '', false)] });
    }
    const number = normaliseNumber(q.no);
    const verify = typeof q.verify === 'string' ? q.verify.trim() : '';
    if (!number || !verify) {
      throw badRequest('请输入运单号（或提单号）和客户单号', {
        ...(number ? {} : { no: '请输入运单号或提单号' }),
        ...(verify ? {} : { verify: '请输入客户单号' }),
      });
    }
    const scopes = BUSINESS_SCOPES.map((scope) => ({ scope, res: ctx.resources.get(ORDER_RESOURCE[scope])! })).filter((s) => s.res);
    const hits = await searchOrders(ctx, scopes, number, { verify, fields: PUBLIC_NUMBER_FIELDS });
    if (!hits.length) throw new ApiError(404, CARGO_NOT_FOUND);
    return ok({ records: hits.slice(0, 5) });
  });
}
