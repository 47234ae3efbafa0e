import { sql } from 'kysely';
import type { SessionUser } from '../auth/sessions';
import type { DB } from '../db';
import { badRequest, conflict, forbidden, notFound } from '../http/envelope';
import { writeAudit } from '../resources/audit';
import type { ResourceHooks } from '../resources/hooks';
import { notify } from '../workflow/notify';
import { BILL_TABLE, CHARGE_TABLE } from '../../src/resources/fieldsets/money';
import { PAYMENT_APPROVE_CODE, linesEditable, transitionOf, type BillAction, type BillSide } from '../../src/schemas/bills';
import { today } from './currency';
import { nextNumber } from './numbers';

/**
 * Bills: debit notes (AR) and payment applications (AP) in one table, their lines (charge lines
 * pointing at them) and their states (src/schemas/bills.ts). A line belongs to at most one bill: the
 * line's bill_id, set only where it is still empty. Once a bill leaves draft its lines are fixed: any
 * change is a 409. Totals are recomputed in the same transaction as every change of lines or
 * settlements, so amount, settled amount and balance are always exact.
 */

/** The bill views' resource names by side: where links and messages point. */
export const BILL_RESOURCE: Record<BillSide, string> = { AR: 'af_css_debit_note', AP: 'af_css_payment' };
const PREFIX: Record<BillSide, string> = { AR: 'DN', AP: 'PA' };

export type BillRow = Record<string, any> & { id: number; org_id: number; bill_type: BillSide; bill_status: string };

/** The bill row, locked for the rest of the transaction (lines and settlements change under this lock). */
export async function lockBill(trx: DB, orgId: number, id: number): Promise<BillRow | undefined> {
  return (await trx.selectFrom(BILL_TABLE).selectAll().where('org_id', '=', orgId).where('id', '=', id).forUpdate().executeTakeFirst()) as
    | BillRow
    | undefined;
}

/**
 * Amount and tax from the lines, settled amount from the settlements, balance the difference. The
 * bill's scope is its lines' (the most frequent one when a bill mixes scopes).
 */
export async function recomputeBill(trx: DB, orgId: number, id: number) {
  await sql`
    update css_bill b set
      amount = t.amount, tax_amount = t.tax, business_scope = t.scope,
      settled_amount = s.settled, balance = t.amount - s.settled, update_time = now()
    from (select coalesce(sum(amount), 0) as amount, coalesce(sum(tax_amount), 0) as tax,
                 mode() within group (order by business_scope) as scope
          from css_charge where org_id = ${orgId} and bill_id = ${id}) t,
         (select coalesce(sum(amount + coalesce(write_off_amount, 0)), 0) as settled
          from css_settle_item where org_id = ${orgId} and bill_id = ${id}) s
    where b.org_id = ${orgId} and b.id = ${id}`.execute(trx);
}

/** The users of an organisation who hold a button code (administrator roles hold every code). */
export async function holdersOf(db: DB, orgId: number, code: string): Promise<number[]> {
  const r = await sql<{ id: number }>`
    select u.id from hrs_user u join hrs_role r on r.id = u.role_id
    where u.org_id = ${orgId} and u.status = 1
      and (r.is_admin or exists (select 1 from hrs_role_permission p where p.role_id = r.id and p.permission_code = ${code}))`.execute(db);
  return r.rows.map((x) => Number(x.id));
}

const LOCKED_FIELDS: Record<string, string> = { coopId: 'coop_id', currency: 'currency', billType: 'bill_type', billDate: 'bill_date' };

/**
 * The write rules of a bill view (generic create/edit/delete of the header). `side` is the view's
 * fixed side; the all-bills view (prm_coop_bill) takes it from its billType field.
 */
export function billHooks(side: BillSide | null): ResourceHooks {
  return {
    async beforeWrite(values, { db, orgId, create, id }) {
      if (create) {
        const type = (side ?? values.billType) as BillSide;
        const billDate = (values.billDate as string | null) ?? today();
        const extra: Record<string, unknown> = {
          bill_status: 'DRAFT',
          amount: '0',
          tax_amount: '0',
          settled_amount: '0',
          balance: '0',
          bill_date: billDate,
        };
        if (!values.billNumber) extra.bill_number = await nextNumber(db, orgId, BILL_TABLE, 'bill_number', PREFIX[type], billDate);
        if (!values.dueDate) {
          const coop = await db
            .selectFrom('prm_coop')
            .select('credit_days')
            .where('org_id', '=', orgId)
            .where('id', '=', Number(values.coopId))
            .executeTakeFirst();
          const days = coop?.credit_days == null ? 30 : Number(coop.credit_days);
          extra.due_date = new Date(Date.parse(`${billDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
        }
        return extra;
      }
      const bill = await db.selectFrom(BILL_TABLE).selectAll().where('org_id', '=', orgId).where('id', '=', id!).executeTakeFirst();
      if (!bill) return {};
      if (bill.bill_status === 'VOID') throw conflict('已作废的账单不能修改');
      const changed = Object.entries(LOCKED_FIELDS).filter(
        ([f, col]) => f in values && String(values[f] ?? '') !== String(bill[col] ?? ''),
      );
      if (changed.length) {
        if (!linesEditable(bill.bill_status)) throw conflict('账单已确认，不能修改客户、币种、类型或账单日期 (confirmed bill)');
        const line = await db
          .selectFrom(CHARGE_TABLE)
          .select('id')
          .where('org_id', '=', orgId)
          .where('bill_id', '=', id!)
          .limit(1)
          .executeTakeFirst();
        if (line && changed.some(([f]) => f !== 'billDate')) throw conflict('账单已有费用，不能修改客户、币种或类型');
      }
      return {};
    },
    async beforeDelete({ db, orgId, id }) {
      const bill = await lockBill(db, orgId, id);
      if (!bill) return;
      if (!linesEditable(bill.bill_status)) throw conflict('已确认的账单不能删除，请先作废 (confirmed bill)');
      const paid = await db
        .selectFrom('css_settle_item')
        .select('id')
        .where('org_id', '=', orgId)
        .where('bill_id', '=', id)
        .limit(1)
        .executeTakeFirst();
      if (paid) throw conflict('账单已有结算，不能删除');
      // Its lines are free again for another bill.
      await db.updateTable(CHARGE_TABLE).set({ bill_id: null }).where('org_id', '=', orgId).where('bill_id', '=', id).execute();
    },
  };
}

export interface LineProblem {
  id: number;
  reason: 'missing' | 'billed' | 'side' | 'partner' | 'currency';
}

/**
 * Puts charge lines on a bill that is open for editing: each line must be of the bill's side,
 * partner and currency and on no other bill. Checked first for a clear answer; the update itself only
 * takes lines whose bill_id is still empty, so two bills racing for a line cannot both get it (409).
 */
export async function addLines(trx: DB, user: SessionUser, bill: BillRow, chargeIds: number[]) {
  if (!linesEditable(bill.bill_status)) throw conflict('账单已确认，费用不能再增减 (confirmed bill)');
  const ids = [...new Set(chargeIds)];
  const lines = await trx
    .selectFrom(CHARGE_TABLE)
    .select(['id', 'side', 'coop_id', 'currency', 'bill_id'])
    .where('org_id', '=', user.orgId)
    .where('id', 'in', ids)
    .execute();
  const found = new Map(lines.map((l: any) => [Number(l.id), l]));
  const problems: LineProblem[] = [];
  for (const id of ids) {
    const l = found.get(id);
    if (!l) problems.push({ id, reason: 'missing' });
    else if (l.bill_id != null && Number(l.bill_id) !== bill.id) problems.push({ id, reason: 'billed' });
    else if (l.side !== bill.bill_type) problems.push({ id, reason: 'side' });
    else if (Number(l.coop_id) !== Number(bill.coop_id)) problems.push({ id, reason: 'partner' });
    else if (l.currency !== bill.currency) problems.push({ id, reason: 'currency' });
  }
  if (problems.some((p) => p.reason === 'billed')) {
    throw conflict(
      `费用已在其他账单中: ${problems
        .filter((p) => p.reason === 'billed')
        .map((p) => p.id)
        .join(', ')}`,
    );
  }
  if (problems.length) {
    const text = { missing: '费用不存在', side: '收付类型与账单不符', partner: '结算对象与账单不符', currency: '币种与账单不符' } as const;
    throw badRequest(`${text[problems[0].reason as keyof typeof text]} (${problems.map((p) => p.id).join(', ')})`, {
      chargeIds: problems.map((p) => `${p.id}: ${text[p.reason as keyof typeof text]}`).join('; '),
    });
  }
  const taken = await trx
    .updateTable(CHARGE_TABLE)
    .set({ bill_id: bill.id, updated_by: user.userId, update_time: new Date() })
    .where('org_id', '=', user.orgId)
    .where('id', 'in', ids)
    .where('bill_id', 'is', null)
    .returning('id')
    .execute();
  const already = lines.filter((l: any) => Number(l.bill_id) === bill.id).length;
  if (taken.length + already !== ids.length) throw conflict('费用已在其他账单中 (taken meanwhile)');
  await recomputeBill(trx, user.orgId, bill.id);
}

export async function removeLine(trx: DB, user: SessionUser, bill: BillRow, chargeId: number) {
  if (!linesEditable(bill.bill_status)) throw conflict('账单已确认，费用不能再增减 (confirmed bill)');
  const r = await trx
    .updateTable(CHARGE_TABLE)
    .set({ bill_id: null, updated_by: user.userId, update_time: new Date() })
    .where('org_id', '=', user.orgId)
    .where('id', '=', chargeId)
    .where('bill_id', '=', bill.id)
    .returning('id')
    .execute();
  if (!r.length) throw notFound('账单中没有该费用');
  await recomputeBill(trx, user.orgId, bill.id);
}

/** The resource a side's bills are shown under, for a message's link. */
const showLink = (side: BillSide, id: number) => `/${BILL_RESOURCE[side]}/show/${id}`;

/**
 * One state change of a bill (src/schemas/bills.ts), its audit row and its messages, in the caller's
 * transaction. `route` is the bill view the user works in: its edit code allows the ordinary actions;
 * approving or rejecting a payment needs the approval code whatever the view.
 */
export async function transition(trx: DB, user: SessionUser, route: string, bill: BillRow, action: BillAction) {
  const t = transitionOf(bill.bill_type, bill.bill_status, action);
  if (!t) throw conflict(`账单当前状态不能执行该操作 (${bill.bill_status} -> ${action})`);
  const code = t.needs === 'approve' ? PAYMENT_APPROVE_CODE : `${route}:edit`;
  if (!user.buttons.has(code)) throw forbidden();
  const lines = await trx
    .selectFrom(CHARGE_TABLE)
    .select(sql<number>`count(*)::int`.as('n'))
    .where('org_id', '=', user.orgId)
    .where('bill_id', '=', bill.id)
    .executeTakeFirst();
  if ((action === 'confirm' || action === 'submit') && !Number(lines?.n))
    throw badRequest('账单没有费用，不能确认或提交', { chargeIds: '请先加入费用' });
  const set: Record<string, unknown> = { bill_status: t.to, updated_by: user.userId, update_time: new Date() };
  if (action === 'confirm' || action === 'approve') Object.assign(set, { confirm_time: new Date(), confirmed_by: user.userName });
  if (action === 'unconfirm' || action === 'reject') Object.assign(set, { confirm_time: null, confirmed_by: null });
  if (action === 'send') set.sent_time = new Date();
  if (action === 'void') {
    if (Number(bill.settled_amount) !== 0) throw conflict('账单已有结算，不能作废');
    await trx.updateTable(CHARGE_TABLE).set({ bill_id: null }).where('org_id', '=', user.orgId).where('bill_id', '=', bill.id).execute();
  }
  const after = await trx
    .updateTable(BILL_TABLE)
    .set(set)
    .where('org_id', '=', user.orgId)
    .where('id', '=', bill.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (action === 'void') await recomputeBill(trx, user.orgId, bill.id);
  await writeAudit(trx, user, {
    module: route.startsWith('prm_') ? 'prm' : 'af',
    resource: route,
    recordId: bill.id,
    action: 'update',
    before: { billStatus: bill.bill_status },
    after: { billStatus: t.to, action },
  });

  const no = String(bill.bill_number);
  const link = showLink(bill.bill_type, bill.id);
  const creator = bill.created_by == null ? [] : [Number(bill.created_by)];
  if (action === 'send') {
    await notify(trx, {
      orgId: user.orgId,
      userIds: creator.filter((u) => u !== user.userId),
      title: `账单 ${no} 已发送`,
      content: `${user.userName} 已将账单 ${no} 发送给客户，金额 ${bill.currency} ${bill.amount}。`,
      kind: 'bill',
      link,
    });
  } else if (action === 'submit') {
    const approvers = (await holdersOf(trx, user.orgId, PAYMENT_APPROVE_CODE)).filter((u) => u !== user.userId);
    await notify(trx, {
      orgId: user.orgId,
      userIds: approvers,
      title: `付款申请 ${no} 待审批`,
      content: `${user.userName} 提交了付款申请 ${no}，金额 ${bill.currency} ${bill.amount}。`,
      kind: 'approval',
      link,
    });
  } else if (action === 'approve' || action === 'reject') {
    const word = action === 'approve' ? '已批准' : '已驳回';
    await notify(trx, {
      orgId: user.orgId,
      userIds: creator,
      title: `付款申请 ${no} ${word}`,
      content: `${user.userName} ${word}付款申请 ${no}。`,
      kind: 'approval-result',
      link,
    });
  }
  return after;
}
