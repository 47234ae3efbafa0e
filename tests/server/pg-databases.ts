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
    await c.query(sql);
  } finally {
    await c.end();
  }
}

export const dropPgDatabase = (url: string, database: string) => adminQuery(url, `drop database if exists "${database}" with (force)`);

/** A new database as a copy of the template (nobody may be connected to the template meanwhile). */
export const clonePgDatabase = (url: string, template: string, database: string) =>
  adminQuery(url, `create database "${database}" template "${template}"`);
