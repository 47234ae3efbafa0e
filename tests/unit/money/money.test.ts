import { describe, expect, it } from 'vitest';
import { ANALYSIS_MAX_DAYS, analysisParamOf, parseAnalysisParam } from '../../../src/schemas/analysis-link';
import { BILL_TRANSITIONS, actionsFrom, feeServiceName, linesEditable, transitionOf } from '../../../src/schemas/bills';
import { baseAmount, formatDecimal, includedTax, lineAmount, minorUnitsOf, roundHalfUp, sum, toDecimal } from '../../../src/schemas/money';
import { recordSchema } from '../../../src/schemas/fields';
import { chargeFields } from '../../../src/resources/fieldsets/money';

describe('exact money', () => {
  it('adds 0.1 and 0.2 to 0.3, as decimal text', () => {
    expect(sum([0.1, 0.2]).toFixed(2)).toBe('0.30');
    expect(sum(['0.1', '0.2']).eq('0.3')).toBe(true);
    expect(sum(['12345678901234.56', '0.01']).toFixed(2)).toBe('12345678901234.57');
  });

  it('rounds half-up (away from zero) to the minor unit of CNY, USD and JPY', () => {
    expect(minorUnitsOf('CNY')).toBe(2);
    expect(minorUnitsOf('USD')).toBe(2);
    expect(minorUnitsOf('JPY')).toBe(0);
    expect(minorUnitsOf('KWD')).toBe(3);
    expect(minorUnitsOf('JPY', 2)).toBe(2); // the organisation's own table wins
    expect(roundHalfUp('1.005', 2)).toBe('1.01'); // a double would make 1.00
    expect(roundHalfUp('2.5', 0)).toBe('3'); // not banker's rounding
    expect(roundHalfUp('-2.5', 0)).toBe('-3');
    expect(lineAmount('0.125', '3', 2)).toBe('0.38');
    expect(lineAmount('100.5', '1', minorUnitsOf('JPY'))).toBe('101');
    expect(baseAmount('101', '0.047215', 2)).toBe('4.77');
    expect(includedTax('106', '6', 2)).toBe('6.00');
    expect(includedTax('100', '0', 2)).toBe('0.00');
  });

  it('reads decimals from text and numbers by their shortest form, nothing else', () => {
    expect(toDecimal(0.1)?.toString()).toBe('0.1');
    expect(toDecimal(' 12.50 ')?.toFixed(2)).toBe('12.50');
    for (const bad of ['1e3', 'abc', '', '1,000', null, undefined, Number.NaN, Infinity, {}])
      expect(toDecimal(bad), String(bad)).toBeNull();
    expect(formatDecimal('1234567.5', 2)).toBe('1,234,567.50');
    expect(formatDecimal('-0.5', 0)).toBe('-1');
    expect(formatDecimal('12345678901234.56', 2)).toBe('12,345,678,901,234.56');
  });

  it("checks money fields as text: the field's decimals, written out in full", async () => {
    const schema = recordSchema(
      chargeFields.filter((f) => f.name === 'unitPrice'),
      'zh-CN',
    );
    expect(((await schema.validate({ unitPrice: '1.5' })) as Record<string, unknown>).unitPrice).toBe('1.5000');
    expect(((await schema.validate({ unitPrice: 0.1 })) as Record<string, unknown>).unitPrice).toBe('0.1000');
    for (const bad of [0.1 + 0.2, '1.00001', '1e2', 'x', '99999999999999'])
      await expect(schema.validate({ unitPrice: bad }), String(bad)).rejects.toThrow();
  });
});

describe('bill states', () => {
  it('follows the transition table', () => {
    expect(transitionOf('AR', 'DRAFT', 'confirm')?.to).toBe('CONFIRMED');
    expect(transitionOf('AR', 'CONFIRMED', 'send')?.to).toBe('SENT');
    expect(transitionOf('AR', 'SENT', 'confirm')).toBeUndefined();
    expect(transitionOf('AP', 'SUBMITTED', 'approve')?.needs).toBe('approve');
    expect(transitionOf('AP', 'DRAFT', 'approve')).toBeUndefined();
    expect(
      actionsFrom('AP', 'REJECTED')
        .map((t) => t.action)
        .sort(),
    ).toEqual(['submit', 'void']);
    expect(linesEditable('DRAFT') && linesEditable('REJECTED')).toBe(true);
    for (const s of ['CONFIRMED', 'SENT', 'SUBMITTED', 'APPROVED', 'SETTLED', 'VOID']) expect(linesEditable(s), s).toBe(false);
    // No action leads out of a settled or void bill.
    expect(BILL_TRANSITIONS.some((t) => t.from.includes('SETTLED' as never) || t.from.includes('VOID' as never))).toBe(false);
  });

  it('names fee services as the user chose', () => {
    expect(feeServiceName('空运费', 'AIR FREIGHT', 'CN')).toBe('空运费');
    expect(feeServiceName('空运费', 'AIR FREIGHT', 'EN')).toBe('AIR FREIGHT');
    expect(feeServiceName('空运费', 'AIR FREIGHT', 'CN_EN')).toBe('空运费 <AIR FREIGHT>');
    expect(feeServiceName('空运费', 'AIR FREIGHT', 'EN_CN')).toBe('AIR FREIGHT <空运费>');
    expect(feeServiceName('空运费', null, 'EN')).toBe('空运费');
    expect(feeServiceName('空运费', '', 'CN_EN')).toBe('空运费');
    expect(feeServiceName(null, 'DOC', undefined)).toBe('DOC');
  });
});

describe("the dashboard's analysis link", () => {
  const link = { businessScope: 'SE' as const, unit: '天' as const, startDate: '2026-03-01', endDate: '2026-03-07' };

  it('reads back what the dashboard writes', () => {
    const o = decodeURIComponent(analysisParamOf(link));
    expect(parseAnalysisParam(o)).toEqual({
      filters: { businessScope: 'SE', periodUnit: 'DAY', periodDate_gte: '2026-03-01', periodDate_lte: '2026-03-07' },
    });
    expect(parseAnalysisParam(analysisParamOf(link))).toEqual(parseAnalysisParam(o)); // still encoded
    expect(parseAnalysisParam(JSON.stringify({ ...link, unit: '月', businessScope: 'ae' }))).toMatchObject({
      filters: { periodUnit: 'MONTH', businessScope: 'AE' },
    });
  });

  it('names what is wrong with a malformed one', () => {
    const bad: unknown[] = [
      undefined,
      '',
      'x',
      '[1]',
      'null',
      '"AE"',
      JSON.stringify({ ...link, businessScope: 'XX' }),
      JSON.stringify({ ...link, unit: 'week' }),
      JSON.stringify({ ...link, startDate: '2026-02-30' }),
      JSON.stringify({ ...link, startDate: '2026-03-08' }),
      JSON.stringify({ ...link, startDate: '2020-01-01' }),
      '%7B%ZZ',
      'x'.repeat(501),
      42,
    ];
    for (const o of bad) expect(parseAnalysisParam(o), String(o)).toHaveProperty('error');
    expect(ANALYSIS_MAX_DAYS).toBe(366);
  });
});
