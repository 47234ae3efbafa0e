/**
 * Benchmark: the login-free order calls a customer's phone makes, on the embedded database with the
 * demo data.
 *
 *   npx tsx bench/external-calls.ts
 *
 * Builds the real app on an in-memory PGlite, then times through app.inject: the air, sea and road
 * tracking answers of a demo order with every section filled, the master waybill PDF (pdfkit with
 * the CJK font subset), and a stored picture. Prints median and p95 server time and answer sizes.
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';
import { SHARE_SCOPES, shareCode, type SharePrefix } from '../src/schemas/share';

const RUNS = Number(process.argv[2] ?? 60);
const database = await openDatabase({ kind: 'memory' });
const { app, ctx } = await buildApp({
  config: { ...loadConfig({}), dataDir: '/tmp/bench-secrets', staticDir: '/nonexistent', externalRatePerMinute: 1e9 },
  database,
});
await app.ready();

/** The fullest demo order of a scope (its 000004) and its share code. */
async function fullest(prefix: SharePrefix) {
  const res = ctx.resources.get(SHARE_SCOPES[prefix].resource)!;
  const row = await ctx.db
    .selectFrom(res.table)
    .select(['order_uuid', 'attachments'])
    .where('order_code', 'like', '%000004')
    .executeTakeFirstOrThrow();
  return {
    uuid: String(row.order_uuid),
    code: shareCode(prefix, String(row.order_uuid)),
    attachments: row.attachments as { fileUrl: string }[] | null,
  };
}

async function time(label: string, method: 'GET' | 'POST', url: string, expect = 200) {
  const ms: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS + 3; i++) {
    const t0 = performance.now();
    const r = await app.inject({ method, url });
    const t = performance.now() - t0;
    if (r.statusCode !== expect) throw new Error(`${label}: ${r.statusCode} ${r.body.slice(0, 200)}`);
    bytes = r.rawPayload.length;
    if (i >= 3) ms.push(t); // the first calls warm caches (font file, prepared plans)
  }
  ms.sort((a, b) => a - b);
  const q = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))].toFixed(1);
  console.log(`${label.padEnd(34)} median ${q(0.5).padStart(6)} ms   p95 ${q(0.95).padStart(6)} ms   ${(bytes / 1024).toFixed(1)} KB`);
}

const af = await fullest('AF');
const se = await fullest('SE');
const lc = await fullest('LC');
console.log(`${RUNS} runs each, after 3 warm-up calls (PGlite in memory, demo data)`);
await time('AF tracking (orderTrack)', 'GET', `/afbase/external/order/orderTrack?o=${af.code}`);
await time('SE tracking', 'GET', `/sc/external/order/orderTrack?o=${se.code}`);
await time('LC tracking', 'GET', `/sc/external/order/orderTrack/lc?o=${lc.code}`);
await time('unknown share code (404)', 'GET', `/afbase/external/order/orderTrack?o=AF00000000-0000-4000-8000-000000000000`, 404);
await time('master waybill PDF', 'GET', `/afbase/external/awbPdf/${af.uuid}/MAWB.pdf`);
const picture = af.attachments?.find((a) => a.fileUrl.endsWith('.png'));
if (picture) await time('stored picture', 'GET', picture.fileUrl);
await app.close();
await database.close();
