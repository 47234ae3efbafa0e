import { lineOf, splitLine, topicsOf, type CallEntry, type CallTable, type Method } from '../contracts/calls';
import type { AnswerOf, BodyOf, ParamsOf, QueryOf } from '../contracts/define';

/**
 * The browser's handle on one server call: its method, path and topics from the feature's call table
 * (plain data), its types from the contract (a type import: no schema reaches the bundle). Calls are
 * made with src/api/call.ts, read and written by screens through src/api/hooks.ts.
 */
export interface CallRef<C = unknown> {
  readonly ref: true;
  readonly id: string;
  readonly method: Method;
  readonly path: string;
  readonly topics: readonly string[];
  /** Phantom: carries the contract's type for the compiler. */
  readonly contract?: C;
}

/** The contract of a reference. */
export type ContractOf<R> = R extends CallRef<infer C> ? C : never;

export type HasParams<C> = C extends { paramNames: readonly [] | readonly never[] }
  ? false
  : C extends { paramNames: readonly (infer N)[] }
    ? [N] extends [never]
      ? false
      : true
    : false;

/** What a call takes: its path parameters (required when it has any), query and body. */
export type CallArgs<C> = (HasParams<C> extends true ? { params: ParamsOf<C> } : { params?: undefined }) & {
  /** The query's parameters, or a query string already made (the data provider's paging, sort and filters). */
  query?: (Partial<QueryOf<C>> & Record<string, unknown>) | string;
  body?: BodyOf<C> | URLSearchParams;
};

/** A call's data (of a contract or of a reference): what its contract says `data` holds (the whole body for calls with their own envelope). */
export type DataOf<C> = C extends CallRef<infer X> ? AnswerOf<X> : AnswerOf<C>;

/** The arguments as a tuple: optional when the call has no path parameters. */
export type ArgsTuple<C> = HasParams<C> extends true ? [args: CallArgs<C>] : [args?: CallArgs<C>];

/** The references of a feature's calls, typed by its contracts: `refsOf<typeof shell>('shell', shellCalls)`. */
export function refsOf<Contracts extends Record<string, unknown>>(
  group: string,
  table: CallTable,
): { [K in keyof Contracts]: CallRef<Contracts[K]> } {
  const out: Record<string, CallRef> = {};
  for (const [name, entry] of Object.entries(table)) out[name] = refOf(`${group}.${name}`, entry);
  return out as never;
}

export function refOf(id: string, entry: CallEntry): CallRef {
  const { method, path } = splitLine(lineOf(entry));
  return { ref: true, id, method, path, topics: topicsOf(entry) };
}
