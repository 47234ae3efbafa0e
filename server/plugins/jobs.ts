import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { disposition, XLSX_TYPE } from '../http/disposition';
import { badRequest, notFound, ok } from '../http/envelope';
import { idOr404 } from '../http/ids';
import { jobFileStream } from '../jobs/files';
import { contractRoutes } from '../http/contract-routes';
import { transfer } from '../../src/contracts/transfer';

/**
 * Status and files of the user's own jobs (docs/api-transfer.md). A job of another user, or one
 * past its day, is a 404: only its owner learns that it exists.
 */
export default async function jobsPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  const { db } = ctx;

  const ownJob = async (req: FastifyRequest) => {
    const id = idOr404((req.params as { id: string }).id, '任务不存在');
    const row = await db
      .selectFrom('sys_job')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', req.user!.userId)
      .where('org_id', '=', req.user!.orgId)
      .where('expires_at', '>', new Date())
      .executeTakeFirst();
    if (!row) throw notFound('任务不存在');
    return row;
  };

  const view = (row: Record<string, any>) => {
    const id = Number(row.id);
    const live = row.status === 'running' ? ctx.jobs.progressOf(id) : undefined;
    return {
      id,
      kind: row.kind,
      resource: row.resource,
      status: row.status,
      progressDone: live?.done ?? Number(row.progress_done),
      progressTotal: live?.total ?? (row.progress_total == null ? null : Number(row.progress_total)),
      message: row.message ?? null,
      result: row.result ?? null,
      fileName: row.file_name ?? null,
      fileSize: row.file_size == null ? null : Number(row.file_size),
      downloadUrl: row.status === 'done' && row.file_name ? `/api/jobs/${id}/file` : null,
      createTime: row.create_time,
      finishTime: row.finish_time ?? null,
      expiresAt: row.expires_at,
    };
  };

  handle(transfer.job, async (req) => ok(view(await ownJob(req))));

  /** The user's queued or running job of a kind, so a reopened dialog shows its progress. */
  handle(transfer.activeJob, async (req) => {
    const { kind } = req.params as { kind: string };
    if (kind !== 'export' && kind !== 'import') throw badRequest('kind 必须是 export 或 import', { kind: 'export | import' });
    const row = await db
      .selectFrom('sys_job')
      .selectAll()
      .where('user_id', '=', req.user!.userId)
      .where('org_id', '=', req.user!.orgId)
      .where('kind', '=', kind)
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirst();
    return ok(row ? view(row) : null);
  });

  handle(transfer.jobFile, async (req, reply) => {
    const row = await ownJob(req);
    if (row.status !== 'done' || !row.file_name) throw notFound('文件不存在或尚未生成');
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', disposition('attachment', row.file_name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-length', String(row.file_size))
      .send(jobFileStream(db, Number(row.id), 'output'));
  });
}
