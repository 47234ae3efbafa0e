import { displayFieldOf } from '../../src/resources/display';
import { duplicateInFile, importTooMany, missingColumns, TRANSFER_MESSAGES, truncateImportedParty, type Language } from '../../src/schemas';
import type { SessionUser } from '../auth/sessions';
import type { AppContext } from '../context';
import type { DB } from '../db';
import { ApiError, badRequest, notFound } from '../http/envelope';
import { labelOf } from '../export/columns';
import { sheetNameOf, writeXlsx } from '../export/xlsx';
import { jobFileBytes } from '../jobs/files';
import type { JobHandler } from '../jobs/worker';
import { columnOf, type DataResource } from '../resources/model';
import { scoped } from '../resources/list-rows';
import { hookColumns, inputChecker, insertRecords, refAndUniqueProblems, updateRecordRow } from '../resources/record-writes';
import { cellInput } from './cells';
import { importColumns, mapHeader, type HeaderMap, type ImportColumn } from './columns';
import { sheetFileOf, sheetRows, type SheetFile, type SheetRow } from './read-sheet';

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

/** Rows checked (and written) per step: one query per reference or unique field, one insert. */
const BATCH = 1000;

const isBlank = (cells: unknown[]) => cells.every((c) => c === null || c === undefined || (typeof c === 'string' && c.trim() === ''));

/** The header and the first data row, checked before anything is stored: a wrong file is refused at once. */
export async function checkSheetHead(bytes: Buffer, file: SheetFile, res: DataResource, lang: Language): Promise<void> {
  let header: HeaderMap | null = null;
  for await (const row of sheetRows(bytes, file, lang)) {
    if (isBlank(row.cells)) continue;
    if (header) return;
    header = mapHeader(row.cells, importColumns(res.fields));
    if (header.missing.length) throw badRequest(missingColumns(header.missing.map((c) => c.label[lang]), lang));
  }
  throw badRequest(TRANSFER_MESSAGES.noRows[lang]);
}

class Rollback extends Error {}

/** The writes of one checked batch, run on the connection (or transaction) given. */
type BatchWrite = (db: DB) => Promise<void>;

interface BadRow {
  number: number;
  cells: unknown[];
  problems: string;
}

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
    const file = await sheetFileOf(bytes, p.lang);
    if ('refused' in file) throw badRequest(file.refused);
    const importer = new Importer(ctx, res, user, p);
    const total = file.rowsHint ?? undefined;
    /**
     * Reads and checks the file batch by batch on `read`, handing each batch's write to `write`
     * (none on a dry run). A batch is checked while the one before it is being written: the
     * database stores one batch while this process reads and checks the next (two cores busy
     * instead of one). Writes stay in file order, one at a time; the first failure ends the job.
     */
    const readAll = async (read: DB, write: ((w: BatchWrite) => Promise<void>) | null, writing = () => true) => {
      let lastWrite = null as Promise<void> | null;
      const take = async (rows: SheetRow[]) => {
        const w = await importer.check(read, rows);
        if (lastWrite) await lastWrite;
        lastWrite = w && write && writing() ? write(w) : null;
        lastWrite?.catch(() => {}); // awaited with the next batch or at the end
        run.progress(importer.result.total, total);
      };
      let batch: SheetRow[] = [];
      try {
        for await (const row of sheetRows(bytes, file, p.lang)) {
          if (isBlank(row.cells)) continue;
          if (!importer.header) {
            importer.setHeader(row.cells);
            continue;
          }
          batch.push(row);
          if (batch.length >= BATCH) {
            await take(batch);
            batch = [];
          }
        }
        if (batch.length) await take(batch);
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
      await ctx.db.transaction().execute(async (trx) => {
        // PostgreSQL: the checks read on other connections of the pool, beside the transaction's
        // writes (rows this import already wrote are caught as repeats within the file). PGlite
        // has one session, which the transaction holds.
        const read = ctx.dbKind === 'postgres' ? ctx.db : trx;
        await readAll(read, (w) => w(trx), () => importer.result.bad === 0);
        if (importer.result.bad) throw new Rollback();
      }).catch((e) => {
        if (!(e instanceof Rollback)) throw e;
      });
    }
    const r = importer.result;
    r.written = !p.dryRun && (p.mode === 'good' ? r.inserted + r.updated > 0 : r.bad === 0);
    if (!r.written) {
      r.inserted = 0;
      r.updated = 0;
    }
    if (!importer.bad.length) return { result: r };
    await importer.writeReport(run.output());
    return { result: r, fileName: p.reportName };
  };
}

class Importer {
  header: HeaderMap | null = null;
  private headerCells: unknown[] = [];
  readonly result: ImportResult;
  readonly bad: BadRow[] = [];
  private readonly cols: ImportColumn[];
  private readonly validate: ReturnType<typeof inputChecker>;
  private readonly seen = new Map<string, Map<string, number>>();
  private readonly keyField;

  constructor(private readonly ctx: AppContext, private readonly res: DataResource, private readonly user: SessionUser, private readonly p: ImportParams) {
    this.cols = importColumns(res.fields);
    this.validate = inputChecker(res, p.lang, ctx.config.richTextImageOrigins);
    this.result = { total: 0, good: 0, bad: 0, inserted: 0, updated: 0, written: false, dryRun: p.dryRun, ignoredColumns: [] };
    this.keyField = p.updateExisting ? res.fields.find((f) => f.unique && !f.readOnly) : undefined;
  }

  setHeader(cells: unknown[]) {
    this.header = mapHeader(cells, this.cols);
    this.headerCells = cells;
    if (this.header.missing.length) throw badRequest(missingColumns(this.header.missing.map((c) => c.label[this.p.lang]), this.p.lang));
    this.result.ignoredColumns = this.header.ignored;
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
   * Checks a batch of rows (the create form's rules, references, unique codes, the hook) and counts
   * it; answers the write of its good rows (null when there are none), for the caller to run in
   * file order on the connection it chooses.
   */
  async check(db: DB, rows: SheetRow[]): Promise<BatchWrite | null> {
    const max = this.ctx.config.importMaxRows;
    if (this.result.total + rows.length > max) throw badRequest(importTooMany(max, this.p.lang));
    this.result.total += rows.length;
    const errors: Record<string, string>[] = rows.map(() => ({}));
    const inputs = rows.map((row) => this.inputOf(row));
    await this.resolveRefs(db, inputs, errors);

    const checked = await Promise.all(inputs.map((input) => this.validate(input, { presentOnly: true })));
    const values: (Record<string, unknown> | null)[] = checked.map((c, i) => {
      if (c.errors) Object.assign(errors[i], c.errors);
      return c.values;
    });
    this.duplicatesInFile(rows, values, errors);
    const selfIds = await this.existingIds(db, values);

    const candidates = values.map((v, i) => (v && !Object.keys(errors[i]).length ? i : -1)).filter((i) => i >= 0);
    const problems = await refAndUniqueProblems(db, this.ctx, this.res, this.user.orgId, candidates.map((i) => ({ values: values[i]!, selfId: selfIds[i] })), this.p.lang);
    candidates.forEach((i, k) => Object.assign(errors[i], problems[k].errors));

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
    rows.forEach((row, i) => {
      if (!Object.keys(errors[i]).length) return;
      this.result.bad += 1;
      this.bad.push({ number: row.number, cells: row.cells, problems: this.problemsText(errors[i]) });
    });
    this.result.good += good.length;
    if (!good.length) return null;
    return async (trx: DB) => {
      const inserts = good.filter((g) => selfIds[g.i] === undefined).map((g) => ({ values: values[g.i]!, extra: g.extra }));
      await insertRecords(trx, this.res, this.user, inserts, false);
      for (const g of good) if (selfIds[g.i] !== undefined) await updateRecordRow(trx, this.res, this.user, selfIds[g.i]!, values[g.i]!, g.extra);
      this.result.inserted += inserts.length;
      this.result.updated += good.length - inserts.length;
    };
  }

  /** A row's cells as the create form's input; party parts gathered and cut to the import limits (spec 01 §5.2). */
  private inputOf(row: SheetRow): Record<string, unknown> {
    const input: Record<string, unknown> = {};
    const parties: Record<string, Record<string, unknown>> = {};
    for (const [i, col] of this.header!.columns) {
      const v = cellInput(col.part ?? col.field, row.cells[i], { tzOffsetMinutes: this.p.tzOffset });
      if (v === undefined) continue;
      if (col.part) (parties[col.field.name] ??= {})[col.part.name] = v;
      else input[col.field.name] = v;
    }
    for (const [name, party] of Object.entries(parties)) input[name] = truncateImportedParty(party);
    return input;
  }

  /** References are given by the referenced record's name (or #id): looked up in the organisation. */
  private async resolveRefs(db: DB, inputs: Record<string, unknown>[], errors: Record<string, string>[]) {
    for (const col of this.header!.columns.values()) {
      const f = col.field;
      if (f.kind !== 'ref' || !f.ref) continue;
      const target = this.ctx.resources.get(f.ref);
      const display = displayFieldOf(target?.route);
      const texts = [...new Set(inputs.map((x) => x[f.name]).filter((v) => v !== undefined && !/^#\d+$/.test(String(v))).map(String))];
      const ids = new Map<string, number[]>();
      if (target && display && texts.length) {
        const dcol = columnOf(display.name);
        for (const r of await scoped(target, this.user.orgId, db.selectFrom(target.table).select(['id', dcol]).where(dcol, 'in', texts)).execute()) {
          const k = String(r[dcol]);
          ids.set(k, [...(ids.get(k) ?? []), Number(r.id)]);
        }
      }
      const zh = this.p.lang === 'zh-CN';
      inputs.forEach((x, i) => {
        const v = x[f.name];
        if (v === undefined) return;
        const s = String(v);
        const found = /^#\d+$/.test(s) ? [Number(s.slice(1))] : ids.get(s) ?? (/^\d+$/.test(s) ? [Number(s)] : []);
        if (found.length === 1) x[f.name] = found[0];
        else {
          delete x[f.name];
          errors[i][f.name] = found.length ? (zh ? `${f.label[this.p.lang]}“${s}”不唯一` : `${f.label[this.p.lang]} "${s}" is ambiguous`) : (zh ? `${f.label[this.p.lang]}“${s}”不存在` : `${f.label[this.p.lang]} "${s}" does not exist`);
        }
      });
    }
  }

  /** A unique value twice in one file: the later row is refused, naming the earlier. */
  private duplicatesInFile(rows: SheetRow[], values: (Record<string, unknown> | null)[], errors: Record<string, string>[]) {
    for (const f of this.res.fields) {
      if (!f.unique) continue;
      let seen = this.seen.get(f.name);
      if (!seen) this.seen.set(f.name, (seen = new Map()));
      values.forEach((v, i) => {
        const x = v?.[f.name];
        if (x == null) return;
        const first = seen!.get(String(x));
        if (first !== undefined) errors[i][f.name] = duplicateInFile(f.label[this.p.lang], first, this.p.lang);
        else seen!.set(String(x), rows[i].number);
      });
    }
  }

  /** With "update existing": the id of the record each row's unique key names, if there is one. */
  private async existingIds(db: DB, values: (Record<string, unknown> | null)[]): Promise<(number | undefined)[]> {
    const k = this.keyField;
    if (!k) return values.map(() => undefined);
    const col = columnOf(k.name);
    const keys = [...new Set(values.map((v) => v?.[k.name]).filter((x) => x != null).map(String))];
    const byKey = new Map<string, number>();
    if (keys.length) {
      for (const r of await scoped(this.res, this.user.orgId, db.selectFrom(this.res.table).select(['id', col]).where(col, 'in', keys)).execute()) byKey.set(String(r[col]), Number(r.id));
    }
    return values.map((v) => (v?.[k.name] == null ? undefined : byKey.get(String(v[k.name]))));
  }

  /** The bad rows as uploaded, their row numbers first and their problems last. */
  async writeReport(out: import('node:stream').Writable) {
    const lang = this.p.lang;
    const width = Math.max(this.headerCells.length, ...this.bad.map((b) => b.cells.length));
    const headers = Array.from({ length: width }, (_, i) => String(this.headerCells[i] ?? ''));
    const columns = [
      { label: TRANSFER_MESSAGES.rowHeader[lang], width: 8 },
      ...headers.map((h, i) => {
        // Date cells stay dates, so the corrected report imports again as it is.
        const kind = this.header?.columns.get(i)?.field.kind;
        const numFmt = kind === 'date' ? 'yyyy-mm-dd' : kind === 'datetime' ? 'yyyy-mm-dd hh:mm:ss' : undefined;
        return { label: h, width: Math.max(10, Math.min(40, h.length * 2 + 2)), numFmt };
      }),
      { label: TRANSFER_MESSAGES.problemsHeader[lang], width: 60 },
    ];
    await writeXlsx(out, sheetNameOf(labelOf(this.res.route.label, lang)), columns, async (add) => {
      for (const b of this.bad) add([b.number, ...Array.from({ length: width }, (_, i) => (b.cells[i] ?? null) as any), b.problems]);
    });
  }
}
