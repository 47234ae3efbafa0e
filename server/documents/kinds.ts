import { hawbInfoPrefill, osWaybillPrefill, seaBlPrefill, type DocumentKind } from '../../src/schemas/documents';
import type { AppContext } from '../context';
import { renderPdf } from '../pdf/render';
import type { Issuer } from '../pdf/sea-bl-pdf';
import { toRecord } from '../resources/model';

/** What the server adds to each document kind of src/schemas/documents: its prefill and its PDF. */
export interface ServerKind {
  /** Starting values from the source record (as the generic API answers it) of an organisation. */
  prefill(ctx: AppContext, orgId: number, source: Record<string, unknown>): Promise<Record<string, string>>;
  /** The document as a PDF, rendered in a worker thread. */
  render(ctx: AppContext, values: Record<string, string>, issuer: Issuer): Promise<Buffer>;
  /** The PDF's title word in its file name. */
  fileWord: string;
}

/** The air export order a house waybill was made from (its orderCode), when it still exists. */
async function orderOfHouse(ctx: AppContext, orgId: number, house: Record<string, unknown>) {
  const res = ctx.resources.get('af_order');
  const code = typeof house.orderCode === 'string' ? house.orderCode : '';
  if (!res || !code) return null;
  const row = await ctx.db.selectFrom(res.table).selectAll().where('org_id', '=', orgId).where('order_code', '=', code).executeTakeFirst();
  return row ? toRecord(res, row as Record<string, unknown>) : null;
}

export const SERVER_KINDS: Readonly<Record<DocumentKind, ServerKind>> = {
  seaBl: {
    prefill: async (_ctx, _org, order) => seaBlPrefill(order),
    render: (ctx, values, issuer) => renderPdf(ctx.workers, 'seaBl', values, issuer),
    fileWord: 'BL',
  },
  osWaybill: {
    prefill: async (_ctx, _org, waybill) => osWaybillPrefill(waybill),
    render: (ctx, values, issuer) => renderPdf(ctx.workers, 'osWaybill', values, issuer),
    fileWord: 'WAYBILL',
  },
  hawbInfo: {
    prefill: async (ctx, orgId, house) => hawbInfoPrefill(house, await orderOfHouse(ctx, orgId, house)),
    render: (ctx, values) => renderPdf(ctx.workers, 'awb', values, 'house'),
    fileWord: 'HAWB',
  },
};

/** The organisation's names, printed as the document's issuer. */
export async function issuerOf(ctx: AppContext, orgId: number): Promise<Issuer> {
  const org = await ctx.db.selectFrom('hrs_org').select(['org_name', 'org_name_en']).where('id', '=', orgId).executeTakeFirst();
  return { name: String(org?.org_name ?? ''), nameEn: String(org?.org_name_en ?? '') };
}
