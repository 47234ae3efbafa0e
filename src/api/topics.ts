import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Which cached queries a change reaches (docs/architecture.md "One query cache"). A query reads
 * topics: a screen's call (src/api/hooks.ts) those of its call table and the `:resource` it names;
 * a Refine list or record (key `['data', provider, resource, ...]`) its resource. A resource also
 * stands for the table it is a view of (a bill view for `css_bill`), so a change through one view
 * reaches the others and the panels reading the table. After a change the queries reading any of its
 * topics are fetched again, in this window and in the app's other windows (an order's edit window).
 */

/** The table a resource is a view of, when it is one (the registry knows; src/RefineApp.tsx tells). */
export type TableOf = (resource: string) => string | undefined;

interface Links {
  tableOf: TableOf;
  /** The app's other windows and tabs of this browser: they hear of every change made here. */
  channel?: BroadcastChannel;
}

const links = new WeakMap<QueryClient, Links>();

/** The channel's name: one per origin, so every window of the app hears it. */
export const CHANNEL = 'freight-cache-topics';

/** A resource of Refine's data queries, from its key. */
export const refineResourceOf = (key: QueryKey | undefined): string | undefined =>
  key?.[0] === 'data' && typeof key[2] === 'string' ? key[2] : undefined;

/** The topics with the tables their resources are views of. */
function widen(client: QueryClient, topics: Iterable<string>): Set<string> {
  const tableOf = links.get(client)?.tableOf;
  const out = new Set<string>();
  for (const topic of topics) {
    out.add(topic);
    const table = tableOf?.(topic);
    if (table) out.add(table);
  }
  return out;
}

/** The topics a cached query reads. */
function topicsRead(query: Query): readonly string[] {
  const resource = refineResourceOf(query.queryKey);
  if (resource !== undefined) return [resource];
  return (query.meta?.topics as string[] | undefined) ?? [];
}

/** Browser state kept outside the query cache that follows topics too (the top bar's counts). */
const followers = new Set<(topics: ReadonlySet<string>) => void>();

/** Be told of every change's topics (with the tables they stand for), here or in another window. Answers the undo. */
export function followTopics(follower: (topics: ReadonlySet<string>) => void): () => void {
  followers.add(follower);
  return () => void followers.delete(follower);
}

export interface InvalidateOptions {
  /** Leave this resource's Refine queries alone: Refine refreshes them itself after its own writes. */
  except?: string;
  /** A change another window made: fetch again here, and tell no one. */
  heard?: boolean;
}

/** Fetch again every query reading one of these topics: the screens' and Refine's, here and in the app's other windows. */
export function invalidateTopics(client: QueryClient, topics: readonly string[], options: InvalidateOptions = {}) {
  if (!topics.length) return;
  const wanted = widen(client, topics);
  const seen = new Map<string, boolean>();
  const reads = (query: Query) => {
    if (options.except !== undefined && refineResourceOf(query.queryKey) === options.except) return false;
    return topicsRead(query).some((topic) => {
      let hit = seen.get(topic);
      if (hit === undefined) seen.set(topic, (hit = [...widen(client, [topic])].some((t) => wanted.has(t))));
      return hit;
    });
  };
  void client.invalidateQueries({ predicate: reads });
  for (const follow of [...followers]) follow(wanted);
  if (!options.heard) links.get(client)?.channel?.postMessage({ topics: [...topics] });
}

/** Refine's data writes, by their mutation key `['data', action]`. */
const REFINE_WRITES = new Set(['create', 'createMany', 'update', 'updateMany', 'delete', 'deleteMany']);

/**
 * The resource a successful Refine write changed, when its variables name it. ResourceForm's useForm
 * always does; Refine's write hooks, which take the resource as a prop and leave it out of the
 * variables, are not imported in src/ (a lint rule of biome.jsonc).
 */
export function refineWriteOf(key: QueryKey | undefined, variables: unknown): string | undefined {
  if (key?.[0] !== 'data' || !REFINE_WRITES.has(key[1] as string)) return undefined;
  const resource = (variables as { resource?: unknown } | null | undefined)?.resource;
  return typeof resource === 'string' && resource ? resource : undefined;
}

/** Ties a client to the registry: which table each resource is a view of. */
export function linkClient(client: QueryClient, tableOf: TableOf) {
  links.set(client, { ...links.get(client), tableOf });
}

/**
 * Where the browser has BroadcastChannel, ties a client to the app's other windows and tabs: a change
 * announced there is fetched again here, and a change here is announced. Answers the undo.
 */
export function listenToOtherWindows(client: QueryClient): () => void {
  const linked = links.get(client);
  if (!linked || typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (e: MessageEvent<{ topics?: unknown }>) => {
    const topics = e.data?.topics;
    // Topic names only travel, never data: each window fetches again with its own session.
    if (Array.isArray(topics) && topics.every((t) => typeof t === 'string')) invalidateTopics(client, topics, { heard: true });
  };
  // Node's channel (the unit tests) would otherwise keep the process alive.
  (channel as { unref?: () => void }).unref?.();
  linked.channel = channel;
  return () => {
    if (linked.channel === channel) linked.channel = undefined;
    channel.close();
  };
}
