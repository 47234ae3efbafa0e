import type { ComponentType } from 'react';
import { preloadable, type Preloadable } from '../components/lazy/preloadable';
import type { PageComponent, ResolvedRoute } from '../resources';
import { hasGenericScreens } from '../resources/screen-paths';

/**
 * A screen's module: its component, and optionally `warm()`, what the screen will ask for first
 * (its data, its next chunks), started before it renders when the app knows where it is going.
 */
export interface PageModule {
  default: ComponentType;
  /** Settles when what it started is in (or failed: the screen shows that itself). */
  warm?: () => Promise<unknown>;
}
type Page = Preloadable<PageModule>;

/**
 * Component name (RouteDef.component in the registry) -> screen. Typed over PAGE_COMPONENTS
 * (src/resources/screens.ts), the list the server checks the registry against, so the two cannot
 * drift. Every screen is its own lazy chunk, so the login page does not download the dashboard or
 * the layout.
 */
export const pages: Readonly<Record<PageComponent, Page>> = {
  LoginPage: preloadable(() => import('./login/LoginPage')),
  SsoEntryPage: preloadable(() => import('./sso/SsoEntryPage')),
  DashboardPage: preloadable(() => import('./dashboard/DashboardPage')),
  NoPermissionPage: preloadable(() => import('./errors/NoPermissionPage')),
  UnPermissionPage: preloadable(() => import('./errors/UnPermissionPage')),
  UnDevelopPage: preloadable(() => import('./errors/UnDevelopPage')),
  NotFoundPage: preloadable(() => import('./errors/NotFoundPage')),
  RolePermissionPage: preloadable(() => import('./permission/RolePermissionPage')),
  ApiReferencePage: preloadable(() => import('./api-reference/ApiReferencePage')),
  ModuleHomePage: preloadable(() => import('./module/ModuleHomePage')),
  ResetPasswordPage: preloadable(() => import('./password/ResetPasswordPage')),
  NotificationPage: preloadable(() => import('./notification/NotificationPage')),
  ExternalOrderTrackPage: preloadable(() => import('./tracking/ExternalOrderTrackPage')),
  DeliveryNoticePage: preloadable(() => import('./tracking/DeliveryNoticePage')),
  SeDeliveryNoticePage: preloadable(() => import('./tracking/DeliveryNoticePage')),
  TeDeliveryNoticePage: preloadable(() => import('./tracking/DeliveryNoticePage')),
  ArrivalScanWeightPage: preloadable(() => import('./weighing/ArrivalScanWeightPage')),
  PanelSearchPage: preloadable(() => import('./search/PanelSearchPage')),
  CargoTrackingPage: preloadable(() => import('./cargo-tracking/CargoTrackingPage')),
  PublicCargoTrackingPage: preloadable(() => import('./cargo-tracking/PublicCargoTrackingPage')),
  TutorialPage: preloadable(() => import('./content/TutorialPage')),
  ContactUsPage: preloadable(() => import('./content/ContactUsPage')),
  InvestigatePage: preloadable(() => import('./content/InvestigatePage')),
  OrganisationPage: preloadable(() => import('./organisation/OrganisationPage')),
  CustomerInfoPage: preloadable(() => import('./customer-info/CustomerInfoPage')),
  GroupCustomerInfoPage: preloadable(() => import('./customer-info/GroupCustomerInfoPage')),
  CustomerSelfInfoPage: preloadable(() => import('./customer-info/CustomerSelfInfoPage')),
  MftQueryPage: preloadable(() => import('./os/MftQueryPage')),
  DocumentMakePage: preloadable(() => import('./documents/DocumentMakePage')),
  RecordEditorPage: preloadable(() => import('./editor/RecordEditorPage')),
  BatchEditPage: preloadable(() => import('./os/BatchEditPage')),
  QuotationPage: preloadable(() => import('./quotation/QuotationPage')),
  CargoPouchViewPage: preloadable(() => import('./pouch/CargoPouchViewPage')),
  OuterOrderDetailPage: preloadable(() => import('./orders/OuterOrderDetailPage')),
  IncidentalsPage: preloadable(() => import('../features/money/IncidentalsPage')),
  PartnerAddressBindingPage: preloadable(() => import('../features/partner-share/PartnerAddressBindingPage')),
  PartnerOrderTrackPage: preloadable(() => import('../features/partner-share/PartnerOrderTrackPage')),
  ModuleDesignPage: preloadable(() => import('./module-design/ModuleDesignPage')),
};

/** The generic list/create/edit/show screens of data routes: one chunk shared by every data route. */
export const CrudScreen = preloadable(() => import('../components/crud/CrudScreen'));

/**
 * The custom screen of a route: its component (the server refused to start on a name that is not a
 * page), a container's module overview, or, for a route that has no screen (hasScreen false: the
 * menu marks it unavailable), the "not open yet" page. Data routes with fields get CrudScreen
 * instead (see src/routes/AppRoutes.tsx).
 */
export function pageFor(r: ResolvedRoute): Page {
  if (r.component) return pages[r.component as PageComponent] ?? pages.UnDevelopPage;
  return r.kind === 'container' ? pages.ModuleHomePage : pages.UnDevelopPage;
}

/**
 * Fetches a route's screen chunk ahead of its render; with `warm`, the screen also starts what it
 * asks for first (its `warm()`, e.g. the dashboard's statistics). Failures are left to the render,
 * which shows them.
 */
export async function preloadScreen(r: ResolvedRoute, warm = false): Promise<void> {
  if (hasGenericScreens(r)) {
    await CrudScreen.preload();
    return;
  }
  const page = await pageFor(r).preload();
  if (warm) await page.warm?.();
}
