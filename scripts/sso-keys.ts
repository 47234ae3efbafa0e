import { parseArgs } from 'node:util';
import { loadSecrets } from '../server/auth/secrets';
import { addSsoKey, LEGACY_KID, listSsoKeys, partnerSecret, revokeSsoKey, setSsoKeyOrgs } from '../server/auth/sso-keys';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';
import { coreTables } from '../server/db/core-tables';
import { ensureTables } from '../server/db/tables';

/**
 * npm run sso:keys -- <command>: the partner systems allowed to sign users in (README "Single
 * sign-on"). An operator's tool on the server, not a screen: the secrets never pass through a
 * browser, and no web call can add a way in. With the embedded database, run it with the server
 * stopped (it owns the data directory); on PostgreSQL, any time.
 *
 *   list                                   every key: id, name, organisations, created, last used, revoked
 *   add <kid> --orgs DEMO,DEMO2 [--name ..] a new key for a partner system; prints its secret once
 *   orgs <kid> --orgs DEMO                 changes the organisations a key may sign into
 *   revoke <kid>                           ends a key (its id is never used again)
 *   secret <kid>                           prints a key's secret again (derived from the master secret)
 *
 * The kid `legacy` admits tokens without a kid signed with the master secret itself (the scheme
 * before partner keys), for the organisations given; add it only for a partner that cannot send a kid.
 */
const { values, positionals } = parseArgs({ allowPositionals: true, options: { orgs: { type: 'string' }, name: { type: 'string' } } });
const [command, kid] = positionals;
const usage = () => {
  console.error(
    'usage: npm run sso:keys -- list | add <kid> --orgs A,B [--name "..."] | orgs <kid> --orgs A,B | revoke <kid> | secret <kid>',
  );
  process.exit(2);
};
if (!command || (command !== 'list' && !kid)) usage();
const config = loadConfig();
const secrets = loadSecrets(config.dataDir, config);
const secretText = (k: string) =>
  k === LEGACY_KID ? 'the master secret itself (SSO_SECRET, or "sso" in DATA_DIR/secrets.json)' : partnerSecret(secrets.sso, k);
if (command === 'secret') {
  console.log(secretText(kid));
  process.exit(0);
}
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  await ensureTables(database.db, coreTables);
  const orgs = (values.orgs ?? '').split(',');
  if (command === 'list') {
    const keys = await listSsoKeys(database.db);
    if (!keys.length) console.log('No partner keys. Add one: npm run sso:keys -- add <kid> --orgs <organisation codes>');
    for (const k of keys) {
      console.log(
        `${k.kid}\t${k.name}\t${k.orgCodes.join(',')}\tcreated ${k.createdAt.toISOString()}\tlast used ${k.lastUsedAt?.toISOString() ?? '-'}${k.revokedAt ? `\tREVOKED ${k.revokedAt.toISOString()}` : ''}`,
      );
    }
  } else if (command === 'add') {
    const codes = await addSsoKey(database.db, kid, values.name ?? kid, orgs);
    console.log(`Key ${kid} may sign into ${codes.join(', ')}.`);
    console.log(
      `Its tokens carry "kid": "${kid}" in the JWT header, HS256 with this secret (keep it secret; shown again only by the secret command):`,
    );
    console.log(secretText(kid));
  } else if (command === 'orgs') {
    console.log(`Key ${kid} may sign into ${(await setSsoKeyOrgs(database.db, kid, orgs)).join(', ')}.`);
  } else if (command === 'revoke') {
    await revokeSsoKey(database.db, kid);
    console.log(`Key ${kid} revoked: its tokens are refused from now on.`);
  } else usage();
} catch (e) {
  console.error((e as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
