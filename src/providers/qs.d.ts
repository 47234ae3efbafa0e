// qs has no types of its own (and @types/qs is not installed): the one call the router binding makes.
declare module 'qs' {
  export function parse(text: string, options?: { ignoreQueryPrefix?: boolean; depth?: number }): Record<string, unknown>;
  const qs: { parse: typeof parse };
  export default qs;
}
