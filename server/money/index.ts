import type { DB } from '../db';
import { fixedValue, type DataResource } from '../resources/model';
import { ensureTables, type TableDef } from '../db/tables';
import { registerHooks } from '../resources/hooks';
import { BILL_TABLE, CHARGE_TABLE } from '../../src/resources/fieldsets/money';
import { BUSINESS_SCOPES, ORDER_TABLES } from '../../src/schemas/scopes';
import { billHooks } from './bills';
import { chargeHooks, orderDeleteHook } from './charges';
import { checkHooks, CHECK_TABLE } from './checks';
import { SETTLE_ITEM_TABLE, SETTLE_TABLE, settleHooks } from './settlements';

/** Applications of settlements to bills (the 核销 records): not a screen of their own, a panel's rows. */
const settleItemTable: TableDef = {
  name: SETTLE_ITEM_TABLE,
  columns: [
    { name: 'id', type: 'id' },
    { name: 'org_id', type: 'bigint', notNull: true },
    { name: 'settle_id', type: 'bigint', notNull: true },
    { name: 'bill_id', type: 'bigint', notNull: true },
    { name: 'amount', type: 'numeric(18,2)', notNull: true },
    { name: 'write_off_amount', type: 'numeric(18,2)', notNull: true, default: '0' },
    { name: 'created_by', type: 'bigint' },
    { name: 'create_time', type: 'timestamptz', notNull: true, default: 'now()' },
  ],
  indexes: [{ columns: ['org_id', 'settle_id'] }, { columns: ['org_id', 'bill_id'] }, { columns: ['org_id', 'create_time'] }],
};

/**
 * Indexes the reports read by (bench/reports.ts): a charge line by its order; the day totals of a
 * period straight from the index (order date, scope, side, base amount), so a month of business
 * analysis does not visit the lines themselves; open bills by partner for ageing.
 */
const reportIndexes: TableDef[] = [
  {
    name: CHARGE_TABLE,
    columns: [],
    indexes: [
      { columns: ['org_id', 'business_scope', 'order_id'] },
      { columns: ['org_id', 'order_date', 'business_scope', 'side', 'base_amount'] },
    ],
  },
  {
    name: BILL_TABLE,
    columns: [],
    indexes: [{ columns: ['org_id', 'bill_type', 'bill_date'], where: `bill_status in ('CONFIRMED', 'SENT', 'APPROVED', 'SETTLED')` }],
  },
];

/**
 * The orders of a period straight from an index: their day (create_time) and chargeable weight
 * (server/reports/orders.ts ORDER_BASIS), so business analysis counts a month without reading orders.
 */
function orderReportIndexes(resources: Map<string, DataResource>): TableDef[] {
  return BUSINESS_SCOPES.map((s) => resources.get(ORDER_TABLES[s]))
    .filter((r): r is DataResource => !!r && r.byName.has('confirmChargeWeight') && r.byName.has('planChargeWeight'))
    .map((r) => ({
      name: r.table,
      columns: [],
      indexes: [{ columns: ['org_id', 'create_time', 'confirm_charge_weight', 'plan_charge_weight'] }],
    }));
}

/**
 * The money flow's rules (docs/money.md) hooked onto the generic write path of their resources, and
 * the tables and indexes beyond the registry's. Called once at start, after the registry's tables.
 */
export async function installMoney(db: DB, resources: Map<string, DataResource>) {
  await ensureTables(db, [settleItemTable, ...reportIndexes, ...orderReportIndexes(resources)]);
  for (const res of resources.values()) {
    if (res.table === CHARGE_TABLE) registerHooks(res.name, chargeHooks);
    if (res.table === BILL_TABLE) {
      const side = fixedValue(res, 'billType') as 'AR' | 'AP' | undefined;
      registerHooks(res.name, billHooks(side ?? null));
    }
    if (res.table === SETTLE_TABLE) registerHooks(res.name, settleHooks);
    if (res.table === CHECK_TABLE) registerHooks(res.name, checkHooks);
    // Every route over a scope's order table (also the views of it): an order takes its charges along.
    for (const scope of BUSINESS_SCOPES) if (res.table === ORDER_TABLES[scope]) registerHooks(res.name, orderDeleteHook(scope));
  }
}
