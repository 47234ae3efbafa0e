import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { sql } from 'kysely';
import type { Database } from '../db';
import type { WorkerPool } from '../workers/pool';
import { dumpPostgres } from './dump';

/**
 * Backups of a running server (README "Backups"): on PostgreSQL pg_dump from its snapshot; on
 * PGlite a copy of the data directory's files on disk, taken while no statement runs (a moment),
 * then pg_dump over that copy in a worker thread, so the app goes on meanwhile. Files are named by
 * time (freight-20261128-0930.sql.gz) in the backup directory, the oldest beyond the kept count
 * removed.
 */
export interface BackupSettings {
  dir: string;
  /** Backups kept in `dir` (the oldest go). */
  keep: number;
}

export interface BackupResult {
  file: string;
  size: number;
  at: string;
}

const NAME = /^freight-\d{8}-\d{6}(-\d+)?\.sql\.gz$/;

export function backupFileName(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `freight-${now.getUTCFullYear()}${p(now.getUTCMonth() + 1)}${p(now.getUTCDate())}-${p(now.getUTCHours())}${p(now.getUTCMinutes())}${p(now.getUTCSeconds())}.sql.gz`;
}

/** The backups in a directory, newest first. */
export function listBackups(dir: string): { file: string; mtime: number }[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => NAME.test(f))
    .map((f) => ({ file: path.join(dir, f), mtime: fs.statSync(path.join(dir, f)).mtimeMs }))
    .sort((a, b) => b.file.localeCompare(a.file));
}

export function pruneBackups(s: BackupSettings) {
  for (const old of listBackups(s.dir).slice(Math.max(1, s.keep))) fs.rmSync(old.file, { force: true });
}

/** Writes one backup of the server's database into the backup directory. */
export async function backupNow(database: Database, workers: WorkerPool, s: BackupSettings, databaseUrl?: string): Promise<BackupResult> {
  fs.mkdirSync(s.dir, { recursive: true });
  let file = path.join(s.dir, backupFileName());
  for (let n = 1; fs.existsSync(file); n++) file = file.replace(/(-\d+)?\.sql\.gz$/, `-${n}.sql.gz`);
  let size: number;
  if (database.kind === 'postgres') size = await dumpPostgres(databaseUrl!, file);
  else {
    // The copy goes beside the backups (the disk meant for them), under a name no listing takes.
    const copy = path.join(s.dir, `.${path.basename(file)}.pgdata`);
    try {
      await copyPgliteFiles(database, copy);
      size = await workers.with('pgdump', { copy, file }, (w) => w.call<number>('dump'));
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  }
  pruneBackups(s);
  return { file, size, at: new Date().toISOString() };
}

/**
 * The embedded database's files as of a moment between statements, into `copy` (a directory, or a
 * tarball when the database has no directory): the driver's one connection is held (no
 * transaction half done) and a checkpoint writes what memory holds. A database on disk is copied
 * file by file by the file system, off the event loop and never whole in memory; one in memory
 * (the tests') is only there as PGlite's tarball, written to disk a piece at a time.
 */
async function copyPgliteFiles(database: Database, copy: string) {
  const pglite = database.pglite!;
  const dir = pglite.dataDir;
  const onDisk = !!dir && fs.existsSync(path.join(dir, 'PG_VERSION'));
  await database.db.connection().execute(async (conn) => {
    await sql`checkpoint`.execute(conn);
    if (onDisk) {
      // postmaster.pid belongs to the running database, not to its copy.
      await fs.promises.cp(dir, copy, { recursive: true, filter: (from) => path.basename(from) !== 'postmaster.pid' });
      return;
    }
    const tar = await pglite.dumpDataDir('none');
    fs.mkdirSync(copy, { recursive: true });
    await pipeline(Readable.fromWeb(tar.stream() as WebReadableStream<Uint8Array>), fs.createWriteStream(path.join(copy, TARBALL)));
  });
}

/** The tarball's name inside the copy's directory (server/backup/pgdump-task.ts opens either kind). */
export const TARBALL = 'pgdata.tar';
