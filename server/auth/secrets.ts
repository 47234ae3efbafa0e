import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Secrets {
  jwt: Uint8Array;
  sso: Uint8Array;
  /** Seals stored mail passwords (server/settings/secret-box.ts); derived from jwt when absent. */
  mail?: Uint8Array;
}

/**
 * JWT_SECRET and SSO_SECRET come from the environment; when absent they are generated once and kept
 * in the data directory (mode 0600), so tokens survive restarts and nothing secret is in the repo.
 */
export function loadSecrets(dataDir: string, env: { jwtSecret?: string; ssoSecret?: string; mailSecret?: string }): Secrets {
  let stored: { jwt?: string; sso?: string; mail?: string } = {};
  const file = path.join(dataDir, 'secrets.json');
  if (!env.jwtSecret || !env.ssoSecret || !env.mailSecret) {
    fs.mkdirSync(dataDir, { recursive: true });
    if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8'));
    const next = {
      ...stored,
      jwt: stored.jwt ?? crypto.randomBytes(32).toString('base64url'),
      sso: stored.sso ?? crypto.randomBytes(32).toString('base64url'),
      // MAIL_SECRET (or this) seals the mail passwords users store; losing it means re-entering them.
      mail: stored.mail ?? crypto.randomBytes(32).toString('base64url'),
    };
    if (next.jwt !== stored.jwt || next.sso !== stored.sso || next.mail !== stored.mail) {
      fs.writeFileSync(file, JSON.stringify(next), { mode: 0o600 });
    }
    stored = next;
  }
  const enc = new TextEncoder();
  return {
    jwt: enc.encode(env.jwtSecret ?? stored.jwt!),
    sso: enc.encode(env.ssoSecret ?? stored.sso!),
    mail: new Uint8Array(
      crypto
        .createHash('sha256')
        .update(env.mailSecret ?? stored.mail!, 'utf8')
        .digest(),
    ),
  };
}
