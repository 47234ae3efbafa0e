import { sql } from 'kysely';
import type { SessionUser } from '../auth/sessions';
import type { DB } from '../db';
import { badRequest, conflict, notFound } from '../http/envelope';
import { writeAudit } from '../resources/audit';
import type { ResourceHooks } from '../resources/hooks';
import { BILL_TABLE } from '../../src/resources/fieldsets/money';
import { WRITE_OFF_MAX_RATIO, settleable, unsettledStatus } from '../../src/schemas/bills';
import { Money, RATE_DECIMALS, baseAmount, roundHalfUp, toDecimal } from '../../src/schemas/money';
import { baseCurrencyOf, minorUnits, rateOn, today } from './currency';
import { lockBill, recomputeBill } from './bills';
import { nextNumber } from './numbers';

/**
 * Settlements (prm_coop_settle): money received from or paid to a partner, applied to its bills in
 * parts (css_settle_item, the 核销 records). Applying keeps three figures exact in one transaction:
 * the settlement's applied and unapplied amounts and the bill's settled amount and balance.
 *
 * Rules (docs/money.md): the bill must be the partner's, in the settlement's currency, of the
 * matching side (receipt -> receivable bill, payment -> payable bill) and confirmed (or approved);
 * nothing may be applied beyond the settlement's unapplied amount or the bill's balance; a short
 * payment's difference may be written off only when that settles the bill and it is at most 1 % of
 * the bill's amount.
 */

export const SETTLE_TABLE = 'prm_coop_settle';
export const SETTLE_ITEM_TABLE = 'css_settle_item';
const SIDE_OF = { RECEIPT: 'AR', PAYMENT: 'AP' } as const;

async function appliedOf(db: DB, orgId: number, settleId: number) {
  const r = await db
    .selectFrom(SETTLE_ITEM_TABLE)
    .select(sql<string>`coalesce(sum(amount), 0)::text`.as('a'))
    .where('org_id', '=', orgId)
    .where('settle_id', '=', settleId)
    .executeTakeFirst();
  return new Money(r?.a ?? '0');
}

/** Applied, unapplied and status of a settlement from its items. */
export async function recomputeSettle(trx: DB, orgId: number, id: number) {
  await sql`
    update prm_coop_settle s set applied_amount = t.applied, unapplied_amount = s.amount - t.applied,
      settle_status = case when t.applied = 0 then 'UNAPPLIED' when t.applied >= s.amount then 'APPLIED' else 'PARTIAL' end,
      update_time = now()
    from (select coalesce(sum(amount), 0) as applied from css_settle_item where org_id = ${orgId} and settle_id = ${id}) t
    where s.org_id = ${orgId} and s.id = ${id}`.execute(trx);
}

const FIXED: Record<string, string> = { coopId: 'coop_id', currency: 'currency', settleType: 'settle_type' };

export const settleHooks: ResourceHooks = {
  async beforeWrite(values, { db, orgId, create, id }) {
    const before = create
      ? undefined
      : await db.selectFrom(SETTLE_TABLE).selectAll().where('org_id', '=', orgId).where('id', '=', id!).executeTakeFirst();
    if (!create && !before) return {};
    const v = (f: string, col: string) => (f in values ? values[f] : before?.[col]);
    const extra: Record<string, unknown> = {};
    const applied = create ? new Money(0) : await appliedOf(db, orgId, id!);
    if (!create && !applied.isZero()) {
      const moved = Object.entries(FIXED).filter(([f, col]) => f in values && String(values[f] ?? '') !== String(before![col] ?? ''));
      if (moved.length) throw conflict('结算单已核销，不能修改合作伙伴、币种或收付方向，请先取消核销');
    }
    const amount = new Money(String(v('amount', 'amount')));
    if (amount.lt(applied)) throw conflict(`金额不能小于已核销金额 ${applied.toFixed(2)}`);
    const day = String(v('settleDate', 'settle_date') ?? today());
    if (create && !values.settleNumber) {
      extra.settle_number = await nextNumber(db, orgId, SETTLE_TABLE, 'settle_number', values.settleType === 'PAYMENT' ? 'FK' : 'SK', day);
    }
    const currency = String(v('currency', 'currency'));
    const base = await baseCurrencyOf(db, orgId);
    let rate: unknown = values.exchangeRate;
    if (rate === null || rate === undefined) {
      if (!create && !('exchangeRate' in values) && !('currency' in values) && !('settleDate' in values) && before?.exchange_rate != null)
        rate = before.exchange_rate;
      else {
        rate = await rateOn(db, orgId, currency, base, day, 'SETTLE');
        if (rate === null) {
          const m = `未找到 ${currency} 在 ${day} 兑 ${base} 的汇率，请在汇率中维护或手工填写`;
          throw badRequest(m, { exchangeRate: m });
        }
      }
    }
    Object.assign(extra, {
      exchange_rate: roundHalfUp(String(rate), RATE_DECIMALS),
      base_amount: baseAmount(amount, String(rate), await minorUnits(db, orgId, base)),
      applied_amount: applied.toFixed(2),
      unapplied_amount: amount.minus(applied).toFixed(2),
      settle_status: applied.isZero() ? 'UNAPPLIED' : applied.gte(amount) ? 'APPLIED' : 'PARTIAL',
    });
    return extra;
  },
  async beforeDelete({ db, orgId, id }) {
    const item = await db
      .selectFrom(SETTLE_ITEM_TABLE)
      .select('id')
      .where('org_id', '=', orgId)
      .where('settle_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (item) throw conflict('结算单已核销，不能删除，请先取消核销');
  },
};

async function lockSettle(trx: DB, orgId: number, id: number) {
  return trx.selectFrom(SETTLE_TABLE).selectAll().where('org_id', '=', orgId).where('id', '=', id).forUpdate().executeTakeFirst();
}

export interface ApplyInput {
  billId: number;
  amount: string;
  writeOffAmount?: string | null;
}

/** Applies part of a settlement to a bill (one 核销 record). */
export async function applySettlement(trx: DB, user: SessionUser, settleId: number, input: ApplyInput) {
  const settle = await lockSettle(trx, user.orgId, settleId);
  if (!settle) throw notFound('结算单不存在');
  const bill = await lockBill(trx, user.orgId, input.billId);
  if (!bill) throw badRequest('账单不存在', { billId: '账单不存在' });
  if (Number(bill.coop_id) !== Number(settle.coop_id)) throw badRequest('账单不属于该合作伙伴', { billId: '账单不属于该合作伙伴' });
  if (bill.currency !== settle.currency) throw badRequest('账单币种与结算单不同', { billId: '账单币种与结算单不同' });
  if (bill.bill_type !== SIDE_OF[settle.settle_type as keyof typeof SIDE_OF])
    throw badRequest('收款只能核销应收账单，付款只能核销应付账单', { billId: '收付方向与账单不符' });
  if (!settleable(bill.bill_status)) {
    throw conflict(bill.bill_status === 'SETTLED' ? '账单已结清' : '账单未确认或未批准，不能核销');
  }
  const amount = toDecimal(input.amount)!;
  const writeOff = toDecimal(input.writeOffAmount ?? '0') ?? new Money(0);
  if (amount.plus(writeOff).lte(0)) throw badRequest('请输入核销金额', { amount: '请输入核销金额' });
  const unapplied = new Money(String(settle.amount)).minus(await appliedOf(trx, user.orgId, settleId));
  if (amount.gt(unapplied)) throw badRequest(`超出结算单未核销金额 ${unapplied.toFixed(2)}`, { amount: `最多 ${unapplied.toFixed(2)}` });
  const balance = new Money(String(bill.balance));
  if (amount.plus(writeOff).gt(balance))
    throw badRequest(`超出账单未结金额 ${balance.toFixed(2)}`, { amount: `账单未结金额 ${balance.toFixed(2)}` });
  if (writeOff.gt(0)) {
    if (!amount.plus(writeOff).eq(balance))
      throw badRequest('差额核销必须结清账单', { writeOffAmount: `差额应为 ${balance.minus(amount).toFixed(2)}` });
    const cap = new Money(String(bill.amount)).abs().times(WRITE_OFF_MAX_RATIO);
    if (writeOff.gt(cap))
      throw badRequest(`差额超过账单金额的 1%（${cap.toFixed(2)}），不能核销`, { writeOffAmount: `最多 ${cap.toFixed(2)}` });
  }
  const item = await trx
    .insertInto(SETTLE_ITEM_TABLE)
    .values({
      org_id: user.orgId,
      settle_id: settleId,
      bill_id: bill.id,
      amount: amount.toFixed(2),
      write_off_amount: writeOff.toFixed(2),
      created_by: user.userId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recomputeBill(trx, user.orgId, bill.id);
  const after = await trx.selectFrom(BILL_TABLE).select(['balance', 'amount']).where('id', '=', bill.id).executeTakeFirstOrThrow();
  if (new Money(String(after.balance)).isZero()) {
    await trx.updateTable(BILL_TABLE).set({ bill_status: 'SETTLED' }).where('id', '=', bill.id).execute();
  }
  await recomputeSettle(trx, user.orgId, settleId);
  await writeAudit(trx, user, {
    module: 'prm',
    resource: 'prm_coop_settle',
    recordId: settleId,
    action: 'update',
    before: null,
    after: { applied: { billId: bill.id, amount: amount.toFixed(2), writeOffAmount: writeOff.toFixed(2) } },
  });
  return item;
}

/** Takes a 核销 record back: the bill is owed again (a settled bill reopens), the settlement unapplied. */
export async function unapplySettlement(trx: DB, user: SessionUser, settleId: number, itemId: number) {
  const settle = await lockSettle(trx, user.orgId, settleId);
  if (!settle) throw notFound('结算单不存在');
  const item = await trx
    .selectFrom(SETTLE_ITEM_TABLE)
    .selectAll()
    .where('org_id', '=', user.orgId)
    .where('settle_id', '=', settleId)
    .where('id', '=', itemId)
    .executeTakeFirst();
  if (!item) throw notFound('核销记录不存在');
  const bill = await lockBill(trx, user.orgId, Number(item.bill_id));
  await trx.deleteFrom(SETTLE_ITEM_TABLE).where('id', '=', itemId).execute();
  if (bill) {
    await recomputeBill(trx, user.orgId, bill.id);
    if (bill.bill_status === 'SETTLED') {
      await trx
        .updateTable(BILL_TABLE)
        .set({ bill_status: unsettledStatus(bill.bill_type, bill.sent_time != null) })
        .where('id', '=', bill.id)
        .execute();
    }
  }
  await recomputeSettle(trx, user.orgId, settleId);
  await writeAudit(trx, user, {
    module: 'prm',
    resource: 'prm_coop_settle',
    recordId: settleId,
    action: 'update',
    before: { applied: { billId: item.bill_id, amount: item.amount } },
    after: null,
  });
}
