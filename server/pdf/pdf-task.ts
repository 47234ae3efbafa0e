import { renderBillPdf } from '../mail/bill-pdf';
import { renderAwbPdf } from './awb-pdf';
import { renderOsWaybillPdf } from './os-waybill-pdf';
import { renderSeaBlPdf } from './sea-bl-pdf';

/**
 * PDF rendering in a worker thread (server/workers): laying out a page in the 10 MB Chinese font
 * costs 0.3-0.9 s of CPU, which on the main thread would hold up every other user's call.
 */
export const PDF_RENDERERS = {
  awb: renderAwbPdf,
  seaBl: renderSeaBlPdf,
  osWaybill: renderOsWaybillPdf,
  bill: renderBillPdf,
};

export type PdfKind = keyof typeof PDF_RENDERERS;

export function pdfTask() {
  return {
    render: (kind: PdfKind, args: unknown[]) => (PDF_RENDERERS[kind] as (...a: unknown[]) => Promise<Buffer>)(...args),
  };
}
