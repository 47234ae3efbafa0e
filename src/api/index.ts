import type { approvals } from '../contracts/approvals';
import { approvalCalls } from '../contracts/approvals.calls';
import type { chat } from '../contracts/chat';
import { chatCalls } from '../contracts/chat.calls';
import type { dashboard } from '../contracts/dashboard';
import { dashboardCalls } from '../contracts/dashboard.calls';
import type { lists } from '../contracts/lists';
import { listCalls } from '../contracts/lists.calls';
import type { moduleDesign } from '../contracts/module-design';
import { moduleDesignCalls } from '../contracts/module-design.calls';
import type { money } from '../contracts/money';
import { moneyCalls } from '../contracts/money.calls';
import type { notifications } from '../contracts/notifications';
import { notificationCalls } from '../contracts/notifications.calls';
import type { office } from '../contracts/office';
import { officeCalls } from '../contracts/office.calls';
import type { orders } from '../contracts/orders';
import { orderCalls } from '../contracts/orders.calls';
import type { pages } from '../contracts/pages';
import { pageCalls } from '../contracts/pages.calls';
import type { partnerShare } from '../contracts/partner-share';
import { partnerShareCalls } from '../contracts/partner-share.calls';
import type { reference } from '../contracts/reference';
import { referenceCalls } from '../contracts/reference.calls';
import type { settings } from '../contracts/settings';
import { settingsCalls } from '../contracts/settings.calls';
import type { tracking } from '../contracts/tracking';
import { trackingCalls } from '../contracts/tracking.calls';
import type { waybill } from '../contracts/waybill';
import { waybillCalls } from '../contracts/waybill.calls';
import { crudApi } from './crud';
import { refsOf } from './refs';
import { authApi, fileApi, shellApi, transferApi } from './shell';

/**
 * Every server call the app makes, by feature, typed by its contract (src/contracts): the one typed
 * client (docs/architecture.md "How to add a server call"). Its run-time part is the call tables
 * (method, path, topics); the contracts are type imports. The login page does not import this file:
 * it builds the few references it needs from their tables (src/providers/sign-in.ts).
 */
export const api = {
  auth: authApi,
  shell: shellApi,
  settings: refsOf<typeof settings>('settings', settingsCalls),
  dashboard: refsOf<typeof dashboard>('dashboard', dashboardCalls),
  notifications: refsOf<typeof notifications>('notifications', notificationCalls),
  approvals: refsOf<typeof approvals>('approvals', approvalCalls),
  partnerShare: refsOf<typeof partnerShare>('partnerShare', partnerShareCalls),
  tracking: refsOf<typeof tracking>('tracking', trackingCalls),
  waybill: refsOf<typeof waybill>('waybill', waybillCalls),
  office: refsOf<typeof office>('office', officeCalls),
  money: refsOf<typeof money>('money', moneyCalls),
  orders: refsOf<typeof orders>('orders', orderCalls),
  pages: refsOf<typeof pages>('pages', pageCalls),
  chat: refsOf<typeof chat>('chat', chatCalls),
  transfer: transferApi,
  files: fileApi,
  crud: crudApi,
  lists: refsOf<typeof lists>('lists', listCalls),
  moduleDesign: refsOf<typeof moduleDesign>('moduleDesign', moduleDesignCalls),
  reference: refsOf<typeof reference>('reference', referenceCalls),
};

export { call, callBlob, callBody, callEnvelope } from './call';
export { request, requestBlob, requestBody, requestDownload, requestEnvelope, urlOf, type CallOptions } from './request';
export type { CallArgs, CallRef, DataOf } from './refs';
