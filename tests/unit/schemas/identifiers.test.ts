import { describe, expect, it } from 'vitest';
import { containerCheckDigit, isChinaIdCard, isContainerNumber } from '../../../src/schemas/identifiers';
import { rules } from '../../../src/schemas/rules';

describe('identifier check digits', () => {
  it("checks ISO 6346 container numbers (the standard's own example CSQU3054383)", () => {
    expect(containerCheckDigit('CSQU305438')).toBe(3);
    expect(isContainerNumber('CSQU3054383')).toBe(true);
    expect(isContainerNumber(' csqu3054383 ')).toBe(true);
    expect(isContainerNumber('CSQU3054384')).toBe(false); // wrong check digit
    expect(isContainerNumber('CSQX3054383')).toBe(false); // category must be U, J or Z
    expect(isContainerNumber('CSQU305438')).toBe(false);
    expect(rules.containerNo('MSCU1234567', 'zh-CN')).toMatch(/ISO 6346/);
    expect(rules.containerNo('MSCU1234566', 'zh-CN')).toBeNull();
  });

  it('checks mainland ID card numbers: GB 11643 check character and a real birth date', () => {
    expect(isChinaIdCard('11010519491231002X')).toBe(true);
    expect(isChinaIdCard('11010519491231002x')).toBe(true);
    expect(isChinaIdCard('110105194912310021')).toBe(false); // wrong check character
    expect(isChinaIdCard('110105194902300027')).toBe(false); // 30 February
    expect(isChinaIdCard('1101051949123100')).toBe(false);
    expect(rules.idCardCn('110105194912310021', 'en-US')).toBe('Enter a valid 18-character mainland ID card number');
  });
});
