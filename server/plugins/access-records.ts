import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { badRequest, forbidden, notFound, ok } from '../http/envelope';
import { isOwnHost } from '../http/hosts';
import { pageOf } from '../http/paging';
import { contractRoutes } from '../http/contract-routes';
import { dashboard } from '../../src/contracts/dashboard';

/** Hot-menu maximum and ranking window (docs/behaviour.md §2.5, §2.9). */
export const HOT_MENU_MAX = 10;
export const RANKING_DAYS = 30;
const RANKING_TOP = 10;

/** /hrs/userAccessRecord: the frequently used menus and the network member ranking (docs/behaviour.md §2.2.2, §2.4, §2.5). */
export default async function accessRecordsPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  const { db, catalogue } = ctx;
  const menuByCode = new Map(catalogue.menus.map((r) => [r.name, r]));

  handle(dashboard.accessRecordList, async (req) => {
    const rows = await db
      .selectFrom('hrs_user_access_record')
      .selectAll()
      .where('user_id', '=', req.user!.userId)
      .where('org_id', '=', req.user!.orgId)
      .orderBy(sql`case when status = 1 then 0 else 1 end`)
      .orderBy(sql`case when status = 1 then sort end`)
      .orderBy('access_time', 'desc')
      .orderBy('id')
      .execute();
    return ok(
      rows.map((r: any) => ({
        recordId: r.id,
        permissionId: r.permission_id,
        permissionName: r.permission_name,
        path: r.path,
        accessTime: r.access_time,
        status: r.status,
        sort: r.sort,
        editTime: r.edit_time,
        createTime: r.create_time,
      })),
    );
  });

  handle(dashboard.saveAccessRecordList, async (req) => {
    const user = req.user!;
    const body = req.body;
    if (!Array.isArray(body)) throw badRequest('请求体必须是菜单列表', { body: 'array of {permissionId, permissionName, status, sort}' });
    // Duplicates (same permissionId) are removed: the first one wins.
    const seen = new Set<string>();
    const items: { code: string; sort: number; index: number }[] = [];
    body.forEach((raw, index) => {
      const it = (raw ?? {}) as Record<string, unknown>;
      const code = typeof it.permissionId === 'string' || typeof it.permissionId === 'number' ? String(it.permissionId).trim() : '';
      if (!code) throw badRequest('菜单编号不能为空', { [`${index}.permissionId`]: 'required' });
      if (seen.has(code)) return;
      seen.add(code);
      // The client sends every visited entry back, the unselected ones with status 0. Visits are
      // recorded for any page the user opened (module areas, open pages: cargo tracking records
      // one, docs/behaviour.md §2.7), and every saved entry not selected now is unselected below anyway, so
      // only the selected entries need to be menus the user may pick.
      if (Number(it.status) !== 1) return;
      const route = menuByCode.get(code);
      if (!route || route.kind === 'container') throw badRequest(`未知的菜单 ${code}`, { [`${index}.permissionId`]: 'unknown menu code' });
      if (route.access === 'menu' && !user.menus.has(code)) throw forbidden(`没有菜单 ${code} 的权限`);
      const sort = Number(it.sort);
      items.push({ code, sort: Number.isFinite(sort) ? sort : index, index });
    });
    const selected = items.sort((a, b) => a.sort - b.sort || a.index - b.index);
    if (selected.length > HOT_MENU_MAX) {
      throw badRequest(`常用菜单最多选择${HOT_MENU_MAX}个`, { body: `at most ${HOT_MENU_MAX} selected` });
    }
    const now = new Date();
    await db.transaction().execute(async (trx) => {
      // Every previously saved entry that is not selected now: status 0, sort -1.
      let clear = trx
        .updateTable('hrs_user_access_record')
        .set({ status: 0, sort: -1, edit_time: now })
        .where('user_id', '=', user.userId)
        .where('org_id', '=', user.orgId)
        .where((eb) => eb.or([eb('status', '<>', 0), eb('sort', '<>', -1)]));
      if (selected.length)
        clear = clear.where(
          'permission_id',
          'not in',
          selected.map((s) => s.code),
        );
      await clear.execute();
      for (const [position, s] of selected.entries()) {
        const route = menuByCode.get(s.code)!;
        await trx
          .insertInto('hrs_user_access_record')
          .values({
            org_id: user.orgId,
            user_id: user.userId,
            permission_id: s.code,
            permission_name: route.label['zh-CN'],
            path: route.path,
            status: 1,
            sort: position,
            access_time: now,
            edit_time: now,
          })
          .onConflict((oc) =>
            oc.columns(['user_id', 'path']).doUpdateSet({ status: 1, sort: position, edit_time: now, permission_id: s.code }),
          )
          .execute();
      }
    });
    return ok(true);
  });

  /** Organisations ranked by menu accesses in the last 30 days (a network-wide, published ranking). */
  async function ranking(offset: number, limit: number) {
    const since = sql`now() - make_interval(days => ${RANKING_DAYS})`;
    const active = db
      .selectFrom('hrs_user_access_record as r')
      .innerJoin('hrs_org as o', 'o.id', 'r.org_id')
      .where('o.status', '=', 1)
      .where('r.access_time', '>=', since);
    const [rows, total] = await Promise.all([
      active
        .select(['o.id', 'o.org_name', 'o.company_profile', 'o.company_advantage', 'o.company_contact_info'])
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .groupBy(['o.id', 'o.org_name', 'o.company_profile', 'o.company_advantage', 'o.company_contact_info'])
        .orderBy('n', 'desc')
        .orderBy('o.id')
        .offset(offset)
        .limit(limit)
        .execute(),
      active.select(sql<number>`count(distinct o.id)`.as('c')).executeTakeFirst(),
    ]);
    return {
      total: Number(total?.c ?? 0),
      records: rows.map((r: any, i) => ({
        orgId: r.id,
        orgName: r.org_name,
        rankNumber: offset + i + 1,
        activeIndex: Number(r.n),
        companyProfile: r.company_profile ?? null,
        companyAdvantage: r.company_advantage ?? null,
        companyContactInfo: r.company_contact_info ?? null,
      })),
    };
  }

  handle(dashboard.topActiveIndex, async (req) => {
    if (!isOwnHost(req, ctx.config)) throw notFound();
    return ok((await ranking(0, RANKING_TOP)).records);
  });

  handle(dashboard.topActiveIndexList, async (req) => {
    if (!isOwnHost(req, ctx.config)) throw notFound();
    const { current, size, offset } = pageOf(req.query as any, 10);
    const { records, total } = await ranking(offset, size);
    return ok({ records, total, current, size });
  });
}
