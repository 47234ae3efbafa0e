import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { parseId } from '../http/ids';
import type { AppContext } from '../context';
import { orderByUuid, spendExternalBudget } from '../external/orders';
import { renderPdf } from '../pdf/render';
import { PRINT_TYPES, masterValues, printsOfOrder } from '../waybill/prints';
import { contractRoutes } from '../http/contract-routes';
import { tracking } from '../../src/contracts/tracking';

/**
 * Login-free waybill calls of the public tracking pages (docs/api-waybill.md): the order is named by
 * its uuid only. Each call spends the caller's budget first, so uuids cannot be tried in bulk; an
 * unknown or malformed uuid, or a print of another order, is the same 404.
 */

const NOT_FOUND = '未查询到相关订单信息';
const notFound = () => new ApiError(404, NOT_FOUND);
const AIR_EXPORT = ['af_order'];

/** Where the PDF of a print is fetched (the answer of downloadAWB / downloadHAWB). */
export const awbPdfPath = (orderUuid: string, which: 'MAWB' | number) => `/afbase/external/awbPdf/${orderUuid}/${which}.pdf`;

/** A file name safe inside a quoted content-disposition (waybill numbers are letters, digits, '-'). */
const fileName = (n: string) => `${n.replace(/[^A-Za-z0-9._-]/g, '_') || 'awb'}.pdf`;

export default async function waybillExternalPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);

  async function airExport(_req: FastifyRequest, uuid: unknown) {
    const hit = await orderByUuid(ctx, uuid, AIR_EXPORT);
    if (!hit) throw notFound();
    const prints = await printsOfOrder(ctx.db, hit.orgId, Number(hit.order.id));
    return { ...hit, prints, uuid: String(hit.order.orderUuid ?? uuid).toLowerCase() };
  }

  /** Body fields, from JSON or a form. */
  const field = (req: FastifyRequest, name: string) => (req.body as Record<string, unknown> | undefined)?.[name];

  handle(tracking.awbNumberByUuid, async (req) => {
    await spendExternalBudget(ctx, req);
    const hit = await orderByUuid(ctx, (req.params as { uuid: string }).uuid, ['af_order', 'ai_order']);
    if (!hit) throw notFound();
    return ok({ awbNumber: hit.order.awbNumber ?? null });
  });

  handle(tracking.hawbListByUuid, async (req) => {
    await spendExternalBudget(ctx, req);
    const { prints } = await airExport(req, (req.params as { uuid: string }).uuid);
    return ok(
      prints.filter((p) => p.awbPrintType === PRINT_TYPES.house).map((p) => ({ hawbNumber: p.hawbNumber, awbPrintId: p.awbPrintId })),
    );
  });

  handle(tracking.downloadAwb, async (req) => {
    await spendExternalBudget(ctx, req);
    const { prints, order, uuid } = await airExport(req, field(req, 'orderUuid'));
    if (!masterValues(prints, order)) throw notFound();
    return ok(awbPdfPath(uuid, 'MAWB'));
  });

  handle(tracking.downloadHawb, async (req) => {
    await spendExternalBudget(ctx, req);
    const { prints, uuid } = await airExport(req, field(req, 'orderUuid'));
    const id = parseId(field(req, 'awbPrintId'));
    const print = prints.find((p) => p.awbPrintType === PRINT_TYPES.house && p.awbPrintId === id);
    if (!print) throw notFound();
    return ok(awbPdfPath(uuid, print.awbPrintId));
  });

  handle(tracking.awbPdf, async (req, reply) => {
    await spendExternalBudget(ctx, req);
    const { orderUuid, file } = req.params as { orderUuid: string; file: string };
    const which = /^(MAWB|[1-9]\d{0,14})\.pdf$/.exec(file)?.[1];
    if (!which) throw notFound();
    const { prints, order } = await airExport(req, orderUuid);
    let bytes: Buffer;
    let number: string;
    if (which === 'MAWB') {
      const values = masterValues(prints, order);
      if (!values) throw notFound();
      bytes = await renderPdf(ctx.workers, 'awb', values, 'master');
      number = String(values.awbNumber);
    } else {
      const print = prints.find((p) => p.awbPrintType === PRINT_TYPES.house && p.awbPrintId === Number(which));
      if (!print) throw notFound();
      bytes = await renderPdf(ctx.workers, 'awb', print.values, 'house');
      number = print.hawbNumber ?? String(print.awbPrintId);
    }
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName(number)}"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
}
