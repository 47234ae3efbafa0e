import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { notFound, ok } from '../http/envelope';
import { pageOf } from '../http/paging';
import { sanitizeTitle } from '../sanitize';
import { isSafeUrl } from '../../src/schemas/rules';
import { contractRoutes } from '../http/contract-routes';
import { dashboard } from '../../src/contracts/dashboard';

/** The notice status that puts a notice on the dashboard (hrs_notice fieldset). */
export const PUBLISHED = 'PUBLISHED';
export const NOTICES_SHOWN = 6;
export const USER_MANUAL = '用户手册';

/** /hrs calls of the notice board and the help card (spec 02 §2.2, docs/api-dashboard.md). */
export default async function noticesPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  const { db } = ctx;
  const notices = ctx.resources.get('hrs_notice');
  const docs = ctx.resources.get('hrs_doc');
  const today = sql`(now() at time zone 'Asia/Shanghai')::date`;

  handle(dashboard.notices, async (req) => {
    const { current, size, offset } = pageOf(req.query as any, NOTICES_SHOWN);
    if (!notices) return ok({ records: [], total: 0, current, size });
    const base = db
      .selectFrom(notices.table)
      .where('org_id', '=', req.user!.orgId)
      .where('notice_status', '=', PUBLISHED)
      .where((eb) => eb.or([eb('publish_date', 'is', null), eb('publish_date', '<=', today)]))
      .where((eb) => eb.or([eb('expire_date', 'is', null), eb('expire_date', '>=', today)]));
    const [rows, total] = await Promise.all([
      base
        .select(['id', 'notice_title', 'notice_type', 'publish_date'])
        .orderBy(sql`publish_date desc nulls last`)
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(size)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('c')).executeTakeFirst(),
    ]);
    return ok({
      // Titles were sanitised when written; they are sanitised again here in case of rows written otherwise.
      records: rows.map((r: any) => ({ noticeId: r.id, noticeTitle: sanitizeTitle(String(r.notice_title ?? '')), noticeType: r.notice_type, publishDate: r.publish_date })),
      total: Number(total?.c ?? 0), current, size,
    });
  });

  async function docUrl(orgId: number, name: string): Promise<string | null> {
    if (!docs) return null;
    const row = await db
      .selectFrom(docs.table)
      .select('doc_url')
      .where('org_id', '=', orgId)
      .where('doc_name', '=', name)
      .where('doc_url', 'is not', null)
      .orderBy(sql`publish_date desc nulls last`)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    // Rows written before the 'url' rule existed may hold anything: only safe addresses leave.
    const url = row?.doc_url;
    return isSafeUrl(url) ? url : null;
  }

  handle(dashboard.helpDocByName, async (req) => {
    const name = String((req.params as { name: string }).name ?? '').trim().slice(0, 100);
    const url = await docUrl(req.user!.orgId, name);
    if (!url) throw notFound(`未找到帮助文档：${name}`);
    return ok({ helpDocUrl: url });
  });

  handle(dashboard.userManual, async (req) => {
    const url = await docUrl(req.user!.orgId, USER_MANUAL);
    if (!url) throw notFound(`未找到帮助文档：${USER_MANUAL}`);
    return ok({ helpDocumentUrl: url });
  });
}
