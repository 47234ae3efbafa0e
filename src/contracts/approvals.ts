import { approvalCalls } from './approvals.calls';
import { byHandler, defineCalls, menu } from './define';
import { ApprovalTask } from './notifications';
import { Enum, IdText, Json, Nullable, T } from './schema';

/**
 * The checks of these calls' fields (ids, scopes, the lengths of texts, the event of a scope) are the
 * workflow's own (server/plugins/approvals.ts Input), with its messages; the schemas say the types.
 */
const id = (description: string) => T.Optional(T.Union([T.Integer(), T.String()], { description }));
const text = (description: string) => T.Optional(Nullable(T.String({ description })));
const mayApply = byHandler('the partner list (prm_coop), the lock list or an order route of the scope');

export const approvals = defineCalls('approvals', approvalCalls, {
  approvalSetting: {
    summary: 'Whether an unlock in a scope needs approval (docs/behaviour.md §1.7)',
    access: mayApply,
    query: T.Object({
      eventId: id('the unlock event of the scope'),
      businessScope: T.Optional(T.String()),
      coopId: id('the partner (optional)'),
    }),
    answer: T.Object({ settingId: Nullable(T.Integer()), approval: T.Boolean() }),
  },
  unlockApply: {
    summary: 'Apply for the unlock of a partner in a scope (unlocked at once when no approval is set)',
    access: mayApply,
    body: T.Object({
      coopId: id('the partner'),
      businessScope: T.Optional(T.String()),
      eventId: id('the unlock event of the scope'),
      eventApplicationContent: text('申请内容'),
      eventApplicationRemark: text('申请备注'),
      coopName: T.Optional(T.String()),
      coopCode: T.Optional(T.String()),
      settingId: T.Optional(T.Unknown()),
    }),
    answer: T.Object({
      applicationId: T.Integer(),
      status: Enum(['PENDING', 'NO_APPROVAL']),
      unlocked: T.Boolean(),
      settingId: Nullable(T.Integer()),
    }),
  },
  unlockWithdraw: {
    summary: 'The applicant withdraws a waiting application',
    access: byHandler('the applicant only'),
    params: T.Object({ id: IdText }),
    body: T.Object({ remark: text('撤回说明') }),
    answer: T.Object({ status: T.String() }),
  },
  partnerLock: {
    summary: 'Lock a partner in a scope',
    access: menu('prm_coop', 'prm_coop:lock'),
    body: T.Object({ coopId: id('the partner'), businessScope: T.Optional(T.String()), lockReason: text('锁定原因') }),
    answer: T.Object({ id: T.Integer(), lockedScopes: T.Array(T.String()) }),
  },
  partnerLocks: {
    summary: "A partner's lock state per scope, with the last lock's reason and any waiting application",
    access: menu('prm_coop'),
    params: T.Object({ coopId: IdText }),
    answer: T.Object({
      coopId: T.Integer(),
      coopName: Nullable(T.String()),
      coopCode: Nullable(T.String()),
      scopes: T.Array(
        T.Object({
          businessScope: T.String(),
          businessScopeName: T.String(),
          eventId: T.Integer(),
          locked: T.Boolean(),
          lockReason: Nullable(T.String()),
          lockedBy: Nullable(T.String()),
          lockTime: Json('when it was locked'),
          pendingApplicationId: Nullable(T.Integer()),
          pendingAppliedBy: Nullable(T.String()),
          pendingIsMine: T.Boolean(),
        }),
      ),
    }),
  },
  approvalTask: {
    summary: 'One approval task with its application (the decision dialog)',
    access: byHandler('its approver or the applicant'),
    params: T.Object({ id: IdText }),
    answer: T.Object({
      ...ApprovalTask.properties,
      kind: Nullable(T.String()),
      actions: T.Array(T.String({ description: 'approve, reject, withdraw' })),
      decidedBy: Nullable(T.String()),
      decidedAt: Json('when it was decided'),
      decisionRemark: Nullable(T.String()),
      application: Nullable(
        T.Object(
          {},
          { additionalProperties: true, description: 'the application, as its kind describes it (an unlock: partner, scope, content...)' },
        ),
      ),
    }),
  },
  approvalDecide: {
    summary: 'Approve or reject a task (a remark is required to reject)',
    access: byHandler("the task's approver"),
    params: T.Object({ id: IdText, action: T.String({ description: 'approve | reject' }) }),
    body: T.Object({ remark: text('审批意见') }),
    answer: T.Object({ status: T.String() }),
    errors: { 409: 'the task was already decided' },
  },
});
