import type { FastifyInstance } from 'fastify';
import { MANIFEST_TABLE } from '../../src/resources/fieldsets/manifests';
import { manifestEvents } from '../../src/schemas';
import type { AppContext } from '../context';
import { badRequest, forbidden, ok } from '../http/envelope';
import { contractRoutes } from '../http/contract-routes';
import { waybill } from '../../src/contracts/waybill';

const MAWB = /^\d{3}-\d{8}$/;
const MAX_RECORDS = 500;

/** A timestamptz column as the ISO text the timeline sorts and shows. */
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v == null ? null : String(v));

/**
 * The manifest timeline behind the manifest queries (docs/api-office.md): every manifest record of
 * a master waybill in the caller's organisation, turned into events by the shared manifestEvents()
 * (src/schemas/manifest-events.ts). Any of the manifest query menus grants it, whichever preset the
 * user came from: the timeline is about the waybill, not the preset's filter.
 */
export default async function manifestQueryPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  const queryRoutes = [...ctx.resources.values()].filter((r) => r.table === MANIFEST_TABLE).map((r) => r.name);

  handle(waybill.manifestEvents, async (req) => {
    const user = req.user!;
    if (!queryRoutes.some((name) => user.menus.has(name))) throw forbidden();
    const mawb = String((req.query as { mawbNumber?: unknown }).mawbNumber ?? '').trim();
    if (!MAWB.test(mawb)) throw badRequest('请输入正确的主单号', { mawbNumber: '请输入正确的主单号' });
    const rows = await ctx.db
      .selectFrom(MANIFEST_TABLE)
      .selectAll()
      .where('org_id', '=', user.orgId)
      .where('mawb_number', '=', mawb)
      .orderBy('master_flag', 'desc')
      .orderBy('hawb_number')
      .orderBy('id')
      .limit(MAX_RECORDS)
      .execute();
    const records = rows.map((r: any) => ({
      masterFlag: r.master_flag,
      hawbNumber: r.hawb_number,
      quantity: r.quantity,
      grossWeight: r.gross_weight == null ? null : Number(r.gross_weight),
      provisionTime: iso(r.provision_time),
      originalTime: iso(r.original_time),
      tallyTime: iso(r.tally_time),
      temporaryArrivalTime: iso(r.temporary_arrival_time),
      passedTime: iso(r.passed_time),
      applyTime: iso(r.apply_time),
      arriveTime: iso(r.arrive_time),
    }));
    return ok({ mawbNumber: mawb, records: records.length, events: manifestEvents(records) });
  });
}
