import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { percentile } from './load';

/**
 * Does the API keep answering while an import runs? (issue 22, "an import freezes every user")
 *
 * Starts the server as `npm start` does (its own process, a fresh embedded database with the demo
 * data in a temporary DATA_DIR, or BENCH_DATABASE_URL's PostgreSQL), logs in as the demo
 * administrator, uploads a CSV of BENCH_ROWS (100,000) partners to
 * POST /api/prm_coop/import?dryRun=0&mode=good, and while the job runs sends GET /version.json one
 * after another (a light call, as the browser sends on every click), timing each answer. Prints
 * the light call's p50/p90/p99/max during the import and on the idle server before it, the
 * import's wall time, and the load average (the lead re-measures on a quiet machine).
 *
 *   npx tsx bench/import-latency.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/freight_bench npx tsx bench/import-latency.ts
 *   BENCH_MODE=all BENCH_ROWS=20000 npx tsx bench/import-latency.ts
 *
 * BENCH_PROFILE=dir writes the server's CPU profiles (main thread and worker threads) there.
 * BENCH_APP_DIR runs another checkout's server (e.g. main's, for the figure before this change).
 * On PostgreSQL the database should be empty (createdb freight_bench): the demo data is seeded once.
 */
const root = path.resolve(process.env.BENCH_APP_DIR ?? path.join(import.meta.dirname, '..'));
const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const mode = process.env.BENCH_MODE === 'all' ? 'all' : 'good';
const port = 18000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));

const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const ms = (v: number) => `${v.toFixed(1)} ms`;

function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; ms: number }> {
  const t = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - t }));
      })
      .on('error', reject);
  });
}

/** GET /version.json back to back (a 10 ms pause between calls) until `stop()` says so. */
async function probe(stop: () => boolean, at?: { t0: number; slow: [number, number][] }): Promise<number[]> {
  const out: number[] = [];
  while (!stop()) {
    const sent = performance.now();
    const r = await get(`${base}/version.json`);
    if (r.status !== 200) throw new Error(`/version.json answered ${r.status}`);
    out.push(r.ms);
    at?.slow.push([sent - at.t0, r.ms]);
    await new Promise((res) => setTimeout(res, 10));
  }
  return out;
}

const summary = (xs: number[]) =>
  `n=${xs.length}  p50 ${ms(percentile(xs, 50))}  p90 ${ms(percentile(xs, 90))}  p99 ${ms(percentile(xs, 99))}  max ${ms(Math.max(...xs))}`;

async function main() {
  console.log(
    `server: ${root}  database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'embedded PGlite'}  rows: ${rows}  mode: ${mode}`,
  );
  console.log(`load average at start: ${load()}`);
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_REFERENCE: '0',
    LOGIN_SLOW_AFTER: '100',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  };
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`] : [];
  const server = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server.stdout.on('data', () => {});
  const stopServer = () => server.kill('SIGTERM');
  process.on('exit', stopServer);
  try {
    for (let i = 0; ; i++) {
      const up = await get(`${base}/version.json`).catch(() => null);
      if (up?.status === 200) break;
      if (i > 1200) throw new Error('the server did not start in 120 s');
      await new Promise((res) => setTimeout(res, 100));
    }
    const tokenRes = await fetch(`${base}/auth/oauth/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('web:web').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: '2|admin|DEMO', password: 'Demo@2026' }),
    });
    const token = (await tokenRes.json()).access_token as string;
    const auth = { authorization: `Bearer ${token}` };

    // Field names as headers (the import reads labels or names); the partner type as its zh label.
    const stamp = Date.now().toString(36).toUpperCase();
    const lines = ['coopCode,coopName,coopType'];
    for (let i = 0; i < rows; i++) lines.push(`B${stamp}${i},基准测试伙伴${i}有限公司,客户`);
    const csv = Buffer.from(`${lines.join('\n')}\n`);

    let idleDone = false;
    setTimeout(() => (idleDone = true), 3000);
    const idle = await probe(() => idleDone);
    console.log(`GET /version.json, idle server:          ${summary(idle)}`);

    const form = new FormData();
    form.append('file', new Blob([csv]), 'partners.csv');
    const started = performance.now();
    let finished = false;
    let status = '';
    let message = '';
    const when = { t0: started, slow: [] as [number, number][] };
    const during = probe(() => finished, when);
    const upload = await fetch(`${base}/api/prm_coop/import?dryRun=0&mode=${mode}`, { method: 'POST', headers: auth, body: form });
    const uploadMs = performance.now() - started;
    const up = await upload.json();
    if (upload.status !== 200) throw new Error(`upload answered ${upload.status}: ${JSON.stringify(up)}`);
    for (;;) {
      await new Promise((res) => setTimeout(res, 500));
      const job = JSON.parse((await get(`${base}/api/jobs/${up.data.jobId}`, auth)).body).data;
      if (job.status === 'done' || job.status === 'failed') {
        status = job.status;
        message = job.message ?? JSON.stringify(job.result);
        break;
      }
    }
    finished = true;
    const wall = (performance.now() - started) / 1000;
    const busy = await during;
    console.log(`GET /version.json during the import:     ${summary(busy)}`);
    console.log(
      `import of ${csv.length.toLocaleString('en')} bytes, ${rows.toLocaleString('en')} rows: upload answered in ${ms(uploadMs)}, job ${status} after ${wall.toFixed(1)} s (${Math.round(rows / wall).toLocaleString('en')} rows/s): ${message}`,
    );
    // Where the slowest answers fell, to tell the upload's share from the job's.
    const slowest = when.slow.sort((a, b) => b[1] - a[1]).slice(0, 5);
    console.log(
      `slowest light calls (sent at, after the upload started): ${slowest.map(([t, d]) => `${ms(d)} at ${(t / 1000).toFixed(2)} s`).join(', ')}`,
    );
    console.log(`load average at end: ${load()}`);
  } finally {
    stopServer();
    await new Promise((res) => server.once('exit', res));
    if (process.env.BENCH_KEEP) console.log(`database kept in ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
