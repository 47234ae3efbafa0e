import { byHandler, defineCalls, menu } from './define';
import { moneyCalls } from './money.calls';
import { BILL_ACTIONS } from '../schemas/bills';
import { Decimal, Enum, IdText, Nullable, Row, T, Time } from './schema';

const S = Nullable(T.String());
const scopeOrder = T.Object({ scope: T.String({ description: 'business scope: AE, AI, SE...' }), orderId: IdText });
/**
 * A charge line (css_charge) as the panels show it: every field of the record (the registry's charge
 * fields, which the serialiser passes on) with the names the server resolved.
 */
export const ChargeLine = T.Object(
  {
    id: T.Integer(),
    businessScope: S,
    orderCode: S,
    side: T.String({ description: 'AR | AP' }),
    serviceId: Nullable(T.Integer()),
    coopId: Nullable(T.Integer()),
    currency: S,
    unitPrice: Nullable(Decimal),
    quantity: Nullable(T.Number()),
    amount: Nullable(Decimal),
    taxRate: Nullable(T.Number()),
    taxAmount: Nullable(Decimal),
    exchangeRate: Nullable(T.Number()),
    baseAmount: Nullable(Decimal),
    orderDate: S,
    billId: Nullable(T.Integer()),
    remark: S,
    serviceName: Nullable(T.String({ description: "in the user's fee-name setting (Chinese, English, both)" })),
    coopName: S,
    billNumber: S,
    billStatus: S,
  },
  { additionalProperties: true, description: 'a charge line: the css_charge record with the resolved names' },
);
const Line = ChargeLine;
/** A bill (a css_bill record): the fields the panels read, and the rest of the record as it is. */
const Bill = T.Object(
  { id: T.Integer(), billStatus: S, billNumber: S },
  { additionalProperties: true, description: 'the bill record (css_bill)' },
);
const OrderRef = T.Object({ id: T.Integer(), orderCode: S, customerId: Nullable(T.Integer()), businessScope: T.String() });
const billParams = T.Object({ resource: T.String({ description: 'a bill view (a route over css_bill)' }), id: IdText });
const billAccess = (button?: string) => byHandler(`the bill view's menu${button ? ` and its ${button} button` : ''}`);
const incidentalAccess = (write: boolean) =>
  byHandler(`a route showing the order (its scope's order list or a view of it)${write ? ' with its edit button' : ''}`);
const chargeIds = T.Object({ chargeIds: T.Array(T.Unknown(), { description: 'charge line ids, 1 to 500' }) });
const lineValues = T.Object(
  {},
  { additionalProperties: true, description: "the incidental line's fields (serviceId, side, currency, amount...)" },
);

export const money = defineCalls('money', moneyCalls, {
  orderCharges: {
    summary: "An order's charge lines with the receivable and payable totals in the base currency and its profit",
    access: byHandler("the scope's order list menu and css_charge"),
    params: scopeOrder,
    answer: T.Object({
      order: OrderRef,
      baseCurrency: T.String(),
      feeServiceNameType: T.String(),
      lines: T.Array(Line),
      totals: T.Object({ receivable: Decimal, payable: Decimal, profit: Decimal }),
    }),
  },
  incidentals: {
    summary: "杂费: an order's incidental charge lines (fee items other than freight) with totals per side and currency",
    access: incidentalAccess(false),
    params: scopeOrder,
    answer: T.Object({
      order: T.Object({ ...OrderRef.properties, route: T.String({ description: 'the route the user reaches the order by' }) }),
      baseCurrency: T.String(),
      canEdit: T.Boolean(),
      lines: T.Array(Line),
      totals: T.Object({
        AR: T.Array(T.Object({ currency: T.String(), amount: Decimal })),
        AP: T.Array(T.Object({ currency: T.String(), amount: Decimal })),
        base: T.Object({ AR: Decimal, AP: Decimal, net: Decimal }),
      }),
    }),
  },
  addIncidental: {
    summary: 'Add an incidental line to the order',
    access: incidentalAccess(true),
    params: scopeOrder,
    body: lineValues,
    answer: Row('the line created'),
  },
  updateIncidental: {
    summary: 'Change an incidental line (409 when it is on a confirmed bill)',
    access: incidentalAccess(true),
    params: T.Object({ ...scopeOrder.properties, lineId: IdText }),
    body: lineValues,
    answer: Row('the line changed'),
  },
  removeIncidental: {
    summary: 'Remove an incidental line',
    access: incidentalAccess(true),
    params: T.Object({ ...scopeOrder.properties, lineId: IdText }),
    answer: T.Boolean(),
  },
  billFromCharges: {
    summary: 'A draft bill made from charge lines of one partner, side and currency',
    access: billAccess('create'),
    params: T.Object({ resource: T.String({ description: 'a bill view' }) }),
    body: T.Object({
      ...chargeIds.properties,
      billDate: T.Optional(T.String()),
      dueDate: T.Optional(T.String()),
      remark: T.Optional(T.String()),
    }),
    answer: Bill,
  },
  bill: {
    summary: 'A bill with its lines, the actions its state allows, the lines that could still be added, its settlements',
    access: billAccess(),
    params: billParams,
    answer: T.Object({
      bill: Bill,
      billType: Enum(['AR', 'AP']),
      actions: T.Array(T.Object({ action: Enum(BILL_ACTIONS), needs: Enum(['edit', 'approve']) })),
      lines: T.Array(Line),
      candidates: T.Array(Line),
      settlements: T.Array(
        T.Object({
          id: T.Integer(),
          amount: Decimal,
          writeOffAmount: Nullable(Decimal),
          createTime: Time,
          settleId: T.Integer(),
          settleNumber: S,
          settleDate: S,
        }),
      ),
    }),
  },
  addBillLines: {
    summary: 'Add charge lines to a draft bill',
    access: billAccess('edit'),
    params: billParams,
    body: chargeIds,
    answer: T.Boolean(),
  },
  removeBillLine: {
    summary: 'Take a line off a draft bill',
    access: billAccess('edit'),
    params: T.Object({ ...billParams.properties, chargeId: IdText }),
    answer: T.Boolean(),
  },
  billAction: {
    summary: "A bill's state change: confirm, unconfirm, send, submit, approve, reject, void",
    access: billAccess(),
    params: T.Object({ ...billParams.properties, action: T.String() }),
    answer: Row('the bill after the change'),
    errors: { 409: "the bill's state does not allow it" },
  },
  settleItems: {
    summary: "A settlement's applications to bills, and the open bills it could still settle",
    access: menu('prm_coop_settle'),
    params: T.Object({ id: IdText }),
    answer: T.Object({
      items: T.Array(
        T.Object({
          id: T.Integer(),
          billId: T.Integer(),
          amount: Decimal,
          writeOffAmount: Nullable(Decimal),
          createTime: Time,
          billNumber: S,
          billDate: S,
          billAmount: Decimal,
          billBalance: Decimal,
        }),
      ),
      openBills: T.Array(T.Object({ id: T.Integer(), billNumber: S, billDate: S, dueDate: S, amount: Decimal, balance: Decimal })),
    }),
  },
  applySettlement: {
    summary: 'Apply part of a settlement to a bill',
    access: menu('prm_coop_settle', 'prm_coop_settle:edit'),
    params: T.Object({ id: IdText }),
    body: T.Object({
      billId: T.Optional(T.Unknown()),
      amount: T.Optional(T.Unknown({ description: 'decimal' })),
      writeOffAmount: T.Optional(T.Unknown({ description: 'decimal' })),
    }),
    answer: T.Object({ id: T.Integer() }),
  },
  removeSettleItem: {
    summary: 'Remove an application of a settlement',
    access: menu('prm_coop_settle', 'prm_coop_settle:edit'),
    params: T.Object({ id: IdText, itemId: IdText }),
    answer: T.Boolean(),
  },
});
