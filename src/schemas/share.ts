import type { BusinessScope } from './scopes';

/**
 * Public share codes of orders (docs/behaviour.md §2.2.8, §2.9): the scope prefix followed by the order's
 * unguessable uuid, e.g. "AF6f1c...". The tracking page picks its layout from the first two letters;
 * the server finds the order by the uuid alone, so a code never reveals an internal id.
 */

export const SHARE_PREFIXES = ['AF', 'AI', 'SE', 'SI', 'LC'] as const;
export type SharePrefix = (typeof SHARE_PREFIXES)[number];

/** The business scope and the order resource behind each prefix. */
export const SHARE_SCOPES: Readonly<Record<SharePrefix, { scope: BusinessScope; resource: string }>> = Object.freeze({
  AF: { scope: 'AE', resource: 'af_order' },
  AI: { scope: 'AI', resource: 'ai_order' },
  SE: { scope: 'SE', resource: 'se_order' },
  SI: { scope: 'SI', resource: 'si_order' },
  LC: { scope: 'LC', resource: 'lc_order' },
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (s: unknown): s is string => typeof s === 'string' && UUID.test(s);

/** The share prefix of a scope's orders, or null for scopes without a tracking page. */
export function sharePrefixOf(scope: BusinessScope): SharePrefix | null {
  const hit = (Object.entries(SHARE_SCOPES) as [SharePrefix, { scope: BusinessScope }][]).find(([, v]) => v.scope === scope);
  return hit ? hit[0] : null;
}

export const shareCode = (prefix: SharePrefix, uuid: string) => `${prefix}${uuid}`;

/** Splits a share code; null when the prefix is unknown or the rest is not a uuid. */
export function parseShareCode(o: unknown): { prefix: SharePrefix; uuid: string } | null {
  if (typeof o !== 'string') return null;
  const s = o.trim();
  const prefix = s.slice(0, 2).toUpperCase() as SharePrefix;
  const uuid = s.slice(2);
  return SHARE_PREFIXES.includes(prefix) && isUuid(uuid) ? { prefix, uuid: uuid.toLowerCase() } : null;
}

/**
 * The link customers open (docs/behaviour.md §2.9): origin + /#/externalOrderTrack?o={code}&code={display number}.
 * The path is the registry's; callers pass it so this module stays free of the route table.
 */
export function shareLink(origin: string, trackPath: string, code: string, display?: string | null): string {
  const q = new URLSearchParams({ o: code });
  if (display) q.set('code', display);
  return `${origin.replace(/\/$/, '')}/#${trackPath}?${q.toString()}`;
}

/**
 * The number a tracking page shows for an order (docs/behaviour.md §2.4): air "awb_hawb" when both exist, else
 * whichever exists, else the customer's number; sea the master bill, else the order code.
 */
export function displayNumber(
  prefix: SharePrefix,
  o: {
    awbNumber?: string | null;
    hawbNumber?: string | null;
    customerNumber?: string | null;
    mlbNumber?: string | null;
    orderCode?: string | null;
  },
): string {
  if (prefix === 'AF' || prefix === 'AI') {
    const awb = o.awbNumber || o.customerNumber || '';
    if (awb && o.hawbNumber) return `${awb}_${o.hawbNumber}`;
    return awb || o.hawbNumber || '';
  }
  if (prefix === 'SE' || prefix === 'SI') return o.mlbNumber || o.orderCode || '';
  return o.orderCode || '';
}
