/**
 * The one rule for a value with nothing in it (docs/architecture.md "Texts"): lists, details and
 * dialogs show '-' for null, undefined and blank text, and the value itself otherwise.
 */

/** What an empty value shows in lists and details. */
export const EMPTY = '-';

/** Nothing to show: null, undefined or ''. */
export const isEmptyValue = (v: unknown) => v === null || v === undefined || v === '';

/** A value as text, or '-' when it is null, undefined or blank. */
export const dash = (v: unknown): string =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '') ? EMPTY : String(v);
