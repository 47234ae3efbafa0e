/**
 * Benchmark: the air export screens as views of one order table, on PostgreSQL.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/freight_bench npx tsx bench/order-views.ts [rows]
 *
 * Seeds air-export orders once (schema "bench_v2", shared with list-orders.ts; stages and sources spread
 * evenly), then asks the real Fastify app for each view's default first page and page 50 with its
 * capped total, and times status transitions (the lifecycle's check, event and messages in one
 * transaction). Prints median and p95 over several runs.
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';
import { BENCH_SCHEMA, seedOrders } from './seed-orders';

const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!url) {
  console.error('Set BENCH_DATABASE_URL to a PostgreSQL database (the benchmark writes a schema "bench_v2" in it).');
  process.exit(2);
}
const ROWS = Number(process.argv[2] ?? 1_000_000);
const RUNS = 15;

const database = await openDatabase({ kind: 'postgres', url, schema: BENCH_SCHEMA });
const { app, ctx } = await buildApp({ config: { ...loadConfig({}), dataDir: '/tmp/bench-secrets' }, database });
const res = ctx.resources.get('af_order')!;
const org = (await ctx.db.selectFrom('hrs_org').select('id').where('org_code', '=', 'DEMO').executeTakeFirstOrThrow()).id as number;
const have = await seedOrders(ctx.db, res, org, ROWS);

const token = (
  await app.inject({
    method: 'POST',
    url: '/auth/oauth/token',
    headers: { authorization: `Basic ${Buffer.from('web:web').toString('base64')}` },
    payload: { grant_type: 'password', username: '2|admin|DEMO', password: 'Demo@2026' },
  })
).json().access_token;
const get = (u: string) => app.inject({ method: 'GET', url: u, headers: { authorization: `Bearer ${token}` } });

const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
const p95 = (a: number[]) => {
  const s = [...a].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)];
};

console.log(`\naf_order rows in the organisation: ${Math.max(have, ROWS).toLocaleString('en')}; ${RUNS} runs each`);
console.log('view | page 1 median ms (p95) | page 50 median ms (p95) | total');
for (const view of ['af_order', 'af_orderair', 'af_oporder', 'af_order_lch', 'yc_order', 'liteOrder']) {
  const times: Record<number, number[]> = { 1: [], 50: [] };
  let total = '';
  for (const current of [1, 50]) {
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      const r = await get(`/api/${view}?current=${current}&size=20`);
      times[current].push(performance.now() - t);
      if (r.statusCode !== 200) throw new Error(r.body);
      const d = r.json().data;
      total = `${d.total}${d.totalCapped ? '+' : ''}`;
    }
  }
  console.log(
    `${view} | ${median(times[1]).toFixed(1)} (${p95(times[1]).toFixed(1)}) | ${median(times[50]).toFixed(1)} (${p95(times[50]).toFixed(1)}) | ${total}`,
  );
}

// Status changes: create a booking, then run it through the lifecycle.
const steps = ['ACCEPTED', 'RECEIVED', 'DEPARTED', 'ARRIVED', 'DELIVERED'];
const changes: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/af_orderair',
    headers: { authorization: `Bearer ${token}` },
    payload: { orderCode: `BENCH-${Date.now()}-${i}` },
  });
  const id = created.json().data.id;
  for (const to of steps) {
    const t = performance.now();
    const r = await app.inject({
      method: 'POST',
      url: `/api/af_order/${id}/transition`,
      headers: { authorization: `Bearer ${token}` },
      payload: { toStatus: to },
    });
    changes.push(performance.now() - t);
    if (r.statusCode !== 200) throw new Error(r.body);
  }
}
console.log(
  `status transition (check, update, computed fields, event, audit) | median ${median(changes).toFixed(1)} ms | p95 ${p95(changes).toFixed(1)} ms | ${changes.length} changes`,
);
await app.close();
await database.close();
