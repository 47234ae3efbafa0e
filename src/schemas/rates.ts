import Decimal from 'decimal.js';

/**
 * Air rate weight breaks (TACT and tariff details: M minimum, N under 45 kg, +45, +100, +300, +500,
 * +1000 kg) and what a shipment of a given chargeable weight costs under them. Exact decimals
 * (decimal.js, half-up to the currency's cents); amounts travel as decimal strings.
 */

export interface WeightBreaks {
  minCharge?: string | number | null;
  rateN?: string | number | null;
  rate45?: string | number | null;
  rate100?: string | number | null;
  rate300?: string | number | null;
  rate500?: string | number | null;
  rate1000?: string | number | null;
}

/** The breaks from the heaviest down: the first whose threshold the weight reaches applies. */
export const WEIGHT_BREAKS: readonly (readonly [keyof WeightBreaks, number])[] = [
  ['rate1000', 1000],
  ['rate500', 500],
  ['rate300', 300],
  ['rate100', 100],
  ['rate45', 45],
  ['rateN', 0],
];

const dec = (v: unknown): Decimal | null => {
  if (v === null || v === undefined || v === '') return null;
  try {
    const d = new Decimal(String(v));
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
};

/** The break that applies to a chargeable weight (kg): its name and rate per kg; null when the rate has none. */
export function applicableBreak(breaks: WeightBreaks, weightKg: unknown): { name: keyof WeightBreaks; rate: string } | null {
  const w = dec(weightKg);
  if (!w || w.lte(0)) return null;
  // A missing heavier break falls back to the next lighter one that is set.
  for (const [name, threshold] of WEIGHT_BREAKS) {
    if (w.gte(threshold)) {
      const rate = dec(breaks[name]);
      if (rate) return { name, rate: rate.toFixed() };
    }
  }
  return null;
}

/**
 * The freight of a chargeable weight: weight x the applicable break rate, never below the minimum
 * charge, rounded half-up to 2 decimals. Null when the weight is not positive or no rate applies.
 */
export function freightFor(breaks: WeightBreaks, weightKg: unknown): string | null {
  const hit = applicableBreak(breaks, weightKg);
  if (!hit) return null;
  let amount = new Decimal(hit.rate).times(new Decimal(String(weightKg)));
  const min = dec(breaks.minCharge);
  if (min && amount.lt(min)) amount = min;
  return amount.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** Chargeable weight (spec docs/behaviour.md §E.6): the greater of gross kg and volume (CBM) x 1,000,000 / 6000. */
export function chargeableWeight(grossKg: unknown, volumeCbm: unknown): string | null {
  const g = dec(grossKg);
  const v = dec(volumeCbm);
  const byVolume = v ? v.times(1_000_000).dividedBy(6000) : null;
  const best = g && byVolume ? Decimal.max(g, byVolume) : (g ?? byVolume);
  return best ? best.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed() : null;
}
