import { byHandler, defineCalls, onResource } from './define';
import { orderCalls } from './orders.calls';
import { IdText, Json, Nullable, Row, T, Time } from './schema';

const S = Nullable(T.String());
const OrderEvent = T.Object({
  id: T.Integer(),
  fromStatus: S,
  toStatus: S,
  fromStage: S,
  toStage: S,
  userName: S,
  remark: S,
  createTime: Time,
});
const orderParams = T.Object({ resource: T.String({ description: 'an order view, e.g. af_order' }), id: IdText });
const outerAccess = (act: boolean) => byHandler(`the 外部订单 view's menu${act ? ' and its edit button' : ''}`);
const byKeyOrSession = byHandler('a session token, or a warehouse device key in X-Device-Key (limited per address)', { public: true });
const deviceAccess = byHandler("the weighing devices' menu (af_weighing_device) and its issue button");
/** A figure as the record holds it. */
const V = Nullable(T.Union([T.String(), T.Number()]));
const WeighingOrder = T.Object({
  orderId: T.Integer(),
  orderCode: S,
  awbNumber: S,
  hawbNumber: S,
  orderStatus: S,
  departureStation: S,
  arrivalStation: S,
  goodsNameCn: S,
  planPieces: V,
  planWeight: V,
  planVolume: V,
  planDimensions: S,
  confirmPieces: V,
  confirmWeight: V,
  confirmVolume: V,
  confirmDimensions: S,
  cargoWeighingList: T.Array(
    T.Object({}, { additionalProperties: true, description: 'a weighing: numbers, pieces, weight, volume, measure, time, by' }),
  ),
});

export const orders = defineCalls('orders', orderCalls, {
  checkOrderExist: {
    summary: 'Whether an internal number is taken in a business scope (1) or not (0)',
    access: byHandler("any route of the scope's orders"),
    query: T.Object({
      businessScope: T.String({ description: 'AE, AI, SE, SI, TE, TI, LC, IO...' }),
      internalNumber: T.Optional(T.String()),
      orderCode: T.Optional(T.String({ description: 'the order being edited (its own number is not a duplicate)' })),
    }),
    answer: T.Integer({ description: '1 taken, 0 free' }),
  },
  orderEvents: {
    summary: "An order's status, the changes the user may make now, whether the user follows it, its history",
    access: onResource('list'),
    params: orderParams,
    answer: T.Object({
      orderStatus: S,
      orderStage: S,
      following: T.Boolean(),
      transitions: T.Array(
        T.Object({
          toStatus: T.String(),
          action: T.Object({ 'zh-CN': T.String(), 'en-US': T.String() }, { description: "the button's label" }),
        }),
      ),
      events: T.Array(OrderEvent),
    }),
  },
  orderTransition: {
    summary: "Change an order's status as the lifecycle allows",
    access: onResource('edit'),
    params: orderParams,
    body: T.Object({ toStatus: T.Optional(T.String()), remark: T.Optional(T.String()) }),
    answer: Row('the updated order'),
    errors: { 409: 'a change the lifecycle does not allow (both states named)' },
  },
  orderFollow: {
    summary: 'Follow an order (be told of its status changes), or stop',
    access: onResource('list'),
    params: orderParams,
    body: T.Object({ follow: T.Optional(T.Unknown({ description: 'true | false' })) }),
    answer: T.Boolean(),
  },
  orderHouseWaybill: {
    summary: 'A house waybill made from an air export order (CREATED_BY_ORDER)',
    access: byHandler("the order view's menu, and the house waybill list (fhl_operation) with its create button"),
    params: orderParams,
    body: T.Object({ hawbNumber: T.Optional(T.String()) }),
    answer: Row('the house waybill created'),
  },
  outerOrder: {
    summary: 'An external order with its history and the decisions the user may take',
    access: outerAccess(false),
    params: T.Object({ id: IdText }),
    answer: T.Object({
      resource: T.String(),
      order: Row('the order, whole'),
      actions: T.Object({ accept: T.Boolean(), reject: T.Boolean() }),
      events: T.Array(OrderEvent),
    }),
  },
  outerOrderAccept: {
    summary: '接单: take a booked external order into operations',
    access: outerAccess(true),
    params: T.Object({ id: IdText }),
    body: T.Object({ remark: T.Optional(T.String()) }),
    answer: Row('the updated order'),
    errors: { 409: 'the order is not in a state that can be accepted' },
  },
  outerOrderReject: {
    summary: '拒绝: cancel an external order not yet taken, with the reason',
    access: outerAccess(true),
    params: T.Object({ id: IdText }),
    body: T.Object({ reason: T.Optional(T.String()) }),
    answer: Row('the updated order'),
    errors: { 409: 'the order was already taken or cancelled' },
  },
  weighingOrders: {
    summary: 'The air export orders of a scanned master or house waybill number',
    access: byKeyOrSession,
    query: T.Object({ number: T.Optional(T.String()) }),
    answer: T.Object({ number: T.String(), orders: T.Array(WeighingOrder) }),
    errors: { 401: 'neither a session nor a valid device key' },
  },
  weighingSave: {
    summary: 'Record a weighing on an order: the confirmed figures and the weighing list; the check against the declared figures',
    access: byKeyOrSession,
    body: T.Object(
      {
        orderId: T.Optional(T.Unknown()),
        number: T.Optional(T.Unknown()),
        pieces: T.Optional(T.Unknown()),
        weight: T.Optional(T.Unknown()),
        volume: T.Optional(T.Unknown()),
        dimensions: T.Optional(T.Unknown({ description: 'e.g. 120*80*100*2' })),
      },
      { description: "pieces (integer), weight and volume (3 decimals) are checked against the scale's limits with their messages" },
    ),
    answer: T.Object({
      order: WeighingOrder,
      weighing: T.Object({}, { additionalProperties: true, description: 'the weighing row added' }),
      check: T.Object({
        flags: Json('which figures differ beyond tolerance'),
        differences: T.Object({
          pieces: Json('measured - declared'),
          weight: Json('measured - declared'),
          volume: Json('measured - declared'),
        }),
        percent: T.Object({ weight: Json('difference in percent'), volume: Json('difference in percent') }),
      }),
    }),
    errors: { 401: 'neither a session nor a valid device key' },
  },
  issueDeviceKey: {
    summary: "Issue a weighing device's key (answered once; the previous one stops working)",
    access: deviceAccess,
    params: T.Object({ id: IdText }),
    answer: T.Object({ key: T.String() }),
  },
  revokeDeviceKey: {
    summary: "Revoke a weighing device's key",
    access: deviceAccess,
    params: T.Object({ id: IdText }),
    answer: T.Boolean(),
  },
});
