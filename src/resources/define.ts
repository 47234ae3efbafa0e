import type { Access, RouteDef, RouteKind, SectionDef } from './types';

/**
 * Shorthand used by the module files so a route reads as one line:
 * route('/af_order', 'crud', '空运出口订单', 'Air export orders', { icon: 'SendOutlined' }).
 * It only builds the plain object; nothing is registered here.
 */
export function route(
  path: string,
  kind: RouteKind,
  zh: string,
  en: string,
  extra: Omit<RouteDef, 'path' | 'kind' | 'label'> = {},
): RouteDef {
  return { path, kind, label: { 'zh-CN': zh, 'en-US': en }, ...extra };
}

export const pub = (extra: Omit<RouteDef, 'path' | 'kind' | 'label'> = {}) => ({
  access: 'public' as Access,
  hidden: true,
  ...extra,
});

export const open = (extra: Omit<RouteDef, 'path' | 'kind' | 'label'> = {}) => ({
  access: 'open' as Access,
  ...extra,
});

/** A titled group of fields (RouteDef.sections): section('订单', 'Order', ['orderCode', ...]). */
export const section = (zh: string, en: string, fields: string[]): SectionDef => ({ label: { 'zh-CN': zh, 'en-US': en }, fields });
