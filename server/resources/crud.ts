import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { buttonCode } from '../../src/resources';
import { validateRecord } from '../../src/schemas/fields';
import type { AppContext } from '../context';
import type { DB } from '../db';
import { ApiError, badRequest, conflict, forbidden, notFound, ok } from '../http/envelope';
import { writeAudit } from './audit';
import { hooks } from './hooks';
import { sanitizeContent } from '../sanitize';
import { parseListQuery, TOTAL_CAP, type Condition } from './list-query';
import { columnOf, toColumns, toRecord, type DataResource } from './model';

/**
 * The generic CRUD contract (DESIGN.md §2) for every data resource of the registry:
 * GET /api/{r}, GET /api/{r}/{id}, POST /api/{r}, PUT /api/{r}/{id}, DELETE /api/{r}/{id}.
 * The organisation filter is added here, once, for every query; no handler can forget it.
 */
export default async function crudPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  const resolve = (req: FastifyRequest, action: 'list' | 'create' | 'edit' | 'delete'): DataResource => {
    const name = (req.params as { resource: string }).resource;
    const res = ctx.resources.get(name);
    if (!res) throw notFound(`404 网络请求不存在: 未知的资源 ${name}`);
    const user = req.user!;
    if (!user.menus.has(res.name)) throw forbidden();
    if (action !== 'list') {
      if (res.readOnly) throw new ApiError(405, '该页面的数据只读 (read-only resource)');
      if (!user.buttons.has(buttonCode(res.name, action))) throw forbidden();
    }
    return res;
  };

  const scoped = (res: DataResource, orgId: number, q: any) => {
    q = q.where(`${res.table}.org_id`, '=', orgId);
    for (const [col, v] of Object.entries(res.scope)) q = q.where(col, '=', v);
    return q;
  };

  const idOf = (req: FastifyRequest) => {
    const id = Number((req.params as { id: string }).id);
    if (!Number.isSafeInteger(id) || id <= 0) throw notFound('记录不存在');
    return id;
  };

  const findRow = (trx: DB, res: DataResource, orgId: number, id: number) =>
    scoped(res, orgId, trx.selectFrom(res.table).selectAll().where('id', '=', id)).executeTakeFirst();

  app.get('/:resource', async (req) => {
    const res = resolve(req, 'list');
    const q = parseListQuery(res, req.query as Record<string, unknown>);
    const filtered = (base: any) => applyConditions(scoped(res, req.user!.orgId, base), q.where);
    let rowsQ = filtered(db.selectFrom(res.table).selectAll());
    for (const s of q.sorts) rowsQ = rowsQ.orderBy(s.column, s.dir);
    const rows = await rowsQ.limit(q.size).offset((q.current - 1) * q.size).execute();
    const counted = await db
      .selectFrom(filtered(db.selectFrom(res.table).select(sql.lit(1).as('one'))).limit(TOTAL_CAP + 1).as('capped'))
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const n = Number(counted.n);
    return ok({
      records: rows.map((r: any) => toRecord(res, r)),
      total: Math.min(n, TOTAL_CAP),
      totalCapped: n > TOTAL_CAP,
      current: q.current,
      size: q.size,
    });
  });

  app.get('/:resource/:id', async (req) => {
    const res = resolve(req, 'list');
    const row = await findRow(db, res, req.user!.orgId, idOf(req));
    if (!row) throw notFound('记录不存在');
    return ok(toRecord(res, row));
  });

  app.post('/:resource', async (req) => {
    const res = resolve(req, 'create');
    const values = await validated(res, req.body, false);
    const user = req.user!;
    await checkRefsAndUnique(db, ctx, res, user.orgId, values);
    const extra = (await hooks[res.name]?.beforeWrite?.(values, { db, orgId: user.orgId, create: true })) ?? {};
    const created = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto(res.table)
        .values({ ...toColumns(res, values), ...extra, org_id: user.orgId, created_by: user.userId, updated_by: user.userId })
        .returningAll()
        .executeTakeFirstOrThrow();
      const rec = toRecord(res, row);
      await writeAudit(trx, user, { module: res.route.module, resource: res.name, recordId: rec.id as number, action: 'create', before: null, after: rec });
      return rec;
    }).catch(uniqueViolation);
    return ok(created);
  });

  app.put('/:resource/:id', async (req) => {
    const res = resolve(req, 'edit');
    const id = idOf(req);
    const values = await validated(res, req.body, true);
    const user = req.user!;
    await checkRefsAndUnique(db, ctx, res, user.orgId, values, id);
    const extra = (await hooks[res.name]?.beforeWrite?.(values, { db, orgId: user.orgId, create: false, id })) ?? {};
    const updated = await db.transaction().execute(async (trx) => {
      const before = await findRow(trx, res, user.orgId, id);
      if (!before) throw notFound('记录不存在');
      const row = await scoped(res, user.orgId, trx.updateTable(res.table).set({ ...toColumns(res, values), ...extra, updated_by: user.userId, update_time: new Date() }).where('id', '=', id))
        .returningAll()
        .executeTakeFirstOrThrow();
      const rec = toRecord(res, row);
      await writeAudit(trx, user, { module: res.route.module, resource: res.name, recordId: id, action: 'update', before: toRecord(res, before), after: rec });
      return rec;
    }).catch(uniqueViolation);
    return ok(updated);
  });

  app.delete('/:resource/:id', async (req) => {
    const res = resolve(req, 'delete');
    const id = idOf(req);
    const user = req.user!;
    await db.transaction().execute(async (trx) => {
      const before = await findRow(trx, res, user.orgId, id);
      if (!before) throw notFound('记录不存在');
      await hooks[res.name]?.beforeDelete?.({ db: trx, orgId: user.orgId, create: false, id });
      await scoped(res, user.orgId, trx.deleteFrom(res.table).where('id', '=', id)).execute();
      await writeAudit(trx, user, { module: res.route.module, resource: res.name, recordId: id, action: 'delete', before: toRecord(res, before), after: null });
    });
    return ok(true);
  });
}

function applyConditions(q: any, where: Condition[]) {
  for (const c of where) {
    q = q.where(c.column, c.op, c.value);
  }
  return q;
}

async function validated(res: DataResource, body: unknown, partial: boolean) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('请求体必须是一个对象 (object body expected)');
  const r = await validateRecord(res.fields, body as Record<string, unknown>, 'zh-CN', { partial });
  if (r.errors) throw badRequest(`数据校验失败: ${Object.values(r.errors)[0]}`, r.errors);
  // Rich text is shown as HTML: whatever arrives, only the safe subset is stored.
  for (const f of res.fields) {
    const v = r.values[f.name];
    if (f.kind === 'richtext' && typeof v === 'string') r.values[f.name] = sanitizeContent(v);
  }
  return r.values;
}

/** References must point at rows of the same organisation; unique codes must be free. */
async function checkRefsAndUnique(db: DB, ctx: AppContext, res: DataResource, orgId: number, values: Record<string, unknown>, selfId?: number) {
  const errors: Record<string, string> = {};
  for (const f of res.fields) {
    const v = values[f.name];
    if (v == null) continue;
    if (f.kind === 'ref' && f.ref) {
      const target = ctx.resources.get(f.ref);
      const found = target && (await db.selectFrom(target.table).select('id').where('id', '=', v as number).where('org_id', '=', orgId).executeTakeFirst());
      if (!found) errors[f.name] = `${f.label['zh-CN']}不存在`;
    }
    if (f.unique) {
      let q = db.selectFrom(res.table).select('id').where('org_id', '=', orgId).where(columnOf(f.name), '=', v as any);
      if (selfId) q = q.where('id', '!=', selfId);
      if (await q.executeTakeFirst()) errors[f.name] = `${f.label['zh-CN']}已存在`;
    }
  }
  const dup = Object.entries(errors).filter(([, m]) => m.endsWith('已存在'));
  if (dup.length && dup.length === Object.keys(errors).length) throw new ApiError(409, dup[0][1], { errors });
  if (Object.keys(errors).length) throw badRequest(`数据校验失败: ${Object.values(errors)[0]}`, errors);
}

// Two concurrent writers can both pass the pre-check; the unique index decides, answered as 409.
function uniqueViolation(e: unknown): never {
  if ((e as { code?: string })?.code === '23505') throw conflict('数据已存在 (duplicate)');
  throw e;
}
