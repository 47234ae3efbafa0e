import { currentLanguage, inLanguage, t } from '../../providers';
import type { FieldDef } from '../../resources';
import { shipperConsigneeFields } from '../../resources/fieldsets/partners';
import { PARTY_FIELDS, validateParty, type PartyField } from '../../schemas/party';
import { fieldLabel } from '../../components/crud/routeDefs';

/** One address of a partner: a 收发货人 row (prm_shipper_consignee) of that partner. */
export type Address = { id?: number | null; scType: string | null; isDefault: boolean } & Partial<Record<PartyField, string | null>>;

export interface LinkState {
  issuedAt: string | null;
  expiresAt: string | null;
  boundAt: string | null;
}

const byName = new Map(shipperConsigneeFields.map((f) => [f.name, f]));
/** The registry's field of an address part (labels, options, lengths). */
export const addressField = (name: string): FieldDef => byName.get(name)!;
export const addressLabel = (name: string) => fieldLabel(addressField(name));

const optionText = (f: FieldDef, v: unknown) => {
  const o = f.options?.find((x) => x.value === v);
  return o ? inLanguage(o.label) : v == null ? '' : String(v);
};
export const scTypeLabel = (v: unknown) => optionText(addressField('scType'), v);
export const scTypeOptions = () =>
  (addressField('scType').options ?? []).map((o) => ({ value: o.value, label: optionText(addressField('scType'), o.value) }));
export const scCodeTypeOptions = () =>
  (addressField('scCodeType').options ?? []).map((o) => ({ value: o.value, label: optionText(addressField('scCodeType'), o.value) }));

/** Required parts of an address besides the party rules: its type, name and country. */
const REQUIRED = ['scType', 'scName', 'nationCode'] as const;
const requiredText = (label: string) => t('partnerShare.required', { label });

/**
 * The checks the browser runs before sending (the server runs them again): required parts, the party
 * rules of docs/behaviour.md §1.5.2 and one default per type. Keys are the server's paths (entries[i].field).
 */
export function addressErrors(list: readonly Address[], defaultTaken: (type: string) => string): Record<string, string> {
  const errors: Record<string, string> = {};
  const defaults = new Set<string>();
  list.forEach((a, i) => {
    for (const f of REQUIRED) if (!a[f] || String(a[f]).trim() === '') errors[`entries[${i}].${f}`] = requiredText(addressLabel(f));
    const party = validateParty(a, currentLanguage());
    for (const [f, m] of Object.entries(party)) if (m && !errors[`entries[${i}].${f}`]) errors[`entries[${i}].${f}`] = m;
    if (a.isDefault && a.scType) {
      if (defaults.has(a.scType)) errors[`entries[${i}].isDefault`] = defaultTaken(a.scType);
      defaults.add(a.scType);
    }
  });
  return errors;
}

/** What is sent for an address: its id, type, default flag and the party parts (empty ones as null). */
export const addressBody = (a: Address) => ({
  ...(a.id ? { id: a.id } : {}),
  scType: a.scType,
  isDefault: !!a.isDefault,
  ...Object.fromEntries(PARTY_FIELDS.map((f) => [f, a[f] == null || String(a[f]).trim() === '' ? null : String(a[f]).trim()])),
});
