import { pathOf } from '../../src/resources';
import {
  APPROVAL_TEXT,
  APPROVAL_TRANSITIONS,
  actionsFrom,
  transitionOf,
  type ApprovalAction,
  type ApprovalActor,
  type ApprovalState,
} from '../../src/schemas/approvals';
import type { AppContext } from '../context';
import type { DB } from '../db';
import { ApiError, forbidden, notFound } from '../http/envelope';
import { writeAudit, type Actor } from '../resources/audit';
import { toRecord, type DataResource } from '../resources/model';
import { notify } from './notify';

/**
 * The approvals engine (docs/behaviour.md §E.7, docs/approvals.md). An application is a row of its own data
 * resource (e.g. an unlock application in af_order_lock_unlock_list) whose approval_status follows
 * APPROVAL_TRANSITIONS; each named approver gets a task (a prm_approval row) that the bell counts
 * and /notification lists. A decision moves the application and all its tasks in one transaction,
 * is audited, does what the kind of application means (approve an unlock: the partner is unlocked)
 * and tells the applicant through notify().
 */

type Ctx = Pick<AppContext, 'resources'>;

export interface ApprovalKind {
  /** The data resource holding the applications (approval_status, approved_by, approve_time, decision_remark). */
  resource: string;
  /** What a decision does beyond the state, inside the decision's transaction. */
  onDecided(trx: DB, ctx: Ctx, actor: Actor, application: Record<string, unknown>, to: ApprovalState): Promise<void>;
  /** The applicant's message about the decision. */
  resultNotice(
    db: DB,
    ctx: Ctx,
    actor: Actor,
    application: Record<string, unknown>,
    to: ApprovalState,
    remark: string | null,
  ): Promise<{ title: string; content: string }>;
  /** The application as the decision dialog shows it. */
  details(db: DB, ctx: Ctx, orgId: number, application: Record<string, unknown>): Promise<Record<string, unknown>>;
}

const kinds = new Map<string, ApprovalKind>();

/** Adds a kind of application (done once by its module, e.g. unlock-applications.ts). */
export function registerApprovalKind(name: string, kind: ApprovalKind) {
  kinds.set(name, kind);
}

/** The in-app path that opens one task's decision dialog (messages link to it). */
export const approvalLink = (taskId: number) => `${pathOf('NotificationPage')}?id=0&approvalId=${taskId}`;

export interface StartApproval {
  kind: string;
  subjectId: number;
  eventId: number;
  businessScope: string | null;
  /** The task title the approvals tab shows. */
  title: string;
  applicant: Actor;
  approverIds: number[];
  /** The message each approver gets. */
  waiting: { title: string; content: string };
}

/** Opens the tasks of a new application, one per approver, and tells each approver. */
export async function startApproval(trx: DB, a: StartApproval): Promise<number[]> {
  const approvers = [...new Set(a.approverIds)];
  const tasks = await trx
    .insertInto('prm_approval')
    .values(
      approvers.map((approver) => ({
        org_id: a.applicant.orgId,
        approver_user_id: approver,
        title: a.title,
        business_scope: a.businessScope,
        applicant: a.applicant.userName,
        applicant_user_id: a.applicant.userId,
        status: 'PENDING',
        kind: a.kind,
        subject_id: a.subjectId,
        event_id: a.eventId,
      })),
    )
    .returning(['id', 'approver_user_id'])
    .execute();
  for (const t of tasks) {
    await notify(trx, {
      orgId: a.applicant.orgId,
      userIds: [Number(t.approver_user_id)],
      title: a.waiting.title,
      content: a.waiting.content,
      kind: 'approval',
      link: approvalLink(Number(t.id)),
    });
  }
  return tasks.map((t) => Number(t.id));
}

/** The one actor a transition's action belongs to (every action has one in the table). */
const actorOfAction = (action: ApprovalAction): ApprovalActor => APPROVAL_TRANSITIONS.find((t) => t.action === action)!.by;

function resourceOf(ctx: Ctx, kind: ApprovalKind): DataResource {
  const res = ctx.resources.get(kind.resource);
  if (!res) throw new Error(`resource ${kind.resource} is not in the registry`);
  return res;
}

/** A task of the user's organisation; 404 for anything else (another organisation's ids say nothing). */
async function taskOf(db: DB, orgId: number, taskId: number) {
  const task = await db.selectFrom('prm_approval').selectAll().where('org_id', '=', orgId).where('id', '=', taskId).executeTakeFirst();
  if (!task) throw notFound('审批不存在');
  return task as Record<string, any>;
}

/** Who the user is to a task: its approver, the applicant, or neither (403). */
function roleOf(task: Record<string, any>, actor: Actor): ApprovalActor | null {
  if (Number(task.approver_user_id) === actor.userId) return 'approver';
  if (task.applicant_user_id != null && Number(task.applicant_user_id) === actor.userId) return 'applicant';
  return null;
}

/**
 * Takes an action on a task's application. 404: not a task of the organisation; 403: the action is
 * not the user's (only the task's named approver approves or rejects, only the applicant
 * withdraws); 409: the application's state does not allow it (already decided).
 */
export async function decideApproval(
  trx: DB,
  ctx: Ctx,
  actor: Actor,
  taskId: number,
  action: ApprovalAction,
  remark: string | null,
): Promise<{ status: ApprovalState }> {
  const task = await taskOf(trx, actor.orgId, taskId);
  const by = actorOfAction(action);
  if (by === 'approver' ? Number(task.approver_user_id) !== actor.userId : Number(task.applicant_user_id) !== actor.userId) {
    throw forbidden(by === 'approver' ? APPROVAL_TEXT.notApprover : APPROVAL_TEXT.notApplicant);
  }
  const kind = task.kind ? kinds.get(task.kind) : undefined;
  const res = kind ? resourceOf(ctx, kind) : undefined;
  // One lock order for every decision: the application first (two approvers deciding at once
  // queue here, and the second then sees the first's state), then its tasks by id.
  const application = res
    ? await trx
        .selectFrom(res.table)
        .selectAll()
        .where('org_id', '=', actor.orgId)
        .where('id', '=', task.subject_id)
        .forUpdate()
        .executeTakeFirst()
    : undefined;
  let siblings = trx.selectFrom('prm_approval').select(['id', 'status']).where('org_id', '=', actor.orgId);
  siblings = task.kind
    ? siblings.where('kind', '=', task.kind).where('subject_id', '=', task.subject_id)
    : siblings.where('id', '=', taskId);
  const locked = await siblings.orderBy('id').forUpdate().execute();
  const current = locked.find((r: any) => Number(r.id) === taskId);
  const from = String(application?.approval_status ?? current?.status ?? task.status);
  const t = transitionOf(from, action);
  if (!t) throw new ApiError(409, APPROVAL_TEXT.decided(from), { status: from });

  const now = new Date();
  // All tasks of the application (an application without a kind is its one task).
  let tasks = trx
    .updateTable('prm_approval')
    .set({ status: t.to, decided_by: actor.userId, decided_by_name: actor.userName, decided_at: now, decision_remark: remark })
    .where('org_id', '=', actor.orgId);
  tasks = task.kind ? tasks.where('kind', '=', task.kind).where('subject_id', '=', task.subject_id) : tasks.where('id', '=', taskId);
  const closed = await tasks.returning('id').execute();
  // The approvers' "waiting" messages are done with.
  await trx
    .updateTable('sys_message')
    .set({ read_at: now })
    .where('org_id', '=', actor.orgId)
    .where('kind', '=', 'approval')
    .where('read_at', 'is', null)
    .where(
      'link',
      'in',
      closed.map((c) => approvalLink(Number(c.id))),
    )
    .execute();

  if (kind && res && application) {
    const updated = await trx
      .updateTable(res.table)
      .set({
        approval_status: t.to,
        approved_by: actor.userName,
        approve_time: now,
        decision_remark: remark,
        updated_by: actor.userId,
        update_time: now,
      })
      .where('org_id', '=', actor.orgId)
      .where('id', '=', application.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, {
      module: res.route.module,
      resource: res.name,
      recordId: Number(application.id),
      action: 'update',
      before: toRecord(res, application),
      after: toRecord(res, updated),
    });
    await kind.onDecided(trx, ctx, actor, updated, t.to);
    const applicant = Number(task.applicant_user_id);
    if (applicant && applicant !== actor.userId) {
      const n = await kind.resultNotice(trx, ctx, actor, updated, t.to, remark);
      await notify(trx, {
        orgId: actor.orgId,
        userIds: [applicant],
        title: n.title,
        content: n.content,
        kind: 'approval-result',
        link: `${res.route.path}/show/${application.id}`,
      });
    }
  } else {
    await writeAudit(trx, actor, {
      module: 'prm',
      resource: 'prm_approval',
      recordId: taskId,
      action: 'update',
      before: { status: from },
      after: { status: t.to, remark },
    });
  }
  return { status: t.to };
}

/** A task with its application, for the decision dialog; only its approver and the applicant see it. */
export async function approvalDetails(db: DB, ctx: Ctx, actor: Actor, taskId: number) {
  const task = await taskOf(db, actor.orgId, taskId);
  const role = roleOf(task, actor);
  if (!role) throw forbidden(APPROVAL_TEXT.notApprover);
  const kind = task.kind ? kinds.get(task.kind) : undefined;
  const res = kind ? resourceOf(ctx, kind) : undefined;
  const application = res
    ? await db.selectFrom(res.table).selectAll().where('org_id', '=', actor.orgId).where('id', '=', task.subject_id).executeTakeFirst()
    : undefined;
  const status = String(application?.approval_status ?? task.status);
  return {
    ...taskRecord(task),
    status,
    kind: task.kind ?? null,
    // The state's actions for this user; the server checks them again on the call.
    actions: actionsFrom(status, role),
    decidedBy: task.decided_by_name ?? null,
    decidedAt: task.decided_at ?? null,
    decisionRemark: task.decision_remark ?? null,
    application: kind && application ? await kind.details(db, ctx, actor.orgId, application) : null,
  };
}

/** A task as the approvals tab lists it. */
export const taskRecord = (r: Record<string, any>) => ({
  id: r.id,
  title: r.title,
  businessScope: r.business_scope,
  applicant: r.applicant,
  createTime: r.create_time,
  status: r.status,
  eventId: r.event_id ?? null,
});
