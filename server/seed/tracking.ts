import type { DB } from '../db';
import type { BusinessScope } from '../order-scopes';
import { columnOf, type DataResource } from '../resources/model';
import { storeFile } from '../files/store';
import { demoPdf, demoPng, demoXlsx } from './files';

/**
 * Tracking data of the demo orders (public tracking pages, delivery notices): route events, manifest
 * records, flight legs, cargo-station weighing, attachments stored for real, plan vs confirmed figures.
 * The first TRACKED orders of each tracked scope get it, following their status; later orders stay
 * bare so the pages' empty texts can be seen too. Values are derived from the order's own figures
 * (no random numbers), so the dashboard's seeded numbers do not change.
 */

/** Orders 0..TRACKED-1 of each scope carry tracking data; the others none. */
export const TRACKED = 5;
const TRACKED_SCOPES: BusinessScope[] = ['AE', 'AI', 'SE', 'SI', 'LC'];
const HOUR = 3_600_000;
const SHANGHAI = 8 * HOUR;

/** Status by position: booked, received, departed, delivered (the fullest), booked. */
const STATUS = ['BOOKED', 'RECEIVED', 'DEPARTED', 'DELIVERED', 'BOOKED'] as const;
type Status = (typeof STATUS)[number];
const STAGE: Record<Status, number> = { BOOKED: 0, RECEIVED: 1, DEPARTED: 2, DELIVERED: 3 };

/** Airports named on the air pages. PVG is left out: the CRUD test sweep creates 'PVG' in DEMO. */
const AIRPORTS: [string, string, string, string, string, string][] = [
  ['FRA', '法兰克福机场', 'Frankfurt Airport', 'FRA', 'DE', 'TC2'],
  ['LAX', '洛杉矶国际机场', 'Los Angeles International Airport', 'LAX', 'US', 'TC1'],
  ['NRT', '东京成田国际机场', 'Narita International Airport', 'TYO', 'JP', 'TC3'],
  ['SIN', '新加坡樟宜机场', 'Singapore Changi Airport', 'SIN', 'SG', 'TC3'],
  ['PEK', '北京首都国际机场', 'Beijing Capital International Airport', 'BJS', 'CN', 'TC3'],
];
/** Second-leg flights from the Beijing hub, by destination (first leg PVG-PEK CA1502; imports FRA-PEK CA932, PEK-PVG CA1519). */
const LEG2: Record<string, string> = { FRA: 'CA931', LAX: 'CA983', NRT: 'CA925', SIN: 'CA969' };

const iso = (ms: number) => new Date(ms).toISOString();
const dayOf = (ms: number) => new Date(ms + SHANGHAI).toISOString().slice(0, 10);
const r1 = (n: number) => Math.round(n * 10) / 10;
const r3 = (n: number) => Math.round(n * 1000) / 1000;

/** A valid master waybill number (Air China prefix 999, mod-7 check digit). */
function mawb(n: number) {
  const seven = String(2610000 + n).padStart(7, '0');
  return `999-${seven}${Number(seven) % 7}`;
}

/** "120/80/100/a;60*40*50*b" (both separators occur in the field) and its volume in CBM. */
function dimensions(pieces: number, tall = 100) {
  const a = Math.ceil(pieces / 2);
  const b = pieces - a;
  return { text: `120/80/${tall}/${a};60*40*50*${b}`, volume: r3(1.2 * 0.8 * (tall / 100) * a + 0.6 * 0.4 * 0.5 * b) };
}

type Event = [code: string, place: string, hours: number, name?: string, flight?: string, remark?: string];

export interface TrackingSeed {
  /** Field values (registry names) to add to demo order i of a scope, given its row as built so far. */
  values(scope: BusinessScope, i: number, row: Record<string, unknown>): Record<string, unknown>;
}

/** Stores the demo attachments and airports of the organisation; answers the per-order values. */
export async function prepareTrackingSeed(
  trx: DB,
  resources: Map<string, DataResource> | undefined,
  orgId: number,
  userId: number,
  now: number,
): Promise<TrackingSeed> {
  const airports = resources?.get('af_airport');
  if (airports) {
    await trx
      .insertInto(airports.table)
      .values(
        AIRPORTS.map(([code, cn, en, city, country, region]) => ({
          org_id: orgId,
          [columnOf('airportCode')]: code,
          [columnOf('airportNameCn')]: cn,
          [columnOf('airportNameEn')]: en,
          [columnOf('cityCode')]: city,
          [columnOf('countryCode')]: country,
          [columnOf('iataRegion')]: region,
        })),
      )
      .execute();
  }
  const store = (name: string, bytes: Uint8Array) => storeFile(trx, orgId, userId, name, bytes).then((f) => f.fileUrl);
  const [photo, pallet, invoice, packing] = await Promise.all([
    store('货物照片.png', demoPng(64, 48, [214, 178, 120], [150, 110, 60])),
    store('打托照片.png', demoPng(64, 48, [120, 160, 210], [40, 70, 120])),
    store('商业发票.pdf', demoPdf(['COMMERCIAL INVOICE', 'Demo Forwarding Co., Ltd.', 'Goods: as per packing list'])),
    store(
      '装箱单.xlsx',
      demoXlsx([
        ['Item', 'Pieces', 'Weight (kg)'],
        ['CARTON A', 10, 125.5],
        ['CARTON B', 6, 80],
      ]),
    ),
  ]);
  const attachments = [
    { fileType: '照片', fileName: '货物照片.png', fileRemark: '入仓时外包装', fileUrl: photo },
    { fileType: '照片', fileName: '打托照片.png', fileRemark: '打托缠膜后', fileUrl: pallet },
    { fileType: '文件', fileName: '商业发票.pdf', fileRemark: '客户提供的发票', fileUrl: invoice },
    { fileType: '文件', fileName: '装箱单.xlsx', fileRemark: null, fileUrl: packing },
  ];

  return {
    values(scope, i, row) {
      if (!TRACKED_SCOPES.includes(scope) || i >= TRACKED) return {};
      const status = STATUS[i];
      const stage = STAGE[status];
      const base = (row.create_time as Date).getTime();
      // An event never lies in the future: late ones are pulled back to just before now, in order.
      const at = (hours: number, k: number, of: number) => iso(Math.min(base + hours * HOUR, now - (of - k) * 10 * 60_000));
      const pieces = Number(row.plan_pieces);
      const kg = Number(row.confirm_weight ?? row.plan_weight);
      const plan = dimensions(pieces);
      const confirmPieces = i === 2 ? pieces - 1 : pieces; // one order whose confirmed pieces differ
      const confirm = dimensions(confirmPieces, i === 1 ? 105 : 100);
      const n = TRACKED_SCOPES.indexOf(scope) * 10 + i + 1;
      const v: Record<string, unknown> = {
        orderStatus: status,
        customerNumber: `PO2026${String(n).padStart(4, '0')}`,
        goodsType: i % 2 ? 'ELI' : 'GEN',
        packageType: ['纸箱', '木箱', '托盘'][i % 3],
        planDimensions: plan.text,
        planVolume: plan.volume,
        expectDeparture: dayOf(base + 24 * HOUR),
        expectArrival: dayOf(base + (scope === 'SE' || scope === 'SI' ? 30 * 24 : scope === 'LC' ? 8 : 48) * HOUR),
        remark: '内部备注：底价 28 元/公斤，勿外传', // private: must never reach the public pages
      };
      if (stage >= 1)
        Object.assign(v, {
          confirmPieces,
          confirmDimensions: confirm.text,
          confirmVolume: confirm.volume,
          inboundDate: dayOf(base + 10 * HOUR),
        });
      if (stage >= 2)
        Object.assign(v, {
          outboundDate: dayOf(base + 20 * HOUR),
          inspectionDate: dayOf(base + 14 * HOUR),
          clearanceDate: dayOf(base + 18 * HOUR),
        });
      if (
        (scope === 'AE' && (i === 2 || i === 3)) ||
        (scope === 'SE' && (i === 2 || i === 3)) ||
        ((scope === 'AI' || scope === 'SI') && i === 3) ||
        (scope === 'LC' && (i === 1 || i === 3))
      ) {
        v.attachments = attachments;
      }
      const events = (list: Event[], upto: number) =>
        list.slice(0, upto).map(([code, place, hours, name, flight, remark], k, all) => ({
          flightStatusCode: code,
          flightStatusName: name ?? null,
          airportCode: place,
          flightNum: flight ?? null,
          eventTime: at(hours, k, all.length),
          quantity: pieces,
          grossWeight: kg,
          remark: remark ?? null,
        }));

      if (scope === 'AE' || scope === 'AI')
        Object.assign(v, air(scope, i, stage, row, { base, pieces, kg, confirmPieces, confirm, events, at }));
      else if (scope === 'SE' || scope === 'SI') Object.assign(v, sea(scope, i, stage, row, events));
      else Object.assign(v, road(i, stage, events));

      // Delivery notices of some export and road orders (warehouse, storehouse or both).
      const flags =
        scope === 'AE'
          ? [
              [true, true],
              [true, false],
              [false, true],
            ][i]
          : scope === 'LC'
            ? [
                [true, true],
                [true, false],
              ][i]
            : scope === 'SE' && i === 0
              ? [true, false]
              : undefined;
      if (flags) {
        Object.assign(v, {
          warehouseService: flags[0],
          outfieldService: flags[1],
          warehouseName: scope === 'AE' ? '浦东机场西区货运站 3 号库' : '外高桥物流园 A2 仓',
          warehouseAddress: scope === 'AE' ? '上海市浦东新区机场镇航城七路 1 号' : '上海市浦东新区港城路 1000 号',
          warehouseContact: '李仓管',
          warehouseTel: '021-68350000',
          deliveryDeadline: iso(base + 20 * HOUR),
          deliveryNoticeText: `请于截止时间前送货，外箱标明入仓号 ${row.order_code}。\n报关单号：2229202600${String(n).padStart(8, '0')}\n超大件请提前预约卸货。`,
        });
      }
      return v;
    },
  };
}

type AirCtx = {
  base: number;
  pieces: number;
  kg: number;
  confirmPieces: number;
  confirm: { text: string; volume: number };
  events: (list: Event[], upto: number) => unknown[];
  at: (hours: number, k: number, of: number) => string;
};

function air(scope: 'AE' | 'AI', i: number, stage: number, row: Record<string, unknown>, c: AirCtx) {
  const dep = String(row.departure_station);
  const arr = String(row.arrival_station);
  const [f1, f2] = scope === 'AE' ? ['CA1502', LEG2[arr] ?? 'CA931'] : ['CA932', 'CA1519'];
  const n = (scope === 'AE' ? 0 : 100) + i + 1;
  const awb = mawb(n);
  const hawb = `HDM${scope}${String(i + 1).padStart(4, '0')}`;
  const list: Event[] = [
    ['BKD', dep, 0],
    ['RCS', dep, 10, undefined, undefined, '货物已入仓，外包装完好'],
    ['MAN', dep, 20, undefined, f1],
    ['DEP', dep, 24, undefined, f1, '航班正常起飞'],
    ['ARR', 'PEK', 26.5, undefined, f1],
    ['DEP', 'PEK', 30, undefined, f2],
    ['ARR', arr, 42, undefined, f2],
    ['RCF', arr, 44, undefined, f2, '货物已卸机，待理货'],
    ['NFD', arr, 48],
    ['DLV', arr, 60, undefined, undefined, '收货人已提货'],
  ];
  const shown = [1, 2, 4, 10][stage];
  const times = (hours: number, k: number) => (k < shown ? c.at(hours, k, shown) : null);
  const houses = [Math.ceil(c.pieces / 2), c.pieces - Math.ceil(c.pieces / 2)];
  const decl = (k: number) => `22292026${String(n).padStart(4, '0')}00000${k}`;
  const out: Record<string, unknown> = {
    awbNumber: awb,
    hawbNumber: hawb,
    expectFlight: f1,
    transitStation: 'PEK',
    routeTracks: c.events(list, shown),
    awbRouteLegs: [
      {
        depPort: dep,
        arrPort: 'PEK',
        flightNo: f1,
        etd: iso(c.base + 24 * HOUR),
        atd: times(24, 3),
        eta: iso(c.base + 26.5 * HOUR),
        ata: times(26.5, 4),
        piece: c.pieces,
        weight: c.kg,
        errorMessage: null,
      },
      {
        depPort: 'PEK',
        arrPort: arr,
        flightNo: f2,
        etd: iso(c.base + 30 * HOUR),
        atd: i === 2 ? null : times(30, 5),
        eta: iso(c.base + 42 * HOUR),
        ata: i === 2 ? null : times(42, 6),
        piece: c.pieces,
        weight: c.kg,
        errorMessage: i === 2 ? '航班延误，待航司重新确认配载' : null,
      },
    ],
  };
  if (stage >= 1) {
    out.cargoWeighingList = [
      {
        awbNumber: awb,
        hawbNumber: null,
        totalPieces: c.confirmPieces,
        totalWeight: c.kg,
        totalVolume: c.confirm.volume,
        measure: c.confirm.text,
      },
      ...(stage >= 3
        ? houses.map((p, k) => ({
            awbNumber: awb,
            hawbNumber: `${hawb}${k + 1}`.slice(-12),
            totalPieces: p,
            totalWeight: r1(c.kg * (p / c.pieces)),
            totalVolume: null,
            measure: null,
          }))
        : []),
    ];
  }
  if (stage >= 2) {
    const full = stage >= 3;
    out.manifestList = [
      {
        masterFlag: true,
        hawbNumber: null,
        declarationNumber: null,
        quantity: c.pieces,
        grossWeight: c.kg,
        remark: null,
        provisionTime: scope === 'AE' ? c.at(8, 0, 6) : null,
        originalTime: c.at(12, 1, 6),
        tallyTime: c.at(22, 2, 6),
        passedTime: full ? c.at(23, 3, 6) : null,
        applyTime: full ? c.at(45, 4, 6) : null,
        arriveTime: full ? c.at(47, 5, 6) : null,
        temporaryArrivalTime: null,
      },
      ...houses.map((p, k) => ({
        masterFlag: false,
        hawbNumber: `${hawb}${k + 1}`.slice(-12),
        declarationNumber: decl(k + 1),
        quantity: p,
        grossWeight: r1(c.kg * (p / c.pieces)),
        remark: null,
        provisionTime: null,
        originalTime: c.at(12.5, 1, 6),
        tallyTime: k === 0 ? c.at(22.5, 2, 6) : null,
        passedTime: full && k === 0 ? c.at(23.5, 3, 6) : null,
        applyTime: null,
        arriveTime: null,
        // The second house waybill is only temporarily admitted (shown in its own colour).
        temporaryArrivalTime: k === 1 ? c.at(21, 2, 6) : null,
      })),
    ];
  }
  return out;
}

const SHIPS = ['COSCO SHIPPING ARIES', 'EVER GIVEN', 'MSC GULSUN', 'CMA CGM JACQUES SAADE', 'ONE APUS'];

function sea(
  scope: 'SE' | 'SI',
  i: number,
  stage: number,
  row: Record<string, unknown>,
  events: (list: Event[], upto: number) => unknown[],
) {
  const [from, to] = scope === 'SE' ? ['CNSHA', 'DEHAM'] : ['DEHAM', 'CNSHA'];
  const voyage = `0${45 + i}${scope === 'SE' ? 'W' : 'E'}`;
  const teu = Number(row.container_number) || 1;
  const list: Event[] = [
    ['BKD', from, 0],
    ['GTI', from, 12, undefined, undefined, '重箱进港'],
    ['LOD', from, 30, undefined, voyage],
    ['DEP', from, 36, '已开船', voyage],
    ['ARR', to, 60, '已到港', voyage],
    ['DCH', to, 64, undefined, voyage],
    ['GTO', to, 70, undefined, undefined, '重箱提离码头'],
  ];
  const n = (scope === 'SE' ? 80010 : 80110) + i;
  return {
    mlbNumber: `COSU62${n}`,
    hlbNumber: `DMSHA26${String(n).slice(-4)}`,
    shipName: SHIPS[i % SHIPS.length],
    shipVoyageNumber: voyage,
    contractNumber: `CT2026-${String(n).slice(-4)}`,
    containerMethod: i % 2 ? 'LCL' : 'FCL',
    containerList: teu % 2 === 0 ? `${teu / 2}*40HQ` : `${teu}*20GP`,
    routeTracks: events(list, [1, 2, 4, 7][stage]),
  };
}

function road(i: number, stage: number, events: (list: Event[], upto: number) => unknown[]) {
  const plate = `沪A${String(52810 + i)}`;
  const list: Event[] = [
    ['BKD', '上海', 0, '已接单'],
    ['RCS', '上海', 3, '已装车', plate],
    ['DEP', '上海', 4, '已发车', plate],
    ['ARR', '苏州', 7, '已到达', plate],
    ['DLV', '苏州', 8, '已签收', undefined, '收货人已签收'],
  ];
  return {
    driverNumber: plate,
    driverName: ['王师傅', '赵师傅', '陈师傅'][i % 3],
    driverTel: `1390013${String(9000 + i)}`,
    routeTracks: events(list, [1, 2, 3, 5][stage]),
  };
}
