/**
 * Regional areas by province code (docs/behaviour.md §2.3): north China (Beijing, Tianjin, Hebei, Shanxi, Inner
 * Mongolia), south China (Henan, Hubei, Guangdong, Hunan, Guangxi, Hainan), east China (Shanghai),
 * each mapped to a supplier code. Provinces are named by their ISO 3166-2:CN codes (the two letters
 * the party form's state code holds). The spec does not show the supplier codes: these are ours, the
 * agent codes of the price page's inquiry agents (one per area plus a national one, the "four"
 * agents of GET /afbase/orderInquiry/getFourYCWhenInquiry, docs/search-tracking.md).
 */
export interface RegionalArea {
  code: 'NORTH' | 'SOUTH' | 'EAST';
  zh: string;
  en: string;
  provinces: readonly string[];
  supplierCode: string;
}

export const REGIONAL_AREAS: readonly RegionalArea[] = Object.freeze([
  { code: 'NORTH', zh: '华北', en: 'North China', provinces: ['BJ', 'TJ', 'HE', 'SX', 'NM'], supplierCode: 'YCTOP_NORTH' },
  { code: 'SOUTH', zh: '华南', en: 'South China', provinces: ['HA', 'HB', 'GD', 'HN', 'GX', 'HI'], supplierCode: 'YCTOP_SOUTH' },
  { code: 'EAST', zh: '华东', en: 'East China', provinces: ['SH'], supplierCode: 'YCTOP_EAST' },
]);

/** The agent for departures outside the three areas (or of an unknown province). */
export const NATIONAL_SUPPLIER = { code: 'NATIONAL', zh: '全国', en: 'Nationwide', supplierCode: 'YCTOP' } as const;

/** The four inquiry agents of the price page: one per area and the national one. */
export const INQUIRY_AGENT_SUPPLIERS = Object.freeze([...REGIONAL_AREAS, NATIONAL_SUPPLIER]);

/** The region enum's options for forms: [value, Chinese, English] (the registry's option format). */
export const REGION_OPTIONS: [string, string, string][] = INQUIRY_AGENT_SUPPLIERS.map((r) => [r.code, r.zh, r.en]);

/** The area a province (ISO 3166-2:CN code, "GD" or "CN-GD") belongs to, or undefined. */
export function regionOfProvince(province: unknown): RegionalArea | undefined {
  if (typeof province !== 'string') return undefined;
  const p = province.trim().toUpperCase().replace(/^CN-/, '');
  return REGIONAL_AREAS.find((r) => r.provinces.includes(p));
}

/**
 * The province of China's main cargo airports and their cities' codes, so a departure airport finds
 * its area without the organisation's city data. Ours; extend as needed.
 */
export const CN_AIRPORT_PROVINCES: Readonly<Record<string, string>> = Object.freeze({
  PEK: 'BJ',
  PKX: 'BJ',
  BJS: 'BJ',
  TSN: 'TJ',
  SJW: 'HE',
  TYN: 'SX',
  HET: 'NM',
  CGO: 'HA',
  WUH: 'HB',
  CAN: 'GD',
  SZX: 'GD',
  CSX: 'HN',
  NNG: 'GX',
  HAK: 'HI',
  SYX: 'HI',
  PVG: 'SH',
  SHA: 'SH',
  NKG: 'JS',
  HGH: 'ZJ',
  NGB: 'ZJ',
  XMN: 'FJ',
  FOC: 'FJ',
  TAO: 'SD',
  TNA: 'SD',
  CTU: 'SC',
  TFU: 'SC',
  CKG: 'CQ',
  XIY: 'SN',
  KMG: 'YN',
  SHE: 'LN',
  DLC: 'LN',
  HRB: 'HL',
  CGQ: 'JL',
  URC: 'XJ',
  KWE: 'GZ',
  LHW: 'GS',
  HFE: 'AH',
  KHN: 'JX',
});

/** The supplier (agent code) for a departure: its area's, else the national one. */
export function supplierForDeparture(code: unknown, province?: unknown): string {
  const own = regionOfProvince(province);
  if (own) return own.supplierCode;
  const known = typeof code === 'string' ? CN_AIRPORT_PROVINCES[code.trim().toUpperCase()] : undefined;
  return regionOfProvince(known)?.supplierCode ?? NATIONAL_SUPPLIER.supplierCode;
}
