import type { AppContext } from '../context';
import { ApiError } from '../http/envelope';
import type { JobHandler } from '../jobs/worker';
import { notify } from '../workflow/notify';
import { MAIL_KINDS, type MailForm, type MailKind } from '../../src/schemas/mail';
import { mailKeyOf } from '../settings/secret-box';
import { readSettings } from '../settings/store';
import { sendingAccount } from './account';
import { attachmentOf, loadSubject } from './documents';
import { sendThrough, smtpReason } from './transport';

/** What POST /afbase/mail/... queues (sys_job.params). No secret travels here. */
export interface MailJobParams extends MailForm {
  kind: MailKind;
  recordId: number;
  /** Users of the organisation among the cc recipients (from the cc setting): told in-app too. */
  ccUserIds: number[];
}

/**
 * Sends one mail in the background (docs/behaviour.md §E.7 "Long work"): the user's SMTP account as saved at
 * this moment, the record's PDF made now, the mail log row completed either way. A refusal fails the
 * job with the SMTP server's own words, which the dialog shows.
 */
export function mailJob(ctx: AppContext): JobHandler {
  const key = mailKeyOf(ctx.secrets);
  return async ({ job }) => {
    const p = job.params as MailJobParams;
    const finish = (status: 'SENT' | 'FAILED', message: string) =>
      ctx.db
        .updateTable('sys_mail_log')
        .set({ status, message: message.slice(0, 500), sent_time: status === 'SENT' ? new Date() : null })
        .where('job_id', '=', job.id)
        .where('org_id', '=', job.orgId)
        .execute();
    try {
      const res = ctx.resources.get(job.resource);
      if (!res) throw new ApiError(404, `未知的资源 ${job.resource}`);
      const account = sendingAccount(await readSettings(ctx.db, job.orgId, job.userId), key);
      const subject = await loadSubject(ctx.db, res, job.orgId, p.recordId);
      const attachment = await attachmentOf(ctx.db, ctx.workers, p.kind, subject);
      let info;
      try {
        info = await sendThrough(
          account,
          { to: p.to, cc: p.cc, subject: p.subject, text: p.content, attachments: attachment ? [attachment] : [] },
          ctx.config.mailTimeoutMs,
        );
      } catch (e) {
        throw new ApiError(502, `邮件发送失败: ${smtpReason(e)}`);
      }
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('sys_mail_log')
          .set({ status: 'SENT', message: info.messageId.slice(0, 500), sent_time: new Date() })
          .where('job_id', '=', job.id)
          .where('org_id', '=', job.orgId)
          .execute();
        const title = `${job.userName} ${MAIL_KINDS[p.kind].title['zh-CN']}: ${p.subject}`.slice(0, 200);
        await notify(trx, {
          orgId: job.orgId,
          userIds: p.ccUserIds.filter((u) => u !== job.userId),
          title,
          kind: MAIL_KINDS[p.kind].notifyKind,
          content: `收件人: ${p.to.join(', ')}${p.cc.length ? `\n抄送: ${p.cc.join(', ')}` : ''}`,
          link: `${res.route.path}/show/${p.recordId}`,
        });
      });
      return {
        result: { messageId: info.messageId, accepted: info.accepted, rejected: info.rejected, attachment: attachment?.filename ?? null },
      };
    } catch (e) {
      await finish('FAILED', e instanceof Error ? e.message : String(e));
      throw e instanceof ApiError ? e : new ApiError(502, `邮件发送失败: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
}
