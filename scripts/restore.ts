import path from 'node:path';
import { loadConfig } from '../server/config';
import { restoreFile } from '../server/backup/targets';

/**
 * npm run restore FILE: a backup (npm run backup, .sql.gz or .sql) into an empty database: the one
 * DATABASE_URL names, else a new embedded one in DATA_DIR (README "Backups"). Stop the server first.
 * The restore is one transaction: if it fails, the target stays empty.
 */
const file = process.argv[2];
if (!file) {
  console.error('usage: npm run restore -- <backup file>   (into DATABASE_URL, else the embedded database in DATA_DIR; it must be empty)');
  process.exit(2);
}
const config = loadConfig();
const target = config.databaseUrl
  ? { kind: 'postgres' as const, url: config.databaseUrl }
  : { kind: 'pglite' as const, dataDir: config.dataDir };
try {
  const started = Date.now();
  const statements = await restoreFile(path.resolve(file), target);
  console.log(
    `restored ${statements} statements from ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s into ${target.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`}`,
  );
} catch (e) {
  console.error(`restore failed: ${(e as Error).message}`);
  process.exitCode = 1;
}
