import { callTable } from './calls';

/** Document making, quotation answers and cargo pouch print views, for staff and by signed links (docs/api-office.md, docs/quotation-pouch.md). */
export const officeCalls = callTable({
  document: ['GET /afbase/document/:kind/:sourceId', 'documents'],
  saveDocument: ['POST /afbase/document/:kind/:sourceId', 'documents'],
  documentStatus: ['POST /afbase/document/:kind/:sourceId/status', 'documents'],
  documentPdf: 'GET /afbase/document/:kind/:sourceId/pdf',
  documentLink: 'POST /afbase/document/:kind/:sourceId/link',
  externalDocument: ['GET /afbase/external/document', 'documents'],
  saveExternalDocument: ['POST /afbase/external/document', 'documents'],
  externalDocumentPdf: 'GET /afbase/external/document/pdf',
  quotationLink: ['POST /afbase/quotation/:id/link', 'af_enquiry_manage'],
  externalQuotation: 'GET /afbase/external/quotation',
  answerExternalQuotation: 'POST /afbase/external/quotation',
  pouch: 'GET /afbase/pouch/:id',
  pouchLink: 'POST /afbase/pouch/:id/link',
  externalPouch: 'GET /afbase/external/pouch',
});
