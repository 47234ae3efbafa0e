import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTables } from '../../server/db/tables';
import { resourceTables } from '../../server/resources/model';
import { startApp, targets } from './harness';

/**
 * The list indexes and extended statistics derived from the registry exist in the database after
 * start, on both databases, and a second start finds them in place (docs/orders.md "Performance").
 */
describe.each(targets)('list indexes and statistics on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    h = await startApp(target, { seedDemo: false });
  });
  afterAll(async () => {
    await h?.close();
  });

  it("creates the views' indexes and statistics, and ANALYZE fills the statistics", async () => {
    const { db } = h.ctx;
    const ix = await sql<{
      indexdef: string;
    }>`select indexdef from pg_indexes where schemaname = current_schema() and tablename = 'af_order'`.execute(db);
    const defs = ix.rows.map((r) => r.indexdef.replace(/^.* USING btree /, ''));
    expect(defs).toEqual(
      expect.arrayContaining(['(org_id, order_stage, order_status, create_time)', '(org_id, arrival_station, order_status, create_time)']),
    );
    const st = await sql<{ name: string; kinds: string; cols: string }>`
      select s.stxname as name, array_to_string(s.stxkind, '') as kinds,
        (select string_agg(a.attname, ',' order by k.n) from unnest(s.stxkeys) with ordinality k(attnum, n)
          join pg_attribute a on a.attrelid = s.stxrelid and a.attnum = k.attnum) as cols
      from pg_statistic_ext s where s.stxrelid = 'af_order'::regclass`.execute(db);
    const byCols = new Map(st.rows.map((r) => [r.cols, r.kinds]));
    // stxkeys holds the columns in table order, so compare as sets.
    const has = (cols: string[]) => [...byCols.keys()].some((k) => k.split(',').sort().join() === [...cols].sort().join());
    expect(has(['order_stage', 'order_status'])).toBe(true);
    expect(has(['arrival_station', 'order_stage', 'order_status'])).toBe(true);
    expect([...byCols.values()].every((k) => k.includes('f') && k.includes('m'))).toBe(true); // dependencies, mcv

    await db.insertInto('hrs_org').values({ org_code: 'IX', org_name: 'ix' }).execute();
    const org = Number((await db.selectFrom('hrs_org').select('id').where('org_code', '=', 'IX').executeTakeFirstOrThrow()).id);
    await sql`insert into af_order (org_id, order_code, order_status, order_stage, order_source, arrival_station)
      select ${org}, 'AE' || g, case when g % 3 = 0 then 'DELIVERED' else 'BOOKED' end,
        case when g % 3 = 0 then 'OPERATION' else 'BOOKING' end, 'SELF', case when g % 2 = 0 then 'LAX' else 'FRA' end
      from generate_series(1, 300) g`.execute(db);
    await sql`analyze af_order`.execute(db);
    const filled = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_statistic_ext s join pg_statistic_ext_data d on d.stxoid = s.oid
      where s.stxrelid = 'af_order'::regclass and d.stxdmcv is not null`.execute(db);
    expect(filled.rows[0].n).toBe(st.rows.length);

    // A second start (every start) finds them in place.
    await ensureTables(db, resourceTables(h.ctx.resources.values()), {});
    const again = await sql<{ n: number }>`select count(*)::int as n from pg_statistic_ext where stxrelid = 'af_order'::regclass`.execute(
      db,
    );
    expect(again.rows[0].n).toBe(st.rows.length);
  });
});
