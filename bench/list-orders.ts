/**
 * Benchmark: pages of air-export orders out of 1,000,000 in one organisation, through every order
 * view (出口订舱, 空运出口订单, 出口操作, 临时订单, 简易/运仓/外部/协同订单), on PostgreSQL or PGlite.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/freight_bench npx tsx bench/list-orders.ts [rows]
 *   npx tsx bench/list-orders.ts [rows]          # PGlite in BENCH_PGLITE_DIR (default /tmp/bench-pglite-orders), 100,000 rows
 *
 * Seeds the rows once (bench/seed-orders.ts; kept between runs), then for each case asks the real
 * Fastify app (app.inject) for the page and its total, and runs on their own the very statements the
 * handler sends (server/resources/list-rows.ts listPageAndTotal: pageQuery, and countQuery when the page is
 * full; with a "contains" filter matchedPageQuery, the page and the count in one statement, and
 * pageQuery after it when it found more than TOTAL_CAP),
 * each EXPLAINed with ANALYZE and BUFFERS. Prints median and p95 milliseconds, the shared buffers the
 * statements touched and the rows their plans threw away (figures that do not move with the machine's
 * load), and the load average. Exits 1 when a plan is not index-driven: a sequential scan of the
 * orders, or more rows read and thrown away than WASTE_LIMIT.
 */
import { CompiledQuery } from 'kysely';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';
import { parseListQuery, TOTAL_CAP } from '../server/resources/list-query';
import { countQuery, countsFirst, MATCHED, matchedPageQuery, pageQuery, totalFromPage } from '../server/resources/list-rows';
import { listProjection } from '../server/resources/model';
import { BENCH_SCHEMA, seedOrders } from './seed-orders';

const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const kind = url ? 'postgres' : 'pglite';
const ROWS = Number(process.argv[2] ?? (url ? 1_000_000 : 100_000));
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
/** Rows a plan may read and throw away (filters, rechecks) before it counts as not index-driven. */
const WASTE_LIMIT = 2_000;

const database = url
  ? await openDatabase({ kind: 'postgres', url, schema: BENCH_SCHEMA })
  : await openDatabase({ kind: 'pglite', dataDir: process.env.BENCH_PGLITE_DIR ?? '/tmp/bench-pglite-orders' });
const { app, ctx } = await buildApp({ config: { ...loadConfig({}), dataDir: '/tmp/bench-secrets', seedReference: false }, database });
const { db } = ctx;
const org = Number((await db.selectFrom('hrs_org').select('id').where('org_code', '=', 'DEMO').executeTakeFirstOrThrow()).id);
const have = await seedOrders(db, ctx.resources.get('af_order')!, org, ROWS);

const token = (
  await app.inject({
    method: 'POST',
    url: '/auth/oauth/token',
    headers: { authorization: `Basic ${Buffer.from('web:web').toString('base64')}` },
    payload: { grant_type: 'password', username: '2|admin|DEMO', password: 'Demo@2026' },
  })
).json().access_token;

const NEWEST = 'sort=createTime,desc&size=20';
/** [what the user does, the view (resource), the list call's query]. */
const cases: [string, string, string][] = [
  ['status filter, newest first', 'af_order', `orderStatus=BOOKED&${NEWEST}&current=1`],
  ['status filter, page 50', 'af_order', `orderStatus=BOOKED&${NEWEST}&current=50`],
  ['status filter, page 500', 'af_order', `orderStatus=BOOKED&${NEWEST}&current=500`],
  ['order code contains, by code', 'af_order', 'orderCode_like=AE00012&sort=orderCode,asc&size=20'],
  ['MAWB contains, newest first', 'af_order', `awbNumber_like=123456&${NEWEST}`],
  [
    'departure date range, by departure',
    'af_order',
    'expectDeparture_gte=2026-03-01&expectDeparture_lte=2026-03-31&sort=expectDeparture,desc&size=20',
  ],
  ['destination LAX + status DELIVERED, newest first', 'af_order', `arrivalStation=LAX&orderStatus=DELIVERED&${NEWEST}`],
  ['correlated: stage BOOKING + status DELIVERED (none)', 'af_order', `orderStage=BOOKING&orderStatus=DELIVERED&${NEWEST}`],
  ['correlated: destination LAX + status BOOKED', 'af_order', `arrivalStation=LAX&orderStatus=BOOKED&${NEWEST}`],
  // Every view of the orders: its default list, page 50, and its status tab.
  ...[
    ['af_orderair', '出口订舱', 'BOOKED'],
    ['af_order', '空运出口订单', 'DEPARTED'],
    ['af_oporder', '出口操作', 'DEPARTED'],
    ['af_order_lch', '临时订单', 'DRAFT'],
    ['liteOrder', '简易订单', 'BOOKED'],
    ['yc_order', '运仓订单', 'ARRIVED'],
    ['outer_order', '外部订单', 'DELIVERED'],
    ['synergy_order', '协同订单', 'RECEIVED'],
  ].flatMap(([view, label, status]): [string, string, string][] => [
    [`${label}: default list`, view, 'current=1&size=20'],
    [`${label}: page 50`, view, 'current=50&size=20'],
    [`${label}: status ${status}`, view, `orderStatus=${status}&current=1&size=20`],
  ]),
];

interface PlanFigures {
  ms: number;
  buffers: number;
  wasted: number;
  seqScan: boolean;
  nodes: string;
}

/** EXPLAIN (ANALYZE, BUFFERS) of one statement: shared buffers touched, rows thrown away, scan kinds. */
async function explain(q: CompiledQuery): Promise<PlanFigures> {
  const r = await db.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(`explain (analyze, buffers, format json) ${q.sql}`, [...q.parameters]),
  );
  const raw = Object.values(r.rows[0])[0];
  const [top] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: any; 'Execution Time': number }[];
  let wasted = 0;
  let seqScan = false;
  const nodes = new Set<string>();
  const walk = (n: any) => {
    const loops = n['Actual Loops'] ?? 1;
    wasted += ((n['Rows Removed by Filter'] ?? 0) + (n['Rows Removed by Index Recheck'] ?? 0)) * loops;
    if (n['Node Type'] === 'Seq Scan') seqScan = true;
    if (n['Relation Name'] || n['Index Name']) nodes.add(`${n['Node Type']}${n['Index Name'] ? ` ${n['Index Name']}` : ''}`);
    for (const c of n.Plans ?? []) walk(c);
  };
  walk(top.Plan);
  return {
    ms: top['Execution Time'],
    buffers: (top.Plan['Shared Hit Blocks'] ?? 0) + (top.Plan['Shared Read Blocks'] ?? 0),
    wasted,
    seqScan,
    nodes: [...nodes].join(' + '),
  };
}

const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
const p95 = (a: number[]) => {
  const s = [...a].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)];
};

console.log(
  `\n${kind}; af_order rows in the organisation: ${Math.max(have, ROWS).toLocaleString('en')}; ${RUNS} runs each; total capped at ${TOTAL_CAP}; load average ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
console.log(
  'case | HTTP page+total median ms | p95 ms | page query median ms | total query median ms | total | buffers page/total | rows thrown away | plan',
);
const failures: string[] = [];
for (const [name, view, qs] of cases) {
  const http: number[] = [];
  let total = '';
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const r = await app.inject({ method: 'GET', url: `/api/${view}?${qs}`, headers: { authorization: `Bearer ${token}` } });
    http.push(performance.now() - t);
    if (r.statusCode !== 200) throw new Error(`${view}?${qs}: ${r.body}`);
    const d = r.json().data;
    total = `${d.total}${d.totalCapped ? '+' : ''}`;
  }
  // The statements the handler sends for this call, compiled by the same builders.
  const res = ctx.resources.get(view)!;
  const q = parseListQuery(res, Object.fromEntries(new URLSearchParams(qs)));
  const columns = listProjection(res, q.fields).columns;
  let page: CompiledQuery;
  let count: CompiledQuery | null;
  if (countsFirst(q, ctx.trigram)) {
    // The matches' page and their count in one statement; more matches than the cap, and the page
    // is walked in list order by a second one (the first then only counted).
    const matched = matchedPageQuery(db, res, org, q, columns, TOTAL_CAP).compile();
    const [first] = (await db.executeQuery<Record<string, unknown>>(matched)).rows;
    const n = first ? Number(first[MATCHED]) : 0;
    page = n <= TOTAL_CAP ? matched : pageQuery(db, res, org, q, columns).compile();
    count = n <= TOTAL_CAP ? null : matched;
  } else {
    page = pageQuery(db, res, org, q, columns).compile();
    const pageRows = (await db.executeQuery(page)).rows.length;
    count = totalFromPage(q, pageRows) === null ? countQuery(db, res, org, q, TOTAL_CAP).compile() : null;
  }
  const times = { page: [] as number[], count: [] as number[] };
  for (let i = 0; i < RUNS; i++) {
    let t = performance.now();
    await db.executeQuery(page);
    times.page.push(performance.now() - t);
    if (count) {
      t = performance.now();
      await db.executeQuery(count);
      times.count.push(performance.now() - t);
    }
  }
  const plans = [await explain(page), ...(count ? [await explain(count)] : [])];
  for (const [i, p] of plans.entries()) {
    const which = i === 0 ? 'page' : 'total';
    if (p.seqScan) failures.push(`${name}: the ${which} query scans the table (${p.nodes})`);
    if (p.wasted > WASTE_LIMIT) failures.push(`${name}: the ${which} query reads and throws away ${p.wasted} rows (${p.nodes})`);
  }
  console.log(
    [
      name,
      median(http).toFixed(1),
      p95(http).toFixed(1),
      median(times.page).toFixed(1),
      count ? median(times.count).toFixed(1) : '(from the page)',
      total,
      plans.map((p) => p.buffers).join('/'),
      plans.map((p) => p.wasted).join('/'),
      plans.map((p) => p.nodes).join(' | '),
    ].join(' | '),
  );
}
console.log(
  `load average after: ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
await app.close();
await database.close();
if (failures.length) {
  console.error(`\nPLANS NOT INDEX-DRIVEN:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
