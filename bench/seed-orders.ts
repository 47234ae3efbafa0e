import { sql } from 'kysely';
import { performance } from 'node:perf_hooks';
import type { DB } from '../server/db';
import { columnOf, type DataResource } from '../server/resources/model';
import type { FieldDef } from '../src/resources';

/**
 * The schema the order benchmarks share on PostgreSQL (list-orders, order-views, export-import,
 * reports). Its name carries the seed's version: a seed that changes the rows' shape gets a new
 * schema, so no benchmark runs on rows of an older shape, nor on charge lines of deleted orders.
 */
export const BENCH_SCHEMA = 'bench_v2';

/** References stay empty, rows and parties null, and share ids come from the column's default. */
const NOT_SEEDED = new Set(['ref', 'list', 'party', 'uuid']);

/**
 * Seeds air-export orders of one organisation with generate_series until it has `rows` (the
 * benchmarks share one schema, so this runs once); answers how many there were before. Then
 * VACUUM ANALYZE, as autovacuum would do to a table of that age, so plans meet real statistics and
 * index-only scans a set visibility map.
 *
 * Row g (1 = newest, created 37 s apart) is shaped like a forwarder's year of air exports, with the
 * correlations real lists have (hash-spread, so no two columns move in lock-step):
 * - status follows age: the newest 15 % are in progress (the newer, the earlier: 草稿, 已订舱 ...
 *   已到达, a few 已交付); older ones are delivered, one in twenty cancelled;
 * - stage follows status: drafts are provisional or bookings, booked orders bookings, the rest
 *   operations (so 出口订舱 + 已交付 is empty although the planner, assuming independence, expects
 *   a third of all delivered orders);
 * - source: 自建 mostly, 4 % each 简易/运仓/外部/协同;
 * - destination: seven stations evenly, LAX only since a lane opened recently (a third of the newest
 *   2 %, none delivered yet) plus 16 trial shipments spread over the year: LAX + 已交付 is a handful
 *   of rows where independence predicts thousands.
 */
export async function seedOrders(db: DB, res: DataResource, org: number, ROWS: number): Promise<number> {
  const have = Number(
    (
      await db
        .selectFrom('af_order')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('org_id', '=', org)
        .executeTakeFirstOrThrow()
    ).n,
  );
  if (have < ROWS) {
    console.log(`seeding ${ROWS - have} air-export orders...`);
    const t0 = performance.now();
    const exprs = res.fields
      .filter((f) => !f.writeOnly && !NOT_SEEDED.has(f.kind))
      .map((f) => [columnOf(f.name), valueSql(f, ROWS)] as const);
    const cols = ['org_id', 'create_time', ...exprs.map(([c]) => c)];
    const batch = 100_000;
    for (let start = have; start < ROWS; start += batch) {
      const end = Math.min(ROWS, start + batch);
      await sql
        .raw(
          `insert into af_order (${cols.map((c) => `"${c}"`).join(', ')})
           select ${org}, now() - (g * interval '37 seconds'), ${exprs.map(([, e]) => e).join(', ')}
           from (select g, ${STATUS_SQL(ROWS)} as status from generate_series(${start + 1}, ${end}) g) s`,
        )
        .execute(db);
      process.stdout.write(`  ${end} rows\r`);
    }
    console.log(`\nseeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  const t1 = performance.now();
  await sql.raw('vacuum analyze af_order').execute(db);
  if (have < ROWS) console.log(`vacuum analyze: ${((performance.now() - t1) / 1000).toFixed(1)} s`);
  return have;
}

/** A pseudo-random number 0..n-1 of row g, independent per stream k. */
const hash = (k: number, n: number) => `((hashint4extended(g, ${k}) & 2147483647) % ${n})`;

const STATUSES = ['DRAFT', 'BOOKED', 'ACCEPTED', 'RECEIVED', 'DEPARTED', 'ARRIVED', 'DELIVERED'];
/** In progress for the newest 15 %, the newer the earlier; delivered (or cancelled) before that. */
const STATUS_SQL = (rows: number) => {
  const recent = Math.max(1, Math.floor(rows * 0.15));
  return `case when g <= ${recent} then (array[${STATUSES.map((s) => `'${s}'`).join(',')}])[1 + least(6, (g * 6) / ${recent} + ${hash(1, 2)})]
    when ${hash(1, 20)} = 0 then 'CANCELLED' else 'DELIVERED' end`;
};

/** A plausible, valid value per field kind, varied by the row number g. */
function valueSql(f: FieldDef, rows: number): string {
  switch (f.name) {
    case 'orderStatus':
      return 'status';
    case 'orderStage':
      return `case when status = 'DRAFT' and ${hash(2, 2)} = 0 then 'PROVISIONAL' when status in ('DRAFT', 'BOOKED') then 'BOOKING'
        when status = 'CANCELLED' and ${hash(2, 3)} = 0 then 'BOOKING' else 'OPERATION' end`;
    case 'orderSource':
      return `coalesce((array['LITE','YC','OUTER','SYNERGY'])[1 + ${hash(3, 25)}], 'SELF')`;
    case 'arrivalStation': {
      const lane = Math.max(1, Math.floor(rows * 0.02));
      const trial = Math.max(1, Math.floor(rows / 16));
      return `case when (g <= ${lane} and ${hash(4, 3)} = 0) or g % ${trial} = ${Math.floor(trial / 2)} then 'LAX'
        else (array['FRA','AMS','NRT','SIN','DXB','ORD','LHR'])[1 + ${hash(5, 7)}] end`;
    }
  }
  switch (f.kind) {
    case 'integer':
      return '(1 + g % 500)';
    case 'number':
    case 'money':
    case 'weight':
      return `round(((g % 5000) + 0.5)::numeric, 2)`;
    case 'date':
      return `date '2026-01-01' + (g % 365)`;
    case 'datetime':
      return `now() - (g * interval '1 minute')`;
    case 'boolean':
      return 'g % 2 = 0';
    case 'enum':
      return `(array[${f.options!.map((o) => `'${o.value}'`).join(',')}])[1 + g % ${f.options!.length}]`;
    default:
      if (f.name === 'orderCode') return `'AE' || lpad(g::text, 9, '0')`;
      if (f.rule === 'mawb') return `'781-' || lpad((g % 9999999)::text, 7, '0') || ((g % 9999999) % 7)::text`;
      if (f.rule === 'airport3') return `'PVG'`;
      if (f.rule === 'hawb') return `'H' || g`;
      if (f.rule === 'flightNo') return `'MU' || (500 + g % 400)`;
      return `left('${f.name.toUpperCase()}-' || g, ${f.maxLength ?? 200})`;
  }
}
