/**
 * Cargo cross-checks (docs/behaviour.md §1.5.3, §1.9): compare entered weight, volume and pieces with a reference
 * (e.g. the warehouse receipt or the booking) and say which to flag.
 */

/** A weight more than 3 percent away from the reference is flagged. */
export const WEIGHT_TOLERANCE = 0.03;
/** A weight more than 100 (kg) away from the reference is flagged, whatever the percentage. */
export const WEIGHT_MAX_DIFFERENCE = 100;
/** A volume more than 10 percent away from the reference is flagged. */
export const VOLUME_TOLERANCE = 0.1;

type Figure = number | string | null | undefined;
export type CargoFigures = { weight?: Figure; volume?: Figure; pieces?: Figure };
export type CrossCheckFlags = { weight: boolean; volume: boolean; pieces: boolean };

/** A finite number, or null when missing ('' / null / undefined) or not a number. */
function num(v: Figure): number | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' && v.trim() === '') return null;
  const n = typeof v === 'number' ? v : Number(v.trim());
  return Number.isFinite(n) ? n : null;
}

/** Absorbs binary rounding, so a value exactly on a boundary (e.g. 103 against 100) counts as inside. */
const slack = (ref: number) => 1e-9 * Math.max(1, Math.abs(ref));

const outsidePercent = (v: number, ref: number, tolerance: number) => Math.abs(v - ref) > tolerance * Math.abs(ref) + slack(ref);

/**
 * Which figures to flag: weight outside ±3 % of the reference or more than 100 away; volume outside
 * ±10 %; pieces on any mismatch. Boundaries themselves pass. A figure missing on either side (or not a
 * number) is not flagged.
 */
export function crossCheck(actual: CargoFigures, reference: CargoFigures): CrossCheckFlags {
  const w = num(actual?.weight);
  const rw = num(reference?.weight);
  const v = num(actual?.volume);
  const rv = num(reference?.volume);
  const p = num(actual?.pieces);
  const rp = num(reference?.pieces);
  return {
    weight: w !== null && rw !== null && (outsidePercent(w, rw, WEIGHT_TOLERANCE) || Math.abs(w - rw) > WEIGHT_MAX_DIFFERENCE + slack(rw)),
    volume: v !== null && rv !== null && outsidePercent(v, rv, VOLUME_TOLERANCE),
    pieces: p !== null && rp !== null && p !== rp,
  };
}
