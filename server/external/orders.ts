import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { toRecord, type DataResource } from '../resources/model';
import { SHARE_SCOPES, isUuid, parseShareCode, type SharePrefix } from '../../src/schemas/share';

/**
 * The order behind a public share code or order uuid, for the login-free calls (tracking pages,
 * delivery notices, waybill downloads). Every such call first spends one unit of the caller's
 * address budget, so codes cannot be guessed by trying many; a uuid is found table-wide (its
 * unique index), never by an internal id.
 */
export interface SharedOrder {
  /** The share prefix of the order's scope; null for scopes without a tracking page (rail). */
  prefix: SharePrefix | null;
  resource: DataResource;
  /** The order as the generic API would answer it (camelCase, numbers as numbers). */
  order: Record<string, unknown>;
  /** Its organisation, to read related rows of the same tenant only. */
  orgId: number;
}

/** Throws 429 when the caller's address is over its budget for the minute. */
export const spendExternalBudget = (ctx: AppContext, req: FastifyRequest) => ctx.external.take(req.ip);

const prefixOfResource = (name: string) =>
  (Object.entries(SHARE_SCOPES).find(([, v]) => v.resource === name)?.[0] as SharePrefix | undefined) ?? null;

async function findIn(ctx: AppContext, resourceName: string, uuid: string): Promise<SharedOrder | null> {
  const resource = ctx.resources.get(resourceName);
  if (!resource) return null;
  const row = await ctx.db
    .selectFrom(resource.table as any)
    .selectAll()
    .where('order_uuid' as any, '=', uuid)
    .executeTakeFirst();
  if (!row) return null;
  return {
    prefix: prefixOfResource(resourceName),
    resource,
    order: toRecord(resource, row as Record<string, unknown>),
    orgId: Number((row as any).org_id),
  };
}

/** The order of a share code ("AF" + uuid...), or null for a malformed or unknown code. */
export async function orderByShareCode(ctx: AppContext, o: unknown): Promise<SharedOrder | null> {
  const parsed = parseShareCode(o);
  return parsed ? findIn(ctx, SHARE_SCOPES[parsed.prefix].resource, parsed.uuid) : null;
}

/**
 * The order of a bare uuid, looked up in the given order resources (the delivery-notice and waybill
 * calls know only the uuid); null for a malformed or unknown one.
 */
export async function orderByUuid(ctx: AppContext, uuid: unknown, resources: readonly string[]): Promise<SharedOrder | null> {
  if (!isUuid(uuid)) return null;
  for (const name of resources) {
    const hit = await findIn(ctx, name, uuid.toLowerCase());
    if (hit) return hit;
  }
  return null;
}
