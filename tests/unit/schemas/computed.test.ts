import { describe, expect, it } from 'vitest';
import {
  airChargeableWeight,
  computeFields,
  density,
  formulaValue,
  freightTons,
  isOverridden,
  planConfirmDiffer,
  type ComputedField,
} from '../../../src/schemas/computed';
import { orderFields } from '../../../src/resources/fieldsets/order';

describe('computed fields (src/schemas/computed.ts)', () => {
  it('air chargeable weight is the greater of gross weight and volume x 166.67', () => {
    expect(airChargeableWeight(100, 1.2)!.toNumber()).toBe(200.004);
    expect(airChargeableWeight(500, 1.2)!.toNumber()).toBe(500);
    expect(airChargeableWeight('250.5', null)!.toNumber()).toBe(250.5);
    expect(airChargeableWeight(null, '3')!.toNumber()).toBe(500.01);
    expect(airChargeableWeight(null, undefined)).toBeNull();
    expect(airChargeableWeight('abc', '')).toBeNull();
  });

  it('sea and rail freight tons are the greater of tons and CBM (W/M)', () => {
    expect(freightTons(5000, 3.2)!.toNumber()).toBe(5);
    expect(freightTons(5000, 12.5)!.toNumber()).toBe(12.5);
    expect(freightTons(800, null)!.toNumber()).toBe(0.8);
  });

  it('density is kg per CBM, unknown for a missing or zero volume', () => {
    expect(density(100, 1.2)!.toNumber()).toBeCloseTo(83.333, 3);
    expect(density(100, 0)).toBeNull();
    expect(density(null, 2)).toBeNull();
  });

  it('flags plan and confirmed figures that differ only when both are known', () => {
    expect(planConfirmDiffer(10, '10.0')).toBe(false);
    expect(planConfirmDiffer(10, 11)).toBe(true);
    expect(planConfirmDiffer(10, null)).toBe(false);
    expect(planConfirmDiffer('', 3)).toBe(false);
    expect(planConfirmDiffer('120*80', ' 120*80 ')).toBe(false);
    expect(planConfirmDiffer('120*80', '120*81')).toBe(true);
  });

  it("rounds half-up to the field's decimals and uses an override instead of the formula", () => {
    const charge: ComputedField = {
      name: 'planChargeWeight',
      kind: 'weight',
      computed: { formula: 'airChargeableWeight', from: ['planWeight', 'planVolume'], override: 'planChargeWeightManual' },
    };
    const dens: ComputedField = {
      name: 'planDensity',
      kind: 'number',
      decimals: 1,
      computed: { formula: 'density', from: ['planWeight', 'planVolume'] },
    };
    // 0.0015 CBM x 166.67 = 0.250005 -> 0.25 (3 decimals, half-up); 0.25 / 0.0015 = 166.666... -> 166.7
    expect(computeFields([charge, dens], { planWeight: 0.25, planVolume: 0.0015 })).toEqual({ planChargeWeight: 0.25, planDensity: 166.7 });
    expect(computeFields([charge], { planWeight: 100, planVolume: 1.5, planChargeWeightManual: 260 })).toEqual({ planChargeWeight: 260 });
    expect(isOverridden(charge, { planChargeWeightManual: 260 })).toBe(true);
    expect(isOverridden(charge, { planChargeWeightManual: '' })).toBe(false);
    expect(formulaValue(charge, { planWeight: 100, planVolume: 1.5 })).toBe(250.005);
  });

  it('computes a formula over an earlier computed field (the chargeable weight flag)', () => {
    const fields = orderFields('AE');
    const v = computeFields(fields, { planWeight: 100, planVolume: 1, confirmWeight: 100, confirmVolume: 1.2 });
    expect(v).toMatchObject({
      planChargeWeight: 166.67,
      confirmChargeWeight: 200.004,
      chargeWeightDiffer: true,
      weightDiffer: false,
      volumeDiffer: true,
    });
  });

  it('declares every computed order field read-only and its inputs as fields of the same record', () => {
    for (const scope of ['AE', 'AI', 'SE', 'SI', 'TE', 'TI', 'LC', 'IO'] as const) {
      const fields = orderFields(scope);
      for (const f of fields.filter((x) => x.computed)) {
        expect(f.readOnly, `${scope}.${f.name}`).toBe(true);
        for (const n of [...f.computed!.from, ...(f.computed!.override ? [f.computed!.override] : [])]) {
          expect(
            fields.some((x) => x.name === n),
            `${scope}.${f.name} reads ${n}`,
          ).toBe(true);
        }
        if (f.computed!.override) expect(fields.find((x) => x.name === f.computed!.override)!.readOnly, f.name).toBeFalsy();
      }
    }
  });
});
