import { describe, expect, it } from 'vitest';
import { checkWeighing, volumeOfDimensions } from '../../../src/schemas/weighing';

describe('arrival weighing checks (src/schemas/weighing.ts)', () => {
  it('flags a piece 5 % heavier with its difference, and passes 3 % exactly', () => {
    const heavy = checkWeighing({ pieces: 1, weight: 105, volume: null }, { pieces: 1, weight: 100, volume: 0.5 });
    expect(heavy.flags).toEqual({ weight: true, volume: false, pieces: false });
    expect(heavy.differences.weight).toBe(5);
    expect(heavy.percent.weight).toBe(5);
    expect(checkWeighing({ pieces: 1, weight: 103, volume: null }, { pieces: 1, weight: 100, volume: null }).flags.weight).toBe(false);
  });

  it('flags more than 100 kg away whatever the percentage, volume over 10 % and any pieces mismatch', () => {
    const c = checkWeighing({ pieces: 9, weight: 10_101, volume: 2.21 }, { pieces: 10, weight: 10_000, volume: 2 });
    expect(c.flags).toEqual({ weight: true, volume: true, pieces: true });
    expect(c.differences).toEqual({ pieces: -1, weight: 101, volume: 0.21 });
    expect(c.percent.volume).toBe(10.5);
  });

  it('reads the volume of dimension texts in cm (items ; pieces last, * or /)', () => {
    expect(volumeOfDimensions('100*100*10*10')).toBe(1);
    expect(volumeOfDimensions('120/80/100/2;60*40*50*1')).toBe(2.04);
    expect(volumeOfDimensions('50*50*50')).toBe(0.125);
    expect(volumeOfDimensions('abc')).toBeNull();
    expect(volumeOfDimensions(null)).toBeNull();
  });
});
