import { describe, expect, it } from 'vitest';
import { manifestChanges, manifestRecords } from '../../../server/manifest/changes';
import { messageContent } from '../../../server/manifest/exchange';
import { manifestList } from '../../../src/resources/fieldsets/tracking';

/** The rules of the manifest exchange log (server/manifest): what a write submits, changes, deletes. */

const items = manifestList().items!;
const master = { masterFlag: true, quantity: 10, originalTime: '2026-11-20T02:00:00.000Z' };
const h1 = { masterFlag: false, hawbNumber: 'SHA0001', quantity: 4 };
const h2 = { masterFlag: false, hawbNumber: 'SHA0002', quantity: 6 };

describe('manifestChanges', () => {
  it('a new order submits every record; removing the order deletes every record', () => {
    expect(manifestChanges(null, [master, h1], items).map((c) => [c.type, c.hawbNumber])).toEqual([
      ['SUBMIT', null],
      ['SUBMIT', 'SHA0001'],
    ]);
    expect(manifestChanges([master, h1], [], items).map((c) => [c.type, c.hawbNumber])).toEqual([
      ['DELETE', null],
      ['DELETE', 'SHA0001'],
    ]);
  });

  it('knows records by master flag or house number, whatever their order in the list', () => {
    expect(manifestChanges([master, h1, h2], [h2, h1, master], items)).toEqual([]);
    const c = manifestChanges([master, h1], [{ ...h1, tallyTime: '2026-11-21T06:00:00.000Z' }, master], items);
    expect(c).toEqual([expect.objectContaining({ type: 'CHANGE', hawbNumber: 'SHA0001', fields: ['tallyTime'] })]);
  });

  it('does not count as changes what is stored differently but means the same', () => {
    // A number and its text, an unticked flag and a missing one, an empty text and none.
    expect(manifestChanges([h1], [{ hawbNumber: 'SHA0001', quantity: '4', remark: '' }], items)).toEqual([]);
    expect(manifestChanges(JSON.stringify([h1]), [h1], items)).toEqual([]);
  });

  it('a renumbered house waybill is one record deleted and another submitted', () => {
    expect(manifestChanges([h1], [{ ...h1, hawbNumber: 'SHA0009' }], items).map((c) => [c.type, c.hawbNumber])).toEqual([
      ['SUBMIT', 'SHA0009'],
      ['DELETE', 'SHA0001'],
    ]);
  });

  it('reads only records from what a client sent', () => {
    expect(manifestRecords([h1, 'x', null, [1], 3])).toEqual([h1]);
    expect(manifestRecords('not json')).toEqual([]);
    expect(manifestRecords(Array.from({ length: 500 }, () => h1))).toHaveLength(200);
  });
});

describe('messageContent', () => {
  it('says what was sent: the filled fields, or each changed field from old to new, times in Shanghai', () => {
    const [submitted] = manifestChanges([], [master], items);
    expect(messageContent(submitted, items)).toBe('舱单申报 主单：原始舱单 2026-11-20 10:00，件数 10');
    const [changed] = manifestChanges([h1], [{ ...h1, quantity: 5, passedTime: '2026-11-22T00:30:00.000Z' }], items);
    expect(messageContent(changed, items)).toBe('舱单变更 分单 SHA0001：放行 - → 2026-11-22 08:30；件数 4 → 5');
  });
});
