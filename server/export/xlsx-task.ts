import type { FieldDef } from '../../src/resources';
import type { Language } from '../../src/schemas';
import { chunkWriter } from '../workers/chunks';
import type { TaskIo } from '../workers/protocol';
import { cellReader, type CellContext, type CellValue } from './columns';
import { writeXlsx, type SheetColumn } from './xlsx';

/**
 * The CPU-heavy half of an export, run in a worker thread (server/workers): records become cells
 * (one converter per column) and sheet XML, zipped into the .xlsx whose bytes go back to the main
 * thread as they are made. The main thread reads the batches from the database (export-job.ts).
 */
export interface XlsxTaskInit {
  sheetName: string;
  columns: SheetColumn[];
  /** The fields of the columns, in order: how each value becomes a cell. */
  fields: FieldDef[];
  lang: Language;
  tzOffset: number;
}

type Batch = {
  records: Record<string, unknown>[];
  refs: Map<string, Map<number, string>> | null;
  done: () => void;
  failed: (e: unknown) => void;
};

export function xlsxWriterTask(init: XlsxTaskInit, io: TaskIo) {
  const c: CellContext = { lang: init.lang, tzOffsetMinutes: init.tzOffset, refs: new Map() };
  const readers = init.fields.map((f) => cellReader(f, c));
  const names = init.fields.map((f) => f.name);
  const n = names.length;
  const queue: (Batch | null)[] = [];
  let wake: (() => void) | null = null;
  let failure: unknown = null;
  const next = async (): Promise<Batch | null> => {
    while (!queue.length) await new Promise<void>((resolve) => (wake = resolve));
    return queue.shift()!;
  };
  const push = (b: Batch | null) => {
    queue.push(b);
    wake?.();
    wake = null;
  };
  const out = chunkWriter(io);
  const finished = new Promise<void>((resolve, reject) => {
    out.once('finish', resolve);
    out.once('error', reject);
  });
  const writing = writeXlsx(out, init.sheetName, init.columns, async (add, settle) => {
    for (let b = await next(); b; b = await next()) {
      try {
        if (b.refs) c.refs = b.refs;
        for (const rec of b.records) {
          const cells = new Array<CellValue>(n);
          for (let i = 0; i < n; i++) cells[i] = readers[i](rec[names[i]]);
          add(cells);
        }
        await settle();
        b.done();
      } catch (e) {
        b.failed(e);
        throw e;
      }
    }
  }).catch((e) => {
    failure = e;
    for (const b of queue.splice(0)) b?.failed(e);
    throw e;
  });
  writing.catch(() => {});

  return {
    /** One batch of records (and the names its references show); resolves once they are in the sheet. */
    rows(records: Record<string, unknown>[], refs: Map<string, Map<number, string>> | null) {
      if (failure) throw failure;
      return new Promise<void>((done, failed) => push({ records, refs, done, failed }));
    },
    /** The last batch was given: the workbook is finished and all its bytes sent. */
    async end() {
      push(null);
      await writing;
      await finished;
    },
  };
}
