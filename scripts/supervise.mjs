import cluster from 'node:cluster';
import os from 'node:os';
import path from 'node:path';

/**
 * The supervisor `npm start` runs (README "Run it"): it starts the server as worker processes of
 * Node's cluster module, which share the listening port, and restarts a worker that exits.
 *
 * - PostgreSQL (DATABASE_URL): one worker per CPU core (WEB_CONCURRENCY to choose), started one
 *   after another (the first creates the tables and the demo data alone). A worker that dies is
 *   replaced; the others answer meanwhile.
 * - PGlite: one worker, as one process owns the data directory. A standby process waits beside
 *   it with the server's modules loaded (SUPERVISOR_STANDBY=0 to do without): when the worker
 *   dies, the standby opens the database and serves, and a new standby is started.
 * - A worker that fails before the server ever answered (a bad DATABASE_URL, the data directory in
 *   use) is not restarted: the supervisor exits with its code. A worker dying again and again is
 *   restarted with a growing pause (1 s, 2 s, ... 30 s).
 * - SIGTERM or SIGINT: every worker drains (stops taking connections, finishes its requests, stops
 *   its jobs, closes the database) and exits; then the supervisor exits. Workers still running
 *   after SHUTDOWN_TIMEOUT_SECONDS (30) are killed.
 */
const root = path.resolve(import.meta.dirname, '..');
const env = process.env;
const postgres = Boolean(env.DATABASE_URL);
const size = postgres ? Math.max(1, Number(env.WEB_CONCURRENCY) || os.availableParallelism()) : 1;
const useStandby = !postgres && env.SUPERVISOR_STANDBY !== '0';
const shutdownMs = (Number(env.SHUTDOWN_TIMEOUT_SECONDS) || 30) * 1000;

cluster.setupPrimary({ exec: path.join(root, 'server/main.ts'), execArgv: ['--import', 'tsx'] });

/** Serving workers, and when each started. */
const serving = new Map();
let standby = null;
let everServed = false;
let stopping = false;
let quickDeaths = 0;

const log = (m) => console.log(`[supervisor ${process.pid}] ${m}`);

function fork(role) {
  const w = cluster.fork({ SERVER_ROLE: role });
  if (role === 'serve') serving.set(w.id, Date.now());
  else standby = w;
  return w;
}

/** Serving workers are started one at a time, each once the one before answers. */
function startNext() {
  if (stopping || serving.size >= size) return;
  if (standby && serving.size === 0) {
    const w = standby;
    standby = null;
    serving.set(w.id, Date.now());
    log(`standby ${w.process.pid} takes over`);
    // A standby still loading its modules is told once it listens for the word.
    if (w.standbyReady) w.send({ cmd: 'serve' });
    else w.servePending = true;
  } else fork('serve');
}

cluster.on('message', (w, m) => {
  if (m?.cmd !== 'standby-ready') return;
  w.standbyReady = true;
  if (!w.servePending) log(`standby ${w.process.pid} ready`);
  if (w.servePending) w.send({ cmd: 'serve' });
});

cluster.on('listening', (w) => {
  if (!serving.has(w.id)) return;
  log(`worker ${w.process.pid} serving on port ${env.PORT ?? 8080} (${serving.size} of ${size})`);
  everServed = true;
  if (useStandby && !standby && !stopping) fork('standby');
  startNext();
});

cluster.on('exit', (w, code, signal) => {
  const started = serving.get(w.id);
  const wasServing = serving.delete(w.id);
  if (standby === w) standby = null;
  if (stopping) {
    if (!serving.size && !standby) process.exit(0);
    return;
  }
  if (wasServing && !everServed) {
    // The server never came up: the reason is on the console; restarting would only repeat it.
    log(`the server could not start (exit ${code ?? signal}); stopping`);
    stopAll();
    process.exitCode = code || 1;
    return;
  }
  if (!wasServing) {
    // A standby died (it holds nothing): start another.
    if (useStandby && everServed) setTimeout(() => !stopping && !standby && fork('standby'), 1000).unref();
    return;
  }
  quickDeaths = started && Date.now() - started < 10_000 ? quickDeaths + 1 : 0;
  const pause = quickDeaths ? Math.min(30_000, 1000 * 2 ** (quickDeaths - 1)) : 0;
  log(`worker ${w.process.pid} exited (${signal ?? `code ${code}`}); ${pause ? `restarting in ${pause / 1000} s` : 'restarting'}`);
  setTimeout(startNext, pause);
});

function stopAll() {
  stopping = true;
  const workers = Object.values(cluster.workers ?? {});
  if (!workers.length) process.exit(process.exitCode ?? 0);
  for (const w of workers) w.process.kill('SIGTERM');
  setTimeout(() => {
    for (const w of Object.values(cluster.workers ?? {})) w.process.kill('SIGKILL');
  }, shutdownMs).unref();
}

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    if (stopping) return;
    log(`${sig}: draining the workers`);
    stopAll();
  });
}

fork('serve');
