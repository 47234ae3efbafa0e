import { batchDeclarationProblems } from '../schemas/batch-edit';
import { ruleNames } from '../schemas/rules';
import type { FieldKind, ModuleDef, RouteKind } from './types';

/**
 * Checks a module definition that did not come from our own code (a JSON file an administrator put in
 * config/resources/). Answers every problem as "where: what", e.g. "routes[0].fields[2].kind: must be
 * one of text, ...", so the start-up error names the file and the field.
 */
const KINDS: RouteKind[] = ['container', 'crud', 'report', 'page'];
const FIELD_KINDS: FieldKind[] = ['text', 'textarea', 'integer', 'number', 'money', 'weight', 'date', 'datetime', 'boolean', 'enum', 'ref', 'richtext', 'file'];
const RESERVED = new Set(['id', 'orgId', 'createdBy', 'createTime', 'updatedBy', 'updateTime']);
const PATH = /^\/[A-Za-z][A-Za-z0-9_]{1,60}$/;
const NAME = /^[a-z][A-Za-z0-9]{0,59}$/;

export function validateModuleDef(input: unknown, known: { paths: Set<string>; dataResources: Set<string> }): string[] {
  const errors: string[] = [];
  const err = (where: string, what: string) => errors.push(`${where}: ${what}`);
  if (!isObj(input)) return ['(root): must be an object {code, label, routes}'];
  if (typeof input.code !== 'string' || !/^[a-z][a-z0-9_]{1,20}$/.test(input.code)) err('code', 'must be a short lower-case module code');
  labels(input.label, 'label', err);
  if (!Array.isArray(input.routes) || input.routes.length === 0) {
    err('routes', 'must be a non-empty array');
    return errors;
  }
  const own = new Set<string>();
  const ownData = new Set<string>((input.routes as unknown[]).filter((r) => isObj(r) && Array.isArray(r.fields)).map((r) => String((r as any).path).slice(1)));
  input.routes.forEach((r: unknown, i: number) => {
    const at = `routes[${i}]`;
    if (!isObj(r)) return err(at, 'must be an object');
    if (typeof r.path !== 'string' || !PATH.test(r.path)) err(`${at}.path`, 'must look like "/my_route" (letters, digits, _)');
    else if (known.paths.has(r.path) || own.has(r.path)) err(`${at}.path`, `${r.path} is already declared`);
    else own.add(r.path);
    if (!KINDS.includes(r.kind as RouteKind)) err(`${at}.kind`, `must be one of ${KINDS.join(', ')}`);
    labels(r.label, `${at}.label`, err);
    if (r.access !== undefined && !['menu', 'open'].includes(r.access as string)) err(`${at}.access`, 'must be "menu" or "open" (public routes need code)');
    if (r.parent !== undefined && (typeof r.parent !== 'string' || !(known.paths.has(r.parent) || own.has(r.parent)))) err(`${at}.parent`, 'must be the path of a declared container');
    if (r.component !== undefined) err(`${at}.component`, 'custom components need code; configured routes use the generic screens');
    if (r.panels !== undefined) err(`${at}.panels`, 'detail panels need code; configured routes use the generic screens');
    if (r.table !== undefined) err(`${at}.table`, 'configured routes get a table of their own');
    if (r.scope !== undefined) err(`${at}.scope`, 'not available to configured routes');
    for (const k of ['source', 'group', 'chart'] as const) if (r[k] !== undefined) err(`${at}.${k}`, 'computed reports need code (server/reports); configured reports read their own table');
    if (r.buttons !== undefined && (!Array.isArray(r.buttons) || r.buttons.some((b) => typeof b !== 'string' || !/^[a-z][A-Za-z0-9_]*:[a-zA-Z]+$/.test(b)))) err(`${at}.buttons`, 'must be codes like "my_route:approve"');
    if ((r.kind === 'crud' || r.kind === 'report') && !Array.isArray(r.fields)) err(`${at}.fields`, `a ${r.kind} route needs fields`);
    if (r.batchFields !== undefined) {
      if (!Array.isArray(r.batchFields) || r.batchFields.some((b) => typeof b !== 'string')) err(`${at}.batchFields`, 'must be an array of field names');
      else for (const p of batchDeclarationProblems({ ...r, path: String(r.path), fields: Array.isArray(r.fields) ? r.fields : [] } as never)) err(`${at}.batchFields`, p);
    }
    if (r.fields !== undefined) {
      if (!Array.isArray(r.fields) || r.fields.length === 0) return err(`${at}.fields`, 'must be a non-empty array');
      const names = new Set<string>();
      r.fields.forEach((f: unknown, j: number) => {
        const fa = `${at}.fields[${j}]`;
        if (!isObj(f)) return err(fa, 'must be an object');
        if (typeof f.name !== 'string' || !NAME.test(f.name)) err(`${fa}.name`, 'must be camelCase letters and digits');
        else if (RESERVED.has(f.name)) err(`${fa}.name`, `${f.name} is reserved`);
        else if (names.has(f.name)) err(`${fa}.name`, `${f.name} is declared twice`);
        else names.add(f.name);
        if (!FIELD_KINDS.includes(f.kind as FieldKind)) err(`${fa}.kind`, `must be one of ${FIELD_KINDS.join(', ')}`);
        labels(f.label, `${fa}.label`, err);
        if (f.rule !== undefined && !ruleNames.includes(f.rule as string)) err(`${fa}.rule`, `unknown rule; known: ${ruleNames.join(', ')}`);
        if (f.kind === 'enum' && (!Array.isArray(f.options) || f.options.length === 0 || f.options.some((o: any) => !isObj(o) || typeof o.value !== 'string' || !labelsOk(o.label)))) err(`${fa}.options`, 'an enum needs options [{value, label: {"zh-CN", "en-US"}}]');
        if (f.kind === 'ref' && (typeof f.ref !== 'string' || !(known.dataResources.has(f.ref) || ownData.has(f.ref)))) err(`${fa}.ref`, 'must name a resource with fields');
        for (const k of ['maxLength', 'decimals', 'min', 'max'] as const) if (f[k] !== undefined && typeof f[k] !== 'number') err(`${fa}.${k}`, 'must be a number');
        if (f.filter !== undefined && !['eq', 'like', 'range'].includes(f.filter as string)) err(`${fa}.filter`, 'must be eq, like or range');
        if (f.filter === 'like' && !['text', 'textarea', 'richtext'].includes(f.kind as string)) err(`${fa}.filter`, '"like" (contains) is for text fields');
      });
    }
  });
  return errors;
}

const isObj = (v: unknown): v is Record<string, any> => typeof v === 'object' && v !== null && !Array.isArray(v);
const labelsOk = (l: unknown) => isObj(l) && typeof l['zh-CN'] === 'string' && l['zh-CN'] !== '' && typeof l['en-US'] === 'string' && l['en-US'] !== '';
function labels(l: unknown, where: string, err: (w: string, m: string) => void) {
  if (!labelsOk(l)) err(where, 'needs {"zh-CN": "...", "en-US": "..."}');
}

export type ConfiguredModule = ModuleDef;
