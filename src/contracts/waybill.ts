import { WAYBILL_PRINT_FIELDS } from '../schemas/waybill';
import { defineCalls, menu, SESSION, byHandler } from './define';
import { Enum, IdText, Json, labelled, Nullable, T } from './schema';
import { waybillCalls } from './waybill.calls';

/** The paper waybill form's fields (src/schemas/waybill.ts WAYBILL_PRINT_FIELDS): text or numbers. */
export const WaybillValues = T.Object(
  Object.fromEntries(WAYBILL_PRINT_FIELDS.map((f) => [f, T.Optional(Nullable(T.Union([T.String(), T.Number()])))])),
  { additionalProperties: false },
);
export const AwbPrint = T.Object({
  awbPrintId: T.Integer(),
  awbPrintType: Enum(['PRINT_MAWB', 'PRINT_HAWB']),
  hawbNumber: Nullable(T.String()),
  values: WaybillValues,
  updateTime: Json('when it was last saved'),
});

export const waybill = defineCalls('waybill', waybillCalls, {
  awbPrintsOfOrder: {
    summary: "An air export order's master and house waybill prints, with the forms' prefill from the order",
    access: menu('af_order'),
    params: T.Object({ orderId: IdText }),
    answer: T.Object({
      orderId: T.Integer(),
      orderUuid: Nullable(T.String()),
      master: Nullable(AwbPrint),
      houses: T.Array(AwbPrint),
      prefill: T.Object({ master: WaybillValues, house: WaybillValues }),
    }),
  },
  saveAwbPrint: {
    summary: 'Save a master or house print of the order (checked by the waybill rules, docs/behaviour.md §1.5.1)',
    access: menu('af_order', 'af_order:edit'),
    params: T.Object({ orderId: IdText }),
    body: T.Object({
      awbPrintType: T.String({ ...labelled({ 'zh-CN': '运单类型', 'en-US': 'awbPrintType' }), description: 'PRINT_MAWB | PRINT_HAWB' }),
      awbPrintId: T.Optional(T.Unknown({ description: "the print to replace (a house print's id)" })),
      values: T.Object({}, { additionalProperties: true, description: "the form's fields (WaybillValues)" }),
    }),
    answer: AwbPrint,
    errors: { 409: 'the house waybill number is taken on this order' },
  },
  deleteAwbPrint: {
    summary: 'Delete a print',
    access: menu('af_order', 'af_order:edit'),
    params: T.Object({ awbPrintId: IdText }),
    answer: T.Null(),
  },
  countryByEnName: {
    summary: "A country by its English name (the party form's lookup; the European short names of docs/behaviour.md §2.3 first)",
    access: SESSION,
    answer: T.Object({ nationCode: T.String(), nameEn: T.String(), nameCn: T.String() }),
    errors: { 404: 'no such country' },
  },
  manifestEvents: {
    summary: 'The manifest timeline of a master waybill from its manifest records',
    access: byHandler('any of the manifest query menus'),
    query: T.Object({
      mawbNumber: T.String({
        pattern: '^\\d{3}-\\d{8}$',
        ...{ 'x-message': { 'zh-CN': '请输入正确的主单号', 'en-US': 'Enter a valid master waybill number' } },
      }),
    }),
    answer: T.Object({
      mawbNumber: T.String(),
      records: T.Integer({ description: 'records read' }),
      events: T.Array(T.Object({ remark: T.String(), eventTime: T.String(), productInfo: T.String() })),
    }),
  },
});
