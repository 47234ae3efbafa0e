/**
 * Benchmark: computed reports over 1,000,000 air-export orders with 3 charge lines each in one
 * organisation, on PostgreSQL (docs/money.md "Performance").
 *
 *   psql -h 127.0.0.1 -U postgres -c 'create database freight_bench_12'
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/freight_bench_12 npx tsx bench/reports.ts [orders]
 *
 * Seeds once (schema "bench_v2", kept between runs): the orders over ~14 months, their lines (two
 * receivable, one in dollars, and one payable), 200 customers, a debit note per customer and month
 * (older ones settled, the last three months owed). Then asks the real Fastify app (app.inject) for
 * the business analysis of one month (by month and by day) and the receivable ageing, and prints the
 * server time, median and p95, with the machine's load average; with BENCH_CPU=1 also the CPU time
 * per request (PostgreSQL backends + Node), which is what a request takes on an idle core.
 */
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';
import { BENCH_SCHEMA, seedOrders } from './seed-orders';

const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!url) {
  console.error('Set BENCH_DATABASE_URL to a PostgreSQL database (the benchmark writes a schema "bench_v2" in it).');
  process.exit(2);
}
const ORDERS = Number(process.argv[2] ?? 1_000_000);
const RUNS = 21;
const CUSTOMERS = 200;

// BENCH_CPU=1: also the CPU time each request costs, PostgreSQL backends (parallel query off, so no
// worker escapes the count) plus this Node process: what the request takes on an idle core, whatever
// else loads the machine. /proc/<pid>/schedstat gives each process's time on a CPU in nanoseconds.
const CPU = process.env.BENCH_CPU === '1';
const admin = new pg.Client({ connectionString: url });
await admin.connect();
const dbName = (await admin.query('select current_database() as d')).rows[0].d as string;
await admin.query(
  `alter database "${dbName}" ${CPU ? 'set max_parallel_workers_per_gather = 0' : 'reset max_parallel_workers_per_gather'}`,
);
const backendsCpu = async () => {
  const pids = (
    await admin.query(
      `select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
    )
  ).rows.map((r) => r.pid as number);
  let ns = 0;
  for (const pid of pids) {
    try {
      ns += Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      /* ended meanwhile */
    }
  }
  return ns;
};

const database = await openDatabase({ kind: 'postgres', url, schema: BENCH_SCHEMA });
const { app, ctx } = await buildApp({ config: { ...loadConfig({}), dataDir: '/tmp/bench-secrets', seedReference: false }, database });
const { db } = ctx;
const org = Number((await db.selectFrom('hrs_org').select('id').where('org_code', '=', 'DEMO').executeTakeFirstOrThrow()).id);
const step = async (label: string, q: ReturnType<typeof sql>) => {
  const t = performance.now();
  await q.execute(db);
  console.log(`  ${label}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
};

await seedOrders(db, ctx.resources.get('af_order')!, org, ORDERS);

const lines = Number(
  (await sql<{ n: string }>`select count(*) as n from css_charge where org_id = ${org} and order_code like 'AE0%'`.execute(db)).rows[0].n,
);
if (lines < ORDERS * 3) {
  console.log('seeding customers, charge lines and bills...');
  await step(
    'customers',
    sql`insert into prm_coop (org_id, coop_code, coop_name, coop_type, credit_days, credit_amount)
    select ${org}, 'BC' || g, '客户' || g, 'customer', 30, 500000 from generate_series(1, ${CUSTOMERS}) g on conflict do nothing`,
  );
  await step(
    'orders get customers',
    sql`update af_order o set customer_id = c.id
    from (select id, row_number() over (order by id) - 1 as k from prm_coop where org_id = ${org} and coop_code like 'BC%') c
    where o.org_id = ${org} and o.order_code like 'AE0%' and c.k = o.id % ${CUSTOMERS}`,
  );
  const svc = Number(
    (
      await sql<{ id: number }>`insert into prm_service (org_id, service_code, service_name_cn, service_name_en, tax_rate)
    values (${org}, 'BAF', '空运费', 'AIR FREIGHT', 0) returning id`.execute(db)
    ).rows[0].id,
  );
  const sup = Number(
    (
      await sql<{
        id: number;
      }>`insert into prm_coop (org_id, coop_code, coop_name, coop_type) values (${org}, 'BSUP', '航空公司', 'carrier') returning id`.execute(
        db,
      )
    ).rows[0].id,
  );
  const max = Number((await sql<{ m: string }>`select max(id) as m from af_order where org_id = ${org}`.execute(db)).rows[0].m);
  for (let from = 0; from <= max; from += 100_000) {
    // Per order: freight (CNY, per kg), a fuel surcharge in dollars at 7.1, the airline's cost (CNY).
    await sql`insert into css_charge (org_id, business_scope, order_code, order_id, order_date, side, service_id, coop_id, currency,
        unit_price, quantity, amount, tax_rate, tax_amount, exchange_rate, base_amount)
      select o.org_id, 'AE', o.order_code, o.id, (o.create_time at time zone 'Asia/Shanghai')::date, v.side, ${svc},
             case v.side when 'AR' then o.customer_id else ${sup} end, v.cur, v.price, w, round(v.price * w, 2), 0, 0, v.rate,
             round(round(v.price * w, 2) * v.rate, 2)
      from af_order o cross join lateral (select coalesce(o.confirm_charge_weight, o.plan_charge_weight, 1) as w) q
      cross join (values ('AR', 'CNY', 18.5::numeric, 1::numeric), ('AR', 'USD', 0.55, 7.1), ('AP', 'CNY', 14.2, 1)) v(side, cur, price, rate)
      where o.org_id = ${org} and o.order_code like 'AE0%' and o.id > ${from} and o.id <= ${from + 100_000}`.execute(db);
    process.stdout.write(`  lines of orders up to id ${from + 100_000}\r`);
  }
  console.log();
  await step('analyze', sql`analyze af_order, css_charge`);
  // A debit note per customer, currency and month; the last three months owed, older ones settled.
  await step(
    'bills',
    sql`insert into css_bill (org_id, bill_type, bill_number, coop_id, currency, bill_date, due_date, bill_status,
      amount, tax_amount, settled_amount, balance, business_scope)
    select ${org}, 'AR', 'BDN' || to_char(m, 'YYYYMM') || '-' || coop_id || '-' || currency, coop_id, currency,
           (m + interval '1 month')::date, (m + interval '1 month' + interval '30 days')::date,
           case when m < date_trunc('month', now()) - interval '3 months' then 'SETTLED' else 'SENT' end, 0, 0, 0, 0, 'AE'
    from (select distinct coop_id, currency, date_trunc('month', order_date)::date as m from css_charge
          where org_id = ${org} and side = 'AR' and order_code like 'AE0%') x`,
  );
  await step(
    'bill lines',
    sql`update css_charge c set bill_id = b.id from css_bill b
    where c.org_id = ${org} and c.side = 'AR' and c.order_code like 'AE0%' and b.org_id = c.org_id and b.bill_number like 'BDN%'
      and b.coop_id = c.coop_id and b.currency = c.currency and b.bill_number = 'BDN' || to_char(c.order_date, 'YYYYMM') || '-' || c.coop_id || '-' || c.currency`,
  );
  // Fresh statistics first: planned with the ones from before the lines had bills (bill_id all
  // null), the totals ran as a nested loop over three million lines per bill and did not end.
  await step('analyze', sql`analyze css_charge, css_bill`);
  await step(
    'bill totals',
    sql`update css_bill b set amount = t.a, balance = t.a from
    (select bill_id, sum(amount) as a from css_charge where org_id = ${org} and bill_id is not null group by bill_id) t
    where b.id = t.bill_id and b.bill_number like 'BDN%'`,
  );
  await step(
    'settlements',
    sql`with s as (
      insert into prm_coop_settle (org_id, settle_number, coop_id, settle_type, settle_date, currency, amount, exchange_rate, base_amount,
        applied_amount, unapplied_amount, settle_status)
      select org_id, 'BSK' || id, coop_id, 'RECEIPT', due_date - 5, currency, amount, 1, amount, amount, 0, 'APPLIED'
      from css_bill where org_id = ${org} and bill_number like 'BDN%' and bill_status = 'SETTLED' returning id, org_id, amount, settle_number)
    insert into css_settle_item (org_id, settle_id, bill_id, amount, write_off_amount)
    select s.org_id, s.id, substring(s.settle_number from 4)::bigint, s.amount, 0 from s`,
  );
  await step(
    'settled bills',
    sql`update css_bill set settled_amount = amount, balance = 0 where org_id = ${org} and bill_number like 'BDN%' and bill_status = 'SETTLED'`,
  );
  await step('vacuum analyze', sql`vacuum analyze`);
}

const counts = (
  await sql<{ orders: string; lines: string; bills: string }>`
  select (select count(*) from af_order where org_id = ${org}) as orders, (select count(*) from css_charge where org_id = ${org}) as lines,
         (select count(*) from css_bill where org_id = ${org}) as bills`.execute(db)
).rows[0];

const token = (
  await app.inject({
    method: 'POST',
    url: '/auth/oauth/token',
    headers: { authorization: `Basic ${Buffer.from('web:web').toString('base64')}` },
    payload: { grant_type: 'password', username: '2|admin|DEMO', password: 'Demo@2026' },
  })
).json().access_token;

const month = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 7);
const last = new Date(Date.UTC(+month.slice(0, 4), +month.slice(5, 7), 0)).toISOString().slice(0, 10);
const cases: [string, string][] = [
  [
    `business analysis, AE, month ${month} (by month)`,
    `css_report_business_analysis?businessScope=AE&periodUnit=MONTH&periodDate_gte=${month}-01&periodDate_lte=${last}`,
  ],
  [
    `business analysis, AE, month ${month} (by day)`,
    `css_report_business_analysis?businessScope=AE&periodUnit=DAY&periodDate_gte=${month}-01&periodDate_lte=${last}`,
  ],
  [
    `business analysis, all scopes, month ${month}`,
    `css_report_business_analysis?periodUnit=MONTH&periodDate_gte=${month}-01&periodDate_lte=${last}`,
  ],
  ['receivable ageing, all customers, as of today', 'css_report_receivable_age?size=20'],
];

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];
console.log(
  `\norders ${Number(counts.orders).toLocaleString('en')}, charge lines ${Number(counts.lines).toLocaleString('en')}, bills ${Number(counts.bills).toLocaleString('en')}; ${RUNS} runs each (first run dropped)`,
);
console.log(
  `load average before: ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')} (${os.cpus().length} cores)`,
);
console.log(
  CPU
    ? 'case | wall median ms | wall p95 ms | CPU median ms | CPU p95 ms (PostgreSQL + Node) | rows'
    : 'case | median ms | p95 ms | rows | first row',
);
for (const [name, path] of cases) {
  const times: number[] = [];
  const cpu: number[] = [];
  let body: any;
  for (let i = 0; i <= RUNS; i++) {
    const pg0 = CPU ? await backendsCpu() : 0;
    const node0 = process.cpuUsage();
    const t = performance.now();
    const r = await app.inject({ method: 'GET', url: `/api/${path}`, headers: { authorization: `Bearer ${token}` } });
    const ms = performance.now() - t;
    const node = process.cpuUsage(node0);
    const pgNs = CPU ? (await backendsCpu()) - pg0 : 0;
    if (r.statusCode !== 200) throw new Error(r.body);
    body = r.json().data;
    if (i > 0) {
      times.push(ms);
      cpu.push(pgNs / 1e6 + (node.user + node.system) / 1000);
    }
  }
  const first = body.records[0];
  if (CPU)
    console.log(
      `${name} | ${pct(times, 50).toFixed(1)} | ${pct(times, 95).toFixed(1)} | ${pct(cpu, 50).toFixed(1)} | ${pct(cpu, 95).toFixed(1)} | ${body.total}`,
    );
  else
    console.log(
      `${name} | ${pct(times, 50).toFixed(1)} | ${pct(times, 95).toFixed(1)} | ${body.total} | ${JSON.stringify(first).slice(0, 160)}`,
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
await admin.query(`alter database "${dbName}" reset max_parallel_workers_per_gather`);
await admin.end();
