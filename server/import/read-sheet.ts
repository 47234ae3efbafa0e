import { parse } from 'csv-parse';
import type ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { TRANSFER_MESSAGES, uploadKindOfContent, type Language } from '../../src/schemas';
import { ApiError, badRequest } from '../http/envelope';
import { InflateBudget, inspectZip, openEntry, ZipLimitError, type ZipEntry } from './zip-guard';

/**
 * What an uploaded import file is, judged by its content (never its name): an .xlsx workbook (a
 * sound zip holding a workbook) or a CSV text (UTF-8, or GB18030 as Chinese Excel saves it).
 * Anything else is refused with the reason in the user's language.
 */
export type SheetFile =
  | { kind: 'xlsx'; rowsHint: number | null; entries: Map<string, ZipEntry> }
  | { kind: 'csv'; text: string; rowsHint: number };

const FIRST_SHEET = /^xl\/worksheets\/sheet1\.xml$/;

export async function sheetFileOf(bytes: Buffer, lang: Language): Promise<SheetFile | { refused: string }> {
  const M = TRANSFER_MESSAGES;
  if (bytes.length === 0) return { refused: M.emptyFile[lang] };
  const kind = uploadKindOfContent(bytes.subarray(0, 64 * 1024));
  if (kind === 'zip') {
    const zip = await inspectZip(bytes, undefined, (n) => FIRST_SHEET.test(n));
    if ('problem' in zip) return { refused: (zip.problem === 'unlisted' ? M.unlistedData : M.badArchive)[lang] };
    if (!zip.names.includes('[Content_Types].xml') || !zip.names.includes('xl/workbook.xml')) return { refused: M.notSpreadsheet[lang] };
    // The sheet's own dimension (A1:K1001) tells how many rows to expect, for the progress bar.
    const head = [...zip.heads.values()][0] ?? '';
    const dim = /<dimension ref="[A-Z]+\d+(?::[A-Z]+(\d+))?"/.exec(head);
    return { kind: 'xlsx', rowsHint: dim?.[1] ? Number(dim[1]) - 1 : null, entries: zip.entries };
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

/**
 * The rows of the first sheet (xlsx, streamed) or of the CSV text, cells as plain values. A file
 * that cannot be read to its end (an entry inflating beyond its limit, broken XML) is a 400 with
 * the reason in the user's language.
 */
export async function* sheetRows(bytes: Buffer, file: SheetFile, lang: Language): AsyncGenerator<SheetRow> {
  try {
    if (file.kind === 'xlsx') {
      yield* xlsxRows(bytes, file.entries);
      return;
    }
    const parser = Readable.from(slices(file.text)).pipe(
      parse({ bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: false }),
    );
    let n = 0;
    for await (const record of parser as AsyncIterable<string[]>) {
      n += 1;
      yield { number: n, cells: record };
    }
  } catch (e) {
    // Only the reader's own failures arrive here (a consumer's error ends the generator instead).
    if (e instanceof ApiError) throw e;
    throw badRequest(TRANSFER_MESSAGES[e instanceof ZipLimitError ? 'badArchive' : 'unreadable'][lang]);
  }
}

/** The text in pieces, so the parser streams (one piece would be parsed whole before the first row). */
function* slices(text: string, size = 64 * 1024) {
  for (let at = 0; at < text.length; ) {
    let end = Math.min(text.length, at + size);
    // Never between the two halves of a character beyond U+FFFF.
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end += 1;
    yield text.slice(at, end);
    at = end;
  }
}

/** The private parts of exceljs 4.4's streaming reader this module drives (see xlsxRows). */
interface ExcelReaderParts {
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { id: number; name: string; rId: string }[] };
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncIterable<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(iterator: AsyncIterable<string>, sheetNo: string): Iterable<{ eventType: string; value: AsyncIterable<ExcelJS.Row> }>;
}

/**
 * The first sheet's rows, read from the entries the zip's central directory lists and nothing else
 * (server/import/zip-guard.ts). exceljs's own streaming reader walks the local entries in file
 * order, so it would also inflate an entry the directory does not list, without limit. Here its
 * parsers get each entry from `openEntry`, inflated bytes counted against the archive's budget:
 * relations, workbook, shared strings and styles first, then the workbook's first sheet.
 */
async function* xlsxRows(bytes: Buffer, entries: Map<string, ZipEntry>): AsyncGenerator<SheetRow> {
  const { default: Excel } = await import('exceljs');
  const reader = new Excel.stream.xlsx.WorkbookReader(Readable.from([]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  } as any) as unknown as ExcelReaderParts;
  const budget = new InflateBudget();
  const open = (name: string) => {
    const entry = entries.get(name);
    return entry ? openEntry(bytes, entry, budget) : null;
  };
  const rels = open('xl/_rels/workbook.xml.rels');
  if (rels) await reader._parseRels(rels);
  const workbook = open('xl/workbook.xml');
  if (workbook) await reader._parseWorkbook(workbook);
  const strings = open('xl/sharedStrings.xml');
  if (strings) {
    // Text decoded across chunks: a Chinese character cut by a chunk edge stays whole.
    strings.setEncoding('utf8');
    for await (const _ of reader._parseSharedStrings(strings));
  }
  const styles = open('xl/styles.xml');
  if (styles) await reader._parseStyles(styles);
  const path = firstSheetPath(reader);
  const sheetEntry = open(path);
  if (!sheetEntry) return;
  const sheetNo = /sheet(\d+)\.xml$/.exec(path)?.[1] ?? '1';
  for (const { eventType, value } of reader._parseWorksheet(decodedText(sheetEntry), sheetNo)) {
    if (eventType !== 'worksheet') continue;
    for await (const row of value) {
      const values = Array.isArray(row.values) ? (row.values as unknown[]).slice(1) : [];
      yield { number: row.number, cells: values.map(plainCell) };
    }
    return; // the first sheet only: the template's option lists live on the second
  }
}

/** The zip path of the workbook's first sheet (by the workbook's order, through its relations). */
function firstSheetPath(reader: ExcelReaderParts): string {
  const first = reader.model?.sheets?.[0];
  const target = first && reader.workbookRels?.find((r) => r.Id === first.rId)?.Target;
  if (!target) return 'xl/worksheets/sheet1.xml';
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
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
