import type { FieldDef } from '../../src/resources';
import { missingColumns, TRANSFER_MESSAGES, truncateImportedParty, type Language } from '../../src/schemas';
import { badRequest } from '../http/envelope';
import { sheetNameOf, writeXlsx } from '../export/xlsx';
import { inputChecker } from '../resources/input-check';
import { chunkWriter } from '../workers/chunks';
import type { TaskIo } from '../workers/protocol';
import { cellInput } from './cells';
import { importColumns, mapHeader, type HeaderMap } from './columns';
import { sheetFileOf, sheetRows, type SheetRow } from './read-sheet';

/**
 * The CPU-heavy half of an import, run in a worker thread (server/workers): the file is judged,
 * read, every row turned into the create form's input and checked by its rules, and the error
 * report written. The main thread (import-job.ts) does what needs the database: references by
 * name, unique codes, the table's hooks, the writes. Rows cross between the two a batch at a time.
 */
export interface SheetTaskInit {
  bytes: Uint8Array;
  lang: Language;
  tzOffset: number;
  fields: FieldDef[];
  /** DataResource.notNull as entries (field -> has a default). */
  notNull: [string, boolean][];
  imageOrigins: string[];
  /** The error report's sheet name (the list's label). */
  sheetName: string;
  batchSize: number;
}

/** One batch of checked rows: parallel arrays, a row's values null when its rules refused it. */
export interface CheckedBatch {
  /** The batch's number (the main thread names it when it reports the batch's bad rows). */
  seq: number;
  numbers: number[];
  values: (Record<string, unknown> | null)[];
  errors: Record<string, string>[];
  /** Reference fields' texts as the file gave them, per row (resolved by name on the main thread). */
  refs: Record<string, (string | null)[]>;
  /** Headers that named nothing imported (set on the first batch). */
  ignoredColumns: string[];
}

/** Stands in for a reference while the row's rules are checked; the main thread puts the real id. */
const REF_PLACEHOLDER = 1;

const isBlank = (cells: unknown[]) => cells.every((c) => c === null || c === undefined || (typeof c === 'string' && c.trim() === ''));

export async function importSheetTask(init: SheetTaskInit, io: TaskIo) {
  const bytes = Buffer.from(init.bytes.buffer, init.bytes.byteOffset, init.bytes.byteLength);
  const lang = init.lang;
  const file = await sheetFileOf(bytes, lang);
  if ('refused' in file) throw badRequest(file.refused, { file: file.refused });
  const cols = importColumns(init.fields);
  const byName = new Map(init.fields.map((f) => [f.name, f]));
  const validate = inputChecker({ fields: init.fields, byName, notNull: new Map(init.notNull) }, lang, init.imageOrigins);
  let header: HeaderMap | null = null;
  let headerCells: unknown[] = [];
  let rows: AsyncGenerator<SheetRow> | null = null;
  let seq = 0;
  /** Rows of batches handed out and not yet reported on, by batch. */
  const pending = new Map<number, SheetRow[]>();
  const bad: { number: number; cells: unknown[]; problems: string }[] = [];

  const setHeader = (cells: unknown[]) => {
    header = mapHeader(cells, cols);
    headerCells = cells;
    if (header.missing.length)
      throw badRequest(
        missingColumns(
          header.missing.map((c) => c.label[lang]),
          lang,
        ),
      );
  };

  /** A row's cells as the create form's input; party parts gathered and cut to the import limits (docs/behaviour.md §1.5.2). */
  const inputOf = (row: SheetRow): Record<string, unknown> => {
    const input: Record<string, unknown> = {};
    const parties: Record<string, Record<string, unknown>> = {};
    for (const [i, col] of header!.columns) {
      const v = cellInput(col.part ?? col.field, row.cells[i], { tzOffsetMinutes: init.tzOffset });
      if (v === undefined) continue;
      if (col.part) (parties[col.field.name] ??= {})[col.part.name] = v;
      else input[col.field.name] = v;
    }
    for (const [name, party] of Object.entries(parties)) input[name] = truncateImportedParty(party);
    return input;
  };

  const check = async (batch: SheetRow[]): Promise<CheckedBatch> => {
    const refCols = [...header!.columns.values()].filter((c) => !c.part && c.field.kind === 'ref' && c.field.ref);
    const refs: Record<string, (string | null)[]> = Object.fromEntries(refCols.map((c) => [c.field.name, []]));
    const values: (Record<string, unknown> | null)[] = [];
    const errors: Record<string, string>[] = [];
    for (const row of batch) {
      const input = inputOf(row);
      for (const c of refCols) {
        const v = input[c.field.name];
        refs[c.field.name].push(v === undefined ? null : String(v));
        if (v !== undefined) input[c.field.name] = REF_PLACEHOLDER;
      }
      const r = await validate(input, { presentOnly: true });
      values.push(r.values);
      errors.push(r.errors ?? {});
    }
    const s = ++seq;
    pending.set(s, batch);
    return { seq: s, numbers: batch.map((r) => r.number), values, errors, refs, ignoredColumns: header!.ignored };
  };

  return {
    rowsHint: () => file.rowsHint,

    /** The upload's check: the header has the required columns and a data row follows. */
    async head() {
      for await (const row of sheetRows(bytes, file, lang)) {
        if (isBlank(row.cells)) continue;
        if (header) return file.rowsHint;
        setHeader(row.cells);
      }
      throw badRequest(TRANSFER_MESSAGES.noRows[lang]);
    },

    /** The next batch of checked rows, or null at the end of the sheet. */
    async next(): Promise<CheckedBatch | null> {
      rows ??= sheetRows(bytes, file, lang);
      const batch: SheetRow[] = [];
      for (;;) {
        const { value: row, done } = await rows.next();
        if (done) break;
        if (isBlank(row.cells)) continue;
        if (!header) {
          setHeader(row.cells);
          continue;
        }
        batch.push(row);
        if (batch.length >= init.batchSize) break;
      }
      return batch.length ? check(batch) : null;
    },

    /** The main thread's verdict on a batch: its bad rows and their problems (kept for the report). */
    bad(batchSeq: number, list: { number: number; problems: string }[]) {
      const batch = pending.get(batchSeq) ?? [];
      pending.delete(batchSeq);
      const byNumber = new Map(batch.map((r) => [r.number, r]));
      for (const b of list) bad.push({ number: b.number, cells: byNumber.get(b.number)?.cells ?? [], problems: b.problems });
    },

    /** The bad rows as uploaded, their row numbers first and their problems last, sent as chunks. */
    async report() {
      const width = Math.max(headerCells.length, ...bad.map((b) => b.cells.length));
      const headers = Array.from({ length: width }, (_, i) => String(headerCells[i] ?? ''));
      const columns = [
        { label: TRANSFER_MESSAGES.rowHeader[lang], width: 8 },
        ...headers.map((h, i) => {
          // Date cells stay dates, so the corrected report imports again as it is.
          const kind = (header as HeaderMap | null)?.columns.get(i)?.field.kind;
          const numFmt = kind === 'date' ? 'yyyy-mm-dd' : kind === 'datetime' ? 'yyyy-mm-dd hh:mm:ss' : undefined;
          return { label: h, width: Math.max(10, Math.min(40, h.length * 2 + 2)), numFmt };
        }),
        { label: TRANSFER_MESSAGES.problemsHeader[lang], width: 60 },
      ];
      const out = chunkWriter(io);
      await writeXlsx(out, sheetNameOf(init.sheetName), columns, async (add) => {
        for (const b of bad) add([b.number, ...Array.from({ length: width }, (_, i) => (b.cells[i] ?? null) as any), b.problems]);
      });
      await new Promise<void>((resolve, reject) => {
        out.once('error', reject);
        if (out.writableFinished) resolve();
        else out.once('finish', resolve);
      });
    },
  };
}
