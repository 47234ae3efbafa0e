import { tableRules } from '../resources/hooks';

/** The warehouse's weighing devices (docs/weighing.md): the route whose records are devices. */
export const DEVICE_RESOURCE = 'af_weighing_device';

// A deleted device's key goes with it.
export const deviceRules = tableRules(DEVICE_RESOURCE, {
  async beforeDelete({ db, orgId, id }) {
    await db.deleteFrom('af_device_key').where('org_id', '=', orgId).where('device_id', '=', id).execute();
  },
});
