import { parse } from 'csv-parse';
import type ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { TRANSFER_MESSAGES, uploadKindOfContent, type Language } from '../../src/schemas';
import { inspectZip } from './zip-guard';

/**
 * What an uploaded import file is, judged by its content (never its name): an .xlsx workbook (a
 * sound zip holding a workbook) or a CSV text (UTF-8, or GB18030 as Chinese Excel saves it).
 * Anything else is refused with the reason in the user's language.
 */
export type SheetFile = { kind: 'xlsx'; rowsHint: number | null } | { kind: 'csv'; text: string; rowsHint: number };

const FIRST_SHEET = /^xl\/worksheets\/sheet1\.xml$/;

export async function sheetFileOf(bytes: Buffer, lang: Language): Promise<SheetFile | { refused: string }> {
  const M = TRANSFER_MESSAGES;
  if (bytes.length === 0) return { refused: M.emptyFile[lang] };
  const kind = uploadKindOfContent(bytes.subarray(0, 64 * 1024));
  if (kind === 'zip') {
    const zip = await inspectZip(bytes, undefined, (n) => FIRST_SHEET.test(n));
    if (!zip) return { refused: M.badArchive[lang] };
    if (!zip.names.includes('[Content_Types].xml') || !zip.names.includes('xl/workbook.xml')) return { refused: M.notSpreadsheet[lang] };
    // The sheet's own dimension (A1:K1001) tells how many rows to expect, for the progress bar.
    const head = [...zip.heads.values()][0] ?? '';
    const dim = /<dimension ref="[A-Z]+\d+(?::[A-Z]+(\d+))?"/.exec(head);
    return { kind: 'xlsx', rowsHint: dim?.[1] ? Number(dim[1]) - 1 : null };
  }
  if (kind === 'ole') return { refused: M.oldExcel[lang] };
  if (kind !== null && kind !== 'txt') return { refused: M.notSpreadsheet[lang] }; // a picture, a PDF, an archive
  const text = decodeText(bytes);
  if (text === null) return { refused: M.notSpreadsheet[lang] };
  if (text.trim() === '') return { refused: M.emptyFile[lang] };
  return { kind: 'csv', text, rowsHint: Math.max(0, text.split('\n').filter((l) => l.trim() !== '').length - 1) };
}

/** UTF-8 (with or without BOM) or GB18030 text without NUL bytes; null for binary content. */
function decodeText(bytes: Buffer): string | null {
  if (bytes.includes(0)) return null;
  for (const enc of ['utf-8', 'gb18030']) {
    try {
      return new TextDecoder(enc, { fatal: true, ignoreBOM: false }).decode(bytes);
    } catch {
      // try the next encoding
    }
  }
  return null;
}

export interface SheetRow {
  /** The row's number as the spreadsheet shows it (1 is the header). */
  number: number;
  cells: unknown[];
}

/** The rows of the first sheet (xlsx, streamed) or of the CSV text, cells as plain values. */
export async function* sheetRows(bytes: Buffer, file: SheetFile): AsyncGenerator<SheetRow> {
  if (file.kind === 'csv') {
    const parser = Readable.from([file.text]).pipe(parse({ bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: false }));
    let n = 0;
    for await (const record of parser as AsyncIterable<string[]>) {
      n += 1;
      yield { number: n, cells: record };
    }
    return;
  }
  const { default: Excel } = await import('exceljs');
  decodeAcrossChunks(Excel);
  const reader = new Excel.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'ignore',
  } as any);
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      const values = Array.isArray(row.values) ? (row.values as unknown[]).slice(1) : [];
      yield { number: row.number, cells: values.map(plainCell) };
    }
    return; // the first sheet only: the template's option lists live on the second
  }
}

let patched = false;

/**
 * exceljs 4.4's streaming reader decodes every inflated chunk of a sheet (and of the shared strings)
 * on its own, so a Chinese character cut by a chunk edge turns into two replacement characters
 * ("已��仓"). Its two entry points are given text decoded across chunks instead (a StringDecoder),
 * which its XML parser takes as it is.
 */
function decodeAcrossChunks(Excel: typeof ExcelJS) {
  if (patched) return;
  patched = true;
  const proto = Excel.stream.xlsx.WorkbookReader.prototype as unknown as {
    _parseWorksheet(iterator: AsyncIterable<Buffer | string>, sheetNo: string): unknown;
    _parseSharedStrings(entry: { setEncoding?(enc: string): void }): unknown;
  };
  const worksheet = proto._parseWorksheet;
  proto._parseWorksheet = function (iterator, sheetNo) {
    return worksheet.call(this, decodedText(iterator), sheetNo);
  };
  const sharedStrings = proto._parseSharedStrings;
  proto._parseSharedStrings = function (entry) {
    entry.setEncoding?.('utf8'); // a Node stream's own StringDecoder
    return sharedStrings.call(this, entry);
  };
}

async function* decodedText(chunks: AsyncIterable<Buffer | string>) {
  const decoder = new StringDecoder('utf8');
  for await (const c of chunks) {
    const text = typeof c === 'string' ? c : decoder.write(c);
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

/** Rich text, formulas, hyperlinks and errors as the value a person sees. */
function plainCell(v: unknown): unknown {
  if (v === null || v === undefined || typeof v !== 'object' || v instanceof Date) return v ?? null;
  const o = v as Record<string, any>;
  if (Array.isArray(o.richText)) return o.richText.map((r: { text: string }) => r.text).join('');
  if ('formula' in o || 'sharedFormula' in o) return plainCell(o.result);
  if ('text' in o && 'hyperlink' in o) return plainCell(o.text);
  if ('error' in o) return null;
  return String(v);
}
