import { sql } from 'kysely';
import { performance } from 'node:perf_hooks';
import type { DB } from '../server/db';
import { columnOf, type DataResource } from '../server/resources/model';
import type { FieldDef } from '../src/resources';

/** References stay empty, rows and parties null, and share ids come from the column's default. */
const NOT_SEEDED = new Set(['ref', 'list', 'party', 'uuid']);

/**
 * Seeds air-export orders of one organisation with generate_series until it has `rows` (the
 * benchmarks share the "bench" schema, so this runs once); answers how many there were before.
 */
export async function seedOrders(db: DB, res: DataResource, org: number, ROWS: number): Promise<number> {
  const have = Number((await db.selectFrom('af_order').select((eb) => eb.fn.countAll().as('n')).where('org_id', '=', org).executeTakeFirstOrThrow()).n);
  if (have < ROWS) {
    console.log(`seeding ${ROWS - have} air-export orders...`);
    const t0 = performance.now();
    const exprs = res.fields.filter((f) => !f.writeOnly && !NOT_SEEDED.has(f.kind)).map((f) => [columnOf(f.name), valueSql(f)] as const);
    const cols = ['org_id', 'create_time', ...exprs.map(([c]) => c)];
    const batch = 100_000;
    for (let start = have; start < ROWS; start += batch) {
      const end = Math.min(ROWS, start + batch);
      await sql
        .raw(
          `insert into af_order (${cols.map((c) => `"${c}"`).join(', ')})
           select ${org}, now() - (g * interval '37 seconds'), ${exprs.map(([, e]) => e).join(', ')}
           from generate_series(${start + 1}, ${end}) g`,
        )
        .execute(db);
      process.stdout.write(`  ${end} rows\r`);
    }
    await sql.raw('analyze af_order').execute(db);
    console.log(`\nseeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  return have;
}

/** A plausible, valid value per field kind, varied by the row number g. */
function valueSql(f: FieldDef): string {
  const name = columnOf(f.name);
  switch (f.kind) {
    case 'integer': return '(1 + g % 500)';
    case 'number': case 'money': case 'weight': return `round(((g % 5000) + 0.5)::numeric, 2)`;
    case 'date': return `date '2026-01-01' + (g % 365)`;
    case 'datetime': return `now() - (g * interval '1 minute')`;
    case 'boolean': return 'g % 2 = 0';
    case 'enum': return `(array[${f.options!.map((o) => `'${o.value}'`).join(',')}])[1 + g % ${f.options!.length}]`;
    default:
      if (f.name === 'orderCode') return `'AE' || lpad(g::text, 9, '0')`;
      if (f.rule === 'mawb') return `'781-' || lpad((g % 9999999)::text, 7, '0') || ((g % 9999999) % 7)::text`;
      if (f.rule === 'airport3') return name === 'arrival_station' ? `(array['LAX','FRA','AMS','NRT','SIN','DXB','ORD','LHR'])[1 + g % 8]` : `'PVG'`;
      if (f.rule === 'hawb') return `'H' || g`;
      if (f.rule === 'flightNo') return `'MU' || (500 + g % 400)`;
      return `left('${f.name.toUpperCase()}-' || g, ${f.maxLength ?? 200})`;
  }
}
