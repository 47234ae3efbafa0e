import { sql, type RawBuilder } from 'kysely';
import type { Static } from '@sinclair/typebox';
import type * as contract from '../../src/contracts/module-design';
import type { DB } from '../db';
import { ident } from '../db/tables';
import { violation, type Plan, type PlanContext, type PlannedCheck } from './plan';

/**
 * The dry run of a plan: what its changes do to the rows that exist, measured before anything runs.
 * Per table one pass counts every check at once; a check that finds rows also lists the first of
 * them (id, organisation, value, what it would become, why). The same conditions pick the rows the
 * change empties, so the workbook written before it runs holds exactly those values.
 */

export const SAMPLE_ROWS = 10;

/** What the dry run answers is the designer's contract's (src/contracts/module-design.ts). */
export type Sample = Static<typeof contract.Sample>;
export type CheckFigure = Static<typeof contract.CheckFigure>;
export type DryRun = Static<typeof contract.DryRun>;

const isUnique = (c: PlannedCheck) => c.check === 'unique';

/**
 * The rows breaking a check, as a condition over `t` (unique: every row after the first of its
 * value). A required field's empty rows include those its other checks will empty: they need the
 * default as well (`siblings`: the plan's other checks).
 */
function breaking(c: PlannedCheck, ctx: PlanContext, siblings: readonly PlannedCheck[] = []): RawBuilder<boolean> {
  if (c.check === 'required') {
    const emptied = siblings.filter((x) => x !== c && x.path === c.path && x.field === c.field && x.fix === 'empty');
    if (emptied.length)
      return sql<boolean>`(${sql.join([violation(c, ctx, c.value), ...emptied.map((x) => breaking(x, ctx))], sql` or `)})`;
  }
  if (!isUnique(c)) return violation(c, ctx, c.value);
  const v = sql.raw(c.value);
  return sql<boolean>`t.id in (select d.id from (select t.id, row_number() over (partition by t.org_id, ${v} order by t.id) as rn from ${sql.raw(ident(c.table))} t where ${v} is not null) d where d.rn > 1)`;
}

export async function dryRun(db: DB, plan: Plan, ctx: PlanContext, sampleSize = SAMPLE_ROWS): Promise<DryRun> {
  const out: DryRun = { tables: [], checks: [] };
  const byTable = new Map<string, PlannedCheck[]>();
  for (const c of plan.checks) byTable.set(c.table, [...(byTable.get(c.table) ?? []), c]);
  for (const [table, checks] of byTable) {
    const t = sql.raw(ident(table));
    // One pass for the counts of the row checks; unique checks count their duplicates apart.
    const rowChecks = checks.filter((c) => !isUnique(c));
    const counts = (
      await sql<Record<string, unknown>>`select count(*) as total${sql.join(
        rowChecks.map((c, i) => sql`, count(*) filter (where ${breaking(c, ctx, plan.checks)}) as ${sql.raw(`c${i}`)}`),
        sql``,
      )} from ${t} t`.execute(db)
    ).rows[0];
    out.tables.push({ path: checks[0].path, table, rows: Number(counts.total) });
    for (const c of checks) {
      let count: number;
      if (isUnique(c)) {
        const v = sql.raw(c.value);
        const r = await sql<{
          n: unknown;
        }>`select count(*) as n from (select row_number() over (partition by t.org_id, ${v} order by t.id) as rn from ${t} t where ${v} is not null) d where d.rn > 1`.execute(
          db,
        );
        count = Number(r.rows[0].n);
      } else count = Number(counts[`c${rowChecks.indexOf(c)}`]);
      const samples = count ? await problemRows(db, c, ctx, sampleSize, 0, plan.checks) : [];
      out.checks.push({ path: c.path, field: c.field, label: c.label, check: c.check, fix: c.fix, count, why: c.why, samples });
    }
  }
  return out;
}

/** Rows breaking a check in id order, from after `afterId`: the samples, and the workbook in batches. */
export async function problemRows(
  db: DB,
  c: PlannedCheck,
  ctx: PlanContext,
  limit: number,
  afterId = 0,
  siblings: readonly PlannedCheck[] = [],
): Promise<Sample[]> {
  const t = sql.raw(ident(c.table));
  const r = await sql<{ id: unknown; org_code: string | null; value: string | null; converted: string | null }>`
    select t.id, o.org_code, (${sql.raw(c.original)})::text as value, (${sql.raw(c.value)})::text as converted
    from ${t} t left join hrs_org o on o.id = t.org_id
    where ${breaking(c, ctx, siblings)} and t.id > ${afterId}
    order by t.id limit ${limit}`.execute(db);
  return r.rows.map((x) => ({ id: Number(x.id), org: x.org_code, value: x.value, converted: x.converted }));
}

/** How many rows a dry run found that need the administrator's choice. */
export const problemCount = (d: DryRun) => d.checks.reduce((n, c) => n + c.count, 0);
