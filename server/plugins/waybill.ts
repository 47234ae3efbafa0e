import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import { buttonCode } from '../../src/resources';
import {
  WAYBILL_PRINT_FIELDS,
  WAYBILL_PRINT_MESSAGES,
  validateWaybillPrint,
  waybillPrefill,
  toText,
  type WaybillPrintErrors,
  type WaybillPrintValues,
  type WaybillVariant,
} from '../../src/schemas';
import type { AppContext } from '../context';
import { ApiError, badRequest, forbidden, notFound, ok } from '../http/envelope';
import { parseId } from '../http/ids';
import { requestLanguage } from '../http/language';
import { toRecord } from '../resources/model';
import { PRINT_TYPES, printsOfOrder, toAwbPrint, variantOf } from '../waybill/prints';
import { europeanCountryCode } from '../../src/schemas/europe';
import { contractRoutes } from '../http/contract-routes';
import { waybill } from '../../src/contracts/waybill';

// Country names in English and Chinese; the JSON locales are loaded once at start.
const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
countries.registerLocale(require('i18n-iso-countries/langs/zh.json'));

const ORDER_RESOURCE = 'af_order';

const positiveId = (v: unknown) => {
  return parseId(v);
};

/** Only the form's fields, as trimmed text; empty ones are not stored. */
function cleanValues(raw: Record<string, unknown>): WaybillPrintValues {
  const out: Record<string, string> = {};
  for (const f of WAYBILL_PRINT_FIELDS) {
    const v = toText(raw[f]);
    if (v !== '') out[f] = v;
  }
  return out;
}

const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505';

/**
 * The in-app air waybill print calls (docs/api-waybill.md): prints of an air export order (read with
 * the af_order menu, written with the af_order:edit button, always within the caller's organisation),
 * and the country lookup of the party form.
 */
export default async function waybillPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  const { db } = ctx;

  const canRead = (req: FastifyRequest) => {
    if (!req.user!.menus.has(ORDER_RESOURCE)) throw forbidden();
  };
  const canWrite = (req: FastifyRequest) => {
    canRead(req);
    if (!req.user!.buttons.has(buttonCode(ORDER_RESOURCE, 'edit'))) throw forbidden();
  };

  /** The caller's organisation's order, as the generic API answers it; 404 for any other. */
  async function orderOf(req: FastifyRequest) {
    const res = ctx.resources.get(ORDER_RESOURCE);
    const id = positiveId((req.params as { orderId: string }).orderId);
    if (!res || id === null) throw notFound('订单不存在');
    const row = await db.selectFrom(res.table).selectAll().where('id', '=', id).where('org_id', '=', req.user!.orgId).executeTakeFirst();
    if (!row) throw notFound('订单不存在');
    return { id, order: toRecord(res, row as Record<string, unknown>) };
  }

  handle(waybill.awbPrintsOfOrder, async (req) => {
    canRead(req);
    const { id, order } = await orderOf(req);
    const prints = await printsOfOrder(db, req.user!.orgId, id);
    return ok({
      orderId: id,
      orderUuid: order.orderUuid ?? null,
      master: prints.find((p) => p.awbPrintType === PRINT_TYPES.master) ?? null,
      houses: prints.filter((p) => p.awbPrintType === PRINT_TYPES.house),
      prefill: { master: waybillPrefill(order, 'master'), house: waybillPrefill(order, 'house') },
    });
  });

  handle(waybill.saveAwbPrint, async (req) => {
    canWrite(req);
    const lang = requestLanguage(req);
    const body = (req.body ?? {}) as { awbPrintType?: unknown; awbPrintId?: unknown; values?: unknown };
    const variant: WaybillVariant | null = variantOf(body.awbPrintType);
    if (!variant) throw badRequest('awbPrintType 必须是 PRINT_MAWB 或 PRINT_HAWB', { awbPrintType: 'PRINT_MAWB | PRINT_HAWB' });
    if (!body.values || typeof body.values !== 'object' || Array.isArray(body.values))
      throw badRequest('缺少运单内容 (values)', { values: 'object' });
    const givenId = body.awbPrintId == null || body.awbPrintId === '' ? null : positiveId(body.awbPrintId);
    if (body.awbPrintId != null && body.awbPrintId !== '' && givenId === null) throw notFound('运单打印记录不存在');
    const { id: orderId } = await orderOf(req);

    const values = cleanValues(body.values as Record<string, unknown>);
    const errors: WaybillPrintErrors = validateWaybillPrint(values, lang, variant);
    if (variant === 'house' && !values.hawbNumber) errors.hawbNumber = WAYBILL_PRINT_MESSAGES.hawbRequired[lang];
    const first = Object.values(errors)[0];
    if (first) throw badRequest(first, errors as Record<string, string>);
    if (variant === 'house') values.hawbNumber = String(values.hawbNumber).toUpperCase();
    const hawb = variant === 'house' ? String(values.hawbNumber) : '';

    // Which row this save replaces: the given one (of this order and type), else the order's master.
    const orgId = req.user!.orgId;
    let target = givenId
      ? await db
          .selectFrom('af_awb_print')
          .select(['id'])
          .where('id', '=', givenId)
          .where('org_id', '=', orgId)
          .where('order_id', '=', orderId)
          .where('print_type', '=', PRINT_TYPES[variant])
          .executeTakeFirst()
      : undefined;
    if (givenId && !target) throw notFound('运单打印记录不存在');
    if (!target && variant === 'master') {
      target = await db
        .selectFrom('af_awb_print')
        .select(['id'])
        .where('order_id', '=', orderId)
        .where('print_type', '=', PRINT_TYPES.master)
        .where('org_id', '=', orgId)
        .executeTakeFirst();
    }

    const duplicate = () => {
      const m = WAYBILL_PRINT_MESSAGES.hawbDuplicate[lang];
      return new ApiError(409, m, { errors: { hawbNumber: m } });
    };
    try {
      const row = target
        ? await db
            .updateTable('af_awb_print')
            .set({ hawb_number: hawb, data: JSON.stringify(values), updated_by: req.user!.userId, update_time: new Date() })
            .where('id', '=', Number(target.id))
            .where('org_id', '=', orgId)
            .returningAll()
            .executeTakeFirstOrThrow()
        : await db
            .insertInto('af_awb_print')
            .values({
              org_id: orgId,
              order_id: orderId,
              print_type: PRINT_TYPES[variant],
              hawb_number: hawb,
              data: JSON.stringify(values),
              created_by: req.user!.userId,
              updated_by: req.user!.userId,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
      return ok(toAwbPrint(row as any));
    } catch (e) {
      // The unique index (order, type, house number) decides, also between two saves at once.
      if (isUniqueViolation(e)) throw duplicate();
      throw e;
    }
  });

  handle(waybill.deleteAwbPrint, async (req) => {
    canWrite(req);
    const id = positiveId((req.params as { awbPrintId: string }).awbPrintId);
    const gone =
      id === null
        ? undefined
        : await db
            .deleteFrom('af_awb_print')
            .where('id', '=', id)
            .where('org_id', '=', req.user!.orgId)
            .returning(['id'])
            .executeTakeFirst();
    if (!gone) throw notFound('运单打印记录不存在');
    return ok(null);
  });

  handle(waybill.countryByEnName, async (req) => {
    const name = String((req.params as { name: string }).name ?? '').trim();
    // The spec's European lookup names ("SLOVENE", "CZ", "Germany") first, then any English name.
    const code = name ? (europeanCountryCode(name) ?? countries.getAlpha2Code(name, 'en')) : undefined;
    if (!code) throw notFound('未找到该国家');
    return ok({ nationCode: code, nameEn: countries.getName(code, 'en') ?? name, nameCn: countries.getName(code, 'zh') ?? '' });
  });
}
