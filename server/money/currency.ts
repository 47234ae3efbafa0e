import { sql } from 'kysely';
import type { DB } from '../db';
import { minorUnitsOf } from '../../src/schemas/money';

/**
 * The organisation's base currency, the minor units of a currency (its own currency table first,
 * then ISO 4217) and the exchange rate of a day (docs/money.md).
 */

export async function baseCurrencyOf(db: DB, orgId: number): Promise<string> {
  const r = await db.selectFrom('hrs_org').select('base_currency').where('id', '=', orgId).executeTakeFirst();
  return String(r?.base_currency ?? 'CNY');
}

export async function minorUnits(db: DB, orgId: number, currency: string): Promise<number> {
  const r = await db
    .selectFrom('af_currency')
    .select('minor_units')
    .where('org_id', '=', orgId)
    .where('currency_code', '=', currency)
    .executeTakeFirst();
  return minorUnitsOf(currency, r?.minor_units == null ? null : Number(r.minor_units));
}

/**
 * The rate converting `currency` into `base` on `date` (YYYY-MM-DD), as decimal text with 6 decimals:
 * 1 for the base currency itself, else the organisation's rate in force that day (a book rate before
 * a settlement or customs rate, then the latest effective date). Null when none is kept.
 */
export async function rateOn(
  db: DB,
  orgId: number,
  currency: string,
  base: string,
  date: string,
  type: 'BOOK' | 'SETTLE' = 'BOOK',
): Promise<string | null> {
  if (currency === base) return '1.000000';
  const r = await sql<{ rate: string }>`
    select rate::text as rate from af_currency_rate
    where org_id = ${orgId} and currency = ${currency} and base_currency = ${base}
      and effective_date <= ${date}::date and (expiry_date is null or expiry_date >= ${date}::date)
    order by (rate_type = ${type}) desc nulls last, effective_date desc, id desc
    limit 1`.execute(db);
  return r.rows[0]?.rate ?? null;
}

/** Today in Shanghai (the product's business day), YYYY-MM-DD. */
export function today(now = Date.now()): string {
  return new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** The Shanghai day of an instant. */
export function dayOf(t: Date | string): string {
  return new Date(new Date(t).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}
