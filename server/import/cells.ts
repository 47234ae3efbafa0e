import type { FieldDef } from '../../src/resources';
import { BOOLEAN_TEXT } from '../../src/schemas/display-text';

/**
 * A spreadsheet cell as the create form would have sent it: numbers from text with thousands
 * separators, dates from date cells or text, enum options and yes/no by their label in either
 * language. What cannot be read is passed on as typed, so the form's own rule names the problem.
 */

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
/** Excel's day 0 (1899-12-30), for dates that arrive as serial numbers. */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY = 86_400_000;

const TRUE_WORDS = new Set(['true', '1', 'y', 'yes', BOOLEAN_TEXT['zh-CN'][0], BOOLEAN_TEXT['en-US'][0].toLowerCase(), '√']);
const FALSE_WORDS = new Set(['false', '0', 'n', 'no', BOOLEAN_TEXT['zh-CN'][1], BOOLEAN_TEXT['en-US'][1].toLowerCase(), '×']);

export interface CellInputContext {
  /** The browser's Date.getTimezoneOffset(): spreadsheet times are the user's local times. */
  tzOffsetMinutes: number;
}

/** A cell as trimmed text (a date cell as its day). */
const textOf = (v: unknown) => (v instanceof Date ? isoDate(v) : String(v).trim());

export function cellInput(f: FieldDef, v: unknown, c: CellInputContext): unknown {
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'string' && v.trim() === '') return undefined;
  switch (f.kind) {
    case 'integer':
    case 'number':
    case 'money':
    case 'weight':
      // A number cell's shortest form is the decimal the user typed (1234.5, not 1234.4999...).
      return typeof v === 'number' ? v : textOf(v).replace(/,/g, '');
    case 'date': {
      if (v instanceof Date) return isoDate(v);
      if (typeof v === 'number') return isoDate(new Date(EXCEL_EPOCH + Math.round(v) * DAY));
      const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(textOf(v));
      return m ? `${m[1]}-${pad(+m[2])}-${pad(+m[3])}` : textOf(v);
    }
    case 'datetime': {
      if (v instanceof Date) return new Date(v.getTime() + c.tzOffsetMinutes * 60_000).toISOString();
      if (typeof v === 'number') return new Date(EXCEL_EPOCH + v * DAY + c.tzOffsetMinutes * 60_000).toISOString();
      return textOf(v);
    }
    case 'boolean': {
      if (typeof v === 'boolean') return v;
      const t = textOf(v).toLowerCase();
      return TRUE_WORDS.has(t) ? true : FALSE_WORDS.has(t) ? false : t;
    }
    case 'enum': {
      const t = textOf(v);
      const low = t.toLowerCase();
      const o =
        f.options?.find((x) => x.value === t) ?? f.options?.find((x) => x.label['zh-CN'] === t || x.label['en-US'].toLowerCase() === low);
      return o ? o.value : t;
    }
    default:
      return textOf(v);
  }
}
