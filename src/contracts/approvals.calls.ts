import { callTable } from './calls';

/** Partner locks, unlock applications and approval decisions (docs/approvals.md). */
export const approvalCalls = callTable({
  approvalSetting: 'GET /prm/ics/approval/order/setting/org',
  unlockApply: ['POST /prm/ics/approval/order/apply', 'partnerLocks', 'approvals', 'messages', 'prm_coop'],
  unlockWithdraw: ['POST /prm/ics/approval/order/withdraw/:id', 'partnerLocks', 'approvals', 'messages'],
  partnerLock: ['POST /prm/coop/lock', 'partnerLocks', 'prm_coop'],
  partnerLocks: ['GET /prm/coop/locks/:coopId', 'partnerLocks'],
  approvalTask: ['GET /prm/api/approval/:id', 'approvals'],
  approvalDecide: ['POST /prm/api/approval/:id/:action', 'approvals', 'partnerLocks', 'messages', 'prm_coop'],
});
