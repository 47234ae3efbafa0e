import type { Static } from '@sinclair/typebox';
import { sql, type CompiledQuery, type RawBuilder } from 'kysely';
import type * as contract from '../../src/contracts/module-design';
import type { FieldDef, ModuleDef } from '../../src/resources';
import { NO_RETIRED, sameDefinition, stripModule, type PublishedModule } from '../../src/resources/module-diff';
import { moduleDefProblems, problemMap, type KnownRegistry } from '../../src/resources/validate';
import { fieldSchema } from '../../src/schemas/fields';
import type { DB } from '../db';
import { ident } from '../db/tables';
import { ApiError } from '../http/envelope';
import { PermissionCatalogue } from '../permissions';
import { writeAudit } from '../resources/audit';
import { toColumns, dataResources } from '../resources/model';
import { readCatalog } from './catalog';
import { dryRun, problemCount, problemRows, type DryRun } from './dry-run';
import { planModule, violation, type Plan, type PlanContext, type PlannedCheck } from './plan';
import { insertVersion, readModule, readVersions, storeFile, writeModule, type VersionOrigin } from './store';
import { PROBLEM_COLUMNS, workbookBytes } from './workbook';

/**
 * The schema engine (docs/schema.md): every configured module, whether published in the module
 * designer or read from a file at start, goes through validate -> plan -> dry run -> apply in one
 * transaction -> version -> announce. Answers are the same for both callers; the HTTP layer and the
 * start-up turn its errors into a 400/409 or a refusal to start.
 */

export interface EngineEnv {
  db: DB;
  dbKind: 'pglite' | 'postgres';
  /** The names a module may not take: the product's, and those of every other module. */
  known(code: string): KnownRegistry;
  /** Reference targets and pg_trgm, for the plan of module `code`. */
  planContext(code: string): PlanContext;
  /** Inside the publishing transaction: tells the other instances (sent at commit). */
  announce(trx: DB): Promise<void>;
  /** After the commit: this instance serves the new registry. */
  reload(): Promise<void>;
}

export interface Actor {
  userId: number | null;
  orgId: number | null;
  userName: string;
}

export interface PublishRequest {
  definition: unknown;
  /** The version the change was made from (0: a new module); null: whatever is published (a file at start). */
  baseVersion: number | null;
  /** Convert and empty what the dry run listed (after writing it to a workbook). */
  accept?: boolean;
  /** Values for required fields' empty rows: route path -> field -> value. */
  defaults?: Record<string, Record<string, unknown>>;
  origin: Exclude<VersionOrigin, 'purge' | 'release'>;
  restoredFrom?: number;
  fileName?: string | null;
  actor: Actor;
}

/** What the administrator sees before choosing, and what a publication answers: the designer's contract's (src/contracts/module-design.ts). */
export type PlanView = Static<typeof contract.PlanView>;
export type PublishAnswer = Static<typeof contract.PublishAnswer>;

const LOCK = 727_274_002;

/** A definition problem: 400 naming every field. */
function invalid(problems: { at: string; en: string; zh: string }[]): ApiError {
  return new ApiError(400, `模块定义有误: ${problems[0].at} ${problems[0].zh} (${problems[0].en})`, { errors: problemMap(problems) });
}

function checked(env: EngineEnv, input: unknown): ModuleDef {
  const code = (input as { code?: unknown } | null)?.code;
  const problems = moduleDefProblems(input, env.known(typeof code === 'string' ? code : ''));
  if (problems.length) throw invalid(problems);
  return input as ModuleDef;
}

/** Plan and dry run of a request, in `db` (a transaction when publishing, so the figures are the ones applied). */
async function prepare(env: EngineEnv, db: DB, def: ModuleDef, prev: PublishedModule | null) {
  const ctx = env.planContext(def.code);
  const tables = new Set<string>();
  for (const r of def.routes) {
    tables.add(r.path.slice(1));
    if (r.renamedFrom) tables.add(r.renamedFrom.slice(1));
  }
  for (const r of prev?.definition.routes ?? []) tables.add(r.path.slice(1));
  for (const r of prev?.retired.routes ?? []) tables.add(r.path.slice(1));
  const catalog = await readCatalog(db, tables);
  const plan = planModule(def.code, prev, def, catalog, ctx);
  if (plan.diff.conflicts.length) throw invalid(plan.diff.conflicts);
  const figures = await dryRun(db, plan, ctx);
  return { plan, figures, ctx };
}

function view(plan: Plan, figures: DryRun, baseVersion: number, fixes: string[]): PlanView {
  const needsDefault = figures.checks
    .filter((c) => c.fix === 'default' && c.count > 0)
    .map((c) => ({ path: c.path, field: c.field, label: c.label, count: c.count }));
  return {
    code: plan.code,
    baseVersion,
    changes: plan.diff.changes,
    statements: [...plan.before, ...fixes, ...plan.after],
    dryRun: figures,
    problems: problemCount(figures) - needsDefault.reduce((n, c) => n + c.count, 0),
    needsDefault,
  };
}

/** The plan and dry run of a definition, nothing written (the designer's 预览变更). */
export async function previewPublish(env: EngineEnv, req: PublishRequest): Promise<PlanView> {
  const def = checked(env, req.definition);
  const state = await readModule(env.db, def.code);
  const { plan, figures, ctx } = await prepare(env, env.db, def, state);
  return view(
    plan,
    figures,
    state?.version ?? 0,
    fixStatements(env.db, plan, figures, ctx, {}).map((f) => f.text),
  );
}

/** A version conflict: 409 naming the version someone else published since `base`. */
async function stale(db: DB, code: string, base: number, current: number): Promise<ApiError> {
  const [latest] = await readVersions(db, code);
  const who = latest ? `${latest.authorName} ${latest.createTime}` : '';
  return new ApiError(409, `模块 ${code} 已被更新到版本 ${current}（${who}），请在最新版本上修改 (module changed since version ${base})`, {
    conflict: { code, baseVersion: base, version: current, author: latest?.authorName ?? null, time: latest?.createTime ?? null },
  });
}

/**
 * Publishes a module definition: all or nothing, in one transaction. Problems the dry run finds stop
 * it with 409 and the plan unless the request accepts them (and gives defaults for required fields);
 * accepted values are written to a workbook first, then changed.
 */
export async function publish(env: EngineEnv, req: PublishRequest): Promise<PublishAnswer> {
  const def = checked(env, req.definition);
  const answer = await env.db.transaction().execute(async (trx) => {
    if (env.dbKind === 'postgres') await sql`select pg_advisory_xact_lock(${LOCK})`.execute(trx);
    const state = await readModule(trx, def.code, true);
    const current = state?.version ?? 0;
    if (req.baseVersion !== null && req.baseVersion !== current) throw await stale(trx, def.code, req.baseVersion, current);
    const prev: PublishedModule | null = state ? { definition: state.definition, retired: state.retired } : null;
    const { plan, figures, ctx } = await prepare(env, trx, def, prev);
    const stored = stripModule(def);
    const fixes = fixStatements(trx, plan, figures, ctx, req.defaults ?? {});
    const planView = view(
      plan,
      figures,
      current,
      fixes.map((f) => f.text),
    );
    const nothing = state && sameDefinition(state.definition, def) && !plan.before.length && !plan.after.length;
    if (nothing) return { ...planView, version: current, changed: false, exportFileId: null };
    if (planView.problems && !req.accept) {
      throw new ApiError(
        409,
        `试运行发现 ${planView.problems} 行数据需要处理：取消，或确认转换并清空这些值（先导出为 Excel） (the dry run found rows to convert or empty)`,
        { plan: planView },
      );
    }
    const missing = planView.needsDefault.filter(
      (n) =>
        req.defaults?.[n.path]?.[n.field] === undefined ||
        req.defaults?.[n.path]?.[n.field] === null ||
        req.defaults?.[n.path]?.[n.field] === '',
    );
    if (missing.length) {
      const errors = Object.fromEntries(
        missing.map((n) => [
          `defaults.${n.path}.${n.field}`,
          `${n.label['zh-CN']} 为必填，${n.count} 行为空：请给出默认值 (${n.label['en-US']} is required and empty in ${n.count} rows: give a default)`,
        ]),
      );
      throw new ApiError(400, Object.values(errors)[0], { errors, plan: planView });
    }
    const exportFileId = await writeProblemWorkbook(trx, plan, figures, ctx, req.actor);
    try {
      for (const s of plan.before) await sql.raw(s).execute(trx);
      for (const f of fixes) await f.query.execute(trx);
      for (const s of plan.after) await sql.raw(s).execute(trx);
    } catch (e) {
      // The transaction rolls back: nothing changed. Say which statement and why.
      throw new ApiError(400, `变更失败，未做任何修改 (the change failed and was rolled back): ${(e as Error).message}`, {
        plan: planView,
      });
    }
    await followRenames(trx, plan);
    // The permission tree of SQL reports and the role editor's lookups know the new routes.
    await new PermissionCatalogue(plan.routes).sync(trx);
    const version = current + 1;
    await writeModule(trx, {
      code: def.code,
      version,
      definition: stored,
      retired: plan.diff.retired,
      origin: req.origin,
      fileName: req.fileName ?? null,
    });
    await insertVersion(trx, {
      moduleCode: def.code,
      version,
      origin: req.origin,
      restoredFrom: req.restoredFrom ?? null,
      definition: stored,
      retired: plan.diff.retired,
      changes: plan.diff.changes,
      statements: planView.statements,
      dryRun: figures,
      exportFileId,
      authorId: req.actor.userId,
      authorName: req.actor.userName,
      orgId: req.actor.orgId,
    });
    if (req.actor.orgId !== null) {
      await writeAudit(
        trx,
        { orgId: req.actor.orgId, userId: req.actor.userId, userName: req.actor.userName },
        {
          module: 'hrs',
          resource: 'hrs_module_design',
          recordId: def.code,
          action: state ? 'update' : 'create',
          before: state ? { version: current } : null,
          after: { version, origin: req.origin, changes: plan.diff.changes },
        },
      );
    }
    await env.announce(trx);
    return { ...planView, version, changed: true, exportFileId };
  });
  if (answer.changed) await env.reload();
  return answer;
}

/** One fix of the rows after the columns changed: empty what breaks a rule, or fill a required field's default. */
interface Fix {
  query: RawBuilder<unknown>;
  text: string;
}

/**
 * The statements that make the rows pass the new rules once the columns have their new types: the
 * values that break a rule are emptied (unique: every duplicate after the first of its
 * organisation), then required fields' empty rows take the default. Shown in the plan with the
 * defaults as given (or a placeholder).
 */
function fixStatements(db: DB, plan: Plan, figures: DryRun, ctx: PlanContext, defaults: Record<string, Record<string, unknown>>): Fix[] {
  const out: Fix[] = [];
  const found = (c: PlannedCheck) =>
    figures.checks.find((x) => x.path === c.path && x.field === c.field && x.check === c.check)?.count ?? 0;
  const after = (c: PlannedCheck): PlannedCheck => ({ ...c, value: `t.${ident(c.columnAfter)}`, original: `t.${ident(c.columnAfter)}` });
  const ordered = [...plan.checks.filter((c) => c.fix === 'empty'), ...plan.checks.filter((c) => c.fix === 'default')];
  for (const c of ordered) {
    if (!found(c)) continue;
    const t = sql.raw(ident(c.tableAfter));
    const col = sql.raw(ident(c.columnAfter));
    const post = after(c);
    let query: RawBuilder<unknown>;
    if (c.fix === 'default') {
      const given = defaults[c.path]?.[c.field];
      const value = given === undefined ? sql.raw(':default') : sql`${defaultValue(c.def, given)}`;
      query = sql`update ${t} as t set ${col} = ${value} where ${violation(post, ctx, post.value)}`;
    } else if (c.check === 'unique') {
      query = sql`update ${t} as t set ${col} = null where t.id in (select d.id from (select u.id, row_number() over (partition by u.org_id, u.${col} order by u.id) as rn from ${t} u where u.${col} is not null) d where d.rn > 1)`;
    } else {
      query = sql`update ${t} as t set ${col} = null where ${violation(post, ctx, post.value)}`;
    }
    out.push({ query, text: render(query.compile(db)) });
  }
  return out;
}

/** A required field's default, checked by the field's own rules and stored as its column holds it. */
function defaultValue(f: FieldDef, given: unknown): unknown {
  if (f.kind === 'ref')
    throw new ApiError(
      400,
      `${f.label['zh-CN']} 是引用字段，不能为所有公司的记录设同一个默认值 (a reference cannot take one default for every organisation)`,
      { errors: { [`defaults.${f.name}`]: 'reference' } },
    );
  if (f.unique)
    throw new ApiError(
      400,
      `${f.label['zh-CN']} 是唯一字段，多行不能取同一个默认值 (a unique field cannot take one default for many rows)`,
      { errors: { [`defaults.${f.name}`]: 'unique' } },
    );
  let value: unknown;
  try {
    value = fieldSchema(f, 'zh-CN').validateSync(given);
  } catch (e) {
    throw new ApiError(400, `默认值无效: ${(e as Error).message}`, { errors: { [`defaults.${f.name}`]: (e as Error).message } });
  }
  const res = dataResources([{ path: '/x', kind: 'crud', label: f.label, fields: [f], name: 'x', module: 'x', access: 'menu' }]).get('x')!;
  return Object.values(toColumns(res, { [f.name]: value }))[0];
}

/** Permission codes, grants and recent menus follow a renamed route (role grants apply at once: their version moves). */
async function followRenames(trx: DB, plan: Plan) {
  for (const { from, to } of plan.grantRenames) {
    const n = from.length + 1;
    await sql`update hrs_role_permission set permission_code = ${to} || substr(permission_code, ${n}) where permission_code = ${from} or left(permission_code, ${n}) = ${`${from}:`}`.execute(
      trx,
    );
    await sql`update hrs_role set grants_version = grants_version + 1 where id in (select role_id from hrs_role_permission where permission_code = ${to})`.execute(
      trx,
    );
    await sql`update hrs_user_access_record a set path = ${`/${to}`}, permission_id = ${to} where a.path = ${`/${from}`} and not exists (select 1 from hrs_user_access_record b where b.user_id = a.user_id and b.path = ${`/${to}`})`.execute(
      trx,
    );
    await sql`delete from hrs_permission_node where code = ${from} or left(code, ${n}) = ${`${from}:`}`.execute(trx);
  }
}

/**
 * Every value the change empties or alters, written to a workbook before it runs (so an accepted
 * conversion loses nothing for good): route, field, check, record id, organisation, value, what it
 * becomes, why. Null when there is nothing to keep.
 */
async function writeProblemWorkbook(trx: DB, plan: Plan, figures: DryRun, ctx: PlanContext, actor: Actor): Promise<number | null> {
  const kept = plan.checks.filter(
    (c) =>
      c.fix !== 'default' && (figures.checks.find((x) => x.path === c.path && x.field === c.field && x.check === c.check)?.count ?? 0) > 0,
  );
  if (!kept.length) return null;
  let rows = 0;
  const bytes = await workbookBytes(`${plan.code} v`, PROBLEM_COLUMNS, async (add, settle) => {
    for (const c of kept) {
      for (let last = 0; ; ) {
        const batch = await problemRows(trx, c, ctx, 5000, last);
        if (!batch.length) break;
        for (const r of batch) {
          add([
            c.path,
            `${c.label['zh-CN']} ${c.field}`,
            c.check,
            r.id,
            r.org,
            r.value,
            c.check === 'lossy' ? r.converted : null,
            c.why['zh-CN'],
          ]);
          rows += 1;
        }
        last = batch[batch.length - 1].id;
        await settle();
      }
    }
  });
  const stamp = new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '');
  return storeFile(trx, {
    moduleCode: plan.code,
    fileName: `${plan.code}-changed-values-${stamp}.xlsx`,
    rows,
    bytes,
    authorId: actor.userId,
  });
}

/** SQL text with its parameters written in as literals: what the plan shows (never executed). */
export function render(q: CompiledQuery): string {
  return q.sql.replace(/\$(\d+)/g, (_, i: string) => literal(q.parameters[Number(i) - 1]));
}

function literal(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (v instanceof Date) return `'${v.toISOString()}'`;
  return `'${String(v).replace(/'/g, "''")}'`;
}

export { NO_RETIRED };
