/**
 * Both drivers must hand back the same JavaScript values. int8 (bigint ids, counts) comes back as a
 * number while it is exact and as a string beyond 2^53 (PGlite would give a BigInt, which
 * JSON.stringify throws on; pg gives a string). numeric stays a string (money must not round).
 */
export const INT8_OID = 20;

export function parseInt8(value: string): number | string {
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : value;
}

/** date stays 'YYYY-MM-DD': pg would make a Date at local midnight and shift it across time zones. */
export const DATE_OID = 1082;
const keepText = (value: string) => value;

export const typeParsers = { [INT8_OID]: parseInt8, [DATE_OID]: keepText };
