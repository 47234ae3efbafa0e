import crypto from 'node:crypto';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';

/**
 * npx tsx scripts/contract-coverage.ts [--list]
 * How many routes the server registers with a contract (src/contracts) and how many without, on an
 * empty in-memory database: the measure of issue 23's progress (target: none without). `--list` names
 * the routes still without one. tests/server/openapi.test.ts holds the same list as a check.
 */
const database = await openDatabase({ kind: 'memory' });
try {
  const config = { ...loadConfig({}), dataDir: '/nonexistent', staticDir: '/nonexistent', seedReference: false };
  const { app } = await buildApp({ config, database, secrets: { jwt: crypto.randomBytes(32), sso: crypto.randomBytes(32) } });
  await app.ready();
  // The static files' fallback (GET /*) is the single-page app, not a call.
  const routes = app.routeLedger.filter((r) => !(r.method === 'GET' && r.url === '/*'));
  const without = routes.filter((r) => !r.contract);
  console.log(`routes: ${routes.length}, with a contract: ${routes.length - without.length}, without: ${without.length}`);
  if (process.argv.includes('--list')) for (const r of without) console.log(`  ${r.method} ${r.url}`);
  await app.close();
} finally {
  await database.close();
}
