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
import { parseListQuery, TOTAL_CAP } from '../server/resources/list-query';
import { seedOrders } from './seed-orders';

const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!url) {
  console.error('Set BENCH_DATABASE_URL to a PostgreSQL database (the benchmark writes a schema "bench" in it).');
  process.exit(2);
}
const ROWS = Number(process.argv[2] ?? 1_000_000);
const RUNS = 15;

const database = await openDatabase({ kind: 'postgres', url, schema: 'bench' });
const { app, ctx } = await buildApp({ config: { ...loadConfig({}), dataDir: '/tmp/bench-secrets' }, database });
const { db } = ctx;
const res = ctx.resources.get('af_order')!;
const org = (await db.selectFrom('hrs_org').select('id').where('org_code', '=', 'DEMO').executeTakeFirstOrThrow()).id as number;

const have = await seedOrders(db, res, org, ROWS);

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
