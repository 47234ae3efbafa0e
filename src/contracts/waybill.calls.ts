import { callTable } from './calls';

/** In-app air waybill prints, the party form's country lookup, the manifest timeline (docs/api-waybill.md, docs/api-office.md). */
export const waybillCalls = callTable({
  awbPrintsOfOrder: ['GET /afbase/awbPrint/order/:orderId', 'awbPrints'],
  saveAwbPrint: ['POST /afbase/awbPrint/order/:orderId', 'awbPrints'],
  deleteAwbPrint: ['DELETE /afbase/awbPrint/:awbPrintId', 'awbPrints'],
  countryByEnName: 'GET /afbase/airport/searchCountryByEnName/:name',
  manifestEvents: 'GET /afbase/manifest/events',
});
