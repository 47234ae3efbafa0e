import { MutationCache, QueryClient, keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { invalidateTopics, linkClient, listenToOtherWindows, refineWriteOf, type TableOf } from './topics';

/**
 * The app's one query cache (docs/architecture.md "One query cache"): Refine's lists, records and
 * forms and the screens' own calls (src/api/hooks.ts) read and write through it. Refine's defaults
 * (no refetch on focus, the previous page kept while the next loads); and every Refine write that
 * succeeds fetches again the screens' queries reading its resource (or its table), as the screens'
 * writes fetch again Refine's (src/api/topics.ts).
 */
export function createQueryClient(tableOf: TableOf): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, placeholderData: keepPreviousData } },
    mutationCache: new MutationCache({
      onSuccess: (_data, variables, _result, mutation) => {
        const resource = refineWriteOf(mutation.options.mutationKey, variables);
        if (resource) invalidateTopics(client, [resource], { except: resource });
      },
    }),
  });
  linkClient(client, tableOf);
  return client;
}

/**
 * The signed-in app's client, one per mount of the app: a new sign-in starts with an empty cache,
 * and nothing of an unmounted app (a test's, a signed-out user's) outlives it. It follows the
 * changes made in the app's other windows while mounted.
 */
export function useAppQueryClient(tableOf: TableOf): QueryClient {
  const [client] = useState(() => createQueryClient(tableOf));
  useEffect(() => listenToOtherWindows(client), [client]);
  return client;
}
