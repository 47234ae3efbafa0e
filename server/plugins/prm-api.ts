import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { notFound, ok } from '../http/envelope';
import { idOr404 } from '../http/ids';
import { pageOf } from '../http/paging';
import { taskRecord } from '../workflow/approvals';
import { contractRoutes } from '../http/contract-routes';
import { notifications } from '../../src/contracts/notifications';

/**
 * /prm/api: approvals waiting for the user (their tasks, server/workflow/approvals.ts) and their
 * messages (written by server/workflow/notify.ts): the top-bar notification counts, docs/behaviour.md §2.2.3.
 * The `orgId` / `userId` query parameters of the original calls are accepted but ignored: the session decides.
 */
export default async function prmApiPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  const { db } = ctx;

  handle(notifications.toDo, async (req) => {
    const { userId, orgId } = req.user!;
    const { current, size, offset } = pageOf(req.query as any, 10);
    const base = db
      .selectFrom('prm_approval')
      .where('org_id', '=', orgId)
      .where('approver_user_id', '=', userId)
      .where('status', '=', 'PENDING');
    const [rows, total] = await Promise.all([
      base
        .select(['id', 'title', 'business_scope', 'applicant', 'create_time', 'status', 'event_id'])
        .orderBy('create_time', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(size)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('c')).executeTakeFirst(),
    ]);
    return ok({
      records: rows.map(taskRecord),
      total: Number(total?.c ?? 0),
      current,
      size,
    });
  });

  const mine = (orgId: number, userId: number) => db.selectFrom('sys_message').where('org_id', '=', orgId).where('user_id', '=', userId);

  handle(notifications.haveMessage, async (req) => {
    const r = await mine(req.user!.orgId, req.user!.userId)
      .where('read_at', 'is', null)
      .select((eb) => eb.fn.countAll<number>().as('c'))
      .executeTakeFirst();
    return ok(Number(r?.c ?? 0));
  });

  handle(notifications.messageList, async (req) => {
    const { current, size, offset } = pageOf(req.query as any, 10);
    const base = mine(req.user!.orgId, req.user!.userId);
    const [rows, total] = await Promise.all([
      base
        .select(['id', 'title', 'content', 'create_time', 'read_at', 'kind', 'link'])
        .orderBy('create_time', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(size)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('c')).executeTakeFirst(),
    ]);
    return ok({
      // kind: what happened (server/workflow/notify.ts); link: the in-app path the message opens.
      records: rows.map((r: any) => ({
        id: r.id,
        title: r.title,
        content: r.content,
        createTime: r.create_time,
        read: r.read_at != null,
        kind: r.kind ?? null,
        link: r.link ?? null,
      })),
      total: Number(total?.c ?? 0),
      current,
      size,
    });
  });

  handle(notifications.messageRead, async (req) => {
    const id = idOr404((req.params as { id: string }).id, '消息不存在');
    const { orgId, userId } = req.user!;
    const row = await mine(orgId, userId).select(['id', 'read_at']).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('消息不存在');
    if (row.read_at == null) {
      await db
        .updateTable('sys_message')
        .set({ read_at: new Date() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('org_id', '=', orgId)
        .where('read_at', 'is', null)
        .execute();
    }
    return ok(true);
  });
}
