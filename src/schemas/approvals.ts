import type { Bilingual } from './bilingual';
import { BUSINESS_SCOPES, SCOPE_NAMES, UNLOCK_EVENT_IDS, type BusinessScope } from './scopes';

/**
 * Approvals (docs/behaviour.md §1.2.4, §1.3, §1.4, §E.7): the states an application goes through and the
 * one table of transitions the server enforces. The browser reads the same table to know which
 * buttons a state offers; it decides nothing.
 */

/** States of an application. NO_APPROVAL: the organisation has no flow, so it took effect at once. */
export const APPROVAL_STATES = ['PENDING', 'APPROVED', 'REJECTED', 'WITHDRAWN', 'NO_APPROVAL'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

export type ApprovalAction = 'approve' | 'reject' | 'withdraw';

/** Who may take a transition: one of the flow's named approvers, or the applicant. */
export type ApprovalActor = 'approver' | 'applicant';

export interface ApprovalTransition {
  from: ApprovalState;
  action: ApprovalAction;
  to: ApprovalState;
  by: ApprovalActor;
}

/** Every allowed move. Anything not listed is refused (409 naming the state). */
export const APPROVAL_TRANSITIONS: readonly ApprovalTransition[] = Object.freeze([
  { from: 'PENDING', action: 'approve', to: 'APPROVED', by: 'approver' },
  { from: 'PENDING', action: 'reject', to: 'REJECTED', by: 'approver' },
  { from: 'PENDING', action: 'withdraw', to: 'WITHDRAWN', by: 'applicant' },
]);

/** Text limits of the dialogs, checked alike by the browser and the server. */
export const APPLICATION_CONTENT_MAX = 500;
export const APPLICATION_REMARK_MAX = 200;
export const DECISION_REMARK_MAX = 500;
export const LOCK_REASON_MAX = 200;

export const isApprovalAction = (a: unknown): a is ApprovalAction => a === 'approve' || a === 'reject' || a === 'withdraw';

export function transitionOf(from: string, action: ApprovalAction): ApprovalTransition | undefined {
  return APPROVAL_TRANSITIONS.find((t) => t.from === from && t.action === action);
}

/** The actions a state offers to an actor (the decision dialog's buttons). */
export const actionsFrom = (state: string, by: ApprovalActor): ApprovalAction[] =>
  APPROVAL_TRANSITIONS.filter((t) => t.from === state && t.by === by).map((t) => t.action);

/** The business scope whose partner-unlock approval an event id is (15 -> AE), or undefined. */
export function scopeOfUnlockEvent(eventId: number): BusinessScope | undefined {
  return BUSINESS_SCOPES.find((s) => UNLOCK_EVENT_IDS[s] === eventId);
}

export const isBusinessScope = (s: unknown): s is BusinessScope =>
  typeof s === 'string' && (BUSINESS_SCOPES as readonly string[]).includes(s);

/** The event name an unlock setting gets when none is given: "空运出口解锁审批". */
export const unlockEventName = (scope: BusinessScope) => `${SCOPE_NAMES[scope]['zh-CN']}解锁审批`;

/**
 * The Chinese texts the server answers and writes into messages (the interface language of the
 * product); the browser's own labels are in src/i18n/approvals.ts.
 */
export const APPROVAL_TEXT = {
  partnerLocked: (coop: string, scope: BusinessScope) =>
    `客户「${coop}」在${SCOPE_NAMES[scope]['zh-CN']}业务已被锁定，不能新建订单，请先申请解锁`,
  notLocked: (coop: string, scope: BusinessScope) => `合作伙伴「${coop}」在${SCOPE_NAMES[scope]['zh-CN']}业务未锁定，无需解锁`,
  alreadyLocked: (coop: string, scope: BusinessScope) => `合作伙伴「${coop}」在${SCOPE_NAMES[scope]['zh-CN']}业务已锁定`,
  pendingExists: (coop: string, scope: BusinessScope) => `合作伙伴「${coop}」在${SCOPE_NAMES[scope]['zh-CN']}业务已有待审批的解锁申请`,
  wrongEvent: (eventId: number, scope: BusinessScope) =>
    `事件 ${eventId} 不是${SCOPE_NAMES[scope]['zh-CN']}的解锁审批事件（应为 ${UNLOCK_EVENT_IDS[scope]}）`,
  scopeOfEvent: (eventId: number, scope: BusinessScope) =>
    `事件 ${eventId} 是${SCOPE_NAMES[scope]['zh-CN']}的解锁审批，业务范围应为 ${scope}`,
  decided: (state: string) => `该申请已处理（${STATE_LABELS[state as ApprovalState]?.['zh-CN'] ?? state}），不能再次审批`,
  notApprover: '您不是该审批的审批人',
  notApplicant: '只有申请人可以撤回申请',
  approverRequired: '需要审批时请至少指定一位审批人',
  contentRequired: '请填写申请内容',
  noApprover: '审批设置中没有申请人以外的可用审批人，请联系管理员',
  approverUnknown: '审批人必须是本公司的用户',
  settingExists: '该事件在此业务范围的审批设置已存在',
  taskTitle: (coop: string) => `客户解锁申请：${coop}`,
  waitingTitle: (coop: string, scope: BusinessScope) => `待审批：${coop}（${SCOPE_NAMES[scope]['zh-CN']}）解锁申请`,
  resultTitle: (coop: string, scope: BusinessScope, to: ApprovalState) =>
    `解锁申请${to === 'APPROVED' ? '已通过' : to === 'REJECTED' ? '已驳回' : '已撤回'}：${coop}（${SCOPE_NAMES[scope]['zh-CN']}）`,
  noticeTitle: (title: string) => `新公告：${title}`.slice(0, 200),
} as const;

/** Names of the states in both languages (the lock/unlock list's options, the dialogs). */
export const STATE_LABELS: Readonly<Record<ApprovalState, Bilingual>> = Object.freeze({
  PENDING: { 'zh-CN': '待审批', 'en-US': 'Pending' },
  APPROVED: { 'zh-CN': '已通过', 'en-US': 'Approved' },
  REJECTED: { 'zh-CN': '已驳回', 'en-US': 'Rejected' },
  WITHDRAWN: { 'zh-CN': '已撤回', 'en-US': 'Withdrawn' },
  NO_APPROVAL: { 'zh-CN': '无需审批', 'en-US': 'No approval needed' },
});
