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
