import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { badRequest, forbidden, notFound, ok } from '../http/envelope';
import { hookColumns, insertRecords, uniqueViolation } from '../resources/record-writes';
import { fixedValue, toRecord, type DataResource } from '../resources/model';
import { addLines, lockBill, removeLine, transition, type BillRow } from '../money/bills';
import { chargeLineRecords, feeServiceNameType, findOrder } from '../money/charges';
import { applySettlement, unapplySettlement, SETTLE_TABLE } from '../money/settlements';
import { BILL_TABLE, CHARGE_TABLE, settleItemFields } from '../../src/resources/fieldsets/money';
import { actionsFrom, settleable, type BillAction, type BillSide } from '../../src/schemas/bills';
import { recordValidator } from '../../src/schemas/fields';
import { Money } from '../../src/schemas/money';
import { BUSINESS_SCOPES, ORDER_TABLES, type BusinessScope } from '../../src/schemas/scopes';
import { contractRoutes } from '../http/contract-routes';
import { money } from '../../src/contracts/money';

/**
 * The money flow's calls beyond the generic CRUD (docs/money.md "Calls"): an order's charges with
 * their totals, bills made from charge lines, a bill's lines and state changes, and the application
 * of settlements to bills. Every call checks the token, the route's menu and the button code, and
 * reads or writes only the user's organisation.
 */
export default async function moneyPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  const { db } = ctx;
  const chargeRes = () => ctx.resources.get('css_charge')!;

  const posInt = (v: unknown, name: string) => {
    const n = Number(v);
    if (!Number.isSafeInteger(n) || n <= 0) throw badRequest(`${name} 无效`, { [name]: '必须是正整数' });
    return n;
  };
  const need = (req: FastifyRequest, menu: string, button?: string) => {
    const u = req.user!;
    if (!u.menus.has(menu) || (button && !u.buttons.has(`${menu}:${button}`))) throw forbidden();
    return u;
  };
  /** A bill view named in the path: one of the routes over the bill table. */
  const billView = (req: FastifyRequest, button?: string): DataResource => {
    const name = (req.params as { resource: string }).resource;
    const res = ctx.resources.get(name);
    if (!res || res.table !== BILL_TABLE) throw notFound(`未知的账单资源 ${name}`);
    need(req, res.name, button);
    return res;
  };
  const billIn = async (trx: typeof db, res: DataResource, orgId: number, id: number, lock = false) => {
    const bill = lock
      ? await lockBill(trx, orgId, id)
      : ((await trx.selectFrom(BILL_TABLE).selectAll().where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst()) as
          | BillRow
          | undefined);
    if (!bill || (fixedValue(res, 'billType') && bill.bill_type !== fixedValue(res, 'billType'))) throw notFound('账单不存在');
    return bill;
  };
  const nameType = (userId: number) => feeServiceNameType(db, userId);
  const lineRecords = (orgId: number, userId: number, rows: Record<string, any>[]) =>
    chargeLineRecords(db, chargeRes(), orgId, userId, rows);

  /** An order's charge lines, receivable and payable totals in the base currency, and its profit. */
  handle(money.orderCharges, async (req) => {
    const { scope, orderId } = req.params as { scope: string; orderId: string };
    if (!(BUSINESS_SCOPES as readonly string[]).includes(scope)) throw badRequest('业务范围无效', { scope: '业务范围无效' });
    const user = need(req, ORDER_TABLES[scope as BusinessScope]);
    need(req, 'css_charge');
    const order = await findOrder(db, user.orgId, scope as BusinessScope, { id: posInt(orderId, 'orderId') });
    if (!order) throw notFound('订单不存在');
    const rows = await db
      .selectFrom(CHARGE_TABLE)
      .selectAll()
      .where('org_id', '=', user.orgId)
      .where('business_scope', '=', scope)
      .where('order_id', '=', order.id)
      .orderBy('side', 'desc')
      .orderBy('id')
      .execute();
    const sum = (side: string) =>
      rows.filter((r: any) => r.side === side).reduce((t, r: any) => t.plus(String(r.base_amount ?? 0)), new Money(0));
    const receivable = sum('AR');
    const payable = sum('AP');
    const base =
      (await db.selectFrom('hrs_org').select('base_currency').where('id', '=', user.orgId).executeTakeFirst())?.base_currency ?? 'CNY';
    return ok({
      order: { id: order.id, orderCode: order.order_code, customerId: order.customer_id, businessScope: scope },
      baseCurrency: base,
      feeServiceNameType: await nameType(user.userId),
      lines: await lineRecords(user.orgId, user.userId, rows),
      totals: { receivable: receivable.toFixed(2), payable: payable.toFixed(2), profit: receivable.minus(payable).toFixed(2) },
    });
  });

  const chargeIdsOf = (body: unknown) => {
    const list = (body as { chargeIds?: unknown } | null)?.chargeIds;
    if (!Array.isArray(list) || !list.length || list.length > 500) throw badRequest('请选择费用', { chargeIds: '请选择 1 到 500 条费用' });
    return list.map((v) => posInt(v, 'chargeIds'));
  };

  /** A draft bill made from charge lines of one partner, side and currency (from an order or several). */
  handle(money.billFromCharges, async (req) => {
    const res = billView(req, 'create');
    const user = req.user!;
    const ids = chargeIdsOf(req.body);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const lines = await db
      .selectFrom(CHARGE_TABLE)
      .select(['id', 'side', 'coop_id', 'currency'])
      .where('org_id', '=', user.orgId)
      .where('id', 'in', ids)
      .execute();
    if (lines.length !== new Set(ids).size) throw badRequest('费用不存在', { chargeIds: '费用不存在' });
    const first = lines[0] as any;
    if (lines.some((l: any) => l.side !== first.side || Number(l.coop_id) !== Number(first.coop_id) || l.currency !== first.currency)) {
      throw badRequest('一张账单只能包含同一结算对象、同一币种、同一收付方向的费用', { chargeIds: '结算对象、币种或收付方向不一致' });
    }
    const side = first.side as BillSide;
    if (fixedValue(res, 'billType') && fixedValue(res, 'billType') !== side)
      throw badRequest(side === 'AR' ? '应收费用请生成账单' : '应付费用请生成付款申请', { chargeIds: '收付方向与该页面不符' });
    const values: Record<string, unknown> = { coopId: Number(first.coop_id), currency: first.currency };
    if (res.byName.has('billType')) values.billType = side;
    for (const k of ['billDate', 'dueDate', 'remark']) if (typeof body[k] === 'string' && body[k]) values[k] = body[k];
    const checked = await recordValidator(res.fields)(values, { presentOnly: true });
    if (checked.errors) throw badRequest(`数据校验失败: ${Object.values(checked.errors)[0]}`, checked.errors);
    // Two bills made at once may pick the same next number: the loser takes the next one.
    for (let attempt = 1; ; attempt++) {
      const extra = await hookColumns(db, res, user, checked.values);
      try {
        const bill = await db.transaction().execute(async (trx) => {
          const [rec] = await insertRecords(trx, res, user, [{ values: checked.values, extra }]);
          const row = (await lockBill(trx, user.orgId, Number(rec.id)))!;
          await addLines(trx, user, row, ids);
          return trx.selectFrom(BILL_TABLE).selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
        });
        return ok(toRecord(res, bill));
      } catch (e) {
        if ((e as { code?: string }).code !== '23505' || attempt >= 3) uniqueViolation(e);
      }
    }
  });

  /** A bill's lines, the actions its state allows, the lines that could still be added, its settlements. */
  handle(money.bill, async (req) => {
    const res = billView(req);
    const user = req.user!;
    const bill = await billIn(db, res, user.orgId, posInt((req.params as any).id, 'id'));
    const rows = await db
      .selectFrom(CHARGE_TABLE)
      .selectAll()
      .where('org_id', '=', user.orgId)
      .where('bill_id', '=', bill.id)
      .orderBy('order_code')
      .orderBy('id')
      .execute();
    const candidates = await db
      .selectFrom(CHARGE_TABLE)
      .selectAll()
      .where('org_id', '=', user.orgId)
      .where('bill_id', 'is', null)
      .where('side', '=', bill.bill_type)
      .where('coop_id', '=', bill.coop_id)
      .where('currency', '=', bill.currency)
      .orderBy('order_date', 'desc')
      .orderBy('id')
      .limit(200)
      .execute();
    const settlements = await sql<Record<string, any>>`
      select i.id, i.amount::text as amount, i.write_off_amount::text as write_off_amount, i.create_time,
             s.id as settle_id, s.settle_number, s.settle_date
      from css_settle_item i join prm_coop_settle s on s.id = i.settle_id and s.org_id = i.org_id
      where i.org_id = ${user.orgId} and i.bill_id = ${bill.id} order by i.id`.execute(db);
    return ok({
      bill: toRecord(res, bill),
      billType: bill.bill_type,
      actions: actionsFrom(bill.bill_type, bill.bill_status).map((t) => ({ action: t.action, needs: t.needs })),
      lines: await lineRecords(user.orgId, user.userId, rows),
      candidates: await lineRecords(user.orgId, user.userId, candidates),
      settlements: settlements.rows.map((r) => ({
        id: r.id,
        amount: r.amount,
        writeOffAmount: r.write_off_amount,
        createTime: r.create_time,
        settleId: r.settle_id,
        settleNumber: r.settle_number,
        settleDate: r.settle_date,
      })),
    });
  });

  handle(money.addBillLines, async (req) => {
    const res = billView(req, 'edit');
    const user = req.user!;
    const ids = chargeIdsOf(req.body);
    const id = posInt((req.params as any).id, 'id');
    await db.transaction().execute(async (trx) => addLines(trx, user, await billIn(trx, res, user.orgId, id, true), ids));
    return ok(true);
  });

  handle(money.removeBillLine, async (req) => {
    const res = billView(req, 'edit');
    const user = req.user!;
    const p = req.params as { id: string; chargeId: string };
    const [id, chargeId] = [posInt(p.id, 'id'), posInt(p.chargeId, 'chargeId')];
    await db.transaction().execute(async (trx) => removeLine(trx, user, await billIn(trx, res, user.orgId, id, true), chargeId));
    return ok(true);
  });

  const ACTIONS = new Set<BillAction>(['confirm', 'unconfirm', 'send', 'submit', 'approve', 'reject', 'void']);
  handle(money.billAction, async (req) => {
    const res = billView(req);
    const user = req.user!;
    const p = req.params as { id: string; action: string };
    if (!ACTIONS.has(p.action as BillAction)) throw badRequest(`未知的操作 ${p.action}`, { action: [...ACTIONS].join(', ') });
    const id = posInt(p.id, 'id');
    const after = await db
      .transaction()
      .execute(async (trx) => transition(trx, user, res.name, await billIn(trx, res, user.orgId, id, true), p.action as BillAction));
    return ok(toRecord(res, after));
  });

  // Settlements: their applications to bills.
  const settleOf = async (req: FastifyRequest, button?: string) => {
    const user = need(req, SETTLE_TABLE, button);
    const id = posInt((req.params as { id: string }).id, 'id');
    const s = await db.selectFrom(SETTLE_TABLE).selectAll().where('org_id', '=', user.orgId).where('id', '=', id).executeTakeFirst();
    if (!s) throw notFound('结算单不存在');
    return { user, settle: s as Record<string, any> };
  };

  handle(money.settleItems, async (req) => {
    const { user, settle } = await settleOf(req);
    const items = await sql<Record<string, any>>`
      select i.id, i.bill_id, i.amount::text as amount, i.write_off_amount::text as write_off_amount, i.create_time,
             b.bill_number, b.bill_date, b.amount::text as bill_amount, b.balance::text as bill_balance
      from css_settle_item i join css_bill b on b.id = i.bill_id and b.org_id = i.org_id
      where i.org_id = ${user.orgId} and i.settle_id = ${settle.id} order by i.id`.execute(db);
    const side = settle.settle_type === 'PAYMENT' ? 'AP' : 'AR';
    const open = await db
      .selectFrom(BILL_TABLE)
      .select(['id', 'bill_number', 'bill_date', 'due_date', 'amount', 'balance', 'bill_status'])
      .where('org_id', '=', user.orgId)
      .where('coop_id', '=', settle.coop_id)
      .where('currency', '=', settle.currency)
      .where('bill_type', '=', side)
      .where('balance', '>', 0 as any)
      .orderBy('bill_date')
      .orderBy('id')
      .limit(200)
      .execute();
    return ok({
      items: items.rows.map((r) => ({
        id: r.id,
        billId: r.bill_id,
        amount: r.amount,
        writeOffAmount: r.write_off_amount,
        createTime: r.create_time,
        billNumber: r.bill_number,
        billDate: r.bill_date,
        billAmount: r.bill_amount,
        billBalance: r.bill_balance,
      })),
      openBills: open
        .filter((b: any) => settleable(b.bill_status))
        .map((b: any) => ({
          id: b.id,
          billNumber: b.bill_number,
          billDate: b.bill_date,
          dueDate: b.due_date,
          amount: String(b.amount),
          balance: String(b.balance),
        })),
    });
  });

  const validateItem = recordValidator(settleItemFields);
  handle(money.applySettlement, async (req) => {
    const { user, settle } = await settleOf(req, 'edit');
    const checked = await validateItem((req.body ?? {}) as Record<string, unknown>);
    if (checked.errors) throw badRequest(`数据校验失败: ${Object.values(checked.errors)[0]}`, checked.errors);
    const v = checked.values;
    const item = await db.transaction().execute((trx) =>
      applySettlement(trx, user, Number(settle.id), {
        billId: Number(v.billId),
        amount: String(v.amount),
        writeOffAmount: v.writeOffAmount as string | null,
      }),
    );
    return ok({ id: item.id });
  });

  handle(money.removeSettleItem, async (req) => {
    const { user, settle } = await settleOf(req, 'edit');
    const itemId = posInt((req.params as { itemId: string }).itemId, 'itemId');
    await db.transaction().execute((trx) => unapplySettlement(trx, user, Number(settle.id), itemId));
    return ok(true);
  });
}
