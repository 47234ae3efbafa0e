import { findRoute, labelKey } from '../../resources';

/**
 * The quick-tools tiles of the dashboard (spec 02 §2.2), declared once as registry paths. Labels and
 * paths come from the registry; a path that is not a registry key throws here (and fails a test).
 */
export const QUICK_TOOL_PATHS = [
  '/newCargoTracking',
  '/af_order_inquiry',
  '/af_airport',
  '/af_tact',
  '/af_tariff_details',
  '/af_carrier',
  '/sc_port_maintenance',
  '/sc_ship_company',
  '/af_flight',
  '/af_tact_public',
] as const;

export interface QuickTool {
  path: string;
  labelKey: string;
  icon?: string;
}

export function resolveTools(paths: readonly string[]): QuickTool[] {
  return paths.map((p) => {
    const r = findRoute(p);
    if (!r) throw new Error(`quick tool ${p} is not a registry route`);
    return { path: r.path, labelKey: labelKey(r.path), icon: r.icon };
  });
}

export const quickTools = (): QuickTool[] => resolveTools(QUICK_TOOL_PATHS);
