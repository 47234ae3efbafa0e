import crypto from 'node:crypto';
import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import type { DB } from '../db';
import { activeSsoKey, LEGACY_KID, partnerSecret, verificationKey, type SsoKey } from './sso-keys';
import { parseUsername } from './users';

/**
 * Single sign-on from a trusted partner system (docs/behaviour.md §2.2.9; README "Single sign-on"). Each partner
 * system has its own key (server/auth/sso-keys.ts) and mints an HS256 JWT with the key's id as the
 * header's `kid`: subject `{type}|{login}|{orgCode}`, audience `freight-backoffice`, a unique jti, a
 * lifetime of at most 5 minutes. The key decides which organisations it may sign into. Each token is
 * exchanged for a session once.
 */
export const SSO_AUDIENCE = 'freight-backoffice';
export const SSO_MAX_LIFETIME_S = 300;
/** How far a partner's clock may run ahead of ours when it stamps `iat`. */
export const SSO_CLOCK_SKEW_S = 60;

/** A token as partner `kid` mints it with the secret derived for it from `master` (tests, `npm run sso:mint`). */
export async function mintSsoToken(
  master: Uint8Array,
  subject: string,
  lifetimeSeconds = 120,
  kid: string | null = 'demo',
  issuer = 'partner',
) {
  const key = kid === null ? master : new TextEncoder().encode(partnerSecret(master, kid));
  return new SignJWT({})
    .setProtectedHeader(kid === null ? { alg: 'HS256' } : { alg: 'HS256', kid })
    .setSubject(subject)
    .setAudience(SSO_AUDIENCE)
    .setIssuer(issuer)
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
    .sign(key);
}

/**
 * Verifies and consumes a token; answers the login it names and the partner key that signed it, or
 * null for anything doubtful: no key of that kid (a token without one needs the `legacy` key), a
 * revoked key, a bad signature, a token minted for later, or a replay. The caller checks that the
 * key may sign into the user's organisation.
 */
export async function consumeSsoToken(
  db: DB,
  master: Uint8Array,
  token: string,
): Promise<{ login: NonNullable<ReturnType<typeof parseUsername>>; key: SsoKey } | null> {
  let kid: string;
  try {
    const header = decodeProtectedHeader(token);
    // The legacy key admits only tokens without a kid (the old scheme), never one naming it.
    if (header.kid === LEGACY_KID || (header.kid !== undefined && typeof header.kid !== 'string')) return null;
    kid = header.kid ?? LEGACY_KID;
  } catch {
    return null;
  }
  const key = await activeSsoKey(db, kid);
  if (!key) return null;
  let payload;
  try {
    ({ payload } = await jwtVerify(token, verificationKey(master, kid), { algorithms: ['HS256'], audience: SSO_AUDIENCE }));
  } catch {
    return null;
  }
  const { jti, iat, exp, sub } = payload;
  if (!jti || !iat || !exp || !sub || exp - iat > SSO_MAX_LIFETIME_S) return null;
  // Issued in the future, or valid for longer than a token may be from now: a token minted ahead.
  const now = Math.floor(Date.now() / 1000);
  if (iat > now + SSO_CLOCK_SKEW_S || exp > now + SSO_MAX_LIFETIME_S) return null;
  const login = parseUsername(sub);
  if (!login) return null;
  const first = await db
    .insertInto('auth_sso_used')
    .values({ jti: `${kid}:${jti}`, expires_at: new Date(exp * 1000) })
    .onConflict((oc) => oc.column('jti').doNothing())
    .returning('jti')
    .executeTakeFirst();
  if (!first) return null; // replayed
  await db
    .deleteFrom('auth_sso_used')
    .where('expires_at', '<', new Date(Date.now() - 3600_000))
    .execute();
  await db.updateTable('auth_sso_key').set({ last_used_at: new Date() }).where('kid', '=', kid).execute();
  return { login, key };
}
