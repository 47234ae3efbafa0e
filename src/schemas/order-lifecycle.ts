/**
 * The order lifecycle (docs/orders.md): where an order is in the office (its stage) and where its
 * cargo is (its status), and the only status changes allowed, in one table. The server refuses any
 * other change with a 409 naming both states; the detail screen offers exactly these as buttons.
 */

import { bi, type Bilingual } from './bilingual';

/**
 * Stages, each the working list of a team: a provisional order (space held, details to follow) is
 * not yet a shipment; a booking waits for operations to take it over; operations runs it to delivery.
 */
export const ORDER_STAGES = ['PROVISIONAL', 'BOOKING', 'OPERATION'] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

export const STAGE_LABELS: Record<OrderStage, Bilingual> = {
  PROVISIONAL: bi('临时', 'Provisional'),
  BOOKING: bi('订舱', 'Booking'),
  OPERATION: bi('操作', 'Operations'),
};

/** Where an order came from; fixed when it is created. */
export const ORDER_SOURCES = ['SELF', 'LITE', 'YC', 'OUTER', 'SYNERGY'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

export const SOURCE_LABELS: Record<OrderSource, Bilingual> = {
  SELF: bi('自建', 'Entered'),
  LITE: bi('简易下单', 'Quick order'),
  YC: bi('运仓', 'Warehouse-transport platform'),
  OUTER: bi('外部', 'External'),
  SYNERGY: bi('协同', 'Shared by a partner'),
};

export const ORDER_STATUSES = ['DRAFT', 'BOOKED', 'ACCEPTED', 'RECEIVED', 'DEPARTED', 'ARRIVED', 'DELIVERED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const STATUS_LABELS: Record<OrderStatus, Bilingual> = {
  DRAFT: bi('草稿', 'Draft'),
  BOOKED: bi('已订舱', 'Booked'),
  ACCEPTED: bi('已接单', 'Accepted'),
  RECEIVED: bi('已入仓', 'Received'),
  DEPARTED: bi('已出发', 'Departed'),
  ARRIVED: bi('已到达', 'Arrived'),
  DELIVERED: bi('已签收', 'Delivered'),
  CANCELLED: bi('已取消', 'Cancelled'),
};

/** The stage an order is in at each status; a cancelled order stays in the stage it was cancelled in. */
export const STAGE_OF_STATUS: Record<OrderStatus, OrderStage | null> = {
  DRAFT: 'PROVISIONAL',
  BOOKED: 'BOOKING',
  ACCEPTED: 'OPERATION',
  RECEIVED: 'OPERATION',
  DEPARTED: 'OPERATION',
  ARRIVED: 'OPERATION',
  DELIVERED: 'OPERATION',
  CANCELLED: null,
};

/** The status a new order starts with in each stage (a create through a stage's screen). */
export const INITIAL_STATUS: Record<OrderStage, OrderStatus> = {
  PROVISIONAL: 'DRAFT',
  BOOKING: 'BOOKED',
  OPERATION: 'ACCEPTED',
};

/** The stage of a new order created where no stage is fixed (the order list, a source's screen). */
export const DEFAULT_STAGE: OrderStage = 'BOOKING';

export interface Transition {
  from: OrderStatus;
  to: OrderStatus;
  /** The action's name on the detail screen's button. */
  action: Bilingual;
}

const tr = (from: OrderStatus, to: OrderStatus, zh: string, en: string): Transition => ({ from, to, action: bi(zh, en) });

/**
 * Every allowed status change. Anything else (e.g. booking a delivered or cancelled order again) is
 * refused. Receiving the cargo (the arrival weighing) moves a booking into operations directly.
 */
export const ORDER_TRANSITIONS: readonly Transition[] = [
  tr('DRAFT', 'BOOKED', '转为订舱', 'Confirm as booking'),
  tr('DRAFT', 'CANCELLED', '取消订单', 'Cancel'),
  tr('BOOKED', 'ACCEPTED', '接单转操作', 'Accept into operations'),
  tr('BOOKED', 'RECEIVED', '已入仓', 'Cargo received'),
  tr('BOOKED', 'CANCELLED', '取消订单', 'Cancel'),
  tr('ACCEPTED', 'BOOKED', '退回订舱', 'Return to booking'),
  tr('ACCEPTED', 'RECEIVED', '已入仓', 'Cargo received'),
  tr('ACCEPTED', 'CANCELLED', '取消订单', 'Cancel'),
  tr('RECEIVED', 'DEPARTED', '已出发', 'Departed'),
  tr('RECEIVED', 'CANCELLED', '取消订单', 'Cancel'),
  tr('DEPARTED', 'ARRIVED', '已到达', 'Arrived'),
  tr('ARRIVED', 'DELIVERED', '已签收', 'Delivered'),
];

export const isOrderStatus = (v: unknown): v is OrderStatus => typeof v === 'string' && (ORDER_STATUSES as readonly string[]).includes(v);
export const isOrderStage = (v: unknown): v is OrderStage => typeof v === 'string' && (ORDER_STAGES as readonly string[]).includes(v);

/** The transition from one status to another, or undefined when the lifecycle does not allow it. */
export const transitionOf = (from: unknown, to: unknown): Transition | undefined =>
  ORDER_TRANSITIONS.find((t) => t.from === from && t.to === to);

/** The statuses an order may move to next. */
export const nextStatuses = (from: unknown): Transition[] => ORDER_TRANSITIONS.filter((t) => t.from === from);

/** The stage after a status change: the status's own, or (cancelled) the stage the order was in. */
export const stageAfter = (status: OrderStatus, previous: OrderStage | null | undefined): OrderStage =>
  STAGE_OF_STATUS[status] ?? previous ?? DEFAULT_STAGE;

const statusText = (s: unknown, lang: keyof Bilingual) => (isOrderStatus(s) ? STATUS_LABELS[s][lang] : s == null ? '-' : String(s));

/** The refusal of a status change, naming both states (the server's 409 message). */
export function refusedTransition(from: unknown, to: unknown, lang: keyof Bilingual = 'zh-CN'): string {
  return lang === 'zh-CN'
    ? `订单状态不能从「${statusText(from, lang)}」变为「${statusText(to, lang)}」`
    : `An order cannot go from "${statusText(from, lang)}" to "${statusText(to, lang)}"`;
}

export const ORDER_MESSAGES = {
  duplicateInternalNumber: bi('内部编号已存在，是否继续?', 'The internal number already exists. Continue?'),
  internalNumberTaken: bi('内部编号已存在', 'The internal number already exists'),
  statusOutsideView: bi('此页面不能新建该状态的订单', 'Orders of this status cannot be created on this screen'),
} as const;

/** What a 409 of a duplicate internal number carries, so a form can ask instead of failing. */
export const CONFIRM_DUPLICATE_INTERNAL_NUMBER = 'internalNumber';

/** The question a form asks for each kind of server confirmation (a 409 with `data.confirm`). */
export const CONFIRM_QUESTIONS: Record<string, Bilingual> = {
  [CONFIRM_DUPLICATE_INTERNAL_NUMBER]: ORDER_MESSAGES.duplicateInternalNumber,
};
