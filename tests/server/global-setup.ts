import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import type { DatabaseTarget } from '../../server/db';
import { workerCount } from '../support/workers';
import { adminQuery, databaseUrl, dropPgDatabase, PG_APP_SCHEMA, workerDatabase } from './pg-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite tarball of the database every plain `startApp(target)` begins with (README "Tests"). */
    dbSnapshot: string;
    /** A PGlite tarball of an empty cluster, as initdb leaves it: what every other new PGlite of the tests starts from. */
    emptyCluster: string;
    /** PostgreSQL (TEST_DATABASE_URL) only: the template database of the same start, cloned per app. */
    pgTemplate: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');
const cacheDir = path.join(root, 'node_modules/.cache/freight-tests');
/** Demo data is dated from the moment it is made ("last 7 days"): a snapshot older than this is made again. */
const MAX_AGE_MS = 30 * 60_000;

/** Everything the tables and the demo data come from: the server, the declarations it derives from, this file. */
function sourceHash() {
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(ts|tsx|json|mjs|sql)$/.test(e.name)) hash.update(p).update(fs.readFileSync(p));
    }
  };
  for (const dir of ['server', 'src', 'config']) if (fs.existsSync(path.join(root, dir))) walk(path.join(root, dir));
  for (const file of ['package-lock.json', 'tests/server/global-setup.ts', 'tests/server/test-config.ts'])
    hash.update(fs.readFileSync(path.join(root, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Makes the prepared database once per run (or reuses one of the same sources made in the last 30
 * minutes): each server test file then loads it instead of creating ~400 tables and the demo data again,
 * which took most of a file's start (PGlite: 12-18 s → 5 s on a busy 2-core machine).
 */
export default async function setup(project: TestProject) {
  fs.mkdirSync(cacheDir, { recursive: true });
  const file = path.join(cacheDir, `db-${sourceHash()}.tar`);
  const fresh = fs.existsSync(file) && Date.now() - fs.statSync(file).mtimeMs < MAX_AGE_MS;
  if (!fresh) {
    for (const old of fs.readdirSync(cacheDir)) if (old.startsWith('db-')) fs.rmSync(path.join(cacheDir, old), { force: true });
    const database = await prepareDatabase({ kind: 'memory' });
    await saveTarball(database.pglite!, file);
    await database.close();
  }
  project.provide('dbSnapshot', file);
  project.provide('emptyCluster', await emptyCluster());
  if (!process.env.TEST_DATABASE_URL) return;
  const url = process.env.TEST_DATABASE_URL;
  const template = await makePgTemplate(url);
  // One empty database per worker for the apps that make their own tables (tests/server/harness.ts).
  const workers = Array.from({ length: workerCount(project) }, (_, i) => workerDatabase(template, i + 1));
  for (const name of workers) await adminQuery(url, `create database "${name}"`);
  project.provide('pgTemplate', template);
  return async () => {
    for (const name of [template, ...workers]) await dropPgDatabase(url, name);
  };
}

/**
 * A database as a plain app makes it (tables, demo data), the app closed: what the prepared starts
 * load. The server's modules are loaded only then: they take seconds to load.
 */
async function prepareDatabase(target: DatabaseTarget) {
  const [{ buildApp }, { openDatabase }, { testConfig }] = await Promise.all([
    import('../../server/app'),
    import('../../server/db'),
    import('./test-config'),
  ]);
  const database = await openDatabase(target);
  const { app } = await buildApp({ config: testConfig(), database, secrets: { jwt: crypto.randomBytes(32), sso: crypto.randomBytes(32) } });
  await app.ready();
  await app.close();
  return database;
}

/** Writes a PGlite's cluster as a tarball that a new PGlite can start from (`loadDataDir`). */
async function saveTarball(pglite: PGlite, file: string) {
  // A copy of a database still open is a crash image: without a checkpoint first, its sequences
  // would come back up to 32 numbers ahead (PostgreSQL logs them ahead), and ids differ from a fresh start.
  await pglite.exec('checkpoint');
  const tar = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
  // Written aside and renamed: a parallel run never reads half a file.
  fs.writeFileSync(`${file}.${process.pid}`, tar);
  fs.renameSync(`${file}.${process.pid}`, file);
}

/**
 * An empty cluster, made once per PGlite release: the apps of the tests that do not load the prepared
 * database (their own tables or data, a data directory started twice) load it instead of running
 * initdb (29 Nov: 2.4 s a start instead of 4.2-6.6 s on a quiet machine, 15 s under load).
 */
async function emptyCluster() {
  const { PGlite } = await import('@electric-sql/pglite');
  const version = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')).version;
  const file = path.join(cacheDir, `empty-${version}.tar`);
  if (fs.existsSync(file)) return file;
  const pglite = await PGlite.create();
  await saveTarball(pglite, file);
  await pglite.close();
  return file;
}

/** The template and clones of runs that ended without their teardown (killed): their process is gone. */
async function dropLeftovers(url: string) {
  const rows: { datname: string }[] = await adminQuery(url, `select datname from pg_database where datname like 'ft\\_tpl\\_%'`);
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (const { datname } of rows) {
    const pid = Number(datname.split('_')[2]);
    if (pid === process.pid || !alive(pid)) await dropPgDatabase(url, datname);
  }
}

/**
 * The PostgreSQL side of the prepared database: one database made as a plain app makes its own, which
 * `startApp` clones (`create database ... template`, a file copy of ~0.3 s) instead of creating ~400
 * tables and the demo data in a schema of its own (~5 s of the app's start and of PostgreSQL's CPU, a
 * hundred times a run). Named for this run's process: runs side by side (helpers' worktrees) each have theirs.
 */
async function makePgTemplate(url: string) {
  const template = `ft_tpl_${process.pid}`;
  await dropLeftovers(url);
  await adminQuery(url, `create database "${template}"`);
  await (await prepareDatabase({ kind: 'postgres', url: databaseUrl(url, template), schema: PG_APP_SCHEMA })).close();
  return template;
}
