import { sql } from 'kysely';
import type { AppContext } from '../context';
import { ORDER_RESOURCE, BUSINESS_SCOPES, type BusinessScope } from '../order-scopes';
import { columnOf, toRecord, type DataResource } from '../resources/model';
import { manifestRecord, routeTrack } from '../external/track-record';
import { str, num } from '../external/values';
import { manifestEvents } from '../../src/schemas/manifest-events';
import { newestFirst } from '../../src/schemas/route-events';
import { sharePrefixOf, shareCode } from '../../src/schemas/share';
import type { CargoHit } from '../../src/schemas/cargo-search';

export type { CargoHit };

/**
 * Cargo tracking by number (docs/search-tracking.md): an order of any business scope found by its
 * master or house waybill, bill of lading or order code, in the per-scope order tables
 * (docs/orders.md), and what the tracking screens show of it: route events newest first, the
 * manifest timeline, the status. Values are picked field by field, as for the public tracking page.
 */

/** The number columns a search compares, per field name; a scope's table has some of them. */
export const NUMBER_FIELDS = ['awbNumber', 'hawbNumber', 'mlbNumber', 'hlbNumber', 'orderCode'] as const;
/** The public variant never matches internal order codes: only numbers a customer holds. */
export const PUBLIC_NUMBER_FIELDS = ['awbNumber', 'hawbNumber', 'mlbNumber', 'hlbNumber'] as const;

/** Results per scope; a number shared by more orders than this shows the newest. */
const PER_SCOPE = 20;

/**
 * A searched number as stored: trimmed, upper case, and an 11-digit air waybill given without its
 * dash ("02081140743") written the way orders keep it ("020-81140743").
 */
export function normaliseNumber(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const s = input.trim().toUpperCase().replace(/\s+/g, '');
  if (s.length < 3 || s.length > 40) return null;
  return /^\d{11}$/.test(s) ? `${s.slice(0, 3)}-${s.slice(3)}` : s;
}

/** '%', '_' and '\' taken literally: ILIKE without wildcards is a case-insensitive equality the trigram index serves. */
const literal = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const rowsOf = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v) ? v.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object') : [];

/** What the tracking screens show of one order (`o` as toRecord answers it). */
export function cargoHit(scope: BusinessScope, res: DataResource, o: Record<string, unknown>, number: string, internal: boolean): CargoHit {
  const status = str(o.orderStatus);
  const statusName = status ? (res.byName.get('orderStatus')?.options?.find((x) => x.value === status)?.label['zh-CN'] ?? status) : null;
  const manifests = rowsOf(o.manifestList).map(manifestRecord);
  const prefix = sharePrefixOf(scope);
  const matchedBy = NUMBER_FIELDS.find((f) => typeof o[f] === 'string' && (o[f] as string).toUpperCase() === number) ?? 'awbNumber';
  return {
    scope,
    resource: res.name,
    orderId: internal ? Number(o.id) : null,
    orderCode: internal ? str(o.orderCode) : null,
    awbNumber: str(o.awbNumber),
    hawbNumber: str(o.hawbNumber),
    mlbNumber: str(o.mlbNumber),
    hlbNumber: str(o.hlbNumber),
    matchedBy,
    orderStatus: status,
    orderStatusName: statusName,
    departureStation: str(o.departureStation),
    arrivalStation: str(o.arrivalStation),
    goodsNameCn: str(o.goodsNameCn),
    pieces: num(o.confirmPieces) ?? num(o.planPieces),
    weight: num(o.confirmWeight) ?? num(o.planWeight),
    expectDeparture: str(o.expectDeparture),
    routeTracks: newestFirst(rowsOf(o.routeTracks).map(routeTrack)),
    trackManifest: manifestEvents(manifests),
    manifestCount: manifests.length,
    shareCode: prefix && o.orderUuid ? shareCode(prefix, String(o.orderUuid)) : null,
  };
}

/**
 * The order resources a user may search: the scope's order table when the user holds the menu of a
 * route over that table (so a user without air export orders does not find them here either).
 */
export function searchableScopes(ctx: AppContext, menus: ReadonlySet<string>): { scope: BusinessScope; res: DataResource }[] {
  const tables = new Set<string>();
  for (const [name, r] of ctx.resources) if (menus.has(name)) tables.add(r.table);
  const out: { scope: BusinessScope; res: DataResource }[] = [];
  for (const scope of BUSINESS_SCOPES) {
    const res = ctx.resources.get(ORDER_RESOURCE[scope]);
    if (res && tables.has(res.table)) out.push({ scope, res });
  }
  return out;
}

/**
 * Orders whose number fields equal `number` (case-insensitive): in one organisation (logged in), or
 * anywhere when `verify` (the public variant) also holds: the order's customer reference must equal it.
 */
export async function searchOrders(
  ctx: AppContext,
  scopes: { scope: BusinessScope; res: DataResource }[],
  number: string,
  opts: { orgId: number; fields?: readonly string[] } | { verify: string; fields: readonly string[] },
): Promise<CargoHit[]> {
  const fields = opts.fields ?? NUMBER_FIELDS;
  const pattern = literal(number);
  const out: CargoHit[] = [];
  for (const { scope, res } of scopes) {
    const cols = fields.filter((f) => res.byName.has(f)).map(columnOf);
    if (!cols.length) continue;
    let q = ctx.db
      .selectFrom(res.table as any)
      .selectAll()
      .where((eb: any) => eb.or(cols.map((c) => eb(c, 'ilike', pattern))));
    if ('orgId' in opts) q = q.where('org_id' as any, '=', opts.orgId);
    else {
      if (!res.byName.has('customerNumber')) continue;
      q = q.where(sql`upper(trim(${sql.ref(columnOf('customerNumber'))}))`, '=', opts.verify.trim().toUpperCase());
    }
    const rows = await q
      .orderBy('create_time' as any, 'desc')
      .limit(PER_SCOPE)
      .execute();
    for (const row of rows) out.push(cargoHit(scope, res, toRecord(res, row as Record<string, unknown>), number, 'orgId' in opts));
  }
  return out;
}
