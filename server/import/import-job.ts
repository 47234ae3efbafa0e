import { displayFieldOf } from '../../src/resources/display';
import { duplicateInFile, importTooMany, TRANSFER_MESSAGES, type Language } from '../../src/schemas';
import type { SessionUser } from '../auth/sessions';
import type { AppContext } from '../context';
import type { DB } from '../db';
import { analyzeStale } from '../db/analyze';
import { ApiError, badRequest, notFound } from '../http/envelope';
import { labelOf } from '../export/columns';
import { jobFileBytes } from '../jobs/files';
import type { JobHandler } from '../jobs/worker';
import { columnOf, type DataResource } from '../resources/model';
import { scoped } from '../resources/list-rows';
import { hookColumns, insertRecords, refAndUniqueProblems, updateRecordRow } from '../resources/record-writes';
import { importColumns, type ImportColumn } from './columns';
import type { CheckedBatch, SheetTaskInit } from './sheet-task';

/** What the upload call stores for the job (checked there). */
export interface ImportParams {
  lang: Language;
  tzOffset: number;
  /** all: nothing is written unless every row is good (one transaction); good: the good rows are written. */
  mode: 'all' | 'good';
  dryRun: boolean;
  /** A row whose unique key exists updates that record instead of being refused. */
  updateExisting: boolean;
  reportName: string;
}

export interface ImportResult {
  total: number;
  good: number;
  bad: number;
  inserted: number;
  updated: number;
  /** Whether anything was written (false on a dry run, or an all-or-nothing import with bad rows). */
  written: boolean;
  dryRun: boolean;
  ignoredColumns: string[];
}

/**
 * Rows checked (and written) per step: one query per reference or unique field, one insert. The
 * embedded PGlite runs each statement on the server's own thread, so there a step is small: a
 * statement of 1,000 rows held every other user's call for up to a second on a busy machine.
 */
const batchOf = (ctx: AppContext) => (ctx.dbKind === 'pglite' ? 100 : 1000);
/**
 * PGlite: a batch's good rows are inserted 25 to a statement (with their audit rows), so the
 * thread gives way between statements (server/db/pglite-driver.ts) every few milliseconds: a
 * statement's cost grows with its rows, while its fixed cost is about a millisecond. The checks
 * stay a query per batch: their cost is mostly fixed.
 */
const writeStepOf = (ctx: AppContext) => (ctx.dbKind === 'pglite' ? 25 : Infinity);

/** What the worker thread needs to read and check a file for `res` (server/import/sheet-task.ts). */
function sheetTaskInit(ctx: AppContext, res: DataResource, bytes: Uint8Array, lang: Language, tzOffset: number): SheetTaskInit {
  return {
    bytes,
    lang,
    tzOffset,
    fields: res.fields,
    notNull: [...(res.notNull ?? new Map())],
    imageOrigins: ctx.config.richTextImageOrigins,
    sheetName: labelOf(res.route.label, lang),
    batchSize: batchOf(ctx),
  };
}

/**
 * The upload's check, in a worker thread: a sound spreadsheet whose header has the required
 * columns and a data row after it; answers the rows to expect (for the progress bar). A wrong
 * file is a 400 before anything is stored.
 */
export async function checkUpload(ctx: AppContext, res: DataResource, bytes: Buffer, lang: Language): Promise<number | null> {
  return ctx.workers.with('import', sheetTaskInit(ctx, res, bytes, lang, 0), (s) => s.call<number | null>('head'));
}

class Rollback extends Error {}

/** Rows an import writes before the stale tables' statistics are gathered again (below this autovacuum's rule rarely fires anyway). */
const ANALYZE_AFTER = 1000;

/** The writes of one checked batch, run on the connection (or transaction) given. */
type BatchWrite = (db: DB) => Promise<void>;

/**
 * The import job: every row of the uploaded sheet through the create form's rules and the server's
 * reference and unique checks (the same write path as POST /api/{r}), then written in one
 * transaction (all or nothing) or good rows only; bad rows go to an error report workbook.
 */
export function importJob(ctx: AppContext): JobHandler {
  return async (run) => {
    const { job, user } = run;
    const p = job.params as ImportParams;
    const res = ctx.resources.get(job.resource);
    if (!res) throw notFound('资源不存在');
    const bytes = await jobFileBytes(ctx.db, job.id, 'input');
    return ctx.workers.with('import', sheetTaskInit(ctx, res, bytes, p.lang, p.tzOffset), async (sheet) => {
      const importer = new Importer(ctx, res, user, p);
      const total = (await sheet.call<number | null>('rowsHint')) ?? undefined;
      /**
       * Reads and checks the file batch by batch on `read`, handing each batch's write to `write`
       * (none on a dry run). The worker thread reads and checks the next batch while this one is
       * checked against the database, and a batch is checked while the one before it is being
       * written. Writes stay in file order, one at a time; the first failure ends the job.
       */
      const readAll = async (read: DB, write: ((w: BatchWrite) => Promise<void>) | null, writing = () => true) => {
        let lastWrite = null as Promise<void> | null;
        let ahead = sheet.call<CheckedBatch | null>('next');
        try {
          for (;;) {
            const batch = await ahead;
            if (!batch) break;
            ahead = sheet.call<CheckedBatch | null>('next');
            ahead.catch(() => {}); // awaited with the next round
            const w = await importer.check(read, batch);
            await sheet.call('bad', batch.seq, importer.takeBad());
            if (lastWrite) await lastWrite;
            lastWrite = w && write && writing() ? write(w) : null;
            lastWrite?.catch(() => {}); // awaited with the next batch or at the end
            run.progress(importer.result.total, total);
          }
        } catch (e) {
          // A write still running finishes before its transaction is rolled back.
          await lastWrite?.catch(() => {});
          throw e;
        }
        if (lastWrite) await lastWrite;
        run.progress(importer.result.total, importer.result.total);
        if (!importer.result.total) throw badRequest(TRANSFER_MESSAGES.noRows[p.lang]);
      };

      if (p.dryRun) await readAll(ctx.db, null);
      // Good rows only: each batch's good rows in a transaction of their own, together or not at all.
      else if (p.mode === 'good') await readAll(ctx.db, (w) => ctx.db.transaction().execute(w));
      else {
        await ctx.db
          .transaction()
          .execute(async (trx) => {
            // PostgreSQL: the checks read on other connections of the pool, beside the transaction's
            // writes (rows this import already wrote are caught as repeats within the file). PGlite
            // has one session, which the transaction holds.
            const read = ctx.dbKind === 'postgres' ? ctx.db : trx;
            await readAll(
              read,
              (w) => w(trx),
              () => importer.result.bad === 0,
            );
            if (importer.result.bad) throw new Rollback();
          })
          .catch((e) => {
            if (!(e instanceof Rollback)) throw e;
          });
      }
      const r = importer.result;
      r.written = !p.dryRun && (p.mode === 'good' ? r.inserted + r.updated > 0 : r.bad === 0);
      if (!r.written) {
        r.inserted = 0;
        r.updated = 0;
      }
      // Many rows at once: the planner's statistics are stale now (server/db/analyze.ts; PGlite has no autovacuum).
      if (r.written && r.inserted + r.updated >= ANALYZE_AFTER) await analyzeStale(ctx.db, [res.table]);
      if (!r.bad) return { result: r };
      // The error report is written in the worker; its bytes are stored as they come.
      const out = run.output();
      sheet.onChunk((data) => new Promise<void>((resolve, reject) => out.write(data, (e) => (e ? reject(e) : resolve()))));
      await sheet.call('report');
      await new Promise<void>((resolve, reject) => {
        out.once('error', reject);
        out.end(() => resolve());
      });
      return { result: r, fileName: p.reportName };
    });
  };
}

class Importer {
  readonly result: ImportResult;
  /** The bad rows of the batch just checked, for the worker's error report. */
  private bad: { number: number; problems: string }[] = [];
  private readonly cols: ImportColumn[];
  private readonly seen = new Map<string, Map<string, number>>();
  private readonly keyField;

  constructor(
    private readonly ctx: AppContext,
    private readonly res: DataResource,
    private readonly user: SessionUser,
    private readonly p: ImportParams,
  ) {
    this.cols = importColumns(res.fields);
    this.result = { total: 0, good: 0, bad: 0, inserted: 0, updated: 0, written: false, dryRun: p.dryRun, ignoredColumns: [] };
    this.keyField = p.updateExisting ? res.fields.find((f) => f.unique && !f.readOnly) : undefined;
  }

  takeBad() {
    const b = this.bad;
    this.bad = [];
    return b;
  }

  private labelOfPath(path: string): string {
    const c = this.cols.find((x) => x.key === path) ?? this.cols.find((x) => x.key === path.split(/[.[]/)[0]);
    return c ? c.label[this.p.lang] : '';
  }

  private problemsText(errors: Record<string, string>): string {
    const zh = this.p.lang === 'zh-CN';
    return Object.entries(errors)
      .map(([path, m]) => {
        const label = this.labelOfPath(path);
        return label ? `${label}${zh ? '：' : ': '}${m}` : m;
      })
      .join(zh ? '；' : '; ');
  }

  /**
   * Checks a batch the worker read and checked by the form's rules against the database
   * (references by name, unique codes, the hook) and counts it; answers the write of its good rows
   * (null when there are none), for the caller to run in file order on the connection it chooses.
   */
  async check(db: DB, batch: CheckedBatch): Promise<BatchWrite | null> {
    const max = this.ctx.config.importMaxRows;
    const n = batch.numbers.length;
    if (this.result.total + n > max) throw badRequest(importTooMany(max, this.p.lang));
    this.result.total += n;
    this.result.ignoredColumns = batch.ignoredColumns;
    const { values, errors } = batch;
    await this.resolveRefs(db, batch);
    this.duplicatesInFile(batch.numbers, values, errors);
    const selfIds = await this.existingIds(db, values);

    const candidates = values.map((v, i) => (v && !Object.keys(errors[i]).length ? i : -1)).filter((i) => i >= 0);
    const problems = await refAndUniqueProblems(
      db,
      this.ctx,
      this.res,
      this.user.orgId,
      candidates.map((i) => ({ values: values[i]!, selfId: selfIds[i] })),
      this.p.lang,
    );
    candidates.forEach((i, k) => {
      Object.assign(errors[i], problems[k].errors);
    });

    const good: { i: number; extra: Record<string, unknown> }[] = [];
    for (const i of candidates) {
      if (Object.keys(errors[i]).length) continue;
      try {
        good.push({ i, extra: await hookColumns(db, this.res, this.user, values[i]!, selfIds[i]) });
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        Object.assign(errors[i], (e.data as { errors?: Record<string, string> } | null)?.errors ?? { '': e.message });
      }
    }
    batch.numbers.forEach((number, i) => {
      if (!Object.keys(errors[i]).length) return;
      this.result.bad += 1;
      this.bad.push({ number, problems: this.problemsText(errors[i]) });
    });
    this.result.good += good.length;
    if (!good.length) return null;
    return async (trx: DB) => {
      const inserts = good.filter((g) => selfIds[g.i] === undefined).map((g) => ({ values: values[g.i]!, extra: g.extra }));
      const step = writeStepOf(this.ctx);
      for (let at = 0; at < inserts.length; at += step) await insertRecords(trx, this.res, this.user, inserts.slice(at, at + step), false);
      for (const g of good)
        if (selfIds[g.i] !== undefined) await updateRecordRow(trx, this.res, this.user, selfIds[g.i]!, values[g.i]!, g.extra);
      this.result.inserted += inserts.length;
      this.result.updated += good.length - inserts.length;
    };
  }

  /**
   * References are given by the referenced record's name (or #id): looked up in the organisation,
   * then put in place of the worker's stand-in; a name that finds no record, or several, is the row's problem.
   */
  private async resolveRefs(db: DB, batch: CheckedBatch) {
    for (const [name, texts] of Object.entries(batch.refs)) {
      const f = this.res.byName.get(name);
      if (!f?.ref) continue;
      const target = this.ctx.resources.get(f.ref);
      const display = displayFieldOf(target?.route);
      const names = [...new Set(texts.filter((v): v is string => v !== null && !/^#\d+$/.test(v)))];
      const ids = new Map<string, number[]>();
      if (target && display && names.length) {
        const dcol = columnOf(display.name);
        for (const r of await scoped(
          target,
          this.user.orgId,
          db.selectFrom(target.table).select(['id', dcol]).where(dcol, 'in', names),
        ).execute()) {
          const k = String(r[dcol]);
          ids.set(k, [...(ids.get(k) ?? []), Number(r.id)]);
        }
      }
      const zh = this.p.lang === 'zh-CN';
      texts.forEach((s, i) => {
        if (s === null) return;
        const found = /^#\d+$/.test(s) ? [Number(s.slice(1))] : (ids.get(s) ?? (/^\d+$/.test(s) ? [Number(s)] : []));
        const values = batch.values[i];
        if (found.length === 1) {
          if (values) values[name] = found[0];
          return;
        }
        if (values) delete values[name];
        batch.errors[i][name] = found.length
          ? zh
            ? `${f.label[this.p.lang]}“${s}”不唯一`
            : `${f.label[this.p.lang]} "${s}" is ambiguous`
          : zh
            ? `${f.label[this.p.lang]}“${s}”不存在`
            : `${f.label[this.p.lang]} "${s}" does not exist`;
      });
    }
  }

  /** A unique value twice in one file: the later row is refused, naming the earlier. */
  private duplicatesInFile(numbers: number[], values: (Record<string, unknown> | null)[], errors: Record<string, string>[]) {
    for (const f of this.res.fields) {
      if (!f.unique) continue;
      let seen = this.seen.get(f.name);
      if (!seen) this.seen.set(f.name, (seen = new Map()));
      values.forEach((v, i) => {
        const x = v?.[f.name];
        if (x == null) return;
        const first = seen!.get(String(x));
        if (first !== undefined) errors[i][f.name] = duplicateInFile(f.label[this.p.lang], first, this.p.lang);
        else seen!.set(String(x), numbers[i]);
      });
    }
  }

  /** With "update existing": the id of the record each row's unique key names, if there is one. */
  private async existingIds(db: DB, values: (Record<string, unknown> | null)[]): Promise<(number | undefined)[]> {
    const k = this.keyField;
    if (!k) return values.map(() => undefined);
    const col = columnOf(k.name);
    const keys = [
      ...new Set(
        values
          .map((v) => v?.[k.name])
          .filter((x) => x != null)
          .map(String),
      ),
    ];
    const byKey = new Map<string, number>();
    if (keys.length) {
      for (const r of await scoped(
        this.res,
        this.user.orgId,
        db.selectFrom(this.res.table).select(['id', col]).where(col, 'in', keys),
      ).execute())
        byKey.set(String(r[col]), Number(r.id));
    }
    return values.map((v) => (v?.[k.name] == null ? undefined : byKey.get(String(v[k.name]))));
  }
}
