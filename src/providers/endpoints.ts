import { fillPath, lineOf, splitLine, type CallEntry } from '../contracts/calls';
import { fileCalls } from '../contracts/files.calls';
import { notificationCalls } from '../contracts/notifications.calls';
import { officeCalls } from '../contracts/office.calls';
import { pageCalls } from '../contracts/pages.calls';
import { partnerShareCalls } from '../contracts/partner-share.calls';
import { shellCalls } from '../contracts/shell.calls';
import { trackingCalls } from '../contracts/tracking.calls';
import { transferCalls } from '../contracts/transfer.calls';

/** The path of a call-table entry (src/contracts/*.calls.ts: every path is declared there once). */
const pathOf = (entry: CallEntry) => splitLine(lineOf(entry)).path;
/** The path with its parameters filled, in the order they appear. */
const filled =
  (entry: CallEntry) =>
  (...values: (string | number)[]) => {
    const path = pathOf(entry);
    const names = [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]);
    return fillPath(path, Object.fromEntries(names.map((n, i) => [n, values[i]])));
  };

/**
 * The paths still used by code not yet calling through the typed client (src/api; the list in
 * tests/unit/api/raw-calls.allow.ts) and by tests, derived from the call tables. New code calls
 * `call(api.<feature>.<name>, ...)` or the query hooks instead; this file goes when its users have.
 */
export const endpoints = {
  version: pathOf(fileCalls.version),
  buttons: pathOf(shellCalls.buttons),

  toDo: pathOf(notificationCalls.toDo),
  haveMessage: pathOf(notificationCalls.haveMessage),
  messageList: pathOf(notificationCalls.messageList),
  messageRead: filled(notificationCalls.messageRead) as (id: string | number) => string,

  staticReference: filled(transferCalls.staticReference) as (
    kind: 'airlines' | 'countryCodes' | 'importHotCities' | 'exportHotCities',
  ) => string,
  referenceLookup: filled(transferCalls.referenceLookup) as (kind: string) => string,

  document: filled(officeCalls.document) as (kind: string, sourceId: string | number) => string,
  documentStatus: filled(officeCalls.documentStatus) as (kind: string, sourceId: string | number) => string,
  documentPdf: filled(officeCalls.documentPdf) as (kind: string, sourceId: string | number) => string,
  documentLink: filled(officeCalls.documentLink) as (kind: string, sourceId: string | number) => string,
  externalDocument: pathOf(officeCalls.externalDocument),
  externalDocumentPdf: pathOf(officeCalls.externalDocumentPdf),
  externalQuotation: pathOf(officeCalls.externalQuotation),
  pouch: filled(officeCalls.pouch) as (id: string | number) => string,
  externalPouch: pathOf(officeCalls.externalPouch),

  partnerShareBindings: pathOf(partnerShareCalls.bindings),
  partnerShare: filled(partnerShareCalls.partner) as (coopId: string | number) => string,
  partnerShareOrders: filled(partnerShareCalls.partnerOrders) as (coopId: string | number) => string,
  partnerShareLink: filled(partnerShareCalls.issueLink) as (coopId: string | number) => string,
  externalCoopShare: pathOf(partnerShareCalls.externalCoopShare),
  externalCoopTrack: pathOf(partnerShareCalls.externalCoopTrack),

  priceSearchConfig: pathOf(pageCalls.priceSearchConfig),
  laneRates: pathOf(pageCalls.laneRates),
  getInquiryAgents: pathOf(pageCalls.getInquiryAgents),
  createInquiryAgents: pathOf(pageCalls.createInquiryAgents),

  airOrderTrack: pathOf(trackingCalls.airOrderTrack),
  checkOrderDeliveryNotice: filled(trackingCalls.checkOrderDeliveryNotice) as (uuid: string, flag: string | number) => string,
  seaOrderTrack: pathOf(trackingCalls.seaOrderTrack),
  lcOrderTrack: pathOf(trackingCalls.lcOrderTrack),
  awbSubmit: pathOf(trackingCalls.awbSubmit),
};
