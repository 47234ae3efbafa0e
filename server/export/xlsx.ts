import type ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import type { CellValue } from './columns';

export interface SheetColumn {
  label: string;
  width: number;
  numFmt?: string;
}

const HEADER_STYLE: Partial<ExcelJS.Style> = { font: { bold: true } };

/** Sheet names: at most 31 characters, none of : \ / ? * [ ]. */
export const sheetNameOf = (s: string) => s.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';

/** Sheet bytes waiting to be zipped beyond which the writer waits (see `settle`). */
const BACKLOG_BYTES = 4 * 1024 * 1024;

/**
 * Writes one sheet as a real .xlsx (exceljs's streaming WorkbookWriter) into `out`, row by row:
 * the rows `fill` adds are committed and zipped as they come. exceljs hands the sheet's bytes to the
 * zip without heeding backpressure, so `fill` calls `settle()` between batches, which waits while
 * more than a few MB are queued for the zip (and so for `out`): memory stays flat however many rows.
 * Every cell of a column shares one style object, which exceljs resolves once (a fresh object per
 * cell would cost a style lookup per cell and halve the speed).
 */
export async function writeXlsx(
  out: Writable, sheetName: string, columns: SheetColumn[],
  fill: (add: (cells: CellValue[]) => void, settle: () => Promise<void>) => Promise<void>,
) {
  const { default: Excel } = await import('exceljs'); // loaded on first use: it adds a second to the start
  const wb = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet(sheetNameOf(sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c, i) => ({ key: `c${i}`, header: c.label, width: c.width }));
  ws.getRow(1).eachCell((cell) => {
    cell.style = HEADER_STYLE;
  });
  const styles: Partial<ExcelJS.Style>[] = columns.map((c) => (c.numFmt ? { numFmt: c.numFmt } : {}));
  const settle = async () => {
    // The zip's input for this sheet (exceljs StreamBuf -> archiver's PassThrough).
    const queue = (ws as unknown as { stream: { pipes?: Writable[] } }).stream.pipes?.[0] as (Writable & { _writableState?: { length: number } }) | undefined;
    const backlog = () => queue?._writableState?.length ?? queue?.writableLength ?? 0;
    while (queue && backlog() > BACKLOG_BYTES) await new Promise((resolve) => queue.once('drain', resolve));
  };
  await fill((cells) => {
    const row = ws.addRow(cells);
    row.eachCell((cell, n) => {
      cell.style = styles[n - 1];
    });
    row.commit();
  }, settle);
  ws.commit();
  await wb.commit();
}
