import { QueryClient, keepPreviousData } from '@tanstack/react-query';

/**
 * The one TanStack Query cache of the app: Refine's (RefineApp passes it to Refine) and the screens'
 * own calls (src/api/hooks.ts) share it, so a change made through either refreshes both.
 * Refine's own defaults for the client it would make.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, placeholderData: keepPreviousData } },
});
