/**
 * What a detail panel gets (the route and the record the detail screen shows), as the CRUD engine
 * declares it. Apart from the lazy map (src/features/panels.ts, above every panel), which imports every
 * panel: a panel taking its props from there would import itself round the loop, and upward.
 */
export type { PanelProps } from '../crud/extensions';
