import crypto from 'node:crypto';

/**
 * Secrets kept at rest (the mail account password): AES-256-GCM with a key from the environment or
 * the data directory (server/auth/secrets.ts), so a database dump alone does not reveal them. The
 * stored form is "v1:" + base64url(iv | tag | ciphertext); a value that was tampered with, or sealed
 * with another key, does not open (null).
 */
const VERSION = 'v1:';

export function sealSecret(key: Uint8Array, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function openSecret(key: Uint8Array, sealed: string | null | undefined): string | null {
  if (!sealed?.startsWith(VERSION)) return null;
  try {
    const raw = Buffer.from(sealed.slice(VERSION.length), 'base64url');
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** A 32-byte key from any configured text (MAIL_SECRET may be a passphrase). */
export const keyFromText = (text: string) => new Uint8Array(crypto.createHash('sha256').update(text, 'utf8').digest());

/**
 * The mail key of a set of secrets: its own when loaded (loadSecrets always has one), else derived from
 * the token key, for callers that build secrets by hand (tests).
 */
export function mailKeyOf(secrets: { jwt: Uint8Array; mail?: Uint8Array }): Uint8Array {
  if (secrets.mail) return secrets.mail;
  return new Uint8Array(crypto.hkdfSync('sha256', secrets.jwt, Buffer.alloc(0), 'freight-backoffice mail key', 32));
}
