/**
 * Benchmark: a page of air-export orders out of 1,000,000 in one organisation, on PostgreSQL.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/freight_bench npx tsx bench/list-orders.ts [rows]
 *
 * Seeds the rows once with generate_series (in a schema of its own, kept between runs), then asks the
 * real Fastify app for filtered, sorted pages through app.inject and prints the server time of the
 * page query and of its (capped) total, median and p95 over several runs.
 */
import { sql } from 'kysely';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';
import { columnOf } from '../server/resources/model';
import { parseListQuery, TOTAL_CAP } from '../server/resources/list-query';
import type { FieldDef } from '../src/resources';

const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!url) {
  console.error('Set BENCH_DATABASE_URL to a PostgreSQL database (the benchmark writes a schema "bench" in it).');
  process.exit(2);
}
/** References stay empty, rows and parties null, and share ids come from the column's default. */
const NOT_SEEDED = new Set(['ref', 'list', 'party', 'uuid']);
const ROWS = Number(process.argv[2] ?? 1_000_000);
const RUNS = 15;

const database = await openDatabase({ kind: 'postgres', url, schema: 'bench' });
const { app, ctx } = await buildApp({ config: { ...loadConfig({}), dataDir: '/tmp/bench-secrets' }, database });
const { db } = ctx;
const res = ctx.resources.get('af_order')!;
const org = (await db.selectFrom('hrs_org').select('id').where('org_code', '=', 'DEMO').executeTakeFirstOrThrow()).id as number;

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

const token = (
  await app.inject({
    method: 'POST', url: '/auth/oauth/token', headers: { authorization: `Basic ${Buffer.from('web:web').toString('base64')}` },
    payload: { grant_type: 'password', username: '2|admin|DEMO', password: 'Demo@2026' },
  })
).json().access_token;

const cases: [string, string][] = [
  ['status filter, newest first', 'orderStatus=BOOKED&sort=createTime,desc&current=1&size=20'],
  ['status filter, page 50', 'orderStatus=BOOKED&sort=createTime,desc&current=50&size=20'],
  ['order code contains, sorted by code', 'orderCode_like=AE00012&sort=orderCode,asc&current=1&size=20'],
  ['departure date range, by departure', 'expectDeparture_gte=2026-03-01&expectDeparture_lte=2026-03-31&sort=expectDeparture,desc&size=20'],
  ['destination filter (selective), newest first', 'arrivalStation=LAX&orderStatus=DELIVERED&sort=createTime,desc&size=20'],
];

console.log(`\naf_order rows in the organisation: ${Math.max(have, ROWS).toLocaleString('en')}; ${RUNS} runs each; total capped at ${TOTAL_CAP}`);
console.log('case | HTTP page+total median ms | p95 ms | page query median ms | total query median ms | total');
for (const [name, qs] of cases) {
  const http: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const r = await app.inject({ method: 'GET', url: `/api/af_order?${qs}`, headers: { authorization: `Bearer ${token}` } });
    http.push(performance.now() - t);
    if (r.statusCode !== 200) throw new Error(r.body);
  }
  // The two queries the handler runs, timed on their own.
  const q = parseListQuery(res, Object.fromEntries(new URLSearchParams(qs)) as Record<string, unknown>);
  const page: number[] = [];
  const total: number[] = [];
  let n = 0;
  for (let i = 0; i < RUNS; i++) {
    let base: any = db.selectFrom('af_order').where('org_id', '=', org);
    for (const c of q.where) base = base.where(c.column, c.op, c.value);
    let p = base.selectAll();
    for (const s of q.sorts) p = p.orderBy(s.column, s.dir);
    let t = performance.now();
    await p.limit(q.size).offset((q.current - 1) * q.size).execute();
    page.push(performance.now() - t);
    t = performance.now();
    const c: any = await db.selectFrom(base.select(sql.lit(1).as('one')).limit(TOTAL_CAP + 1).as('x')).select((eb: any) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    total.push(performance.now() - t);
    n = Number(c.n);
  }
  console.log(`${name} | ${median(http).toFixed(1)} | ${p95(http).toFixed(1)} | ${median(page).toFixed(1)} | ${median(total).toFixed(1)} | ${n > TOTAL_CAP ? `${TOTAL_CAP}+` : n}`);
}
await app.close();
await database.close();

function median(a: number[]) { const s = [...a].sort((x, y) => x - y); return s[Math.floor(s.length / 2)]; }
function p95(a: number[]) { const s = [...a].sort((x, y) => x - y); return s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)]; }

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
