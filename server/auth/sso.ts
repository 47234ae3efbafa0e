import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { DB } from '../db';
import { parseUsername } from './users';

/**
 * Single sign-on from a trusted partner system (spec 02 §2.9). The partner shares SSO_SECRET with us
 * and mints an HS256 JWT: subject `{type}|{login}|{orgCode}`, audience `freight-backoffice`, a unique
 * jti, and a lifetime of at most 5 minutes. Each token is exchanged for a session once.
 */
export const SSO_AUDIENCE = 'freight-backoffice';
export const SSO_MAX_LIFETIME_S = 300;
/** How far a partner's clock may run ahead of ours when it stamps `iat`. */
export const SSO_CLOCK_SKEW_S = 60;

export async function mintSsoToken(secret: Uint8Array, subject: string, lifetimeSeconds = 120, issuer = 'partner') {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setAudience(SSO_AUDIENCE)
    .setIssuer(issuer)
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
    .sign(secret);
}

/** Verifies and consumes a token; answers the login it names, or null for anything doubtful. */
export async function consumeSsoToken(db: DB, secret: Uint8Array, token: string) {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], audience: SSO_AUDIENCE }));
  } catch {
    return null;
  }
  const { jti, iat, exp, sub } = payload;
  if (!jti || !iat || !exp || !sub || exp - iat > SSO_MAX_LIFETIME_S) return null;
  // Issued in the future, or valid for longer than a token may be from now: a token minted ahead.
  const now = Math.floor(Date.now() / 1000);
  if (iat > now + SSO_CLOCK_SKEW_S || exp > now + SSO_MAX_LIFETIME_S) return null;
  const first = await db
    .insertInto('auth_sso_used')
    .values({ jti, expires_at: new Date(exp * 1000) })
    .onConflict((oc) => oc.column('jti').doNothing())
    .returning('jti')
    .executeTakeFirst();
  if (!first) return null; // replayed
  await db.deleteFrom('auth_sso_used').where('expires_at', '<', new Date(Date.now() - 3600_000)).execute();
  return parseUsername(sub);
}
