import type { DB } from '../db';
import { columnOf, toRecord, type DataResource } from '../resources/model';
import { MANIFEST_TABLE } from '../../src/resources/fieldsets/manifests';

/**
 * The manifest records behind the Mft... query pages (os_manifest) for the demo organisation: the
 * manifest list of each tracked air export (E, Pudong customs 2233) and import (I) order, so the six
 * queries and their timelines show the same waybills as the tracking pages.
 */
export async function seedManifestRecords(trx: DB, resources: Map<string, DataResource> | undefined, orgId: number): Promise<void> {
  const manifest = [...(resources?.values() ?? [])].find((r) => r.table === MANIFEST_TABLE);
  if (!manifest) return;
  const rows: Record<string, unknown>[] = [];
  for (const [resource, ieFlag] of [
    ['af_order', 'E'],
    ['ai_order', 'I'],
  ] as const) {
    const res = resources?.get(resource);
    if (!res?.byName.has('manifestList') || !res.byName.has('awbNumber')) continue;
    const orders = await trx
      .selectFrom(res.table)
      .selectAll()
      .where('org_id', '=', orgId)
      .where(columnOf('manifestList'), 'is not', null)
      .execute();
    for (const row of orders) {
      const order = toRecord(res, row as Record<string, unknown>);
      const list = Array.isArray(order.manifestList) ? (order.manifestList as Record<string, unknown>[]) : [];
      for (const m of list) {
        const values: Record<string, unknown> = {
          mawbNumber: order.awbNumber,
          hawbNumber: m.hawbNumber ?? null,
          masterFlag: !!m.masterFlag,
          ieFlag,
          flightNo: order.expectFlight ?? null,
          customsCode: ieFlag === 'E' ? '2233' : '2244',
          declarationNumber: m.declarationNumber ?? null,
          quantity: m.quantity ?? null,
          grossWeight: m.grossWeight ?? null,
        };
        for (const t of ['provisionTime', 'originalTime', 'arriveTime', 'temporaryArrivalTime', 'tallyTime', 'applyTime', 'passedTime'])
          values[t] = m[t] ?? null;
        const out: Record<string, unknown> = { org_id: orgId };
        for (const [field, v] of Object.entries(values)) if (manifest.byName.has(field)) out[columnOf(field)] = v;
        rows.push(out);
      }
    }
  }
  if (rows.length) await trx.insertInto(MANIFEST_TABLE).values(rows).execute();
}
