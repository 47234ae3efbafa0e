/**
 * Browser benchmark: Debian's Chromium against the built app and the real server (npm start's
 * embedded database with the demo data), median of 5 fresh browser contexts (empty cache) each:
 *
 *   npx tsx bench/browser.ts
 *
 * 1. the login page: bytes on the wire (all responses, and the JavaScript alone) until its form is
 *    there and the network is quiet, and that no chart (echarts) chunk is among them (the app behind
 *    it is fetched in the background once the form is touched, or after 3 s: not counted here);
 * 2. login submit (BENCH_TYPING_MS after the form was filled, 0 by default) -> the dashboard's
 *    statistics chart drawn (its canvas in the page), and when the
 *    chart chunk was requested relative to the statistics call;
 * 3. /#/af_order navigation from the dashboard -> the list's first row on screen, and that row's
 *    delay after the list answer arrived (the answer comes while the screen is still being built, so
 *    this delay includes the rest of that work); then, after a reload, the answer held until the page
 *    is idle, then released: the first row's delay after it, and the renderer process's CPU time
 *    over that stretch (CPU time, unlike wall time, hardly grows when other work keeps the machine
 *    busy);
 * 4. from that list to its first order's workspace (/#/af_order/show/{id}, as 查看 does) -> the summary
 *    header with the order code and 基本信息's values painted.
 * Times are taken inside the page (performance.now) so the remote control's latency is not counted.
 * BENCH_PROFILE=dir also writes the page's JavaScript profile of 3b per run, BENCH_TRACE=dir its
 * DevTools performance trace (open it in DevTools' Performance panel).
 * BENCH_APP_DIR runs another checkout's build and server (e.g. main's, for before/after figures).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
// @ts-expect-error plain ESM script without types
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { freePort } from '../tests/e2e/ports';
import { brotliBytes } from '../tests/e2e/wire';
import { median } from './load';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TYPING_MS = Number(process.env.BENCH_TYPING_MS ?? 0);
const root = path.resolve(process.env.BENCH_APP_DIR ?? path.join(import.meta.dirname, '..'));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The chart library's chunk (src/pages/dashboard/StatsChart.tsx). */
const CHART_CHUNK = /\/assets\/StatsChart-[^/]+\.js$/;

async function startServer() {
  if (!process.env.BENCH_APP_DIR) buildIfNeeded();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-bench-browser-'));
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '1',
      SEED_REFERENCE: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 240_000; ; ) {
    if (server.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`${base}/version.json`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    base,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// In-page scripts as text: tsx would add helpers (__name) to functions that the page does not have.
const CHART_SCRIPT = `new Promise((resolve) => {
  const t0 = performance.now();
  const done = () => {
    const canvas = document.querySelector('[data-testid="stats-chart"] canvas');
    if (!canvas || !canvas.width) return false;
    requestAnimationFrame(() => {
      const entries = performance.getEntriesByType('resource');
      const stats = entries.find((e) => e.name.includes('/afbase/aforder/statistics'));
      const chunk = entries.find((e) => /\\/assets\\/StatsChart-[^/]+\\.js$/.test(new URL(e.name).pathname));
      // BENCH_TIMELINE: every request and long main-thread task after the submit, in ms from it.
      const timeline = [
        ...entries.filter((e) => e.responseEnd >= t0).map((e) => ({ at: e.startTime - t0, end: e.responseEnd - t0, what: new URL(e.name).pathname + new URL(e.name).search.slice(0, 40) })),
        ...(window.__longTasks || []).filter((e) => e.startTime + e.duration >= t0).map((e) => ({ at: e.startTime - t0, end: e.startTime + e.duration - t0, what: 'long task' })),
      ].sort((a, b) => a.at - b.at);
      resolve({ toChart: performance.now() - t0, chartChunkAfterStats: chunk && stats ? chunk.startTime - stats.startTime : NaN, timeline });
    });
    return true;
  };
  const obs = new MutationObserver(() => done() && obs.disconnect());
  obs.observe(document, { subtree: true, childList: true, attributes: true });
  document.querySelector('#login-submit').click();
})`;

const LIST_SCRIPT = `new Promise((resolve) => {
  const t0 = performance.now();
  const done = () => {
    if (!document.querySelector('[data-testid="resource-table"] tr.ant-table-row')) return false;
    requestAnimationFrame(() => {
      const t1 = performance.now();
      const answer = performance.getEntriesByType('resource').filter((e) => /\\/api\\/af_order\\?/.test(e.name)).pop();
      resolve({ toFirstRow: t1 - t0, rowAfterAnswer: answer ? t1 - answer.responseEnd : NaN });
    });
    return true;
  };
  const obs = new MutationObserver(() => done() && obs.disconnect());
  obs.observe(document, { subtree: true, childList: true });
  location.hash = '#/af_order';
})`;

/**
 * From the list to the first row's order workspace (a click on 查看 does the same navigation): until
 * its summary header shows the order code and 基本信息 shows its values, painted.
 */
const WORKSPACE_SCRIPT = `new Promise((resolve) => {
  const row = document.querySelector('[data-testid="resource-table"] tr.ant-table-row');
  const id = row.getAttribute('data-row-key');
  const t0 = performance.now();
  const done = () => {
    const code = document.querySelector('[data-testid="summary-code"]');
    if (!code || !code.textContent.trim() || !document.querySelector('[data-testid="detail-value"]')) return false;
    requestAnimationFrame(() => resolve({ toWorkspace: performance.now() - t0 }));
    return true;
  };
  const obs = new MutationObserver(() => done() && obs.disconnect());
  obs.observe(document, { subtree: true, childList: true, characterData: true });
  location.hash = '#/af_order/show/' + id;
})`;

interface Run {
  loginBytes: number;
  loginJsBytes: number;
  loginJsBrotli: number;
  loginChart: boolean;
  toChart: number;
  timeline: Step[];
  chartChunkAfterStats: number;
  toFirstRow: number;
  rowAfterAnswer: number;
  rowAfterIdleAnswer: number;
  rowMainThread: number;
  toWorkspace: number;
}

/** CPU time used so far by the browser's renderer processes (one page open: its renderer). */
async function rendererCpuMs(browser: Browser): Promise<number> {
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo' as never)) as { processInfo: { type: string; cpuTime: number }[] };
  await cdp.detach();
  return processInfo.filter((p) => p.type === 'renderer').reduce((s, p) => s + p.cpuTime, 0) * 1000;
}

async function oneRun(browser: Browser, base: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'zh-CN' });
  const page = await context.newPage();
  // Long main-thread tasks from the page's start, for BENCH_TIMELINE (buffered entries are not kept).
  await page.addInitScript(
    'window.__longTasks = []; new PerformanceObserver((l) => window.__longTasks.push(...l.getEntries())).observe({ type: "longtask" });',
  );
  const responses: { url: string; type: string; bytes: Promise<number> }[] = [];
  page.on('response', (r) => {
    responses.push({
      url: r.url(),
      type: r.request().resourceType(),
      bytes: r
        .request()
        .sizes()
        .then((s) => s.responseBodySize + s.responseHeadersSize)
        .catch(() => 0),
    });
  });

  // 1. The login page, until its form is there and the network is quiet.
  await page.goto(`${base}/#/login`, { waitUntil: 'networkidle' });
  await page.locator('#login-submit').waitFor();
  await page.waitForLoadState('networkidle');
  const login = await Promise.all(responses.map(async (r) => ({ ...r, n: await r.bytes })));
  const loginBytes = login.reduce((s, r) => s + r.n, 0);
  const loginJsBytes = login.filter((r) => r.type === 'script').reduce((s, r) => s + r.n, 0);
  const loginJsBrotli = (await Promise.all(login.filter((r) => r.type === 'script').map((r) => brotliBytes(r.url)))).reduce(
    (a, b) => a + b,
    0,
  );
  const loginChart = login.some((r) => CHART_CHUNK.test(new URL(r.url).pathname));

  // 2. Submit -> the chart's canvas.
  await page.click('#login-tab-admin');
  await page.fill('#login-name', 'admin');
  await page.fill('#login-org', 'DEMO');
  await page.fill('#login-password', 'Demo@2026');
  // BENCH_TYPING_MS: the time a person spends on the form before submitting (0: submit at once).
  if (TYPING_MS) await page.waitForTimeout(TYPING_MS);
  // BENCH_PROFILE=dir: the page's JavaScript profile from the submit to the chart, one file per run.
  const loginProfiler = process.env.BENCH_PROFILE ? await page.context().newCDPSession(page) : null;
  if (loginProfiler) {
    await loginProfiler.send('Profiler.enable');
    await loginProfiler.send('Profiler.setSamplingInterval', { interval: 200 });
    await loginProfiler.send('Profiler.start');
  }
  const chart = (await page.evaluate(CHART_SCRIPT)) as { toChart: number; chartChunkAfterStats: number; timeline: Step[] };
  if (loginProfiler) {
    const { profile } = await loginProfiler.send('Profiler.stop');
    fs.mkdirSync(process.env.BENCH_PROFILE!, { recursive: true });
    fs.writeFileSync(path.join(process.env.BENCH_PROFILE!, `login-chart-${Date.now()}.cpuprofile`), JSON.stringify(profile));
  }

  // 3. From the dashboard to the order list's first row.
  const list = (await page.evaluate(LIST_SCRIPT)) as { toFirstRow: number; rowAfterAnswer: number };

  // 4. From the list to an order's workspace: summary header and 基本信息 painted.
  const workspace = (await page.evaluate(WORKSPACE_SCRIPT)) as { toWorkspace: number };

  // 3b. Main-thread time from the answer to the first row: reload on the dashboard (nothing cached
  // in the app), go to the list with its answer held until the page is idle, then release it.
  await page.goto(`${base}/#/dashboard`);
  await page.reload(); // a hash change alone would keep the app and its cached list
  await page.locator('[data-testid="stats-chart"] canvas').waitFor();
  let release = () => {};
  let asked = () => {};
  const held = new Promise<void>((r) => (release = r));
  const requested = new Promise<void>((r) => (asked = r));
  await page.route(/\/api\/af_order\?/, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  const shown = page.evaluate(LIST_SCRIPT);
  await requested;
  await page.waitForTimeout(1500); // the list screen's chunk and first render are done
  // BENCH_PROFILE=dir: the page's JavaScript profile of this stretch, one file per run (DevTools opens it).
  const profiler = process.env.BENCH_PROFILE ? await page.context().newCDPSession(page) : null;
  if (profiler) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.setSamplingInterval', { interval: 100 });
    await profiler.send('Profiler.start');
  }
  // BENCH_TRACE=dir: a DevTools performance trace of this stretch (script, style, layout, paint).
  if (process.env.BENCH_TRACE) {
    fs.mkdirSync(process.env.BENCH_TRACE, { recursive: true });
    await browser.startTracing(page, {
      path: path.join(process.env.BENCH_TRACE, `list-first-row-${Date.now()}.json`),
      screenshots: false,
      categories: [
        'devtools.timeline',
        'v8.execute',
        'blink.user_timing',
        'v8',
        ...(process.env.BENCH_TRACE_INVALIDATIONS
          ? ['disabled-by-default-devtools.timeline.invalidationTracking', 'disabled-by-default-devtools.timeline.stack']
          : []),
      ],
    });
  }
  const before = await rendererCpuMs(browser);
  release();
  const idle = (await shown) as { rowAfterAnswer: number };
  const rowMainThread = (await rendererCpuMs(browser)) - before;
  if (process.env.BENCH_TRACE) await browser.stopTracing();
  if (profiler) {
    const { profile } = await profiler.send('Profiler.stop');
    fs.mkdirSync(process.env.BENCH_PROFILE!, { recursive: true });
    fs.writeFileSync(path.join(process.env.BENCH_PROFILE!, `list-first-row-${Date.now()}.cpuprofile`), JSON.stringify(profile));
  }
  await context.close();
  return {
    loginBytes,
    loginJsBytes,
    loginJsBrotli,
    loginChart,
    ...chart,
    ...list,
    rowAfterIdleAnswer: idle.rowAfterAnswer,
    rowMainThread,
    ...workspace,
  };
}

interface Step {
  at: number;
  end: number;
  what: string;
}

/** The median run's login → chart stretch, step by step (BENCH_TIMELINE=1). */
function printTimeline(run: Run) {
  console.log(`\nlogin submit -> chart drawn in ${run.toChart.toFixed(0)} ms, requests and long tasks (ms after the submit):`);
  for (const s of run.timeline) console.log(`  ${s.at.toFixed(0).padStart(5)} -> ${s.end.toFixed(0).padStart(5)}  ${s.what}`);
}

async function main() {
  console.log(
    `load average at start: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (${os.cpus().length} CPUs)`,
  );
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    await oneRun(browser, server.base); // warm-up: the server's first calls, the OS file cache
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await oneRun(browser, server.base));
    const show = (label: string, pick: (r: Run) => number, unit: string, digits = 0) => {
      const v = runs.map(pick);
      console.log(`${label}: ${median(v).toFixed(digits)} ${unit}  (runs: ${v.map((x) => x.toFixed(digits)).join(', ')})`);
    };
    console.log(`\nChromium, median of ${RUNS} fresh contexts (empty cache):`);
    show('login page, bytes on the wire (all)', (r) => r.loginBytes / 1024, 'KB', 1);
    show('login page, JavaScript on the wire (gzip: Chromium asks brotli only over HTTPS)', (r) => r.loginJsBytes / 1024, 'KB', 1);
    show('login page, JavaScript as sent to a browser that accepts brotli', (r) => r.loginJsBrotli / 1024, 'KB', 1);
    console.log(`login page loads the chart chunk: ${runs.some((r) => r.loginChart) ? 'YES' : 'no'}`);
    show('login submit -> dashboard chart drawn', (r) => r.toChart, 'ms');
    show('  chart chunk requested after the statistics call started', (r) => r.chartChunkAfterStats, 'ms');
    show('/#/af_order navigation -> first row', (r) => r.toFirstRow, 'ms');
    show('  first row after the list answer arrived', (r) => r.rowAfterAnswer, 'ms');
    show('  first row after the list answer, the answer held until the page was idle', (r) => r.rowAfterIdleAnswer, 'ms');
    show('  renderer CPU time from the list answer to the first row', (r) => r.rowMainThread, 'ms');
    show('order list -> order workspace (summary and 基本信息 painted)', (r) => r.toWorkspace, 'ms');
    if (process.env.BENCH_TIMELINE) printTimeline([...runs].sort((a, b) => a.toChart - b.toChart)[Math.floor(runs.length / 2)]!);
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(
    `\nload average at end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

await main();
