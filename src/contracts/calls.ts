/**
 * What the browser knows of a server call at run time: its method and path, and the cached data it
 * reads (GET) or changes (any other method). Each feature's table (`<feature>.calls.ts`) is plain
 * data with no imports, so the login page can carry its few calls without any schema; the contract
 * of each call (`<feature>.ts`, TypeBox) is keyed by the same names and typed over the same table.
 *
 * Topics are names of data (a registry resource such as `css_charge`, or a name of their own such as
 * `messages`): after a successful change every query reading one of its topics is fetched again
 * (src/api/hooks.ts), so two panels showing the same data never disagree.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type CallLine = `${Method} /${string}`;
export type CallEntry = CallLine | readonly [CallLine, ...string[]];
export type CallTable = Readonly<Record<string, CallEntry>>;

/** A feature's table, kept literal so the path parameters are known to the compiler. */
export const callTable = <const T extends CallTable>(table: T): T => table;

export const lineOf = (e: CallEntry): CallLine => (typeof e === 'string' ? e : e[0]);
export const topicsOf = (e: CallEntry): readonly string[] => (typeof e === 'string' ? [] : e.slice(1));

/** Method and path of a call line: 'PUT /hrs/permission/role/:roleId'. */
export function splitLine(line: CallLine): { method: Method; path: string } {
  const space = line.indexOf(' ');
  return { method: line.slice(0, space) as Method, path: line.slice(space + 1) };
}

type Segments<P extends string> = P extends `${infer A}/${infer B}` ? Segments<A> | Segments<B> : P extends `:${infer N}` ? N : never;
/** The path parameters of a call line, e.g. 'roleId' of 'PUT /hrs/permission/role/:roleId'. */
export type ParamNames<E extends CallEntry> = (E extends readonly [infer L, ...unknown[]] ? L : E) extends `${Method} ${infer P}`
  ? Segments<P>
  : never;

/** The path parameters' names of a path (runtime twin of ParamNames). */
export const paramNamesOf = (path: string): string[] => [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]);

/** The path with its parameters filled in (each encoded). */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined || v === null || v === '') throw new Error(`${path}: the path parameter ${name} is missing`);
    return encodeURIComponent(String(v));
  });
}
