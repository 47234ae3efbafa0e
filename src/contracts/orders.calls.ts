import { callTable } from './calls';

/**
 * Order calls beside the generic CRUD (docs/orders.md, docs/weighing.md): the internal-number check,
 * the lifecycle of an order through any of its views, a house waybill from an order, the external
 * order's detail page, the arrival weighing and its device keys. `:resource` is an order view.
 */
export const orderCalls = callTable({
  checkOrderExist: 'GET /afbase/order/checkOrderExist',
  orderEvents: ['GET /api/:resource/:id/events', 'orderEvents'],
  orderTransition: ['POST /api/:resource/:id/transition', 'orderEvents', 'messages'],
  orderFollow: ['PUT /api/:resource/:id/follow', 'orderEvents'],
  orderHouseWaybill: ['POST /api/:resource/:id/house-waybill', 'fhl_operation'],
  outerOrder: ['GET /afbase/outer-orders/:id', 'orderEvents'],
  outerOrderAccept: ['POST /afbase/outer-orders/:id/accept', 'orderEvents', 'messages'],
  outerOrderReject: ['POST /afbase/outer-orders/:id/reject', 'orderEvents', 'messages'],
  weighingOrders: 'GET /afbase/aeArrival/scanWeight/orders',
  weighingSave: 'POST /afbase/aeArrival/scanWeight',
  issueDeviceKey: ['POST /afbase/aeArrival/device/:id/key', 'af_weighing_device'],
  revokeDeviceKey: ['DELETE /afbase/aeArrival/device/:id/key', 'af_weighing_device'],
});
