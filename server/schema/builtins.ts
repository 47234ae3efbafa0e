import { sql } from 'kysely';
import type { FieldDef, ResolvedRoute } from '../../src/resources';
import type { ModuleChange } from '../../src/resources/module-diff';
import type { DB } from '../db';
import { ident, indexName } from '../db/tables';
import { columnOf, dataResources, resourceTables } from '../resources/model';
import { readCatalog, type Catalog } from './catalog';
import { conversion } from './convert';
import { dryRun, problemCount, problemRows } from './dry-run';
import type { Plan, PlanContext, PlannedCheck } from './plan';
import { planText } from './report';
import { insertVersion, storeFile } from './store';
import { PROBLEM_COLUMNS, workbookBytes } from './workbook';

/**
 * The product's own upgrades through the schema engine (docs/schema.md "Upgrades"): a release that
 * renames a route or a field declares `renamedFrom`, and one that changes a field's kind simply
 * declares the new kind. At start, before the tables are completed (ensureTables only adds), the
 * database made by an older release is brought along: tables and columns renamed (values kept,
 * indexes renamed with them, grants following a route), columns converted with a dry run. A
 * conversion that would lose values stops the start with the plan, unless it is accepted
 * (SCHEMA_ACCEPT_LOSS=1; the values are first written to a workbook kept in sys_schema_file).
 */

export class SchemaStopError extends Error {}

export interface UpgradeOptions {
  /** Tables the platform declares itself (identity, jobs...): their columns are not the registry's to convert. */
  platformTables: ReadonlySet<string>;
  acceptLoss: boolean;
  dbKind: 'pglite' | 'postgres';
}

const OURS = /_(ix|uq|tg)$/;

export async function upgradeBuiltins(
  db: DB,
  routes: readonly ResolvedRoute[],
  opts: UpgradeOptions,
): Promise<{ statements: string[]; changes: ModuleChange[] }> {
  const resources = dataResources(routes);
  const wanted = resourceTables(resources.values()).filter((t) => !opts.platformTables.has(t.name));
  const tableRenames = routes
    .filter((r) => r.renamedFrom && !r.table && r.fields?.length)
    .map((r) => ({ from: r.renamedFrom!.slice(1), to: r.name }));
  const codeRenames = routes.filter((r) => r.renamedFrom).map((r) => ({ from: r.renamedFrom!.slice(1), to: r.name }));
  const fieldsByTable = new Map<string, FieldDef[]>();
  for (const res of resources.values()) fieldsByTable.set(res.table, res.tableFields);
  const hasRenames = tableRenames.length > 0 || [...fieldsByTable.values()].some((fs) => fs.some((f) => f.renamedFrom));
  let catalog = await readCatalog(db, [...wanted.map((t) => t.name), ...tableRenames.map((r) => r.from)]);
  if (!hasRenames && !codeRenames.length && !conversionsOf(wanted, catalog).length) return { statements: [], changes: [] };

  return db.transaction().execute(async (trx) => {
    const statements: string[] = [];
    const changes: ModuleChange[] = [];
    const run = async (s: string) => {
      statements.push(s);
      await sql.raw(s).execute(trx);
    };
    const renamedTables = new Set<string>();
    for (const { from, to } of tableRenames) {
      if (!catalog.has(from) || catalog.has(to)) continue;
      await run(`alter table ${ident(from)} rename to ${ident(to)}`);
      changes.push({ type: 'renameRoute', from: `/${from}`, to: `/${to}` });
      renamedTables.add(to);
    }
    if (renamedTables.size)
      catalog = await readCatalog(
        trx,
        wanted.map((t) => t.name),
      );
    for (const t of wanted) {
      const have = catalog.get(t.name);
      if (!have) continue;
      for (const f of fieldsByTable.get(t.name) ?? []) {
        if (!f.renamedFrom) continue;
        const from = columnOf(f.renamedFrom);
        const to = columnOf(f.name);
        if (!have.columns.has(from) || have.columns.has(to)) continue;
        await run(`alter table ${ident(t.name)} rename column ${ident(from)} to ${ident(to)}`);
        changes.push({ type: 'renameField', path: `/${t.name}`, from: f.renamedFrom, to: f.name });
        renamedTables.add(t.name);
      }
    }
    if (renamedTables.size) {
      catalog = await readCatalog(
        trx,
        wanted.map((t) => t.name),
      );
      // Indexes keep their data; only their names follow the table's and columns' new names.
      for (const t of wanted) {
        if (!renamedTables.has(t.name)) continue;
        const have = catalog.get(t.name)!;
        const wantedNames = new Set((t.indexes ?? []).map((ix) => indexName(t.name, ix)));
        for (const ix of t.indexes ?? []) {
          const name = indexName(t.name, ix);
          if (have.indexes.some((x) => x.name === name)) continue;
          const match = have.indexes.find(
            (x) =>
              !x.primary &&
              !x.special &&
              !wantedNames.has(x.name) &&
              OURS.test(x.name) &&
              x.unique === !!ix.unique &&
              x.trgm === (ix.method === 'trgm') &&
              x.columns.join() === ix.columns.join(),
          );
          if (match) {
            await run(`alter index ${ident(match.name)} rename to ${ident(name)}`);
            match.name = name;
          }
        }
      }
    }
    // Kinds a release changed: convert with a dry run.
    const conv = conversionsOf(wanted, catalog);
    if (conv.length) {
      const checks: PlannedCheck[] = [];
      for (const c of conv) {
        const f = (fieldsByTable.get(c.table) ?? []).find((x) => columnOf(x.name) === c.column) ?? {
          name: c.column,
          kind: 'text',
          label: { 'zh-CN': c.column, 'en-US': c.column },
        };
        const x = conversion(c.from, c.to)!;
        const original = `t.${ident(c.column)}`;
        const base = {
          path: `/${c.table}`,
          field: f.name,
          label: f.label,
          table: c.table,
          column: c.column,
          tableAfter: c.table,
          columnAfter: c.column,
          original,
          value: x.value(original),
          def: f as FieldDef,
          fix: 'convert' as const,
        };
        checks.push({ ...base, check: 'convert', why: x.why });
        if (x.lossy && x.lossyWhy) checks.push({ ...base, check: 'lossy', lossy: x.lossy(original), why: x.lossyWhy });
        changes.push({ type: 'changeKind', path: `/${c.table}`, field: f.name, from: c.from as never, to: c.to as never });
      }
      const ctx: PlanContext = { trigram: null, refTarget: () => undefined };
      const plan = { checks } as unknown as Plan;
      const figures = await dryRun(trx, plan, ctx);
      const alters = conv.map(
        (c) =>
          `alter table ${ident(c.table)} alter column ${ident(c.column)} type ${c.to} using ${conversion(c.from, c.to)!.value(ident(c.column))}`,
      );
      const drops = conv.flatMap((c) =>
        catalog
          .get(c.table)!
          .indexes.filter((x) => !x.primary && !x.special && OURS.test(x.name) && x.columns.includes(c.column))
          .map((x) => `drop index if exists ${ident(x.name)}`),
      );
      if (problemCount(figures) && !opts.acceptLoss) {
        throw new SchemaStopError(
          `This release changes the kind of columns whose values would not all convert:\n${planText({ changes, statements: [...statements, ...drops, ...alters], dryRun: figures })}\n\nFix those rows, or start with SCHEMA_ACCEPT_LOSS=1 to convert anyway (the values are first written to a workbook kept in sys_schema_file).`,
        );
      }
      if (problemCount(figures)) {
        let rows = 0;
        const bytes = await workbookBytes('release', PROBLEM_COLUMNS, async (add) => {
          for (const c of checks) {
            for (let last = 0; ; ) {
              const batch = await problemRows(trx, c, ctx, 5000, last);
              if (!batch.length) break;
              for (const r of batch) {
                add([c.path, c.field, c.check, r.id, r.org, r.value, c.check === 'lossy' ? r.converted : null, c.why['zh-CN']]);
                rows += 1;
              }
              last = batch[batch.length - 1].id;
            }
          }
        });
        await storeFile(trx, {
          moduleCode: '(release)',
          fileName: `release-changed-values-${Date.now()}.xlsx`,
          rows,
          bytes,
          authorId: null,
        });
      }
      for (const s of [...new Set(drops), ...alters]) await run(s);
    }
    for (const { from, to } of codeRenames) {
      const n = from.length + 1;
      const moved =
        await sql`update hrs_role_permission set permission_code = ${to} || substr(permission_code, ${n}) where permission_code = ${from} or left(permission_code, ${n}) = ${`${from}:`}`.execute(
          trx,
        );
      if (!Number(moved.numAffectedRows ?? 0)) continue;
      await sql`update hrs_role set grants_version = grants_version + 1 where id in (select role_id from hrs_role_permission where permission_code = ${to})`.execute(
        trx,
      );
      await sql`delete from hrs_permission_node where code = ${from} or left(code, ${n}) = ${`${from}:`}`.execute(trx);
      if (!changes.some((c) => c.type === 'renameRoute' && c.to === `/${to}`))
        changes.push({ type: 'renameRoute', from: `/${from}`, to: `/${to}` });
    }
    if (changes.length) {
      const last = await trx
        .selectFrom('sys_schema_version')
        .select((eb) => eb.fn.max('version').as('v'))
        .where('module_code', '=', '(release)')
        .executeTakeFirst();
      await insertVersion(trx, {
        moduleCode: '(release)',
        version: Number(last?.v ?? 0) + 1,
        origin: 'release',
        restoredFrom: null,
        definition: null,
        retired: null,
        changes,
        statements,
        dryRun: { tables: [], checks: [] },
        exportFileId: null,
        authorId: null,
        authorName: 'release',
        orgId: null,
      });
    }
    return { statements, changes };
  });
}

/** Columns of the registry's tables whose type differs from what their field's kind now asks. */
function conversionsOf(wanted: { name: string; columns: { name: string; type: string }[] }[], catalog: Catalog) {
  const out: { table: string; column: string; from: string; to: string }[] = [];
  for (const t of wanted) {
    const have = catalog.get(t.name);
    if (!have) continue;
    for (const c of t.columns) {
      if (c.type === 'id') continue;
      const col = have.columns.get(c.name);
      if (col && col.type !== c.type && conversion(col.type, c.type))
        out.push({ table: t.name, column: c.name, from: col.type, to: c.type });
    }
  }
  return out;
}
