import type { SharedOrder } from './orders';
import { iso, num, str } from './values';

/**
 * The delivery notice a shipper opens from the tracking page (docs/api-tracking.md "DeliveryNotice"):
 * where and by when to deliver the cargo. Picked field by field, like the TrackRecord.
 */

export const DELIVERY_NOTICE_FLAGS = ['warehouse', 'storehouse'] as const;
export type DeliveryNoticeFlag = (typeof DELIVERY_NOTICE_FLAGS)[number];

/** The order's service flag that opens each notice. */
const SERVICE_OF: Record<DeliveryNoticeFlag, string> = { warehouse: 'warehouseService', storehouse: 'outfieldService' };

/** The notice, or null when the order's service for the flag is off (the caller answers 404). */
export function deliveryNotice(shared: SharedOrder, flag: DeliveryNoticeFlag) {
  const o = shared.order;
  if (o[SERVICE_OF[flag]] !== true) return null;
  return {
    flag,
    orderCode: str(o.orderCode),
    awbNumber: str(o.awbNumber),
    mlbNumber: str(o.mlbNumber),
    goodsNameCn: str(o.goodsNameCn),
    planPieces: num(o.planPieces),
    planWeight: num(o.planWeight),
    planVolume: num(o.planVolume),
    departureStation: str(o.departureStation),
    arrivalStation: str(o.arrivalStation),
    expectDeparture: typeof o.expectDeparture === 'string' ? o.expectDeparture.slice(0, 10) : null,
    warehouseName: str(o.warehouseName),
    warehouseAddress: str(o.warehouseAddress),
    warehouseContact: str(o.warehouseContact),
    warehouseTel: str(o.warehouseTel),
    deliveryDeadline: iso(o.deliveryDeadline, true),
    deliveryNoticeText: str(o.deliveryNoticeText),
  };
}
