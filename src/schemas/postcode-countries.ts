/**
 * Countries whose party addresses must carry a postcode (docs/behaviour.md §1.5.2 "countries on a special list
 * require a postcode"). ISO 3166-1 alpha-2 codes.
 *
 * Source: this is OUR curated list, not an official one. The spec names no list; we took the
 * countries whose national postal systems use postcodes nationwide and which the air cargo advance
 * data / e-manifest filings we handle (US ACAS/AMS, Canada ACI, EU ICS2, UK, China e-manifest and the
 * other destinations below) expect a postcode for: the US, Canada and Mexico, the EU and EFTA states,
 * the UK, and the main Asia-Pacific and BRICS markets. Review it when a filing is rejected for a
 * missing postcode or a country is asked for; keep this the only copy.
 */
export const POSTCODE_REQUIRED_COUNTRIES: readonly string[] = Object.freeze([
  // North America
  'US',
  'CA',
  'MX',
  // EU member states
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  // EFTA states
  'IS',
  'LI',
  'NO',
  'CH',
  // Others
  'GB',
  'CN',
  'JP',
  'KR',
  'AU',
  'IN',
  'BR',
  'RU',
]);

/** Whether a country (alpha-2, any case) needs a postcode. */
export const postcodeRequired = (nationCode: string | null | undefined) =>
  POSTCODE_REQUIRED_COUNTRIES.includes((nationCode ?? '').trim().toUpperCase());
