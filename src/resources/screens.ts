import type { RouteDef } from './types';

/**
 * The names of the screens the browser implements, as data: the registry names them
 * (RouteDef.component, RouteDef.panels) and both sides check them. The server cannot import React
 * pages, so it checks a route's names against these lists at start; src/pages/index.ts and
 * src/features/panels.ts are typed over the same lists, so a name without a screen, or a
 * screen without its name here, fails the type check.
 */
export const PAGE_COMPONENTS = [
  'LoginPage',
  'SsoEntryPage',
  'DashboardPage',
  'NoPermissionPage',
  'UnPermissionPage',
  'UnDevelopPage',
  'NotFoundPage',
  'RolePermissionPage',
  'ApiReferencePage',
  'ModuleHomePage',
  'ResetPasswordPage',
  'NotificationPage',
  'ExternalOrderTrackPage',
  'DeliveryNoticePage',
  'SeDeliveryNoticePage',
  'TeDeliveryNoticePage',
  'PanelSearchPage',
  'CargoTrackingPage',
  'PublicCargoTrackingPage',
  'TutorialPage',
  'ContactUsPage',
  'InvestigatePage',
  'OrganisationPage',
  'CustomerInfoPage',
  'GroupCustomerInfoPage',
  'CustomerSelfInfoPage',
  'MftQueryPage',
  'DocumentMakePage',
  'RecordEditorPage',
  'ArrivalScanWeightPage',
  'BatchEditPage',
  'QuotationPage',
  'CargoPouchViewPage',
  'OuterOrderDetailPage',
  'IncidentalsPage',
  'PartnerAddressBindingPage',
  'PartnerOrderTrackPage',
  'ModuleDesignPage',
] as const;

export type PageComponent = (typeof PAGE_COMPONENTS)[number];

export const PANEL_COMPONENTS = [
  'OrderSharePanel',
  'OrderTrackPanel',
  'WaybillPrintPanel',
  'PartnerLockPanel',
  'SendBillPanel',
  'GoodsNoticePanel',
  'OrderChargesPanel',
  'BillLinesPanel',
  'SettleItemsPanel',
  'OrderEventsPanel',
  'DeviceKeyPanel',
  'HouseWaybillPanel',
  'QuoteLinkPanel',
  'CargoPouchPanel',
  'IncidentalsPanel',
  'PartnerSharePanel',
  // The order workspace's summary header (stage, transitions, route, figures, money) and the audit trail of a record's changes.
  'OrderSummaryPanel',
  'AuditTrailPanel',
] as const;

export type PanelComponent = (typeof PANEL_COMPONENTS)[number];

const pageNames: ReadonlySet<string> = new Set(PAGE_COMPONENTS);
const panelNames: ReadonlySet<string> = new Set(PANEL_COMPONENTS);

/**
 * Whether a route opens a screen of its own: a container its module's overview, a page its
 * component, a data route its component or the generic screens over its fields. A route without
 * one is what the menu marks unavailable (docs/behaviour.md §2.2.4), and nothing else is.
 */
export function hasScreen(r: Pick<RouteDef, 'kind' | 'component' | 'fields'>): boolean {
  if (r.kind === 'container') return true;
  if (r.component) return pageNames.has(r.component);
  return (r.kind === 'crud' || r.kind === 'report') && !!r.fields?.length;
}

/**
 * Names that resolve to no screen: "path: component X is not a page" for each. A route naming a
 * component or panel that does not exist is an error (the server refuses to start), never a silent
 * placeholder; a route that names none simply has no screen yet.
 */
export function screenProblems(list: readonly Pick<RouteDef, 'path' | 'component' | 'panels' | 'header' | 'tabs'>[]): string[] {
  const out: string[] = [];
  for (const r of list) {
    if (r.component !== undefined && !pageNames.has(r.component))
      out.push(`${r.path}: component ${r.component} is not a page (src/resources/screens.ts)`);
    for (const p of [...(r.panels ?? []), ...(r.header ? [r.header] : [])])
      if (!panelNames.has(p)) out.push(`${r.path}: panel ${p} is not a panel (src/resources/screens.ts)`);
    // A tab places panels the route shows; it does not add any.
    for (const tab of r.tabs ?? [])
      for (const p of tab.panels ?? [])
        if (!(r.panels ?? []).includes(p)) out.push(`${r.path}: tab ${tab.key} names panel ${p}, which the route does not show`);
  }
  return out;
}
