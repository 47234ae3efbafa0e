import { http, reloadAccess } from '../../providers';
import { reloadConfiguredRoutes } from './configuredRoutes';

let refreshing: Promise<void> | null = null;

/**
 * The menu, the permitted routes and the configured route definitions read again, once at a time:
 * after a publication in this browser (the designer calls it) or, for everyone else, at the first
 * navigation after an answer named a newer registry.
 */
export function refreshRegistry(): Promise<void> {
  refreshing ??= Promise.all([reloadAccess(http), reloadConfiguredRoutes(http)])
    .then(() => undefined)
    .catch(() => undefined)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}
