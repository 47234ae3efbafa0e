import type { FieldDef } from '../../resources';

/** Fields the user may write: the definition's, minus those the server fills (readOnly). */
export const editableFields = (fields: readonly FieldDef[]) => fields.filter((f) => !f.readOnly);

/** A blank record: every field present, so every input is controlled from the start. */
export function blankValues(fields: readonly FieldDef[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f.name, null]));
}

/**
 * What is sent on save: exactly the editable fields of the definition, empty inputs as null (which
 * also clears a value on edit). System columns (id, createTime, createdBy...) and anything the edit
 * query loaded besides the fields never go back: the server refuses unknown or read-only names.
 */
export function toPayload(fields: readonly FieldDef[], values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of editableFields(fields)) {
    const v = values[f.name];
    out[f.name] = v === undefined || v === '' ? null : typeof v === 'string' && f.kind !== 'richtext' ? v.trim() || null : v;
  }
  return out;
}

const NUMBER_KINDS = new Set(['integer', 'number', 'money', 'weight', 'ref']);

/**
 * Starting values a link gives a new record (`/af_order_inquiry/create?departureAirport=PVG&grossWeight=120`):
 * query parameters named like an editable field of a simple kind, as that kind's value. Anything
 * else in the query (flag, callback, ...) is ignored; the form's rules still check what is taken.
 */
export function prefillValues(fields: readonly FieldDef[], params: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of editableFields(fields)) {
    const raw = params.get(f.name);
    if (raw === null || raw.trim() === '' || f.kind === 'list' || f.kind === 'party' || f.kind === 'file' || f.kind === 'richtext')
      continue;
    const v = raw.trim();
    if (NUMBER_KINDS.has(f.kind)) {
      const n = Number(v);
      if (Number.isFinite(n)) out[f.name] = n;
    } else if (f.kind === 'boolean') {
      if (v === 'true' || v === 'false') out[f.name] = v === 'true';
    } else if (f.kind === 'enum') {
      if (f.options?.some((o) => o.value === v)) out[f.name] = v;
    } else out[f.name] = v;
  }
  return out;
}
