import type { FieldDef } from '../types';
import { coopFields } from './partners';

/**
 * What a customer maintains about itself through a forwarder's link (/customer_info): the partner
 * fields of prm_coop a customer knows, taken from the partner definition so the rules are the same,
 * and written into the partner record when the forwarder accepts them (/customer_info_menu).
 */
export const CUSTOMER_SELF_FIELD_NAMES = [
  'coopName',
  'coopNameEn',
  'taxCode',
  'countryCode',
  'address',
  'contactName',
  'contactPhone',
  'contactEmail',
] as const;

const byName = new Map(coopFields.map((f) => [f.name, f]));

export const customerSelfFields: FieldDef[] = CUSTOMER_SELF_FIELD_NAMES.map((n) => {
  const f = byName.get(n);
  if (!f) throw new Error(`prm_coop has no field ${n}`);
  // Uniqueness is the partner list's business, checked when the forwarder accepts.
  const { unique: _unique, ...rest } = f;
  return rest;
});
