import { sql } from 'kysely';
import { badRequest } from '../http/envelope';
import type { ResourceHooks } from '../resources/hooks';
import { OPEN_STATUSES } from '../../src/schemas/bills';
import { Money, toDecimal } from '../../src/schemas/money';
import { today } from './currency';
import { nextNumber } from './numbers';

/**
 * Reconciliation statements (prm_coop_check): our figure is computed, never typed: the partner's
 * receivable bills less its payable bills dated in the period, in the statement's currency, counting
 * bills we confirmed (not drafts, not void). The difference and the status follow what the partner
 * states, and are computed again whenever the statement is saved.
 */
export const CHECK_TABLE = 'prm_coop_check';

export const checkHooks: ResourceHooks = {
  async beforeWrite(values, { db, orgId, create, id }) {
    const before = create
      ? undefined
      : await db.selectFrom(CHECK_TABLE).selectAll().where('org_id', '=', orgId).where('id', '=', id!).executeTakeFirst();
    if (!create && !before) return {};
    const v = (f: string, col: string) => (f in values ? values[f] : before?.[col]);
    const [coop, from, to, currency] = [
      v('coopId', 'coop_id'),
      v('periodStart', 'period_start'),
      v('periodEnd', 'period_end'),
      v('currency', 'currency'),
    ];
    if (String(from) > String(to)) throw badRequest('对账起始不能晚于对账截止', { periodEnd: '对账截止不能早于对账起始' });
    const r = await sql<{ ours: string }>`
      select coalesce(sum(case when bill_type = 'AR' then amount else -amount end), 0)::text as ours from css_bill
      where org_id = ${orgId} and coop_id = ${Number(coop)} and currency = ${String(currency)}
        and bill_date between ${String(from)}::date and ${String(to)}::date
        and bill_status in (${sql.join(OPEN_STATUSES)})`.execute(db);
    const ours = new Money(r.rows[0]?.ours ?? '0');
    const theirs = toDecimal(v('theirAmount', 'their_amount'));
    const status = theirs === null ? 'PENDING' : theirs.eq(ours) ? 'MATCHED' : 'DISPUTED';
    const extra: Record<string, unknown> = {
      our_amount: ours.toFixed(2),
      difference_amount: theirs === null ? null : ours.minus(theirs).toFixed(2),
      check_status: status,
    };
    if (create && !values.checkNumber) extra.check_number = await nextNumber(db, orgId, CHECK_TABLE, 'check_number', 'DZ', today());
    return extra;
  },
};
