import type { SharePrefix } from '../../schemas';
import type { ManifestEvent, ManifestTimes } from '../../schemas';

/** What the public tracking calls answer (docs/api-tracking.md "TrackRecord"). */

export interface RouteTrack {
  trackAwbId?: string;
  flightStatusCode?: string | null;
  flightStatusName?: string | null;
  airportCode?: string | null;
  eventTime?: string | null;
  remark?: string | null;
  flightNum?: string | null;
  quantity?: number | null;
  grossWeight?: number | null;
}

/** A manifest record as answered: the stored record's times plus its cargo text and numbers. */
export interface ManifestRecord extends ManifestTimes {
  pieceWeightInfo?: string | null;
  declarationNumber?: string | null;
  quantity?: number | null;
  grossWeight?: number | null;
  remark?: string | null;
}

export interface Attachment {
  orderFileId?: string;
  fileType?: string | null;
  fileName?: string | null;
  fileRemark?: string | null;
  fileUrl?: string | null;
}

export interface WeighingRow {
  awbNumber?: string | null;
  hawbNumber?: string | null;
  totalPieces?: number | null;
  totalWeight?: number | null;
  totalVolume?: number | null;
  measure?: string | null;
}

export interface AwbRouteLeg {
  depPort?: string | null;
  arrPort?: string | null;
  flightNo?: string | null;
  etd?: string | null;
  atd?: string | null;
  eta?: string | null;
  ata?: string | null;
  piece?: number | null;
  weight?: number | null;
  errorMessage?: string | null;
}

export interface AwbRouteInfo {
  mawbNum?: string | null;
  depPort?: string | null;
  arrPort?: string | null;
  pieceWeightInfo?: string | null;
  awbRouteApiRouteList?: AwbRouteLeg[] | null;
}

type S = string | null | undefined;
type N = number | null | undefined;

export interface TrackRecord {
  orderId?: S;
  orderUUID?: S;
  shareCode?: S;
  displayNumber?: S;
  scope?: SharePrefix;
  orderCode?: S;
  customerNumber?: S;
  awbNumber?: S;
  hawbNumber?: S;
  mlbNumber?: S;
  hlbNumber?: S;
  contractNumber?: S;
  expectFlight?: S;
  expectDeparture?: S;
  expectDepartureStr?: S;
  expectArrival?: S;
  departureStation?: S;
  arrivalStation?: S;
  transitStation?: S;
  transitStation2?: S;
  departureStationName?: S;
  arrivalStationName?: S;
  goodsType?: S;
  goodsNameCn?: S;
  goodsNameEn?: S;
  packageType?: S;
  packageTypeEn?: S;
  planPieces?: N;
  confirmPieces?: N;
  planWeight?: N;
  confirmWeight?: N;
  planVolume?: N;
  confirmVolume?: N;
  planChargeWeight?: N;
  confirmChargeWeight?: N;
  planDensity?: N;
  confirmDensity?: N;
  weightUnit?: S;
  chargeWeightUnit?: S;
  volumeUnit?: S;
  planDimensions?: S;
  confirmDimensions?: S;
  containerMethod?: S;
  containerList?: S;
  containerNumber?: N;
  shipName?: S;
  shipVoyageNumber?: S;
  inboundDate?: S;
  outboundDate?: S;
  inspectionDate?: S;
  clearanceDate?: S;
  driverNumber?: S;
  driverName?: S;
  driverTel?: S;
  orderStatus?: S;
  deliveryNotice?: { warehouse?: boolean; storehouse?: boolean } | null;
  attachments?: Attachment[] | null;
  routeTracks?: RouteTrack[] | null;
  manifestList?: ManifestRecord[] | null;
  trackManifest?: ManifestEvent[] | null;
  cargoWeighingList?: WeighingRow[] | null;
  awbRouteApiInfoVO?: AwbRouteInfo | null;
}

export type NoticeFlag = 'warehouse' | 'storehouse';

export interface DeliveryNotice {
  flag?: NoticeFlag;
  orderCode?: S;
  awbNumber?: S;
  mlbNumber?: S;
  goodsNameCn?: S;
  planPieces?: N;
  planWeight?: N;
  planVolume?: N;
  departureStation?: S;
  arrivalStation?: S;
  expectDeparture?: S;
  warehouseName?: S;
  warehouseAddress?: S;
  warehouseContact?: S;
  warehouseTel?: S;
  deliveryDeadline?: S;
  deliveryNoticeText?: S;
}
