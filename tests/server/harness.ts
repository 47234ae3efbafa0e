import crypto from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import type { ServerConfig } from '../../server/config';
import { openDatabase, type DB } from '../../server/db';
import { adminQuery, clonePgDatabase, databaseUrl, dropPgDatabase, PG_APP_SCHEMA, workerDatabase } from './pg-databases';
import { poolId } from '../support/workers';
import { testConfig } from './test-config';

/**
 * This worker's own database (made by tests/server/global-setup.ts), where its apps that do not clone
 * the template take a schema of their own. Workers never share one: PostgreSQL keeps pg_trgm once per
 * database, in the schema of the app that created it, and another worker dropping that schema took the
 * extension away from an app starting beside it (CI, 29 Nov: schema "t_…" does not exist).
 */
function workerDatabaseUrl(url: string) {
  return databaseUrl(url, workerDatabase(inject('pgTemplate'), poolId()));
}

/**
 * Server tests run on an in-memory PGlite and, when TEST_DATABASE_URL is set (CI), again on
 * PostgreSQL, in a database of their own cloned from the run's template (or, for an app that starts
 * from something else, a schema of their own in the worker's database), dropped afterwards.
 */
export const targets: { name: 'pglite' | 'postgres'; url?: string }[] = [
  { name: 'pglite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' as const, url: workerDatabaseUrl(process.env.TEST_DATABASE_URL) }] : []),
];

export const BASIC = `Basic ${Buffer.from('web:web').toString('base64')}`;
export const PASSWORD = 'Demo@2026';

/**
 * `join`: a second server instance on the same PostgreSQL schema and secrets as a running one (the
 * scale-out tests); the first one drops the schema.
 */
export async function startApp(
  target: (typeof targets)[number],
  overrides: Partial<ServerConfig> = {},
  join?: { schema: string; secrets: { jwt: Uint8Array; sso: Uint8Array } },
  /** Writes to the empty database before the app is built on it (a database of a previous version). */
  prepare?: (db: DB) => Promise<void>,
) {
  const schema = join?.schema ?? `t_${crypto.randomBytes(6).toString('hex')}`;
  // The prepared database (tests/server/global-setup.ts) where it is what this app would make itself.
  const prepared = !prepare && !('seedDemo' in overrides) && !('configDir' in overrides);
  // PostgreSQL: a prepared app gets a database of its own cloned from the run's template, where the
  // schema `app` is already made; any other a schema of its own in the worker's database.
  const cloned =
    target.url && (join ? clonedDatabases.has(join.schema) : prepared)
      ? (join?.schema ?? `${inject('pgTemplate')}_${crypto.randomBytes(6).toString('hex')}`)
      : undefined;
  if (cloned && !join) {
    await clonePgDatabase(target.url!, inject('pgTemplate'), cloned);
    clonedDatabases.add(cloned);
  }
  const database = await openDatabase(
    !target.url
      ? { kind: 'memory', loadDataDir: prepared ? snapshot() : emptyCluster() }
      : cloned
        ? { kind: 'postgres', url: databaseUrl(target.url, cloned), schema: PG_APP_SCHEMA }
        : { kind: 'postgres', url: target.url, schema },
  );
  await prepare?.(database.db);
  const config = testConfig(overrides);
  const secrets = join?.secrets ?? { jwt: crypto.randomBytes(32), sso: crypto.randomBytes(32) };
  const { app, ctx } = await buildApp({ config, database, secrets });
  await app.ready();
  const close = async () => {
    await app.close();
    await database.close();
    if (target.url && !join) {
      if (cloned) {
        clonedDatabases.delete(cloned);
        await dropPgDatabase(target.url, cloned);
      } else await adminQuery(target.url, `drop schema if exists "${schema}" cascade`);
    }
  };

  /** Password grant; answers the raw response. */
  const login = (username: string, password = PASSWORD, extra: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'password', username, password, ...extra }).toString(),
    });

  const tokenFor = async (username: string, extra: Record<string, string> = {}) => {
    const r = await login(username, PASSWORD, extra);
    if (r.statusCode !== 200) throw new Error(`login ${username} failed: ${r.body}`);
    return r.json().access_token as string;
  };

  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  /** A call with a session token, answering the raw response. */
  const call = (method: string, url: string, token: string, payload?: unknown) =>
    app.inject({ method: method as any, url, headers: { authorization: `Bearer ${token}` }, payload: payload as any });
  /** A call that must succeed (200, else the test fails naming it): answers the envelope's data. */
  const ok = async (method: string, url: string, token: string, payload?: unknown) => {
    const r = await call(method, url, token, payload);
    if (r.statusCode !== 200) throw new Error(`${method} ${url}: ${r.statusCode} ${r.body}`);
    return r.json().data;
  };

  return { app, ctx, secrets, schema: cloned ?? schema, close, login, tokenFor, get, call, ok, database, config };
}

/** The PostgreSQL databases cloned for apps of this file that are still open (a `join` uses the same). */
const clonedDatabases = new Set<string>();

/** The global setup's tarballs, each read once per file (the prepared one is ~80 MB) and loaded by each PGlite of the file. */
const tarballs = new Map<'dbSnapshot' | 'emptyCluster', Blob>();
function tarball(key: 'dbSnapshot' | 'emptyCluster') {
  let blob = tarballs.get(key);
  if (!blob) tarballs.set(key, (blob = new Blob([fs.readFileSync(inject(key))])));
  return blob;
}

/** The prepared database (tests/server/global-setup.ts): tables and demo data. */
const snapshot = () => tarball('dbSnapshot');
/** The empty cluster (tests/server/global-setup.ts) every other new PGlite of the tests starts from, instead of initdb. */
export const emptyCluster = () => tarball('emptyCluster');

/**
 * Waits for the next minute when this one has less than `room` ms left. The public calls' budgets
 * count per clock minute (server/http/rate-limit.ts): a test spending one across a minute's end
 * would see it start again half-way (it happened on a loaded machine: 200 where 429 was due).
 */
export async function startOfBudgetWindow(room = 15_000, windowMs = 60_000) {
  const left = windowMs - (Date.now() % windowMs);
  if (left < room) await new Promise((r) => setTimeout(r, left + 50));
}

/** A multipart/form-data body with one file part. */
export function multipart(fileName: string, bytes: Buffer, field = 'file') {
  const boundary = `----h1test${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
