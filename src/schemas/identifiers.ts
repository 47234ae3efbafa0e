/**
 * Check digits of identifiers the documents carry: ISO 6346 container numbers and the mainland
 * resident identity card number (GB 11643). Pure functions, shared by the rules of the browser
 * forms and the server.
 */

/** ISO 6346 letter values: A=10 onwards, skipping the multiples of 11 (11, 22, 33). */
const LETTER_VALUE: Readonly<Record<string, number>> = (() => {
  const out: Record<string, number> = {};
  let v = 10;
  for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (v % 11 === 0) v += 1;
    out[c] = v;
    v += 1;
  }
  return out;
})();

/** The check digit of the first ten characters of a container number (owner code, category, serial). */
export function containerCheckDigit(first10: string): number | null {
  if (!/^[A-Z]{4}\d{6}$/.test(first10)) return null;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const c = first10[i];
    const value = i < 4 ? LETTER_VALUE[c] : Number(c);
    sum += value * 2 ** i;
  }
  return (sum % 11) % 10;
}

/** "MSCU1234565": 3-letter owner code, category U/J/Z, 6-digit serial and the ISO 6346 check digit. */
export function isContainerNumber(value: string): boolean {
  const v = value.trim().toUpperCase();
  if (!/^[A-Z]{3}[UJZ]\d{7}$/.test(v)) return false;
  return containerCheckDigit(v.slice(0, 10)) === Number(v[10]);
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/**
 * A mainland resident identity card number: 17 digits (region, birth date, sequence) and the
 * GB 11643 check character (a digit or X); the birth date must be a real day.
 */
export function isChinaIdCard(value: string): boolean {
  const v = value.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(v)) return false;
  const y = Number(v.slice(6, 10));
  const m = Number(v.slice(10, 12));
  const d = Number(v.slice(12, 14));
  const birth = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || birth.getUTCFullYear() !== y || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d) return false;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(v[i]) * ID_WEIGHTS[i];
  return ID_CHECK[sum % 11] === v[17];
}
