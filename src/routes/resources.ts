import type { ResourceProps } from '@refinedev/core';
import { inLanguage, tDynamic } from '../providers';
import { labelKey, resourceName, routes } from '../resources';
import { actionPaths } from '../resources/screen-paths';

/**
 * Refine's resources, built once at module load: Refine deep-compares `resources` on every render,
 * so a fresh array per render would cost a full comparison of ~250 entries each time.
 * Containers have no action paths, which makes them route-less menu parents. The module loads before
 * the app starts its texts (src/App.tsx), so a label falls back to the registry's own.
 */
export const refineResources: ResourceProps[] = routes.map((r) => ({
  name: r.name,
  ...actionPaths(r),
  meta: {
    label: tDynamic(labelKey(r.path), inLanguage(r.label)),
    parent: r.parent ? resourceName(r.parent) : undefined,
    hide: r.hidden ?? false,
  },
}));
