import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ResolvedRoute } from '../resources';

type Page = LazyExoticComponent<ComponentType>;

/**
 * Component name (RouteDef.component in the registry) -> screen. Every screen is its own lazy chunk,
 * so the login page does not download the dashboard or the layout.
 */
export const pages: Readonly<Record<string, Page>> = {
  LoginPage: lazy(() => import('./login/LoginPage')),
  SsoEntryPage: lazy(() => import('./sso/SsoEntryPage')),
  DashboardPage: lazy(() => import('./dashboard/DashboardPage')),
  NoPermissionPage: lazy(() => import('./errors/NoPermissionPage')),
  UnPermissionPage: lazy(() => import('./errors/UnPermissionPage')),
  UnDevelopPage: lazy(() => import('./errors/UnDevelopPage')),
  NotFoundPage: lazy(() => import('./errors/NotFoundPage')),
  RolePermissionPage: lazy(() => import('./permission/RolePermissionPage')),
  ModuleHomePage: lazy(() => import('./module/ModuleHomePage')),
  ResetPasswordPage: lazy(() => import('./password/ResetPasswordPage')),
  NotificationPage: lazy(() => import('./notification/NotificationPage')),
  ExternalOrderTrackPage: lazy(() => import('./tracking/ExternalOrderTrackPage')),
  DeliveryNoticePage: lazy(() => import('./tracking/DeliveryNoticePage')),
  SeDeliveryNoticePage: lazy(() => import('./tracking/DeliveryNoticePage')),
  TeDeliveryNoticePage: lazy(() => import('./tracking/DeliveryNoticePage')),
  ArrivalScanWeightPage: lazy(() => import('./weighing/ArrivalScanWeightPage')),
  MftQueryPage: lazy(() => import('./os/MftQueryPage')),
  DocumentMakePage: lazy(() => import('./documents/DocumentMakePage')),
  RecordEditorPage: lazy(() => import('./editor/RecordEditorPage')),
};

/** The generic list/create/edit/show screens of data routes: one chunk shared by every data route. */
export const CrudScreen = lazy(() => import('../components/crud/CrudScreen'));

/**
 * The custom screen of a route. Routes whose screen is not built yet (the public tracking pages,
 * data routes without fields, ...) show the "not open yet" page rather than a blank; data routes
 * with fields get CrudScreen instead (see src/routes/AppRoutes.tsx).
 */
export function pageFor(r: ResolvedRoute): Page {
  return (r.component && pages[r.component]) || pages.UnDevelopPage;
}
