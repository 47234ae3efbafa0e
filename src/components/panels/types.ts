import type { BaseRecord } from '@refinedev/core';
import type { ResolvedRoute } from '../../resources';

/**
 * What a detail panel gets: the route and the record the detail screen shows. Apart from the lazy
 * map (./index.ts), which imports every panel: a panel taking its props from there would import
 * itself round the loop.
 */
export interface PanelProps {
  route: ResolvedRoute;
  record: BaseRecord;
}
