/**
 * Benchmark: the schema engine on a configured route of 1,000,000 rows (docs/schema.md).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/freight_bench npx tsx bench/schema.ts [rows]
 *   npx tsx bench/schema.ts [rows]        # embedded PGlite in a temporary directory (slow)
 *
 * Starts the real app on an empty schema ("bench_schema", made afresh each run), publishes a module
 * with a crud route through POST /hrs/moduleDesign/publish as the module designer does, fills its
 * table with `rows` rows (one in 10,000 has a quantity that is not a number), then times through
 * the same handlers the browser calls:
 *   1. publishing a field rename (ALTER ... RENAME: metadata only; target under 1 s),
 *   2. the dry run of changing that text field to an integer (POST /plan; target under 5 s),
 *   3. the change applied (dry run again, the workbook of the values emptied, ALTER ... TYPE ... USING
 *      rewriting the table, version and announcement, all in one transaction).
 * Prints the figures, the rows found by the dry run and the load average (the machine may be shared).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db';
import { makePlatformAdmin } from '../server/org/platform-admin';

const ROWS = Number(process.argv[2] ?? 1_000_000);
const url = process.env.BENCH_DATABASE_URL;
const SCHEMA = 'bench_schema';
const PASSWORD = 'Bench@2026x';

const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
console.log(`schema engine benchmark: ${ROWS.toLocaleString('en')} rows on ${url ? 'PostgreSQL' : 'PGlite'}; load average ${load()}`);

let database: Database;
let dataDir: string | undefined;
if (url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop schema if exists ${SCHEMA} cascade`);
  await admin.end();
  database = await openDatabase({ kind: 'postgres', url, schema: SCHEMA });
} else {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-schema-'));
  database = await openDatabase({ kind: 'pglite', dataDir });
}
const config = { ...loadConfig({}), dataDir: '/tmp/bench-secrets', configDir: '/nonexistent', seedDemo: false, seedReference: false };
const { app, ctx } = await buildApp({ config, database, secrets: { jwt: crypto.randomBytes(32), sso: crypto.randomBytes(32) } });
await app.ready();
await makePlatformAdmin(ctx.db, { orgCode: 'BENCH', login: 'root', password: PASSWORD });
const org = Number((await ctx.db.selectFrom('hrs_org').select('id').where('org_code', '=', 'BENCH').executeTakeFirstOrThrow()).id);
const login = await app.inject({
  method: 'POST',
  url: '/auth/oauth/token',
  headers: { authorization: `Basic ${Buffer.from('web:web').toString('base64')}` },
  payload: { grant_type: 'password', username: '2|root|BENCH', password: PASSWORD },
});
const token = login.json().access_token as string;

const L = (zh: string, en = zh) => ({ 'zh-CN': zh, 'en-US': en });
const definition = (code: string, qtyKind: 'text' | 'integer', renamedFrom?: string) => ({
  code: 'bench',
  label: L('基准'),
  routes: [
    {
      path: '/bench_item',
      kind: 'crud',
      label: L('条目'),
      fields: [
        {
          name: code,
          kind: 'text',
          label: L('编号'),
          required: true,
          unique: true,
          list: true,
          filter: 'like',
          sort: true,
          ...(renamedFrom ? { renamedFrom } : {}),
        },
        { name: 'qty', kind: qtyKind, label: L('数量'), list: true },
        { name: 'note', kind: 'text', label: L('备注'), list: true },
      ],
    },
  ],
});
let version = 0;
async function call(route: string, body: object) {
  const t = performance.now();
  const r = await app.inject({
    method: 'POST',
    url: `/hrs/moduleDesign/${route}`,
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
  const ms = performance.now() - t;
  if (r.statusCode !== 200) throw new Error(`${route}: ${r.statusCode} ${r.body.slice(0, 500)}`);
  return { ms, data: r.json().data };
}

version = (await call('publish', { definition: definition('code', 'text'), baseVersion: 0 })).data.version;

// The rows, as fast as the database takes them; one in 10,000 quantities is not a number.
let t = performance.now();
await sql`insert into bench_item (org_id, code, qty, note)
  select ${org}, 'C' || lpad(i::text, 8, '0'), case when i % 10000 = 0 then 'n/a' else (i % 500)::text end, 'row ' || i
  from generate_series(1, ${ROWS}::int) i`.execute(ctx.db);
await sql`analyze bench_item`.execute(ctx.db);
console.log(`seeded ${ROWS.toLocaleString('en')} rows in ${((performance.now() - t) / 1000).toFixed(1)} s; load average ${load()}`);

const rename = await call('publish', { definition: definition('itemCode', 'text', 'code'), baseVersion: version });
version = rename.data.version;
console.log(
  `1. rename publish (code -> itemCode): ${rename.ms.toFixed(0)} ms (target < 1000 ms); SQL: ${rename.data.statements.join('; ')}; load average ${load()}`,
);

const plan = await call('plan', { definition: definition('itemCode', 'integer'), baseVersion: version });
const convert = plan.data.dryRun.checks.find((c: { check: string }) => c.check === 'convert');
console.log(
  `2. kind change dry run (qty text -> integer): ${plan.ms.toFixed(0)} ms (target < 5000 ms); ${convert?.count ?? 0} rows do not convert, first: ${JSON.stringify(convert?.samples?.slice(0, 3).map((s: { id: number; value: string }) => [s.id, s.value]))}; load average ${load()}`,
);

t = performance.now();
const applied = await call('publish', { definition: definition('itemCode', 'integer'), baseVersion: version, accept: true });
console.log(
  `3. kind change applied (dry run, workbook of ${convert?.count ?? 0} values, ALTER ... TYPE over ${ROWS.toLocaleString('en')} rows): ${applied.ms.toFixed(0)} ms; load average ${load()}`,
);
const check = await sql<{
  n: string;
  bad: string;
}>`select count(*)::text as n, count(*) filter (where qty is null)::text as bad from bench_item`.execute(ctx.db);
console.log(`   after: ${check.rows[0].n} rows, ${check.rows[0].bad} quantities emptied (kept in workbook ${applied.data.exportFileId})`);

await app.close();
await database.close();
if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
