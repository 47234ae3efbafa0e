import { batchDeclarationProblems } from '../schemas/batch-edit';
import { ruleNames } from '../schemas/rules';
import { aggregateProblems } from './aggregate';
import { MENU_ICONS } from './icons';
import type { FieldDef, FieldKind, ModuleDef, RouteKind } from './types';

/**
 * Checks a module definition that did not come from our own code: a JSON file an administrator put
 * in config/resources/, or a module published in the module designer. Every problem names where it
 * is, e.g. "routes[0].fields[2].kind", so the start-up error names the file and the field and the
 * designer marks the input. The same function runs in the browser (the designer's live checks) and
 * on the server (nothing unchecked reaches the schema engine).
 *
 * Identifiers become table and column names, so they follow strict patterns here and the SQL layer
 * checks them again (server/db/tables.ts ident); no definition may take, shadow or rename a route,
 * table, field or module of the product itself.
 */

export const CONFIG_ROUTE_KINDS: RouteKind[] = ['container', 'crud', 'report', 'page'];
export const CONFIG_FIELD_KINDS: FieldKind[] = [
  'text',
  'textarea',
  'integer',
  'number',
  'money',
  'weight',
  'date',
  'datetime',
  'boolean',
  'enum',
  'ref',
  'richtext',
  'file',
];
/** Columns every data table has (server/resources/model.ts SYSTEM_FIELDS); no field may take their names. */
export const RESERVED_FIELDS: ReadonlySet<string> = new Set(['id', 'orgId', 'createdBy', 'createTime', 'updatedBy', 'updateTime']);
/** A configured route's path: its resource and table name, so lower case only. */
export const CONFIG_PATH = /^\/[a-z][a-z0-9_]{1,50}$/;
/** Table name prefixes the platform keeps for its own tables. */
const RESERVED_PREFIXES = ['sys_', 'auth_', 'pg_', 'sql_', 'information_schema'];
export const FIELD_NAME = /^[a-z][A-Za-z0-9]{0,59}$/;
const MODULE_CODE = /^[a-z][a-z0-9_]{1,20}$/;
const TEXT_KINDS = new Set(['text', 'textarea', 'richtext', 'file']);
const NUMERIC_KINDS = new Set(['integer', 'number', 'money', 'weight']);
const DECIMAL_KINDS = new Set(['number', 'money', 'weight']);
const RANGE_KINDS = new Set(['integer', 'number', 'money', 'weight', 'date', 'datetime']);
/** Long texts: a unique index over them would exceed PostgreSQL's index row size. */
const NO_UNIQUE = new Set(['textarea', 'richtext', 'boolean']);

const MODULE_KEYS = new Set(['code', 'label', 'icon', 'routes']);
const ROUTE_KEYS = new Set([
  'path',
  'kind',
  'label',
  'icon',
  'access',
  'parent',
  'hidden',
  'buttons',
  'fields',
  'defaultSort',
  'sections',
  'batchFields',
  'displayField',
  'renamedFrom',
  'aggregate',
  'component',
  'panels',
  'table',
  'scope',
  'source',
  'group',
  'chart',
]);
const FIELD_KEYS = new Set([
  'name',
  'kind',
  'label',
  'required',
  'maxLength',
  'decimals',
  'min',
  'max',
  'rule',
  'options',
  'ref',
  'accept',
  'list',
  'filter',
  'sort',
  'unique',
  'readOnly',
  'renamedFrom',
]);

/** What the definition is checked against: the product's registry and the other configured modules. */
export interface KnownRegistry {
  /** Every declared path but this module's own. */
  paths: Set<string>;
  /** Resources a `ref` may name besides this module's own data routes. */
  dataResources: Set<string>;
  /** Container paths a route may sit under besides this module's own (default: any declared path). */
  containers?: Set<string>;
  /** Tables the product (or another module) owns: a configured route may neither take nor rename them. */
  tables?: Set<string>;
  /** Module codes of the product: a configured module may not take one. */
  modules?: Set<string>;
  /** The fields of a data resource (what a configured report may sum up), besides this module's own. */
  fieldsOf?: (resource: string) => readonly Pick<FieldDef, 'name' | 'kind'>[] | undefined;
}

/** One problem: where (a path into the definition) and what, in both languages. */
export interface DefinitionProblem {
  at: string;
  en: string;
  zh: string;
}

/** The problems as "where: what" lines (start-up errors, config:plan). */
export function validateModuleDef(input: unknown, known: KnownRegistry): string[] {
  return moduleDefProblems(input, known).map((p) => `${p.at}: ${p.en}`);
}

/** The problems as a 400's field map: where -> "中文 (English)". */
export const problemMap = (problems: DefinitionProblem[]): Record<string, string> =>
  Object.fromEntries(problems.map((p) => [p.at, `${p.zh} (${p.en})`]));

export function moduleDefProblems(input: unknown, known: KnownRegistry): DefinitionProblem[] {
  const out: DefinitionProblem[] = [];
  const err = (at: string, en: string, zh: string) => out.push({ at, en, zh });
  if (!isObj(input))
    return [{ at: '(root)', en: 'must be an object {code, label, routes}', zh: '模块定义必须是对象 {code, label, routes}' }];
  unknownKeys(input, MODULE_KEYS, '', err);
  if (typeof input.code !== 'string' || !MODULE_CODE.test(input.code))
    err('code', 'must be a short lower-case module code', '模块编码须为小写字母开头的字母、数字或下划线（2-21位）');
  else if (known.modules?.has(input.code)) err('code', `${input.code} is a module of the product`, `${input.code} 是系统内置模块的编码`);
  labels(input.label, 'label', err);
  if (input.icon !== undefined && !MENU_ICONS.includes(input.icon as never))
    err('icon', `must be one of ${MENU_ICONS.join(', ')}`, '图标不在可选范围内');
  if (!Array.isArray(input.routes) || input.routes.length === 0) {
    err('routes', 'must be a non-empty array', '模块至少要有一个路由');
    return out;
  }
  const routesIn = input.routes as unknown[];
  const own = new Set<string>();
  const ownData = new Set<string>(
    routesIn.filter((r) => isObj(r) && Array.isArray(r.fields)).map((r) => String((r as Record<string, unknown>).path).slice(1)),
  );
  const ownContainers = new Set<string>(
    routesIn.filter((r) => isObj(r) && r.kind === 'container').map((r) => String((r as Record<string, unknown>).path)),
  );
  const renamedFrom = new Set<string>();
  routesIn.forEach((r: unknown, i: number) => {
    const at = `routes[${i}]`;
    if (!isObj(r)) {
      err(at, 'must be an object', '路由必须是对象');
      return;
    }
    unknownKeys(r, ROUTE_KEYS, `${at}.`, err);
    const path = typeof r.path === 'string' ? r.path : '';
    if (!CONFIG_PATH.test(path))
      err(
        `${at}.path`,
        'must look like "/my_route" (lower-case letters, digits, _)',
        '路径须形如 /my_route（小写字母开头，小写字母、数字、下划线）',
      );
    else if (known.paths.has(path) || own.has(path)) err(`${at}.path`, `${path} is already declared`, `${path} 已被其他路由使用`);
    else if (reservedTable(path.slice(1), known))
      err(`${at}.path`, `${path.slice(1)} is a table of the product`, `${path.slice(1)} 是系统保留的表名`);
    else own.add(path);
    if (r.renamedFrom !== undefined) {
      const from = typeof r.renamedFrom === 'string' ? r.renamedFrom : '';
      if (!CONFIG_PATH.test(from)) err(`${at}.renamedFrom`, 'must be the earlier path, like "/my_route"', '原路径须形如 /my_route');
      else if (from === path) err(`${at}.renamedFrom`, 'names the route itself', '原路径与当前路径相同');
      else if (known.paths.has(from) || reservedTable(from.slice(1), known))
        err(`${at}.renamedFrom`, `${from} belongs to the product or another module`, `${from} 属于系统或其他模块，不能改名`);
      else if (renamedFrom.has(from) || routesIn.some((x) => isObj(x) && x.path === from))
        err(`${at}.renamedFrom`, `${from} is named twice`, `${from} 被重复使用`);
      else renamedFrom.add(from);
    }
    if (!CONFIG_ROUTE_KINDS.includes(r.kind as RouteKind))
      err(`${at}.kind`, `must be one of ${CONFIG_ROUTE_KINDS.join(', ')}`, '路由类型须为 crud、report、container 之一');
    labels(r.label, `${at}.label`, err);
    if (r.icon !== undefined && !MENU_ICONS.includes(r.icon as never))
      err(`${at}.icon`, `must be one of ${MENU_ICONS.join(', ')}`, '图标不在可选范围内');
    if (r.access !== undefined && !['menu', 'open'].includes(r.access as string))
      err(`${at}.access`, 'must be "menu" or "open" (public routes need code)', '访问方式须为 menu（按菜单授权）或 open（所有登录用户）');
    if (r.hidden !== undefined && typeof r.hidden !== 'boolean') err(`${at}.hidden`, 'must be true or false', '须为 true 或 false');
    if (r.parent !== undefined) {
      const parents = known.containers ?? known.paths;
      if (typeof r.parent !== 'string' || !(parents.has(r.parent) || ownContainers.has(r.parent)))
        err(`${at}.parent`, 'must be the path of a declared container', '上级须为已声明的菜单分组（container）');
      else if (r.parent === path) err(`${at}.parent`, 'names the route itself', '上级不能是自己');
    }
    if (r.component !== undefined)
      err(
        `${at}.component`,
        'custom components need code; configured routes use the generic screens',
        '自定义页面需要代码，配置的路由使用通用页面',
      );
    if (r.panels !== undefined)
      err(`${at}.panels`, 'detail panels need code; configured routes use the generic screens', '详情面板需要代码');
    if (r.table !== undefined) err(`${at}.table`, 'configured routes get a table of their own', '配置的路由使用自己的表');
    if (r.scope !== undefined) err(`${at}.scope`, 'not available to configured routes', '配置的路由不支持视图条件');
    for (const k of ['source', 'group', 'chart'] as const)
      if (r[k] !== undefined)
        err(`${at}.${k}`, 'computed reports need code (server/reports); configured reports read their own table', '计算报表需要代码');
    if (
      r.buttons !== undefined &&
      (!Array.isArray(r.buttons) ||
        r.buttons.some((b) => typeof b !== 'string' || !/^[a-z][a-z0-9_]*:[a-zA-Z]+$/.test(b) || b.split(':')[0] !== path.slice(1)))
    )
      err(`${at}.buttons`, 'must be codes like "my_route:approve" of this route', '按钮编码须形如 "my_route:approve"，且属于本路由');
    const dataKind = r.kind === 'crud' || r.kind === 'report';
    if (r.aggregate !== undefined) {
      if (r.kind !== 'report') err(`${at}.aggregate`, 'only report routes sum up a resource', '只有报表路由可以汇总');
      else if (r.fields !== undefined)
        err(`${at}.fields`, 'a report with an aggregate derives its fields', '汇总报表的字段由汇总定义生成，不能另外声明');
      else {
        const own = (name: string) => {
          const o = routesIn.find((x) => isObj(x) && x.path === `/${name}` && x.kind === 'crud' && Array.isArray(x.fields)) as
            | { fields: Pick<FieldDef, 'name' | 'kind'>[] }
            | undefined;
          return o?.fields;
        };
        for (const [w, en, zh] of aggregateProblems(r.aggregate, `${at}.aggregate`, (name) => own(name) ?? known.fieldsOf?.(name)))
          err(w, en, zh);
      }
      return;
    }
    if (dataKind && !Array.isArray(r.fields)) err(`${at}.fields`, `a ${String(r.kind)} route needs fields`, '数据路由需要字段');
    if (!dataKind && r.fields !== undefined) err(`${at}.fields`, `a ${String(r.kind)} route has no fields`, '菜单分组没有字段');
    if (r.batchFields !== undefined) {
      if (!Array.isArray(r.batchFields) || r.batchFields.some((b) => typeof b !== 'string'))
        err(`${at}.batchFields`, 'must be an array of field names', '须为字段名数组');
      else
        for (const p of batchDeclarationProblems({ ...r, path, fields: Array.isArray(r.fields) ? r.fields : [] } as never))
          err(`${at}.batchFields`, p, p);
    }
    if (r.fields === undefined || !dataKind) return;
    if (!Array.isArray(r.fields) || r.fields.length === 0) {
      err(`${at}.fields`, 'must be a non-empty array', '至少要有一个字段');
      return;
    }
    const names = new Map<string, Record<string, unknown>>();
    const fieldRenames = new Set<string>();
    (r.fields as unknown[]).forEach((f: unknown, j: number) => {
      const fa = `${at}.fields[${j}]`;
      if (!isObj(f)) {
        err(fa, 'must be an object', '字段必须是对象');
        return;
      }
      unknownKeys(f, FIELD_KEYS, `${fa}.`, err);
      fieldProblems(f, fa, names, fieldRenames, r.fields as unknown[], known, ownData, err);
    });
    sortProblems(r, at, names, err);
    sectionProblems(r.sections, `${at}.sections`, names, err);
    if (r.displayField !== undefined && !(typeof r.displayField === 'string' && names.get(r.displayField)?.kind === 'text'))
      err(`${at}.displayField`, 'must name a text field of the route', '显示字段须为本路由的文本字段');
  });
  return out;
}

type Err = (at: string, en: string, zh: string) => void;

function fieldProblems(
  f: Record<string, unknown>,
  fa: string,
  names: Map<string, Record<string, unknown>>,
  fieldRenames: Set<string>,
  all: unknown[],
  known: KnownRegistry,
  ownData: Set<string>,
  err: Err,
) {
  const name = typeof f.name === 'string' ? f.name : '';
  if (!FIELD_NAME.test(name)) err(`${fa}.name`, 'must be camelCase letters and digits', '字段名须为小写字母开头的驼峰字母和数字');
  else if (RESERVED_FIELDS.has(name)) err(`${fa}.name`, `${name} is reserved`, `${name} 是系统保留字段`);
  else if (names.has(name)) err(`${fa}.name`, `${name} is declared twice`, `${name} 重复声明`);
  else if (snake(name).length > 55) err(`${fa}.name`, 'is too long for a column name', '字段名过长');
  else names.set(name, f);
  if (f.renamedFrom !== undefined) {
    const from = typeof f.renamedFrom === 'string' ? f.renamedFrom : '';
    if (!FIELD_NAME.test(from) || RESERVED_FIELDS.has(from))
      err(`${fa}.renamedFrom`, 'must be the earlier camelCase name of this field', '原字段名须为此字段以前的驼峰名称');
    else if (from === name) err(`${fa}.renamedFrom`, 'names the field itself', '原字段名与当前名称相同');
    else if (fieldRenames.has(from) || all.some((x) => isObj(x) && x.name === from))
      err(`${fa}.renamedFrom`, `${from} is still a field or named twice`, `${from} 仍是字段或被重复使用`);
    else fieldRenames.add(from);
  }
  const kind = f.kind as FieldKind;
  if (!CONFIG_FIELD_KINDS.includes(kind)) {
    err(`${fa}.kind`, `must be one of ${CONFIG_FIELD_KINDS.join(', ')}`, '字段类型不在可选范围内');
    return;
  }
  labels(f.label, `${fa}.label`, err);
  for (const k of ['required', 'unique', 'list', 'sort', 'readOnly'] as const)
    if (f[k] !== undefined && typeof f[k] !== 'boolean') err(`${fa}.${k}`, 'must be true or false', '须为 true 或 false');
  if (f.rule !== undefined && !ruleNames.includes(f.rule as string))
    err(`${fa}.rule`, `unknown rule; known: ${ruleNames.join(', ')}`, '未知的校验规则');
  if (f.rule !== undefined && !(kind === 'text' || kind === 'textarea'))
    err(`${fa}.rule`, 'named rules check text fields', '校验规则只用于文本字段');
  if (kind === 'enum') {
    const opts = f.options;
    if (
      !Array.isArray(opts) ||
      opts.length === 0 ||
      opts.some((o) => !isObj(o) || typeof o.value !== 'string' || !o.value.trim() || o.value.length > 100 || !labelsOk(o.label))
    ) {
      err(
        `${fa}.options`,
        'an enum needs options [{value, label: {"zh-CN", "en-US"}}]',
        '枚举字段需要选项 [{value, label: {"zh-CN","en-US"}}]',
      );
    } else if (new Set(opts.map((o) => (o as { value: string }).value)).size !== opts.length)
      err(`${fa}.options`, 'option values must differ', '选项值不能重复');
  } else if (f.options !== undefined) err(`${fa}.options`, 'only enum fields have options', '只有枚举字段有选项');
  if (kind === 'ref') {
    if (typeof f.ref !== 'string' || !(known.dataResources.has(f.ref) || ownData.has(f.ref)))
      err(`${fa}.ref`, 'must name a resource with fields', '引用须指向一个有字段的数据资源');
  } else if (f.ref !== undefined) err(`${fa}.ref`, 'only ref fields reference a resource', '只有引用字段可以指定引用资源');
  if (f.maxLength !== undefined && !(Number.isInteger(f.maxLength) && (f.maxLength as number) >= 1 && (f.maxLength as number) <= 20000))
    err(`${fa}.maxLength`, 'must be a whole number from 1 to 20000', '最大长度须为 1-20000 的整数');
  else if (f.maxLength !== undefined && !TEXT_KINDS.has(kind))
    err(`${fa}.maxLength`, 'only text fields have a maximum length', '只有文本字段有最大长度');
  if (f.decimals !== undefined && !(Number.isInteger(f.decimals) && (f.decimals as number) >= 0 && (f.decimals as number) <= 6))
    err(`${fa}.decimals`, 'must be a whole number from 0 to 6', '小数位须为 0-6 的整数');
  else if (f.decimals !== undefined && !DECIMAL_KINDS.has(kind))
    err(`${fa}.decimals`, 'only number, money and weight fields have decimals', '只有数字、金额、重量字段有小数位');
  for (const k of ['min', 'max'] as const) {
    if (f[k] === undefined) continue;
    if (typeof f[k] !== 'number' || !Number.isFinite(f[k])) err(`${fa}.${k}`, 'must be a number', '须为数字');
    else if (!NUMERIC_KINDS.has(kind)) err(`${fa}.${k}`, 'only numeric fields have bounds', '只有数值字段有上下限');
  }
  if (typeof f.min === 'number' && typeof f.max === 'number' && f.min > f.max)
    err(`${fa}.max`, 'must not be below min', '上限不能小于下限');
  if (f.filter !== undefined && !['eq', 'like', 'range'].includes(f.filter as string))
    err(`${fa}.filter`, 'must be eq, like or range', '筛选方式须为 eq、like、range 之一');
  if (f.filter === 'like' && !TEXT_KINDS.has(kind))
    err(`${fa}.filter`, '"like" (contains) is for text fields', '模糊查询（like）只用于文本字段');
  if (f.filter === 'range' && !RANGE_KINDS.has(kind))
    err(`${fa}.filter`, '"range" is for numbers and dates', '范围查询（range）只用于数字和日期');
  if (f.unique === true && NO_UNIQUE.has(kind)) err(`${fa}.unique`, `a ${kind} field cannot be unique`, '长文本和是否字段不能设为唯一');
  if (f.accept !== undefined && (kind !== 'file' || !['image', 'document', 'video'].includes(f.accept as string)))
    err(`${fa}.accept`, 'file fields accept "image", "document" or "video"', '文件字段的类型须为 image、document 或 video');
}

function sortProblems(r: Record<string, unknown>, at: string, names: Map<string, Record<string, unknown>>, err: Err) {
  if (r.defaultSort === undefined) return;
  const [field, dir, more] = typeof r.defaultSort === 'string' ? r.defaultSort.split(',') : [];
  const ok =
    more === undefined &&
    (dir === 'asc' || dir === 'desc') &&
    (field === 'createTime' || field === 'updateTime' || names.get(field)?.sort === true);
  if (!ok)
    err(
      `${at}.defaultSort`,
      'must be "field,asc" or "field,desc" of a sortable field',
      '默认排序须为 "字段,asc" 或 "字段,desc"，字段须可排序',
    );
}

function sectionProblems(sections: unknown, at: string, names: Map<string, Record<string, unknown>>, err: Err) {
  if (sections === undefined) return;
  if (!Array.isArray(sections)) {
    err(at, 'must be an array of {label, fields}', '表单分组须为数组 [{label, fields}]');
    return;
  }
  const placed = new Set<string>();
  sections.forEach((s: unknown, i: number) => {
    const sa = `${at}[${i}]`;
    if (!isObj(s)) {
      err(sa, 'must be an object {label, fields}', '分组须为对象 {label, fields}');
      return;
    }
    labels(s.label, `${sa}.label`, err);
    if (!Array.isArray(s.fields) || !s.fields.length) {
      err(`${sa}.fields`, 'must name the fields it holds', '分组须列出其字段');
      return;
    }
    for (const n of s.fields) {
      if (typeof n !== 'string' || !names.has(n))
        err(`${sa}.fields`, `${String(n)} is not a field of the route`, `${String(n)} 不是本路由的字段`);
      else if (placed.has(n)) err(`${sa}.fields`, `${n} is in two sections`, `${n} 出现在两个分组中`);
      else placed.add(n);
    }
  });
}

const snake = (name: string) => name.replace(/[A-Z]/g, (x) => `_${x.toLowerCase()}`);

function reservedTable(table: string, known: KnownRegistry) {
  return known.tables?.has(table) || RESERVED_PREFIXES.some((p) => table.startsWith(p));
}

function unknownKeys(o: Record<string, unknown>, keys: ReadonlySet<string>, prefix: string, err: Err) {
  for (const k of Object.keys(o))
    if (!keys.has(k)) err(`${prefix}${k}`, `unknown property; known: ${[...keys].join(', ')}`, `未知的属性 ${k}`);
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const labelsOk = (l: unknown) =>
  isObj(l) &&
  typeof l['zh-CN'] === 'string' &&
  l['zh-CN'].trim() !== '' &&
  typeof l['en-US'] === 'string' &&
  l['en-US'].trim() !== '' &&
  l['zh-CN'].length <= 100 &&
  l['en-US'].length <= 100;
function labels(l: unknown, where: string, err: Err) {
  if (!labelsOk(l))
    err(where, 'needs {"zh-CN": "...", "en-US": "..."}', '需要中英文名称 {"zh-CN": "...", "en-US": "..."}（各不超过100字）');
}

export type ConfiguredModule = ModuleDef;
