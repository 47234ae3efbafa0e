import crypto from 'node:crypto';
import type { AppContext } from '../context';

/**
 * Signed links (docs/api-office.md "Signed links"): how staff hand a login-free page to someone outside
 * the organisation (a cargo pouch to a warehouse, a bill of lading draft to a shipper, an inquiry to
 * an agent, a partner's address and tracking pages). A link names what it opens (kind, organisation,
 * record) and until when, and carries an HMAC-SHA256 of that under a key derived from the server's
 * secret, so it cannot be forged or pointed at another record, and it stops working when it expires.
 * Nothing is stored: links are checked by recomputing the signature.
 *
 * Token: `{kind}.{org}.{id}.{expires}.{mac}`, numbers in base 36, mac the first 128 bits of the HMAC in
 * base64url (about 45 characters in all, short enough for a QR code).
 */

/** How long each kind of link works, in days. */
export const LINK_DAYS = {
  /** Document pouch print view of an order. */
  pouch: 30,
  /** An enquiry's quotation page for the customer (accept or decline once). */
  quote: 30,
  /** Bill of lading / cross-border waybill drafts filled in by the shipper. */
  seaBl: 30,
  osWaybill: 30,
  /**
   * A partner's own pages, address book binding and order tracking (docs/partner-share.md): the
   * token names the issued link's row (prm_coop_share_link), which is checked on every use, so a
   * link can be revoked; their lifetime is the PARTNER_LINK_DAYS setting. (Tokens of the kinds
   * `coop` and `coopTrack` named the partner itself, could not be revoked and are no longer taken.)
   */
  coopLink: 180,
  coopTrackLink: 180,
} as const;
export type LinkKind = keyof typeof LINK_DAYS;

const KINDS = Object.keys(LINK_DAYS) as LinkKind[];
const DAY_MS = 86_400_000;
const MAC_LENGTH = 22;

export interface LinkSubject {
  kind: LinkKind;
  orgId: number;
  id: number;
  /** Expiry as milliseconds since the epoch (whole seconds). */
  expiresAt: number;
}

const keys = new WeakMap<Uint8Array, Buffer>();

/** The signing key: derived from the session secret for this one purpose, so tokens of one never pass as the other. */
function keyOf(ctx: Pick<AppContext, 'secrets'>): Buffer {
  let k = keys.get(ctx.secrets.jwt);
  if (!k) {
    k = crypto.createHmac('sha256', Buffer.from(ctx.secrets.jwt)).update('signed-link/v1').digest();
    keys.set(ctx.secrets.jwt, k);
  }
  return k;
}

const mac = (key: Buffer, payload: string) => crypto.createHmac('sha256', key).update(payload).digest('base64url').slice(0, MAC_LENGTH);

/** A link token for one record, valid LINK_DAYS[kind] (or `days`) days from `now`. */
export function signLink(
  ctx: Pick<AppContext, 'secrets'>,
  kind: LinkKind,
  orgId: number,
  id: number,
  now = Date.now(),
  days: number = LINK_DAYS[kind],
): { token: string; expiresAt: string } {
  const exp = Math.floor((now + days * DAY_MS) / 1000);
  const payload = [kind, orgId.toString(36), id.toString(36), exp.toString(36)].join('.');
  return { token: `${payload}.${mac(keyOf(ctx), payload)}`, expiresAt: new Date(exp * 1000).toISOString() };
}

const NUM = /^[0-9a-z]{1,12}$/;
const MAC = new RegExp(`^[A-Za-z0-9_-]{${MAC_LENGTH}}$`);

/**
 * What a token opens, or null when it is malformed, of another kind, forged or expired: every
 * failure is the same null, so a caller answers them all alike.
 */
export function verifyLink(
  ctx: Pick<AppContext, 'secrets'>,
  token: unknown,
  kinds: readonly LinkKind[],
  now = Date.now(),
): LinkSubject | null {
  if (typeof token !== 'string' || token.length > 120) return null;
  const parts = token.trim().split('.');
  if (parts.length !== 5) return null;
  const [kind, org, id, exp, given] = parts;
  if (!KINDS.includes(kind as LinkKind) || !kinds.includes(kind as LinkKind)) return null;
  if (!NUM.test(org) || !NUM.test(id) || !NUM.test(exp) || !MAC.test(given)) return null;
  const expected = mac(keyOf(ctx), parts.slice(0, 4).join('.'));
  if (!crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(given))) return null;
  const expiresAt = parseInt(exp, 36) * 1000;
  if (expiresAt <= now) return null;
  const subject = { kind: kind as LinkKind, orgId: parseInt(org, 36), id: parseInt(id, 36), expiresAt };
  return Number.isSafeInteger(subject.orgId) && Number.isSafeInteger(subject.id) && subject.id > 0 ? subject : null;
}
