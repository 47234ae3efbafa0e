import type { FieldDef, Bilingual, ResolvedRoute } from '../../resources';

/** One titled group of fields on a detail screen or form; `key` names it in test ids and anchors. */
export interface FieldGroup {
  key: string;
  label?: Bilingual;
  fields: FieldDef[];
}

/**
 * A record's fields in the route's sections (RouteDef.sections), in order, then a last untitled
 * group of the fields no section names. List fields a tab shows (RouteDef.tabs) are left to the tab
 * when `withTabs` is false (the detail screen); a form groups them under the tab's title instead,
 * so the edit screen reads in the same order as the detail screen. Empty groups are dropped.
 */
export function fieldGroups(fields: readonly FieldDef[], route: Pick<ResolvedRoute, 'sections' | 'tabs'>, withTabs: boolean): FieldGroup[] {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const pick = (names: readonly string[]) => names.map((n) => byName.get(n)).filter((f): f is FieldDef => !!f);
  const groups: FieldGroup[] = (route.sections ?? []).map((s, i) => ({ key: `s${i}`, label: s.label, fields: pick(s.fields) }));
  const tabbed = (route.tabs ?? []).map((t) => ({ key: `t-${t.key}`, label: t.label, fields: pick(t.fields ?? []) }));
  if (withTabs) groups.push(...tabbed);
  const placed = new Set([...(route.sections ?? []).flatMap((s) => s.fields), ...tabbed.flatMap((g) => g.fields.map((f) => f.name))]);
  const rest = fields.filter((f) => !placed.has(f.name));
  if (rest.length) groups.push({ key: 'rest', label: undefined, fields: rest });
  return groups.filter((g) => g.fields.length);
}
