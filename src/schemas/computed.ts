import Decimal from 'decimal.js';

/**
 * Computed fields (FieldDef.computed): figures derived from other fields of the same record by a
 * named formula. The server stores them on every write (so lists sort and filter on them); forms
 * show them read-only, recomputed live with the same functions. Arithmetic is decimal, rounded
 * half-up to the field's decimals, so 1.5 CBM is 250.005 kg every time, never 250.00499999.
 */

/** Air: kg per CBM of volume weight (1 CBM = 1,000,000 cm³ / 6000 cm³ per kg). */
export const AIR_VOLUME_FACTOR = 166.67;
/** Sea and rail W/M: 1,000 kg = 1 CBM = 1 freight (revenue) ton. */
export const KG_PER_FREIGHT_TON = 1000;

type In = unknown;

/** A finite decimal, or null when missing ('' / null / undefined) or not a number. */
export function dec(v: In): Decimal | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' && v.trim() === '') return null;
  if (typeof v !== 'number' && typeof v !== 'string') return null;
  try {
    const d = new Decimal(typeof v === 'string' ? v.trim() : v);
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
}

const max = (a: Decimal | null, b: Decimal | null) => (a && b ? Decimal.max(a, b) : (a ?? b));

/** Air chargeable weight (kg): the greater of the gross weight and volume × 166.67. */
export function airChargeableWeight(weightKg: In, volumeCbm: In): Decimal | null {
  const v = dec(volumeCbm);
  return max(dec(weightKg), v ? v.times(AIR_VOLUME_FACTOR) : null);
}

/** Sea and rail freight tons (W/M): the greater of the weight in tons and the volume in CBM. */
export function freightTons(weightKg: In, volumeCbm: In): Decimal | null {
  const w = dec(weightKg);
  return max(w ? w.dividedBy(KG_PER_FREIGHT_TON) : null, dec(volumeCbm));
}

/** Density (kg per CBM); null unless both are known and the volume is not zero. */
export function density(weightKg: In, volumeCbm: In): Decimal | null {
  const w = dec(weightKg);
  const v = dec(volumeCbm);
  return w && v && !v.isZero() ? w.dividedBy(v) : null;
}

/**
 * Plan and confirmed figures differ (the tracking pages highlight the confirmed one): only when both
 * are known; numbers compare by value ("10" equals 10.0), texts as trimmed strings.
 */
export function planConfirmDiffer(plan: In, confirm: In): boolean {
  const empty = (v: In) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
  if (empty(plan) || empty(confirm)) return false;
  const a = dec(plan);
  const b = dec(confirm);
  if (a && b) return !a.equals(b);
  return String(plan).trim() !== String(confirm).trim();
}

/** The formulas a field may name, each over the fields named in its declaration's `from`. */
export const FORMULAS = {
  airChargeableWeight,
  freightTons,
  density,
  planConfirmDiffer,
} as const;
export type FormulaName = keyof typeof FORMULAS;
export const formulaNames = Object.keys(FORMULAS) as FormulaName[];

/** A computed field's declaration (FieldDef.computed): plain data, so configuration could name one. */
export interface ComputedDef {
  formula: FormulaName;
  /** The fields the formula reads, in its argument order. */
  from: string[];
  /**
   * A writable field of the same record holding the user's own figure: when set, it is used instead
   * of the formula's, and both are kept (the override in its field, the formula's shown beside it).
   */
  override?: string;
}

/** What computeFields needs of a field: its name, declaration and decimals. */
export interface ComputedField {
  name: string;
  computed?: ComputedDef;
  decimals?: number;
  kind: string;
}

const DEFAULT_DECIMALS: Record<string, number> = { number: 2, money: 2, weight: 3 };

function finish(f: ComputedField, v: Decimal | boolean | null): number | boolean | null {
  if (v === null || typeof v === 'boolean') return v;
  const d = f.decimals ?? DEFAULT_DECIMALS[f.kind] ?? 0;
  return v.toDecimalPlaces(d, Decimal.ROUND_HALF_UP).toNumber();
}

/** The formula's own value of one computed field over a record (no override applied). */
export function formulaValue(f: ComputedField, record: Record<string, unknown>): number | boolean | null {
  const def = f.computed!;
  const fn = FORMULAS[def.formula] as (...args: In[]) => Decimal | boolean | null;
  return finish(f, fn(...def.from.map((name) => record[name])));
}

/**
 * Every computed field's value over a record (names -> values), the override taking the formula's
 * place where the user gave one. Fields are computed in declaration order, so a formula may read a
 * computed field declared before it.
 */
export function computeFields(fields: readonly ComputedField[], record: Record<string, unknown>): Record<string, number | boolean | null> {
  const merged: Record<string, unknown> = { ...record };
  const out: Record<string, number | boolean | null> = {};
  for (const f of fields) {
    if (!f.computed) continue;
    const own = f.computed.override ? merged[f.computed.override] : null;
    const manual = own === null || own === undefined || own === '' ? null : dec(own);
    const v = manual ? finish(f, manual) : formulaValue(f, merged);
    out[f.name] = v;
    merged[f.name] = v;
  }
  return out;
}

/** Whether a computed field currently shows the user's override rather than the formula's value. */
export const isOverridden = (f: ComputedField, record: Record<string, unknown>) => {
  const o = f.computed?.override ? record[f.computed.override] : null;
  return o !== null && o !== undefined && o !== '';
};
