import { validateParty } from '../../src/schemas/party';
import { badRequest } from '../http/envelope';
import { tableRules } from '../resources/hooks';

/**
 * Rules of the 收发货人 table (prm_shipper_consignee, a partner's addresses; docs/partner-share.md) on
 * every way in (the list's form, an import, the partner's address-binding link):
 * - the whole party rule set of docs/behaviour.md §1.5.2 (postcode per country, state codes, ...) on the record
 *   as stored, so a change of country cannot leave a postcode that no longer fits;
 * - a partner has at most one default address per type: marking one unmarks the partner's others.
 */
export const addressRules = tableRules('prm_shipper_consignee', {
  async afterWrite({ db, orgId, id, after }) {
    if (!after) return;
    const errors = validateParty(after);
    const first = Object.entries(errors)[0];
    if (first) throw badRequest(`数据校验失败: ${first[1]}`, errors as Record<string, string>);
    if (after.isDefault === true && after.coopId != null && after.scType != null) {
      await db
        .updateTable('prm_shipper_consignee')
        .set({ is_default: false })
        .where('org_id', '=', orgId)
        .where('coop_id', '=', Number(after.coopId))
        .where('sc_type', '=', String(after.scType))
        .where('id', '!=', id)
        .where('is_default', '=', true)
        .execute();
    }
  },
});
