/**
 * Benchmark: export of 1,000,000 air-export orders and import of 100,000, on PostgreSQL.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/freight_bench npx tsx --expose-gc bench/export-import.ts [exportRows] [importRows]
 *
 * Seeds the orders once (schema "bench", shared with bench/list-orders.ts), then through the real
 * Fastify app (app.inject) starts an export of the whole list (the list's columns), waits for the
 * job and fetches the file; then uploads a generated .xlsx of new orders (all-or-nothing import) and
 * waits for that job. Prints time, rows per second and the server process's peak RSS growth over
 * its RSS before the job, sampled every 50 ms. The imported rows are removed afterwards.
 */
import ExcelJS from 'exceljs';
import { performance } from 'node:perf_hooks';
import { PassThrough } from 'node:stream';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';
import { seedOrders } from './seed-orders';

const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!url) {
  console.error('Set BENCH_DATABASE_URL to a PostgreSQL database (the benchmark writes a schema "bench" in it).');
  process.exit(2);
}
const EXPORT_ROWS = Number(process.argv[2] ?? 1_000_000);
const IMPORT_ROWS = Number(process.argv[3] ?? 100_000);

const database = await openDatabase({ kind: 'postgres', url, schema: 'bench' });
const { app, ctx } = await buildApp({ config: { ...loadConfig({}), dataDir: '/tmp/bench-secrets', seedReference: false, exportMaxRows: Math.max(EXPORT_ROWS, 1_000_000) }, database });
await app.ready();
const { db } = ctx;
const res = ctx.resources.get('af_order')!;
const org = (await db.selectFrom('hrs_org').select('id').where('org_code', '=', 'DEMO').executeTakeFirstOrThrow()).id as number;
await seedOrders(db, res, org, EXPORT_ROWS || 1);
await db.deleteFrom('af_order').where('org_id', '=', org).where('order_code', 'like', 'IMP%').execute();
const seeded = Number((await db.selectFrom('af_order').select((eb) => eb.fn.countAll().as('n')).where('org_id', '=', org).executeTakeFirstOrThrow()).n);

const token = (
  await app.inject({
    method: 'POST', url: '/auth/oauth/token', headers: { authorization: `Basic ${Buffer.from('web:web').toString('base64')}` },
    payload: { grant_type: 'password', username: '2|admin|DEMO', password: 'Demo@2026' },
  })
).json().access_token;
const headers = { authorization: `Bearer ${token}` };

/** Runs fn while sampling RSS; answers its time and the peak RSS growth over the RSS before it. */
async function measured<T>(fn: () => Promise<T>) {
  (globalThis as { gc?: () => void }).gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const t0 = performance.now();
  try {
    const value = await fn();
    return { value, seconds: (performance.now() - t0) / 1000, growthMb: (peak - base) / 1024 / 1024, baseMb: base / 1024 / 1024 };
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

// Export: the whole list, its own columns, newest first (exportRows 0: import only).
if (EXPORT_ROWS > 0) {
const exp = await measured(async () => {
  const start = await app.inject({ method: 'POST', url: '/api/af_order/export', headers, payload: { mode: 'default', query: { sort: 'createTime,desc' } } });
  if (start.statusCode !== 200) throw new Error(start.body);
  const job = await waitForJob(start.json().data.jobId);
  if (job.status !== 'done') throw new Error(job.message);
  const file = await app.inject({ method: 'GET', url: `/api/jobs/${job.id}/file`, headers });
  return { rows: job.result.rows as number, bytes: file.rawPayload.length, startMs: 0 };
});
console.log(`\nexport: ${exp.value.rows.toLocaleString('en')} of ${seeded.toLocaleString('en')} orders in ${exp.seconds.toFixed(1)} s = ${Math.round(exp.value.rows / exp.seconds).toLocaleString('en')} rows/s; file ${(exp.value.bytes / 1024 / 1024).toFixed(1)} MB; peak RSS growth ${exp.growthMb.toFixed(0)} MB (RSS before ${exp.baseMb.toFixed(0)} MB)`);
}

// Import: a generated workbook with the template's key columns.
const out = new PassThrough();
const chunks: Buffer[] = [];
out.on('data', (c: Buffer) => chunks.push(c));
const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
const ws = wb.addWorksheet('orders');
ws.addRow(['订单号*', '订单状态', '主单号', '始发站', '目的站', '中文品名', '预报件数', '预报毛重(KG)', '预计起飞']).commit();
const STATUS = ['已订舱', '已入仓', '已出发'];
for (let i = 1; i <= IMPORT_ROWS; i++) {
  const seven = 1000000 + (i % 8999999);
  ws.addRow([`IMP${String(i).padStart(7, '0')}`, STATUS[i % 3], `781-${seven}${seven % 7}`, 'PVG', 'LAX', '电子产品', 1 + (i % 50), 10.5 + (i % 900), new Date(Date.UTC(2026, 2, 1 + (i % 28)))]).commit();
}
ws.commit();
await wb.commit();
const xlsx = Buffer.concat(chunks);
const boundary = '----bench';
const payload = Buffer.concat([
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="orders.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
  xlsx, Buffer.from(`\r\n--${boundary}--\r\n`),
]);
const imp = await measured(async () => {
  const start = await app.inject({ method: 'POST', url: '/api/af_order/import?mode=all', headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
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
console.log(`import: ${imp.value.inserted.toLocaleString('en')} of ${IMPORT_ROWS.toLocaleString('en')} rows (${imp.value.bad} bad) from a ${(xlsx.length / 1024 / 1024).toFixed(1)} MB .xlsx in ${imp.seconds.toFixed(1)} s = ${Math.round(IMPORT_ROWS / imp.seconds).toLocaleString('en')} rows/s; peak RSS growth ${imp.growthMb.toFixed(0)} MB`);

await db.deleteFrom('af_order').where('org_id', '=', org).where('order_code', 'like', 'IMP%').execute();
await db.deleteFrom('sys_audit_log').where('org_id', '=', org).where('resource', '=', 'af_order').execute();
await app.close();
await database.close();
