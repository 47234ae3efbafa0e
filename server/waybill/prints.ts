import type { DB } from '../db';
import { validateMawb, waybillPrefill, type WaybillPrintValues, type WaybillVariant } from '../../src/schemas';

/**
 * Stored air waybill prints (table af_awb_print, docs/api-waybill.md), shared by the in-app calls,
 * the login-free downloads and the PDF.
 */

export const PRINT_TYPES = { master: 'PRINT_MAWB', house: 'PRINT_HAWB' } as const;
export type PrintType = (typeof PRINT_TYPES)[WaybillVariant];

export const variantOf = (t: unknown): WaybillVariant | null =>
  t === PRINT_TYPES.master ? 'master' : t === PRINT_TYPES.house ? 'house' : null;

export interface AwbPrint {
  awbPrintId: number;
  awbPrintType: PrintType;
  hawbNumber: string | null;
  values: WaybillPrintValues;
  updateTime: unknown;
}

export interface PrintRow {
  id: number;
  org_id: number;
  order_id: number;
  print_type: string;
  hawb_number: string;
  data: unknown;
  update_time: unknown;
}

/** jsonb arrives parsed from both drivers; a string is parsed defensively. */
const dataOf = (d: unknown): WaybillPrintValues => (typeof d === 'string' ? JSON.parse(d) : (d ?? {})) as WaybillPrintValues;

export const toAwbPrint = (r: PrintRow): AwbPrint => ({
  awbPrintId: Number(r.id),
  awbPrintType: r.print_type as PrintType,
  hawbNumber: r.hawb_number || null,
  values: dataOf(r.data),
  updateTime: r.update_time,
});

/** Every print of one order of one organisation: the master first, then the houses by number. */
export async function printsOfOrder(db: DB, orgId: number, orderId: number): Promise<AwbPrint[]> {
  const rows = await db
    .selectFrom('af_awb_print')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('order_id', '=', orderId)
    .orderBy('print_type', 'desc') // PRINT_MAWB before PRINT_HAWB
    .orderBy('hawb_number')
    .orderBy('id')
    .execute();
  return rows.map((r: any) => toAwbPrint(r));
}

/**
 * The values a master PDF prints: the saved master print, else the order's prefill; null when the
 * result has no valid master waybill number (nothing worth printing).
 */
export function masterValues(prints: AwbPrint[], order: Record<string, unknown>): WaybillPrintValues | null {
  const saved = prints.find((p) => p.awbPrintType === PRINT_TYPES.master);
  const values = saved ? saved.values : waybillPrefill(order, 'master');
  return validateMawb(values.awbNumber == null ? '' : String(values.awbNumber)) === null ? values : null;
}
