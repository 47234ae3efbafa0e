import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buttonCode } from '../../src/resources';
import type { AppContext } from '../context';
import { issuerOf } from '../documents/kinds';
import { spendExternalBudget } from '../external/orders';
import { signLink, verifyLink } from '../external/signed-links';
import { badRequest, conflict, forbidden, notFound, ok } from '../http/envelope';
import type { DataResource } from '../resources/model';
import { toRecord } from '../resources/model';
import { findRow, updateRecordRow } from '../resources/record-writes';
import type { Writer } from '../resources/hooks';
import { showPathOfRow } from '../resources/views';
import { notify } from '../workflow/notify';
import { contractRoutes } from '../http/contract-routes';
import { office } from '../../src/contracts/office';

/**
 * Quotation answers (docs/quotation-pouch.md): staff of 询价管理 (af_enquiry_manage, a customer's
 * enquiry) hand the customer a signed link to the quotation page /af_order_inquiry_quotation, where
 * the customer, without a login, reads the lane, the cargo, the validity and the quotation lines, and
 * accepts or declines once. The answer is stored on the enquiry (status, time, remark), audited as
 * the link's, and told to the enquiry's creator through notify().
 */

/** The enquiries customers answer: the forwarder's quotation to its customer. */
export const QUOTED_RESOURCE = 'af_enquiry_manage';
const INVALID_LINK = '链接无效或已过期';
const NO_ENQUIRY = '未查询到询价';
const FINAL = new Set(['ACCEPTED', 'REJECTED', 'EXPIRED']);
const ANSWERS = { ACCEPT: 'ACCEPTED', DECLINE: 'REJECTED' } as const;
const REMARK_MAX = 500;

const positiveId = (v: unknown) => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** Today's date where the forwarder works (the validity is a Shanghai calendar day). */
export const shanghaiToday = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(now);

const day = (v: unknown) => (v == null || v === '' ? null : String(v instanceof Date ? v.toISOString() : v).slice(0, 10));

interface QuoteLine {
  carrierCode?: string;
  weightBreak?: string;
  pricePerKg?: string;
  minCharge?: string | null;
  transitTime?: string | null;
  lineRemark?: string | null;
}

/** What the customer's page shows: the lane, cargo, validity and quotation, never the enquiry's internal fields. */
function quotationOf(rec: Record<string, unknown>, issuer: string) {
  const status = String(rec.enquiryStatus ?? '') || 'PENDING';
  const validUntil = day(rec.quoteValidUntil);
  const expired = !!validUntil && validUntil < shanghaiToday();
  const lines = (Array.isArray(rec.quoteLines) ? rec.quoteLines : []) as QuoteLine[];
  return {
    issuer,
    enquiryNumber: rec.enquiryNumber ?? null,
    departureAirport: rec.departureAirport ?? null,
    arrivalAirport: rec.arrivalAirport ?? null,
    goodsName: rec.goodsName ?? null,
    goodsType: rec.goodsType ?? null,
    pieces: rec.pieces ?? null,
    grossWeight: rec.grossWeight ?? null,
    volume: rec.volume ?? null,
    expectedDate: day(rec.expectedDate),
    quotedPrice: rec.quotedPrice ?? null,
    currency: rec.currency ?? null,
    quoteValidUntil: validUntil,
    lines: lines.map((l) => ({
      carrierCode: l.carrierCode ?? null,
      weightBreak: l.weightBreak ?? null,
      pricePerKg: l.pricePerKg ?? null,
      minCharge: l.minCharge ?? null,
      transitTime: l.transitTime ?? null,
      lineRemark: l.lineRemark ?? null,
    })),
    status,
    answeredAt: rec.quoteAnsweredAt ?? null,
    answerRemark: rec.quoteAnswerRemark ?? null,
    expired,
    answerable: !FINAL.has(status) && !expired,
  };
}

const hasQuotation = (rec: Record<string, unknown>) =>
  (rec.quotedPrice != null && rec.quotedPrice !== '') || (Array.isArray(rec.quoteLines) && rec.quoteLines.length > 0);

export default async function quotationPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  const { db } = ctx;
  const resource = (): DataResource => {
    const res = ctx.resources.get(QUOTED_RESOURCE);
    if (!res) throw notFound(NO_ENQUIRY);
    return res;
  };

  // Staff: the customer's link (needs the enquiry list's edit button; the enquiry must be in the organisation and quoted).
  handle(office.quotationLink, async (req) => {
    const user = req.user!;
    if (!user.menus.has(QUOTED_RESOURCE) || !user.buttons.has(buttonCode(QUOTED_RESOURCE, 'edit'))) throw forbidden();
    const id = positiveId((req.params as { id: string }).id);
    const res = resource();
    const row = id === null ? undefined : await findRow(db, res, user.orgId, id);
    if (!row || id === null) throw notFound(NO_ENQUIRY);
    const rec = toRecord(res, row as Record<string, unknown>);
    if (!hasQuotation(rec)) throw conflict('请先填写报价（报价或报价明细）并保存，再生成报价链接');
    // Handing the quotation over is quoting: an enquiry still waiting for its quote becomes 已报价.
    if (!rec.enquiryStatus || rec.enquiryStatus === 'PENDING') {
      await db.transaction().execute((trx) => updateRecordRow(trx, res, user, id, {}, { enquiry_status: 'QUOTED' }, '生成报价链接'));
    }
    return ok(signLink(ctx, 'quote', user.orgId, id));
  });

  // The customer (signed link, no login).
  const linked = async (req: FastifyRequest) => {
    await spendExternalBudget(ctx, req);
    const subject = verifyLink(ctx, (req.query as { t?: unknown }).t, ['quote']);
    if (!subject) throw notFound(INVALID_LINK);
    return subject;
  };
  const view = async (orgId: number, id: number) => {
    const res = resource();
    const row = await findRow(db, res, orgId, id);
    // A deleted enquiry reads like a dead link: the customer learns nothing more.
    if (!row) throw notFound(INVALID_LINK);
    return quotationOf(toRecord(res, row as Record<string, unknown>), (await issuerOf(ctx, orgId)).name);
  };

  handle(office.externalQuotation, async (req) => {
    const { orgId, id } = await linked(req);
    return ok(await view(orgId, id));
  });

  handle(office.answerExternalQuotation, async (req) => {
    const { orgId, id } = await linked(req);
    const body = (req.body ?? {}) as { answer?: unknown; remark?: unknown };
    const answer = typeof body.answer === 'string' ? (ANSWERS as Record<string, string>)[body.answer] : undefined;
    if (!answer) throw badRequest('answer 必须是 ACCEPT 或 DECLINE', { answer: 'ACCEPT | DECLINE' });
    if (body.remark != null && typeof body.remark !== 'string') throw badRequest('备注必须是文字', { remark: 'string' });
    const remark = typeof body.remark === 'string' ? body.remark.replace(/\u0000/g, '').trim() : '';
    if (remark.length > REMARK_MAX) throw badRequest(`备注最多${REMARK_MAX}个字`, { remark: `备注最多${REMARK_MAX}个字` });
    if (answer === 'REJECTED' && !remark) throw badRequest('请填写拒绝原因', { remark: '请填写拒绝原因' });
    const res = resource();
    await db.transaction().execute(async (trx) => {
      // Locked so two answers at once cannot both pass the check.
      const row = await trx
        .selectFrom(res.table as any)
        .selectAll()
        .where('id', '=', id)
        .where('org_id', '=', orgId)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw notFound(INVALID_LINK);
      const current = quotationOf(toRecord(res, row as Record<string, unknown>), '');
      if (FINAL.has(current.status)) throw conflict('该报价已答复，不能重复答复');
      if (current.expired) throw conflict('报价已过有效期，请联系货代重新报价');
      const actor: Writer = { orgId, userId: null, userName: '外部链接' };
      const saved = await updateRecordRow(
        trx,
        res,
        actor,
        id,
        {},
        {
          enquiry_status: answer,
          quote_answered_at: new Date(),
          quote_answer_remark: remark || null,
        },
        answer === 'ACCEPTED' ? '客户接受报价' : '客户拒绝报价',
      );
      const creator = Number((row as { created_by?: unknown }).created_by);
      const number = String(saved.enquiryNumber ?? `#${id}`);
      const word = answer === 'ACCEPTED' ? '接受' : '拒绝';
      await notify(trx, {
        orgId,
        userIds: [creator],
        title: `询价 ${number} 客户已${word}报价`,
        content: `客户通过报价链接${word}了询价 ${number} 的报价${remark ? `，备注：${remark}` : ''}。`,
        kind: 'quotation',
        link: showPathOfRow(res.table, row as Record<string, unknown>),
      });
    });
    return ok(await view(orgId, id));
  });
}
