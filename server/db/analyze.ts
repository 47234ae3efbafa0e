import { sql } from 'kysely';
import type { DB } from './index';

/**
 * Planner statistics where nobody else gathers them (docs/orders.md "Performance").
 * PostgreSQL's autovacuum ANALYZEs a table once enough of it changed; the embedded PGlite runs no
 * autovacuum, so without this its planner never learns how many rows a table holds or how its values
 * are spread (nor the extended statistics of server/resources/model.ts), and guesses: a filter taken
 * for thousands of rows walks the wrong index. ANALYZE reads a sample of each table (30,000 rows at
 * most), so it is cheap, but not free: it runs only on tables that are stale by autovacuum's own rule
 * (more than 50 rows + 10% of the table changed since the last ANALYZE) or that were never analysed
 * and hold rows, and only at the moments that change many rows: after the demo seed, after an import,
 * at start on PGlite.
 */

/** Autovacuum's defaults (autovacuum_analyze_threshold, autovacuum_analyze_scale_factor). */
const THRESHOLD = 50;
const SCALE = 0.1;

/** The tables of the current schema whose statistics are missing or stale. */
export async function staleTables(db: DB): Promise<string[]> {
  const { rows } = await sql<{ relname: string }>`
    select s.relname from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = current_schema()
      and (s.n_mod_since_analyze > ${THRESHOLD} + ${SCALE} * greatest(c.reltuples, 0)
        or (c.relpages > 0 and c.reltuples <> 0 and not exists (select 1 from pg_stats p where p.schemaname = s.schemaname and p.tablename = s.relname)))
    order by s.relname`.execute(db);
  return rows.map((r) => r.relname);
}

/**
 * ANALYZEs the stale tables (see above) and those named in `written` (PostgreSQL reports a
 * transaction's row counts to its statistics a moment after the commit, so a table just written may
 * not look stale yet); answers the names analysed.
 */
export async function analyzeStale(db: DB, written: string[] = []): Promise<string[]> {
  const tables = [...new Set([...(await staleTables(db)), ...written])].sort();
  // One statement per table, not one for all: on PGlite every statement runs on the server's own
  // thread, and after a 100,000-row import one ANALYZE of the partners and the audit trail together
  // held every other request for 2 s (bench/import-latency.ts); one table at a time lets them answer
  // in between. The names are the catalogue's or the registry's, quoted as identifiers.
  for (const t of tables) await sql`analyze ${sql.id(t)}`.execute(db);
  return tables;
}
