import Decimal from 'decimal.js';

/**
 * Exact money (docs/behaviour.md §E.7, docs/money.md). Amounts are decimal text on the wire ("1234.50"),
 * numeric in SQL and decimal.js values in TypeScript; never binary floating point. Rounding is
 * half-up (away from zero at .5) to the currency's minor unit: CNY and USD 2 decimals, JPY 0.
 * Exchange rates carry 6 decimals. The browser and the server compute with these same functions.
 */

/** decimal.js with room for any numeric(18,x) product and half-up rounding. */
export const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -30, toExpPos: 40 });
export type Money = Decimal;

/** Plain decimal text: an optional minus, digits, optionally a point and digits. No exponent, no separators. */
export const DECIMAL_TEXT = /^-?\d{1,20}(\.\d{1,20})?$/;

/** Decimals of an exchange rate (af_currency_rate.rate, a charge line's rate). */
export const RATE_DECIMALS = 6;

/** Minor units of the currencies we know without asking the organisation's currency table. */
const KNOWN_MINOR_UNITS: Record<string, number> = {
  CNY: 2,
  USD: 2,
  EUR: 2,
  GBP: 2,
  HKD: 2,
  JPY: 0,
  KRW: 0,
  SGD: 2,
  AUD: 2,
  CAD: 2,
  CHF: 2,
  TWD: 2,
  THB: 2,
  MYR: 2,
  VND: 0,
  IDR: 2,
  INR: 2,
  RUB: 2,
  AED: 2,
  NZD: 2,
  KWD: 3,
  BHD: 3,
  OMR: 3,
  JOD: 3,
  TND: 3,
  CLP: 0,
  ISK: 0,
};

/** The minor unit of a currency: the organisation's own table first (passed in), then ISO 4217, else 2. */
export function minorUnitsOf(currency: string, own?: number | null): number {
  if (own !== undefined && own !== null && Number.isInteger(own) && own >= 0 && own <= 4) return own;
  return KNOWN_MINOR_UNITS[currency.toUpperCase()] ?? 2;
}

/**
 * A decimal from what a client sent or the database answered: decimal text, or a finite JS number
 * taken by its shortest form (0.1 is "0.1", never 0.1000000000000000055...). Anything else is null.
 */
export function toDecimal(v: unknown): Decimal | null {
  if (typeof v === 'number') return Number.isFinite(v) ? toDecimal(String(v)) : null;
  if (typeof v !== 'string') return null;
  const s = v.trim();
  if (!DECIMAL_TEXT.test(s)) return null;
  return new Money(s);
}

/** Decimal digits written after the point ("1.50" -> 2); trailing zeros count, as typed. */
export function fractionDigits(s: string): number {
  const dot = s.indexOf('.');
  return dot < 0 ? 0 : s.length - dot - 1;
}

/** Half-up rounding to `decimals` places, as text with exactly that many decimals. */
export function roundHalfUp(v: Decimal.Value, decimals: number): string {
  return new Money(v).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).toFixed(decimals);
}

/** A charge line: unit price x quantity, rounded to the currency's minor unit. */
export function lineAmount(unitPrice: Decimal.Value, quantity: Decimal.Value, minorUnits: number): string {
  return roundHalfUp(new Money(unitPrice).times(quantity), minorUnits);
}

/** An amount in the organisation's base currency: amount x rate, rounded to the base currency's minor unit. */
export function baseAmount(amount: Decimal.Value, rate: Decimal.Value, baseMinorUnits: number): string {
  return roundHalfUp(new Money(amount).times(rate), baseMinorUnits);
}

/** The tax contained in a tax-inclusive amount at `ratePercent` %: amount x rate / (100 + rate). */
export function includedTax(amount: Decimal.Value, ratePercent: Decimal.Value, minorUnits: number): string {
  const r = new Money(ratePercent);
  if (r.isZero()) return roundHalfUp(0, minorUnits);
  return roundHalfUp(new Money(amount).times(r).dividedBy(r.plus(100)), minorUnits);
}

/** The exact sum of decimal values (text or numbers by their shortest form); empty values count 0. */
export function sum(values: Iterable<unknown>): Decimal {
  let total = new Money(0);
  for (const v of values) {
    const d = toDecimal(v);
    if (d) total = total.plus(d);
  }
  return total;
}

/**
 * How a money value reads in lists: thousands separators and exactly `decimals` places, computed on
 * the decimal text itself ("12345678901234.56" stays exact, which a double would not).
 */
export function formatDecimal(v: unknown, decimals: number): string | null {
  const d = toDecimal(v);
  if (!d) return null;
  const fixed = d.toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).toFixed(decimals);
  const neg = fixed.startsWith('-');
  const [int, frac] = (neg ? fixed.slice(1) : fixed).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${neg ? '-' : ''}${grouped}${frac !== undefined ? `.${frac}` : ''}`;
}
