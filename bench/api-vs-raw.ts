/**
 * Benchmark: the app's GET /api/af_order against a bare Fastify + pg handler running the same SQL.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/freight_bench npx tsx bench/api-vs-raw.ts
 *   (BENCH_PROFILE=/tmp/prof also writes each server's CPU profile to /tmp/prof/app and /tmp/prof/raw)
 *
 * Both servers run as child processes on the same PostgreSQL schema ("bench_api": the demo data, as
 * npm start creates it: 32 air-export orders, the newest carrying route events, manifests, parties). The bare handler runs the three statements the app runs for a list
 * page (the session query, the page, the capped total), compiled from the app's own query code so
 * they are the same SQL; it decodes the token without checking its signature and sends the rows as
 * pg returns them. Rounds alternate between the two servers (10 keep-alive connections each), and
 * the benchmark prints requests per second, their ratio, latency p50/p99 and each server process's
 * CPU time per request (PostgreSQL's own work is the same for both and not counted), then the list
 * answer's size with the list columns against the whole records.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { buildApp } from '../server/app';
import { sessionQuery } from '../server/auth/sessions';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';
import { parseListQuery, TOTAL_CAP } from '../server/resources/list-query';
import { countQuery, listRowsQuery } from '../server/resources/list-rows';
import { freePort } from '../tests/e2e/ports';
import { load, median, percentile, type LoadResult } from './load';

const SCHEMA = 'bench_api';
const CONNECTIONS = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PATH = '/api/af_order';

const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!url) {
  console.error('Set BENCH_DATABASE_URL to a PostgreSQL database (the benchmark writes a schema "bench_api" in it).');
  process.exit(2);
}

type Statement = { sql: string; parameters: readonly unknown[] };

if (process.argv[2] === '--serve-app') await serveApp();
else if (process.argv[2] === '--serve-raw') await serveRaw();
else await main();

/** The real app, as npm start builds it, on the benchmark's schema. */
async function serveApp() {
  const database = await openDatabase({ kind: 'postgres', url: url!, schema: SCHEMA });
  const config = {
    ...loadConfig({}),
    dataDir: process.env.BENCH_SECRETS_DIR!,
    seedDemo: false,
    seedReference: false,
    staticDir: '/nonexistent',
  };
  const { app } = await buildApp({ config, database });
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  process.on(
    'SIGTERM',
    () =>
      void app
        .close()
        .then(() => database.close())
        .finally(() => process.exit(0)),
  );
  process.send?.('ready');
}

/** The bare handler: Fastify, a pg pool of the same size, the app's three statements. */
async function serveRaw() {
  const { default: Fastify } = await import('fastify');
  const [session, page, count] = JSON.parse(process.env.RAW_STATEMENTS!) as Statement[];
  const pool = new pg.Pool({ connectionString: url, max: 10, options: `-c search_path=${SCHEMA}` });
  const app = Fastify();
  app.get(PATH, async (req, reply) => {
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const jti = token ? JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).jti : undefined;
    const s = jti ? (await pool.query(session.sql, [jti])).rows[0] : undefined;
    if (!s || s.revoked_at || new Date(s.expires_at) < new Date() || s.user_status !== 1 || s.org_status !== 1)
      return reply.code(401).send({ code: 401 });
    const rows = (await pool.query(page.sql, page.parameters as unknown[])).rows;
    const n = Number((await pool.query(count.sql, count.parameters as unknown[])).rows[0].n);
    return {
      code: 0,
      data: { records: rows, total: Math.min(n, TOTAL_CAP), totalCapped: n > TOTAL_CAP, current: 1, size: 20 },
      messageInfo: 'success',
    };
  });
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  process.on(
    'SIGTERM',
    () =>
      void app
        .close()
        .then(() => pool.end())
        .finally(() => process.exit(0)),
  );
  process.send?.('ready');
}

function start(role: 'app' | 'raw', env: Record<string, string>): Promise<ChildProcess> {
  // BENCH_PROFILE=dir: each server writes V8 CPU profiles to dir/app or dir/raw when it stops, one per
  // thread (the largest is the server's; open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}/${role}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', import.meta.filename, `--serve-${role}`], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${role} server exited with ${code}`)));
  });
}

/** CPU time (user + system) a process has used, in milliseconds. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (100 Hz)
}

async function main() {
  console.log(
    `load average at start: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (${os.cpus().length} CPUs)`,
  );
  // Tables and demo data, once per schema.
  const database = await openDatabase({ kind: 'postgres', url: url!, schema: SCHEMA });
  const secrets = fs.mkdtempSync(`${os.tmpdir()}/bench-api-`);
  const { app: setup, ctx } = await buildApp({ config: { ...loadConfig({}), dataDir: secrets, seedReference: false }, database });
  const res = ctx.resources.get('af_order')!;
  const org = Number((await ctx.db.selectFrom('hrs_org').select('id').where('org_code', '=', 'DEMO').executeTakeFirstOrThrow()).id);

  const [appPort, rawPort] = [await freePort(), await freePort()];
  const appServer = await start('app', { PORT: String(appPort), BENCH_SECRETS_DIR: secrets });
  const base = { app: `http://127.0.0.1:${appPort}`, raw: `http://127.0.0.1:${rawPort}` };
  const login = await fetch(`${base.app}/auth/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from('web:web').toString('base64')}` },
    body: JSON.stringify({ grant_type: 'password', username: '2|admin|DEMO', password: 'Demo@2026' }),
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const jti = decodeJwt(token).jti!;

  // The app's own statements for this call, compiled by its own query code.
  const q = parseListQuery(res, {});
  const statements: Statement[] = [
    sessionQuery(ctx.db, jti).compile(),
    listRowsQuery(ctx.db, res, org, q, res.list.columns).limit(q.size).offset(0).compile(),
    countQuery(ctx.db, res, org, q, TOTAL_CAP).compile(),
  ].map((c) => ({ sql: c.sql, parameters: c.parameters }));
  await setup.close();
  await database.close();
  const rawServer = await start('raw', { PORT: String(rawPort), RAW_STATEMENTS: JSON.stringify(statements) });

  const headers = { authorization: `Bearer ${token}` };
  const answers = await Promise.all([base.app, base.raw].map(async (b) => (await (await fetch(`${b}${PATH}`, { headers })).json()) as any));
  const ids = answers.map((a) => a.data.records.map((r: { id: unknown }) => Number(r.id)).join(','));
  if (ids[0] !== ids[1] || answers[0].data.total !== answers[1].data.total)
    throw new Error(`the two servers answer different rows:\n${ids.join('\n')}`);
  console.log(
    `both answer the same ${answers[0].data.records.length} rows of ${answers[0].data.total}; ${CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_SECONDS} s, alternating\n`,
  );

  const servers = {
    app: { child: appServer, rounds: [] as (LoadResult & { cpu: number })[] },
    raw: { child: rawServer, rounds: [] as (LoadResult & { cpu: number })[] },
  };
  for (const name of ['app', 'raw'] as const) await load(`${base[name]}${PATH}`, headers, CONNECTIONS, 5); // warm-up: JIT and pools
  console.log('round | server | req/s | p50 ms | p99 ms | server CPU ms/req');
  for (let i = 0; i < ROUNDS; i++) {
    const name = i % 2 === 0 ? 'app' : 'raw';
    const s = servers[name];
    const cpu0 = cpuMs(s.child.pid!);
    const r = await load(`${base[name]}${PATH}`, headers, CONNECTIONS, ROUND_SECONDS);
    const cpu = (cpuMs(s.child.pid!) - cpu0) / r.requests;
    if (r.errors) throw new Error(`${name}: ${r.errors} failed requests`);
    s.rounds.push({ ...r, cpu });
    console.log(
      `${i + 1} | ${name} | ${r.perSecond.toFixed(0)} | ${median(r.latencies).toFixed(1)} | ${percentile(r.latencies, 99).toFixed(1)} | ${cpu.toFixed(2)}`,
    );
  }
  const summary = (name: 'app' | 'raw') => {
    const rounds = servers[name].rounds;
    const all = rounds.flatMap((r) => r.latencies);
    return {
      rps: median(rounds.map((r) => r.perSecond)),
      p50: median(all),
      p99: percentile(all, 99),
      cpu: median(rounds.map((r) => r.cpu)),
    };
  };
  const a = summary('app');
  const r = summary('raw');
  // Each app round against the bare round right after it: the load others put on the machine drifts.
  const pairs = servers.app.rounds.map((x, i) => x.perSecond / servers.raw.rounds[i].perSecond);
  const cpuPairs = servers.app.rounds.map((x, i) => servers.raw.rounds[i].cpu / x.cpu);
  console.log('\nserver | req/s (median of rounds) | p50 ms | p99 ms | CPU ms/req');
  console.log(`app | ${a.rps.toFixed(0)} | ${a.p50.toFixed(1)} | ${a.p99.toFixed(1)} | ${a.cpu.toFixed(2)}`);
  console.log(`bare handler | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.cpu.toFixed(2)}`);
  console.log(
    `\nratio app / bare handler, median of adjacent rounds: ${median(pairs).toFixed(2)}x requests per second (rounds: ${pairs.map((x) => x.toFixed(2)).join(' ')})`,
  );
  console.log(
    `CPU per request, bare / app, median of adjacent rounds: ${median(cpuPairs).toFixed(2)}x (rounds: ${cpuPairs.map((x) => x.toFixed(2)).join(' ')})`,
  );

  await answerBytes(base.app, headers, [...res.readers.keys()]);
  console.log(
    `\nload average at end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  appServer.kill('SIGTERM');
  rawServer.kill('SIGTERM');
  fs.rmSync(secrets, { recursive: true, force: true });
}

/** The list page's size on the wire: list columns (now) against whole records (before issue 10). */
async function answerBytes(base: string, headers: Record<string, string>, allFields: string[]) {
  const sizes = async (path: string) => {
    const body = Buffer.from(await (await fetch(`${base}${path}`, { headers })).arrayBuffer());
    const [gz, br] = await Promise.all([
      promisify(zlib.gzip)(body),
      promisify(zlib.brotliCompress)(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
    ]);
    return `${body.length} B raw, ${gz.length} B gzip, ${br.length} B brotli`;
  };
  console.log('\nGET /api/af_order?size=20 (demo data, newest orders first)');
  console.log(`  list columns (this answer):         ${await sizes(`${PATH}?size=20`)}`);
  console.log(`  whole records (the answer before):  ${await sizes(`${PATH}?size=20&fields=${allFields.join(',')}`)}`);
}
