import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { badRequest, forbidden, notFound, ok } from '../http/envelope';
import { queueJob } from '../jobs/queue';
import type { DataResource } from '../resources/model';
import { MAIL_KINDS, checkMailForm, isMailKind, type MailKind } from '../../src/schemas/mail';
import { buttonCode } from '../../src/resources';
import { sendingAccount } from '../mail/account';
import { attachmentNameOf, draftOf, loadSubject } from '../mail/documents';
import type { MailJobParams } from '../mail/mail-job';
import { mailKeyOf } from '../settings/secret-box';
import { readSettings } from '../settings/store';
import { contractRoutes } from '../http/contract-routes';
import { settings } from '../../src/contracts/settings';

const LOG_SHOWN = 50;

/**
 * Mails from a record through the user's own SMTP account (docs/settings.md "Mail"): 发送账单 on a
 * debit note, 发送货物通知 on an order. Sending needs the route's menu and its edit button (the
 * sending is recorded on the record), and the route must offer the kind (its panel in the registry).
 */
export default async function mailPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  const { db } = ctx;
  const key = mailKeyOf(ctx.secrets);

  function resolve(req: FastifyRequest, write: boolean): { res: DataResource; kind: MailKind | null; id: number } {
    const p = req.params as { kind?: string; resource: string; id: string };
    const res = ctx.resources.get(p.resource);
    if (!res) throw notFound(`未知的资源 ${p.resource}`);
    const user = req.user!;
    if (!user.menus.has(res.name)) throw forbidden();
    if (write && !user.buttons.has(buttonCode(res.name, 'edit'))) throw forbidden();
    let kind: MailKind | null = null;
    if (p.kind !== undefined) {
      if (!isMailKind(p.kind) || !res.route.panels?.includes(MAIL_KINDS[p.kind].panel)) throw notFound('该页面不能发送这类邮件');
      kind = p.kind;
    }
    const id = Number(p.id);
    if (!Number.isSafeInteger(id) || id <= 0) throw notFound('记录不存在');
    return { res, kind, id };
  }

  /** The user's cc setting of a kind as addresses, and who they are. */
  async function ccOf(orgId: number, ids: number[]) {
    if (!ids.length) return [];
    const rows = await db
      .selectFrom('hrs_user')
      .select(['id', 'user_name', 'user_email'])
      .where('org_id', '=', orgId)
      .where('id', 'in', ids)
      .where('status', '=', 1)
      .execute();
    return rows.filter((r) => r.user_email).map((r) => ({ value: Number(r.id), label: r.user_name, label4: r.user_email as string }));
  }

  handle(settings.mailDraft, async (req) => {
    const { res, kind, id } = resolve(req, true);
    const user = req.user!;
    const subject = await loadSubject(db, res, user.orgId, id);
    const stored = await readSettings(db, user.orgId, user.userId);
    const cc = await ccOf(user.orgId, stored.values[MAIL_KINDS[kind!].ccSetting] as number[]);
    let ready = true;
    let notReady: string | null = null;
    let from: { name: string | null; address: string } | null = null;
    try {
      const a = sendingAccount(stored, key);
      from = { name: a.fromName, address: a.fromAddress };
    } catch (e) {
      ready = false;
      notReady = (e as Error).message;
    }
    return ok({
      ...draftOf(kind!, subject),
      cc: cc.map((c) => c.label4),
      ccUsers: cc,
      attachmentName: attachmentNameOf(kind!, subject),
      from,
      ready,
      notReady,
    });
  });

  handle(settings.mailSend, async (req) => {
    const { res, kind, id } = resolve(req, true);
    const user = req.user!;
    const { form, errors } = checkMailForm(req.body);
    if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0], errors);
    const stored = await readSettings(db, user.orgId, user.userId);
    sendingAccount(stored, key);
    const subject = await loadSubject(db, res, user.orgId, id);
    const cc = await ccOf(user.orgId, stored.values[MAIL_KINDS[kind!].ccSetting] as number[]);
    const ccUserIds = cc.filter((c) => form.cc.includes(c.label4)).map((c) => c.value);
    const params: MailJobParams = { ...form, kind: kind!, recordId: id, ccUserIds };
    const jobId = await queueJob(ctx, user, 'mail', res.name, params, 1, 'zh-CN', async (trx, job) => {
      await trx
        .insertInto('sys_mail_log')
        .values({
          org_id: user.orgId,
          user_id: user.userId,
          user_name: user.userName,
          kind: kind!,
          resource: res.name,
          record_id: id,
          to_addresses: JSON.stringify(form.to),
          cc_addresses: JSON.stringify(form.cc),
          subject: form.subject,
          attachment_name: attachmentNameOf(kind!, subject),
          job_id: job,
        })
        .execute();
    });
    return ok({ jobId });
  });

  // What was sent from a record: newest first.
  handle(settings.mailLog, async (req) => {
    const { res, id } = resolve(req, false);
    const rows = await db
      .selectFrom('sys_mail_log')
      .selectAll()
      .where('org_id', '=', req.user!.orgId)
      .where('resource', '=', res.name)
      .where('record_id', '=', id)
      .orderBy('id', 'desc')
      .limit(LOG_SHOWN)
      .execute();
    return ok(
      rows.map((r: any) => ({
        id: Number(r.id),
        kind: r.kind,
        userName: r.user_name,
        to: r.to_addresses,
        cc: r.cc_addresses,
        subject: r.subject,
        attachmentName: r.attachment_name,
        status: r.status,
        message: r.message,
        jobId: r.job_id == null ? null : Number(r.job_id),
        createTime: r.create_time,
        sentTime: r.sent_time,
      })),
    );
  });
}
