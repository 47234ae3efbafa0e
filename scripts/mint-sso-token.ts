import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { loadSecrets } from '../server/auth/secrets';
import { mintSsoToken, SSO_MAX_LIFETIME_S } from '../server/auth/sso';

/**
 * npm run sso:mint -- --org DEMO --login admin --type 2 [--ttl 120] [--base http://localhost:8080]
 * Mints a single-sign-on token the way a partner system would (README "Single sign-on") with the
 * server's SSO secret (SSO_SECRET, or the one generated in DATA_DIR), and prints the entry link.
 */
const { values } = parseArgs({
  options: {
    org: { type: 'string', default: 'DEMO' },
    login: { type: 'string', default: 'admin' },
    type: { type: 'string', default: '2' },
    ttl: { type: 'string', default: '120' },
    base: { type: 'string', default: `http://localhost:${process.env.PORT ?? 8080}` },
  },
});
const ttl = Math.min(Number(values.ttl), SSO_MAX_LIFETIME_S);
const config = loadConfig();
const secrets = loadSecrets(config.dataDir, config);
const token = await mintSsoToken(secrets.sso, `${values.type}|${values.login}|${values.org}`, ttl, 'cli');
console.log(token);
console.log(`\n${values.base}/#/efForLogin?token=${encodeURIComponent(token)}`);
