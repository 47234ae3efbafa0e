import type { FieldDef } from '../../src/resources';
import { displayFieldOf } from '../../src/resources/display';
import type { Language } from '../../src/schemas';
import type { AppContext } from '../context';
import { notFound } from '../http/envelope';
import { columnOf } from '../resources/model';
import type { JobHandler } from '../jobs/worker';
import { exportableFields, labelOf, numFmtOf, widthOf } from './columns';
import { exportSourceFor } from './sources';
import type { XlsxTaskInit } from './xlsx-task';

/** What the start call stores for the job (checked there). */
export interface ExportParams {
  mode: 'custom' | 'default';
  fields: string[];
  query: Record<string, unknown>;
  lang: Language;
  tzOffset: number;
  fileName: string;
  sheetName: string;
}

/** Rows read and written per step: one cursor fetch, one progress report. */
export const EXPORT_BATCH = 2000;

/** The chosen fields in the chosen order, as the source knows them. */
export function chosenFields(sourceFields: readonly FieldDef[], names: readonly string[]): FieldDef[] {
  const byName = new Map(exportableFields(sourceFields).map((f) => [f.name, f]));
  return names.map((n) => byName.get(n)).filter((f): f is FieldDef => f !== undefined);
}

/** The export job: the source's rows, batch by batch, into a streamed .xlsx stored with the job. */
export function exportJob(ctx: AppContext): JobHandler {
  return async (run) => {
    const { job } = run;
    const p = job.params as ExportParams;
    const res = ctx.resources.get(job.resource);
    if (!res) throw notFound('资源不存在');
    const source = exportSourceFor({ ctx, res, orgId: job.orgId, userId: job.userId, query: p.query });
    const cols = chosenFields(source.fields, p.fields);
    const refFields = cols.filter((f) => f.kind === 'ref' && f.ref);
    let done = 0;
    const sheet = cols.map((f) => {
      const label = labelOf(f.label, p.lang);
      return { label, width: widthOf(f, label), numFmt: numFmtOf(f) };
    });
    const names = cols.map((f) => f.name);
    const init: XlsxTaskInit = { sheetName: p.sheetName, columns: sheet, fields: cols, lang: p.lang, tzOffset: p.tzOffset };
    // Cells, sheet XML and the zip are made in a worker thread; this thread reads the batches (the
    // next one while the worker writes the last) and stores the file's bytes as they come.
    await ctx.workers.with('xlsx', init, async (xlsx) => {
      const out = run.output();
      xlsx.onChunk((data) => new Promise<void>((resolve, reject) => out.write(data, (e) => (e ? reject(e) : resolve()))));
      let writing: Promise<void> | null = null;
      await source.forEachBatch(ctx.config.exportMaxRows, EXPORT_BATCH, names, async (records) => {
        const refs = refFields.length ? await refNames(ctx, job.orgId, refFields, records) : null;
        await writing;
        writing = xlsx.call<void>('rows', records, refs);
        writing.catch(() => {}); // awaited with the next batch or at the end
        done += records.length;
        run.progress(done);
      });
      await writing;
      await xlsx.call('end');
      await new Promise<void>((resolve, reject) => {
        out.once('error', reject);
        out.end(() => resolve());
      });
    });
    return { result: { rows: done, columns: cols.length }, fileName: p.fileName };
  };
}

/** The names of the records a batch references, one query per reference column. */
async function refNames(ctx: AppContext, orgId: number, refFields: FieldDef[], records: Record<string, unknown>[]) {
  const out = new Map<string, Map<number, string>>();
  for (const f of refFields) {
    const names = new Map<number, string>();
    out.set(f.name, names);
    const target = ctx.resources.get(f.ref!);
    const display = displayFieldOf(target?.route);
    const ids = [
      ...new Set(
        records
          .map((r) => r[f.name])
          .filter((v) => v != null)
          .map(Number),
      ),
    ];
    if (!target || !display || !ids.length) continue;
    const col = columnOf(display.name);
    const rows = await ctx.db.selectFrom(target.table).select(['id', col]).where('org_id', '=', orgId).where('id', 'in', ids).execute();
    for (const r of rows) if (r[col] != null) names.set(Number(r.id), String(r[col]));
  }
  return out;
}
