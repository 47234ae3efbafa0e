import type { Bilingual } from './bilingual';
/**
 * Codes that name a record of one of the organisation's reference tables (docs/api-transfer.md
 * "Reference pickers"): airports, ports, carriers, currencies, countries, cities. A field declaring
 * `lookup` is a type-ahead picker over that table in the forms, and the server refuses a code the
 * organisation's table does not hold (unless the field declares `lookupFree`). Shared by the browser
 * and the server; the tables are the basic-data routes named here.
 */
export const LOOKUP_KINDS = ['airport', 'port', 'carrier', 'currency', 'country', 'city'] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

export interface LookupSource {
  /** The basic-data route (resource name) whose records are the codes. */
  resource: string;
  code: string;
  nameCn: string;
  nameEn: string;
  /** What the table is called in messages. */
  label: Bilingual;
}

const src = (resource: string, code: string, nameCn: string, nameEn: string, zh: string, en: string): LookupSource => ({
  resource,
  code,
  nameCn,
  nameEn,
  label: { 'zh-CN': zh, 'en-US': en },
});

export const LOOKUPS: Readonly<Record<LookupKind, LookupSource>> = {
  airport: src('af_airport', 'airportCode', 'airportNameCn', 'airportNameEn', '机场', 'airports'),
  port: src('sc_port_maintenance', 'portCode', 'portNameCn', 'portNameEn', '港口', 'ports'),
  carrier: src('af_carrier', 'carrierCode', 'carrierNameCn', 'carrierNameEn', '航空公司', 'carriers'),
  currency: src('af_currency', 'currencyCode', 'currencyNameCn', 'currencyNameEn', '币种', 'currencies'),
  country: src('af_country', 'countryCode', 'countryNameCn', 'countryNameEn', '国家', 'countries'),
  city: src('af_city', 'cityCode', 'cityNameCn', 'cityNameEn', '城市', 'cities'),
};

export const isLookupKind = (v: unknown): v is LookupKind => typeof v === 'string' && (LOOKUP_KINDS as readonly string[]).includes(v);

/** A code as the tables keep it: trimmed, upper case. */
export const normalCode = (v: unknown) =>
  String(v ?? '')
    .trim()
    .toUpperCase();

/** The server's refusal of a code the organisation's table does not hold, naming the field. */
export function lookupMessage(kind: LookupKind, fieldLabel: string, code: string, lang: 'zh-CN' | 'en-US'): string {
  const table = LOOKUPS[kind].label[lang];
  return lang === 'zh-CN'
    ? `${fieldLabel}「${code}」不在本机构的${table}表中，请从列表中选择`
    : `${fieldLabel} "${code}" is not in the organisation's ${table}; pick one from the list`;
}

/** One suggestion of a picker (GET /afbase/reference/lookup/{kind}). */
export interface LookupOption {
  code: string;
  nameCn: string | null;
  nameEn: string | null;
}

/** Most suggestions one answer carries. */
export const LOOKUP_LIMIT = 20;
