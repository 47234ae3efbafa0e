import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buttonCode } from '../../src/resources';
import type { AppContext } from '../context';
import { issuerOf } from '../documents/kinds';
import { spendExternalBudget } from '../external/orders';
import { signLink, verifyLink } from '../external/signed-links';
import { forbidden, notFound, ok } from '../http/envelope';
import { toRecord } from '../resources/model';
import { findRow } from '../resources/record-writes';
import { printsOfOrder, PRINT_TYPES } from '../waybill/prints';
import { contractRoutes } from '../http/contract-routes';
import { office } from '../../src/contracts/office';

/**
 * The cargo pouch print view of an air export order (docs/quotation-pouch.md): what goes into the
 * document pouch that travels with the cargo, on one A4 page: the order header, its waybill prints,
 * the packing list and the attachments' names. Staff of 空运出口订单 (af_order) read it with the
 * menu and hand it out as a signed link (edit button), which opens it without a login, e.g. in the
 * warehouse.
 */

export const POUCH_RESOURCE = 'af_order';
const INVALID_LINK = '链接无效或已过期';
const NO_ORDER = '未查询到订单';

const positiveId = (v: unknown) => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};
const text = (v: unknown) => (v == null || v === '' ? null : String(v));
const day = (v: unknown) => (v == null || v === '' ? null : String(v instanceof Date ? v.toISOString() : v).slice(0, 10));
const partyName = (p: unknown) => (p && typeof p === 'object' ? text((p as { scName?: unknown }).scName) : null);

interface Attachment {
  fileType?: unknown;
  fileName?: unknown;
  fileRemark?: unknown;
}

export default async function cargoPouchPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  const { db } = ctx;

  /** The print view of one order of the organisation (inside af_order's view condition), or null. */
  async function pouchOf(orgId: number, id: number) {
    const res = ctx.resources.get(POUCH_RESOURCE);
    if (!res) return null;
    const row = await findRow(db, res, orgId, id);
    if (!row) return null;
    const o = toRecord(res, row as Record<string, unknown>);
    const [prints, issuer] = await Promise.all([printsOfOrder(db, orgId, id), issuerOf(ctx, orgId)]);
    const confirmed = o.confirmPieces != null || o.confirmWeight != null;
    return {
      issuer: issuer.name,
      order: {
        id,
        orderCode: text(o.orderCode),
        customerNumber: text(o.customerNumber),
        awbNumber: text(o.awbNumber),
        hawbNumber: text(o.hawbNumber),
        departureStation: text(o.departureStation),
        transitStation: text(o.transitStation),
        arrivalStation: text(o.arrivalStation),
        expectFlight: text(o.expectFlight),
        expectDeparture: day(o.expectDeparture),
        goodsNameCn: text(o.goodsNameCn),
        goodsNameEn: text(o.goodsNameEn),
        shipperName: partyName(o.shipper),
        consigneeName: partyName(o.consignee),
      },
      packing: {
        packageType: text(o.packageType),
        plan: {
          pieces: o.planPieces ?? null,
          weight: text(o.planWeight),
          volume: text(o.planVolume),
          chargeWeight: text(o.planChargeWeight),
          dimensions: text(o.planDimensions),
        },
        confirm: confirmed
          ? {
              pieces: o.confirmPieces ?? null,
              weight: text(o.confirmWeight),
              volume: text(o.confirmVolume),
              chargeWeight: text(o.confirmChargeWeight),
              dimensions: text(o.confirmDimensions),
            }
          : null,
      },
      waybills: prints.map((p) => ({
        type: p.awbPrintType === PRINT_TYPES.master ? 'MAWB' : 'HAWB',
        awbNumber: text(p.values.awbNumber),
        hawbNumber: p.awbPrintType === PRINT_TYPES.master ? null : text(p.hawbNumber ?? p.values.hawbNumber),
        departureStation: text(p.values.departureStation),
        arrivalStation: text(p.values.arrivalStation),
        pieces: text(p.values.pieces),
        grossWeight: text(p.values.grossWeight),
        chargeWeight: text(p.values.chargeWeight),
        goodsDescription: text(p.values.goodsDescription),
        shipperName: text(p.values.shipperName),
        consigneeName: text(p.values.consigneeName),
      })),
      // Names and types only: the files themselves stay behind the login.
      attachments: ((Array.isArray(o.attachments) ? o.attachments : []) as Attachment[]).map((a) => ({
        fileType: text(a.fileType),
        fileName: text(a.fileName),
        fileRemark: text(a.fileRemark),
      })),
    };
  }

  const staff = (req: FastifyRequest, link: boolean) => {
    const user = req.user!;
    if (!user.menus.has(POUCH_RESOURCE)) throw forbidden();
    if (link && !user.buttons.has(buttonCode(POUCH_RESOURCE, 'edit'))) throw forbidden();
    const id = positiveId((req.params as { id: string }).id);
    if (id === null) throw notFound(NO_ORDER);
    return { user, id };
  };

  handle(office.pouch, async (req) => {
    const { user, id } = staff(req, false);
    const view = await pouchOf(user.orgId, id);
    if (!view) throw notFound(NO_ORDER);
    return ok(view);
  });

  handle(office.pouchLink, async (req) => {
    const { user, id } = staff(req, true);
    if (!(await findRow(db, ctx.resources.get(POUCH_RESOURCE)!, user.orgId, id))) throw notFound(NO_ORDER);
    return ok(signLink(ctx, 'pouch', user.orgId, id));
  });

  handle(office.externalPouch, async (req) => {
    await spendExternalBudget(ctx, req);
    const subject = verifyLink(ctx, (req.query as { t?: unknown }).t, ['pouch']);
    const view = subject && (await pouchOf(subject.orgId, subject.id));
    if (!view) throw notFound(INVALID_LINK);
    return ok(view);
  });
}
