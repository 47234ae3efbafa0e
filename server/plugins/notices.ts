import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { notFound, ok } from '../http/envelope';
import { pageOf } from '../http/paging';
import { sanitizeTitle } from '../sanitize';
import { platformOrgIds } from '../org/platform';
import type { SessionUser } from '../auth/sessions';
import { isSafeUrl } from '../../src/schemas/rules';
import { contractRoutes } from '../http/contract-routes';
import { NOTICE_PUBLISHED } from '../../src/resources/fieldsets/org-admin';
import { dashboard } from '../../src/contracts/dashboard';

export const NOTICES_SHOWN = 6;
export const USER_MANUAL = '用户手册';
/** The most help documents one answer lists (an organisation keeps a handful). */
export const HELP_DOCS_MAX = 100;

/** /hrs calls of the notice board and the help card (docs/behaviour.md §2.2.2, docs/api-dashboard.md). */
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
      .where('notice_status', '=', NOTICE_PUBLISHED)
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
      records: rows.map((r: any) => ({
        noticeId: r.id,
        noticeTitle: sanitizeTitle(String(r.notice_title ?? '')),
        noticeType: r.notice_type,
        publishDate: r.publish_date,
      })),
      total: Number(total?.c ?? 0),
      current,
      size,
    });
  });

  // The module of each menu code: a help document filed under a module is for those who may open one of its menus.
  const moduleOfMenu = new Map(ctx.catalogue.menus.map((r) => [r.name, r.module]));
  const modulesOf = (user: SessionUser) => [
    ...new Set([...user.menus].map((code) => moduleOfMenu.get(code)).filter((m): m is string => !!m)),
  ];

  /** Documents with a file the user may open: no module, or a module one of whose menus the user is granted. */
  function openable(user: SessionUser, orgIds: number[]) {
    const modules = modulesOf(user);
    return db
      .selectFrom(`${docs!.table} as d` as 'hrs_doc')
      .where('d.org_id' as any, 'in', orgIds)
      .where('d.doc_url' as any, 'is not', null)
      .where((eb: any) =>
        modules.length ? eb.or([eb('d.module_code', 'is', null), eb('d.module_code', 'in', modules)]) : eb('d.module_code', 'is', null),
      );
  }

  async function docUrl(user: SessionUser, name: string): Promise<string | null> {
    if (!docs) return null;
    const row = await openable(user, [user.orgId])
      .select('d.doc_url' as any)
      .where('d.doc_name' as any, '=', name)
      .orderBy(sql`d.publish_date desc nulls last`)
      .orderBy('d.id' as any, 'desc')
      .limit(1)
      .executeTakeFirst();
    // Rows written before the 'url' rule existed may hold anything: only safe addresses leave.
    const url = (row as { doc_url?: unknown } | undefined)?.doc_url;
    return isSafeUrl(url) ? url : null;
  }

  /**
   * GET /hrs/permission/helpDoc: the help documents the user may open (the top bar's 帮助文档): the
   * organisation's own and the platform's (which reach every customer, as its video tutorials do),
   * without the documents of modules the user has no menu of; in their sort order.
   */
  handle(dashboard.helpDocs, async (req) => {
    const user = req.user!;
    if (!docs) return ok([]);
    const orgIds = [...new Set([user.orgId, ...(await platformOrgIds(db))])];
    const rows = await openable(user, orgIds)
      .innerJoin('hrs_org as o', 'o.id', 'd.org_id' as any)
      .select([
        'd.id',
        'd.doc_name',
        'd.doc_category',
        'd.module_code',
        'd.doc_url',
        'd.doc_version',
        'd.publish_date',
        'd.org_id',
        'o.org_name',
      ] as any)
      .orderBy(sql`case when d.org_id = ${user.orgId} then 0 else 1 end`)
      .orderBy(sql`d.sort_order nulls last`)
      .orderBy(sql`d.publish_date desc nulls last`)
      .orderBy('d.id' as any)
      .limit(HELP_DOCS_MAX)
      .execute();
    return ok(
      (rows as any[])
        .filter((r) => isSafeUrl(r.doc_url))
        .map((r) => ({
          docId: r.id,
          docName: r.doc_name,
          docCategory: r.doc_category,
          moduleCode: r.module_code,
          helpDocUrl: r.doc_url,
          docVersion: r.doc_version,
          publishDate: r.publish_date,
          own: Number(r.org_id) === user.orgId,
          source: r.org_name,
        })),
    );
  });

  handle(dashboard.helpDocByName, async (req) => {
    const name = String((req.params as { name: string }).name ?? '')
      .trim()
      .slice(0, 100);
    const url = await docUrl(req.user!, name);
    if (!url) throw notFound(`未找到帮助文档：${name}`);
    return ok({ helpDocUrl: url });
  });

  handle(dashboard.userManual, async (req) => {
    const url = await docUrl(req.user!, USER_MANUAL);
    if (!url) throw notFound(`未找到帮助文档：${USER_MANUAL}`);
    return ok({ helpDocumentUrl: url });
  });
}
