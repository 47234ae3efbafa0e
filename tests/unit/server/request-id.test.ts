import { describe, expect, it } from 'vitest';
import { requestId } from '../../../server/http/request-id';

describe('request correlation ids (server/http/request-id.ts)', () => {
  it('are 12 hex characters, all different, also across refills of the random pool', () => {
    // 680 ids per pool: 5,000 cross seven refills.
    const ids = Array.from({ length: 5000 }, requestId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
