import { describe, expect, it } from 'vitest';
import {
  INITIAL_STATUS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  STAGE_OF_STATUS,
  nextStatuses,
  refusedTransition,
  stageAfter,
  transitionOf,
} from '../../../src/schemas/order-lifecycle';

describe('the order lifecycle (src/schemas/order-lifecycle.ts)', () => {
  it('never books a delivered or cancelled order again', () => {
    expect(nextStatuses('DELIVERED')).toEqual([]);
    expect(nextStatuses('CANCELLED')).toEqual([]);
    expect(transitionOf('DELIVERED', 'BOOKED')).toBeUndefined();
    expect(transitionOf('CANCELLED', 'BOOKED')).toBeUndefined();
  });

  it('moves a booking into operations and a provisional order into booking', () => {
    expect(stageAfter('ACCEPTED', 'BOOKING')).toBe('OPERATION');
    expect(stageAfter('BOOKED', 'PROVISIONAL')).toBe('BOOKING');
    expect(stageAfter('CANCELLED', 'BOOKING')).toBe('BOOKING');
    expect(transitionOf('BOOKED', 'ACCEPTED')?.action['zh-CN']).toBe('接单转操作');
  });

  it('has one row per change, between known statuses, none to the same status', () => {
    const keys = ORDER_TRANSITIONS.map((t) => `${t.from}>${t.to}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const t of ORDER_TRANSITIONS) {
      expect(ORDER_STATUSES).toContain(t.from);
      expect(ORDER_STATUSES).toContain(t.to);
      expect(t.from).not.toBe(t.to);
    }
    // Every status can be reached from a stage's first status.
    const reached = new Set<string>(Object.values(INITIAL_STATUS));
    for (let grew = true; grew; ) {
      grew = false;
      for (const t of ORDER_TRANSITIONS)
        if (reached.has(t.from) && !reached.has(t.to)) {
          reached.add(t.to);
          grew = true;
        }
    }
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
    for (const [stage, status] of Object.entries(INITIAL_STATUS)) expect(STAGE_OF_STATUS[status]).toBe(stage);
  });

  it('names both states when refusing', () => {
    expect(refusedTransition('DELIVERED', 'BOOKED')).toBe('订单状态不能从「已签收」变为「已订舱」');
    expect(refusedTransition('CANCELLED', 'DRAFT', 'en-US')).toBe('An order cannot go from "Cancelled" to "Draft"');
  });
});
