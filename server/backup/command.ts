import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../config';
import { openDatabase } from '../db';
import { WorkerPool } from '../workers/pool';
import { backupNow, pruneBackups, backupFileName, type BackupResult } from './backups';
import { dumpPostgres } from './dump';
import { STATUS_FILE } from './schedule';

/**
 * `npm run backup` (README "Backups"): one backup into BACKUP_DIR now.
 * - PostgreSQL (DATABASE_URL): pg_dump from here, whether servers run or not.
 * - Embedded, with a server running on DATA_DIR: only that process may open the data directory, so
 *   it is asked (SIGUSR2) and writes the backup while it goes on serving; its outcome is read back
 *   from DATA_DIR/backup-status.json.
 * - Embedded, no server running: the data directory is opened here and dumped the same way.
 */
export async function backupCommand(config: ServerConfig, log: (line: string) => void): Promise<BackupResult> {
  const settings = { dir: config.backupDir, keep: config.backupKeep };
  if (config.databaseUrl) {
    fs.mkdirSync(settings.dir, { recursive: true });
    const file = path.join(settings.dir, backupFileName());
    const size = await dumpPostgres(config.databaseUrl, file);
    pruneBackups(settings);
    return { file, size, at: new Date().toISOString() };
  }
  const owner = runningServer(config.dataDir);
  if (owner) {
    log(`a server (pid ${owner}) runs on ${config.dataDir}: asking it for the backup`);
    return askServer(config.dataDir, owner);
  }
  if (!fs.existsSync(path.join(config.dataDir, 'pgdata')))
    throw new Error(`there is no embedded database in ${config.dataDir} (DATA_DIR), and DATABASE_URL is not set`);
  const database = await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  const workers = new WorkerPool({ max: 1, memoryMb: config.workerMemoryMb });
  try {
    return await backupNow(database, workers, settings);
  } finally {
    await workers.close();
    await database.close();
  }
}

/** The pid in DATA_DIR/server.lock when that process runs (server/db/lock.ts). */
function runningServer(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8').trim());
  } catch {
    return null;
  }
  if (!pid || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

const WAIT_MS = 60 * 60_000;

async function askServer(dataDir: string, pid: number): Promise<BackupResult> {
  const statusFile = path.join(dataDir, STATUS_FILE);
  const asked = Date.now();
  process.kill(pid, 'SIGUSR2');
  while (Date.now() - asked < WAIT_MS) {
    await new Promise((r) => setTimeout(r, 250));
    let status: Partial<BackupResult> & { error?: string; pid?: number };
    try {
      status = JSON.parse(fs.readFileSync(statusFile, 'utf8'));
    } catch {
      continue; // not written yet (or being written)
    }
    if (status.pid !== pid || !status.at || Date.parse(status.at) < asked) continue;
    if (status.error) throw new Error(`the server could not write the backup: ${status.error}`);
    return status as BackupResult;
  }
  throw new Error(`the server (pid ${pid}) wrote no backup within an hour; see its log`);
}
