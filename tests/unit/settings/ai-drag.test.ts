import { describe, expect, it } from 'vitest';
import { clampInto, isClick } from '../../../src/components/ai/drag';

describe('the AI button drag', () => {
  const view = { width: 1000, height: 600 };
  it('keeps the whole button inside the window', () => {
    expect(clampInto({ x: -50, y: 300 }, 48, view)).toEqual({ x: 0, y: 300 });
    expect(clampInto({ x: 990, y: 700 }, 48, view)).toEqual({ x: 952, y: 552 });
    expect(clampInto({ x: 10, y: 10 }, 48, { width: 20, height: 20 })).toEqual({ x: 0, y: 0 });
  });
  it('counts a press as a click only when it moved at most 5 px', () => {
    expect(isClick({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(true);
    expect(isClick({ x: 0, y: 0 }, { x: 4, y: 4 })).toBe(false);
  });
});
