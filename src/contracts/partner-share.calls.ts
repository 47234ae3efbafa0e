import { callTable } from './calls';

/** A partner's address-binding and order-track pages, and their links (docs/partner-share.md). */
export const partnerShareCalls = callTable({
  bindings: ['GET /prm/partnerShare/bindings', 'partnerShare', 'prm_shipperConsignee'],
  partner: ['GET /prm/partnerShare/:coopId', 'partnerShare', 'prm_shipperConsignee'],
  partnerOrders: 'GET /prm/partnerShare/:coopId/orders',
  issueLink: ['POST /prm/partnerShare/:coopId/link', 'partnerShare'],
  revokeLink: ['POST /prm/partnerShare/:coopId/links/:linkId/revoke', 'partnerShare'],
  externalCoopShare: 'GET /prm/external/coopShare',
  saveExternalCoopShare: 'POST /prm/external/coopShare',
  externalCoopTrack: 'GET /prm/external/coopTrack',
});
