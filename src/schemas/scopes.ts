/** Business scopes (spec 01 §1) and the lock-unlock approval event ids (spec 01 §4, §9). */
export const BUSINESS_SCOPES = ['AE', 'AI', 'SE', 'SI', 'TE', 'TI', 'LC', 'IO'] as const;
export type BusinessScope = (typeof BUSINESS_SCOPES)[number];

export const UNLOCK_EVENT_IDS: Record<BusinessScope, number> = {
  AE: 15, AI: 25, SE: 27, SI: 29, TE: 31, TI: 33, LC: 35, IO: 37,
};

/** Login types used in the password-grant username `{type}|{login}|{orgCode}` (spec 02 §4). */
export const LOGIN_TYPES = { phone: 0, email: 1, admin: 2 } as const;
export type LoginType = (typeof LOGIN_TYPES)[keyof typeof LOGIN_TYPES];

/** Organisation versions; the online-booking-only version hides parts of the dashboard (spec 02 §2.2). */
export const ORG_VERSIONS = ['标准版', '专业版', '集团版', '网上订舱'] as const;
export const ONLINE_BOOKING_VERSION = '网上订舱';

export const DEFAULT_STOP_DATE = '2099-12-31';

/**
 * The table holding each business scope's orders (COORDINATION §1): every order screen of a scope
 * is a view of it, and charges, tracking and prints key orders by (org_id, business scope, id) on it.
 */
export const ORDER_TABLE: Record<BusinessScope, string> = {
  AE: 'af_order', AI: 'ai_order', SE: 'se_order', SI: 'si_order',
  TE: 'te_order', TI: 'ti_order', LC: 'lc_order', IO: 'io_order',
};

/** The business scope whose orders a table holds, or undefined for any other table. */
export const scopeOfOrderTable = (table: string): BusinessScope | undefined =>
  (Object.entries(ORDER_TABLE) as [BusinessScope, string][]).find(([, t]) => t === table)?.[0];
