import type { FieldDef, FieldKind } from './field-def';
import type { Language } from './messages';

/**
 * Batch edit (批量修改, /os_batched_edit): staff select records of a list and set one or more of the
 * list's batch fields (RouteDef.batchFields) on all of them at once. These are the rules of the
 * request's shape, shared by the page and the server (POST /api/{resource}/batch); each value is
 * then checked by the field's own rule, exactly as a single edit checks it (src/schemas/fields.ts).
 */

/** Most records one batch may change (a page of the list at its largest is 100). */
export const BATCH_MAX_IDS = 500;

/** Kinds a batch may set: one plain value per record (not rows, parties, files or rich text). */
const BATCH_KINDS: ReadonlySet<FieldKind> = new Set([
  'text',
  'integer',
  'number',
  'money',
  'weight',
  'date',
  'datetime',
  'boolean',
  'enum',
  'ref',
]);

/** What a route declares about batch editing. */
export interface BatchRoute {
  path: string;
  fields?: FieldDef[];
  batchFields?: string[];
}

/** The fields of the route's batchFields, in their declared order. */
export function batchFieldsOf(route: BatchRoute): FieldDef[] {
  const byName = new Map((route.fields ?? []).map((f) => [f.name, f]));
  return (route.batchFields ?? []).map((n) => byName.get(n)).filter((f): f is FieldDef => !!f);
}

/**
 * Registry check: every batch field is a field of the route, writable, of a plain kind and not
 * unique (one value on many records would collide). Answers "path: problem" lines.
 */
export function batchDeclarationProblems(route: BatchRoute & { kind?: string }): string[] {
  if (!route.batchFields) return [];
  const out: string[] = [];
  if (route.kind !== undefined && route.kind !== 'crud') out.push(`${route.path}: batchFields need a crud route`);
  if (!route.batchFields.length) out.push(`${route.path}: batchFields is empty`);
  const byName = new Map((route.fields ?? []).map((f) => [f.name, f]));
  for (const n of route.batchFields) {
    const f = byName.get(n);
    if (!f) out.push(`${route.path}: batch field ${n} is not a field`);
    else if (f.readOnly || f.computed || f.writeOnly) out.push(`${route.path}: batch field ${n} is not writable`);
    else if (f.unique) out.push(`${route.path}: batch field ${n} is unique`);
    else if (!BATCH_KINDS.has(f.kind)) out.push(`${route.path}: batch field ${n} is a ${f.kind}, not a plain value`);
  }
  return out;
}

const TEXT = {
  'zh-CN': {
    body: '请求体必须是 {ids, values}',
    none: '请先在列表中选择记录',
    ids: '所选记录的编号不正确',
    many: (n: number) => `一次最多修改 ${n} 条记录`,
    values: '请至少设置一个要修改的字段',
    field: '此字段不能批量修改',
  },
  'en-US': {
    body: 'The body must be {ids, values}',
    none: 'Select records in the list first',
    ids: 'The selected record ids are not valid',
    many: (n: number) => `At most ${n} records can be changed at once`,
    values: 'Set at least one field to change',
    field: 'This field cannot be batch edited',
  },
} as const;

export type BatchCheck =
  | { ok: true; ids: number[]; values: Record<string, unknown> }
  | { ok: false; message: string; errors: Record<string, string> };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Ids as sent: an array of positive integers (or their digits), or "1,2,3" (a link, a form body). */
export function parseIds(raw: unknown): number[] | null {
  const list = typeof raw === 'string' ? (raw.trim() === '' ? [] : raw.split(',')) : Array.isArray(raw) ? raw : null;
  if (!list) return null;
  const ids: number[] = [];
  for (const v of list) {
    const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
    if (!/^[1-9]\d{0,15}$/.test(s) || !Number.isSafeInteger(Number(s))) return null;
    ids.push(Number(s));
  }
  return [...new Set(ids)];
}

/**
 * The shape of a batch request `{ ids, values }`: the selected records (1 to BATCH_MAX_IDS), and at
 * least one value, each for one of the route's batch fields. The values themselves are checked by
 * the fields' rules afterwards.
 */
export function checkBatchRequest(route: BatchRoute, body: unknown, lang: Language = 'zh-CN'): BatchCheck {
  const m = TEXT[lang];
  if (!isObject(body)) return { ok: false, message: m.body, errors: {} };
  const ids = parseIds(body.ids);
  if (!ids) return { ok: false, message: m.ids, errors: { ids: m.ids } };
  if (!ids.length) return { ok: false, message: m.none, errors: { ids: m.none } };
  if (ids.length > BATCH_MAX_IDS) return { ok: false, message: m.many(BATCH_MAX_IDS), errors: { ids: m.many(BATCH_MAX_IDS) } };
  if (!isObject(body.values) || !Object.keys(body.values).length) return { ok: false, message: m.values, errors: { values: m.values } };
  const allowed = new Set(batchFieldsOf(route).map((f) => f.name));
  const errors: Record<string, string> = {};
  for (const k of Object.keys(body.values)) if (!allowed.has(k)) errors[k] = m.field;
  const bad = Object.keys(errors);
  if (bad.length) return { ok: false, message: `${bad[0]}: ${m.field}`, errors };
  return { ok: true, ids, values: body.values };
}
