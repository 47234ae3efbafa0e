import { api, call, type DataOf } from '../../api';
import type { WaybillVariant } from '../../schemas/waybill';

/**
 * The waybill print panel's calls (docs/api-waybill.md), typed by their contracts: the panel reads the
 * order's prints and writes them through src/api/hooks.ts (topic `awbPrints`), so a save or a delete
 * refreshes every view of them.
 */

export type OrderPrints = DataOf<typeof api.waybill.awbPrintsOfOrder>;
export type AwbPrint = OrderPrints['houses'][number];
export type AwbPrintType = AwbPrint['awbPrintType'];
export type PrintValues = Record<string, unknown>;

export const printTypeOf = (variant: WaybillVariant): AwbPrintType => (variant === 'house' ? 'PRINT_HAWB' : 'PRINT_MAWB');

/** Asks the server for the PDF's address of the master (no awbPrintId) or of one house print. */
export async function pdfAddress(orderUuid: string, house?: { awbPrintId: number | string }): Promise<string> {
  const address = house
    ? await call(api.tracking.downloadHawb, { body: { awbPrintType: 'PRINT_HAWB', orderUuid, awbPrintId: house.awbPrintId, printType: 2 } })
    : await call(api.tracking.downloadAwb, { body: { awbPrintType: 'PRINT_MAWB', orderUuid, printType: 2 } });
  if (typeof address !== 'string' || !address) throw new Error('no PDF address in the answer');
  return address;
}

/**
 * Starts the browser's download of a same-origin address (the PDF answers as an attachment). Only
 * relative and same-origin addresses are followed: the answer must not send the user elsewhere.
 */
export function startDownload(address: string) {
  const url = new URL(address, window.location.href);
  if (url.origin !== window.location.origin) throw new Error('the PDF address is not on this site');
  const a = document.createElement('a');
  a.href = url.href;
  a.download = '';
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}
