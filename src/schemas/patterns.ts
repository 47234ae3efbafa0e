/**
 * Character sets and number formats shared by the docs/behaviour.md §1.5 rules (named rules, waybill print form,
 * party form). Pure: no yup, no DOM.
 */

/** docs/behaviour.md §1.5.1 "General text allows letters, digits, space, '.' and '-'" (empty allowed). */
export const GENERAL_TEXT = /^[A-Za-z0-9 .-]*$/;

/**
 * Mainland mobile number (docs/behaviour.md §1.5.1): '1', then a second/third digit pair from the allowed set
 * 3x, 8x, 5x except 54, 73, 76, 77, 78, then 8 more digits (11 digits in all).
 */
/** An email address: something, @, a domain with a dot; the mail server has the last word. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MOBILE_CN = /^1(?:3\d|8\d|5[0-35-9]|7[3678])\d{8}$/;

/** A non-negative decimal with at most `maxDecimals` decimals (0: whole number); no sign, no exponent. */
export const decimalPattern = (maxDecimals: number) => (maxDecimals === 0 ? /^\d+$/ : new RegExp(`^\\d+(?:\\.\\d{1,${maxDecimals}})?$`));

/** A non-negative decimal with any number of decimals. */
export const PLAIN_NUMBER = /^\d+(?:\.\d+)?$/;

/** Length in characters (code points, so a non-BMP character counts once). */
export const charLength = (s: string) => [...s].length;

/**
 * The text a rule checks: null/undefined -> '', numbers and booleans as written, strings trimmed.
 * Forms send strings; the server may get numbers from JSON.
 */
export function toText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v.trim();
  return String(v).trim();
}
