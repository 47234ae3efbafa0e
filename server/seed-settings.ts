import type { DB } from './db';
import type { DataResource } from './resources/model';

/**
 * Demo data for the personal settings (README "Demo logins"): air warehouses to pick as default
 * warehouses, for the DEMO organisation (the fee items to pick as default fee items are the money
 * demo's, server/seed-money.ts).
 */
export async function seedSettingsDemo(trx: DB, resources: Map<string, DataResource> | undefined, demo: number) {
  const warehouses = resources?.get('af_warehouse');
  if (warehouses) {
    await trx.insertInto(warehouses.table).values([
      ['PVGE1', '浦东机场出口普货库', 'PVG Export General', '普货库', 'AE', 'PVG'],
      ['PVGE2', '东航物流出口库', 'EAL Export Terminal', '普货库', 'AE', 'PVG'],
      ['PVGI1', '浦东机场进口监管库', 'PVG Import Bonded', '二级监管', 'AI', 'PVG'],
      ['SHAI1', '虹桥机场进口普货库', 'SHA Import General', '普货库', 'AI', 'SHA'],
      ['PVGC1', '浦东机场冷库', 'PVG Cold Store', '冷库', 'AI', 'PVG'],
    ].map(([code, cn, en, type, scope, airport]) => ({
      org_id: demo, warehouse_code: code, warehouse_name_cn: cn, warehouse_name_en: en, warehouse_type: type,
      business_scope: scope, airport_code: airport, enabled: true,
    }))).execute();
  }
}
