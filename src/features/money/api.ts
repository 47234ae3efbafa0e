import type { api, DataOf } from '../../api';

/**
 * The answers of the money calls the order, bill and settlement panels read (docs/money.md "Calls"),
 * typed by their contracts (src/contracts/money.ts). The panels read and write them through
 * src/api/hooks.ts: a change of charge lines, bills or settlements refreshes every panel showing them.
 */
export type OrderCharges = DataOf<typeof api.money.orderCharges>;
/** A charge line as the panels show it: the record plus names the server resolved. */
export type ChargeLine = OrderCharges['lines'][number];
export type BillDetail = DataOf<typeof api.money.bill>;
export type SettleItems = DataOf<typeof api.money.settleItems>;
