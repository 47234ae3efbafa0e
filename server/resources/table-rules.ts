import { manifestExchangeRules } from '../manifest/exchange';
import { houseWaybillRules } from '../orders/house-waybill-rules';
import { orderRules } from '../orders/lifecycle';
import { orgRules } from '../org/rules';
import { addressRules } from '../partners/address-rules';
import { deviceRules } from '../weighing/rules';
import { addTableHooks } from './hooks';

/**
 * Every table's write rules, in one list a reader can follow: the modules that own them declare them,
 * the app adds them at start (server/app.ts), before any write. Order matters where several modules
 * add to one table: they run in this order.
 */
export const TABLE_RULES = [...orgRules, orderRules, manifestExchangeRules, addressRules, houseWaybillRules, deviceRules];

export function registerTableRules() {
  for (const rules of TABLE_RULES) addTableHooks(rules);
}
