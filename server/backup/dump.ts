import type { PGlite } from '@electric-sql/pglite';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import zlib from 'node:zlib';
import { SqlSplitter } from './sql-script';

/**
 * A standard SQL dump of the whole database (README "Backups"), the same format from either kind:
 * pg_dump's plain script with INSERT statements (restorable by any SQL client, no psql needed),
 * without owners or grants (it restores under another user), gzip-compressed. Uploaded files are
 * rows of the database, so they are in it.
 */
export const DUMP_ARGS = ['--inserts', '--rows-per-insert=500', '--no-owner', '--no-privileges'];

/**
 * PGlite: pg_dump compiled to WebAssembly (@electric-sql/pglite-tools) over the instance; nothing
 * else may use it meanwhile. That pg_dump writes its script into its own in-memory file system and
 * answers it whole (a File): it cannot stream. The script is gzipped to the file from there a
 * piece at a time, so no second copy (a string, the compressed bytes) is made.
 */
export async function dumpPglite(pg: PGlite, file: string): Promise<number> {
  const dump = await dumpPgliteFile(pg);
  await writeGzipStream(file, Readable.fromWeb(dump.stream() as WebReadableStream<Uint8Array>));
  return fs.statSync(file).size;
}

/** The same dump as pg_dump answers it (the move to PostgreSQL runs it into the target a statement at a time). */
export async function dumpPgliteFile(pg: PGlite): Promise<Blob> {
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
  return pgDump({ pg, args: DUMP_ARGS });
}

/** PostgreSQL: the server's own pg_dump (it dumps from one snapshot while the app writes on). */
export async function dumpPostgres(url: string, file: string): Promise<number> {
  const tmp = `${file}.part`;
  const child = spawn('pg_dump', [...DUMP_ARGS, '--dbname', url], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (c) => (stderr += c));
  const exited = new Promise<number>((resolve, reject) => {
    child.on('error', (e) =>
      reject(
        (e as NodeJS.ErrnoException).code === 'ENOENT'
          ? new Error(
              "pg_dump was not found: install the PostgreSQL client tools of the server's version (Debian: apt-get install postgresql-client)",
            )
          : e,
      ),
    );
    child.on('exit', (code) => resolve(code ?? 1));
  });
  try {
    await Promise.all([
      pipeline(child.stdout, zlib.createGzip(), fs.createWriteStream(tmp)),
      exited.then((code) => {
        if (code !== 0) throw new Error(`pg_dump failed (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`);
      }),
    ]);
    fs.renameSync(tmp, file);
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  return fs.statSync(file).size;
}

/** Gzips a stream into a file under a temporary name, then renames: a backup file is whole or absent. */
export async function writeGzipStream(file: string, source: Readable) {
  const tmp = `${file}.part`;
  try {
    await pipeline(source, zlib.createGzip(), fs.createWriteStream(tmp));
    fs.renameSync(tmp, file);
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

/** Pieces of a backup file read at a time (a statement of stored files may be many of them). */
const READ_BYTES = 1 << 20;
/** Where pg_dump's header says what the file is. */
const HEAD_CHARS = 4096;

/**
 * A backup file's SQL text (.sql.gz or .sql) as it is read from disk, a megabyte at a time,
 * decompressed and decoded on the way; refused unless it begins as a pg_dump script does.
 */
export async function* scriptText(file: string): AsyncGenerator<string> {
  const handle = await fs.promises.open(file);
  const magic = Buffer.alloc(2);
  try {
    await handle.read(magic, 0, 2, 0);
  } finally {
    await handle.close();
  }
  const raw = fs.createReadStream(file, { highWaterMark: READ_BYTES });
  const bytes: Readable = magic[0] === 0x1f && magic[1] === 0x8b ? raw.pipe(zlib.createGunzip({ chunkSize: READ_BYTES })) : raw;
  raw.on('error', (e) => bytes.destroy(e));
  const decoder = new StringDecoder('utf8');
  let head: string | null = '';
  const checked = (text: string) => {
    if (!text.slice(0, HEAD_CHARS).includes('PostgreSQL database dump'))
      throw new Error(`${file} is not a backup (a pg_dump SQL script, .sql or .sql.gz)`);
    return text;
  };
  try {
    for await (const chunk of bytes) {
      const text = decoder.write(chunk as Buffer);
      if (head === null) yield text;
      else if ((head += text).length >= HEAD_CHARS) {
        yield checked(head);
        head = null;
      }
    }
    const rest = decoder.end();
    if (head !== null) yield checked(head + rest);
    else if (rest) yield rest;
  } finally {
    bytes.destroy();
    raw.destroy();
  }
}

/** A backup file's statements as it is read (server/backup/sql-script.ts): only the statement being read is held. */
export async function* scriptStatements(file: string): AsyncGenerator<string> {
  const split = new SqlSplitter();
  for await (const text of scriptText(file)) yield* split.push(text);
  yield* split.end();
}

/** Whether the file is a backup, read no further than its header (before a restore opens its target). */
export async function checkBackupFile(file: string): Promise<void> {
  for await (const text of scriptText(file)) if (text) return;
}

/** A backup file's whole SQL text (the tests read it back). */
export async function readScript(file: string): Promise<string> {
  let out = '';
  for await (const text of scriptText(file)) out += text;
  return out;
}
