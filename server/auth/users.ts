import type { DB } from '../db';
import { LOGIN_TYPES, type LoginType } from '../../src/schemas';

/** How each login type identifies a user (docs/behaviour.md §2.5: phone + country code, email, login name). */
export function whereLogin(type: LoginType, login: string, countryCode = '86') {
  return (qb: any) => {
    if (type === LOGIN_TYPES.phone) {
      return qb.where('u.phone_number', '=', login).where('u.international_country_code', '=', countryCode);
    }
    if (type === LOGIN_TYPES.email) return qb.where('u.user_email', '=', login.toLowerCase());
    return qb.where('u.login_name', '=', login);
  };
}

export async function findLoginUser(db: DB, type: LoginType, login: string, orgCode: string, countryCode?: string) {
  return db
    .selectFrom('hrs_user as u')
    .innerJoin('hrs_org as o', 'o.id', 'u.org_id')
    .selectAll('u')
    .select(['o.org_code', 'o.org_name', 'o.status as org_status', 'o.stop_date'])
    .where('o.org_code', '=', orgCode)
    .$call(whereLogin(type, login, countryCode))
    .executeTakeFirst();
}

/** "+86", " 86", "0086" -> "86": how the phone login's country code is compared and counted. */
export function normaliseCountryCode(v: unknown): string {
  const digits = String(v ?? '86')
    .trim()
    .replace(/^\+/, '')
    .replace(/^00/, '');
  return digits || '86';
}

/**
 * The identity a login resolves to, as the failed-login limiter counts it: the user when there is one
 * (whatever spelling found it); otherwise the normalised login (type, lower-cased login, organisation,
 * and for phone logins the country code, the only type it belongs to).
 */
export function loginIdentity(parsed: { type: LoginType; login: string; orgCode: string }, countryCode: string, userId?: number | null) {
  if (userId != null) return `user:${userId}`;
  const phone = parsed.type === LOGIN_TYPES.phone ? `|${countryCode}` : '';
  return `login:${parsed.type}|${parsed.login.trim().toLowerCase()}|${parsed.orgCode.trim().toUpperCase()}${phone}`;
}

/** Parses `{type}|{login}|{orgCode}`; the login itself may not contain '|'. */
export function parseUsername(username: string): { type: LoginType; login: string; orgCode: string } | null {
  const parts = username.split('|');
  if (parts.length !== 3) return null;
  const [t, login, orgCode] = parts.map((p) => p.trim());
  if (!/^[012]$/.test(t) || !login || !orgCode) return null;
  return { type: Number(t) as LoginType, login, orgCode: orgCode.toUpperCase() };
}
