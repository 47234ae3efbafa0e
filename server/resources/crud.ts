import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { crud, listAnswer, recordSchema } from '../../src/contracts/crud';
import type { AppContext } from '../context';
import { answerSerializer, contractRoutes } from '../http/contract-routes';
import { badRequest, notFound, ok } from '../http/envelope';
import { idOr404 } from '../http/ids';
import { resolveResource } from './access';
import { parseListQuery, TOTAL_CAP } from './list-query';
import { listPageAndTotal } from './list-rows';
import { listProjection, toRecord, type DataResource } from './model';
import { createRecord, deleteRecord, findRow, updateRecord, updateRecords } from './record-writes';
import { checkBatchRequest } from '../../src/schemas/batch-edit';
import { reportList } from '../reports/list';

/**
 * The generic CRUD contract (docs/behaviour.md §E.2) for every data resource of the registry:
 * GET /api/{r}, GET /api/{r}/{id}, POST /api/{r}, PUT /api/{r}/{id}, DELETE /api/{r}/{id}.
 * The organisation filter is added here, once, for every query; no handler can forget it.
 */
/**
 * What the user confirmed for a write (`?confirm=internalNumber`): the answer to a question the form
 * asked after a 409, e.g. 内部编号已存在，是否继续? (docs/orders.md).
 */
function confirmedOf(req: FastifyRequest): ReadonlySet<string> {
  const raw = (req.query as Record<string, unknown> | undefined)?.confirm;
  return new Set(
    ([] as unknown[])
      .concat(raw ?? [])
      .flatMap((v) => String(v).split(','))
      .map((v) => v.trim())
      .filter(Boolean),
  );
}

/**
 * Answers of a data route serialised with that route's own record schema (src/contracts/crud.ts:
 * every readable field typed), made once per resource; computed reports keep the generic row.
 */
const serializers = new WeakMap<DataResource, { list: (p: unknown) => string; record: (p: unknown) => string }>();
function serializersOf(res: DataResource) {
  let s = serializers.get(res);
  if (!s) {
    s = {
      list: answerSerializer(listAnswer(recordSchema(res.route, 'list')), `${res.name}.list`),
      record: answerSerializer(recordSchema(res.route), `${res.name}.one`),
    };
    serializers.set(res, s);
  }
  return s;
}
/** The answer, serialised as the resource's record (set last: a failure must keep the error envelope's serialiser). */
const asRecord = <T>(reply: FastifyReply, res: DataResource, answer: T): T => {
  reply.serializer(serializersOf(res).record);
  return answer;
};

export default async function crudPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const handle = contractRoutes(app, ctx);

  const resolve = (req: FastifyRequest, action: 'list' | 'create' | 'edit' | 'delete') => resolveResource(ctx, req, action);

  const idOf = (req: FastifyRequest) => idOr404((req.params as { id: string }).id, '记录不存在');

  handle(crud.list, async (req, reply) => {
    const res = resolve(req, 'list');
    // Computed reports: rows from their SQL source (server/reports), same filters, sort and paging.
    if (res.route.source) return ok(await reportList(ctx, res, req.user!.orgId, req.user!.userId, req.query as Record<string, unknown>));
    const q = parseListQuery(res, req.query as Record<string, unknown>);
    // The list columns (and any `fields` asked for), not the whole record: show and edit read that.
    const p = listProjection(res, q.fields);
    // A short page tells the total; only a full one needs the (capped) count (list-rows.ts listPageAndTotal).
    const { rows, total: n } = await listPageAndTotal(db, res, req.user!.orgId, q, p.columns, TOTAL_CAP, ctx.trigram);
    // The list columns in their own order; with extra fields asked for, the generic row keeps their order.
    if (!q.fields.length) reply.serializer(serializersOf(res).list);
    return ok({
      records: rows.map((r: any) => p.toRecord(r)),
      total: Math.min(n, TOTAL_CAP),
      totalCapped: n > TOTAL_CAP,
      current: q.current,
      size: q.size,
    });
  });

  handle(crud.one, async (req, reply) => {
    const res = resolve(req, 'list');
    if (res.route.source) throw notFound('报表行没有详情 (computed report rows have no detail)');
    const row = await findRow(db, res, req.user!.orgId, idOf(req));
    if (!row) throw notFound('记录不存在');
    return asRecord(reply, res, ok(toRecord(res, row)));
  });

  handle(crud.create, async (req, reply) => {
    const res = resolve(req, 'create');
    return asRecord(reply, res, ok(await createRecord(ctx, req.user!, res, req.body, confirmedOf(req))));
  });

  // 批量修改 (docs/api-office.md): the route's batch fields on the selected records, all or nothing.
  handle(crud.batch, async (req) => {
    const res = resolve(req, 'edit');
    if (!res.route.batchFields?.length) throw badRequest('此列表不支持批量修改');
    const check = checkBatchRequest(res.route, req.body);
    if (!check.ok) throw badRequest(check.message, Object.keys(check.errors).length ? check.errors : undefined);
    const records = await updateRecords(ctx, req.user!, res, check.ids, check.values);
    return ok({ updated: records.length, ids: check.ids });
  });

  handle(crud.update, async (req, reply) => {
    const res = resolve(req, 'edit');
    return asRecord(reply, res, ok(await updateRecord(ctx, req.user!, res, idOf(req), req.body, confirmedOf(req))));
  });

  handle(crud.remove, async (req) => {
    const res = resolve(req, 'delete');
    const id = idOf(req);
    await deleteRecord(ctx, req.user!, res, id);
    return ok(true);
  });
}
