import type { AppContext } from '../context';
import type { SharedOrder } from './orders';
import { day, iso, num, str } from './values';
import { displayNumber, shareCode, type SharePrefix } from '../../src/schemas/share';
import { manifestEvents, pieceWeightText } from '../../src/schemas/manifest-events';
import { flightStatusName } from '../../src/resources/fieldsets/tracking';
import { newestFirst } from '../../src/schemas/route-events';
import { isSafeUrl } from '../../src/schemas/rules';

/**
 * The public tracking record (docs/api-tracking.md "TrackRecord"). Anyone holding a share code reads
 * it, so every value is picked field by field from the order: an order field added later never leaks
 * here by accident (no spreading of the stored record).
 */

type Row = Record<string, unknown>;

const rows = (v: unknown): Row[] => (Array.isArray(v) ? v.filter((r): r is Row => !!r && typeof r === 'object') : []);

/**
 * Only addresses of our own file store or plain web addresses reach the public page: a stored
 * "javascript:" or protocol-relative value would run or load something on the customer's screen.
 */
const safeUrl = (v: unknown): string | null => {
  const s = str(v);
  return isSafeUrl(s) ? s : null;
};

/** The Chinese label of an enum value, read from the order resource's own field (one source of truth). */
function labelOf(shared: SharedOrder, field: string, v: unknown): string | null {
  const s = str(v);
  if (!s) return null;
  const opt = shared.resource.byName.get(field)?.options?.find((o) => o.value === s);
  return opt ? opt.label['zh-CN'] : s;
}

/** kg per CBM with one decimal; null unless both figures are known and the volume is not zero. */
const density = (weight: number | null, volume: number | null) =>
  weight !== null && volume ? Math.round((weight / volume) * 10) / 10 : null;

/** Chinese airport names of the order's organisation (af_airport), by code. */
async function airportNames(ctx: AppContext, orgId: number, codes: (string | null)[]): Promise<Map<string, string>> {
  const res = ctx.resources.get('af_airport');
  const wanted = [...new Set(codes.filter((c): c is string => !!c).map((c) => c.toUpperCase()))];
  if (!res || !wanted.length) return new Map();
  const found = await ctx.db
    .selectFrom(res.table as any)
    .select(['airport_code as code', 'airport_name_cn as name'] as any)
    .where('org_id' as any, '=', orgId)
    .where('airport_code' as any, 'in', wanted)
    .execute();
  return new Map(found.filter((r: any) => str(r.name)).map((r: any) => [String(r.code).toUpperCase(), String(r.name)]));
}

export const routeTrack = (r: Row, i: number) => {
  const code = str(r.flightStatusCode);
  return {
    trackAwbId: String(i),
    flightStatusCode: code,
    flightStatusName: flightStatusName(code, r.flightStatusName),
    airportCode: str(r.airportCode),
    eventTime: iso(r.eventTime),
    remark: str(r.remark),
    flightNum: str(r.flightNum),
    quantity: num(r.quantity),
    grossWeight: num(r.grossWeight),
  };
};

export const manifestRecord = (r: Row) => ({
  masterFlag: r.masterFlag === true,
  hawbNumber: str(r.hawbNumber),
  originalTime: iso(r.originalTime),
  tallyTime: iso(r.tallyTime),
  passedTime: iso(r.passedTime),
  applyTime: iso(r.applyTime),
  arriveTime: iso(r.arriveTime),
  provisionTime: iso(r.provisionTime),
  temporaryArrivalTime: iso(r.temporaryArrivalTime),
  pieceWeightInfo: pieceWeightText(r.quantity, r.grossWeight),
  declarationNumber: str(r.declarationNumber),
  quantity: num(r.quantity),
  grossWeight: num(r.grossWeight),
  remark: str(r.remark),
});

const weighingRow = (r: Row) => ({
  awbNumber: str(r.awbNumber),
  hawbNumber: str(r.hawbNumber),
  totalPieces: num(r.totalPieces),
  totalWeight: num(r.totalWeight),
  totalVolume: num(r.totalVolume),
  measure: str(r.measure),
});

const routeLeg = (r: Row) => ({
  depPort: str(r.depPort),
  arrPort: str(r.arrPort),
  flightNo: str(r.flightNo),
  etd: iso(r.etd),
  atd: iso(r.atd),
  eta: iso(r.eta),
  ata: iso(r.ata),
  piece: num(r.piece),
  weight: num(r.weight),
  errorMessage: str(r.errorMessage),
});

const attachment = (r: Row, i: number) => ({
  orderFileId: String(i),
  fileType: r.fileType === '照片' ? '照片' : '文件',
  fileName: str(r.fileName),
  fileRemark: str(r.fileRemark),
  fileUrl: safeUrl(r.fileUrl),
});

/** Builds the TrackRecord of a shared order whose prefix the caller has checked. */
export async function trackRecord(ctx: AppContext, shared: SharedOrder & { prefix: SharePrefix }) {
  const o = shared.order;
  const prefix = shared.prefix;
  const air = prefix === 'AF' || prefix === 'AI';
  const uuid = String(o.orderUuid);
  const dep = str(o.departureStation);
  const arr = str(o.arrivalStation);
  const names = air ? await airportNames(ctx, shared.orgId, [dep, arr]) : new Map<string, string>();
  const stationName = (code: string | null) => (code ? (names.get(code.toUpperCase()) ?? code) : null);
  const planWeight = num(o.planWeight);
  const confirmWeight = num(o.confirmWeight);
  const planVolume = num(o.planVolume);
  const confirmVolume = num(o.confirmVolume);
  const packageType = str(o.packageType);
  const expectDeparture = day(o.expectDeparture);
  const manifests = air ? rows(o.manifestList) : [];
  const legs = air ? rows(o.awbRouteLegs) : [];
  const awbNumber = str(o.awbNumber);

  return {
    orderId: uuid,
    orderUUID: uuid,
    shareCode: shareCode(prefix, uuid),
    displayNumber: displayNumber(prefix, o as Parameters<typeof displayNumber>[1]),
    scope: prefix,
    orderCode: str(o.orderCode),
    customerNumber: str(o.customerNumber),
    awbNumber,
    hawbNumber: str(o.hawbNumber),
    mlbNumber: str(o.mlbNumber),
    hlbNumber: str(o.hlbNumber),
    contractNumber: str(o.contractNumber),
    expectFlight: str(o.expectFlight),
    expectDeparture,
    expectDepartureStr: expectDeparture,
    expectArrival: day(o.expectArrival),
    departureStation: dep,
    arrivalStation: arr,
    transitStation: str(o.transitStation),
    transitStation2: str(o.transitStation2),
    departureStationName: stationName(dep),
    arrivalStationName: stationName(arr),
    goodsType: labelOf(shared, 'goodsType', o.goodsType),
    goodsNameCn: str(o.goodsNameCn),
    goodsNameEn: str(o.goodsNameEn),
    packageType,
    packageTypeEn: packageType,
    planPieces: num(o.planPieces),
    confirmPieces: num(o.confirmPieces),
    planWeight,
    confirmWeight,
    planVolume,
    confirmVolume,
    planChargeWeight: num(o.planChargeWeight),
    confirmChargeWeight: num(o.confirmChargeWeight),
    planDensity: density(planWeight, planVolume),
    confirmDensity: density(confirmWeight, confirmVolume),
    weightUnit: 'KG',
    chargeWeightUnit: prefix === 'SE' ? 'TON' : 'KG',
    volumeUnit: 'CBM',
    planDimensions: str(o.planDimensions),
    confirmDimensions: str(o.confirmDimensions),
    containerMethod: labelOf(shared, 'containerMethod', o.containerMethod),
    containerList: str(o.containerList),
    containerNumber: num(o.containerNumber),
    shipName: str(o.shipName),
    shipVoyageNumber: str(o.shipVoyageNumber),
    inboundDate: day(o.inboundDate),
    outboundDate: day(o.outboundDate),
    inspectionDate: day(o.inspectionDate),
    clearanceDate: day(o.clearanceDate),
    driverNumber: prefix === 'LC' ? str(o.driverNumber) : null,
    driverName: prefix === 'LC' ? str(o.driverName) : null,
    driverTel: prefix === 'LC' ? str(o.driverTel) : null,
    orderStatus: labelOf(shared, 'orderStatus', o.orderStatus),
    deliveryNotice: { warehouse: o.warehouseService === true, storehouse: o.outfieldService === true },
    attachments: rows(o.attachments).map(attachment),
    routeTracks: newestFirst<ReturnType<typeof routeTrack>>(rows(o.routeTracks).map(routeTrack)),
    manifestList: manifests.map(manifestRecord),
    trackManifest: manifestEvents(manifests.map(manifestRecord)),
    cargoWeighingList: air ? rows(o.cargoWeighingList).map(weighingRow) : [],
    // The waybill block of the air pages: shown for orders with a master waybill or flight legs.
    awbRouteApiInfoVO:
      air && (awbNumber || legs.length)
        ? {
            mawbNum: awbNumber,
            depPort: dep,
            arrPort: arr,
            pieceWeightInfo: pieceWeightText(o.confirmPieces ?? o.planPieces, confirmWeight ?? planWeight),
            awbRouteApiRouteList: legs.map(routeLeg),
          }
        : null,
  };
}

export type TrackRecord = Awaited<ReturnType<typeof trackRecord>>;
