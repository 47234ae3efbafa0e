import { TRANSFER_MESSAGES, type Language } from '../../src/schemas';
import type { AppContext } from '../context';
import type { DB } from '../db';
import { conflict } from '../http/envelope';
import type { JobKind } from './worker';

const MAIL_BUSY = {
  'zh-CN': '上一封邮件正在发送，请稍候再发',
  'en-US': 'Your previous mail is still being sent; try again in a moment',
} as const;

/**
 * Queues a job for the worker. `attach` stores the job's input in the same transaction, so the
 * worker never sees a job without its file. A second queued or running job of the same kind for
 * the user is a 409 (a partial unique index decides, also between racing calls).
 */
export async function queueJob(
  ctx: AppContext,
  user: { userId: number; orgId: number; userName: string },
  kind: JobKind,
  resource: string,
  params: unknown,
  total: number | null,
  lang: Language,
  attach?: (trx: DB, jobId: number) => Promise<void>,
): Promise<number> {
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('sys_job')
        .values({
          org_id: user.orgId,
          user_id: user.userId,
          user_name: user.userName,
          kind,
          resource,
          params: JSON.stringify(params),
          progress_total: total,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await attach?.(trx, Number(row.id));
      return Number(row.id);
    });
    ctx.jobs.wake();
    return id;
  } catch (e) {
    if ((e as { code?: string }).code === '23505') {
      throw conflict(kind === 'mail' ? MAIL_BUSY[lang] : TRANSFER_MESSAGES[kind === 'export' ? 'exportBusy' : 'importBusy'][lang]);
    }
    throw e;
  }
}
