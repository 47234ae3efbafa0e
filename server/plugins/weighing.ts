import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buttonCode } from '../../src/resources';
import { checkWeighing, volumeOfDimensions, WEIGHING_LIMITS } from '../../src/schemas/weighing';
import type { AppContext } from '../context';
import { badRequest, forbidden, notFound, ok, unauthorized } from '../http/envelope';
import { spendExternalBudget } from '../external/orders';
import type { Writer } from '../resources/hooks';
import { DEVICE_RESOURCE } from '../weighing/rules';
import { scoped } from '../resources/list-rows';
import { toRecord, type DataResource } from '../resources/model';
import { updateRecordRow } from '../resources/record-writes';
import { contractRoutes } from '../http/contract-routes';
import { orders as orderCalls } from '../../src/contracts/orders';

/**
 * The arrival weighing (docs/weighing.md). The screen opens without a login (docs/behaviour.md §1.2.2), but every
 * call needs a signed-in user or a warehouse device key; a key reads and writes the orders of its own
 * organisation only. Saving a weighing goes through the orders' write path: the row joins the
 * order's weighing table (the tracking pages show it), the measured figures become the confirmed
 * ones, a booked order becomes received (an event, its followers told), and it is audited.
 */

const ORDER_VIEW = 'af_order';
/** Statuses a weighing moves to RECEIVED: the cargo is at the warehouse. */
const ARRIVING = new Set(['BOOKED', 'ACCEPTED']);
const DEVICE_KEY_HEADER = 'x-device-key';

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/** A scanned waybill number: "02081140743" from a barcode reads as "020-81140743". */
export function normaliseNumber(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const s = raw.trim().toUpperCase();
  if (!s || s.length > WEIGHING_LIMITS.maxNumber || !/^[A-Z0-9-]+$/.test(s)) return null;
  return /^\d{11}$/.test(s) ? `${s.slice(0, 3)}-${s.slice(3)}` : s;
}

function positiveNumber(
  v: unknown,
  name: string,
  label: string,
  opts: { decimals: number; max: number; min?: number },
  errors: Record<string, string>,
): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : NaN;
  const places = String(v).split('.')[1]?.trim().length ?? 0;
  if (!Number.isFinite(n) || n < (opts.min ?? 0) || n > opts.max || places > opts.decimals) {
    errors[name] = opts.decimals
      ? `${label}须为不超过 ${opts.max} 的数字，最多 ${opts.decimals} 位小数`
      : `${label}须为 ${opts.min ?? 0} 到 ${opts.max} 的整数`;
    return null;
  }
  return n;
}

export default async function weighingPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  const { db } = ctx;
  const orders = () => {
    const res = ctx.resources.get(ORDER_VIEW);
    if (!res) throw notFound();
    return res;
  };

  /** Who weighs: the signed-in user, else the device whose key the call carries. */
  async function weigher(req: FastifyRequest): Promise<Writer> {
    if (req.headers.authorization) return ctx.sessions.authenticate(req);
    const key = req.headers[DEVICE_KEY_HEADER];
    if (typeof key !== 'string' || !key) throw unauthorized('请登录，或使用仓库过磅设备密钥');
    // Keys are long random strings; the budget still stops anyone trying many.
    await spendExternalBudget(ctx, req);
    const devices = ctx.resources.get(DEVICE_RESOURCE);
    if (!devices) throw unauthorized('设备密钥无效');
    const row = await db
      .selectFrom('af_device_key as k')
      .innerJoin(`${devices.table} as d`, (j) => j.onRef('d.id', '=', 'k.device_id').onRef('d.org_id', '=', 'k.org_id'))
      .select(['k.org_id', 'd.id', 'd.device_name', 'd.warehouse_name', 'd.enabled'])
      .where('k.key_hash', '=', sha256(key))
      .executeTakeFirst();
    if (!row || row.enabled === false) throw unauthorized('设备密钥无效或设备已停用');
    await db.updateTable(devices.table).set({ last_used_time: new Date() }).where('id', '=', row.id).execute();
    return { orgId: Number(row.org_id), userId: null, userName: `${row.warehouse_name} ${row.device_name}`.slice(0, 60) };
  }

  const summary = (res: DataResource, row: Record<string, unknown>) => {
    const o = toRecord(res, row);
    const pick = (k: string) => o[k] ?? null;
    return {
      orderId: o.id,
      orderCode: pick('orderCode'),
      awbNumber: pick('awbNumber'),
      hawbNumber: pick('hawbNumber'),
      orderStatus: pick('orderStatus'),
      departureStation: pick('departureStation'),
      arrivalStation: pick('arrivalStation'),
      goodsNameCn: pick('goodsNameCn'),
      planPieces: pick('planPieces'),
      planWeight: pick('planWeight'),
      planVolume: pick('planVolume'),
      planDimensions: pick('planDimensions'),
      confirmPieces: pick('confirmPieces'),
      confirmWeight: pick('confirmWeight'),
      confirmVolume: pick('confirmVolume'),
      confirmDimensions: pick('confirmDimensions'),
      cargoWeighingList: Array.isArray(o.cargoWeighingList) ? o.cargoWeighingList : [],
    };
  };

  // The orders a scanned master or house waybill number belongs to (several orders may share a master).
  handle(orderCalls.weighingOrders, async (req) => {
    const who = await weigher(req);
    const raw = (req.query as Record<string, unknown>)?.number;
    const number = normaliseNumber(raw);
    if (!number) throw badRequest('请扫描或输入主单号/分单号', { number: '请扫描或输入主单号/分单号' });
    // An 11-digit house waybill number stays as typed too.
    const numbers = [...new Set([number, String(raw).trim().toUpperCase()])];
    const res = orders();
    const rows = await scoped(res, who.orgId, db.selectFrom(res.table).selectAll())
      .where((eb: any) => eb.or([eb('awb_number', 'in', numbers), eb('hawb_number', 'in', numbers)]))
      .orderBy('id', 'desc')
      .limit(20)
      .execute();
    return ok({ number, orders: rows.map((r: Record<string, unknown>) => summary(res, r)) });
  });

  handle(orderCalls.weighingSave, async (req) => {
    const who = await weigher(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const errors: Record<string, string> = {};
    const orderId = Number(body.orderId);
    if (!Number.isSafeInteger(orderId) || orderId <= 0) errors.orderId = '请选择订单';
    const pieces = positiveNumber(body.pieces, 'pieces', '件数', { decimals: 0, max: WEIGHING_LIMITS.maxPieces, min: 1 }, errors);
    const weight = positiveNumber(body.weight, 'weight', '重量', { decimals: 3, max: WEIGHING_LIMITS.maxWeight }, errors);
    const dimensions = typeof body.dimensions === 'string' ? body.dimensions.trim() : '';
    if (dimensions.length > WEIGHING_LIMITS.maxDimensions) errors.dimensions = `尺寸长度不能超过${WEIGHING_LIMITS.maxDimensions}`;
    let volume = positiveNumber(body.volume, 'volume', '体积', { decimals: 3, max: WEIGHING_LIMITS.maxVolume }, errors);
    if (volume === null && dimensions) volume = volumeOfDimensions(dimensions);
    if (pieces === null && !errors.pieces) errors.pieces = '请输入件数';
    if (weight === null && !errors.weight) errors.weight = '请输入重量';
    const number = body.number === undefined || body.number === null || body.number === '' ? null : normaliseNumber(body.number);
    if (body.number && !number) errors.number = '运单号格式不正确';
    const keys = Object.keys(errors);
    if (keys.length) throw badRequest(errors[keys[0]], errors);

    const res = orders();
    const result = await db.transaction().execute(async (trx) => {
      const before = await scoped(res, who.orgId, trx.selectFrom(res.table).selectAll().where('id', '=', orderId))
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw notFound('订单不存在');
      const weighedAt = new Date().toISOString();
      const row = {
        awbNumber: number && number === before.awb_number ? number : (before.awb_number ?? null),
        hawbNumber: number && number === before.hawb_number ? number : (before.hawb_number ?? null),
        totalPieces: pieces,
        totalWeight: weight,
        totalVolume: volume,
        measure: dimensions || null,
        weighTime: weighedAt,
        weighedBy: who.userName,
      };
      const list = Array.isArray(before.cargo_weighing_list) ? before.cargo_weighing_list : [];
      const extra: Record<string, unknown> = {
        cargo_weighing_list: JSON.stringify([...list, row]),
        confirm_pieces: pieces,
        confirm_weight: weight,
        confirm_volume: volume,
        confirm_dimensions: dimensions || before.confirm_dimensions || null,
      };
      if (ARRIVING.has(String(before.order_status))) extra.order_status = 'RECEIVED';
      await updateRecordRow(trx, res, who, orderId, {}, extra, '到货过磅');
      const after = await trx.selectFrom(res.table).selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
      return { before, after, row };
    });
    const declared = { pieces: result.before.plan_pieces, weight: result.before.plan_weight, volume: result.before.plan_volume } as never;
    return ok({
      order: summary(res, result.after),
      weighing: result.row,
      check: checkWeighing({ pieces, weight, volume }, declared),
    });
  });

  // Device keys: issued (shown once) and revoked by whoever holds the devices' issue button.
  const device = async (req: FastifyRequest) => {
    const user = req.user!;
    const res = ctx.resources.get(DEVICE_RESOURCE);
    if (!res) throw notFound();
    if (!user.menus.has(res.name) || !user.buttons.has(buttonCode(res.name, 'issue'))) throw forbidden();
    const id = Number((req.params as { id: string }).id);
    if (!Number.isSafeInteger(id) || id <= 0) throw notFound('设备不存在');
    const row = await scoped(res, user.orgId, db.selectFrom(res.table).select('id').where('id', '=', id)).executeTakeFirst();
    if (!row) throw notFound('设备不存在');
    return { res, id, user };
  };

  handle(orderCalls.issueDeviceKey, async (req) => {
    const { res, id, user } = await device(req);
    const key = `wd_${crypto.randomBytes(32).toString('base64url')}`;
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('af_device_key').where('org_id', '=', user.orgId).where('device_id', '=', id).execute();
      await trx
        .insertInto('af_device_key')
        .values({ org_id: user.orgId, device_id: id, key_hash: sha256(key), created_by: user.userId })
        .execute();
      await updateRecordRow(trx, res, user, id, {}, { key_hint: key.slice(-4), key_issued_time: new Date() });
    });
    return ok({ key });
  });

  handle(orderCalls.revokeDeviceKey, async (req) => {
    const { res, id, user } = await device(req);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('af_device_key').where('org_id', '=', user.orgId).where('device_id', '=', id).execute();
      await updateRecordRow(trx, res, user, id, {}, { key_hint: null, key_issued_time: null });
    });
    return ok(true);
  });
}
