import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { refreshRegistry } from '../components/crud/refreshRegistry';
import { http } from '../providers';
import { registryStale, watchRegistryVersion } from '../providers/registry-version';

/** Watches the answers' registry version and, on navigation, follows a newer registry (docs/schema.md). */
export function RegistryFollower() {
  const { pathname } = useLocation();
  useEffect(() => watchRegistryVersion(http), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (a new pathname) is the moment to follow a newer registry.
  useEffect(() => {
    if (registryStale()) void refreshRegistry();
  }, [pathname]);
  return null;
}
