import type { AppContext } from '../context';
import type { DB } from '../db';
import { inputChecker } from '../resources/record-writes';
import { toColumns, type DataResource } from '../resources/model';
import { airportRecords, carrierRecords, cityRecords, countryRecords, currencyRecords } from './data';

/** The basic-data routes the reference packages can fill, and where their records come from. */
export const REFERENCE_SOURCES: Readonly<Record<string, () => Record<string, unknown>[]>> = {
  af_airport: airportRecords,
  af_country: countryRecords,
  af_currency: currencyRecords,
  af_carrier: carrierRecords,
  af_city: cityRecords,
};

export interface FillCount {
  added: number;
  /** Records of the package the organisation already had (by their unique code), left as they are. */
  kept: number;
  /** Package records our field rules refuse (none today; a guard against a package update). */
  skipped: number;
}

/**
 * Adds the package records an organisation lacks to one basic-data route. Each record passes the
 * route's own field rules (a record the rules refuse is skipped); existing codes are never touched.
 */
export async function fillReference(db: DB, res: DataResource, orgId: number, userId: number | null): Promise<FillCount> {
  const source = REFERENCE_SOURCES[res.name];
  if (!source) return { added: 0, kept: 0, skipped: 0 };
  const check = inputChecker(res);
  const rows: Record<string, unknown>[] = [];
  const records = source();
  for (const rec of records) {
    const r = await check(Object.fromEntries(Object.entries(rec).filter(([, v]) => v !== null && v !== undefined)), { presentOnly: true });
    if (r.values) rows.push({ ...toColumns(res, r.values), org_id: orgId, created_by: userId, updated_by: userId });
  }
  let added = 0;
  for (let i = 0; i < rows.length; i += 1000) {
    const inserted = await db
      .insertInto(res.table)
      .values(rows.slice(i, i + 1000))
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .execute();
    added += inserted.length;
  }
  return { added, kept: rows.length - added, skipped: records.length - rows.length };
}

/**
 * At start: an organisation seen for the first time gets its basic-data routes filled (records it
 * already has are kept). Recorded in sys_reference_fill, so it happens once: a list its
 * administrators emptied on purpose stays empty.
 */
export async function fillEmptyOrganisations(ctx: Pick<AppContext, 'db' | 'resources'>) {
  const { db } = ctx;
  const orgs = await db.selectFrom('hrs_org').select('id').execute();
  for (const name of Object.keys(REFERENCE_SOURCES)) {
    const res = ctx.resources.get(name);
    if (!res) continue;
    for (const { id } of orgs) {
      const orgId = Number(id);
      const done = await db
        .selectFrom('sys_reference_fill')
        .select('org_id')
        .where('org_id', '=', orgId)
        .where('resource', '=', name)
        .executeTakeFirst();
      if (done) continue;
      await db.transaction().execute(async (trx) => {
        await fillReference(trx, res, orgId, null);
        await trx
          .insertInto('sys_reference_fill')
          .values({ org_id: orgId, resource: name })
          .onConflict((oc) => oc.doNothing())
          .execute();
      });
    }
  }
}
