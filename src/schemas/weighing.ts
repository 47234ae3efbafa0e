import { crossCheck, type CrossCheckFlags } from './cross-check';
import { dec } from './computed';

/**
 * The arrival weighing (/af_ae_arrival_scanWeight, docs/weighing.md): what a scale terminal measured
 * against what the order declared, flagged by the shared crossCheck (docs/behaviour.md §1.5.3), with the
 * differences the screen shows beside each flagged figure.
 */

export interface Measured {
  pieces: number | null;
  weight: number | null;
  volume: number | null;
}

export interface WeighingCheck {
  flags: CrossCheckFlags;
  /** measured − declared, per figure; null when either is missing. */
  differences: { pieces: number | null; weight: number | null; volume: number | null };
  /** The weight and volume differences in percent of the declared figure (1 decimal). */
  percent: { weight: number | null; volume: number | null };
}

const diff = (a: unknown, b: unknown, places: number) => {
  const x = dec(a);
  const y = dec(b);
  return x && y ? x.minus(y).toDecimalPlaces(places).toNumber() : null;
};
const pct = (a: unknown, b: unknown) => {
  const x = dec(a);
  const y = dec(b);
  return x && y && !y.isZero() ? x.minus(y).dividedBy(y).times(100).toDecimalPlaces(1).toNumber() : null;
};

export function checkWeighing(measured: Measured, declared: Measured): WeighingCheck {
  return {
    flags: crossCheck(measured, declared),
    differences: {
      pieces: diff(measured.pieces, declared.pieces, 0),
      weight: diff(measured.weight, declared.weight, 3),
      volume: diff(measured.volume, declared.volume, 3),
    },
    percent: { weight: pct(measured.weight, declared.weight), volume: pct(measured.volume, declared.volume) },
  };
}

/**
 * The volume (CBM) of a dimension text ("120*80*100*2;60/40/50/1": length, width, height in cm and
 * pieces per item, docs/behaviour.md §2.3), 3 decimals; null when no item can be read.
 */
export function volumeOfDimensions(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  let total = dec(0)!;
  let any = false;
  for (const item of text.split(/[;；]/)) {
    const parts = item
      .trim()
      .split(/[*/×xX]/)
      .map((p) => dec(p.trim()));
    if (parts.length < 3 || parts.slice(0, 3).some((p) => !p || p.isNegative())) continue;
    const pieces = parts[3] ?? dec(1)!;
    if (!pieces || pieces.isNegative()) continue;
    total = total.plus(parts[0]!.times(parts[1]!).times(parts[2]!).times(pieces).dividedBy(1_000_000));
    any = true;
  }
  return any ? total.toDecimalPlaces(3).toNumber() : null;
}

/** Field limits of a weighing (the order's own: pieces up to 9 digits, weight 3 decimals, volume 3). */
export const WEIGHING_LIMITS = {
  maxPieces: 999_999_999,
  maxWeight: 9_999_999,
  maxVolume: 99_999,
  maxDimensions: 500,
  maxNumber: 40,
} as const;
