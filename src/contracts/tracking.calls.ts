import { callTable } from './calls';

/** Public tracking pages, delivery notices and the waybill calls of the tracking pages: no token (docs/api-tracking.md, docs/api-waybill.md). */
export const trackingCalls = callTable({
  airOrderTrack: 'GET /afbase/external/order/orderTrack',
  checkOrderDeliveryNotice: 'GET /afbase/external/checkOrderDeliveryNotice/:uuid/:flag',
  afOrderServices: 'GET /afbase/external/viewAFOrderByOrderUuid/:uuid',
  seaOrderTrack: 'GET /sc/external/order/orderTrack',
  lcOrderTrack: 'GET /sc/external/order/orderTrack/lc',
  awbSubmit: 'POST /sc/external/order/awbSubmit',
  awbNumberByUuid: 'GET /afbase/external/viewByOrderUuid/:uuid',
  hawbListByUuid: 'GET /afbase/external/hawbListByOrderUuid/:uuid',
  downloadAwb: 'POST /afbase/external/downloadAWB',
  downloadHawb: 'POST /afbase/external/downloadHAWB',
  awbPdf: 'GET /afbase/external/awbPdf/:orderUuid/:file',
});
