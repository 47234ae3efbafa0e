import { UNLOCK_EVENT_IDS, type BusinessScope } from '../../src/schemas/scopes';
import type { DB } from '../db';
import type { Actor } from '../resources/audit';
import { columnOf, toColumns, type DataResource } from '../resources/model';
import { hookColumns, insertRecords } from '../resources/record-writes';
import { decideApproval } from '../workflow/approvals';
import { lockPartner } from '../workflow/partner-locks';
import { applyUnlock, UNLOCK_KIND } from '../workflow/unlock-applications';

/**
 * Demo partner locks and unlock approvals (README "Demo logins"), made through the product's own
 * code paths: approval settings through the record write path, locks, applications and a decision
 * through the workflow services, so every approval and message is one the product would make.
 */
export async function seedApprovals(trx: DB, resources: Map<string, DataResource>, ids: { demo: number; admin: Actor; staff: Actor }) {
  const ctx = { resources };
  const coop = resources.get('prm_coop');
  const settings = resources.get('hrs_ics_list');
  if (!coop || !settings) return;
  const { demo, admin, staff } = ids;

  // The money demo may have made some of these partners already: those are reused, the rest added.
  const wanted = [
    ['SHBRIGHT', '上海明星贸易有限公司', 'Shanghai Bright Star Trading Co., Ltd.'],
    ['HANSEATIC', '汉萨进口有限公司', 'Hanseatic Import GmbH'],
    ['SZJG', '苏州精工机械有限公司', 'Suzhou Precision Machinery Co., Ltd.'],
    ['GZHX', '广州华兴电子有限公司', 'Guangzhou Huaxing Electronics Co., Ltd.'],
  ];
  const codeColumn = columnOf('coopCode');
  const existing = await trx
    .selectFrom(coop.table)
    .select(['id', codeColumn])
    .where('org_id', '=', demo)
    .where(
      codeColumn,
      'in',
      wanted.map(([code]) => code),
    )
    .execute();
  const idOf = new Map(existing.map((r: any) => [r[codeColumn] as string, Number(r.id)]));
  const missing = wanted.filter(([code]) => !idOf.has(code));
  if (missing.length) {
    const added = await trx
      .insertInto(coop.table)
      .values(
        missing.map(([code, name, en]) => ({
          org_id: demo,
          created_by: admin.userId,
          updated_by: admin.userId,
          ...toColumns(coop, { coopCode: code, coopName: name, coopNameEn: en, coopType: 'customer', creditDays: 30 }),
          [columnOf('lockStatus')]: '0',
        })),
      )
      .returning('id')
      .execute();
    missing.forEach(([code], i) => {
      idOf.set(code, Number(added[i].id));
    });
  }
  const customers = wanted.map(([code]) => ({ id: idOf.get(code)! }));
  const [bright, hanseatic, suzhou, huaxing] = customers.map((c) => Number(c.id));

  // Unlocks of air, sea and road need the administrator's approval; other business unlocks at once.
  const flows: [BusinessScope, boolean][] = [
    ['AE', true],
    ['AI', true],
    ['SE', true],
    ['SI', true],
    ['LC', true],
    ['IO', false],
  ];
  for (const [scope, approval] of flows) {
    const values = {
      eventId: UNLOCK_EVENT_IDS[scope],
      businessScope: scope,
      approval,
      settingStatus: 'ENABLED',
      approvers: approval ? [{ approverId: admin.userId }] : null,
    };
    const extra = await hookColumns(trx, settings, admin, values);
    await insertRecords(trx, settings, admin, [{ values, extra }]);
  }

  // Finance locks customers with overdue receivables; operations apply to unlock.
  const locks: [number, BusinessScope, string][] = [
    [bright, 'AE', '应收账款逾期 45 天'],
    [hanseatic, 'SE', '超出信用额度'],
    [suzhou, 'LC', '应收账款逾期 30 天'],
    [huaxing, 'AE', '应收账款逾期 60 天'],
    [huaxing, 'IO', '对账未完成'],
  ];
  for (const [coopId, businessScope, lockReason] of locks) await lockPartner(trx, ctx, admin, { coopId, businessScope, lockReason });

  const applications: [number, BusinessScope, string][] = [
    [huaxing, 'AE', '客户已付清 3 月份欠款，申请解锁'],
    [bright, 'AE', '客户承诺本周内付清欠款，本周有 2 票急货需要订舱'],
    [hanseatic, 'SE', '客户已申请提高信用额度，先放行本月合同货'],
    [suzhou, 'LC', '客户已付款，财务确认中'],
  ];
  for (const [coopId, businessScope, eventApplicationContent] of applications) {
    await applyUnlock(trx, ctx, staff, { coopId, businessScope, eventApplicationContent, eventApplicationRemark: null });
  }
  // The first one is already decided: 张三 has its result among his messages.
  const first = await trx
    .selectFrom('prm_approval')
    .select('id')
    .where('org_id', '=', demo)
    .where('kind', '=', UNLOCK_KIND)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await decideApproval(trx, ctx, admin, Number(first.id), 'approve', '已收到付款，同意解锁');
}
