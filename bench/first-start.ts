import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * What a newcomer waits for: a fresh clone of this repository's committed HEAD, then the README's
 * `npm install && npm start`, until the demo administrator can log in (issue 27, "start-up").
 * Prints each phase's wall time: the install (from npm's local cache here: a first install on a
 * machine with an empty cache also downloads), the production build (`vite build`, run by npm start
 * when dist/ is missing), and the first start (PGlite's initdb, the ~400 tables, the demo data) up to
 * the first successful password grant; with each phase's CPU seconds and the load average, since
 * every phase is CPU-bound and its wall time stretches with what else the machine runs.
 *
 *   npx tsx bench/first-start.ts
 */
const root = path.resolve(import.meta.dirname, '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-first-start-'));
const port = 19000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The fields of /proc/<pid>/stat after the command name. */
const statOf = (pid: string | number) =>
  fs
    .readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
/**
 * CPU seconds of a process group, its finished children included (utime + stime + cutime + cstime,
 * USER_HZ 100): unlike wall time, not stretched by what else the machine runs.
 */
function groupCpu(pgid: number): number {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const f = statOf(pid);
      if (Number(f[2]) === pgid) ticks += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
    } catch {
      /* gone meanwhile */
    }
  }
  return ticks / 100;
}
const childrenCpu = () => {
  const f = statOf('self');
  return (Number(f[13]) + Number(f[14])) / 100;
};
const cpu = (s: number) => `${s.toFixed(1)} s CPU`;

console.log(`load average before: ${load()}`);
execFileSync('git', ['clone', '-q', root, dir]);
const t0 = performance.now();
const c0 = childrenCpu();
execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'ignore' });
const installed = performance.now();
const installCpu = childrenCpu() - c0;

let output = '';
let built = 0;
let buildCpu = 0;
// Its own process group, so the supervisor, the server and any standby stop together.
const start = spawn('npm', ['start'], {
  cwd: dir,
  detached: true,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
const watch = (chunk: Buffer) => {
  output += chunk;
  // The build runs before the supervisor starts (scripts/start.mjs), and says nothing at --logLevel warn.
  if (!built && /\[supervisor /.test(output)) {
    built = performance.now();
    buildCpu = groupCpu(start.pid!);
  }
};
start.stdout.on('data', watch);
start.stderr.on('data', watch);

async function loggedIn(): Promise<boolean> {
  try {
    const r = await fetch(`${base}/auth/oauth/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('web:web').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: '2|admin|DEMO', password: 'Demo@2026' }).toString(),
    });
    return r.ok && Boolean((await r.json()).access_token);
  } catch {
    return false;
  }
}

const deadline = Date.now() + 600_000;
let failed = false;
while (!(await loggedIn())) {
  if (start.exitCode !== null || Date.now() > deadline) {
    console.error(`npm start did not serve:\n${output}`);
    failed = true;
    break;
  }
  await new Promise((r) => setTimeout(r, 200));
}
const serving = performance.now();
const startCpu = groupCpu(start.pid!) - buildCpu;
const exited = new Promise((r) => start.once('exit', r));
try {
  process.kill(-start.pid!, 'SIGTERM');
} catch {
  /* already gone */
}
await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 500 });
if (failed) process.exit(1);

console.log(`npm install                 ${seconds(installed - t0)}  ${cpu(installCpu)}`);
console.log(`vite build (by npm start)   ${seconds(built - installed)}  ${cpu(buildCpu)}`);
console.log(`first start to a login      ${seconds(serving - built)}  ${cpu(startCpu)}`);
console.log(`clone → demo login          ${seconds(serving - t0)}  ${cpu(installCpu + buildCpu + startCpu)}`);
console.log(`load average after: ${load()}`);
