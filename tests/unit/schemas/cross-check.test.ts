import { describe, expect, it } from 'vitest';
import { VOLUME_TOLERANCE, WEIGHT_MAX_DIFFERENCE, WEIGHT_TOLERANCE, crossCheck } from '../../../src/schemas';

describe('cargo cross-check (docs/behaviour.md §1.5.3, §1.9)', () => {
  it('exports the tolerances', () => {
    expect(WEIGHT_TOLERANCE).toBe(0.03);
    expect(WEIGHT_MAX_DIFFERENCE).toBe(100);
    expect(VOLUME_TOLERANCE).toBe(0.1);
  });

  it('answers all three flags', () => {
    expect(crossCheck({ weight: 110, volume: 2, pieces: 5 }, { weight: 100, volume: 2, pieces: 5 })).toEqual({
      weight: true,
      volume: false,
      pieces: false,
    });
    expect(crossCheck({ weight: 100, volume: 2.5, pieces: 4 }, { weight: 100, volume: 2, pieces: 5 })).toEqual({
      weight: false,
      volume: true,
      pieces: true,
    });
  });

  it.each<[number | string, number | string, boolean]>([
    // ±3 %: the boundary passes
    [103, 100, false],
    [97, 100, false],
    [103.01, 100, true],
    [96.99, 100, true],
    [1030, 1000, false],
    [970, 1000, false],
    [1030.5, 1000, true],
    [969.5, 1000, true],
    [12.669, 12.3, false],
    [11.931, 12.3, false],
    [12.67, 12.3, true],
    [11.93, 12.3, true],
    // more than 100 away: flagged even inside 3 %
    [5100, 5000, false],
    [4900, 5000, false],
    [5100.01, 5000, true],
    [4899.99, 5000, true],
    [10100, 10000, false],
    [10101, 10000, true],
    [9899, 10000, true],
    // references of zero: any difference is outside 3 %
    [0, 0, false],
    [0.1, 0, true],
    // strings from a form
    ['103', '100', false],
    ['103.5', 100, true],
    // identical
    [1234.56, 1234.56, false],
  ])('weight %j against %j -> %s', (weight, ref, flagged) => {
    expect(crossCheck({ weight }, { weight: ref }).weight).toBe(flagged);
  });

  it.each<[number, number, boolean]>([
    [11, 10, false],
    [9, 10, false],
    [11.01, 10, true],
    [8.99, 10, true],
    [13.53, 12.3, false],
    [11.07, 12.3, false],
    [13.54, 12.3, true],
    [11.06, 12.3, true],
    [1100, 1000, false],
    [1100.1, 1000, true], // no absolute cap on volume
    [0.001, 0, true],
  ])('volume %j against %j -> %s', (volume, ref, flagged) => {
    expect(crossCheck({ volume }, { volume: ref }).volume).toBe(flagged);
  });

  it.each<[number | string, number | string, boolean]>([
    [10, 10, false],
    [10, 11, true],
    [11, 10, true],
    ['10', 10, false],
    [0, 1, true],
  ])('pieces %j against %j -> %s', (pieces, ref, flagged) => {
    expect(crossCheck({ pieces }, { pieces: ref }).pieces).toBe(flagged);
  });

  it('never flags a missing or non-numeric figure on either side', () => {
    const none = { weight: false, volume: false, pieces: false };
    expect(crossCheck({}, { weight: 100, volume: 1, pieces: 1 })).toEqual(none);
    expect(crossCheck({ weight: 500, volume: 9, pieces: 9 }, {})).toEqual(none);
    expect(crossCheck({ weight: null, volume: undefined, pieces: '' }, { weight: 1, volume: 1, pieces: 1 })).toEqual(none);
    expect(crossCheck({ weight: 1, volume: 1, pieces: 1 }, { weight: null, volume: undefined, pieces: '  ' })).toEqual(none);
    expect(crossCheck({ weight: 'abc', volume: Number.NaN, pieces: 1 }, { weight: 1, volume: 1, pieces: 'x' })).toEqual(none);
  });
});
