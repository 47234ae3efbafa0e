import type { TableDef } from '../db/tables';

const now = 'now()';

/**
 * The schema engine's own tables (docs/schema.md): the published definition of every configured
 * module, each version with what it changed, the drafts of the module designer and the workbooks
 * of values a change emptied or that were exported before a purge.
 */
export const schemaTables: TableDef[] = [
  {
    // One row per configured module: what is published now, and what is hidden but kept.
    name: 'sys_schema_module',
    columns: [
      { name: 'code', type: 'text', primaryKey: true },
      { name: 'version', type: 'integer', notNull: true },
      { name: 'definition', type: 'jsonb', notNull: true },
      // RetiredParts: routes and fields removed from the module, their tables and columns kept.
      { name: 'retired', type: 'jsonb', notNull: true },
      // designer | file | restore | purge: who wrote the current version.
      { name: 'origin', type: 'text', notNull: true },
      // The file under CONFIG_DIR the module came from, when it did.
      { name: 'file_name', type: 'text' },
      { name: 'update_time', type: 'timestamptz', notNull: true, default: now },
    ],
  },
  {
    // Every change of the schema: a configured module's versions and the product's own upgrades.
    name: 'sys_schema_version',
    columns: [
      { name: 'id', type: 'id' },
      { name: 'module_code', type: 'text', notNull: true },
      { name: 'version', type: 'integer', notNull: true },
      // designer | file | restore | purge | release
      { name: 'origin', type: 'text', notNull: true },
      { name: 'restored_from', type: 'integer' },
      { name: 'definition', type: 'jsonb' },
      { name: 'retired', type: 'jsonb' },
      // ModuleChange[]: the diff of the definition.
      { name: 'changes', type: 'jsonb', notNull: true },
      // The SQL that ran, in order.
      { name: 'statements', type: 'jsonb', notNull: true },
      // The dry run's figures when it was applied.
      { name: 'dry_run', type: 'jsonb', notNull: true },
      { name: 'export_file_id', type: 'bigint' },
      { name: 'author_id', type: 'bigint' },
      { name: 'author_name', type: 'text', notNull: true },
      { name: 'org_id', type: 'bigint' },
      { name: 'create_time', type: 'timestamptz', notNull: true, default: now },
    ],
    indexes: [{ columns: ['module_code', 'version'], unique: true }],
  },
  {
    // The designer's unpublished work, one per module (the last one saved).
    name: 'sys_schema_draft',
    columns: [
      { name: 'module_code', type: 'text', primaryKey: true },
      { name: 'definition', type: 'jsonb', notNull: true },
      { name: 'base_version', type: 'integer', notNull: true },
      { name: 'author_id', type: 'bigint' },
      { name: 'author_name', type: 'text', notNull: true },
      { name: 'update_time', type: 'timestamptz', notNull: true, default: now },
    ],
  },
  {
    // Workbooks the engine wrote: values a change emptied (before it ran), data exported before a purge.
    name: 'sys_schema_file',
    columns: [
      { name: 'id', type: 'id' },
      { name: 'module_code', type: 'text', notNull: true },
      { name: 'file_name', type: 'text', notNull: true },
      { name: 'rows', type: 'integer', notNull: true },
      { name: 'bytes', type: 'bytea', notNull: true },
      { name: 'author_id', type: 'bigint' },
      { name: 'create_time', type: 'timestamptz', notNull: true, default: now },
    ],
  },
];
