import { callTable } from './calls';

/**
 * The money flow beyond the generic CRUD (docs/money.md): an order's charges and incidental charges,
 * bills made from charge lines, their lines and state changes, settlements applied to bills. Every
 * change here touches charge lines, bills and settlements at once: their topics say so.
 */
export const moneyCalls = callTable({
  orderCharges: ['GET /css/orders/:scope/:orderId/charges', 'css_charge', 'css_bill'],
  incidentals: ['GET /css/orders/:scope/:orderId/incidentals', 'css_charge', 'css_bill'],
  addIncidental: ['POST /css/orders/:scope/:orderId/incidentals', 'css_charge'],
  updateIncidental: ['PUT /css/orders/:scope/:orderId/incidentals/:lineId', 'css_charge'],
  removeIncidental: ['DELETE /css/orders/:scope/:orderId/incidentals/:lineId', 'css_charge'],
  billFromCharges: ['POST /css/bills/:resource/from-charges', 'css_charge', 'css_bill'],
  bill: ['GET /css/bills/:resource/:id', 'css_charge', 'css_bill', 'prm_coop_settle'],
  addBillLines: ['POST /css/bills/:resource/:id/lines', 'css_charge', 'css_bill'],
  removeBillLine: ['DELETE /css/bills/:resource/:id/lines/:chargeId', 'css_charge', 'css_bill'],
  billAction: ['POST /css/bills/:resource/:id/actions/:action', 'css_charge', 'css_bill'],
  settleItems: ['GET /css/settlements/:id/items', 'prm_coop_settle', 'css_bill'],
  applySettlement: ['POST /css/settlements/:id/items', 'prm_coop_settle', 'css_bill'],
  removeSettleItem: ['DELETE /css/settlements/:id/items/:itemId', 'prm_coop_settle', 'css_bill'],
});
