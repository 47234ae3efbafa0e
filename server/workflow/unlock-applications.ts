import { APPROVAL_TEXT, STATE_LABELS, type ApprovalState } from '../../src/schemas/approvals';
import { SCOPE_NAMES, UNLOCK_EVENT_IDS, type BusinessScope } from '../../src/schemas/scopes';
import type { AppContext } from '../context';
import type { DB } from '../db';
import { ApiError, badRequest, conflict, notFound } from '../http/envelope';
import { writeAudit, type Actor } from '../resources/audit';
import { columnOf, toRecord } from '../resources/model';
import { findSetting } from './approval-settings';
import { decideApproval, registerApprovalKind, startApproval } from './approvals';
import { LOCK_LIST_RESOURCE, findPartner, insertLockListRow, partnerForUpdate, resourceOf, unlockPartnerScope } from './partner-locks';

/**
 * Unlock applications (docs/behaviour.md §1.2.4, §1.3, §1.4): a locked partner is unlocked for one scope either
 * at once (the organisation has no approval flow for the scope's unlock event) or when one of the
 * flow's approvers approves the application.
 */

export const UNLOCK_KIND = 'coop-unlock';
type Ctx = Pick<AppContext, 'resources'>;

/** The approval dialog's fields (docs/behaviour.md §1.3 "Approval application"). */
export interface UnlockApplication {
  coopId: number;
  businessScope: BusinessScope;
  eventApplicationContent?: string | null;
  eventApplicationRemark?: string | null;
}

export interface UnlockAnswer {
  applicationId: number;
  /** PENDING: waiting for an approver; NO_APPROVAL: unlocked at once. */
  status: 'PENDING' | 'NO_APPROVAL';
  unlocked: boolean;
  settingId: number | null;
}

const scopeName = (s: string) => SCOPE_NAMES[s as BusinessScope]?.['zh-CN'] ?? s;

/**
 * Applies to unlock a partner in a scope. 404: no such partner; 409: not locked there, an
 * application is already waiting, or the flow names no active approver (nobody could decide).
 */
export async function applyUnlock(trx: DB, ctx: Ctx, actor: Actor, input: UnlockApplication): Promise<UnlockAnswer> {
  const scope = input.businessScope;
  const eventId = UNLOCK_EVENT_IDS[scope];
  // The partner row is locked first: two applications for one partner queue here.
  const partner = await partnerForUpdate(trx, ctx, actor.orgId, input.coopId);
  if (!partner.lockedScopes.includes(scope)) throw conflict(APPROVAL_TEXT.notLocked(partner.coopName, scope));
  const list = resourceOf(ctx, LOCK_LIST_RESOURCE);
  const waiting = await trx
    .selectFrom(list.table)
    .select('id')
    .where('org_id', '=', actor.orgId)
    .where(columnOf('coopId'), '=', partner.id)
    .where(columnOf('businessScope'), '=', scope)
    .where(columnOf('approvalStatus'), '=', 'PENDING')
    .executeTakeFirst();
  if (waiting) throw conflict(APPROVAL_TEXT.pendingExists(partner.coopName, scope));

  const setting = await findSetting(trx, actor.orgId, eventId, scope);
  // Nobody approves their own application: the applicant is left out of the approvers.
  const approverIds = setting.approverIds.filter((id) => id !== actor.userId);
  if (setting.approval && !approverIds.length) throw new ApiError(409, APPROVAL_TEXT.noApprover);
  // An application for approval says why; a flow-less unlock needs no words.
  if (setting.approval && !input.eventApplicationContent)
    throw badRequest(APPROVAL_TEXT.contentRequired, { eventApplicationContent: APPROVAL_TEXT.contentRequired });
  const flow = setting.approval;
  const now = new Date();
  const row = await insertLockListRow(trx, ctx, actor, {
    coopId: partner.id,
    businessScope: scope,
    lockAction: 'UNLOCK',
    eventId,
    settingId: setting.settingId,
    eventApplicationContent: input.eventApplicationContent ?? null,
    eventApplicationRemark: input.eventApplicationRemark ?? null,
    appliedBy: actor.userName,
    applyTime: now,
    approvalStatus: flow ? 'PENDING' : 'NO_APPROVAL',
    ...(flow ? {} : { approvedBy: actor.userName, approveTime: now }),
  });
  const id = Number(row.id);
  await writeAudit(trx, actor, {
    module: list.route.module,
    resource: list.name,
    recordId: id,
    action: 'create',
    before: null,
    after: toRecord(list, row),
  });

  if (!flow) {
    await unlockPartnerScope(trx, ctx, actor, partner.id, scope);
    return { applicationId: id, status: 'NO_APPROVAL', unlocked: true, settingId: setting.settingId };
  }
  const content = [
    `申请人：${actor.userName}`,
    input.eventApplicationContent ? `申请内容：${input.eventApplicationContent}` : '',
    input.eventApplicationRemark ? `备注：${input.eventApplicationRemark}` : '',
  ]
    .filter(Boolean)
    .join('；');
  await startApproval(trx, {
    kind: UNLOCK_KIND,
    subjectId: id,
    eventId,
    businessScope: scope,
    title: APPROVAL_TEXT.taskTitle(partner.coopName),
    applicant: actor,
    approverIds,
    waiting: { title: APPROVAL_TEXT.waitingTitle(partner.coopName, scope), content },
  });
  return { applicationId: id, status: 'PENDING', unlocked: false, settingId: setting.settingId };
}

/** The applicant withdraws a waiting application (through any of its tasks: the engine checks the applicant). */
export async function withdrawUnlock(trx: DB, ctx: Ctx, actor: Actor, applicationId: number, remark: string | null) {
  const task = await trx
    .selectFrom('prm_approval')
    .select('id')
    .where('org_id', '=', actor.orgId)
    .where('kind', '=', UNLOCK_KIND)
    .where('subject_id', '=', applicationId)
    .orderBy('id')
    .executeTakeFirst();
  if (!task) {
    const list = resourceOf(ctx, LOCK_LIST_RESOURCE);
    const app = await trx
      .selectFrom(list.table)
      .select('approval_status')
      .where('org_id', '=', actor.orgId)
      .where('id', '=', applicationId)
      .executeTakeFirst();
    if (!app) throw notFound('申请不存在');
    throw new ApiError(409, APPROVAL_TEXT.decided(String(app.approval_status ?? '')));
  }
  return decideApproval(trx, ctx, actor, Number(task.id), 'withdraw', remark);
}

const field = (row: Record<string, unknown>, name: string) => row[columnOf(name)];

registerApprovalKind(UNLOCK_KIND, {
  resource: LOCK_LIST_RESOURCE,
  async onDecided(trx, ctx, actor, application, to) {
    if (to !== 'APPROVED') return;
    await unlockPartnerScope(trx, ctx, actor, Number(field(application, 'coopId')), field(application, 'businessScope') as BusinessScope);
  },
  async resultNotice(db, ctx, actor, application, to: ApprovalState, remark) {
    const scope = field(application, 'businessScope') as BusinessScope;
    const coop = (await findPartner(db, ctx, actor.orgId, Number(field(application, 'coopId'))))?.coopName ?? '';
    return {
      title: APPROVAL_TEXT.resultTitle(coop, scope, to),
      content: [`审批人：${actor.userName}`, `结果：${STATE_LABELS[to]['zh-CN']}`, remark ? `意见：${remark}` : '']
        .filter(Boolean)
        .join('；'),
    };
  },
  async details(db, ctx, orgId, application) {
    const coopId = Number(field(application, 'coopId'));
    const partner = await findPartner(db, ctx, orgId, coopId);
    const scope = String(field(application, 'businessScope'));
    return {
      applicationId: application.id,
      coopId,
      coopName: partner?.coopName ?? null,
      coopCode: partner?.coopCode ?? null,
      businessScope: scope,
      businessScopeName: scopeName(scope),
      eventId: field(application, 'eventId'),
      settingId: field(application, 'settingId'),
      eventApplicationContent: field(application, 'eventApplicationContent'),
      eventApplicationRemark: field(application, 'eventApplicationRemark'),
      appliedBy: field(application, 'appliedBy'),
      applyTime: field(application, 'applyTime'),
      // Whether the partner is still locked there (it may have been unlocked since).
      locked: partner ? partner.lockedScopes.includes(scope as BusinessScope) : false,
    };
  },
});
