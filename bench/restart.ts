import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * How long is the app away when its server process is killed? (issue 22, "nothing restarts a
 * crashed server"). Runs `npm start`'s supervisor (scripts/supervise.mjs) on a fresh embedded
 * database (or BENCH_DATABASE_URL's PostgreSQL, with WEB_CONCURRENCY workers, 2 by default), waits
 * until it is fully up (PGlite: its standby ready), then BENCH_ROUNDS (3) times kills the serving
 * worker with SIGKILL and times until an authenticated list call answers again. Prints each time,
 * on PGlite the CPU seconds the standby spent taking over (about the wall time on a quiet machine),
 * and the load average.
 *
 *   npx tsx bench/restart.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/freight_bench npx tsx bench/restart.ts
 */
const root = path.resolve(import.meta.dirname, '..');
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const pgUrl = process.env.BENCH_DATABASE_URL;
const port = 18000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-restart-'));
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

let output = '';
const sup = spawn(process.execPath, [path.join(root, 'scripts/supervise.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-dist'),
    SEED_REFERENCE: '0',
    WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '2',
    DATABASE_URL: pgUrl ?? '',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
sup.stdout.on('data', (c) => (output += c));
sup.stderr.on('data', (c) => (output += c));

/** CPU seconds (user + system) a process has used: unlike wall time, not stretched by a busy machine. */
function cpuSeconds(pid: number): number {
  try {
    const f = fs
      .readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    return (Number(f[11]) + Number(f[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return NaN;
  }
}

const count = (re: RegExp) => (output.match(re) ?? []).length;
async function until(what: () => boolean | Promise<boolean>, ms: number, step = 20) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await what()) return true;
    await new Promise((res) => setTimeout(res, step));
  }
  throw new Error(`timed out; supervisor output:\n${output}`);
}

async function main() {
  console.log(`database: ${pgUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'embedded PGlite'}; load average at start: ${load()}`);
  const workers = pgUrl ? Number(process.env.WEB_CONCURRENCY ?? 2) : 1;
  const upAgain = () => (pgUrl ? count(/ serving on port /g) >= workers : count(/standby \d+ ready/g) >= 1);
  await until(upAgain, 600_000, 200);
  const r = await fetch(`${base}/auth/oauth/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from('web:web').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: '2|admin|DEMO', password: 'Demo@2026' }),
  });
  const token = (await r.json()).access_token as string;
  const answers = async () => {
    try {
      return (
        (await fetch(`${base}/api/prm_coop?size=1`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(2000) }))
          .status === 200
      );
    } catch {
      return false;
    }
  };
  for (let i = 1; i <= rounds; i++) {
    const serving = count(/ serving on port /g);
    const standbys = count(/standby \d+ ready/g);
    const victim = pgUrl
      ? Number(
          /worker (\d+) serving/.exec(
            output
              .split('\n')
              .filter((l) => / serving on port /.test(l))
              .at(-1)!,
          )![1],
        )
      : Number(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8'));
    // PGlite: the standby that will take over, and the CPU it has used so far.
    const heir = pgUrl ? 0 : Number([...output.matchAll(/standby (\d+) ready/g)].at(-1)![1]);
    const cpuBefore = heir ? cpuSeconds(heir) : 0;
    process.kill(victim, 'SIGKILL');
    const t = performance.now();
    await until(answers, 600_000);
    const cpu = heir ? `; the standby used ${(cpuSeconds(heir) - cpuBefore).toFixed(2)} CPU s to take over` : '';
    console.log(
      `round ${i}: answered ${((performance.now() - t) / 1000).toFixed(2)} s after SIGKILL of worker ${victim}${cpu} (load average ${load()})`,
    );
    // Back to full strength before the next round: the replacement serving (and a new standby ready).
    await until(() => count(/ serving on port /g) > serving && (pgUrl ? true : count(/standby \d+ ready/g) > standbys), 600_000, 200);
  }
}

main()
  .catch((e) => {
    console.error(e);
    process.exitCode = 1;
  })
  .finally(async () => {
    sup.kill('SIGTERM');
    await new Promise((res) => sup.once('exit', res));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
