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
/** Row XML gathered before it is handed to the zip in one piece. */
const FLUSH_CHARS = 512 * 1024;

/** A1-style column letters: 1 -> A, 27 -> AA. */
export function columnLetter(n: number): string {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}

// What XML text may not hold as it is: the five markup characters, and control characters, which
// XML 1.0 cannot carry at all (dropped, as exceljs does).
const XML_SPECIAL = /[<>&'"\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/;
const XML_SPECIALS = /[<>&'"\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/g;
const ENTITY: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };
export const xmlText = (s: string) => (XML_SPECIAL.test(s) ? s.replace(XML_SPECIALS, (c) => ENTITY[c] ?? '') : s);

/** Days since Excel's day 0 (1899-12-30): how a spreadsheet stores a date or time. */
const excelSerial = (d: Date) => 25569 + d.getTime() / 86_400_000;

/**
 * One data cell as sheet XML, written the way exceljs writes it (numbers and dates as numbers with
 * the column's format, text as `t="str"`, yes/no as `t="b"`), so the file reads back the same.
 */
function cellXml(ref: string, style: string, v: CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') {
    return Number.isFinite(v) ? `<c r="${ref}"${style}><v>${v}</v></c>` : `<c r="${ref}"${style} t="str"><v>${v}</v></c>`;
  }
  if (typeof v === 'string') return `<c r="${ref}"${style} t="str"><v>${xmlText(v)}</v></c>`;
  if (typeof v === 'boolean') return `<c r="${ref}"${style} t="b"><v>${v ? 1 : 0}</v></c>`;
  if (v instanceof Date) {
    const t = v.getTime();
    return Number.isNaN(t) ? '' : `<c r="${ref}"${style}><v>${excelSerial(v)}</v></c>`;
  }
  return `<c r="${ref}"${style} t="str"><v>${xmlText(String(v))}</v></c>`;
}

/**
 * Writes one sheet as a real .xlsx into `out`, streamed: the rows `fill` adds are zipped as they
 * come, so memory stays flat however many rows.
 *
 * exceljs's streaming WorkbookWriter makes the package (workbook, styles, column widths, the frozen
 * bold header, the zip); the data rows' XML is written here, straight into its sheet stream. Through
 * exceljs's own rows every cell costs a Cell object, a style lookup, an address parse and an XML
 * builder, which made three quarters of an export's time (a million orders of 16 columns: 35 CPU
 * seconds, 16 of them in exceljs and 7 in garbage collection); a row here is one string.
 * exceljs hands the sheet's bytes to the zip without heeding backpressure, so `fill` calls
 * `settle()` between batches, which waits while more than a few MB are queued for the zip.
 */
export async function writeXlsx(
  out: Writable,
  sheetName: string,
  columns: SheetColumn[],
  fill: (add: (cells: CellValue[]) => void, settle: () => Promise<void>) => Promise<void>,
) {
  const { default: Excel } = await import('exceljs'); // loaded on first use: it adds a second to the start
  const wb = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet(sheetNameOf(sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c, i) => ({ key: `c${i}`, header: c.label, width: c.width }));
  const header = ws.getRow(1);
  header.eachCell((cell) => {
    cell.style = HEADER_STYLE;
  });
  header.commit(); // writes the columns, opens <sheetData> and writes the header row

  // Each column's letter and style attribute, resolved once in the workbook's style table.
  const styles = (wb as unknown as { styles: { addStyleModel(model: Partial<ExcelJS.Style>, type: number): number } }).styles;
  const letters = columns.map((_, i) => columnLetter(i + 1));
  const styleAttrs = columns.map((c) => (c.numFmt ? ` s="${styles.addStyleModel({ numFmt: c.numFmt }, Excel.ValueType.Number)}"` : ''));
  const sheet = (ws as unknown as { stream: Writable & { pipes?: Writable[] } }).stream;

  let rowNumber = 1;
  let parts: string[] = [];
  let chars = 0;
  const flush = () => {
    if (!parts.length) return;
    sheet.write(Buffer.from(parts.join(''), 'utf8'));
    parts = [];
    chars = 0;
  };
  const add = (cells: CellValue[]) => {
    rowNumber += 1;
    let xml = `<row r="${rowNumber}">`;
    for (let i = 0; i < cells.length; i++)
      xml += cellXml(`${letters[i] ?? columnLetter(i + 1)}${rowNumber}`, styleAttrs[i] ?? '', cells[i]);
    xml += '</row>';
    parts.push(xml);
    chars += xml.length;
    if (chars >= FLUSH_CHARS) flush();
  };
  const settle = async () => {
    flush();
    // The zip's input for this sheet (exceljs StreamBuf -> archiver's PassThrough).
    const queue = sheet.pipes?.[0] as (Writable & { _writableState?: { length: number } }) | undefined;
    const backlog = () => queue?._writableState?.length ?? queue?.writableLength ?? 0;
    while (queue && backlog() > BACKLOG_BYTES) await new Promise((resolve) => queue.once('drain', resolve));
  };
  await fill(add, settle);
  flush();
  ws.commit();
  await wb.commit();
}
