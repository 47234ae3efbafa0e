import dayjs from 'dayjs';
import type { FieldDef } from '../../resources';
import type { Language } from '../../schemas';
import { decimalsOf } from '../../schemas/fields';
import { booleanText, partyText, stripTags } from '../../schemas/display-text';
import { formatDecimal } from '../../schemas/money';

import { EMPTY, isEmptyValue } from '../display/empty';

export { EMPTY, isEmptyValue };

const numberFormats = new Map<string, Intl.NumberFormat>();

/** Thousands separators and exactly `decimals` places (1234.5 with 2 -> "1,234.50"). */
export function formatNumber(n: number, decimals: number, grouping = true): string {
  const key = `${decimals}:${grouping}`;
  let fmt = numberFormats.get(key);
  if (!fmt) {
    // One grouping style for both languages: Chinese business documents use "1,234.50" too.
    fmt = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: grouping });
    numberFormats.set(key, fmt);
  }
  return fmt.format(n);
}

const toNumber = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN);

/**
 * A field's value as text in the interface language. References are not resolved here (they need
 * the referenced record, see RefValue); this gives their raw id.
 */
export function formatValue(field: FieldDef, value: unknown, lang: Language): string {
  if (isEmptyValue(value)) return EMPTY;
  switch (field.kind) {
    case 'enum': {
      const opt = field.options?.find((o) => o.value === String(value));
      return opt ? opt.label[lang] : String(value);
    }
    case 'boolean': {
      const b = value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined;
      return b === undefined ? String(value) : booleanText(b, lang);
    }
    case 'date': {
      // Dates travel as 'YYYY-MM-DD' already; anything longer is cut, never shifted by a time zone.
      const s = String(value);
      return /^\d{4}-\d{2}-\d{2}/.test(s) ? s.slice(0, 10) : s;
    }
    case 'datetime': {
      const d = dayjs(value as string);
      return d.isValid() ? d.format('YYYY-MM-DD HH:mm') : String(value);
    }
    case 'integer': {
      const n = toNumber(value);
      // No grouping: integers are also years, sort orders and counts people read as codes.
      return Number.isFinite(n) ? formatNumber(n, 0, false) : String(value);
    }
    case 'money':
      // Formatted on the decimal text itself: exact however large.
      return formatDecimal(value, decimalsOf(field)) ?? String(value);
    case 'number':
    case 'weight': {
      const n = toNumber(value);
      return Number.isFinite(n) ? formatNumber(n, decimalsOf(field)) : String(value);
    }
    case 'richtext':
      return stripTags(String(value)) || EMPTY;
    case 'list':
      return Array.isArray(value) ? String(value.length) : EMPTY;
    case 'party': {
      // Name, then the address line as a label prints it.
      return partyText(value as Record<string, unknown>) || EMPTY;
    }
    default:
      return String(value);
  }
}

/** Number kinds are right-aligned in tables so their decimals line up. */
export const isNumeric = (field: FieldDef) => ['integer', 'number', 'money', 'weight'].includes(field.kind);
