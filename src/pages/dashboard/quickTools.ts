import { findRoute, labelKey } from '../../resources';

/**
 * The registry path of a route by resource name; a name that is not a registry route throws (so a
 * typo fails a test). Pages refer to routes this way: paths are written only in the registry.
 */
export function registryPath(name: string): string {
  const r = findRoute(`/${name}`);
  if (!r) throw new Error(`${name} is not a registry route`);
  return r.path;
}

/**
 * The quick-tools tiles of the dashboard (docs/behaviour.md §2.2.2), declared once as registry resource names.
 * Labels and paths come from the registry.
 */
export const QUICK_TOOLS = [
  'newCargoTracking',
  'af_order_inquiry',
  'af_airport',
  'af_tact',
  'af_tariff_details',
  'af_carrier',
  'sc_port_maintenance',
  'sc_ship_company',
  'af_flight',
  'af_tact_public',
] as const;

export interface QuickTool {
  path: string;
  labelKey: string;
  icon?: string;
}

export function resolveTools(names: readonly string[]): QuickTool[] {
  return names.map((name) => {
    const r = findRoute(registryPath(name))!;
    return { path: r.path, labelKey: labelKey(r.path), icon: r.icon };
  });
}

export const quickTools = (): QuickTool[] => resolveTools(QUICK_TOOLS);
