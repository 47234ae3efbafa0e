import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { loadSecrets } from '../server/auth/secrets';
import { mintSsoToken, SSO_MAX_LIFETIME_S } from '../server/auth/sso';
import { LEGACY_KID } from '../server/auth/sso-keys';

/**
 * npm run sso:mint -- --org DEMO --login admin --type 2 [--kid demo] [--ttl 120] [--base http://localhost:8080]
 * Mints a single-sign-on token the way partner system `kid` would (README "Single sign-on"), with the
 * secret derived for that key from the server's SSO master secret (SSO_SECRET, or the one generated
 * in DATA_DIR), and prints the entry link. The demo data has the key `demo` (organisations DEMO and
 * DEMO2); `--kid legacy` mints a token without a kid, signed with the master secret (the old scheme,
 * accepted only when an operator added the `legacy` key). Needs no database: it runs beside a server.
 */
const { values } = parseArgs({
  options: {
    org: { type: 'string', default: 'DEMO' },
    login: { type: 'string', default: 'admin' },
    type: { type: 'string', default: '2' },
    kid: { type: 'string', default: 'demo' },
    ttl: { type: 'string', default: '120' },
    base: { type: 'string', default: `http://localhost:${process.env.PORT ?? 8080}` },
  },
});
const ttl = Math.min(Number(values.ttl), SSO_MAX_LIFETIME_S);
const config = loadConfig();
const secrets = loadSecrets(config.dataDir, config);
const token = await mintSsoToken(
  secrets.sso,
  `${values.type}|${values.login}|${values.org}`,
  ttl,
  values.kid === LEGACY_KID ? null : values.kid!,
  'cli',
);
console.log(token);
console.log(`\n${values.base}/#/efForLogin?token=${encodeURIComponent(token)}`);
