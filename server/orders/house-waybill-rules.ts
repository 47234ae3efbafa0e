import { tableRules } from '../resources/hooks';

/** The house waybills' route (分单). */
export const HAWB_RESOURCE = 'fhl_operation';

/** A house waybill entered on its own screen is CREATED_BY_SELF; one made from an order says so itself. */
export const houseWaybillRules = tableRules(HAWB_RESOURCE, {
  async beforeSave({ before, columns }) {
    if (!before) return { created_source: columns.created_source ?? 'CREATED_BY_SELF' };
  },
});
