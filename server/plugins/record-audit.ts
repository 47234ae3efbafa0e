import type { FastifyInstance } from 'fastify';
import { AUDIT_TABLE } from '../../src/resources/fieldsets/audit';
import type { AppContext } from '../context';
import { notFound, ok } from '../http/envelope';
import { idOr404 } from '../http/ids';
import { resolveResource } from '../resources/access';
import { findRow } from '../resources/record-writes';
import { contractRoutes } from '../http/contract-routes';
import { lists } from '../../src/contracts/lists';

/** The newest changes one answer carries; older ones stay in the module's change log (/hrs_log, /prm_log). */
export const AUDIT_TRAIL_MAX = 100;

/** Fields every record has whose change says nothing to a reader (the time of the change is the entry's own). */
const SKIPPED = new Set(['id', 'createTime', 'updateTime', 'createdBy', 'updatedBy']);

export interface AuditChange {
  field: string;
  from: unknown;
  to: unknown;
}

const parse = (v: unknown): Record<string, unknown> | null => {
  if (v == null) return null;
  if (typeof v === 'object') return v as Record<string, unknown>;
  try {
    const o = JSON.parse(String(v));
    return o && typeof o === 'object' ? o : null;
  } catch {
    return null;
  }
};

/** What one audit row changed, field by field, among the fields `shown` (a view's readable fields). */
export function changesOf(
  action: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  shown: ReadonlySet<string>,
): AuditChange[] {
  const out: AuditChange[] = [];
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const name of names) {
    if (SKIPPED.has(name) || !shown.has(name)) continue;
    const from = before?.[name] ?? null;
    const to = after?.[name] ?? null;
    if (action === 'update' && JSON.stringify(from) === JSON.stringify(to)) continue;
    if (action === 'create' && to === null) continue;
    out.push({ field: name, from: action === 'create' ? null : from, to: action === 'delete' ? null : to });
  }
  return out;
}

/**
 * GET /api/{resource}/{id}/audit: who changed what of one record, from what to what, when (the
 * workspace's 日志 tab; docs/orders.md "The order workspace"). The record must be one the route shows
 * (organisation and view condition, 404 otherwise); its changes through any route of its table count
 * (an order changed on 出口订舱 and on 出口操作 is one order), but only the fields this route shows
 * are told. Newest first, at most AUDIT_TRAIL_MAX entries.
 */
export default async function recordAuditPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  handle(lists.recordAudit, async (req) => {
    const res = resolveResource(ctx, req, 'list');
    const id = idOr404((req.params as { id: string }).id, '记录不存在');
    if (res.route.source || !(await findRow(ctx.db, res, req.user!.orgId, id))) throw notFound('记录不存在');
    const siblings = [...ctx.resources.values()].filter((r) => r.table === res.table).map((r) => r.name);
    const rows = (await ctx.db
      .selectFrom(AUDIT_TABLE as any)
      .select(['id', 'action', 'user_name', 'create_time', 'before_data', 'after_data'] as any)
      .where('org_id' as any, '=', req.user!.orgId)
      .where('record_id' as any, '=', String(id))
      .where('resource' as any, 'in', siblings)
      .orderBy('id' as any, 'desc')
      .limit(AUDIT_TRAIL_MAX + 1)
      .execute()) as Record<string, unknown>[];
    const shown = new Set(res.readers.keys());
    return ok({
      entries: rows.slice(0, AUDIT_TRAIL_MAX).map((r) => ({
        id: Number(r.id),
        action: String(r.action),
        userName: r.user_name ?? null,
        time: r.create_time,
        changes: changesOf(String(r.action), parse(r.before_data), parse(r.after_data), shown),
      })),
      more: rows.length > AUDIT_TRAIL_MAX,
    });
  });
}
