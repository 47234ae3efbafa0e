import type { FieldDef } from './types';

const TEXT_KINDS = new Set(['text', 'textarea']);

/**
 * The field that names a record where another record references it: the route's displayField, else a listed, searchable text
 * field called "...Name" (coopName), else the first listed text field (orderCode), else the first
 * text field. Undefined means only the id can be shown. Lists (RefValue) and exports use it alike.
 */
export function displayFieldOf(route: { fields?: FieldDef[]; displayField?: string } | undefined): FieldDef | undefined {
  const fields = route?.fields ?? [];
  const declared = route?.displayField ? fields.find((f) => f.name === route.displayField) : undefined;
  if (declared) return declared;
  const text = fields.filter((f) => TEXT_KINDS.has(f.kind));
  return text.find((f) => f.list && f.filter === 'like' && /Name$/.test(f.name)) ?? text.find((f) => f.list) ?? text[0];
}
