import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/sessions';
import type { AppContext } from '../context';
import type { DB } from '../db';
import { ApiError, badRequest, conflict, forbidden, notFound, ok } from '../http/envelope';
import { idOr404 } from '../http/ids';
import { requestLanguage } from '../http/language';
import { resolveResource } from '../resources/access';
import { parseListQuery } from '../resources/list-query';
import type { DataResource } from '../resources/model';
import { VIEWS_PER_LIST, checkViewName, checkViewSettings, type ListView, type ViewSettings } from '../../src/schemas/list-views';
import { contractRoutes } from '../http/contract-routes';
import { lists } from '../../src/contracts/lists';

/** List query parameters that are not filters. */
const RESERVED = new Set(['current', 'size', 'sort', 'fields']);

type Row = {
  id: unknown;
  user_id: unknown;
  resource: string;
  name: string;
  shared: boolean;
  settings: unknown;
  owner_name?: string | null;
};

const parseSettings = (v: unknown): ViewSettings => (typeof v === 'string' ? JSON.parse(v) : v) as ViewSettings;

async function isAdmin(db: DB, user: SessionUser) {
  const r = await db
    .selectFrom('hrs_user as u')
    .innerJoin('hrs_role as r', 'r.id', 'u.role_id')
    .select('r.is_admin')
    .where('u.id', '=', user.userId)
    .where('u.org_id', '=', user.orgId)
    .executeTakeFirst();
  return r?.is_admin === true;
}

const toView = (r: Row, user: SessionUser, admin: boolean): ListView => ({
  id: Number(r.id),
  resource: r.resource,
  name: r.name,
  shared: r.shared,
  settings: parseSettings(r.settings),
  ownerId: Number(r.user_id),
  ownerName: r.owner_name ?? null,
  mine: Number(r.user_id) === user.userId,
  canEdit: Number(r.user_id) === user.userId || admin,
});

const withOwner = (db: DB) =>
  db
    .selectFrom('sys_list_view as v')
    .leftJoin('hrs_user as u', 'u.id', 'v.user_id')
    .select(['v.id', 'v.user_id', 'v.resource', 'v.name', 'v.shared', 'v.settings', 'u.user_name as owner_name']);

/** One view as the calls answer it (with its owner's name), after a write. */
const viewRow = (db: DB, id: number) => withOwner(db).where('v.id', '=', id).executeTakeFirstOrThrow() as Promise<Row>;

/** The views a user sees: their own and those shared in their organisation, of the given lists. */
function visibleViews(db: DB, user: SessionUser, resources: string[]) {
  return withOwner(db)
    .where('v.org_id', '=', user.orgId)
    .where('v.resource', 'in', resources.length ? resources : [''])
    .where((eb) => eb.or([eb('v.user_id', '=', user.userId), eb('v.shared', '=', true)]))
    .orderBy('v.name')
    .orderBy('v.id')
    .execute() as Promise<Row[]>;
}

/**
 * A view's settings as the route allows them: columns are fields the route's records show, filters
 * and sort the list's own query parameters (the same parser as GET /api/{r}: an unknown one is the
 * same 400). Errors name `settings.columns`, `settings.filters`, ...
 */
function routeSettings(res: DataResource, input: unknown, lang: 'zh-CN' | 'en-US'): ViewSettings {
  const { settings, errors } = checkViewSettings(input, lang);
  if (!settings)
    throw badRequest(Object.values(errors)[0], Object.fromEntries(Object.entries(errors).map(([k, v]) => [`settings.${k}`, v])));
  const unknown = settings.columns.filter((c) => !res.readers.has(c.name) || c.name === 'id');
  if (unknown.length) {
    const msg =
      lang === 'zh-CN'
        ? `列表没有这些列：${unknown.map((c) => c.name).join(', ')}`
        : `The list has no column ${unknown.map((c) => c.name).join(', ')}`;
    throw badRequest(msg, { 'settings.columns': msg });
  }
  // Relative dates are for the list's date range filters only.
  const notDates = Object.keys(settings.relative ?? {}).filter((k) => {
    const f = res.byName.get(k);
    return f?.filter !== 'range' || (f.kind !== 'date' && f.kind !== 'datetime');
  });
  if (notDates.length) {
    const msg = lang === 'zh-CN' ? `这些字段不能按相对日期筛选：${notDates.join(', ')}` : `No date range filter ${notDates.join(', ')}`;
    throw badRequest(msg, { 'settings.relative': msg });
  }
  // Filters are conditions only: paging, sort and answer fields have their own settings.
  const reserved = Object.keys(settings.filters ?? {}).filter((k) => RESERVED.has(k));
  if (reserved.length) {
    const msg = lang === 'zh-CN' ? `筛选条件不能包含 ${reserved.join(', ')}` : `Filters cannot set ${reserved.join(', ')}`;
    throw badRequest(msg, { 'settings.filters': msg });
  }
  try {
    parseListQuery(res, { ...(settings.filters ?? {}), ...(settings.sort ? { sort: settings.sort } : {}) });
  } catch (e) {
    if (e instanceof ApiError) {
      const detail = (e.data as { errors?: Record<string, string> } | undefined)?.errors ?? {};
      const msg = Object.values(detail)[0] ?? e.message;
      // The sort's error names settings.sort, a filter's settings.filters and settings.filters.{param}.
      const named = Object.entries(detail).map(([k, v]) => [k === 'sort' ? 'settings.sort' : `settings.filters.${k}`, v]);
      throw badRequest(msg, {
        ...(named.some(([k]) => k !== 'settings.sort') ? { 'settings.filters': msg } : {}),
        ...Object.fromEntries(named),
      });
    }
    throw e;
  }
  return settings;
}

/**
 * Saved views of every list (docs/lists.md "Saved views"): a user's own views, views shared with the
 * organisation (read-only for others, editable by their owner and the organisation's
 * administrators), and one default view per user and list. Stored on the server, so they follow the
 * user to another browser. Every call needs the list's menu; another organisation's view is 404.
 */
export default async function listViewsPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  const { db } = ctx;

  /** The view of the call, which the user must be able to see (own, or shared in the organisation). */
  async function viewOf(req: FastifyRequest, res: DataResource) {
    const id = idOr404((req.params as { id: string }).id, '视图不存在');
    const user = req.user!;
    const row = (await db
      .selectFrom('sys_list_view')
      .selectAll()
      .where('id', '=', id)
      .where('org_id', '=', user.orgId)
      .where('resource', '=', res.name)
      .executeTakeFirst()) as Row | undefined;
    if (!row || (Number(row.user_id) !== user.userId && !row.shared)) throw notFound('视图不存在 (no such view)');
    return row;
  }

  async function mayEdit(row: Row, user: SessionUser) {
    if (Number(row.user_id) !== user.userId && !(await isAdmin(db, user)))
      throw forbidden('只有视图的创建人和管理员可以修改共享视图 (only its owner or an administrator)');
  }

  const defaults = async (user: SessionUser, resources: string[]) =>
    Object.fromEntries(
      (
        await db
          .selectFrom('sys_list_view_default')
          .select(['resource', 'view_id'])
          .where('user_id', '=', user.userId)
          .where('resource', 'in', resources.length ? resources : [''])
          .execute()
      ).map((d) => [d.resource, Number(d.view_id)]),
    );

  /** Every view the user sees, of every list the user may open: loaded once per session by the layout. */
  handle(lists.allViews, async (req) => {
    const user = req.user!;
    const lists = [...ctx.resources.values()].filter((r) => user.menus.has(r.name)).map((r) => r.name);
    const admin = await isAdmin(db, user);
    const rows = await visibleViews(db, user, lists);
    const byDefault = await defaults(user, lists);
    return ok({ views: rows.map((r) => toView(r, user, admin)), defaults: byDefault });
  });

  handle(lists.views, async (req) => {
    const res = resolveResource(ctx, req, 'list');
    const user = req.user!;
    const admin = await isAdmin(db, user);
    const rows = await visibleViews(db, user, [res.name]);
    return ok({ views: rows.map((r) => toView(r, user, admin)), defaultId: (await defaults(user, [res.name]))[res.name] ?? null });
  });

  handle(lists.createView, async (req) => {
    const res = resolveResource(ctx, req, 'list');
    const user = req.user!;
    const lang = requestLanguage(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const nameError = checkViewName(body.name, lang);
    if (nameError) throw badRequest(nameError, { name: nameError });
    for (const flag of ['shared', 'makeDefault'] as const) {
      if (body[flag] !== undefined && typeof body[flag] !== 'boolean')
        throw badRequest(`${flag} 必须是 true 或 false`, { [flag]: 'true | false' });
    }
    const settings = routeSettings(res, body.settings, lang);
    const name = String(body.name).trim();
    const mine = await db
      .selectFrom('sys_list_view')
      .select(['id', 'name'])
      .where('user_id', '=', user.userId)
      .where('resource', '=', res.name)
      .execute();
    if (mine.some((v) => v.name === name)) throw conflict(lang === 'zh-CN' ? `已有名为「${name}」的视图` : `A view named "${name}" exists`);
    if (mine.length >= VIEWS_PER_LIST)
      throw badRequest(lang === 'zh-CN' ? `每个列表最多保存${VIEWS_PER_LIST}个视图` : `At most ${VIEWS_PER_LIST} views per list`);
    const row = await db.transaction().execute(async (trx) => {
      const r = (await trx
        .insertInto('sys_list_view')
        .values({
          org_id: user.orgId,
          user_id: user.userId,
          resource: res.name,
          name,
          shared: body.shared === true,
          settings: JSON.stringify(settings),
        })
        .returningAll()
        .executeTakeFirstOrThrow()) as Row;
      if (body.makeDefault === true) await setDefault(trx, user.userId, res.name, Number(r.id));
      return r;
    });
    return ok(toView(await viewRow(db, Number(row.id)), user, await isAdmin(db, user)));
  });

  handle(lists.setDefaultView, async (req) => {
    const res = resolveResource(ctx, req, 'list');
    const user = req.user!;
    const viewId = (req.body as Record<string, unknown> | undefined)?.viewId;
    if (viewId === null) {
      await db.deleteFrom('sys_list_view_default').where('user_id', '=', user.userId).where('resource', '=', res.name).execute();
      return ok(null);
    }
    const id = Number(viewId);
    if (!Number.isSafeInteger(id) || id <= 0) throw badRequest('请选择视图', { viewId: 'a view id or null' });
    await viewOf({ ...req, params: { ...(req.params as object), id: String(id) } } as FastifyRequest, res);
    await setDefault(db, user.userId, res.name, id);
    return ok(id);
  });

  handle(lists.updateView, async (req) => {
    const res = resolveResource(ctx, req, 'list');
    const user = req.user!;
    const lang = requestLanguage(req);
    const row = await viewOf(req, res);
    await mayEdit(row, user);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const set: Record<string, unknown> = { update_time: new Date() };
    if (body.name !== undefined) {
      const nameError = checkViewName(body.name, lang);
      if (nameError) throw badRequest(nameError, { name: nameError });
      const name = String(body.name).trim();
      const same = await db
        .selectFrom('sys_list_view')
        .select('id')
        .where('user_id', '=', row.user_id as number)
        .where('resource', '=', res.name)
        .where('name', '=', name)
        .where('id', '!=', Number(row.id))
        .executeTakeFirst();
      if (same) throw conflict(lang === 'zh-CN' ? `已有名为「${name}」的视图` : `A view named "${name}" exists`);
      set.name = name;
    }
    if (body.shared !== undefined) {
      if (typeof body.shared !== 'boolean') throw badRequest('shared 必须是 true 或 false', { shared: 'true | false' });
      set.shared = body.shared;
    }
    if (body.settings !== undefined) set.settings = JSON.stringify(routeSettings(res, body.settings, lang));
    const updated = await db.transaction().execute(async (trx) => {
      const r = (await trx
        .updateTable('sys_list_view')
        .set(set)
        .where('id', '=', Number(row.id))
        .returningAll()
        .executeTakeFirstOrThrow()) as Row;
      // A view no longer shared is no one else's default any more.
      if (set.shared === false)
        await trx
          .deleteFrom('sys_list_view_default')
          .where('view_id', '=', Number(row.id))
          .where('user_id', '!=', Number(row.user_id))
          .execute();
      return r;
    });
    return ok(toView(await viewRow(db, Number(updated.id)), user, true));
  });

  handle(lists.removeView, async (req) => {
    const res = resolveResource(ctx, req, 'list');
    const row = await viewOf(req, res);
    await mayEdit(row, req.user!);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sys_list_view_default').where('view_id', '=', Number(row.id)).execute();
      await trx.deleteFrom('sys_list_view').where('id', '=', Number(row.id)).execute();
    });
    return ok(true);
  });
}

async function setDefault(db: DB, userId: number, resource: string, viewId: number) {
  await db
    .insertInto('sys_list_view_default')
    .values({ user_id: userId, resource, view_id: viewId })
    .onConflict((oc) => oc.columns(['user_id', 'resource']).doUpdateSet({ view_id: viewId }))
    .execute();
}
