import type { ResolvedRoute } from '../../src/resources';
import type { ServerConfig } from '../config';
import type { DB } from '../db';
import { ensureTables, type TableDef } from '../db/tables';
import type { PermissionCatalogue } from '../permissions';
import type { DataResource } from '../resources/model';
import { upgradeBuiltins } from './builtins';
import { applyConfigFiles } from './files';
import { SchemaRegistry } from './registry';

export interface SchemaStart {
  db: DB;
  dbKind: 'pglite' | 'postgres';
  config: ServerConfig;
  /** The product's routes. */
  registry: readonly ResolvedRoute[];
  /** The platform's own tables (already made). */
  platform: TableDef[];
  /** The tables the product's routes need (ensureTables completes them after the upgrades). */
  productTables: TableDef[];
  resources: Map<string, DataResource>;
  catalogue: PermissionCatalogue;
  trigram: string | null;
}

/**
 * The schema at start, in order: the product's own upgrades (a release's renames and kinds), its
 * tables completed, the configured modules as published, then the files under CONFIG_DIR through
 * the engine. Answers the live registry; a change that would lose data throws SchemaStopError.
 */
export async function startSchema(s: SchemaStart): Promise<SchemaRegistry> {
  const platformNames = new Set(s.platform.map((t) => t.name));
  const upgraded = await upgradeBuiltins(s.db, s.registry, {
    platformTables: platformNames,
    acceptLoss: s.config.schemaAcceptLoss,
    dbKind: s.dbKind,
  });
  if (upgraded.changes.length) console.log(`schema: upgraded the product's tables (${upgraded.changes.length} changes)`);
  await ensureTables(s.db, s.productTables, { trigram: s.trigram });
  const registry = new SchemaRegistry({
    db: s.db,
    dbKind: s.dbKind,
    builtin: s.registry,
    trigram: s.trigram,
    catalogue: s.catalogue,
    resources: s.resources,
    productTables: new Set([...platformNames, ...s.productTables.map((t) => t.name)]),
  });
  await registry.reload();
  const files = await applyConfigFiles(registry, s.config.configDir, s.config.schemaAcceptLoss);
  for (const f of files) if (f.changed) console.log(`schema: ${f.file} published as version ${f.version}`);
  return registry;
}
