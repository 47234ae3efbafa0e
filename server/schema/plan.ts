import { sql, type RawBuilder } from 'kysely';
import { resolveModules, type FieldDef, type Bilingual, type ModuleDef, type ResolvedRoute } from '../../src/resources';
import { diffModule, fieldChecks, type FieldCheck, type ModuleDiff, type PublishedModule } from '../../src/resources/module-diff';
import { defaultMaxLength } from '../../src/schemas/fields';
import { columnSql, createIndexSql, ident, indexName, type IndexDef, type TableDef } from '../db/tables';
import { columnOf, dataResources, resourceTables, sqlType, type ViewCondition } from '../resources/model';
import type { Catalog, IndexInfo } from './catalog';
import { conversion } from './convert';

/**
 * A module's publication as SQL: from the published definition (`prev`), the new one and what the
 * database holds (the catalog), the statements that make the tables match and the checks the rows
 * that exist must pass. Renames are metadata only (ALTER ... RENAME, indexes renamed with them);
 * nothing is dropped but indexes; removed routes and fields are hidden, their data kept.
 * docs/schema.md has the order of the phases and why.
 */

/** A referenced resource as the checks see it: its table and its view condition. */
export interface RefTarget {
  table: string;
  condition: ViewCondition[];
}

export interface PlanContext {
  /** The table and condition of a resource a `ref` names (the product's or another module's). */
  refTarget(name: string): RefTarget | undefined;
  /** The schema holding pg_trgm, or null without it ("contains" filters then go without an index). */
  trigram: string | null;
}

/** One check of the rows that exist. */
export interface PlannedCheck {
  path: string;
  field: string;
  label: Bilingual;
  check: FieldCheck | 'lossy';
  /** The table and column now (dry run, the workbook of emptied values). */
  table: string;
  column: string | null;
  /** ... and after the change (fixes). */
  tableAfter: string;
  columnAfter: string;
  /** SQL over alias `t`: the value as it will be (converted), and as it is. */
  value: string;
  original: string;
  /** lossy: the condition of a value that converts but changes. */
  lossy?: string;
  why: Bilingual;
  /** What accepting does: empty the value, fill the default (required), or nothing more (the conversion did it). */
  fix: 'empty' | 'default' | 'convert';
  def: FieldDef;
}

export interface Plan {
  code: string;
  diff: ModuleDiff;
  /** The new definition's routes, resolved (what the registry serves once it is published). */
  routes: ResolvedRoute[];
  /** DDL in order; each runs as it is (no parameters: identifiers checked, everything else written in code). */
  before: string[];
  /** After the type changes and fixes: the indexes. */
  after: string[];
  checks: PlannedCheck[];
  /** Permission codes that follow a route's rename: old resource name -> new. */
  grantRenames: { from: string; to: string }[];
}

const TEXT_STORED = new Set(['text', 'textarea', 'richtext', 'file', 'enum']);
const OURS = /_(ix|uq|tg)$/;

export function planModule(code: string, prev: PublishedModule | null, next: ModuleDef, catalog: Catalog, ctx: PlanContext): Plan {
  const diff = diffModule(prev, next);
  const routes = resolveModules([next]);
  const dropIx: string[] = [];
  const renames: string[] = [];
  const creates: string[] = [];
  const types: string[] = [];
  const after: string[] = [];
  const checks: PlannedCheck[] = [];
  const grantRenames: Plan['grantRenames'] = [];

  for (const m of diff.routes) {
    const r = routes.find((x) => x.path === m.route.path)!;
    if (!r.fields?.length) continue;
    const table = r.name;
    const from = m.prev && m.prev.path !== r.path ? m.prev.path.slice(1) : r.renamedFrom?.slice(1);
    if (m.prev && m.prev.path !== r.path) grantRenames.push({ from: m.prev.path.slice(1), to: table });
    // The table now: its own, else the one it is renamed from, else none (created).
    let source = catalog.get(table);
    let sourceName = table;
    if (!source && from && catalog.get(from)) {
      source = catalog.get(from)!;
      sourceName = from;
      renames.push(`alter table ${ident(from)} rename to ${ident(table)}`);
      if (!m.prev) grantRenames.push({ from, to: table });
    }
    const wanted = wantedTable(r);
    if (!source) {
      creates.push(`create table ${ident(table)} (${wanted.columns.map(columnSql).join(', ')})`);
    }
    const columnRenames = new Map<string, string>();
    const converted = new Set<string>();
    for (const fm of m.fields) {
      const f = fm.field;
      const col = columnOf(f.name);
      const prevName = fm.prev?.name ?? f.renamedFrom;
      const oldCol = prevName ? columnOf(prevName) : undefined;
      let have = source?.columns.get(col);
      let haveName = col;
      if (have && fm.prev && fm.prev.name !== f.name && source!.columns.get(columnOf(fm.prev.name))) {
        const j = m.route.fields!.indexOf(f);
        const i = next.routes.indexOf(m.route);
        diff.conflicts.push({
          at: `routes[${i}].fields[${j}].name`,
          en: `column ${col} already exists: rename ${fm.prev.name} in two steps`,
          zh: `列 ${col} 已存在：请分两次发布完成 ${fm.prev.name} 的改名`,
        });
        continue;
      }
      if (source && !have && oldCol && oldCol !== col && source.columns.get(oldCol)) {
        have = source.columns.get(oldCol)!;
        haveName = oldCol;
        renames.push(`alter table ${ident(table)} rename column ${ident(oldCol)} to ${ident(col)}`);
        columnRenames.set(oldCol, col);
      }
      const type = sqlType(f);
      if (source && !have) creates.push(`alter table ${ident(table)} add column ${columnSql({ name: col, type })}`);
      const conv = have ? conversion(have.type, type) : null;
      if (conv) {
        converted.add(col);
        types.push(`alter table ${ident(table)} alter column ${ident(col)} type ${type} using ${conv.value(ident(col))}`);
      }
      // What the rows must pass: from the definition's changes, or every rule for a column seen the first time.
      const adopted = !fm.prev && !!have;
      let wantedChecks = fieldChecks(fm.prev, f, adopted).filter((c) => c !== 'convert');
      if (!have) wantedChecks = wantedChecks.filter((c) => c === 'required');
      // Values emptied by another check leave a required field empty: its default fills them.
      if (f.required && !wantedChecks.includes('required') && (conv || wantedChecks.some((c) => c !== 'required')))
        wantedChecks.push('required');
      const original = have ? `t.${ident(haveName)}` : 'null';
      const value = conv ? conv.value(original) : original;
      const base = {
        path: r.path,
        field: f.name,
        label: f.label,
        table: sourceName,
        column: have ? haveName : null,
        tableAfter: table,
        columnAfter: col,
        original,
        def: f,
      };
      if (conv) {
        checks.push({ ...base, check: 'convert', value, why: conv.why, fix: 'convert' });
        if (conv.lossy && conv.lossyWhy)
          checks.push({ ...base, check: 'lossy', value, lossy: conv.lossy(original), why: conv.lossyWhy, fix: 'convert' });
      }
      if (!source) continue;
      for (const c of wantedChecks) {
        if (c === 'ref' && !ctx.refTarget(f.ref!) && !routes.some((x) => x.name === f.ref)) continue;
        checks.push({ ...base, check: c, value, why: ruleWhy(c, f), fix: c === 'required' ? 'default' : 'empty' });
      }
    }
    if (source)
      reconcileIndexes(
        table,
        sourceName,
        source.indexes,
        wanted.indexes ?? [],
        columnRenames,
        converted,
        ctx.trigram,
        dropIx,
        renames,
        after,
      );
    else for (const ix of wanted.indexes ?? []) if (ix.method !== 'trgm' || ctx.trigram) after.push(createIndexSql(table, ix, ctx.trigram));
  }
  return { code, diff, routes, before: [...dropIx, ...renames, ...creates, ...types], after, checks, grantRenames };
}

/** The table a data route of a configured module has: system columns, one per field, its indexes. */
export function wantedTable(r: ResolvedRoute): TableDef {
  const [t] = resourceTables(dataResources([r]).values());
  return t;
}

/**
 * Makes the table's indexes the ones the definition asks for, without rebuilding what only changed
 * its name: an index whose columns (after the renames) match a wanted one is renamed; ours that are
 * no longer wanted are dropped; the rest are created after the data is fixed. Indexes of a column
 * whose type changes are dropped first and made again (a trigram index cannot follow a column to
 * integer, and a unique one would stop the change on values that convert to the same).
 */
function reconcileIndexes(
  table: string,
  sourceName: string,
  existing: IndexInfo[],
  wanted: IndexDef[],
  columnRenames: Map<string, string>,
  converted: Set<string>,
  trigram: string | null,
  drop: string[],
  renames: string[],
  create: string[],
) {
  void sourceName;
  const used = new Set<string>();
  const candidates = existing.filter((x) => !x.primary && !x.special);
  for (const ix of wanted) {
    if (ix.method === 'trgm' && !trigram) continue;
    const name = indexName(table, ix);
    const match = candidates.find(
      (x) =>
        !used.has(x.name) &&
        x.unique === !!ix.unique &&
        x.trgm === (ix.method === 'trgm') &&
        x.columns.length === ix.columns.length &&
        x.columns.every((c, i) => (columnRenames.get(c) ?? c) === ix.columns[i]) &&
        !x.columns.some((c) => converted.has(columnRenames.get(c) ?? c)),
    );
    if (match) {
      used.add(match.name);
      if (match.name !== name) renames.push(`alter index ${ident(match.name)} rename to ${ident(name)}`);
    } else create.push(createIndexSql(table, ix, trigram));
  }
  for (const x of candidates) {
    if (used.has(x.name) || !OURS.test(x.name)) continue;
    drop.push(`drop index if exists ${ident(x.name)}`);
  }
}

function ruleWhy(c: FieldCheck, f: FieldDef): Bilingual {
  switch (c) {
    case 'required':
      return { 'zh-CN': '必填但为空', 'en-US': 'required but empty' };
    case 'unique':
      return { 'zh-CN': '与同一公司的另一条记录重复', 'en-US': 'duplicates another record of the organisation' };
    case 'maxLength':
      return { 'zh-CN': `超过 ${defaultMaxLength(f)} 个字符`, 'en-US': `longer than ${defaultMaxLength(f)} characters` };
    case 'enum':
      return { 'zh-CN': '不是可选值之一', 'en-US': 'not one of the options' };
    case 'ref':
      return { 'zh-CN': '引用的记录不存在', 'en-US': 'references no existing record' };
    case 'range':
      return { 'zh-CN': `超出范围 ${f.min ?? '-∞'} ~ ${f.max ?? '∞'}`, 'en-US': `outside ${f.min ?? '-∞'} to ${f.max ?? '∞'}` };
    default:
      return { 'zh-CN': '无法转换', 'en-US': 'does not convert' };
  }
}

/**
 * The rows that break a check, as a condition over alias `t` with `v` the value as it will be.
 * Values from the definition (options, bounds, a referenced view's condition) go as parameters.
 */
export function violation(c: PlannedCheck, ctx: PlanContext, v: string): RawBuilder<boolean> {
  const f = c.def;
  const val = sql.raw(v);
  switch (c.check) {
    case 'convert':
      return sql<boolean>`(${sql.raw(c.original)} is not null and ${val} is null)`;
    case 'lossy':
      return sql<boolean>`coalesce(${sql.raw(c.lossy ?? 'false')}, false)`;
    case 'required':
      return TEXT_STORED.has(f.kind) ? sql<boolean>`(${val} is null or ${val} = '')` : sql<boolean>`(${val} is null)`;
    case 'maxLength':
      return sql<boolean>`(char_length(${val}) > ${defaultMaxLength(f)})`;
    case 'enum': {
      const values = (f.options ?? []).map((o) => o.value);
      return sql<boolean>`(${val} is not null and ${val} <> '' and ${val} not in (${sql.join(values)}))`;
    }
    case 'ref': {
      const target = ctx.refTarget(f.ref!) ?? { table: f.ref!, condition: [] };
      const cond = target.condition.map((x) => sql` and r.${sql.raw(ident(x.column))} in (${sql.join(x.values)})`);
      return sql<boolean>`(${val} is not null and not exists (select 1 from ${sql.raw(ident(target.table))} r where r.id = ${val} and r.org_id = t.org_id${sql.join(cond, sql``)}))`;
    }
    case 'range': {
      const parts = [...(f.min !== undefined ? [sql`${val} < ${f.min}`] : []), ...(f.max !== undefined ? [sql`${val} > ${f.max}`] : [])];
      return parts.length ? sql<boolean>`(${sql.join(parts, sql` or `)})` : sql<boolean>`false`;
    }
    default:
      return sql<boolean>`false`;
  }
}
