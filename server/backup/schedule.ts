import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db';
import type { WorkerPool } from '../workers/pool';
import { backupNow, listBackups, type BackupResult } from './backups';

/**
 * The server's own backups (README "Backups"): every BACKUP_EVERY_HOURS (24; 0 turns them off) the
 * newest backup's age is checked and a new one written when it is due (the first an hour after a
 * start when there is none), keeping BACKUP_KEEP. `npm run backup` asks a running embedded-database
 * server for one now with SIGUSR2; the outcome is written to DATA_DIR/backup-status.json, which the
 * command reads. On PostgreSQL an advisory lock lets one of several server processes do it.
 */
export const STATUS_FILE = 'backup-status.json';
const CHECK_MS = 10 * 60_000;
const FIRST_AFTER_MS = 3600_000;
const RETRY_MS = 3600_000;
const LOCK_KEY = 2_022_082_201;

/** Whether a scheduled backup is due: the newest is everyHours old, or there is none an hour after the start. */
export function backupDue(newestMtime: number | null, everyHours: number, startedAt: number, now: number): boolean {
  if (!everyHours) return false;
  return now >= (newestMtime === null ? startedAt + FIRST_AFTER_MS : newestMtime + everyHours * 3600_000);
}

export class BackupScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<BackupResult | null> | null = null;
  private readonly started = Date.now();
  private retryAfter = 0;

  constructor(
    private readonly config: ServerConfig,
    private readonly database: Database,
    private readonly workers: WorkerPool,
  ) {}

  private get settings() {
    return { dir: this.config.backupDir, keep: this.config.backupKeep };
  }

  start() {
    if (!this.config.backupEveryHours) return;
    this.timer = setInterval(() => void this.runIfDue(), CHECK_MS);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => {});
  }

  private async runIfDue() {
    if (this.running || Date.now() < this.retryAfter) return;
    if (!backupDue(listBackups(this.config.backupDir)[0]?.mtime ?? null, this.config.backupEveryHours, this.started, Date.now())) return;
    await this.runNow().catch((e) => {
      // Said once an hour, not at every look (pg_dump missing, a full disk).
      this.retryAfter = Date.now() + RETRY_MS;
      console.error(`scheduled backup failed (next try in an hour): ${(e as Error).message}`);
    });
  }

  /** One backup now (one at a time); its outcome also goes to the status file. */
  runNow(): Promise<BackupResult | null> {
    this.running ??= this.backup().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async backup(): Promise<BackupResult | null> {
    const statusFile = path.join(this.config.dataDir, STATUS_FILE);
    const write = (status: Record<string, unknown>) => {
      try {
        fs.mkdirSync(this.config.dataDir, { recursive: true });
        fs.writeFileSync(statusFile, JSON.stringify(status));
      } catch {
        /* a data directory we cannot write: the log says it */
      }
    };
    try {
      const result =
        this.database.kind === 'postgres'
          ? await this.withLock(() => backupNow(this.database, this.workers, this.settings, this.config.databaseUrl))
          : await backupNow(this.database, this.workers, this.settings);
      if (result) console.log(`backup written: ${result.file} (${result.size} bytes)`);
      write(
        result
          ? { ...result, pid: process.pid }
          : { at: new Date().toISOString(), skipped: 'another server process is writing one', pid: process.pid },
      );
      return result;
    } catch (e) {
      write({ at: new Date().toISOString(), error: (e as Error).message, pid: process.pid });
      throw e;
    }
  }

  /** PostgreSQL: only the process that takes the lock writes; the others skip. */
  private async withLock(fn: () => Promise<BackupResult>): Promise<BackupResult | null> {
    return this.database.db.connection().execute(async (conn) => {
      const got = await sql<{ ok: boolean }>`select pg_try_advisory_lock(${LOCK_KEY}) as ok`.execute(conn);
      if (!got.rows[0]?.ok) return null;
      try {
        return await fn();
      } finally {
        await sql`select pg_advisory_unlock(${LOCK_KEY})`.execute(conn);
      }
    });
  }
}
