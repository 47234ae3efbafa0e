import { sql } from 'kysely';
import type { ModuleDef } from '../../src/resources';
import { NO_RETIRED, type ModuleChange, type RetiredParts } from '../../src/resources/module-diff';
import type { DB } from '../db';
import type { DryRun } from './dry-run';

/** A configured module as published: the definition the registry serves and what is hidden but kept. */
export interface ModuleState {
  code: string;
  version: number;
  definition: ModuleDef;
  retired: RetiredParts;
  origin: string;
  fileName: string | null;
  updateTime: string;
}

export type VersionOrigin = 'designer' | 'file' | 'restore' | 'purge' | 'release';

export interface VersionRow {
  id: number;
  moduleCode: string;
  version: number;
  origin: VersionOrigin;
  restoredFrom: number | null;
  definition: ModuleDef | null;
  retired: RetiredParts | null;
  changes: ModuleChange[];
  statements: string[];
  dryRun: DryRun | Record<string, never>;
  exportFileId: number | null;
  authorName: string;
  createTime: string;
}

/** jsonb comes back parsed from both drivers; a string (an older driver setting) is parsed here. */
const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));

function toState(r: Record<string, unknown>): ModuleState {
  return {
    code: String(r.code),
    version: Number(r.version),
    definition: json<ModuleDef>(r.definition),
    retired: { ...NO_RETIRED, ...json<RetiredParts>(r.retired) },
    origin: String(r.origin),
    fileName: (r.file_name as string | null) ?? null,
    updateTime: iso(r.update_time),
  };
}

export async function readModules(db: DB): Promise<ModuleState[]> {
  const rows = await db.selectFrom('sys_schema_module').selectAll().orderBy('code').execute();
  return rows.map(toState);
}

/** One module; `lock` holds its row until the transaction ends (the second of two publishes waits, then sees the first). */
export async function readModule(db: DB, code: string, lock = false): Promise<ModuleState | null> {
  let q = db.selectFrom('sys_schema_module').selectAll().where('code', '=', code);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row ? toState(row) : null;
}

export async function writeModule(trx: DB, s: Omit<ModuleState, 'updateTime'>) {
  const values = {
    code: s.code,
    version: s.version,
    definition: JSON.stringify(s.definition),
    retired: JSON.stringify(s.retired),
    origin: s.origin,
    file_name: s.fileName,
    update_time: new Date(),
  };
  await trx
    .insertInto('sys_schema_module')
    .values(values)
    .onConflict((oc) =>
      oc.column('code').doUpdateSet({
        version: values.version,
        definition: values.definition,
        retired: values.retired,
        origin: values.origin,
        file_name: values.file_name,
        update_time: values.update_time,
      }),
    )
    .execute();
}

export async function insertVersion(
  trx: DB,
  v: Omit<VersionRow, 'id' | 'createTime'> & { authorId: number | null; orgId: number | null },
): Promise<number> {
  const row = await trx
    .insertInto('sys_schema_version')
    .values({
      module_code: v.moduleCode,
      version: v.version,
      origin: v.origin,
      restored_from: v.restoredFrom,
      definition: v.definition ? JSON.stringify(v.definition) : null,
      retired: v.retired ? JSON.stringify(v.retired) : null,
      changes: JSON.stringify(v.changes),
      statements: JSON.stringify(v.statements),
      dry_run: JSON.stringify(v.dryRun),
      export_file_id: v.exportFileId,
      author_id: v.authorId,
      author_name: v.authorName,
      org_id: v.orgId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

function toVersion(r: Record<string, unknown>): VersionRow {
  return {
    id: Number(r.id),
    moduleCode: String(r.module_code),
    version: Number(r.version),
    origin: r.origin as VersionOrigin,
    restoredFrom: r.restored_from == null ? null : Number(r.restored_from),
    definition: r.definition == null ? null : json<ModuleDef>(r.definition),
    retired: r.retired == null ? null : json<RetiredParts>(r.retired),
    changes: json<ModuleChange[]>(r.changes),
    statements: json<string[]>(r.statements),
    dryRun: json<DryRun>(r.dry_run),
    exportFileId: r.export_file_id == null ? null : Number(r.export_file_id),
    authorName: String(r.author_name),
    createTime: iso(r.create_time),
  };
}

export async function readVersions(db: DB, code: string): Promise<VersionRow[]> {
  const rows = await db.selectFrom('sys_schema_version').selectAll().where('module_code', '=', code).orderBy('version', 'desc').execute();
  return rows.map(toVersion);
}

export async function readVersion(db: DB, code: string, version: number): Promise<VersionRow | null> {
  const row = await db
    .selectFrom('sys_schema_version')
    .selectAll()
    .where('module_code', '=', code)
    .where('version', '=', version)
    .executeTakeFirst();
  return row ? toVersion(row) : null;
}

/**
 * The number every instance compares to know whether its registry is current: the newest version
 * of anything (each publish, restore, purge and upgrade adds one).
 */
export async function registryVersion(db: DB): Promise<number> {
  const r = await sql<{ v: unknown }>`select coalesce(max(id), 0) as v from sys_schema_version`.execute(db);
  return Number(r.rows[0].v);
}

export async function storeFile(
  trx: DB,
  f: { moduleCode: string; fileName: string; rows: number; bytes: Buffer; authorId: number | null },
): Promise<number> {
  const row = await trx
    .insertInto('sys_schema_file')
    .values({
      module_code: f.moduleCode,
      file_name: f.fileName,
      rows: f.rows,
      bytes: f.bytes,
      author_id: f.authorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function readFile(db: DB, id: number) {
  return db
    .selectFrom('sys_schema_file')
    .select(['id', 'module_code', 'file_name', 'rows', 'bytes'])
    .where('id', '=', id)
    .executeTakeFirst();
}
