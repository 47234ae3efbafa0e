import { describe, expect, it } from 'vitest';
import { businessToday, dayLabels } from '../../../src/pages/dashboard/statistics';

describe('the days of the dashboard statistics', () => {
  it('are Shanghai days, as the server counts them, whatever the browser zone', () => {
    // 17:00 UTC on 25 Nov is 01:00 on 26 Nov in Shanghai.
    const at = Date.UTC(2026, 10, 25, 17, 0);
    expect(businessToday(at).format('YYYY-MM-DD')).toBe('2026-11-26');
    expect(dayLabels(businessToday(at))).toEqual(['11/20', '11/21', '11/22', '11/23', '11/24', '11/25', '11/26']);
    expect(businessToday(Date.UTC(2026, 10, 25, 15, 59)).format('YYYY-MM-DD')).toBe('2026-11-25');
  });
});
