import type { PGlite } from '@electric-sql/pglite';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { pipeline } from 'node:stream/promises';

/**
 * A standard SQL dump of the whole database (README "Backups"), the same format from either kind:
 * pg_dump's plain script with INSERT statements (restorable by any SQL client, no psql needed),
 * without owners or grants (it restores under another user), gzip-compressed. Uploaded files are
 * rows of the database, so they are in it.
 */
export const DUMP_ARGS = ['--inserts', '--rows-per-insert=500', '--no-owner', '--no-privileges'];

/** PGlite: pg_dump compiled to WebAssembly (@electric-sql/pglite-tools) over the instance; nothing else may use it meanwhile. */
export async function dumpPglite(pg: PGlite, file: string): Promise<number> {
  await writeGzip(file, Buffer.from(await dumpPgliteText(pg), 'utf8'));
  return fs.statSync(file).size;
}

/** The same dump as text (the move to PostgreSQL runs it straight into the target). */
export async function dumpPgliteText(pg: PGlite): Promise<string> {
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
  const dump = await pgDump({ pg, args: DUMP_ARGS });
  return dump.text();
}

/** PostgreSQL: the server's own pg_dump (it dumps from one snapshot while the app writes on). */
export async function dumpPostgres(url: string, file: string): Promise<number> {
  const tmp = `${file}.part`;
  const child = spawn('pg_dump', [...DUMP_ARGS, '--dbname', url], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (c) => (stderr += c));
  const exited = new Promise<number>((resolve, reject) => {
    child.on('error', (e) => reject((e as NodeJS.ErrnoException).code === 'ENOENT'
      ? new Error('pg_dump was not found: install the PostgreSQL client tools of the server\'s version (Debian: apt-get install postgresql-client)')
      : e));
    child.on('exit', (code) => resolve(code ?? 1));
  });
  try {
    await Promise.all([pipeline(child.stdout, zlib.createGzip(), fs.createWriteStream(tmp)), exited.then((code) => {
      if (code !== 0) throw new Error(`pg_dump failed (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`);
    })]);
    fs.renameSync(tmp, file);
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  return fs.statSync(file).size;
}

/** Writes gzip bytes under a temporary name, then renames: a backup file is whole or absent. */
export async function writeGzip(file: string, bytes: Buffer) {
  const tmp = `${file}.part`;
  try {
    await fs.promises.writeFile(tmp, await new Promise<Buffer>((res, rej) => zlib.gzip(bytes, (e, out) => (e ? rej(e) : res(out)))));
    fs.renameSync(tmp, file);
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

/** A backup file's SQL text (.sql.gz or .sql). */
export async function readScript(file: string): Promise<string> {
  const bytes = await fs.promises.readFile(file);
  const plain = bytes[0] === 0x1f && bytes[1] === 0x8b ? zlib.gunzipSync(bytes) : bytes;
  const text = plain.toString('utf8');
  if (!text.slice(0, 4096).includes('PostgreSQL database dump')) throw new Error(`${file} is not a backup (a pg_dump SQL script, .sql or .sql.gz)`);
  return text;
}
