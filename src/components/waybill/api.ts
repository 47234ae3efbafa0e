import { endpoints, http } from '../../providers';
import type { WaybillVariant } from '../../schemas/waybill';

/** The calls of the waybill print panel (docs/api-waybill.md). */

export type AwbPrintType = 'PRINT_MAWB' | 'PRINT_HAWB';
export type PrintValues = Record<string, unknown>;

export interface AwbPrint {
  awbPrintId: number | string;
  awbPrintType: AwbPrintType;
  hawbNumber: string | null;
  values: PrintValues;
  updateTime: string | null;
}

export interface OrderPrints {
  orderId: number | string;
  orderUuid: string | null;
  master: AwbPrint | null;
  houses: AwbPrint[];
  prefill: { master: PrintValues; house: PrintValues };
}

export const printTypeOf = (variant: WaybillVariant): AwbPrintType => (variant === 'house' ? 'PRINT_HAWB' : 'PRINT_MAWB');

export async function fetchPrints(orderId: number | string): Promise<OrderPrints> {
  const res = await http.get(endpoints.awbPrintsOfOrder(orderId));
  const data = (res.data?.data ?? {}) as Partial<OrderPrints>;
  return {
    orderId,
    orderUuid: data.orderUuid ?? null,
    master: data.master ?? null,
    houses: Array.isArray(data.houses) ? data.houses : [],
    prefill: { master: data.prefill?.master ?? {}, house: data.prefill?.house ?? {} },
  };
}

/** Saves one print; a 400/409 rejects with HttpError whose `errors` map fields to messages. */
export async function savePrint(
  orderId: number | string,
  body: { awbPrintType: AwbPrintType; awbPrintId?: number | string; values: PrintValues },
): Promise<AwbPrint> {
  const res = await http.post(endpoints.awbPrintsOfOrder(orderId), body);
  return res.data?.data as AwbPrint;
}

export async function deletePrint(awbPrintId: number | string): Promise<void> {
  await http.delete(endpoints.awbPrint(awbPrintId));
}

/** Asks the server for the PDF's address of the master (no awbPrintId) or of one house print. */
export async function pdfAddress(orderUuid: string, house?: { awbPrintId: number | string }): Promise<string> {
  const body = house
    ? { awbPrintType: 'PRINT_HAWB', orderUuid, awbPrintId: house.awbPrintId, printType: 2 }
    : { awbPrintType: 'PRINT_MAWB', orderUuid, printType: 2 };
  const res = await http.post(house ? endpoints.downloadHawb : endpoints.downloadAwb, body);
  const address = res.data?.data;
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
