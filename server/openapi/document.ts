import type { TSchema } from '@sinclair/typebox';
import { isFileAnswer, isMultipart, type Access, type Contract } from '../../src/contracts/define';
import { envelopeOf } from '../http/contract-routes';
import { API_GUIDE } from './guide';

/**
 * The OpenAPI 3.1 document of the API, generated from the contracts (src/contracts) and the contracts
 * the registry derives for every data route (src/contracts/crud.ts). Served at /api/openapi.json and
 * shown by the reference page (server/openapi/reference.ts).
 */

export interface DocumentGroup {
  /** The tag: a contract group's name or a registry module's code. */
  name: string;
  description: string;
  contracts: readonly Contract[];
}

type Json = Record<string, unknown>;

/** A schema as plain JSON (TypeBox marks its schemas with symbols, which JSON leaves out). */
const plain = (s: unknown): Json => JSON.parse(JSON.stringify(s ?? {}));

const ERROR_TEXT: Record<number, string> = {
  400: 'A parameter or field is missing or malformed: `data.errors` names each field',
  401: 'No token, or the session ended',
  403: 'The role lacks the permission this call needs',
  404: 'Unknown path, resource or record',
  405: 'A write to a read-only route',
  409: 'Conflict, or a question to confirm (`data.confirm`)',
  413: 'Body too large',
  415: 'Unsupported content type',
  429: 'Too many attempts: see Retry-After',
};

/** What the permission of a call is, in words and as data (x-permission). */
export function permissionText(a: Access): string {
  switch (a.kind) {
    case 'public':
      return `Public: no token${a.note ? ` (${a.note})` : ''}.`;
    case 'session':
      return `Any logged-in user${a.note ? ` (${a.note})` : ''}.`;
    case 'menu':
      return `Menu ${a.menus.map((m) => `\`${m}\``).join(' or ')}${a.button ? ` and button \`${a.button}\`` : ''}.`;
    case 'resource':
      return a.action === 'list'
        ? 'The menu of the route `{resource}` names.'
        : `The menu of the route \`{resource}\` names and its button \`{resource}:${a.action}\`.`;
    case 'handler':
      return `${a.public ? 'No token needed; ' : 'Logged in; '}${a.note}.`;
  }
}

/** An example value of a schema: its own example if it has one, else one made from its types. */
export function exampleOf(schema: unknown, depth = 0): unknown {
  const s = (schema ?? {}) as Json;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum)) return s.enum.find((v) => v !== null) ?? null;
  if (depth > 8) return null;
  const branches = (s.anyOf ?? s.oneOf) as Json[] | undefined;
  if (branches) return exampleOf(branches.find((b) => b.type !== 'null') ?? branches[0], depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, exampleOf(v, depth + 1)]));
    }
    case 'array':
      return s.items ? [exampleOf(s.items, depth + 1)] : [];
    case 'integer':
      return typeof s.minimum === 'number' ? s.minimum : 1;
    case 'number':
      return 12.5;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string': {
      if (s.format === 'date-time') return '2026-11-28T08:30:00.000Z';
      const d = String(s.description ?? '');
      if (/YYYY-MM-DD/.test(d)) return '2026-11-28';
      if (/decimal/.test(d)) return '1250.00';
      if (d === 'record id') return '1';
      return 'text';
    }
    default:
      return {};
  }
}

const isFlat = (s: Json) =>
  s.type === 'object' &&
  Object.values((s.properties ?? {}) as Record<string, Json>).every((p) => {
    const t = ([] as unknown[]).concat(p.type ?? 'x');
    return t.every((x) => x === 'string' || x === 'integer' || x === 'number' || x === 'boolean' || x === 'null');
  });

function operation(c: Contract, tag: string): Json {
  const parameters: Json[] = [];
  // A wildcard's rest of the path (GET /files/{uuid}/{path}).
  if (c.path.endsWith('*'))
    parameters.push({ name: 'path', in: 'path', required: true, schema: { type: 'string' }, description: 'the rest of the path' });
  for (const [name, schema] of Object.entries(plain(c.paramsSchema).properties ?? {})) {
    parameters.push({
      name,
      in: 'path',
      required: true,
      schema,
      ...((schema as Json).description ? { description: (schema as Json).description } : {}),
    });
  }
  const query = plain(c.query);
  const required = new Set((query.required as string[] | undefined) ?? []);
  for (const [name, schema] of Object.entries((query.properties ?? {}) as Record<string, Json>)) {
    parameters.push({
      name,
      in: 'query',
      required: required.has(name),
      schema,
      ...(schema.description ? { description: schema.description } : {}),
    });
  }

  const op: Json = {
    operationId: c.id,
    summary: c.summary,
    description: [c.description, `**Permission:** ${permissionText(c.access)}`].filter(Boolean).join('\n\n'),
    tags: [tag],
    'x-permission': c.access,
    ...(c.topics.length ? { 'x-data-topics': c.topics } : {}),
    security: c.access.kind === 'public' || (c.access.kind === 'handler' && c.access.public) ? [] : [{ bearerAuth: [] }],
    ...(parameters.length ? { parameters } : {}),
  };

  if (c.body) {
    if (isMultipart(c.body)) {
      const props = Object.fromEntries(
        Object.entries(c.body.multipart).map(([k, d]) => [
          k,
          k === 'file'
            ? { type: 'string', contentMediaType: 'application/octet-stream', description: d }
            : { type: 'string', description: d },
        ]),
      );
      op.requestBody = { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties: props } } } };
    } else {
      const schema = plain(c.body);
      const example = c.example?.body ?? exampleOf(schema);
      const content: Json = { 'application/json': { schema, example } };
      if (isFlat(schema)) content['application/x-www-form-urlencoded'] = { schema };
      op.requestBody = { required: true, content };
    }
  }

  const responses: Json = {};
  if (isFileAnswer(c.answer)) {
    responses['200'] = {
      description: c.answer.description ?? c.answer.file,
      content: { [c.answer.file]: { schema: { type: 'string', contentMediaType: c.answer.file } } },
    };
  } else {
    const schema = plain(envelopeOf(c.answer as TSchema, c.beside, c.whole));
    const data = c.example?.answer ?? exampleOf(plain(c.answer));
    responses['200'] = c.whole
      ? { description: "Success, in this call's own envelope", content: { 'application/json': { schema, example: data } } }
      : {
          description: "Success: `code` 0 and the call's `data`",
          content: { 'application/json': { schema, example: { code: 0, data, messageInfo: '操作成功' } } },
        };
  }
  const statuses = new Set<number>(Object.keys(c.errors ?? {}).map(Number));
  if (c.paramsSchema || c.query || (c.body && !isMultipart(c.body))) statuses.add(400);
  if (op.security && (op.security as unknown[]).length) statuses.add(401);
  if (c.access.kind === 'menu' || c.access.kind === 'resource' || (c.access.kind === 'handler' && !c.access.public)) statuses.add(403);
  if (c.paramNames.length || c.access.kind === 'resource') statuses.add(404);
  for (const status of [...statuses].sort()) {
    const text = c.errors?.[status] ?? ERROR_TEXT[status] ?? 'Failure';
    responses[String(status)] = {
      description: text,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
    };
  }
  op.responses = responses;
  return op;
}

export function openApiDocument(groups: readonly DocumentGroup[], version: string): Json {
  const paths: Record<string, Json> = {};
  for (const g of groups) {
    for (const c of g.contracts) {
      const path = c.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}').replace(/\*$/, '{path}');
      const item = (paths[path] ??= {});
      const method = c.method.toLowerCase();
      if (item[method]) throw new Error(`two contracts for ${c.method} ${c.path}`);
      item[method] = operation(c, g.name);
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Freight back office API', version, description: API_GUIDE.trim() },
    servers: [{ url: '/' }],
    tags: groups.map((g) => ({ name: g.name, description: g.description })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access_token of POST /auth/oauth/token' },
      },
      schemas: {
        Failure: {
          type: 'object',
          description: 'A failure: `code` is the HTTP status',
          properties: {
            code: { type: 'integer', examples: [400] },
            data: {
              anyOf: [
                { type: 'null' },
                {
                  type: 'object',
                  properties: { errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'field -> message' } },
                },
                { type: 'object', properties: { confirm: { type: 'string', description: 'the question to confirm (409)' } } },
                { type: 'object', properties: { correlationId: { type: 'string', description: 'quote it to the administrator (500)' } } },
              ],
            },
            messageInfo: { type: 'string', examples: ['请输入登录账号'] },
          },
          required: ['code', 'data', 'messageInfo'],
        },
      },
    },
  };
}
