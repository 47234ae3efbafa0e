import { loadConfig } from '../server/config';
import { moveToPostgres } from '../server/backup/move';

/**
 * npm run move-to-postgres -- postgres://user:password@host/db: copies the embedded database of
 * DATA_DIR into that empty PostgreSQL database, checks every table (row count and checksum) and
 * prints the DATABASE_URL to start with (README "On PostgreSQL"). Stop the server first.
 */
const url = process.argv[2];
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error(
    'usage: npm run move-to-postgres -- postgres://user:password@host:5432/database   (an empty database; stop the server first)',
  );
  process.exit(2);
}
const config = loadConfig();
try {
  const r = await moveToPostgres(config.dataDir, url, (line) => console.log(line));
  console.log(`\nCopied and checked: ${r.tables} tables, ${r.rows} rows, every row count and checksum equal.`);
  console.log(
    'Start the server on PostgreSQL with (keep DATA_DIR for its secrets.json, or set JWT_SECRET, SSO_SECRET and MAIL_SECRET from it):',
  );
  console.log(`\n  DATABASE_URL='${url}' npm start\n`);
} catch (e) {
  console.error(`move failed: ${(e as Error).message}`);
  process.exitCode = 1;
}
