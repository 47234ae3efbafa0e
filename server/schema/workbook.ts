import { Writable } from 'node:stream';
import type { CellValue } from '../export/columns';
import { writeXlsx, type SheetColumn } from '../export/xlsx';

/**
 * The workbooks of the schema engine, built in memory (they hold what a change empties or what a
 * purge destroys: bounded by the rows a table has, read in batches): one sheet, a bold header.
 */
export async function workbookBytes(
  sheet: string,
  columns: SheetColumn[],
  fill: (add: (cells: CellValue[]) => void, settle: () => Promise<void>) => Promise<void>,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk);
      done();
    },
  });
  const finished = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
  });
  await writeXlsx(out, sheet, columns, fill);
  await finished;
  return Buffer.concat(chunks);
}

/** The columns of the workbook of values a change empties or alters, written before it runs. */
export const PROBLEM_COLUMNS: SheetColumn[] = [
  { label: '路由 Route', width: 20 },
  { label: '字段 Field', width: 20 },
  { label: '检查 Check', width: 12 },
  { label: '记录ID Record id', width: 14 },
  { label: '公司 Organisation', width: 14 },
  { label: '原值 Value', width: 30 },
  { label: '转换后 Becomes', width: 30 },
  { label: '原因 Why', width: 40 },
];
