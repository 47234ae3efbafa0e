import { sql } from 'kysely';
import type { FieldDef } from '../../src/resources';
import type { ModuleChange, RetiredParts } from '../../src/resources/module-diff';
import { ident } from '../db/tables';
import { ApiError } from '../http/envelope';
import { writeAudit } from '../resources/audit';
import { columnOf } from '../resources/model';
import { readCatalog } from './catalog';
import type { Actor, EngineEnv } from './engine';
import { insertVersion, readModule, storeFile } from './store';
import { workbookBytes } from './workbook';

/**
 * Destroying what a module retired (docs/schema.md "Removing and purging"): a separate action from
 * removing, after the designer offered the data as a workbook. A retired field's column is
 * dropped, a retired route's table; grants to a purged route go with it. Recorded as a version.
 */

export interface PurgeTarget {
  code: string;
  path: string;
  /** A retired field of the route; without it, the retired route itself. */
  field?: string;
}

function retiredPart(retired: RetiredParts, t: PurgeTarget): { field?: FieldDef; table: string; column?: string } {
  if (t.field) {
    const f = (retired.fields[t.path] ?? []).find((x) => x.name === t.field);
    if (!f) throw new ApiError(404, `${t.path} 没有已删除的字段 ${t.field} (no such retired field)`);
    return { field: f, table: t.path.slice(1), column: columnOf(f.name) };
  }
  if (!retired.routes.some((r) => r.path === t.path)) throw new ApiError(404, `没有已删除的路由 ${t.path} (no such retired route)`);
  return { table: t.path.slice(1) };
}

/** The retired data as a workbook (id, organisation, times and the value or every column), stored for download. */
export async function exportRetired(env: EngineEnv, t: PurgeTarget, actor: Actor): Promise<{ fileId: number; rows: number }> {
  const state = await readModule(env.db, t.code);
  if (!state) throw new ApiError(404, `模块 ${t.code} 不存在`);
  const part = retiredPart(state.retired, t);
  const catalog = await readCatalog(env.db, [part.table]);
  const info = catalog.get(part.table);
  if (!info) throw new ApiError(404, `表 ${part.table} 不存在`);
  const columns = part.column ? ['id', 'org_id', 'create_time', 'update_time', part.column] : [...info.columns.keys()];
  for (const c of columns) if (!info.columns.has(c)) throw new ApiError(404, `列 ${c} 不存在`);
  let rows = 0;
  const bytes = await workbookBytes(
    part.table,
    [{ label: 'org_code', width: 12 }, ...columns.map((c) => ({ label: c, width: 18 }))],
    async (add, settle) => {
      for (let last = 0; ; ) {
        const batch = (
          await sql<
            Record<string, unknown>
          >`select o.org_code, ${sql.join(columns.map((c) => sql.raw(`t.${ident(c)}`)))} from ${sql.raw(ident(part.table))} t left join hrs_org o on o.id = t.org_id where t.id > ${last} order by t.id limit 5000`.execute(
            env.db,
          )
        ).rows;
        if (!batch.length) break;
        for (const r of batch) {
          add([r.org_code as string, ...columns.map((c) => cell(r[c]))]);
          rows += 1;
        }
        last = Number(batch[batch.length - 1].id);
        await settle();
      }
    },
  );
  const stamp = new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '');
  const name = `${part.table}${part.column ? `-${part.column}` : ''}-${stamp}.xlsx`;
  const fileId = await storeFile(env.db, { moduleCode: t.code, fileName: name, rows, bytes, authorId: actor.userId });
  return { fileId, rows };
}

const cell = (v: unknown) =>
  v === null || v === undefined
    ? null
    : v instanceof Date
      ? v
      : typeof v === 'object'
        ? JSON.stringify(v)
        : typeof v === 'bigint'
          ? Number(v)
          : (v as string | number | boolean);

export async function purgeRetired(
  env: EngineEnv,
  t: PurgeTarget & { baseVersion: number },
  actor: Actor,
): Promise<{ version: number; statements: string[] }> {
  const answer = await env.db.transaction().execute(async (trx) => {
    const state = await readModule(trx, t.code, true);
    if (!state) throw new ApiError(404, `模块 ${t.code} 不存在`);
    if (state.version !== t.baseVersion)
      throw new ApiError(409, `模块 ${t.code} 已被更新到版本 ${state.version}，请刷新后再试 (module changed)`, {
        conflict: { code: t.code, baseVersion: t.baseVersion, version: state.version },
      });
    const part = retiredPart(state.retired, t);
    const statements: string[] = [];
    const retired: RetiredParts = { routes: [...state.retired.routes], fields: { ...state.retired.fields } };
    let change: ModuleChange;
    if (part.column) {
      statements.push(`alter table ${ident(part.table)} drop column if exists ${ident(part.column)}`);
      retired.fields[t.path] = retired.fields[t.path].filter((f) => f.name !== t.field);
      if (!retired.fields[t.path].length) delete retired.fields[t.path];
      change = { type: 'purgeField', path: t.path, field: t.field! };
    } else {
      statements.push(`drop table if exists ${ident(part.table)}`);
      retired.routes = retired.routes.filter((r) => r.path !== t.path);
      delete retired.fields[t.path];
      change = { type: 'purgeRoute', path: t.path };
    }
    for (const s of statements) await sql.raw(s).execute(trx);
    if (!part.column) {
      const name = part.table;
      const n = name.length + 1;
      await sql`update hrs_role set grants_version = grants_version + 1 where id in (select role_id from hrs_role_permission where permission_code = ${name} or left(permission_code, ${n}) = ${`${name}:`})`.execute(
        trx,
      );
      await sql`delete from hrs_role_permission where permission_code = ${name} or left(permission_code, ${n}) = ${`${name}:`}`.execute(
        trx,
      );
      await sql`delete from hrs_permission_node where code = ${name} or left(code, ${n}) = ${`${name}:`}`.execute(trx);
    }
    const version = state.version + 1;
    await trx
      .updateTable('sys_schema_module')
      .set({ version, retired: JSON.stringify(retired), origin: 'purge', update_time: new Date() })
      .where('code', '=', t.code)
      .execute();
    await insertVersion(trx, {
      moduleCode: t.code,
      version,
      origin: 'purge',
      restoredFrom: null,
      definition: state.definition,
      retired,
      changes: [change],
      statements,
      dryRun: { tables: [], checks: [] },
      exportFileId: null,
      authorId: actor.userId,
      authorName: actor.userName,
      orgId: actor.orgId,
    });
    if (actor.orgId !== null) {
      await writeAudit(
        trx,
        { orgId: actor.orgId, userId: actor.userId, userName: actor.userName },
        {
          module: 'hrs',
          resource: 'hrs_module_design',
          recordId: t.code,
          action: 'delete',
          before: { version: state.version, ...t },
          after: { version, changes: [change] },
        },
      );
    }
    await env.announce(trx);
    return { version, statements };
  });
  await env.reload();
  return answer;
}
