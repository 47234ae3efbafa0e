import type { TProperties } from '@sinclair/typebox';
import { byHandler, defineCalls, FileOf } from './define';
import { Json, Nullable, T } from './schema';
import { trackingCalls } from './tracking.calls';

const S = Nullable(T.String());
const N = Nullable(T.Number());
const obj = (props: Parameters<typeof T.Object>[0]) => T.Object(props);

/**
 * The public tracking record (server/external/track-record.ts). Anyone holding a share code reads it,
 * so it is described field by field: the serialiser sends nothing else.
 */
export const TrackRecord = obj({
  orderId: T.String(),
  orderUUID: T.String(),
  shareCode: T.String(),
  displayNumber: S,
  scope: T.String({ description: 'AF, AI, SE, SI or LC' }),
  orderCode: S,
  customerNumber: S,
  awbNumber: S,
  hawbNumber: S,
  mlbNumber: S,
  hlbNumber: S,
  contractNumber: S,
  expectFlight: S,
  expectDeparture: S,
  expectDepartureStr: S,
  expectArrival: S,
  departureStation: S,
  arrivalStation: S,
  transitStation: S,
  transitStation2: S,
  departureStationName: S,
  arrivalStationName: S,
  goodsType: S,
  goodsNameCn: S,
  goodsNameEn: S,
  packageType: S,
  packageTypeEn: S,
  planPieces: N,
  confirmPieces: N,
  planWeight: N,
  confirmWeight: N,
  planVolume: N,
  confirmVolume: N,
  planChargeWeight: N,
  confirmChargeWeight: N,
  planDensity: N,
  confirmDensity: N,
  weightUnit: T.String(),
  chargeWeightUnit: T.String(),
  volumeUnit: T.String(),
  planDimensions: S,
  confirmDimensions: S,
  containerMethod: S,
  containerList: S,
  containerNumber: N,
  shipName: S,
  shipVoyageNumber: S,
  inboundDate: S,
  outboundDate: S,
  inspectionDate: S,
  clearanceDate: S,
  driverNumber: S,
  driverName: S,
  driverTel: S,
  orderStatus: S,
  deliveryNotice: obj({ warehouse: T.Boolean(), storehouse: T.Boolean() }),
  attachments: T.Array(obj({ orderFileId: T.String(), fileType: T.String(), fileName: S, fileRemark: S, fileUrl: S })),
  routeTracks: T.Array(
    obj({
      trackAwbId: T.String(),
      flightStatusCode: S,
      flightStatusName: S,
      airportCode: S,
      eventTime: S,
      remark: S,
      flightNum: S,
      quantity: N,
      grossWeight: N,
    }),
  ),
  manifestList: T.Array(
    obj({
      masterFlag: T.Boolean(),
      hawbNumber: S,
      originalTime: S,
      tallyTime: S,
      passedTime: S,
      applyTime: S,
      arriveTime: S,
      provisionTime: S,
      temporaryArrivalTime: S,
      pieceWeightInfo: S,
      declarationNumber: S,
      quantity: N,
      grossWeight: N,
      remark: S,
    }),
  ),
  trackManifest: Json('the manifest timeline (src/schemas/manifest-events.ts)'),
  cargoWeighingList: T.Array(obj({ awbNumber: S, hawbNumber: S, totalPieces: N, totalWeight: N, totalVolume: N, measure: S })),
  awbRouteApiInfoVO: Nullable(
    obj({
      mawbNum: S,
      depPort: S,
      arrPort: S,
      pieceWeightInfo: S,
      awbRouteApiRouteList: T.Array(
        obj({ depPort: S, arrPort: S, flightNo: S, etd: S, atd: S, eta: S, ata: S, piece: N, weight: N, errorMessage: S }),
      ),
    }),
  ),
});

export const DeliveryNotice = obj({
  flag: T.String(),
  orderCode: S,
  awbNumber: S,
  mlbNumber: S,
  goodsNameCn: S,
  planPieces: N,
  planWeight: N,
  planVolume: N,
  departureStation: S,
  arrivalStation: S,
  expectDeparture: S,
  warehouseName: S,
  warehouseAddress: S,
  warehouseContact: S,
  warehouseTel: S,
  deliveryDeadline: S,
  deliveryNoticeText: S,
});

/** Every call spends the caller's address budget first (EXTERNAL_RATE_PER_MINUTE, 429 beyond) and answers one 404 for any miss. */
const byCode = byHandler('the share code names the order; limited per address (429)', { public: true });
const byUuid = byHandler("the order's uuid names it; limited per address (429)", { public: true });
const shareQuery = T.Object({
  o: T.Optional(T.Unknown({ description: "the share code, e.g. AF + the order's uuid (anything else is the same 404)" })),
  code: T.Optional(T.Unknown({ description: 'the display number (accepted and ignored)' })),
});
const notFound = {
  404: '未查询到相关订单信息: unknown, malformed or other scope (one answer for all)',
  429: 'too many calls from the address',
};
/** What the product's own screens send with a PDF request besides the order (the server reads the order and the print only). */
const pdfFields = {
  awbPrintType: T.Optional(T.String({ description: 'PRINT_MAWB | PRINT_HAWB' })),
  printType: T.Optional(T.Unknown({ description: '2: PDF' })),
};
const uuidBody = <P extends TProperties>(extra: P = {} as P) => T.Object({ orderUuid: T.Optional(T.String()), ...extra });

export const tracking = defineCalls('tracking', trackingCalls, {
  airOrderTrack: {
    summary: 'The tracking record of an air order (AF/AI share code)',
    access: byCode,
    query: shareQuery,
    answer: TrackRecord,
    errors: notFound,
  },
  checkOrderDeliveryNotice: {
    summary: 'The delivery notice of an order (flag warehouse or storehouse)',
    access: byUuid,
    answer: DeliveryNotice,
    errors: notFound,
  },
  afOrderServices: {
    summary: 'Which delivery notices an air export order offers',
    access: byUuid,
    answer: obj({ outfieldService: T.Boolean(), warehouseService: T.Boolean() }),
    errors: notFound,
  },
  seaOrderTrack: {
    summary: 'The tracking record of a sea order (SE/SI share code)',
    access: byCode,
    query: shareQuery,
    answer: TrackRecord,
    errors: notFound,
  },
  lcOrderTrack: {
    summary: 'The tracking record of a road order (LC share code)',
    access: byCode,
    query: shareQuery,
    answer: TrackRecord,
    errors: notFound,
  },
  awbSubmit: {
    summary: "The third-party air cargo tracking address of a sea order's waybill number (the page's MORE)",
    access: byCode,
    query: shareQuery,
    answer: T.String(),
    errors: notFound,
  },
  awbNumberByUuid: {
    summary: 'The master waybill number of an air order',
    access: byUuid,
    answer: obj({ awbNumber: S }),
    errors: notFound,
  },
  hawbListByUuid: {
    summary: 'The house waybill prints of an air export order',
    access: byUuid,
    answer: T.Array(obj({ hawbNumber: S, awbPrintId: T.Integer() })),
    errors: notFound,
  },
  downloadAwb: {
    summary: "Where the master waybill's PDF is fetched",
    access: byUuid,
    body: uuidBody(pdfFields),
    answer: T.String({ description: "the PDF's address (GET, no token)" }),
    errors: notFound,
  },
  downloadHawb: {
    summary: "Where a house waybill's PDF is fetched",
    access: byUuid,
    body: uuidBody({ ...pdfFields, awbPrintId: T.Optional(T.Union([T.Integer(), T.String()])) }),
    answer: T.String({ description: "the PDF's address (GET, no token)" }),
    errors: notFound,
  },
  awbPdf: {
    summary: 'A waybill PDF of an air export order: MAWB.pdf or {awbPrintId}.pdf',
    access: byUuid,
    answer: FileOf('application/pdf', 'the filled air waybill'),
    errors: notFound,
  },
});
