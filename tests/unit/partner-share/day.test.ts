import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '../../../src/features/partner-share/LinkBox';

/** The partner pages show days: a time is the day it falls on for the reader, a date stays as it is. */
describe('dayOf on a reader in Shanghai', () => {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Asia/Shanghai';
  });
  afterAll(() => {
    process.env.TZ = before;
  });

  it('shows an order created at 01:30 local time (17:30 UTC the day before) on its local day', () => {
    expect(dayOf('2026-03-01T17:30:00.000Z')).toBe('2026-03-02');
    expect(dayOf('2026-03-01T15:59:59.000Z')).toBe('2026-03-01');
  });

  it('keeps a date as the day it names', () => {
    expect(dayOf('2026-03-01')).toBe('2026-03-01');
  });

  it('shows a dash for nothing and the text itself for what is not a time', () => {
    expect(dayOf(null)).toBe('-');
    expect(dayOf('')).toBe('-');
    expect(dayOf('soon')).toBe('soon');
  });
});
