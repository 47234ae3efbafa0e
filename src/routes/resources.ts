import type { ResourceProps } from '@refinedev/core';
import { tDynamic } from '../providers';
import { labelKey, resourceName, routes } from '../resources';
import { actionPaths } from '../resources/screen-paths';

/**
 * Refine's resources, built once at module load: Refine deep-compares `resources` on every render,
 * so a fresh array per render would cost a full comparison of ~250 entries each time.
 * Containers have no action paths, which makes them route-less menu parents.
 */
export const refineResources: ResourceProps[] = routes.map((r) => ({
  name: r.name,
  ...actionPaths(r),
  meta: {
    label: tDynamic(labelKey(r.path)),
    parent: r.parent ? resourceName(r.parent) : undefined,
    hide: r.hidden ?? false,
  },
}));
