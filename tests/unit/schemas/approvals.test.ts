import { describe, expect, it } from 'vitest';
import { APPROVAL_STATES, APPROVAL_TRANSITIONS, actionsFrom, scopeOfUnlockEvent, transitionOf } from '../../../src/schemas/approvals';
import { BUSINESS_SCOPES, UNLOCK_EVENT_IDS } from '../../../src/schemas/scopes';

describe('approval state machine', () => {
  it('lets a waiting application be approved or rejected by an approver, withdrawn by its applicant', () => {
    expect(transitionOf('PENDING', 'approve')).toMatchObject({ to: 'APPROVED', by: 'approver' });
    expect(transitionOf('PENDING', 'reject')).toMatchObject({ to: 'REJECTED', by: 'approver' });
    expect(transitionOf('PENDING', 'withdraw')).toMatchObject({ to: 'WITHDRAWN', by: 'applicant' });
    expect(actionsFrom('PENDING', 'approver')).toEqual(['approve', 'reject']);
    expect(actionsFrom('PENDING', 'applicant')).toEqual(['withdraw']);
  });

  it('never moves a decided application again', () => {
    for (const state of APPROVAL_STATES.filter((s) => s !== 'PENDING')) {
      for (const action of ['approve', 'reject', 'withdraw'] as const) expect(transitionOf(state, action)).toBeUndefined();
      expect(actionsFrom(state, 'approver')).toEqual([]);
    }
  });

  it('has one entry per state and action, into known states', () => {
    const keys = APPROVAL_TRANSITIONS.map((t) => `${t.from}:${t.action}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const t of APPROVAL_TRANSITIONS) expect(APPROVAL_STATES).toContain(t.to);
  });

  it('maps the unlock event ids of docs/behaviour.md §1.4 back to their scopes', () => {
    expect(BUSINESS_SCOPES.map((s) => UNLOCK_EVENT_IDS[s])).toEqual([15, 25, 27, 29, 31, 33, 35, 37]);
    for (const s of BUSINESS_SCOPES) expect(scopeOfUnlockEvent(UNLOCK_EVENT_IDS[s])).toBe(s);
    expect(scopeOfUnlockEvent(16)).toBeUndefined();
  });
});
