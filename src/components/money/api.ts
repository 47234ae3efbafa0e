import { endpoints, http } from '../../providers';
import type { BillAction, BillSide } from '../../schemas/bills';

/** The money calls of the order, bill and settlement panels (docs/money.md "Calls"). */

/** A charge line as the panels show it: the record plus names the server resolved. */
export interface ChargeLine {
  id: number;
  businessScope: string;
  orderCode: string;
  side: BillSide;
  serviceId: number;
  coopId: number;
  currency: string;
  unitPrice: string;
  quantity: number;
  amount: string;
  taxRate: number | null;
  taxAmount: string;
  exchangeRate: number;
  baseAmount: string;
  orderDate: string;
  billId: number | null;
  remark: string | null;
  /** In the user's fee-service name setting (Chinese, English, both). */
  serviceName: string | null;
  coopName: string | null;
  billNumber: string | null;
  billStatus: string | null;
}

export interface OrderCharges {
  order: { id: number; orderCode: string; customerId: number | null; businessScope: string };
  baseCurrency: string;
  lines: ChargeLine[];
  totals: { receivable: string; payable: string; profit: string };
}

const data = async <T>(p: Promise<{ data?: { data?: unknown } }>) => (await p).data?.data as T;

export const fetchOrderCharges = (scope: string, orderId: string | number) => data<OrderCharges>(http.get(endpoints.orderCharges(scope, orderId)));

export const billFromCharges = (resource: string, chargeIds: number[]) =>
  data<{ id: number; billNumber: string }>(http.post(endpoints.billFromCharges(resource), { chargeIds }));

export interface BillDetail {
  bill: Record<string, unknown> & { id: number; billStatus: string; billNumber: string };
  billType: BillSide;
  actions: { action: BillAction; needs: 'edit' | 'approve' }[];
  lines: ChargeLine[];
  candidates: ChargeLine[];
  settlements: { id: number; amount: string; writeOffAmount: string; createTime: string; settleId: number; settleNumber: string; settleDate: string }[];
}

export const fetchBill = (resource: string, id: string | number) => data<BillDetail>(http.get(endpoints.bill(resource, id)));
export const addBillLines = (resource: string, id: string | number, chargeIds: number[]) => http.post(endpoints.billLines(resource, id), { chargeIds });
export const removeBillLine = (resource: string, id: string | number, chargeId: number) => http.delete(endpoints.billLine(resource, id, chargeId));
export const billAction = (resource: string, id: string | number, action: BillAction) => http.post(endpoints.billAction(resource, id, action));

export interface SettleItems {
  items: { id: number; billId: number; amount: string; writeOffAmount: string; createTime: string; billNumber: string; billDate: string; billAmount: string; billBalance: string }[];
  openBills: { id: number; billNumber: string; billDate: string; dueDate: string | null; amount: string; balance: string }[];
}

export const fetchSettleItems = (id: string | number) => data<SettleItems>(http.get(endpoints.settleItems(id)));
export const applySettlement = (id: string | number, v: { billId: number; amount: string; writeOffAmount?: string | null }) => http.post(endpoints.settleItems(id), v);
export const removeSettleItem = (id: string | number, itemId: number) => http.delete(endpoints.settleItem(id, itemId));
