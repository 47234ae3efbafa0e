import crypto from 'node:crypto';
import type { DB } from '../db';

/**
 * The partner systems that may sign users in (README "Single sign-on"): one row per partner key,
 * named by the `kid` its tokens carry in their header, with the organisations it may sign into.
 *
 * A key's secret is not stored: it is derived from the installation's SSO master secret
 * (SSO_SECRET, else generated in DATA_DIR/secrets.json) and the key's id, HMAC-SHA256, so the
 * database holds nothing that signs, and `npm run sso:mint` can mint a test token beside a running
 * server. A kid is never reused (a revoked key's row stays), so a revoked secret never returns;
 * changing the master secret changes every partner's secret.
 *
 * The kid `legacy` is special: it admits tokens without a kid, signed with the master secret itself
 * as before partner keys (the old single-key scheme), restricted like any key to its organisations.
 * It exists only when an operator adds it.
 */
export const LEGACY_KID = 'legacy';
export const KID = /^[a-z0-9][a-z0-9._-]{1,62}$/;

export interface SsoKey {
  kid: string;
  name: string;
  orgCodes: string[];
  createdAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

/** The secret a partner signs its tokens with (HS256 over the UTF-8 bytes of this text). */
export function partnerSecret(master: Uint8Array, kid: string): string {
  return crypto.createHmac('sha256', Buffer.from(master)).update(`sso-key/v1/${kid}`).digest('base64url');
}

/** The HS256 key a token of `kid` is checked with. */
export function verificationKey(master: Uint8Array, kid: string): Uint8Array {
  return kid === LEGACY_KID ? master : new TextEncoder().encode(partnerSecret(master, kid));
}

const keyOf = (r: Record<string, unknown>): SsoKey => ({
  kid: String(r.kid),
  name: String(r.name),
  orgCodes: (typeof r.org_codes === 'string' ? JSON.parse(r.org_codes) : r.org_codes) as string[],
  createdAt: new Date(r.created_at as string),
  revokedAt: r.revoked_at ? new Date(r.revoked_at as string) : null,
  lastUsedAt: r.last_used_at ? new Date(r.last_used_at as string) : null,
});

export async function listSsoKeys(db: DB): Promise<SsoKey[]> {
  return (await db.selectFrom('auth_sso_key').selectAll().orderBy('created_at').execute()).map(keyOf);
}

/** A key that may sign users in now (not revoked), or undefined. */
export async function activeSsoKey(db: DB, kid: string): Promise<SsoKey | undefined> {
  const r = await db.selectFrom('auth_sso_key').selectAll().where('kid', '=', kid).where('revoked_at', 'is', null).executeTakeFirst();
  return r ? keyOf(r) : undefined;
}

/** Organisation codes as stored (upper case), checked to exist. */
async function checkedOrgs(db: DB, orgCodes: string[]): Promise<string[]> {
  const codes = [...new Set(orgCodes.map((c) => c.trim().toUpperCase()).filter(Boolean))];
  if (!codes.length) throw new Error('name at least one organisation code (--orgs DEMO,DEMO2)');
  const found = new Set(
    (await db.selectFrom('hrs_org').select('org_code').where('org_code', 'in', codes).execute()).map((r) => String(r.org_code)),
  );
  const missing = codes.filter((c) => !found.has(c));
  if (missing.length) throw new Error(`no organisation ${missing.join(', ')}`);
  return codes;
}

export async function addSsoKey(db: DB, kid: string, name: string, orgCodes: string[]) {
  if (!KID.test(kid))
    throw new Error(`a key id is 2-63 characters of a-z, 0-9, '.', '_' and '-', starting with a letter or digit: ${JSON.stringify(kid)}`);
  const existing = await db.selectFrom('auth_sso_key').select('kid').where('kid', '=', kid).executeTakeFirst();
  if (existing) throw new Error(`the key id ${kid} is taken (key ids are never reused, revoked ones included)`);
  const orgs = await checkedOrgs(db, orgCodes);
  await db
    .insertInto('auth_sso_key')
    .values({ kid, name: name || kid, org_codes: JSON.stringify(orgs) })
    .execute();
  return orgs;
}

export async function setSsoKeyOrgs(db: DB, kid: string, orgCodes: string[]) {
  const orgs = await checkedOrgs(db, orgCodes);
  const r = await db
    .updateTable('auth_sso_key')
    .set({ org_codes: JSON.stringify(orgs) })
    .where('kid', '=', kid)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!Number(r.numUpdatedRows)) throw new Error(`no active key ${kid}`);
  return orgs;
}

export async function revokeSsoKey(db: DB, kid: string) {
  const r = await db
    .updateTable('auth_sso_key')
    .set({ revoked_at: new Date() })
    .where('kid', '=', kid)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!Number(r.numUpdatedRows)) throw new Error(`no active key ${kid}`);
}
