import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import { lineOf, paramNamesOf, splitLine, topicsOf, type CallEntry, type CallTable, type Method, type ParamNames } from './calls';

/**
 * One contract per server call (docs/architecture.md "How to add a server call"): its method and path
 * (from the feature's call table), the schemas of its path parameters, query, body and the `data` of
 * its code-0 answer, the permission it needs and the errors it answers. The server registers the
 * handler from it (server/http/contract-routes.ts: validation, serialisation, the permission check),
 * the OpenAPI document is generated from it (server/openapi), and the browser's typed client takes its
 * types (src/api).
 */

/** What a call does with the resource its `:resource` parameter names (server/resources/access.ts). */
export type ResourceAction = 'list' | 'create' | 'edit' | 'delete' | 'export' | 'import' | 'fill';

/** Who may make a call. The registration helper checks it before the handler runs. */
export type Access =
  /** No token: the login page's calls, public pages' calls. */
  | { kind: 'public'; note?: string }
  /** Any logged-in user. */
  | { kind: 'session'; note?: string }
  /** A logged-in user whose role grants one of the menus (and the button, when named). */
  | { kind: 'menu'; menus: readonly string[]; button?: string }
  /** The menu of the route its `:resource` parameter names, and for any action but list its button `{resource}:{action}`. */
  | { kind: 'resource'; action: ResourceAction }
  /**
   * The handler decides from the data (an order's routes, a signed link, a device key): the note
   * says how. `public`: no token needed to reach the handler.
   */
  | { kind: 'handler'; note: string; public?: boolean };

export const PUBLIC = (note?: string): Access => ({ kind: 'public', note });
export const SESSION: Access = { kind: 'session' };
export const menu = (menus: string | readonly string[], button?: string): Access => ({
  kind: 'menu',
  menus: ([] as string[]).concat(menus),
  button,
});
export const onResource = (action: ResourceAction): Access => ({ kind: 'resource', action });
export const byHandler = (note: string, opts: { public?: boolean } = {}): Access => ({ kind: 'handler', note, ...opts });

/** A body of multipart/form-data parts (uploads); named parts and what they hold. */
export interface MultipartBody {
  multipart: Record<string, string>;
}
export const Multipart = (parts: Record<string, string>): MultipartBody => ({ multipart: parts });

/** An answer that is a file or a page, not the JSON envelope. */
export interface FileAnswer {
  file: string;
  description?: string;
}
export const FileOf = (mime: string, description?: string): FileAnswer => ({ file: mime, description });

export interface CallSpec {
  summary: string;
  description?: string;
  access: Access;
  /** Schemas of path parameters; any parameter not named here is a string. */
  params?: TObject;
  query?: TObject;
  body?: TSchema | MultipartBody;
  /** The envelope's `data` on success, or the file the call answers. */
  answer: TSchema | FileAnswer;
  /** Fields the answer carries beside the envelope's (the OAuth token answer's access_token...). */
  beside?: TObject;
  /**
   * The answer schema is the whole body, not the envelope's data: the messaging calls of docs/behaviour.md §1/02 §7
   * answer their own envelopes (`code: "200"`).
   */
  whole?: boolean;
  /** Statuses this call answers besides success, with what they mean (400/401/403 follow from the schemas and access). */
  errors?: Readonly<Record<number, string>>;
  /** Example values for the reference page. */
  example?: { query?: Record<string, unknown>; body?: unknown; answer?: unknown };
}

/** A call's whole contract: the spec plus what its table entry says. */
export type Contract<E extends CallEntry | undefined = undefined, S extends CallSpec = CallSpec> = S & {
  /** `group.name`, unique, e.g. 'shell.currentUser'. */
  id: string;
  group: string;
  name: string;
  method: Method;
  path: string;
  topics: readonly string[];
  paramNames: E extends CallEntry ? readonly ParamNames<E>[] : readonly string[];
  /** The path parameters' schema (strings unless the spec says otherwise). */
  paramsSchema?: TObject;
};

/**
 * The contracts of one feature: every entry of its call table has a spec and nothing else does (the
 * compiler checks both ways).
 */
export function defineCalls<const T extends CallTable, const S extends { [K in keyof T]: CallSpec }>(
  group: string,
  table: T,
  specs: S & Record<Exclude<keyof S, keyof T>, never>,
): { [K in keyof T & keyof S & string]: Contract<T[K], S[K]> } {
  const out: Record<string, Contract> = {};
  for (const name of Object.keys(table)) {
    const entry = table[name];
    const spec = (specs as Record<string, CallSpec>)[name];
    const { method, path } = splitLine(lineOf(entry));
    const names = paramNamesOf(path);
    const given = spec.params?.properties ?? {};
    for (const k of Object.keys(given)) if (!names.includes(k)) throw new Error(`${group}.${name}: ${k} is not a parameter of ${path}`);
    const paramsSchema = names.length
      ? Type.Object(Object.fromEntries(names.map((n) => [n, (given as Record<string, TSchema>)[n] ?? Type.String({ minLength: 1 })])))
      : undefined;
    out[name] = {
      ...spec,
      id: `${group}.${name}`,
      group,
      name,
      method,
      path,
      topics: topicsOf(entry),
      paramNames: names as never,
      paramsSchema,
    };
  }
  return out as never;
}

/** Static types of a contract's parts, for the handlers and the browser's client. */
export type QueryOf<C> = C extends { query: infer Q extends TSchema } ? Static<Q> : Record<string, never>;
export type BodyOf<C> = C extends { body: infer B }
  ? B extends MultipartBody
    ? FormData
    : B extends TSchema
      ? Static<B>
      : never
  : undefined;
export type AnswerOf<C> = C extends { answer: infer A } ? (A extends FileAnswer ? Blob : A extends TSchema ? Static<A> : never) : never;
export type ParamsOf<C> = C extends { paramNames: readonly (infer N extends string)[] }
  ? { [K in N]: string | number }
  : Record<string, never>;

export const isFileAnswer = (a: CallSpec['answer']): a is FileAnswer => typeof (a as FileAnswer).file === 'string';
export const isMultipart = (b: CallSpec['body']): b is MultipartBody => !!b && typeof (b as MultipartBody).multipart === 'object';
