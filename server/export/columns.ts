import type { FieldDef, Bilingual } from '../../src/resources';
import type { Language } from '../../src/schemas';
import { booleanText, partyText, stripTags } from '../../src/schemas/display-text';
import { decimalsOf } from '../../src/schemas/fields';

/**
 * What an export may hold and how each value becomes a spreadsheet cell: dates as dates, numbers as
 * numbers showing their declared decimals, enum labels and yes/no words in the user's language,
 * references as the referenced record's name.
 */

/** The record's own times, offered next to its fields in the custom column choice. */
export const TIME_COLUMNS: FieldDef[] = [
  { name: 'createTime', kind: 'datetime', label: { 'zh-CN': '创建时间', 'en-US': 'Created' } },
  { name: 'updateTime', kind: 'datetime', label: { 'zh-CN': '更新时间', 'en-US': 'Updated' } },
];

/** Everything a record shows that fits a cell: not write-only values (passwords), not sub-row lists. */
export const exportableFields = (fields: readonly FieldDef[]): FieldDef[] => [
  ...fields.filter((f) => !f.writeOnly && f.kind !== 'list'),
  ...TIME_COLUMNS,
];

/** The 默认字段 choice: the list's own columns. */
export const defaultColumns = (fields: readonly FieldDef[]) =>
  fields.filter((f) => f.list && !f.writeOnly && f.kind !== 'list').map((f) => f.name);

export const labelOf = (l: Bilingual, lang: Language) => l[lang] ?? l['zh-CN'];

export function numFmtOf(f: FieldDef): string | undefined {
  switch (f.kind) {
    case 'date':
      return 'yyyy-mm-dd';
    case 'datetime':
      return 'yyyy-mm-dd hh:mm:ss';
    case 'integer':
      return '0';
    case 'number':
    case 'money':
    case 'weight': {
      const d = decimalsOf(f);
      return d > 0 ? `#,##0.${'0'.repeat(d)}` : '#,##0';
    }
    default:
      return undefined;
  }
}

/** Column width in characters: wide enough for the header and the usual value. */
export function widthOf(f: FieldDef, label: string): number {
  const header = [...label].reduce((n, c) => n + (c.charCodeAt(0) > 0xff ? 2 : 1), 0) + 2;
  const value =
    f.kind === 'datetime'
      ? 20
      : f.kind === 'date'
        ? 12
        : ['textarea', 'richtext', 'party'].includes(f.kind)
          ? 40
          : Math.min(30, (f.maxLength ?? 20) + 2);
  return Math.max(8, Math.min(50, Math.max(header, value)));
}

export type CellValue = string | number | boolean | Date | null;

export interface CellContext {
  lang: Language;
  /** The browser's Date.getTimezoneOffset(): spreadsheet times are local times. */
  tzOffsetMinutes: number;
  /** Reference field -> id -> the referenced record's name. */
  refs: Map<string, Map<number, string>>;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * How one column turns its stored values into cells, decided once per column: an export converts
 * millions of values, so the field's kind, options and decimals are not looked at per value.
 */
export function cellReader(f: FieldDef, c: CellContext): (v: unknown) => CellValue {
  const convert = ((): ((v: unknown) => CellValue) => {
    switch (f.kind) {
      case 'integer':
      case 'number':
      case 'money':
      case 'weight':
        // numeric(18,d) values within the validated range (< 1e13) are exact as doubles at their decimals.
        return (v) => {
          const n = typeof v === 'number' ? v : Number(v);
          return Number.isFinite(n) ? n : String(v);
        };
      case 'date':
        return (v) => {
          const m = DATE.exec(String(v));
          return m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3])) : String(v);
        };
      case 'datetime': {
        const shift = c.tzOffsetMinutes * 60_000;
        return (v) => {
          const d = v instanceof Date ? v : new Date(String(v));
          return Number.isNaN(d.getTime()) ? String(v) : new Date(d.getTime() - shift);
        };
      }
      case 'boolean': {
        const [yes, no] = [booleanText(true, c.lang), booleanText(false, c.lang)];
        return (v) => (v === true || v === 'true' ? yes : no);
      }
      case 'enum': {
        const labels = new Map((f.options ?? []).map((o) => [o.value, o.label[c.lang]]));
        return (v) => labels.get(String(v)) ?? String(v);
      }
      case 'ref':
        return (v) => c.refs.get(f.name)?.get(Number(v)) ?? `#${String(v)}`;
      case 'party':
        return (v) => (typeof v === 'object' ? partyText(v as Record<string, unknown>) || null : String(v));
      case 'richtext':
        return (v) => stripTags(String(v));
      default:
        return (v) => (typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v));
    }
  })();
  return (v) => (v === null || v === undefined || v === '' ? null : convert(v));
}

/** One value as a cell (see cellReader, which an export uses per column). */
export const cellOf = (f: FieldDef, v: unknown, c: CellContext): CellValue => cellReader(f, c)(v);
