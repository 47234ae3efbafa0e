import { describe, expect, it } from 'vitest';
import { dateText, dateTimeText, formatTime } from '../../../src/components/display/dates';
import { dash, EMPTY, isEmptyValue } from '../../../src/components/display/empty';
import { moneyText } from '../../../src/components/display/money';

/** The one home of empty-value, date and amount display (docs/architecture.md "Texts"). */
describe('empty values', () => {
  it("shows '-' for null, undefined and blank text, the value otherwise", () => {
    expect(EMPTY).toBe('-');
    for (const v of [null, undefined, '', '   ']) expect(dash(v)).toBe('-');
    expect(dash(0)).toBe('0');
    expect(dash(false)).toBe('false');
    expect(dash(' SHA ')).toBe(' SHA ');
    expect(dash(12.5)).toBe('12.5');
  });

  it('counts only null, undefined and the empty text as empty', () => {
    expect([null, undefined, ''].map(isEmptyValue)).toEqual([true, true, true]);
    expect([0, ' ', false].map(isEmptyValue)).toEqual([false, false, false]);
  });

  it("shows an amount with separators and its places, '-' for none", () => {
    expect(moneyText('1234.5')).toBe('1,234.50');
    expect(moneyText('1234.5', 3)).toBe('1,234.500');
    expect(moneyText(null)).toBe('-');
    expect(moneyText('')).toBe('-');
  });
});

describe('dates', () => {
  it("shows a time to the minute and a day, '-' when empty", () => {
    expect(dateTimeText('2026-11-29T06:05:09')).toBe('2026-11-29 06:05');
    expect(dateText('2026-11-29T06:05:09')).toBe('2026-11-29');
    for (const v of [null, undefined, '', ' ']) {
      expect(dateTimeText(v)).toBe('-');
      expect(dateText(v)).toBe('-');
    }
  });

  it('keeps a value that is no date as it came', () => {
    expect(dateTimeText('soon')).toBe('soon');
    expect(dateText('n/a')).toBe('n/a');
  });

  it("shows an event time to the minute, a bare date as a date, '' when empty", () => {
    expect(formatTime('2026-11-29')).toBe('2026-11-29');
    expect(formatTime('2026-11-29T06:05:09')).toBe('2026-11-29 06:05');
    expect(formatTime('')).toBe('');
    expect(formatTime(null)).toBe('');
    expect(formatTime('later')).toBe('later');
  });
});
