import { CompiledQuery } from 'kysely';
import crypto from 'node:crypto';
import type { DB } from '../db';

/**
 * Reads a query's rows in batches through a server-side cursor, so memory holds one batch however
 * many rows match. PostgreSQL: a read-only repeatable-read transaction (one consistent snapshot).
 * PGlite has one session: a WITH HOLD cursor outside a transaction, so other requests run between
 * the batches instead of waiting for the whole export.
 */
export async function forEachBatch(
  db: DB,
  kind: 'pglite' | 'postgres',
  query: CompiledQuery,
  batch: number,
  fn: (rows: Record<string, unknown>[]) => Promise<void>,
) {
  const name = `c_${crypto.randomBytes(6).toString('hex')}`;
  const fetch = (conn: DB) => {
    const p = conn.executeQuery<Record<string, unknown>>(CompiledQuery.raw(`fetch ${batch} from ${name}`));
    p.catch(() => {}); // awaited below; a fetch left behind by a failed batch must not go unhandled
    return p;
  };
  const loop = async (conn: DB) => {
    // The next batch is asked for before this one is written, so the database and the writer overlap.
    let next = fetch(conn);
    for (;;) {
      const r = await next;
      const more = r.rows.length === batch;
      if (more) next = fetch(conn);
      if (r.rows.length) await fn(r.rows);
      if (!more) return;
    }
  };
  if (kind === 'postgres') {
    await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        await trx.executeQuery(CompiledQuery.raw(`declare ${name} no scroll cursor for ${query.sql}`, [...query.parameters]));
        await loop(trx);
      });
    return;
  }
  await db.executeQuery(CompiledQuery.raw(`declare ${name} no scroll cursor with hold for ${query.sql}`, [...query.parameters]));
  try {
    await loop(db);
  } finally {
    await db.executeQuery(CompiledQuery.raw(`close ${name}`)).catch(() => {});
  }
}
