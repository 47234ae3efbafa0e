import { describe, expect, it } from 'vitest';
import { dropsAfter, moveColumn, stepColumn } from '../../../src/components/views/columnOrder';

const cols = [{ name: 'a', width: 120 }, { name: 'b' }, { name: 'c' }, { name: 'd', width: 300 }];
const names = (l: { name: string }[]) => l.map((c) => c.name).join('');

describe("reordering a list's columns", () => {
  it('puts a dragged column just before or after the one it is dropped on, the others keep their order', () => {
    expect(names(moveColumn(cols, 'd', 'a', false))).toBe('dabc');
    expect(names(moveColumn(cols, 'a', 'd', true))).toBe('bcda');
    expect(names(moveColumn(cols, 'a', 'c', false))).toBe('bacd');
    expect(names(moveColumn(cols, 'd', 'b', true))).toBe('abdc');
  });
  it("keeps each column's width with it and does not change the list it was given", () => {
    const moved = moveColumn(cols, 'd', 'a', false);
    expect(moved[0]).toEqual({ name: 'd', width: 300 });
    expect(moved[1]).toEqual({ name: 'a', width: 120 });
    expect(names(cols)).toBe('abcd');
  });
  it('changes nothing for a drop on itself, next to where it already is, or an unknown column', () => {
    expect(moveColumn(cols, 'b', 'b', true)).toBe(cols);
    expect(moveColumn(cols, 'b', 'c', false)).toBe(cols);
    expect(moveColumn(cols, 'b', 'a', true)).toBe(cols);
    expect(moveColumn(cols, 'x', 'a', false)).toBe(cols);
    expect(moveColumn(cols, 'a', 'x', false)).toBe(cols);
  });
  it('moves one place with ↑ ↓, never past either end', () => {
    expect(names(stepColumn(cols, 3, -1))).toBe('abdc');
    expect(names(stepColumn(cols, 0, 1))).toBe('bacd');
    expect(stepColumn(cols, 0, -1)).toBe(cols);
    expect(stepColumn(cols, 3, 1)).toBe(cols);
  });
  it('drops after a row in its lower half, before it in its upper half', () => {
    expect(dropsAfter(109, 100, 20)).toBe(false);
    expect(dropsAfter(111, 100, 20)).toBe(true);
  });
});
