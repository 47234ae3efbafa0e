/**
 * The European country lookup of docs/behaviour.md §2.3: 29 entries by two-letter code, kept exactly as the spec
 * gives them (mostly capitalised English names; Germany in mixed case; CZ given as its code; SI as
 * SLOVENE). The party form offers these names when a country is chosen by name, and the server's
 * country-by-name lookup accepts them, so "SLOVENE" and "CZ" find their codes like any other name.
 */
export const EUROPEAN_COUNTRIES: Readonly<Record<string, string>> = Object.freeze({
  FR: 'FRANCE',
  DE: 'Germany',
  IT: 'ITALY',
  NL: 'NETHERLANDS',
  BE: 'BELGIUM',
  LU: 'LUXEMBOURG',
  DK: 'DENMARK',
  IE: 'IRELAND',
  GR: 'GREECE',
  PT: 'PORTUGAL',
  ES: 'SPAIN',
  AT: 'AUSTRIA',
  SE: 'SWEDEN',
  FI: 'FINLAND',
  MT: 'MALTA',
  CY: 'CYPRUS',
  PL: 'POLAND',
  HU: 'HUNGARY',
  CZ: 'CZ',
  SK: 'SLOVAKIA',
  EE: 'ESTONIA',
  LV: 'LATVIA',
  LT: 'LITHUANIA',
  RO: 'ROMANIA',
  BG: 'BULGARIA',
  SI: 'SLOVENE',
  HR: 'CROATIA',
  NO: 'NORWAY',
  CH: 'SWITZERLAND',
});

/** The two-letter code of a lookup name, case-insensitive ("slovene" -> "SI"); undefined when not in the lookup. */
export function europeanCountryCode(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined;
  const wanted = name.trim().toUpperCase();
  if (!wanted) return undefined;
  return Object.entries(EUROPEAN_COUNTRIES).find(([, v]) => v.toUpperCase() === wanted)?.[0];
}

/** The lookup as choices for a country picker: value the code, label "NAME (CODE)". */
export const europeanCountryOptions = (): { value: string; code: string; label: string }[] =>
  Object.entries(EUROPEAN_COUNTRIES).map(([code, name]) => ({ value: name, code, label: name === code ? code : `${name} (${code})` }));
