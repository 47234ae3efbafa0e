import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { ResolvedRoute } from '../../src/resources';
import { buildApp } from '../../server/app';
import { loadConfig, type ServerConfig } from '../../server/config';
import { openDatabase, type DB } from '../../server/db';
import { makePlatformAdmin } from '../../server/org/platform-admin';
import { BASIC, emptyCluster, PASSWORD, targets } from './harness';

/**
 * Apps of the schema engine's tests: a database that outlives the app (a PGlite data directory, or a
 * PostgreSQL schema), so a test can start the server again on it (files changed, a newer release),
 * and no demo data: the tests make the rows they measure. One platform administrator, ROOT/root.
 */
export type Target = (typeof targets)[number];

export interface Store {
  target: Target;
  /** PGlite data directory or PostgreSQL schema. */
  where: string;
  secrets: { jwt: Uint8Array; sso: Uint8Array };
}

export function newStore(target: Target): Store {
  const where = target.url ? `t_${crypto.randomBytes(6).toString('hex')}` : fs.mkdtempSync(path.join(os.tmpdir(), 'schema-'));
  return { target, where, secrets: { jwt: crypto.randomBytes(32), sso: crypto.randomBytes(32) } };
}

export async function dropStore(s: Store) {
  if (s.target.url) {
    const c = new pg.Client({ connectionString: s.target.url });
    await c.connect();
    await c.query(`drop schema if exists "${s.where}" cascade`);
    await c.end();
  } else fs.rmSync(s.where, { recursive: true, force: true });
}

export async function boot(
  s: Store,
  overrides: Partial<ServerConfig> = {},
  registry?: readonly ResolvedRoute[],
  prepare?: (db: DB) => Promise<void>,
) {
  const database = await openDatabase(
    s.target.url
      ? { kind: 'postgres', url: s.target.url, schema: s.where }
      : { kind: 'pglite', dataDir: s.where, loadDataDir: emptyCluster() },
  );
  await prepare?.(database.db);
  const config: ServerConfig = {
    ...loadConfig({}),
    dataDir: '/nonexistent-test-data',
    staticDir: '/nonexistent-test-dist',
    configDir: '/nonexistent-config',
    seedDemo: false,
    seedReference: false,
    loginSlowAfter: 100,
    ...overrides,
  };
  let built;
  try {
    built = await buildApp({ config, database, secrets: s.secrets, registry });
  } catch (e) {
    await database.close();
    throw e;
  }
  const { app, ctx } = built;
  await app.ready();
  const close = async () => {
    await app.close();
    await database.close();
  };
  const tokenFor = async (login = 'root', org = 'ROOT') => {
    const r = await app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'password', username: `2|${login}|${org}`, password: PASSWORD }).toString(),
    });
    if (r.statusCode !== 200) throw new Error(`login ${login} failed: ${r.body}`);
    return r.json().access_token as string;
  };
  const call = (method: string, url: string, token: string, payload?: unknown) =>
    app.inject({ method: method as never, url, headers: { authorization: `Bearer ${token}` }, payload: payload as never });
  const ok = async (method: string, url: string, token: string, payload?: unknown) => {
    const r = await call(method, url, token, payload);
    if (r.statusCode !== 200) throw new Error(`${method} ${url}: ${r.statusCode} ${r.body}`);
    return r.json().data;
  };
  return { app, ctx, db: database.db, database, close, tokenFor, call, ok };
}

/** The platform administrator ROOT/root (and organisation ROOT), made once per database. */
export async function ensureRoot(db: DB) {
  await makePlatformAdmin(db, { orgCode: 'ROOT', login: 'root', password: PASSWORD });
}

export { targets };
