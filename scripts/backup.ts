import { loadConfig } from '../server/config';
import { backupCommand } from '../server/backup/command';

/**
 * npm run backup: one backup into BACKUP_DIR now, while the server runs or not (README "Backups";
 * server/backup/command.ts says how for each database).
 */
try {
  const r = await backupCommand(loadConfig(), (line) => console.log(line));
  console.log(`backup written: ${r.file} (${(r.size / 1e6).toFixed(2)} MB)`);
} catch (e) {
  console.error(`backup failed: ${(e as Error).message}`);
  process.exitCode = 1;
}
