import type { Bilingual } from './bilingual';
/** Business scopes (docs/behaviour.md §1.1) and the lock-unlock approval event ids (docs/behaviour.md §1.4, §1.9). */
export const BUSINESS_SCOPES = ['AE', 'AI', 'SE', 'SI', 'TE', 'TI', 'LC', 'IO'] as const;
export type BusinessScope = (typeof BUSINESS_SCOPES)[number];

/**
 * The table of each scope's orders (docs/orders.md): every order route or view of a scope reads it,
 * so a route's scope is the one whose table it uses (see orderScopeOfTable). Charges, statistics,
 * tracking and reports key orders by (org_id, business_scope, order_id) on these.
 */
export const ORDER_TABLES: Record<BusinessScope, string> = {
  AE: 'af_order',
  AI: 'ai_order',
  SE: 'se_order',
  SI: 'si_order',
  TE: 'te_order',
  TI: 'ti_order',
  LC: 'lc_order',
  IO: 'io_order',
};

/** The business scope whose orders a table holds, or null for any other table. */
export function orderScopeOfTable(table: string | undefined): BusinessScope | null {
  for (const s of BUSINESS_SCOPES) if (ORDER_TABLES[s] === table) return s;
  return null;
}

/**
 * The scope whose order table a route shows (the main order route of a scope, or a view of it): the
 * order panels (charges, incidentals, the workspace's head) ask it of the route they are shown on.
 */
export function scopeOfRoute(route: { name: string; table?: string }): BusinessScope | undefined {
  return orderScopeOfTable(route.table ?? route.name) ?? undefined;
}

export const UNLOCK_EVENT_IDS: Record<BusinessScope, number> = {
  AE: 15,
  AI: 25,
  SE: 27,
  SI: 29,
  TE: 31,
  TI: 33,
  LC: 35,
  IO: 37,
};

/** Login types used in the password-grant username `{type}|{login}|{orgCode}` (docs/behaviour.md §2.4). */
export const LOGIN_TYPES = { phone: 0, email: 1, admin: 2 } as const;
export type LoginType = (typeof LOGIN_TYPES)[keyof typeof LOGIN_TYPES];

/** Organisation versions; the online-booking-only version hides parts of the dashboard (docs/behaviour.md §2.2.2). */
export const ORG_VERSIONS = ['标准版', '专业版', '集团版', '网上订舱'] as const;
export const ONLINE_BOOKING_VERSION = '网上订舱';

export const DEFAULT_STOP_DATE = '2099-12-31';

/** Names of the business scopes in both languages (field options, the lock panel, messages). */
export const SCOPE_NAMES: Readonly<Record<BusinessScope, Bilingual>> = Object.freeze({
  AE: { 'zh-CN': '空运出口', 'en-US': 'Air export' },
  AI: { 'zh-CN': '空运进口', 'en-US': 'Air import' },
  SE: { 'zh-CN': '海运出口', 'en-US': 'Sea export' },
  SI: { 'zh-CN': '海运进口', 'en-US': 'Sea import' },
  TE: { 'zh-CN': '铁路出口', 'en-US': 'Rail export' },
  TI: { 'zh-CN': '铁路进口', 'en-US': 'Rail import' },
  LC: { 'zh-CN': '陆运', 'en-US': 'Road' },
  IO: { 'zh-CN': '其他业务', 'en-US': 'Other business' },
});
