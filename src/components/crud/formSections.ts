import type { FieldDef, Labels, ResolvedRoute } from '../../resources';

export interface FieldGroup {
  key: string;
  label?: Labels;
  fields: FieldDef[];
}

/**
 * A form's groups: one untitled group, or the sections in order and a last one of what none names
 * (RouteDef.sections). The generic form, the fields form and the module designer's preview share it.
 */
export function groupsOf(shown: FieldDef[], sections: ResolvedRoute['sections']): FieldGroup[] {
  if (!sections?.length) return [{ key: 'all', label: undefined, fields: shown }];
  const byName = new Map(shown.map((f) => [f.name, f]));
  const placed = new Set(sections.flatMap((s) => s.fields));
  const groups: FieldGroup[] = sections.map((s, i) => ({ key: String(i), label: s.label, fields: s.fields.map((n) => byName.get(n)).filter((f): f is FieldDef => !!f) }));
  const rest = shown.filter((f) => !placed.has(f.name));
  if (rest.length) groups.push({ key: 'rest', label: undefined, fields: rest });
  return groups.filter((g) => g.fields.length);
}
