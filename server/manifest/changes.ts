import type { FieldDef } from '../../src/resources/types';

/**
 * What a write does to an air order's manifest records (its 舱单 list, `manifestList`): which records
 * it submits (new), changes and deletes. The manifest exchange log (server/manifest/exchange.ts)
 * records one message per change.
 */

export type ManifestRecord = Record<string, unknown>;
export type ExchangeType = 'SUBMIT' | 'CHANGE' | 'DELETE';

export interface ManifestChange {
  type: ExchangeType;
  /** The house waybill number, or null for the master waybill's record (or one without a number). */
  hawbNumber: string | null;
  before: ManifestRecord | null;
  after: ManifestRecord | null;
  /** CHANGE: the fields whose value differs. */
  fields: string[];
}

/** The most records one write is read for: a list field holds at most 200 rows (src/resources/types.ts). */
export const MAX_MANIFEST_RECORDS = 200;

const isRecord = (v: unknown): v is ManifestRecord => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A manifest list as stored (jsonb, maybe a string) or as sent (anything): its records. */
export function manifestRecords(list: unknown): ManifestRecord[] {
  let v = list;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return [];
    }
  }
  return Array.isArray(v) ? v.filter(isRecord).slice(0, MAX_MANIFEST_RECORDS) : [];
}

// An unticked flag is stored as false or not at all: the same thing.
const text = (v: unknown) => (v === null || v === undefined || v === false ? '' : String(v).trim());
const hawbOf = (m: ManifestRecord) => text(m.hawbNumber).toUpperCase() || null;

/**
 * The identity of a record across writes: the master record, or a house waybill by its number. Two
 * records with the same identity (or without a number) are told apart by their order in the list.
 */
function keyed(list: ManifestRecord[]): Map<string, ManifestRecord> {
  const out = new Map<string, ManifestRecord>();
  const seen = new Map<string, number>();
  for (const m of list) {
    const base = m.masterFlag === true ? 'master' : `house:${hawbOf(m) ?? ''}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    out.set(`${base}#${n}`, m);
  }
  return out;
}

/** Values compared as the API stores them: numbers and their text alike, empty and missing alike. */
const same = (a: unknown, b: unknown) => text(a) === text(b);

/**
 * The records `after` adds, changes or removes compared with `before`, comparing the fields of the
 * list's items (all keys present when the field list is not given). In list order: changes and
 * submissions as they appear in `after`, then deletions as they appeared in `before`.
 */
export function manifestChanges(before: unknown, after: unknown, items?: readonly FieldDef[]): ManifestChange[] {
  const old = keyed(manifestRecords(before));
  const now = keyed(manifestRecords(after));
  const out: ManifestChange[] = [];
  for (const [key, m] of now) {
    const prev = old.get(key);
    if (!prev) {
      out.push({ type: 'SUBMIT', hawbNumber: hawbOf(m), before: null, after: m, fields: [] });
      continue;
    }
    const names = items?.map((f) => f.name) ?? [...new Set([...Object.keys(prev), ...Object.keys(m)])];
    const fields = names.filter((n) => !same(prev[n], m[n]));
    if (fields.length) out.push({ type: 'CHANGE', hawbNumber: hawbOf(m), before: prev, after: m, fields });
  }
  for (const [key, m] of old) if (!now.has(key)) out.push({ type: 'DELETE', hawbNumber: hawbOf(m), before: m, after: null, fields: [] });
  return out;
}
