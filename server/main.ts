import { loadConfig } from './config';
import { openDatabase } from './db';
import { DataDirInUseError } from './db/lock';
import { buildApp } from './app';
import { DEMO_PASSWORD } from './seed/demo';
import { ConfigRouteError } from './config-routes';
import { SchemaStopError } from './schema/builtins';

/**
 * The server process (`npm start` runs it under scripts/supervise.mjs): open the database, build
 * the app, listen, and say where and how to log in. A standby (SERVER_ROLE=standby) has its modules
 * loaded and waits for the supervisor's word before it opens the database.
 */
async function main() {
  if (process.env.SERVER_ROLE === 'standby') {
    const go = new Promise<void>((resolve) => process.on('message', (m: { cmd?: string }) => m?.cmd === 'serve' && resolve()));
    process.send?.({ cmd: 'standby-ready' }); // only now can the supervisor's word be heard
    await go;
  }
  const config = loadConfig();
  // npm run backup asks the server that holds the embedded database for a backup (server/backup/command.ts).
  // Listened to from the start: a signal that came while the app was being built is served once it is.
  let backupAsked = false;
  let backupNow = () => void (backupAsked = true);
  process.on('SIGUSR2', () => backupNow());
  let database;
  try {
    database = await openDatabase(
      config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
    );
  } catch (e) {
    if (e instanceof DataDirInUseError) {
      console.error(`\n${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
  let built;
  try {
    built = await buildApp({ config, database, logger: process.env.LOG_REQUESTS === '1' });
  } catch (e) {
    await database.close();
    if (e instanceof ConfigRouteError) {
      console.error(`\nA route definition under CONFIG_DIR is invalid:\n${e.message}\n`);
      process.exit(1);
    }
    if (e instanceof SchemaStopError) {
      console.error(`\nThe schema change was not applied; nothing changed:\n${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
  const { app, seeded, ctx } = built;
  backupNow = () => void ctx.backups.runNow().catch((e) => console.error('backup failed:', (e as Error).message));
  if (backupAsked) backupNow();
  let closing = false;
  // Drain: stop taking connections, let running requests finish, stop the jobs, close the database.
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  // The supervisor is gone (killed): do not run on unsupervised.
  process.on('disconnect', shutdown);
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.log(`\nFreight back office running at http://localhost:${config.port}/  (database: ${where})`);
  if (seeded) console.log('Demo data created.');
  if (config.seedDemo) {
    console.log(`Demo logins (password ${DEMO_PASSWORD}; never use them in production):`);
    console.log('  administrator: login name admin, organisation DEMO   (also admin / DEMO2)');
    console.log('  staff by phone: +86 13800138000, organisation DEMO (no HRS module)');
  }
}

main().catch((e) => {
  console.error('Server failed to start:', e instanceof Error ? e.message : e);
  process.exit(1);
});
