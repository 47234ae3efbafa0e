import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../../src/schemas';
import type { AppContext } from '../context';
import { readUploadFile } from '../http/multipart';
import { disposition, XLSX_TYPE } from '../http/disposition';
import { badRequest, ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { labelOf } from '../export/columns';
import { checkUpload, type ImportParams } from '../import/import-job';
import { importTemplate } from '../import/template';
import { storeJobFile } from '../jobs/files';
import { queueJob } from '../jobs/queue';
import { resolveResource } from '../resources/access';
import { contractRoutes } from '../http/contract-routes';
import { transfer } from '../../src/contracts/transfer';

const flag = (v: unknown) => v === '1' || v === 'true';

/**
 * Import into any crud list (docs/api-transfer.md): the template, and the upload, which refuses
 * what is not a sound spreadsheet with the create form's required columns before anything is
 * stored, then queues the import job (a dry run, or the real thing).
 */
export default async function importsPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  // Multipart bodies here: one file of at most 10 MB per request.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });

  handle(transfer.importTemplate, async (req, reply) => {
    const res = resolveResource(ctx, req, 'import');
    const lang = requestLanguage(req);
    const label = labelOf(res.route.label, lang);
    const bytes = await importTemplate(res.fields, label, lang);
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', disposition('attachment', `${label}_${lang === 'zh-CN' ? '导入模板' : 'import template'}.xlsx`))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });

  handle(transfer.importUpload, async (req) => {
    const res = resolveResource(ctx, req, 'import');
    const lang = requestLanguage(req);
    const q = req.query as Record<string, string | undefined>;
    const mode = (q.mode ?? 'all') as ImportParams['mode'];
    const tzOffset = q.tzOffset === undefined ? -480 : Number(q.tzOffset);
    const errors: Record<string, string> = {};
    if (mode !== 'all' && mode !== 'good') errors.mode = 'all | good';
    if (!Number.isInteger(tzOffset) || Math.abs(tzOffset) > 840) errors.tzOffset = 'minutes';
    const updateExisting = flag(q.updateExisting);
    if (updateExisting && !res.fields.some((f) => f.unique && !f.readOnly)) {
      errors.updateExisting = lang === 'zh-CN' ? '该列表没有唯一编号，不能按编号更新' : 'This list has no unique key to update by';
    }
    if (Object.keys(errors).length) throw badRequest(lang === 'zh-CN' ? '导入参数错误' : 'Invalid import request', errors);
    const { bytes } = await readUploadFile(req, lang);
    // Judged, read to its first data row and its header checked in a worker thread.
    const rowsHint = await checkUpload(ctx, res, bytes, lang);
    const label = labelOf(res.route.label, lang);
    const params: ImportParams = {
      lang,
      tzOffset,
      mode,
      dryRun: flag(q.dryRun),
      updateExisting,
      reportName: `${label}_${lang === 'zh-CN' ? '导入错误报告' : 'import problems'}.xlsx`,
    };
    const jobId = await queueJob(ctx, req.user!, 'import', res.name, params, rowsHint, lang, (trx, id) =>
      storeJobFile(trx, id, 'input', bytes),
    );
    return ok({ jobId, rows: rowsHint });
  });
}
