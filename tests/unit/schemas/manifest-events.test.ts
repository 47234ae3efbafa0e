import { describe, expect, it } from 'vitest';
import { manifestEvents, pieceWeightText } from '../../../src/schemas';

describe('pieceWeightText', () => {
  it('reads "N Pcs / W Kg", or just one of the two', () => {
    expect(pieceWeightText(10, 125.5)).toBe('10 Pcs / 125.5 Kg');
    expect(pieceWeightText(10, null)).toBe('10 Pcs');
    expect(pieceWeightText(null, 8)).toBe('8 Kg');
    expect(pieceWeightText('', 0)).toBe('');
    expect(pieceWeightText(undefined, undefined)).toBe('');
  });
});

describe('manifestEvents', () => {
  it('makes one event per time set, oldest first, naming master and house records', () => {
    const events = manifestEvents([
      { masterFlag: true, originalTime: '2026-11-02T08:00:00Z', tallyTime: '2026-11-03T09:00:00Z', quantity: 10, grossWeight: 100 },
      { masterFlag: false, hawbNumber: 'H123', originalTime: '2026-11-02T10:00:00Z', passedTime: '2026-11-04T00:00:00Z', quantity: 4 },
      { masterFlag: false, hawbNumber: '', tallyTime: '2026-11-01T00:00:00Z', grossWeight: 3 },
    ]);
    expect(events).toEqual([
      { remark: '理货 (分单)', eventTime: '2026-11-01T00:00:00Z', productInfo: '3 Kg' },
      { remark: '原始舱单 (主单)', eventTime: '2026-11-02T08:00:00Z', productInfo: '10 Pcs / 100 Kg' },
      { remark: '原始舱单 H123', eventTime: '2026-11-02T10:00:00Z', productInfo: '4 Pcs' },
      { remark: '理货 (主单)', eventTime: '2026-11-03T09:00:00Z', productInfo: '10 Pcs / 100 Kg' },
      { remark: '放行 H123', eventTime: '2026-11-04T00:00:00Z', productInfo: '4 Pcs' },
    ]);
  });

  it('ignores empty times, rows that are not objects, and answers [] for no list', () => {
    expect(manifestEvents(null)).toEqual([]);
    expect(manifestEvents('x')).toEqual([]);
    expect(manifestEvents([null, 3, { masterFlag: true, originalTime: '', tallyTime: null }])).toEqual([]);
  });

  it('keeps the record order for equal times and puts unreadable times last', () => {
    const events = manifestEvents([
      { masterFlag: true, originalTime: 'not a time', tallyTime: '2026-11-02T00:00:00Z' },
      { hawbNumber: 'H9', tallyTime: '2026-11-02T00:00:00Z' },
    ]);
    expect(events.map((e) => e.remark)).toEqual(['理货 (主单)', '理货 H9', '原始舱单 (主单)']);
  });
});
