import type { FieldDef, Labels } from '../../src/resources';
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
export const defaultColumns = (fields: readonly FieldDef[]) => fields.filter((f) => f.list && !f.writeOnly && f.kind !== 'list').map((f) => f.name);

export const labelOf = (l: Labels, lang: Language) => l[lang] ?? l['zh-CN'];

export function numFmtOf(f: FieldDef): string | undefined {
  switch (f.kind) {
    case 'date': return 'yyyy-mm-dd';
    case 'datetime': return 'yyyy-mm-dd hh:mm:ss';
    case 'integer': return '0';
    case 'number':
    case 'money':
    case 'weight': {
      const d = decimalsOf(f);
      return d > 0 ? `#,##0.${'0'.repeat(d)}` : '#,##0';
    }
    default: return undefined;
  }
}

/** Column width in characters: wide enough for the header and the usual value. */
export function widthOf(f: FieldDef, label: string): number {
  const header = [...label].reduce((n, c) => n + (c.charCodeAt(0) > 0xff ? 2 : 1), 0) + 2;
  const value = f.kind === 'datetime' ? 20 : f.kind === 'date' ? 12 : ['textarea', 'richtext', 'party'].includes(f.kind) ? 40 : Math.min(30, (f.maxLength ?? 20) + 2);
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

export function cellOf(f: FieldDef, v: unknown, c: CellContext): CellValue {
  if (v === null || v === undefined || v === '') return null;
  switch (f.kind) {
    case 'integer':
    case 'number':
    case 'money':
    case 'weight': {
      // numeric(18,d) values within the validated range (< 1e13) are exact as doubles at their decimals.
      const n = typeof v === 'number' ? v : Number(v);
      return Number.isFinite(n) ? n : String(v);
    }
    case 'date': {
      const m = DATE.exec(String(v));
      return m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3])) : String(v);
    }
    case 'datetime': {
      const d = v instanceof Date ? v : new Date(String(v));
      return Number.isNaN(d.getTime()) ? String(v) : new Date(d.getTime() - c.tzOffsetMinutes * 60_000);
    }
    case 'boolean':
      return booleanText(v === true || v === 'true', c.lang);
    case 'enum':
      return f.options?.find((o) => o.value === String(v))?.label[c.lang] ?? String(v);
    case 'ref':
      return c.refs.get(f.name)?.get(Number(v)) ?? `#${String(v)}`;
    case 'party':
      return typeof v === 'object' ? partyText(v as Record<string, unknown>) || null : String(v);
    case 'richtext':
      return stripTags(String(v));
    default:
      return typeof v === 'object' ? JSON.stringify(v) : String(v);
  }
}
