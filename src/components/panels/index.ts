import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PanelComponent } from '../../resources';
import type { PanelProps } from './types';

type Panel = LazyExoticComponent<ComponentType<PanelProps>>;

/**
 * Panel name (RouteDef.panels in the registry) -> component shown under a record's details. Each is
 * its own lazy chunk, loaded only on the detail screens that name it.
 */
export const panels: Readonly<Record<PanelComponent, Panel>> = {
  OrderSharePanel: lazy(() => import('../tracking/OrderSharePanel')),
  OrderTrackPanel: lazy(() => import('../tracking/OrderTrackPanel')),
  WaybillPrintPanel: lazy(() => import('../waybill/WaybillPrintPanel')),
  OrderEventsPanel: lazy(() => import('../orders/OrderEventsPanel')),
  DeviceKeyPanel: lazy(() => import('../weighing/DeviceKeyPanel')),
  HouseWaybillPanel: lazy(() => import('../orders/HouseWaybillPanel')),
  // Signed links for people without a login (docs/quotation-pouch.md).
  QuoteLinkPanel: lazy(() => import('../links/QuoteLinkPanel')),
  CargoPouchPanel: lazy(() => import('../links/CargoPouchPanel')),
  PartnerLockPanel: lazy(() => import('../approvals/PartnerLockPanel')),
  // The partner's address-binding and order-track links (docs/partner-share.md).
  PartnerSharePanel: lazy(() => import('../partner-share/PartnerSharePanel')),
  SendBillPanel: lazy(() => import('../mail/SendBillPanel')),
  GoodsNoticePanel: lazy(() => import('../mail/GoodsNoticePanel')),
  // Money (docs/money.md): an order's charges, a bill's lines and actions, a settlement's applications.
  OrderChargesPanel: lazy(() => import('../money/OrderChargesPanel')),
  BillLinesPanel: lazy(() => import('../money/BillLinesPanel')),
  SettleItemsPanel: lazy(() => import('../money/SettleItemsPanel')),
  IncidentalsPanel: lazy(() => import('../money/IncidentalsPanel')),
  // The order workspace's head and any record's change log (docs/orders.md "The order workspace").
  OrderSummaryPanel: lazy(() => import('../orders/OrderSummaryPanel')),
  AuditTrailPanel: lazy(() => import('../audit/AuditTrailPanel')),
};
