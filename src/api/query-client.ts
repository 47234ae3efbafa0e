import { QueryClient, keepPreviousData } from '@tanstack/react-query';

/**
 * A TanStack Query client with Refine's defaults. Not in use yet: Refine makes its own client
 * (RefineApp), and the screens' hooks (src/api/hooks.ts) read that one through useQueryClient(), so
 * Refine's lists and the screens' calls already share one cache. Passing this module-level client
 * to Refine (options.reactQuery.clientConfig) made the cache outlive an unmounted app and broke
 * tests/unit/crud/configured.test.tsx and tests/unit/layout/private-saas.test.tsx; see the
 * issue's notes before wiring it in.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, placeholderData: keepPreviousData } },
});
