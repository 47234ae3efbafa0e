import type { TSchema } from '@sinclair/typebox';
import type { FieldDef, ResolvedRoute } from '../resources';
import { buttonCodes } from '../resources';
import { batchFieldsOf, BATCH_MAX_IDS } from '../schemas/batch-edit';
import { defaultMaxLength } from '../schemas/fields';
import { crudCalls } from './crud.calls';
import { defineCalls, menu, onResource, type CallSpec, type Contract } from './define';
import { Dict, IdText, Nullable, Page, Row, T, Time } from './schema';

/**
 * The selected records as a list sends them, or "1,2,3" as a link or a form body does. Their rule
 * (positive ids, 1 to BATCH_MAX_IDS, its messages in both languages) is the shared one,
 * checkBatchRequest in src/schemas/batch-edit.ts, which the handler runs.
 */
const BatchIds = T.Union([T.Array(T.Union([T.Integer(), T.String()])), T.String()], {
  description: `the records (ids, or "1,2,3"), 1 to ${BATCH_MAX_IDS}`,
});

/**
 * The generic CRUD contract (docs/architecture.md): one set of calls for every data route of the
 * registry, and, derived from each route's definition, its own contracts (its filters and sort, its
 * record's fields and types, its permission codes) for the reference page and the answers' serialisers.
 * Nothing here is written per route: a configured route is described the moment it exists.
 */

/** What the list answers besides the records (server/resources/crud.ts, server/reports/list.ts). */
const LIST_EXTRA = {
  totalCapped: T.Boolean({ description: 'true when there are more than 10000 matches (total stops there)' }),
  summary: T.Optional(Dict(T.Unknown(), 'reports: the `sum` fields over every matching row')),
};

/** The list answer around a record schema. */
export const listAnswer = (record: TSchema) => Page(record, LIST_EXTRA);

const listQuery = T.Object(
  {
    current: T.Optional(T.Integer({ minimum: 1, maximum: 1_000_000, description: 'page, from 1' })),
    size: T.Optional(T.Integer({ minimum: 1, maximum: 500, description: 'rows per page (default 20)' })),
    sort: T.Optional(T.Array(T.String({ pattern: '^[A-Za-z0-9_]+(,(asc|desc))?$' }), { description: '`field,asc|desc`, repeatable' })),
    fields: T.Optional(T.String({ description: 'fields beyond the list columns, comma-separated' })),
  },
  { additionalProperties: true, description: "paging, sort, fields, and the route's filters (see each route)" },
);

const confirmQuery = T.Object({
  confirm: T.Optional(T.String({ description: 'questions the user agreed to, e.g. internalNumber (after a 409 with data.confirm)' })),
});

export const crud = defineCalls('crud', crudCalls, {
  list: {
    summary: "A page of a route's records, filtered and sorted",
    description:
      "The list columns of each record (and `fields` asked for). Each data route's own list, with its filters, is under its module below.",
    access: onResource('list'),
    query: listQuery,
    answer: listAnswer(Row()),
  },
  one: {
    summary: 'One record, whole',
    access: onResource('list'),
    params: T.Object({ id: IdText }),
    answer: Row(),
  },
  create: {
    summary: 'Create a record',
    description: "The record's fields are checked by the route's rules (the same the form runs); each failure is named in `data.errors`.",
    access: onResource('create'),
    query: confirmQuery,
    body: T.Object({}, { additionalProperties: true, description: "the route's fields" }),
    answer: Row(),
    errors: { 405: 'the route is read-only (a report)', 409: 'a unique value is taken, or a question to confirm (data.confirm)' },
  },
  update: {
    summary: 'Change a record: only the fields sent',
    access: onResource('edit'),
    params: T.Object({ id: IdText }),
    query: confirmQuery,
    body: T.Object({}, { additionalProperties: true, description: 'the fields to change' }),
    answer: Row(),
    errors: {
      405: 'the route is read-only (a report)',
      409: 'a unique value is taken, a locked record, or a question to confirm (data.confirm)',
    },
  },
  remove: {
    summary: 'Delete a record',
    access: onResource('delete'),
    params: T.Object({ id: IdText }),
    answer: T.Boolean(),
    errors: { 405: 'the route is read-only (a report)', 409: 'the record is in use' },
  },
  batch: {
    summary: "批量修改: set the route's batch fields on several records, all or nothing",
    access: onResource('edit'),
    body: T.Object({
      ids: BatchIds,
      values: Dict(T.Unknown(), 'batch field -> value'),
    }),
    answer: T.Object({ updated: T.Integer(), ids: T.Array(T.Integer()) }),
    errors: { 400: "the route has no batch fields, or a value breaks its field's rule" },
  },
});

// ---- Derived per route ------------------------------------------------------------------------

/** A field's value as the API answers it (server/resources/model.ts readersOf). */
export function readSchema(f: FieldDef): TSchema {
  const description = f.label['en-US'] === f.label['zh-CN'] ? f.label['zh-CN'] : `${f.label['zh-CN']} (${f.label['en-US']})`;
  const d = { description };
  switch (f.kind) {
    case 'integer':
      return Nullable(T.Integer(d));
    case 'ref':
      return Nullable(T.Integer({ ...d, description: `${description}: id of a ${f.ref ?? 'record'}` }));
    case 'number':
    case 'weight':
      return Nullable(T.Number(d));
    case 'money':
      return Nullable(T.String({ ...d, description: `${description}: exact decimal text` }));
    case 'date':
      return Nullable(T.String({ ...d, description: `${description}: date YYYY-MM-DD` }));
    case 'datetime':
      return Nullable(T.String({ ...d, format: 'date-time' }));
    case 'boolean':
      return Nullable(T.Boolean(d));
    case 'enum':
      return Nullable(T.String({ ...d, description: `${description}: one of ${(f.options ?? []).map((o) => o.value).join(', ')}` }));
    case 'list':
      return Nullable(
        T.Array(
          T.Unsafe({ type: 'object', additionalProperties: true, description: `a row: ${(f.items ?? []).map((i) => i.name).join(', ')}` }),
          d,
        ),
      );
    case 'party':
      return Nullable(
        T.Unsafe({ type: 'object', additionalProperties: true, description: `${description}: a party (name, address, contact...)` }),
      );
    case 'uuid':
      return Nullable(T.String({ ...d, format: 'uuid' }));
    default:
      return Nullable(T.String(d));
  }
}

/** A field's value as a create or update sends it (checked by the route's rules on the server). */
function writeSchema(f: FieldDef): TSchema {
  const d = { description: f.label['zh-CN'] };
  switch (f.kind) {
    case 'integer':
      return Nullable(
        T.Integer({ ...d, ...(f.min !== undefined ? { minimum: f.min } : {}), ...(f.max !== undefined ? { maximum: f.max } : {}) }),
      );
    case 'ref':
      return Nullable(T.Integer({ ...d, minimum: 1 }));
    case 'number':
    case 'weight':
    case 'money':
      return Nullable(T.Union([T.String(), T.Number()], { description: `${d.description}: decimal (text keeps it exact)` }));
    case 'date':
      return Nullable(T.String({ ...d, description: `${d.description}: YYYY-MM-DD` }));
    case 'datetime':
      return Nullable(T.String({ ...d, description: `${d.description}: ISO 8601` }));
    case 'boolean':
      return Nullable(T.Boolean(d));
    case 'enum':
      return Nullable(T.String({ ...d, enum: (f.options ?? []).map((o) => o.value) }));
    case 'list':
      return Nullable(
        T.Array(T.Object(Object.fromEntries((f.items ?? []).map((i) => [i.name, T.Optional(writeSchema(i))]))), {
          ...d,
          maxItems: f.maxItems ?? 200,
        }),
      );
    case 'party':
      return Nullable(T.Object({}, { ...d, additionalProperties: true }));
    default:
      return Nullable(T.String({ ...d, maxLength: defaultMaxLength(f) }));
  }
}

/**
 * The record of a route as answered: system fields and every readable field. The properties are in
 * the order the server writes them (the serialiser keeps the schema's order): the whole record's, or
 * with `list` the list columns first (id and the `list` fields), as a list page answers them.
 */
export function recordSchema(route: ResolvedRoute, order: 'record' | 'list' = 'record'): TSchema {
  const report = !!route.source;
  const fields = (route.fields ?? []).filter((f) => !f.writeOnly);
  const props: Record<string, TSchema> = {
    id: report ? T.Unsafe({ type: ['integer', 'string'], description: "the row's key" }) : T.Integer({ minimum: 1 }),
  };
  if (order === 'list') for (const f of fields) if (f.list) props[f.name] = T.Optional(readSchema(f));
  if (!report) {
    Object.assign(props, {
      createdBy: T.Optional(Nullable(T.Integer())),
      createTime: T.Optional(Time),
      updatedBy: T.Optional(Nullable(T.Integer())),
      updateTime: T.Optional(Time),
    });
  }
  for (const f of fields) if (!props[f.name]) props[f.name] = T.Optional(readSchema(f));
  return T.Object(props, { additionalProperties: false, description: `a record of ${route.name} (${route.label['zh-CN']})` });
}

function inputSchema(route: ResolvedRoute, partial: boolean): TSchema {
  const props: Record<string, TSchema> = {};
  for (const f of route.fields ?? []) {
    if (f.readOnly || f.computed || f.kind === 'uuid') continue;
    props[f.name] = partial || !f.required ? T.Optional(writeSchema(f)) : writeSchema(f);
  }
  return T.Object(props, { additionalProperties: false });
}

/** The list's query of a route: paging, its sortable fields, its filters with their value types. */
function routeListQuery(route: ResolvedRoute): TSchema {
  const fields = route.fields ?? [];
  const sortable = ['id', 'createTime', 'updateTime', ...fields.filter((f) => f.sort).map((f) => f.name)];
  const props: Record<string, TSchema> = {
    current: T.Optional(T.Integer({ minimum: 1, maximum: 1_000_000, description: 'page, from 1' })),
    size: T.Optional(T.Integer({ minimum: 1, maximum: 500, description: 'rows per page (default 20)' })),
    sort: T.Optional(
      T.Array(T.String({ pattern: `^(${sortable.join('|')})(,(asc|desc))?$` }), {
        description: `\`field,asc|desc\`, repeatable; sortable: ${sortable.join(', ')}${route.defaultSort ? ` (default ${route.defaultSort})` : ''}`,
      }),
    ),
    fields: T.Optional(
      T.String({
        description: `extra fields, comma-separated, of: ${['id', 'createdBy', 'createTime', 'updatedBy', 'updateTime', ...fields.filter((f) => !f.writeOnly).map((f) => f.name)].join(', ')}`,
      }),
    ),
    id_in: T.Optional(T.String({ description: 'ids, comma-separated' })),
  };
  for (const f of fields) {
    if (!f.filter) continue;
    const value = filterValueSchema(f);
    if (f.filter === 'eq') {
      props[f.name] = T.Optional(value);
      props[`${f.name}_in`] = T.Optional(T.String({ description: `${f.label['zh-CN']}: any of, comma-separated` }));
    } else if (f.filter === 'like') {
      props[`${f.name}_like`] = T.Optional(T.String({ maxLength: 200, description: `${f.label['zh-CN']} contains` }));
    } else {
      props[`${f.name}_gte`] = T.Optional(value);
      props[`${f.name}_lte`] = T.Optional(value);
    }
  }
  return T.Object(props);
}

function filterValueSchema(f: FieldDef): TSchema {
  const description = f.label['zh-CN'];
  switch (f.kind) {
    case 'integer':
      return T.Integer({ description });
    case 'ref':
      return T.Integer({ minimum: 1, description: `${description} (id)` });
    case 'number':
    case 'weight':
    case 'money':
      return T.String({ description: `${description}: decimal` });
    case 'date':
      return T.String({ description: `${description}: YYYY-MM-DD` });
    case 'datetime':
      return T.String({ description: `${description}: ISO 8601` });
    case 'boolean':
      return T.Boolean({ description });
    case 'enum':
      return T.String({ description, enum: (f.options ?? []).map((o) => o.value) });
    default:
      return T.String({ maxLength: 200, description });
  }
}

/** A generic contract made specific to one route: its path, permission and schemas. */
function specialise(c: Contract, route: ResolvedRoute, spec: Partial<CallSpec>): Contract {
  const path = c.path.replace(':resource', route.name);
  const paramNames = c.paramNames.filter((n) => n !== 'resource');
  const paramsSchema = paramNames.length ? T.Object(Object.fromEntries(paramNames.map((n) => [n, IdText]))) : undefined;
  return { ...c, ...spec, id: `${route.name}.${c.name}`, group: route.module, path, paramNames, paramsSchema };
}

/**
 * The contracts of one data route (a route with fields): its list, record, writes and batch edit,
 * each with the route's own permission codes. `extra` adds contracts of other generic calls (export,
 * import...), made specific the same way, for the route's buttons that allow them.
 */
export function routeContracts(
  route: ResolvedRoute,
  extra: readonly { contract: Contract; button?: string; spec?: (r: ResolvedRoute) => Partial<CallSpec> }[] = [],
): Contract[] {
  if (!route.fields?.length) return [];
  const name = route.name;
  const buttons = new Set(buttonCodes(route));
  const record = recordSchema(route);
  const label = `${route.label['zh-CN']} (${route.label['en-US']})`;
  const out: Contract[] = [
    specialise(crud.list, route, {
      summary: `${label}: a page of records`,
      access: menu(name),
      query: routeListQuery(route) as never,
      answer: listAnswer(recordSchema(route, 'list')),
    }),
  ];
  if (!route.source) out.push(specialise(crud.one, route, { summary: `${label}: one record`, access: menu(name), answer: record }));
  if (route.kind === 'crud') {
    out.push(
      specialise(crud.create, route, {
        summary: `${label}: create`,
        access: menu(name, `${name}:create`),
        body: inputSchema(route, false),
        answer: record,
      }),
      specialise(crud.update, route, {
        summary: `${label}: change`,
        access: menu(name, `${name}:edit`),
        body: inputSchema(route, true),
        answer: record,
      }),
      specialise(crud.remove, route, { summary: `${label}: delete`, access: menu(name, `${name}:delete`) }),
    );
    const batch = batchFieldsOf(route);
    if (batch.length) {
      out.push(
        specialise(crud.batch, route, {
          summary: `${label}: 批量修改 (${batch.map((f) => f.name).join(', ')})`,
          access: menu(name, `${name}:edit`),
          body: T.Object({
            ids: BatchIds,
            values: T.Object(Object.fromEntries(batch.map((f) => [f.name, T.Optional(writeSchema(f))])), { additionalProperties: false }),
          }),
        }),
      );
    }
  }
  for (const x of extra) {
    if (x.button && !buttons.has(`${name}:${x.button}`)) continue;
    out.push(
      specialise(x.contract, route, { access: menu(name, x.button ? `${name}:${x.button}` : undefined), ...(x.spec?.(route) ?? {}) }),
    );
  }
  return out;
}
