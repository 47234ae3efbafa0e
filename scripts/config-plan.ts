import { sql } from 'kysely';
import { routes as registryRoutes } from '../src/resources';
import { loadConfig } from '../server/config';
import { ConfigRouteError } from '../server/config-routes';
import { openDatabase } from '../server/db';
import { DataDirInUseError } from '../server/db/lock';
import { platformTables } from '../server/db/platform-tables';
import { ensureTables } from '../server/db/tables';
import { PermissionCatalogue } from '../server/permissions';
import { dataResources, resourceTables } from '../server/resources/model';
import { SchemaStopError } from '../server/schema/builtins';
import { planConfigFiles } from '../server/schema/files';
import { SchemaRegistry } from '../server/schema/registry';
import { planText } from '../server/schema/report';
import { schemaTables } from '../server/schema/tables';

/**
 * npm run config:plan: what the files under CONFIG_DIR would change in the database (DATABASE_URL,
 * else the embedded one in DATA_DIR, which needs the server stopped) if the server started now:
 * per file the changes, the dry run (rows that would not convert or break a rule, with the first
 * of them) and the SQL. Nothing is applied (docs/schema.md).
 */
const config = loadConfig();
let database;
try {
  database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
} catch (e) {
  console.error(e instanceof DataDirInUseError ? `${e.message}\nStop the server first, or plan against PostgreSQL (DATABASE_URL).` : e);
  process.exit(1);
}
let status = 0;
try {
  const { db } = database;
  // The engine's own bookkeeping tables (empty on a database never started with them).
  await ensureTables(db, schemaTables);
  const trigram =
    (
      await sql<{
        s: string;
      }>`select n.nspname as s from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.s ?? null;
  const resources = dataResources(registryRoutes);
  const registry = new SchemaRegistry({
    db,
    dbKind: database.kind,
    builtin: registryRoutes,
    trigram,
    catalogue: new PermissionCatalogue(registryRoutes),
    resources,
    productTables: new Set([...platformTables(), ...resourceTables(resources.values())].map((t) => t.name)),
  });
  await registry.reload();
  const plans = await planConfigFiles(registry, config.configDir);
  if (!plans.length) console.log(`No module files in ${config.configDir}.`);
  for (const { file, plan } of plans) {
    const head = plan.baseVersion
      ? `${file}: module ${plan.code}, published version ${plan.baseVersion}`
      : `${file}: module ${plan.code}, not published yet`;
    console.log(`\n${head}\n${planText(plan)}`);
    if (plan.problems)
      console.log(`  => the start would stop: ${plan.problems} values would be converted or emptied (SCHEMA_ACCEPT_LOSS=1 accepts it)`);
    if (plan.needsDefault.length)
      console.log(
        `  => the start would stop: required fields with empty rows (${plan.needsDefault.map((n) => `${n.path}.${n.field}: ${n.count}`).join(', ')})`,
      );
  }
} catch (e) {
  if (e instanceof ConfigRouteError || e instanceof SchemaStopError) console.error(e.message);
  else console.error(e);
  status = 1;
} finally {
  await database.close();
}
process.exit(status);
