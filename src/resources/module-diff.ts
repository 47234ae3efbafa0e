import { decimalsOf, defaultMaxLength } from '../schemas/fields';
import type { FieldDef, FieldKind, ModuleDef, RouteDef } from './types';

/**
 * What changes between a configured module's published definition and a new one, as data: which
 * routes and fields are new, renamed, removed (retired: hidden, their data kept), brought back, or
 * changed in a way that matters to the rows that exist. Pure, shared by the server's schema engine
 * (server/schema, which turns it into SQL and a dry run) and the module designer (which shows it
 * before anything is published). docs/schema.md describes the whole flow.
 */

/** Routes and fields taken out of a module: hidden everywhere, their tables and columns kept until a purge. */
export interface RetiredParts {
  routes: RouteDef[];
  /** Fields removed from a route, by the route's current path. */
  fields: Record<string, FieldDef[]>;
}

export const NO_RETIRED: RetiredParts = { routes: [], fields: {} };

/** How a route or field of the new definition relates to what was there before. */
export type Via = 'same' | 'rename' | 'restore' | 'new';

export interface FieldMatch {
  field: FieldDef;
  prev?: FieldDef;
  via: Via;
  /** The rule changes existing rows must be checked against (empty: nothing to check). */
  checks: FieldCheck[];
}

export interface RouteMatch {
  route: RouteDef;
  prev?: RouteDef;
  via: Via;
  fields: FieldMatch[];
}

/** Rules a field's existing values are checked against when they get stricter (or the kind changes). */
export type FieldCheck = 'convert' | 'required' | 'unique' | 'maxLength' | 'enum' | 'ref' | 'range';

export type ModuleChange =
  | { type: 'addRoute'; path: string }
  | { type: 'renameRoute'; from: string; to: string }
  | { type: 'retireRoute'; path: string }
  | { type: 'restoreRoute'; path: string }
  | { type: 'changeRoute'; path: string; what: string[] }
  | { type: 'addField'; path: string; field: string }
  | { type: 'renameField'; path: string; from: string; to: string }
  | { type: 'retireField'; path: string; field: string }
  | { type: 'restoreField'; path: string; field: string }
  | { type: 'changeKind'; path: string; field: string; from: FieldKind; to: FieldKind }
  | { type: 'changeField'; path: string; field: string; what: string[] }
  /** A retired route's table or a retired field's column destroyed (a separate action, docs/schema.md). */
  | { type: 'purgeRoute'; path: string }
  | { type: 'purgeField'; path: string; field: string };

export interface ModuleDiff {
  changes: ModuleChange[];
  routes: RouteMatch[];
  /** What is retired once the new definition is published. */
  retired: RetiredParts;
  /** Contradictions with what is kept (a rename onto a retired field's column...): "where: what". */
  conflicts: { at: string; en: string; zh: string }[];
}

export interface PublishedModule {
  definition: ModuleDef;
  retired: RetiredParts;
}

const TEXT_STORED = new Set<FieldKind>(['text', 'textarea', 'richtext', 'file', 'enum']);
const NUMERIC = new Set<FieldKind>(['integer', 'number', 'money', 'weight']);
/** Field properties that only change the screens, never what a row may hold. */
const SCREEN_ONLY = ['label', 'list', 'filter', 'sort', 'rule', 'accept', 'readOnly'] as const;

export function diffModule(prev: PublishedModule | null, next: ModuleDef): ModuleDiff {
  const changes: ModuleChange[] = [];
  const conflicts: ModuleDiff['conflicts'] = [];
  const prevRoutes = prev?.definition.routes ?? [];
  const retiredRoutes = [...(prev?.retired.routes ?? [])];
  const retiredFields: Record<string, FieldDef[]> = Object.fromEntries(
    Object.entries(prev?.retired.fields ?? {}).map(([k, v]) => [k, [...v]]),
  );
  const usedPrev = new Set<string>();
  const routes: RouteMatch[] = [];

  next.routes.forEach((r, i) => {
    let prevRoute: RouteDef | undefined;
    let via: Via = 'new';
    const active = (p: string | undefined) => (p ? prevRoutes.find((x) => x.path === p && !usedPrev.has(x.path)) : undefined);
    const retiredAt = (p: string | undefined) => (p ? retiredRoutes.findIndex((x) => x.path === p) : -1);
    if ((prevRoute = active(r.path))) via = 'same';
    else if ((prevRoute = active(r.renamedFrom))) via = 'rename';
    else {
      const at = retiredAt(r.path) >= 0 ? retiredAt(r.path) : retiredAt(r.renamedFrom);
      if (at >= 0) {
        prevRoute = retiredRoutes.splice(at, 1)[0];
        via = 'restore';
      }
    }
    if (prevRoute) usedPrev.add(prevRoute.path);
    if (via === 'new') changes.push({ type: 'addRoute', path: r.path });
    else if (via === 'restore') changes.push({ type: 'restoreRoute', path: r.path });
    if (prevRoute && prevRoute.path !== r.path) {
      changes.push({ type: 'renameRoute', from: prevRoute.path, to: r.path });
      if (retiredRoutes.some((x) => x.path === r.path)) {
        conflicts.push({
          at: `routes[${i}].renamedFrom`,
          en: `the table of ${r.path} holds a removed route's rows; purge it first`,
          zh: `${r.path} 的表仍保存着已删除路由的数据，请先彻底删除`,
        });
      }
    }
    if (prevRoute && via !== 'new') {
      const what = routeChanges(prevRoute, r);
      if (what.length) changes.push({ type: 'changeRoute', path: r.path, what });
    }
    // Retired fields follow their route's path.
    const kept = prevRoute ? (retiredFields[prevRoute.path] ?? []) : [];
    if (prevRoute) delete retiredFields[prevRoute.path];
    const fields = matchFields(r, prevRoute?.fields ?? [], kept, i, changes, conflicts);
    if (kept.length) retiredFields[r.path] = kept;
    routes.push({ route: r, prev: prevRoute, via, fields });
  });

  for (const p of prevRoutes) {
    if (usedPrev.has(p.path)) continue;
    changes.push({ type: 'retireRoute', path: p.path });
    retiredRoutes.push(strip(p));
  }
  for (const k of Object.keys(retiredFields)) if (!retiredFields[k].length) delete retiredFields[k];
  return { changes, routes, retired: { routes: retiredRoutes, fields: retiredFields }, conflicts };
}

function matchFields(
  r: RouteDef,
  prevFields: FieldDef[],
  kept: FieldDef[],
  i: number,
  changes: ModuleChange[],
  conflicts: ModuleDiff['conflicts'],
): FieldMatch[] {
  const used = new Set<string>();
  const out: FieldMatch[] = [];
  (r.fields ?? []).forEach((f, j) => {
    const active = (n: string | undefined) => (n ? prevFields.find((x) => x.name === n && !used.has(x.name)) : undefined);
    const keptAt = (n: string | undefined) => (n ? kept.findIndex((x) => x.name === n) : -1);
    let prev: FieldDef | undefined;
    let via: Via = 'new';
    if ((prev = active(f.name))) via = 'same';
    else if ((prev = active(f.renamedFrom))) via = 'rename';
    else {
      const at = keptAt(f.name) >= 0 ? keptAt(f.name) : keptAt(f.renamedFrom);
      if (at >= 0) {
        prev = kept.splice(at, 1)[0];
        via = 'restore';
      }
    }
    if (prev) used.add(prev.name);
    if (via === 'new') changes.push({ type: 'addField', path: r.path, field: f.name });
    if (via === 'restore') changes.push({ type: 'restoreField', path: r.path, field: f.name });
    if (prev && prev.name !== f.name) {
      changes.push({ type: 'renameField', path: r.path, from: prev.name, to: f.name });
      if (kept.some((x) => x.name === f.name)) {
        conflicts.push({
          at: `routes[${i}].fields[${j}].name`,
          en: `the column of ${f.name} holds a removed field's values; restore or purge it first`,
          zh: `${f.name} 的列仍保存着已删除字段的数据，请先恢复或彻底删除它`,
        });
      }
    }
    const checks = fieldChecks(prev, f);
    if (prev && prev.kind !== f.kind) changes.push({ type: 'changeKind', path: r.path, field: f.name, from: prev.kind, to: f.kind });
    if (prev) {
      const what = fieldChanges(prev, f);
      if (what.length) changes.push({ type: 'changeField', path: r.path, field: f.name, what });
    }
    out.push({ field: f, prev, via, checks });
  });
  for (const p of prevFields) {
    if (used.has(p.name)) continue;
    changes.push({ type: 'retireField', path: r.path, field: p.name });
    kept.push(strip(p));
  }
  return out;
}

/**
 * The checks a field's existing values need when it goes from `prev` to `next`. Without `prev` the
 * field is new: it has no values, but `required` still concerns every existing row; unless its
 * column already holds values (`adopted`: a file's route seen for the first time on a database
 * made before the engine kept definitions), when every rule is checked.
 */
export function fieldChecks(prev: FieldDef | undefined, next: FieldDef, adopted = false): FieldCheck[] {
  const out: FieldCheck[] = [];
  const kindChanged = !prev || prev.kind !== next.kind || (NUMERIC.has(next.kind) && decimalsOf(prev) !== decimalsOf(next));
  if (prev && kindChanged) out.push('convert');
  if (next.required && (!prev?.required || kindChanged)) out.push('required');
  if (next.unique && (!prev?.unique || kindChanged)) out.push('unique');
  if (TEXT_STORED.has(next.kind) && next.kind !== 'enum' && (!prev || kindChanged || defaultMaxLength(next) < defaultMaxLength(prev)))
    out.push('maxLength');
  if (next.kind === 'enum') {
    const before = new Set((prev?.kind === 'enum' ? (prev.options ?? []) : []).map((o) => o.value));
    const after = new Set((next.options ?? []).map((o) => o.value));
    if (prev?.kind !== 'enum' || [...before].some((v) => !after.has(v))) out.push('enum');
  }
  if (next.kind === 'ref' && (prev?.kind !== 'ref' || prev.ref !== next.ref)) out.push('ref');
  if (NUMERIC.has(next.kind) && (next.min !== undefined || next.max !== undefined)) {
    const raised = next.min !== undefined && (prev?.min === undefined || next.min > prev.min);
    const lowered = next.max !== undefined && (prev?.max === undefined || next.max < prev.max);
    if (!prev || kindChanged || raised || lowered) out.push('range');
  }
  // A brand-new field has no values yet: only `required` concerns the rows.
  return prev || adopted ? out : out.filter((c) => c === 'required');
}

function fieldChanges(a: FieldDef, b: FieldDef): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  keys.delete('renamedFrom');
  keys.delete('name');
  keys.delete('kind');
  return [...keys]
    .filter((k) => canonical((a as unknown as Record<string, unknown>)[k]) !== canonical((b as unknown as Record<string, unknown>)[k]))
    .sort();
}

function routeChanges(a: RouteDef, b: RouteDef): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of ['renamedFrom', 'path', 'fields']) keys.delete(k);
  return [...keys]
    .filter((k) => canonical((a as unknown as Record<string, unknown>)[k]) !== canonical((b as unknown as Record<string, unknown>)[k]))
    .sort();
}

/** Whether a field change only concerns the screens (labels, list, filters...), not the rows. */
export const screenOnly = (what: string[]) => what.every((k) => (SCREEN_ONLY as readonly string[]).includes(k));

/** The definition without the rename markers: what is stored once a rename is done. */
export function strip<T extends RouteDef | FieldDef>(x: T): T {
  const { renamedFrom: _r, ...rest } = x as T & { renamedFrom?: string };
  const out = rest as unknown as { fields?: FieldDef[] };
  if (Array.isArray(out.fields)) out.fields = out.fields.map((f) => strip(f));
  return out as unknown as T;
}

export const stripModule = (m: ModuleDef): ModuleDef => ({ ...m, routes: m.routes.map((r) => strip(r)) });

/** JSON with keys in a stable order: two definitions are the same when their canonical texts are. */
export function canonical(v: unknown): string {
  if (v === undefined) return 'undefined';
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  const o = v as Record<string, unknown>;
  return `{${Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
    .join(',')}}`;
}

/** Whether publishing `next` over `prev` would change anything at all. */
export const sameDefinition = (a: ModuleDef, b: ModuleDef) => canonical(stripModule(a)) === canonical(stripModule(b));

/**
 * The definition of an earlier version made ready to publish over the current one: every field and
 * route renamed since then declares `renamedFrom` its current name, so restoring keeps the values
 * (renames are undone by renaming back, not by adding empty columns). `renames` are the renames of
 * the versions after the restored one, oldest first.
 */
export function restoreDefinition(old: ModuleDef, renames: ModuleChange[]): ModuleDef {
  // Follow each route and field of the old definition forward through the later renames.
  const routePath = new Map<string, string>();
  const fieldName = new Map<string, string>();
  for (const r of old.routes) {
    let path = r.path;
    for (const c of renames) if (c.type === 'renameRoute' && c.from === path) path = c.to;
    routePath.set(r.path, path);
    for (const f of r.fields ?? []) {
      let name = f.name;
      let at = r.path;
      for (const c of renames) {
        if (c.type === 'renameRoute' && c.from === at) at = c.to;
        if (c.type === 'renameField' && c.path === at && c.from === name) name = c.to;
      }
      fieldName.set(`${r.path} ${f.name}`, name);
    }
  }
  return {
    ...old,
    routes: old.routes.map((r) => {
      const now = routePath.get(r.path)!;
      return {
        ...strip(r),
        ...(now !== r.path ? { renamedFrom: now } : {}),
        ...(r.fields
          ? {
              fields: r.fields.map((f) => {
                const current = fieldName.get(`${r.path} ${f.name}`)!;
                return { ...strip(f), ...(current !== f.name ? { renamedFrom: current } : {}) };
              }),
            }
          : {}),
      };
    }),
  };
}
