import { SHARE_SCOPES, type SharePrefix } from '../../schemas';

/** The share prefix of an order route (af_order -> AF), or null for routes without a tracking page. */
export function sharePrefixOfResource(resource: string): SharePrefix | null {
  const hit = (Object.entries(SHARE_SCOPES) as [SharePrefix, { resource: string }][]).find(([, v]) => v.resource === resource);
  return hit ? hit[0] : null;
}
