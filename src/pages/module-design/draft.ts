import type { FieldDef, FieldKind, ModuleDef, ResolvedRoute, RouteDef } from '../../resources';
import { resolveAggregate } from '../../resources/aggregate';

/**
 * The designer's working copy of a module: routes and fields with the names they have in the
 * published definition, so a rename made in the editor is published as a rename (`renamedFrom`)
 * and the engine keeps the values, instead of a removal and an empty new field.
 */
export interface FieldDraft {
  key: string;
  def: FieldDef;
  /** The field's name in the published definition (none: a new field). */
  published?: string;
}

export interface RouteDraft {
  key: string;
  def: Omit<RouteDef, 'fields'>;
  fields: FieldDraft[];
  /** The route's path in the published definition. */
  published?: string;
}

export interface ModuleDraft {
  code: string;
  label: ModuleDef['label'];
  icon?: string;
  routes: RouteDraft[];
  /** The published version this draft changes (0: a new module). */
  baseVersion: number;
}

let seq = 0;
export const newKey = () => `k${++seq}`;

/**
 * A draft from a definition (the published one, or a saved draft that may carry renamedFrom): each
 * route and field remembers its published name when the published definition has it.
 */
export function draftOf(def: ModuleDef, published: ModuleDef | null, baseVersion: number): ModuleDraft {
  const pubRoutes = new Map((published?.routes ?? []).map((r) => [r.path, r]));
  return {
    code: def.code,
    label: def.label,
    icon: def.icon,
    baseVersion,
    routes: def.routes.map((r) => {
      const { fields, renamedFrom, ...rest } = r;
      const was = renamedFrom && pubRoutes.has(renamedFrom) ? renamedFrom : pubRoutes.has(r.path) ? r.path : undefined;
      const pubFields = new Set((pubRoutes.get(was ?? '')?.fields ?? []).map((f) => f.name));
      return {
        key: newKey(),
        def: rest,
        published: was,
        fields: (fields ?? []).map((f) => {
          const { renamedFrom: fr, ...fdef } = f;
          return { key: newKey(), def: fdef, published: fr && pubFields.has(fr) ? fr : pubFields.has(f.name) ? f.name : undefined };
        }),
      };
    }),
  };
}

/** The definition to check, plan and publish: renamedFrom where a name differs from the published one. */
export function definitionOf(d: ModuleDraft): ModuleDef {
  return {
    code: d.code,
    label: d.label,
    ...(d.icon ? { icon: d.icon } : {}),
    routes: d.routes.map((r) => {
      const route: RouteDef = { ...r.def, ...(r.published && r.published !== r.def.path ? { renamedFrom: r.published } : {}) };
      // A report with an aggregate derives its fields (src/resources/aggregate.ts).
      if (r.def.kind === 'crud' || (r.def.kind === 'report' && !r.def.aggregate)) {
        route.fields = r.fields.map((f) => ({
          ...f.def,
          ...(f.published && f.published !== f.def.name ? { renamedFrom: f.published } : {}),
        }));
      }
      return route;
    }),
  };
}

export const emptyModule = (): ModuleDraft => ({
  code: '',
  label: { 'zh-CN': '', 'en-US': '' },
  baseVersion: 0,
  routes: [{ key: newKey(), def: { path: '/', kind: 'crud', label: { 'zh-CN': '', 'en-US': '' } }, fields: [] }],
});

export const newField = (n: number): FieldDef => ({
  name: `field${n}`,
  kind: 'text',
  label: { 'zh-CN': `字段${n}`, 'en-US': `Field ${n}` },
  list: true,
});

/** The resource name the preview of a draft route is answered under (providers/local-resources.ts). */
export const previewName = (code: string, r: RouteDraft) => `__preview_${code || 'new'}_${r.key}`;

/**
 * The draft route as the generic screens take it. Its path is the designer's own with a query, so
 * whatever a screen opens (a row's 查看, 返回) stays on the designer, which shows it in the preview
 * (`?preview=...show/{id}`: the detail tab); its name is a local resource, so no request reaches
 * the server.
 */
export function previewRoute(
  d: ModuleDraft,
  r: RouteDraft,
  designerPath: string,
  fieldsOf: (resource: string) => FieldDef[] | undefined = () => undefined,
): ResolvedRoute {
  let def = definitionOf(d).routes[d.routes.indexOf(r)];
  if (def.aggregate) def = resolveAggregate(def, fieldsOf(def.aggregate.resource) ?? []);
  const name = previewName(d.code, r);
  return { ...def, path: `${designerPath}?preview=${name}`, name, module: d.code || 'preview', access: 'menu' } as ResolvedRoute;
}

/** The record a preview screen opened (`?preview=...show/{id}`), if any. */
export const previewShown = (search: string): number | null => {
  const m = /\/show\/(-?\d+)$/.exec(decodeURIComponent(search));
  return m ? Number(m[1]) : null;
};

const SAMPLE: Partial<Record<FieldKind, (i: number, f: FieldDef) => unknown>> = {
  text: (i, f) => `${f.label['zh-CN'] || f.name}${i}`,
  textarea: (i, f) => `${f.label['zh-CN'] || f.name} ${i}`,
  integer: (i) => i * 10,
  number: (i) => i * 1.5,
  money: (i) => `${i * 100}.00`,
  weight: (i) => i * 12.5,
  date: (i) => `2026-01-${String(10 + i).padStart(2, '0')}`,
  datetime: (i) => `2026-01-${String(10 + i).padStart(2, '0')}T08:30:00.000Z`,
  boolean: (i) => i % 2 === 1,
  enum: (i, f) => f.options?.[(i - 1) % Math.max(1, f.options.length)]?.value ?? null,
  richtext: (i) => `<p>${i}</p>`,
};

/** Two example rows for the preview list, one value per field by kind (references and files left empty). */
export function sampleRows(fields: FieldDef[]): Record<string, unknown>[] {
  return [1, 2].map((i) => ({
    id: -i,
    createTime: `2026-01-${String(10 + i).padStart(2, '0')}T08:30:00.000Z`,
    updateTime: `2026-01-${String(10 + i).padStart(2, '0')}T08:30:00.000Z`,
    ...Object.fromEntries(fields.map((f) => [f.name, SAMPLE[f.kind]?.(i, f) ?? null])),
  }));
}
