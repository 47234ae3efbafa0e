import type { FastifyInstance } from 'fastify';
import { exportTooMany } from '../../src/schemas';
import type { AppContext } from '../context';
import { badRequest, ok } from '../http/envelope';
import { queueJob } from '../jobs/queue';
import { requestLanguage } from '../http/language';
import { defaultColumns, exportableFields, labelOf } from '../export/columns';
import type { ExportParams } from '../export/export-job';
import { exportSourceFor } from '../export/sources';
import { sheetNameOf } from '../export/xlsx';
import { resolveResource } from '../resources/access';
import { contractRoutes } from '../http/contract-routes';
import { transfer } from '../../src/contracts/transfer';

/**
 * Export of any list or report (docs/api-transfer.md): the column choice of the export dialog
 * (remembered per user and route) and the start call, which checks everything, counts the rows
 * against the ceiling and queues a job; the file is fetched from /api/jobs/{id}/file when it is done.
 */
export default async function exportsPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  const { db } = ctx;

  const savedChoice = (userId: number, resource: string) =>
    db
      .selectFrom('sys_export_choice')
      .select(['mode', 'fields'])
      .where('user_id', '=', userId)
      .where('resource', '=', resource)
      .executeTakeFirst();

  handle(transfer.exportColumns, async (req) => {
    const res = resolveResource(ctx, req, 'export');
    const user = req.user!;
    const lang = requestLanguage(req);
    const source = exportSourceFor({ ctx, res, orgId: user.orgId, userId: user.userId, query: {} });
    const columns = exportableFields(source.fields);
    const known = new Set(columns.map((f) => f.name));
    const defaults = defaultColumns(source.fields);
    const saved = await savedChoice(user.userId, res.name);
    return ok({
      mode: saved?.mode === 'default' ? 'default' : 'custom',
      fields: ((saved?.fields as string[] | undefined) ?? defaults).filter((n) => known.has(n)),
      defaultFields: defaults,
      columns: columns.map((f) => ({ name: f.name, label: labelOf(f.label, lang) })),
      maxRows: ctx.config.exportMaxRows,
    });
  });

  handle(transfer.exportStart, async (req) => {
    const res = resolveResource(ctx, req, 'export');
    const user = req.user!;
    const lang = requestLanguage(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const errors: Record<string, string> = {};
    const mode = (body.mode ?? 'custom') as ExportParams['mode'];
    if (mode !== 'custom' && mode !== 'default') errors.mode = 'custom | default';
    const query = body.query ?? {};
    if (
      typeof query !== 'object' ||
      Array.isArray(query) ||
      Object.values(query as object).some((v) => typeof v !== 'string' && !(Array.isArray(v) && v.every((x) => typeof x === 'string')))
    ) {
      errors.query = lang === 'zh-CN' ? '查询条件必须是字段到文本的对象' : 'query must map parameters to text';
    }
    const tzOffset = body.tzOffset === undefined ? -480 : Number(body.tzOffset);
    if (!Number.isInteger(tzOffset) || Math.abs(tzOffset) > 840)
      errors.tzOffset = lang === 'zh-CN' ? '时区偏移无效' : 'invalid time zone offset';
    if (Object.keys(errors).length) throw badRequest(lang === 'zh-CN' ? '导出参数错误' : 'Invalid export request', errors);

    // The list's own query parser: an unknown filter or sort is the same 400 as on the list.
    const source = exportSourceFor({ ctx, res, orgId: user.orgId, userId: user.userId, query: query as Record<string, unknown> });
    const known = new Set(exportableFields(source.fields).map((f) => f.name));
    const saved = await savedChoice(user.userId, res.name);
    let custom = (saved?.fields as string[] | undefined) ?? defaultColumns(source.fields);
    if (body.fields !== undefined) {
      const list = body.fields;
      if (
        !Array.isArray(list) ||
        list.length === 0 ||
        list.length > known.size ||
        list.some((n) => typeof n !== 'string' || !known.has(n)) ||
        new Set(list).size !== list.length
      ) {
        throw badRequest(lang === 'zh-CN' ? '请选择要导出的字段' : 'Choose the fields to export', {
          fields: lang === 'zh-CN' ? '字段无效' : 'unknown or repeated field',
        });
      }
      custom = list as string[];
    }
    // 默认字段 follow the columns the list shows when the browser names them (a saved view's columns).
    let shown = defaultColumns(source.fields);
    if (body.viewColumns !== undefined) {
      const list = body.viewColumns;
      if (
        !Array.isArray(list) ||
        list.length === 0 ||
        list.length > known.size ||
        list.some((n) => typeof n !== 'string' || !known.has(n)) ||
        new Set(list).size !== list.length
      ) {
        throw badRequest(lang === 'zh-CN' ? '列表的列无效' : 'Invalid list columns', {
          viewColumns: lang === 'zh-CN' ? '字段无效' : 'unknown or repeated field',
        });
      }
      shown = list as string[];
    }
    const fields = mode === 'default' ? shown : custom.filter((n) => known.has(n));
    if (!fields.length) throw badRequest(lang === 'zh-CN' ? '请选择要导出的字段' : 'Choose the fields to export', { fields: 'empty' });

    const max = ctx.config.exportMaxRows;
    const total = await source.count(max);
    if (total > max) throw badRequest(exportTooMany(max, lang), { total: `>${max}` });

    await db
      .insertInto('sys_export_choice')
      .values({ user_id: user.userId, resource: res.name, mode, fields: JSON.stringify(custom) })
      .onConflict((oc) =>
        oc.columns(['user_id', 'resource']).doUpdateSet({ mode, fields: JSON.stringify(custom), update_time: new Date() }),
      )
      .execute();

    const label = labelOf(res.route.label, lang);
    const params: ExportParams = {
      mode,
      fields,
      query: query as Record<string, unknown>,
      lang,
      tzOffset,
      fileName: `${label}_${stamp(tzOffset)}.xlsx`,
      sheetName: sheetNameOf(label),
    };
    const job = await queueJob(ctx, user, 'export', res.name, params, total, lang);
    return ok({ jobId: job, total });
  });
}

/** 20260401_093000 in the user's time zone: file names sort by when they were made. */
function stamp(tzOffset: number) {
  const d = new Date(Date.now() - tzOffset * 60_000).toISOString();
  return `${d.slice(0, 10).replace(/-/g, '')}_${d.slice(11, 19).replace(/:/g, '')}`;
}
