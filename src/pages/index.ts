import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageComponent, ResolvedRoute } from '../resources';

type Page = LazyExoticComponent<ComponentType>;

/**
 * Component name (RouteDef.component in the registry) -> screen. Typed over PAGE_COMPONENTS
 * (src/resources/screens.ts), the list the server checks the registry against, so the two cannot
 * drift. Every screen is its own lazy chunk, so the login page does not download the dashboard or
 * the layout.
 */
export const pages: Readonly<Record<PageComponent, Page>> = {
  LoginPage: lazy(() => import('./login/LoginPage')),
  SsoEntryPage: lazy(() => import('./sso/SsoEntryPage')),
  DashboardPage: lazy(() => import('./dashboard/DashboardPage')),
  NoPermissionPage: lazy(() => import('./errors/NoPermissionPage')),
  UnPermissionPage: lazy(() => import('./errors/UnPermissionPage')),
  UnDevelopPage: lazy(() => import('./errors/UnDevelopPage')),
  NotFoundPage: lazy(() => import('./errors/NotFoundPage')),
  RolePermissionPage: lazy(() => import('./permission/RolePermissionPage')),
  ApiReferencePage: lazy(() => import('./api-reference/ApiReferencePage')),
  ModuleHomePage: lazy(() => import('./module/ModuleHomePage')),
  ResetPasswordPage: lazy(() => import('./password/ResetPasswordPage')),
  NotificationPage: lazy(() => import('./notification/NotificationPage')),
  ExternalOrderTrackPage: lazy(() => import('./tracking/ExternalOrderTrackPage')),
  DeliveryNoticePage: lazy(() => import('./tracking/DeliveryNoticePage')),
  SeDeliveryNoticePage: lazy(() => import('./tracking/DeliveryNoticePage')),
  TeDeliveryNoticePage: lazy(() => import('./tracking/DeliveryNoticePage')),
  ArrivalScanWeightPage: lazy(() => import('./weighing/ArrivalScanWeightPage')),
  PanelSearchPage: lazy(() => import('./search/PanelSearchPage')),
  CargoTrackingPage: lazy(() => import('./cargo-tracking/CargoTrackingPage')),
  PublicCargoTrackingPage: lazy(() => import('./cargo-tracking/PublicCargoTrackingPage')),
  TutorialPage: lazy(() => import('./content/TutorialPage')),
  ContactUsPage: lazy(() => import('./content/ContactUsPage')),
  InvestigatePage: lazy(() => import('./content/InvestigatePage')),
  OrganisationPage: lazy(() => import('./organisation/OrganisationPage')),
  CustomerInfoPage: lazy(() => import('./customer-info/CustomerInfoPage')),
  GroupCustomerInfoPage: lazy(() => import('./customer-info/GroupCustomerInfoPage')),
  CustomerSelfInfoPage: lazy(() => import('./customer-info/CustomerSelfInfoPage')),
  MftQueryPage: lazy(() => import('./os/MftQueryPage')),
  DocumentMakePage: lazy(() => import('./documents/DocumentMakePage')),
  RecordEditorPage: lazy(() => import('./editor/RecordEditorPage')),
  BatchEditPage: lazy(() => import('./os/BatchEditPage')),
  QuotationPage: lazy(() => import('./quotation/QuotationPage')),
  CargoPouchViewPage: lazy(() => import('./pouch/CargoPouchViewPage')),
  OuterOrderDetailPage: lazy(() => import('./orders/OuterOrderDetailPage')),
  IncidentalsPage: lazy(() => import('./orders/IncidentalsPage')),
  PartnerAddressBindingPage: lazy(() => import('./partner-share/PartnerAddressBindingPage')),
  PartnerOrderTrackPage: lazy(() => import('./partner-share/PartnerOrderTrackPage')),
  ModuleDesignPage: lazy(() => import('./module-design/ModuleDesignPage')),
};

/** The generic list/create/edit/show screens of data routes: one chunk shared by every data route. */
export const CrudScreen = lazy(() => import('../components/crud/CrudScreen'));

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
