import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeStale, staleTables } from '../../server/db/analyze';
import { startApp, targets } from './harness';

/**
 * The planner's statistics (server/db/analyze.ts): the demo data is analysed once it is written, and
 * a table that many rows reached is analysed again, so the planner stops guessing. PGlite runs no
 * autovacuum: without this its planner never has statistics at all.
 */
describe.each(targets)('planner statistics on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    h = await startApp(target);
  });
  afterAll(async () => {
    await h?.close();
  });

  const plan = async (q: string) =>
    (await sql.raw<{ 'QUERY PLAN': string }>(`explain ${q}`).execute(h.ctx.db)).rows.map((r) => r['QUERY PLAN']).join('\n');

  it('has statistics of the demo data from the start', async () => {
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_stats where schemaname = current_schema() and tablename = 'af_order'`.execute(h.ctx.db);
    expect(rows[0].n).toBeGreaterThan(0);
    expect(await staleTables(h.ctx.db)).not.toContain('af_order');
  });

  it('gathers none of payload columns (long texts no query picks rows by): ANALYZE stays short', async () => {
    const db = h.ctx.db;
    const targetsOf = async () =>
      Object.fromEntries(
        (
          await sql<{ col: string; t: number | null }>`select a.attname as col, a.attstattarget::int as t from pg_attribute a
            where a.attrelid = 'sys_audit_log'::regclass and a.attname in ('resource', 'before_data', 'after_data')`.execute(db)
        ).rows.map((r) => [r.col, r.t]),
      );
    const t = await targetsOf();
    expect(t.before_data).toBe(0);
    expect(t.after_data).toBe(0);
    expect(t.resource).not.toBe(0); // filtered and sorted on
    await sql`analyze sys_audit_log`.execute(db);
    const { rows } = await sql<{ col: string }>`select attname as col from pg_stats
      where schemaname = current_schema() and tablename = 'sys_audit_log' and attname in ('before_data', 'after_data')`.execute(db);
    expect(rows).toEqual([]);
  });

  it("samples the audit log's rows lightly (its routes' statistics target): ANALYZE after a large import stays short", async () => {
    const db = h.ctx.db;
    const { rows } = await sql<{ col: string; t: number | null }>`select a.attname as col, a.attstattarget::int as t from pg_attribute a
      where a.attrelid = 'sys_audit_log'::regclass and a.attnum > 0 and not a.attisdropped`.execute(db);
    const byColumn = Object.fromEntries(rows.map((r) => [r.col, r.t]));
    // Every column with statistics at 10 (a sample of 3,000 rows), the payload at 0; none at the default.
    expect(byColumn).toMatchObject({ id: 10, org_id: 10, create_time: 10, resource: 10, record_id: 10, before_data: 0, after_data: 0 });
    expect(rows.filter((r) => r.t !== 10 && r.t !== 0)).toEqual([]);
    // The orders keep the default (-1 on PostgreSQL 15, null on 17).
    const { rows: orders } = await sql<{ t: number | null }>`select a.attstattarget::int as t from pg_attribute a
      where a.attrelid = 'af_order'::regclass and a.attname = 'order_status'`.execute(db);
    expect([-1, null]).toContain(orders[0].t);
    // Analysed, a column holds at most 10 buckets (11 bounds) or 10 common values, not 100.
    await sql`analyze sys_audit_log`.execute(db);
    const { rows: stats } = await sql<{
      n: number | null;
    }>`select coalesce(array_length(histogram_bounds, 1), 0) + coalesce(array_length(most_common_freqs, 1), 0) as n
      from pg_stats where schemaname = current_schema() and tablename = 'sys_audit_log' and attname = 'id'`.execute(db);
    expect(stats[0].n).toBeGreaterThan(0);
    expect(stats[0].n).toBeLessThanOrEqual(11);
  });

  it('analyses a table many rows reached, and the plan follows the real spread of its values', async () => {
    const db = h.ctx.db;
    // No autovacuum on it (PostgreSQL's could be quicker than this test): it starts as on PGlite.
    await sql`create table stats_probe (id serial primary key, status text not null, create_time timestamptz not null) with (autovacuum_enabled = false)`.execute(
      db,
    );
    await sql`create index stats_probe_status on stats_probe (status)`.execute(db);
    await sql`create index stats_probe_time on stats_probe (create_time)`.execute(db);
    // 90% of the rows are BOOKED: without statistics the planner takes any value for a rare one.
    await sql`insert into stats_probe (status, create_time)
      select case when i % 10 = 0 then 'DELIVERED' else 'BOOKED' end, timestamptz '2026-01-01' + i * interval '1 minute'
      from generate_series(1, 20000) i`.execute(db);
    const newest = `select * from stats_probe where status = 'BOOKED' order by create_time desc limit 20`;
    const guessed = await plan(newest);
    // PostgreSQL counts a transaction's rows into its statistics a moment after the commit.
    for (let until = Date.now() + 15_000; !(await staleTables(db)).includes('stats_probe'); ) {
      if (Date.now() > until) throw new Error('stats_probe was not found stale');
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await analyzeStale(db)).toContain('stats_probe');
    expect(await staleTables(db)).not.toContain('stats_probe');
    const informed = await plan(newest);
    // Informed: most rows match, so the newest 20 come from walking the time index backwards and
    // stopping early, not from fetching "a few" BOOKED rows (in truth 18,000) and sorting them.
    expect(informed).toMatch(/Index Scan Backward using stats_probe_time/);
    expect(guessed).not.toMatch(/Index Scan Backward using stats_probe_time/);
    expect(guessed).toMatch(/stats_probe_status/);
  });
});
