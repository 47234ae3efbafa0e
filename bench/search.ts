/**
 * Benchmark: the top bar's search by number (docs/search.md) over 1,000,000 air-export orders of one
 * organisation, on PostgreSQL.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/freight_bench npx tsx bench/search.ts [rows]
 *
 * Seeds the orders once (schema "bench", shared with the other order benchmarks), then asks the real
 * Fastify app GET /afbase/search for order codes, waybill numbers, customer references and internal
 * numbers (exact, by prefix, not there) as the administrator, who may open every order view, and
 * prints the median and p95 of each and of all together, with the load average.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';
import { seedOrders } from './seed-orders';

const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!url) {
  console.error('Set BENCH_DATABASE_URL to a PostgreSQL database (the benchmark writes a schema "bench" in it).');
  process.exit(2);
}
const ROWS = Number(process.argv[2] ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

const database = await openDatabase({ kind: 'postgres', url, schema: 'bench' });
const { app, ctx } = await buildApp({ config: { ...loadConfig({}), dataDir: '/tmp/bench-secrets' }, database });
const res = ctx.resources.get('af_order')!;
const org = (await ctx.db.selectFrom('hrs_org').select('id').where('org_code', '=', 'DEMO').executeTakeFirstOrThrow()).id as number;
const have = await seedOrders(ctx.db, res, org, ROWS);
await sql.raw('analyze af_order').execute(ctx.db);

const token = (
  await app.inject({
    method: 'POST',
    url: '/auth/oauth/token',
    headers: { authorization: `Basic ${Buffer.from('web:web').toString('base64')}` },
    payload: { grant_type: 'password', username: '2|admin|DEMO', password: 'Demo@2026' },
  })
).json().access_token;

/** A seeded row's master waybill (bench/seed-orders.ts: 781-, 7 digits of g, their mod 7). */
const mawbOf = (g: number) => {
  const seven = String(g % 9999999).padStart(7, '0');
  return `781-${seven}${(g % 9999999) % 7}`;
};
const n = Math.max(have, ROWS);
const g = Math.floor(n * 0.61);
const cases: [string, string][] = [
  ['order code, exact', `AE${String(g).padStart(9, '0')}`],
  ['order code, its first 9 characters (100 orders match)', `AE${String(g).padStart(9, '0').slice(0, 7)}`],
  ['HAWB, exact', `H${g}`],
  ['MAWB with dash', mawbOf(g)],
  ['MAWB as 11 digits', mawbOf(g).replace('-', '')],
  ['customer reference', `customernumber-${g}`],
  ['internal number', `INTERNALNUMBER-${g}`],
  ['nothing matches', 'ZZ-NOT-THERE'],
  ['two letters every order starts with', 'AE'],
];

const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
const p95 = (a: number[]) => {
  const s = [...a].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)];
};

console.log(`\naf_order rows in the organisation: ${Math.max(have, ROWS).toLocaleString('en')}; ${RUNS} runs each`);
console.log(
  `load average at start: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (${os.cpus().length} CPUs)`,
);
console.log('case | text | median ms | p95 ms | hits');
const all: number[] = [];
for (const [name, q] of cases) {
  const times: number[] = [];
  let hits = 0;
  // One warm-up call: the first plan of a shape is not what a user waits for twice.
  await app.inject({ method: 'GET', url: `/afbase/search?q=${encodeURIComponent(q)}`, headers: { authorization: `Bearer ${token}` } });
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const r = await app.inject({
      method: 'GET',
      url: `/afbase/search?q=${encodeURIComponent(q)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    times.push(performance.now() - t);
    if (r.statusCode !== 200) throw new Error(r.body);
    hits = r.json().data.hits.length;
  }
  all.push(...times);
  console.log(`${name} | ${q} | ${median(times).toFixed(1)} | ${p95(times).toFixed(1)} | ${hits}`);
}
console.log(`all cases | | ${median(all).toFixed(1)} | ${p95(all).toFixed(1)} | ${all.length} calls`);
console.log(
  `load average at end: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
await app.close();
await database.close();
