import type { TSchema } from '@sinclair/typebox';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fastJson from 'fast-json-stringify';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { isFileAnswer, isMultipart, type Contract, type CallSpec } from '../../src/contracts/define';
import type { AppContext } from '../context';
import { resolveResource } from '../resources/access';
import { forbidden } from './envelope';
import { RequestValidationError } from './validation';

/**
 * The one way a server call is registered (docs/architecture.md "How to add a server call"): from
 * its contract (src/contracts). Fastify then validates path parameters, query and body against the
 * contract's schemas before the handler runs (a refusal is the usual 400 naming the field, in the
 * request's language: server/http/validation.ts), the contract's permission is checked, and the
 * answer is serialised with its schema (fast-json-stringify: a field the schema does not name never
 * leaves). Under test every answer is also checked against its schema, strictly, so a contract that
 * does not describe what its handler answers fails loudly instead of dropping data.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract a route was registered from (every API route has one; tests/server/openapi.test.ts). */
    contract?: Contract;
  }
}

/**
 * Query strings, path parameters and form-encoded bodies carry only text: they are read as the
 * contract's types ("3" as 3, "true" as true, one value as a list of one). A JSON body is checked as it
 * came: 42 is not a question, ["s"] is not a subject.
 */
const coercingAjv = new Ajv({
  coerceTypes: 'array',
  useDefaults: true,
  removeAdditional: true,
  allErrors: false,
  verbose: true,
  strict: false,
});
const strictAjv = new Ajv({
  coerceTypes: false,
  useDefaults: true,
  removeAdditional: true,
  allErrors: false,
  verbose: true,
  strict: false,
});
/** The pass that reads a form's text as the contract's types before the body is checked (errors are the check's to report). */
const formAjv = new Ajv({ coerceTypes: 'array', allErrors: true, strict: false, validateFormats: false });
for (const ajv of [coercingAjv, strictAjv, formAjv]) {
  addFormats(ajv);
  for (const keyword of ['x-label', 'x-message']) ajv.addKeyword({ keyword });
}
const FORM = 'application/x-www-form-urlencoded';

/** Answers are JSON: what a browser receives is checked as it receives it (Dates as ISO text). */
const answerAjv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
for (const keyword of ['x-label', 'x-message']) answerAjv.addKeyword({ keyword });

/** Whether answers are checked against their contracts (every test run; CHECK_ANSWERS=1 elsewhere). */
export const checkAnswers = () => process.env.CHECK_ANSWERS === '1' || (!!process.env.VITEST && process.env.CHECK_ANSWERS !== '0');

/** The envelope every JSON answer leaves in, around the contract's data. */
export function envelopeOf(data: TSchema, beside?: CallSpec['beside'], whole = false): TSchema {
  if (whole) return data;
  return {
    type: 'object',
    properties: { code: { type: 'integer' }, data, messageInfo: { type: 'string' }, ...(beside?.properties ?? {}) },
    required: ['code', 'data', 'messageInfo'],
  } as unknown as TSchema;
}

/** The schema with every object that does not say otherwise closed: what a strict check needs. */
export function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) {
    out[k] =
      k === 'properties' || k === 'patternProperties' || k === '$defs'
        ? Object.fromEntries(Object.entries(v as object).map(([p, s]) => [p, closed(s)]))
        : k === 'enum' || k === 'const' || k === 'examples' || k === 'default' || k === 'required'
          ? v
          : closed(v);
  }
  if (out.properties && out.additionalProperties === undefined && out.patternProperties === undefined) out.additionalProperties = false;
  return out;
}

/**
 * Validators and serialisers are compiled on a route's first call, not at start: a server (and each
 * test's app) starts without compiling the ~170 routes' schemas it may never be asked.
 */
function validatorFor(schema: TSchema, part: string) {
  let check: ValidateFunction | undefined;
  return (value: unknown) => {
    check ??= (part === 'body' ? strictAjv : coercingAjv).compile(schema);
    if (check(value)) return { value };
    return { error: new RequestValidationError(check.errors ?? [], part) };
  };
}

/**
 * Before a body is checked: no body at all is an empty one (its required fields then name what is
 * missing, and no handler reads a field of undefined), and a form's values are read as the schema's types.
 */
function bodyPreparation(schema: TSchema) {
  let coerce: ValidateFunction | undefined;
  return async (req: FastifyRequest) => {
    if (req.body === undefined) {
      req.body = {};
      return;
    }
    if (
      String(req.headers['content-type'] ?? '')
        .split(';')[0]
        .trim()
        .toLowerCase() === FORM
    ) {
      coerce ??= formAjv.compile(schema);
      coerce(req.body);
    }
  };
}

export type ServerParams<C> = C extends { paramNames: readonly (infer N extends string)[] } ? { [K in N]: string } : Record<string, never>;
export type ServerQuery<C> = C extends { query: infer Q extends TSchema } ? Static<Q> : Record<string, unknown>;
export type ServerBody<C> = C extends { body: infer B } ? (B extends TSchema ? Static<B> : unknown) : unknown;
type Static<S extends TSchema> = S['static'];

export type ContractRequest<C> = FastifyRequest<{ Params: ServerParams<C>; Querystring: ServerQuery<C>; Body: ServerBody<C> }>;
/**
 * A JSON call's handler answers the envelope (`ok(data)`) or sends the reply itself; a file call sends
 * it. The data is not typed against the schema here (rows from SQL are loosely typed): every test run
 * checks each answer against its contract instead (checkAnswers).
 */
export type ContractAnswer<C> = C extends { whole: true }
  ? unknown
  : C extends { answer: infer A }
    ? A extends TSchema
      ? { code: number; data: unknown; messageInfo: string }
      : unknown
    : never;
export type ContractHandler<C> = (
  req: ContractRequest<C>,
  reply: FastifyReply,
) => Promise<ContractAnswer<C> | FastifyReply | void> | ContractAnswer<C> | FastifyReply | void;

/** Route options the contract does not describe (a bigger body limit, a websocket, extra hooks). */
export type ExtraRouteOptions = Partial<Pick<RouteOptions, 'bodyLimit' | 'preHandler' | 'onSend' | 'logLevel'>> & {
  websocket?: boolean;
  wsHandler?: unknown;
};

/**
 * The registration helper of a plugin: `const handle = contractRoutes(app, ctx)`, then
 * `handle(contract, async (req) => ok(...))` for each call. The plugin's prefix (app.ts) must be the
 * start of the contract's path; the route is registered at the rest of it.
 */
export function contractRoutes(app: FastifyInstance, ctx: Pick<AppContext, 'resources'>) {
  return function handle<C extends Contract>(contract: C, handler: ContractHandler<C>, extra: ExtraRouteOptions = {}) {
    const prefix = app.prefix;
    if (!contract.path.startsWith(prefix)) throw new Error(`${contract.id}: ${contract.path} is not under the plugin prefix ${prefix}`);
    const url = contract.path.slice(prefix.length) || '/';
    const access = contract.access;
    const isPublic = access.kind === 'public' || (access.kind === 'handler' && !!access.public);
    const schema: Record<string, unknown> = {};
    if (contract.paramsSchema) schema.params = contract.paramsSchema;
    if (contract.query) schema.querystring = contract.query;
    if (contract.body && !isMultipart(contract.body)) schema.body = contract.body;
    const json = !isFileAnswer(contract.answer);
    const envelope = json ? envelopeOf(contract.answer as TSchema, contract.beside, contract.whole) : undefined;
    if (envelope) schema.response = { 200: envelope };

    const preValidation = [];
    if (schema.body) preValidation.push(bodyPreparation(schema.body as TSchema));
    const permission = permissionCheck(contract, ctx);
    if (permission) preValidation.push(permission);
    const preSerialization = [];
    if (envelope && checkAnswers()) preSerialization.push(answerCheck(contract, envelope));

    app.route({
      method: contract.method,
      url,
      schema,
      config: { public: isPublic, contract },
      validatorCompiler: ({ schema: s, httpPart }) => validatorFor(s as TSchema, httpPart ?? 'body'),
      serializerCompiler: ({ schema: s }) => lazySerializer(s as TSchema),
      ...(preValidation.length ? { preValidation } : {}),
      ...(preSerialization.length ? { preSerialization } : {}),
      ...(extra as object),
      handler: handler as never,
    } as RouteOptions);
  };
}

function lazySerializer(schema: TSchema) {
  let serialize: ((payload: unknown) => string) | undefined;
  return (payload: unknown) => (serialize ??= fastJson(schema as object) as (payload: unknown) => string)(payload);
}

/** The contract's permission as a hook, run after the token check and before validation. */
function permissionCheck(contract: Contract, ctx: Pick<AppContext, 'resources'>) {
  const access = contract.access;
  switch (access.kind) {
    case 'menu': {
      const { menus, button } = access;
      return async (req: FastifyRequest) => {
        const user = req.user!;
        if (!menus.some((m) => user.menus.has(m))) throw forbidden();
        if (button && !user.buttons.has(button)) throw forbidden();
      };
    }
    case 'resource': {
      const action = access.action;
      // 404 for an unknown resource, 403 without its menu or button, 405 writing a read-only one.
      return async (req: FastifyRequest) => {
        resolveResource(ctx as AppContext, req, action);
      };
    }
    default:
      return undefined;
  }
}

/**
 * A serialiser of one answer shape finer than its route's (a data route's own record schema on the
 * generic CRUD routes, src/contracts/crud.ts), for `reply.serializer`. Under test it checks the answer
 * against that shape strictly first, as the route's own check does.
 */
export function answerSerializer(data: TSchema, id: string): (payload: unknown) => string {
  const schema = envelopeOf(data);
  const serialize = fastJson(schema as object) as (payload: unknown) => string;
  if (!checkAnswers()) return serialize;
  const check = answerAjv.compile(closed(schema) as object);
  return (payload) => {
    if (!check(JSON.parse(JSON.stringify(payload))))
      throw new Error(`the answer of ${id} does not match its contract: ${answerAjv.errorsText(check.errors?.slice(0, 5))}`);
    return serialize(payload);
  };
}

/** Under test: the answer as the browser receives it must match the contract, objects closed. */
function answerCheck(contract: Contract, envelope: TSchema) {
  let check: ValidateFunction | undefined;
  return async (_req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode !== 200) return payload;
    check ??= answerAjv.compile(closed(envelope) as object);
    const received = JSON.parse(JSON.stringify(payload));
    if (!check(received)) {
      const problems = (check.errors ?? [])
        .slice(0, 5)
        .map(
          (e) =>
            `${e.instancePath || '/'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${(e.params as { additionalProperty: string }).additionalProperty})` : ''}`,
        );
      throw new Error(
        `the answer of ${contract.id} (${contract.method} ${contract.path}) does not match its contract: ${problems.join('; ')}`,
      );
    }
    return payload;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered (method, url, its contract's id if it has one), for the coverage test. */
    routeLedger: { method: string; url: string; contract?: string }[];
  }
}

/** Collects every route as it is registered: tests/server/openapi.test.ts checks each has a contract. */
export function installRouteLedger(app: FastifyInstance) {
  const ledger: FastifyInstance['routeLedger'] = [];
  app.decorate('routeLedger', ledger);
  app.addHook('onRoute', (r) => {
    for (const method of ([] as string[]).concat(r.method)) {
      if (method !== 'HEAD') ledger.push({ method, url: r.url, contract: (r.config as { contract?: Contract } | undefined)?.contract?.id });
    }
  });
}
