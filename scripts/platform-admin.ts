import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';
import { coreTables } from '../server/db/core-tables';
import { ensureTables } from '../server/db/tables';
import { makePlatformAdmin } from '../server/org/platform-admin';

/**
 * npm run platform-admin -- --org PLATFORM --login root [--org-name "平台运营"] [--name 平台管理员]
 * Makes a user the platform administrator (README "Platform administrator"), creating the
 * organisation and the user if needed. The password comes from PLATFORM_ADMIN_PASSWORD (never from the
 * command line, which other users of the machine can read); a new user without one gets a generated
 * password, printed once. Run it with the server stopped when using the embedded database.
 */
const { values } = parseArgs({
  options: {
    org: { type: 'string' },
    login: { type: 'string' },
    'org-name': { type: 'string' },
    name: { type: 'string' },
  },
});
if (!values.org || !values.login) {
  console.error('usage: npm run platform-admin -- --org <organisation code> --login <login name> [--org-name <name>] [--name <person>]');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  await ensureTables(database.db, coreTables);
  const r = await makePlatformAdmin(database.db, {
    orgCode: values.org,
    orgName: values['org-name'],
    login: values.login,
    userName: values.name,
    password: process.env.PLATFORM_ADMIN_PASSWORD || undefined,
  });
  console.log(
    `${values.login} of ${values.org} is a platform administrator${r.orgCreated ? ' (organisation created)' : ''}${r.userCreated ? ' (user created)' : ''}.`,
  );
  if (r.password) console.log(`Generated password (shown once): ${r.password}`);
} finally {
  await database.close();
}
