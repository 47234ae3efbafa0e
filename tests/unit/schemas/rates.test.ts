import { describe, expect, it } from 'vitest';
import { applicableBreak, chargeableWeight, freightFor } from '../../../src/schemas/rates';

const CA = {
  minCharge: '320.00',
  rateN: '42.50',
  rate45: '34.20',
  rate100: '30.80',
  rate300: '28.60',
  rate500: '27.10',
  rate1000: '25.90',
};

describe('air rate weight breaks', () => {
  it.each([
    [10, 'rateN'],
    [44.99, 'rateN'],
    [45, 'rate45'],
    [99.5, 'rate45'],
    [100, 'rate100'],
    [300, 'rate300'],
    [999, 'rate500'],
    [1000, 'rate1000'],
    [5000, 'rate1000'],
  ])('%s kg uses %s', (kg, name) => {
    expect(applicableBreak(CA, kg)?.name).toBe(name);
  });

  it('falls back to the next lighter break a rate lacks', () => {
    expect(applicableBreak({ ...CA, rate1000: null, rate500: '' }, 1200)).toEqual({ name: 'rate300', rate: '28.6' });
  });

  it('prices exactly, never below the minimum, half-up to cents', () => {
    expect(freightFor(CA, 356.5)).toBe('10195.90'); // 356.5 x 28.60
    expect(freightFor(CA, 5)).toBe('320.00'); // 5 x 42.50 = 212.50 < M
    expect(freightFor({ rateN: '0.105' }, 1)).toBe('0.11');
    expect(freightFor(CA, 0.1 + 0.2)).toBe('320.00');
    expect(freightFor({ rateN: '33.33' }, '3')).toBe('99.99');
  });

  it('has no price without a weight or a rate', () => {
    expect(freightFor(CA, 0)).toBeNull();
    expect(freightFor(CA, 'x')).toBeNull();
    expect(freightFor({}, 100)).toBeNull();
  });

  it('takes the greater of gross and volume weight (6000 cm³ per kg)', () => {
    expect(chargeableWeight('100', '1.2')).toBe('200');
    expect(chargeableWeight('300', '1')).toBe('300');
    expect(chargeableWeight(null, '0.5')).toBe('83.33');
    expect(chargeableWeight(null, null)).toBeNull();
  });
});
