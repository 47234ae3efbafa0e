import type { BusinessScope } from './scopes';

/**
 * The top bar's search by number (docs/search.md), shared by the server and the browser: what a
 * hit says and how a typed number is read.
 */

/** Most hits one answer carries. */
export const SEARCH_LIMIT = 50;
/** Shortest text searched for. */
export const SEARCH_MIN = 2;

export interface SearchHit {
  /** 'order' for orders of any scope, else the route of the record (e.g. 'prm_coop'). */
  kind: string;
  scope: BusinessScope | null;
  /** The route that opens the record (one of the user's views that shows it). */
  resource: string;
  id: number;
  /** The order code, the partner code. */
  title: string;
  subtitle: string | null;
  /** The field the text was found in, and its value there. */
  field: string;
  value: string;
  status: string | null;
  stage: string | null;
}

/**
 * A typed number as it is searched for: trimmed, upper case, inner blanks dropped ("ae 0001" is
 * "AE0001"); an air waybill typed as 11 digits is also tried with its dash ("78112345675" is
 * "781-12345675"), as staff read it off paper both ways.
 */
export function normaliseNumber(input: string): { text: string; variants: string[] } {
  const text = input.trim();
  const compact = text.replace(/\s+/g, '').toUpperCase();
  const variants = [compact];
  if (/^\d{11}$/.test(compact)) variants.push(`${compact.slice(0, 3)}-${compact.slice(3)}`);
  return { text, variants };
}
