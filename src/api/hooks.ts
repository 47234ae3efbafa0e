import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../providers/http';
import type { CallArgs, CallRef, DataOf } from './refs';
import { request, type CallOptions } from './request';
import { invalidateTopics } from './topics';

/**
 * Screens read and write through these hooks (docs/architecture.md "How to add a server call"):
 * a query is cached under its call and arguments and tagged with the call's topics (the data it
 * reads); a mutation, once it succeeds, has every query reading one of its topics fetched again,
 * Refine's lists and records of a resource topic included, in this window and the app's others
 * (src/api/topics.ts). So two panels showing the same data never disagree, and no screen reloads by hand.
 */

/** The cache key of a call with its arguments. */
export const apiKey = <C>(ref: CallRef<C>, args?: CallArgs<C>) =>
  ['api', ref.id, (args?.params ?? {}) as object, (args?.query ?? {}) as object] as const;

/** The topics a call reads or changes: its table's, and the resource its `:resource` parameter names. */
export function topicsOf<C>(ref: CallRef<C>, args?: CallArgs<C>): string[] {
  const resource = (args?.params as { resource?: unknown } | undefined)?.resource;
  return [...ref.topics, ...(typeof resource === 'string' ? [resource] : [])];
}

export { invalidateTopics } from './topics';

export interface ApiQueryOptions<T> {
  /** Wait until false is no longer the case (an id not known yet). */
  enabled?: boolean;
  /** Failures are the screen's to show. */
  silent?: boolean;
  /** Fetch again this often (ms): the notification counts. */
  refetchInterval?: number | false;
  /** Keep the data this long before a new mount fetches again. */
  staleTime?: number;
  select?: (data: T) => T;
}

export function useApiQuery<C>(ref: CallRef<C>, args?: CallArgs<C>, options: ApiQueryOptions<DataOf<C>> = {}) {
  return useQuery({
    queryKey: apiKey(ref, args),
    queryFn: ({ signal }) => request(http, ref, args, { silent: options.silent, signal }),
    meta: { topics: topicsOf(ref, args) },
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchInterval,
    staleTime: options.staleTime,
    select: options.select,
    retry: false,
  });
}

export interface ApiMutationOptions<C> extends Omit<CallOptions, 'signal'> {
  /** Topics beyond the call's own that the change touches. */
  invalidates?: readonly string[];
  onSuccess?: (data: DataOf<C>, args: CallArgs<C>) => void;
}

export function useApiMutation<C>(ref: CallRef<C>, options: ApiMutationOptions<C> = {}) {
  const client = useQueryClient();
  const { invalidates = [], onSuccess, ...callOptions } = options;
  return useMutation({
    mutationFn: (args: CallArgs<C>) => request(http, ref, args, callOptions),
    onSuccess: (data, args) => {
      invalidateTopics(client, [...topicsOf(ref, args), ...invalidates]);
      onSuccess?.(data, args);
    },
  });
}
