import type { ManifestEvent } from './manifest-events';

/**
 * What the route and price search and the cargo tracking calls answer (docs/search-tracking.md),
 * shared by the server that builds it and the pages that show it.
 */

/** An airport or port suggested for a lane end. */
export interface Place {
  code: string;
  nameCn: string | null;
  nameEn: string | null;
  kind: 'airport' | 'port';
  countryCode: string | null;
}

/** A route event as the tracking answers carry it (newest first in a list). */
export interface CargoRouteEvent {
  trackAwbId: string;
  flightStatusCode: string | null;
  flightStatusName: string | null;
  airportCode: string | null;
  eventTime: string | null;
  remark: string | null;
  flightNum: string | null;
  quantity: number | null;
  grossWeight: number | null;
}

/** One order a cargo tracking search found. */
export interface CargoHit {
  scope: string;
  /** Route name of the order list (the logged-in page links to the order's detail screen). */
  resource: string;
  /** Internal id and code: only for the logged-in search, null on the public page. */
  orderId: number | null;
  orderCode: string | null;
  awbNumber: string | null;
  hawbNumber: string | null;
  mlbNumber: string | null;
  hlbNumber: string | null;
  matchedBy: string;
  orderStatus: string | null;
  orderStatusName: string | null;
  departureStation: string | null;
  arrivalStation: string | null;
  goodsNameCn: string | null;
  pieces: number | null;
  weight: number | null;
  expectDeparture: string | null;
  routeTracks: CargoRouteEvent[];
  trackManifest: ManifestEvent[];
  manifestCount: number;
  /** The public tracking page's share code, for scopes that have one. */
  shareCode: string | null;
}
