import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buttonCode } from '../../src/resources';
import { DOCUMENT_DEFS, cleanDocument, isDocumentKind, validateDocument, type DocumentKind } from '../../src/schemas/documents';
import type { SessionUser } from '../auth/sessions';
import type { AppContext } from '../context';
import { SERVER_KINDS, issuerOf } from '../documents/kinds';
import { loadDocument, saveDocument, setDocumentStatus, type StoredDocument } from '../documents/store';
import { spendExternalBudget } from '../external/orders';
import { signLink, verifyLink, type LinkKind } from '../external/signed-links';
import { disposition } from '../http/disposition';
import { ApiError, badRequest, conflict, forbidden, notFound, ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { writeAudits } from '../resources/audit';
import { findRow } from '../resources/record-writes';
import { toRecord } from '../resources/model';
import { contractRoutes } from '../http/contract-routes';
import { office } from '../../src/contracts/office';

/**
 * Document making (docs/api-office.md "Documents"): the sea bill of lading of a sea export order,
 * the cross-border waybill of a waybill record, the house air waybill information of a house
 * waybill. Staff read with the source list's menu and write with its edit button, always inside
 * their organisation; the bill of lading and the cross-border waybill can also be handed to the
 * shipper by a signed link, whose page may fill them in until staff confirm the document.
 */

const NO_DOCUMENT = '未查询到相关单证';
const LINKED: Partial<Record<DocumentKind, LinkKind>> = { seaBl: 'seaBl', osWaybill: 'osWaybill' };

const positiveId = (v: unknown) => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** A PDF answer: the browser saves it under the document's number. */
function sendPdf(reply: FastifyReply, bytes: Buffer, name: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', disposition('attachment', `${name.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(bytes);
}

export default async function documentsPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  const { db } = ctx;

  /** The source record of a document, inside the organisation (and the source route's view condition). */
  async function sourceOf(kind: DocumentKind, orgId: number, sourceId: number) {
    const res = ctx.resources.get(DOCUMENT_DEFS[kind].source);
    if (!res) throw notFound(NO_DOCUMENT);
    const row = await findRow(db, res, orgId, sourceId);
    if (!row) throw notFound(NO_DOCUMENT);
    return { res, record: toRecord(res, row as Record<string, unknown>) };
  }

  /** What the make page shows: the source, the saved document, the values the source suggests. */
  async function view(kind: DocumentKind, orgId: number, sourceId: number, editable: boolean) {
    const { record } = await sourceOf(kind, orgId, sourceId);
    const def = DOCUMENT_DEFS[kind];
    const [document, prefill, issuer] = await Promise.all([
      loadDocument(db, orgId, kind, sourceId),
      SERVER_KINDS[kind].prefill(ctx, orgId, record),
      issuerOf(ctx, orgId),
    ]);
    return {
      kind,
      sourceId,
      source: { id: sourceId, label: record[def.sourceLabel] ?? null },
      issuer: issuer.name,
      document,
      prefill,
      editable,
    };
  }

  /** The staff call's kind and source id, once the user may read (menu) or write (edit button) the source. */
  function staffTarget(req: FastifyRequest, write: boolean) {
    const { kind, sourceId } = req.params as { kind: string; sourceId: string };
    const id = positiveId(sourceId);
    if (!isDocumentKind(kind) || id === null) throw notFound(NO_DOCUMENT);
    const source = DOCUMENT_DEFS[kind].source;
    const user = req.user!;
    if (!user.menus.has(source)) throw forbidden();
    if (write && !user.buttons.has(buttonCode(source, 'edit'))) throw forbidden();
    return { kind, id, user, editable: user.buttons.has(buttonCode(source, 'edit')) };
  }

  /** Checks and stores a document's values; 400 with every field's message when any is wrong. */
  async function store(req: FastifyRequest, kind: DocumentKind, orgId: number, sourceId: number, who: SessionUser | null) {
    const body = (req.body ?? {}) as { values?: unknown };
    if (!body.values || typeof body.values !== 'object' || Array.isArray(body.values))
      throw badRequest('缺少单证内容 (values)', { values: 'object' });
    await sourceOf(kind, orgId, sourceId);
    const values = cleanDocument(kind, body.values as Record<string, unknown>);
    const errors = validateDocument(kind, values, requestLanguage(req));
    const first = Object.values(errors)[0];
    if (first) throw badRequest(first, errors);
    const before = await loadDocument(db, orgId, kind, sourceId);
    if (!who && before?.status === 'CONFIRMED') throw conflict('单证已确认，不能再修改，请联系货代');
    const saved = await db.transaction().execute(async (trx) => {
      const doc = await saveDocument(trx, {
        orgId,
        kind,
        sourceId,
        number: values[DOCUMENT_DEFS[kind].numberField] ?? '',
        values,
        userId: who?.userId ?? null,
        via: who ? 'staff' : 'link',
      });
      // A signed-link save has no user: the audit names the link instead.
      const actor =
        who ?? ({ orgId, userId: null, userName: '外部链接', jti: '', menus: new Set(), buttons: new Set() } as unknown as SessionUser);
      await writeAudits(trx, actor, [
        {
          module: ctx.resources.get(DOCUMENT_DEFS[kind].source)!.route.module,
          resource: kind,
          recordId: sourceId,
          action: before ? 'update' : 'create',
          before: before?.values ?? null,
          after: values,
        },
      ]);
      return doc;
    });
    return saved;
  }

  /** The PDF of the saved document, else of the source's values; 409 naming what is missing when they do not pass. */
  async function pdf(reply: FastifyReply, kind: DocumentKind, orgId: number, sourceId: number) {
    const { record } = await sourceOf(kind, orgId, sourceId);
    const saved = await loadDocument(db, orgId, kind, sourceId);
    const values = saved?.values ?? (await SERVER_KINDS[kind].prefill(ctx, orgId, record));
    const errors = validateDocument(kind, values);
    if (Object.keys(errors).length) throw new ApiError(409, `单证内容不完整，请先完善并保存：${Object.values(errors)[0]}`, { errors });
    const bytes = await SERVER_KINDS[kind].render(ctx, values, await issuerOf(ctx, orgId));
    return sendPdf(reply, bytes, `${SERVER_KINDS[kind].fileWord}-${values[DOCUMENT_DEFS[kind].numberField] || sourceId}`);
  }

  // Staff calls (token).
  handle(office.document, async (req) => {
    const { kind, id, user, editable } = staffTarget(req, false);
    return ok({ ...(await view(kind, user.orgId, id, editable)), linkable: editable && !!LINKED[kind] });
  });

  handle(office.saveDocument, async (req) => {
    const { kind, id, user } = staffTarget(req, true);
    return ok(await store(req, kind, user.orgId, id, user));
  });

  handle(office.documentStatus, async (req) => {
    const { kind, id, user } = staffTarget(req, true);
    const status = (req.body as { status?: unknown } | undefined)?.status;
    if (status !== 'DRAFT' && status !== 'CONFIRMED') throw badRequest('status 必须是 DRAFT 或 CONFIRMED', { status: 'DRAFT | CONFIRMED' });
    await sourceOf(kind, user.orgId, id);
    const doc: StoredDocument | null = await setDocumentStatus(db, user.orgId, kind, id, status, user.userId);
    if (!doc) throw conflict('请先保存单证');
    return ok(doc);
  });

  handle(office.documentPdf, async (req, reply) => {
    const { kind, id, user } = staffTarget(req, false);
    return pdf(reply, kind, user.orgId, id);
  });

  handle(office.documentLink, async (req) => {
    const { kind, id, user } = staffTarget(req, true);
    const linkKind = LINKED[kind];
    if (!linkKind) throw notFound(NO_DOCUMENT);
    await sourceOf(kind, user.orgId, id);
    return ok(signLink(ctx, linkKind, user.orgId, id));
  });

  // Signed-link calls (no token): the link names the kind, organisation and record.
  const linked = async (req: FastifyRequest) => {
    // Awaited: an unawaited 429 neither stops the call nor is handled (an unhandled rejection).
    await spendExternalBudget(ctx, req);
    const subject = verifyLink(ctx, (req.query as { t?: unknown }).t, Object.values(LINKED));
    if (!subject) throw notFound('链接无效或已过期');
    return { kind: subject.kind as DocumentKind, orgId: subject.orgId, id: subject.id };
  };

  handle(office.externalDocument, async (req) => {
    const { kind, orgId, id } = await linked(req);
    const v = await view(kind, orgId, id, true);
    return ok({ ...v, editable: v.document?.status !== 'CONFIRMED', linkable: false });
  });

  handle(office.saveExternalDocument, async (req) => {
    const { kind, orgId, id } = await linked(req);
    return ok(await store(req, kind, orgId, id, null));
  });

  handle(office.externalDocumentPdf, async (req, reply) => {
    const { kind, orgId, id } = await linked(req);
    return pdf(reply, kind, orgId, id);
  });
}
