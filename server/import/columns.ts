import type { FieldDef, Bilingual } from '../../src/resources';
import { PARTY_ITEM_FIELDS } from '../../src/resources/fieldsets/party';
import { TRANSFER_MESSAGES, type Language } from '../../src/schemas';

/**
 * The columns of an import: the create form's fields, a party field spread over one column per
 * part (发货人-名称, 发货人-地址, ...). Sub-row lists, files and generated values are not imported.
 */
export interface ImportColumn {
  /** field name, or field.part for a party part */
  key: string;
  field: FieldDef;
  part?: FieldDef;
  label: Bilingual;
  required: boolean;
}

const NOT_IMPORTED = new Set(['list', 'file', 'uuid']);

export function importColumns(fields: readonly FieldDef[]): ImportColumn[] {
  const out: ImportColumn[] = [];
  for (const f of fields) {
    if (f.readOnly || NOT_IMPORTED.has(f.kind)) continue;
    if (f.kind === 'party') {
      for (const p of PARTY_ITEM_FIELDS) {
        out.push({
          key: `${f.name}.${p.name}`,
          field: f,
          part: p,
          required: false,
          label: { 'zh-CN': `${f.label['zh-CN']}-${p.label['zh-CN']}`, 'en-US': `${f.label['en-US']} - ${p.label['en-US']}` },
        });
      }
    } else out.push({ key: f.name, field: f, label: f.label, required: !!f.required });
  }
  return out;
}

/** The template's header text: the label, with '*' when required. */
export const headerText = (c: ImportColumn, lang: Language) => `${c.label[lang]}${c.required ? '*' : ''}`;

const norm = (s: unknown) =>
  String(s ?? '')
    .replace(/[*＊\s]/g, '')
    .toLowerCase();

/** Our own report columns (row number, problems): a re-uploaded error report imports as a template. */
const REPORT_HEADERS = new Set(
  [...Object.values(TRANSFER_MESSAGES.problemsHeader), ...Object.values(TRANSFER_MESSAGES.rowHeader)].map(norm),
);

export interface HeaderMap {
  /** cell index -> column */
  columns: Map<number, ImportColumn>;
  /** Headers that named nothing we import (left out, and said so in the result). */
  ignored: string[];
  /** Required columns the header row lacks. */
  missing: ImportColumn[];
}

/** Which import column each header cell names, by label in either language or by field name. */
export function mapHeader(cells: unknown[], cols: ImportColumn[]): HeaderMap {
  const byText = new Map<string, ImportColumn>();
  for (const c of cols) for (const t of [c.key, c.label['zh-CN'], c.label['en-US']]) byText.set(norm(t), c);
  const columns = new Map<number, ImportColumn>();
  const ignored: string[] = [];
  const seen = new Set<string>();
  cells.forEach((cell, i) => {
    const t = norm(cell);
    if (!t || REPORT_HEADERS.has(t)) return;
    const c = byText.get(t);
    if (c && !seen.has(c.key)) {
      columns.set(i, c);
      seen.add(c.key);
    } else ignored.push(String(cell));
  });
  return { columns, ignored, missing: cols.filter((c) => c.required && !seen.has(c.key)) };
}
