/**
 * Benchmark: export of 1,000,000 air-export orders and import of 100,000, on PostgreSQL.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/freight_bench npx tsx --expose-gc bench/export-import.ts [exportRows] [importRows]
 *
 * Seeds `exportRows` orders once (schema "bench_v2", shared with bench/list-orders.ts; 0: import only),
 * then through the real Fastify app (app.inject) exports the whole list (its own columns, newest
 * first; BENCH_EXPORT_FILTER=orderStatus=BOOKED adds list filters) and waits for the job; downloads
 * the file over real HTTP, read as a stream; then uploads a generated .xlsx of `importRows` new
 * orders (all or nothing; 0: export only) and waits for that job. Prints for each: time, rows per
 * second, the server process's peak RSS growth over its RSS before the job (sampled every 50 ms),
 * its CPU time and that of the PostgreSQL backends of the database, and the load average (others
 * may share the machine: CPU time is the steadier figure). The imported rows are removed afterwards.
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { PassThrough } from 'node:stream';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';
import { BENCH_SCHEMA, seedOrders } from './seed-orders';

const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!url) {
  console.error('Set BENCH_DATABASE_URL to a PostgreSQL database (the benchmark writes a schema "bench_v2" in it).');
  process.exit(2);
}
const EXPORT_ROWS = Number(process.argv[2] ?? 1_000_000);
const IMPORT_ROWS = Number(process.argv[3] ?? 100_000);
/** BENCH_EXPORT_FILTER=orderStatus=BOOKED: export only the orders a list filter finds. */
const EXPORT_FILTER = Object.fromEntries(new URLSearchParams(process.env.BENCH_EXPORT_FILTER ?? ''));

const database = await openDatabase({ kind: 'postgres', url, schema: BENCH_SCHEMA });
const { app, ctx } = await buildApp({
  config: { ...loadConfig({}), dataDir: '/tmp/bench-secrets', seedReference: false, exportMaxRows: Math.max(EXPORT_ROWS, 1_000_000) },
  database,
});
await app.ready();
const { db } = ctx;
const res = ctx.resources.get('af_order')!;
const org = (await db.selectFrom('hrs_org').select('id').where('org_code', '=', 'DEMO').executeTakeFirstOrThrow()).id as number;
await seedOrders(db, res, org, EXPORT_ROWS || 1);
await db.deleteFrom('af_order').where('org_id', '=', org).where('order_code', 'like', 'IMP%').execute();
const seeded = Number(
  (
    await db
      .selectFrom('af_order')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('org_id', '=', org)
      .executeTakeFirstOrThrow()
  ).n,
);

const token = (
  await app.inject({
    method: 'POST',
    url: '/auth/oauth/token',
    headers: { authorization: `Basic ${Buffer.from('web:web').toString('base64')}` },
    payload: { grant_type: 'password', username: '2|admin|DEMO', password: 'Demo@2026' },
  })
).json().access_token;
const headers = { authorization: `Bearer ${token}` };

/**
 * CPU seconds the PostgreSQL backends of this benchmark's database have used: each connection's
 * process (/proc/{pid}/stat, user + system), sampled so a connection the pool closes still counts.
 */
const pgCpu = new Map<number, number>();
async function samplePgCpu() {
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database()`.execute(db);
  for (const { pid } of rows) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      pgCpu.set(pid, (Number(f[11]) + Number(f[12])) / TICKS);
    } catch {
      // the connection ended, or PostgreSQL runs elsewhere (then the figure says 0)
    }
  }
}
const TICKS = 100; // USER_HZ on Linux
const pgCpuTotal = () => [...pgCpu.values()].reduce((a, b) => a + b, 0);

/**
 * Runs fn while sampling RSS and PostgreSQL's CPU; answers its time, the peak RSS growth over the
 * RSS before it, this process's CPU time and the database backends' CPU time.
 */
async function measured<T>(fn: () => Promise<T>) {
  (globalThis as { gc?: () => void }).gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  await samplePgCpu();
  const pg0 = pgCpuTotal();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
    void samplePgCpu().catch(() => {});
  }, 50);
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  try {
    const value = await fn();
    const cpu = process.cpuUsage(cpu0);
    await samplePgCpu();
    return {
      value,
      seconds: (performance.now() - t0) / 1000,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      pgCpuSeconds: pgCpuTotal() - pg0,
      growthMb: (peak - base) / 1024 / 1024,
      baseMb: base / 1024 / 1024,
      load: os.loadavg()[0],
    };
  } finally {
    clearInterval(timer);
  }
}

async function waitForJob(id: number) {
  for (;;) {
    const job = (await app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers })).json().data;
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 200));
  }
}

// Export: the whole list, its own columns, newest first (exportRows 0: import only). The job is
// measured from the start call to its end; the download is measured apart, over real HTTP and read
// as a stream, so the client's copy of the file never counts as the server's memory.
if (EXPORT_ROWS > 0) {
  let startMs = 0;
  const exp = await measured(async () => {
    const t0 = performance.now();
    const start = await app.inject({
      method: 'POST',
      url: '/api/af_order/export',
      headers,
      payload: { mode: 'default', query: { ...EXPORT_FILTER, sort: 'createTime,desc' } },
    });
    startMs = performance.now() - t0;
    if (start.statusCode !== 200) throw new Error(start.body);
    const job = await waitForJob(start.json().data.jobId);
    if (job.status !== 'done') throw new Error(job.message);
    return job;
  });
  const job = exp.value;
  const rows = job.result.rows as number;
  console.log(
    `\nexport: ${rows.toLocaleString('en')} of ${seeded.toLocaleString('en')} orders (${job.result.columns ?? '?'} columns) in ${exp.seconds.toFixed(1)} s = ${Math.round(rows / exp.seconds).toLocaleString('en')} rows/s (start call ${startMs.toFixed(0)} ms); peak RSS growth ${exp.growthMb.toFixed(0)} MB (RSS before ${exp.baseMb.toFixed(0)} MB); process CPU ${exp.cpuSeconds.toFixed(1)} s = ${Math.round(rows / exp.cpuSeconds).toLocaleString('en')} rows per CPU-second; PostgreSQL CPU ${exp.pgCpuSeconds.toFixed(1)} s; load average ${exp.load.toFixed(2)}`,
  );

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const dl = await measured(async () => {
    const r = await fetch(`${address}/api/jobs/${job.id}/file`, { headers });
    if (r.status !== 200 || !r.body) throw new Error(`download: ${r.status}`);
    let bytes = 0;
    let head = '';
    for await (const chunk of r.body as unknown as AsyncIterable<Uint8Array>) {
      if (!bytes) head = Buffer.from(chunk.subarray(0, 2)).toString('latin1');
      bytes += chunk.length;
    }
    if (head !== 'PK') throw new Error('the download is not a zip');
    return bytes;
  });
  console.log(
    `download: ${(dl.value / 1024 / 1024).toFixed(1)} MB .xlsx in ${dl.seconds.toFixed(1)} s over HTTP; peak RSS growth ${dl.growthMb.toFixed(0)} MB`,
  );
}

// Import: a generated workbook with the template's key columns (importRows 0: export only).
if (IMPORT_ROWS > 0) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const ws = wb.addWorksheet('orders');
  ws.addRow(['订单号*', '订单状态', '主单号', '始发站', '目的站', '中文品名', '预报件数', '预报毛重(KG)', '预计起飞']).commit();
  const STATUS = ['已订舱', '已入仓', '已出发'];
  for (let i = 1; i <= IMPORT_ROWS; i++) {
    const seven = 1000000 + (i % 8999999);
    ws.addRow([
      `IMP${String(i).padStart(7, '0')}`,
      STATUS[i % 3],
      `781-${seven}${seven % 7}`,
      'PVG',
      'LAX',
      '电子产品',
      1 + (i % 50),
      10.5 + (i % 900),
      new Date(Date.UTC(2026, 2, 1 + (i % 28))),
    ]).commit();
  }
  ws.commit();
  await wb.commit();
  const xlsx = Buffer.concat(chunks);
  const boundary = '----bench';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="orders.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    xlsx,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const imp = await measured(async () => {
    const start = await app.inject({
      method: 'POST',
      url: '/api/af_order/import?mode=all',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    if (start.statusCode !== 200) throw new Error(start.body);
    const job = await waitForJob(start.json().data.jobId);
    if (job.status !== 'done') throw new Error(job.message);
    if (job.result.bad) {
      const report = new ExcelJS.Workbook();
      await report.xlsx.load((await app.inject({ method: 'GET', url: `/api/jobs/${job.id}/file`, headers })).rawPayload as any);
      report.worksheets[0].eachRow((row, n) => n > 1 && n < 5 && console.log('bad row:', JSON.stringify(row.values)));
    }
    return job.result;
  });
  console.log(
    `import: ${imp.value.inserted.toLocaleString('en')} of ${IMPORT_ROWS.toLocaleString('en')} rows (${imp.value.bad} bad) from a ${(xlsx.length / 1024 / 1024).toFixed(1)} MB .xlsx in ${imp.seconds.toFixed(1)} s = ${Math.round(IMPORT_ROWS / imp.seconds).toLocaleString('en')} rows/s; peak RSS growth ${imp.growthMb.toFixed(0)} MB; process CPU ${imp.cpuSeconds.toFixed(1)} s = ${Math.round(IMPORT_ROWS / imp.cpuSeconds).toLocaleString('en')} rows per CPU-second; PostgreSQL CPU ${imp.pgCpuSeconds.toFixed(1)} s; load average ${imp.load.toFixed(2)}`,
  );
}

await db.deleteFrom('af_order').where('org_id', '=', org).where('order_code', 'like', 'IMP%').execute();
await db.deleteFrom('sys_audit_log').where('org_id', '=', org).where('resource', '=', 'af_order').execute();
await app.close();
await database.close();
