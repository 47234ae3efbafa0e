import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { reloadConfiguredRoutes } from '../components/crud/configuredRoutes';
import { http, reloadAccess } from '../providers';
import { registryStale, watchRegistryVersion } from '../providers/registry-version';

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

/** Watches the answers' registry version and, on navigation, follows a newer registry (docs/schema.md). */
export function RegistryFollower() {
  const { pathname } = useLocation();
  useEffect(() => watchRegistryVersion(http), []);
  useEffect(() => {
    if (registryStale()) void refreshRegistry();
  }, [pathname]);
  return null;
}
