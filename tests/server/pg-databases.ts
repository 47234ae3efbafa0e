import pg from 'pg';

/** The schema of every app's own database on PostgreSQL (cloned from the run's template, README "Tests"). */
export const PG_APP_SCHEMA = 'app';

/** The URL of another database on the same PostgreSQL server. */
export function databaseUrl(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** One statement on a connection of its own (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(url: string, sql: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql)).rows;
  } finally {
    await c.end();
  }
}

/**
 * Drops a database once its connections are gone. A closed app's pool resolves `end()` before its
 * sockets are closed: `drop ... with (force)` at once terminated such a connection, and its client,
 * no longer watched by the pool, threw "terminating connection due to administrator command" as an
 * uncaught exception (CI, 29 Nov). Force is only the last resort after 10 s.
 */
export async function dropPgDatabase(url: string, database: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    for (const until = Date.now() + 10_000; Date.now() < until; ) {
      const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [database]);
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await c.query(`drop database if exists "${database}" with (force)`);
  } finally {
    await c.end();
  }
}

/** The database of a worker's apps that start from something else than the template (`_w<pool id>`). */
export const workerDatabase = (template: string, poolId: number) => `${template}_w${poolId}`;

/** A new database as a copy of the template (nobody may be connected to the template meanwhile). */
export const clonePgDatabase = (url: string, template: string, database: string) =>
  adminQuery(url, `create database "${database}" template "${template}"`);
