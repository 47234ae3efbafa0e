import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buttonCode } from '../../src/resources';
import {
  APPLICATION_CONTENT_MAX,
  APPLICATION_REMARK_MAX,
  APPROVAL_TEXT,
  DECISION_REMARK_MAX,
  LOCK_REASON_MAX,
  isApprovalAction,
  isBusinessScope,
  scopeOfUnlockEvent,
} from '../../src/schemas/approvals';
import { BUSINESS_SCOPES, SCOPE_NAMES, UNLOCK_EVENT_IDS, type BusinessScope } from '../../src/schemas/scopes';
import type { SessionUser } from '../auth/sessions';
import type { AppContext } from '../context';
import { badRequest, forbidden, notFound, ok } from '../http/envelope';
import { columnOf } from '../resources/model';
import { findSetting } from '../workflow/approval-settings';
import { approvalDetails, decideApproval } from '../workflow/approvals';
import { LOCK_LIST_RESOURCE, PARTNER_RESOURCE, findPartner, lockPartner, orderScopeOfTable, resourceOf } from '../workflow/partner-locks';
import { UNLOCK_KIND, applyUnlock, withdrawUnlock } from '../workflow/unlock-applications';
import { contractRoutes } from '../http/contract-routes';
import { approvals } from '../../src/contracts/approvals';

/**
 * /prm calls of partner locks and approvals (docs/behaviour.md §1.3, §1.4, §1.7; docs/approvals.md): the approval
 * setting of an event, lock, apply to unlock, and the approver's decision. Each checks the session's
 * grants itself; decisions are the engine's (server/workflow/approvals.ts).
 */

type Body = Record<string, unknown>;

/** A positive integer id written plainly (12, "12"); anything else (1e3, 012, 2^60) is not one. */
function canonicalId(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^[1-9]\d{0,15}$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** An id in the path: a record that cannot exist is a 404, as on every other id route. */
function pathId(v: unknown, what: string): number {
  const n = canonicalId(v);
  if (n === undefined) throw notFound(`${what}不存在`);
  return n;
}
const bodyOf = (req: FastifyRequest): Body =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Body) : {};

/** Reads fields of a query or body, collecting one message per bad field (answered as one 400). */
class Input {
  readonly errors: Record<string, string> = {};
  constructor(private readonly src: Body) {}
  id(name: string, required = true): number | undefined {
    const v = this.src[name];
    if (v === undefined || v === null || v === '') {
      if (required) this.errors[name] = `请提供 ${name}`;
      return undefined;
    }
    const n = canonicalId(v);
    if (n === undefined) this.errors[name] = `${name} 必须是正整数`;
    return n;
  }
  scope(name = 'businessScope'): BusinessScope | undefined {
    const v = this.src[name];
    if (isBusinessScope(v)) return v;
    this.errors[name] = `${name} 必须是 ${BUSINESS_SCOPES.join('/')} 之一`;
    return undefined;
  }
  text(name: string, max: number, label: string, required = false): string | null {
    const v = this.src[name];
    if (v === undefined || v === null || (typeof v === 'string' && !v.trim())) {
      if (required) this.errors[name] = `请填写${label}`;
      return null;
    }
    if (typeof v !== 'string') this.errors[name] = `${label}必须是文本`;
    else if (v.includes('\u0000')) this.errors[name] = `${label}含有无效字符`;
    else if (v.trim().length > max) this.errors[name] = `${label}不能超过 ${max} 个字符`;
    return typeof v === 'string' ? v.trim() : null;
  }
  done() {
    const keys = Object.keys(this.errors);
    if (keys.length) throw badRequest(`请求参数错误: ${this.errors[keys[0]]}`, this.errors);
  }
}

export default async function approvalsPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  const { db } = ctx;

  /**
   * Who may ask about and apply for an unlock in a scope: people who work with partners (the
   * partner list or the lock/unlock list) or with that scope's orders (any view of its table).
   */
  const orderRoutesOf = new Map<BusinessScope, string[]>(BUSINESS_SCOPES.map((s) => [s, []]));
  for (const res of ctx.resources.values()) {
    const scope = orderScopeOfTable(ctx, res.table);
    if (scope) orderRoutesOf.get(scope)!.push(res.name);
  }
  const mayApply = (user: SessionUser, scope: BusinessScope) =>
    user.menus.has(PARTNER_RESOURCE) || user.menus.has(LOCK_LIST_RESOURCE) || orderRoutesOf.get(scope)!.some((r) => user.menus.has(r));

  /** A partner of the user's organisation named by coopId; 404 otherwise. */
  const partnerOrFail = async (orgId: number, coopId: number) => {
    const p = await findPartner(db, ctx, orgId, coopId);
    if (!p) throw notFound('合作伙伴不存在');
    return p;
  };

  /** docs/behaviour.md §1.7: GET ?eventId=&businessScope=&coopId= -> {settingId, approval}. */
  handle(approvals.approvalSetting, async (req) => {
    const input = new Input(req.query as Body);
    const eventId = input.id('eventId');
    const scope = input.scope();
    const coopId = input.id('coopId', false);
    if (eventId !== undefined && scope && scopeOfUnlockEvent(eventId) && scopeOfUnlockEvent(eventId) !== scope) {
      input.errors.eventId = APPROVAL_TEXT.wrongEvent(eventId, scope);
    }
    input.done();
    const user = req.user!;
    if (!mayApply(user, scope!)) throw forbidden();
    if (coopId !== undefined) await partnerOrFail(user.orgId, coopId);
    const s = await findSetting(db, user.orgId, eventId!, scope!);
    return ok({ settingId: s.settingId, approval: s.approval });
  });

  /**
   * The approval dialog's submit (docs/behaviour.md §1.3 "Approval application"), or the direct unlock when the
   * organisation has no flow. coopName, coopCode and settingId are the dialog's; the server reads
   * the partner and the setting itself.
   */
  handle(approvals.unlockApply, async (req) => {
    const input = new Input(bodyOf(req));
    const coopId = input.id('coopId');
    const scope = input.scope();
    const eventId = input.id('eventId', false);
    if (scope && eventId !== undefined && eventId !== UNLOCK_EVENT_IDS[scope])
      input.errors.eventId = APPROVAL_TEXT.wrongEvent(eventId, scope);
    const content = input.text('eventApplicationContent', APPLICATION_CONTENT_MAX, '申请内容');
    const remark = input.text('eventApplicationRemark', APPLICATION_REMARK_MAX, '申请备注');
    input.done();
    const user = req.user!;
    if (!mayApply(user, scope!)) throw forbidden();
    const answer = await db.transaction().execute((trx) =>
      applyUnlock(trx, ctx, user, {
        coopId: coopId!,
        businessScope: scope!,
        eventApplicationContent: content,
        eventApplicationRemark: remark,
      }),
    );
    return ok(answer, answer.unlocked ? '已解锁' : '解锁申请已提交，等待审批');
  });

  /** The applicant withdraws a waiting application. */
  handle(approvals.unlockWithdraw, async (req) => {
    const id = pathId((req.params as Body).id, '申请');
    const input = new Input(bodyOf(req));
    const remark = input.text('remark', DECISION_REMARK_MAX, '撤回说明');
    input.done();
    const user = req.user!;
    return ok(await db.transaction().execute((trx) => withdrawUnlock(trx, ctx, user, id, remark)));
  });

  /** Locks a partner in one scope (button prm_coop:lock). */
  handle(approvals.partnerLock, async (req) => {
    const user = req.user!;
    if (!user.menus.has(PARTNER_RESOURCE) || !user.buttons.has(buttonCode(PARTNER_RESOURCE, 'lock'))) throw forbidden();
    const input = new Input(bodyOf(req));
    const coopId = input.id('coopId');
    const scope = input.scope();
    const reason = input.text('lockReason', LOCK_REASON_MAX, '锁定原因', true);
    input.done();
    return ok(
      await db.transaction().execute((trx) => lockPartner(trx, ctx, user, { coopId: coopId!, businessScope: scope!, lockReason: reason })),
    );
  });

  /** A partner's lock state per scope, with the last lock's reason and any waiting application. */
  handle(approvals.partnerLocks, async (req) => {
    const user = req.user!;
    if (!user.menus.has(PARTNER_RESOURCE)) throw forbidden();
    const partner = await partnerOrFail(user.orgId, pathId((req.params as Body).coopId, '合作伙伴'));
    const list = resourceOf(ctx, LOCK_LIST_RESOURCE);
    const c = (f: string) => columnOf(f);
    const history = await db
      .selectFrom(list.table)
      .select(['id', c('businessScope'), c('lockAction'), c('lockReason'), c('appliedBy'), c('applyTime'), c('approvalStatus')])
      .where('org_id', '=', user.orgId)
      .where(c('coopId'), '=', partner.id)
      .orderBy(c('applyTime'), 'desc')
      .orderBy('id', 'desc')
      .limit(500)
      .execute();
    // Waiting applications the user filed (they may withdraw them here).
    const waitingIds = history.filter((r: any) => r[c('approvalStatus')] === 'PENDING').map((r: any) => Number(r.id));
    const mine = new Set<number>();
    if (waitingIds.length) {
      const rows = await db
        .selectFrom('prm_approval')
        .select('subject_id')
        .where('org_id', '=', user.orgId)
        .where('kind', '=', UNLOCK_KIND)
        .where('subject_id', 'in', waitingIds)
        .where('applicant_user_id', '=', user.userId)
        .execute();
      for (const r of rows) mine.add(Number(r.subject_id));
    }
    const scopes = BUSINESS_SCOPES.map((scope) => {
      const rows = history.filter((r: any) => r[c('businessScope')] === scope);
      const lock = rows.find((r: any) => r[c('lockAction')] === 'LOCK');
      const pending = rows.find((r: any) => r[c('lockAction')] === 'UNLOCK' && r[c('approvalStatus')] === 'PENDING');
      const locked = partner.lockedScopes.includes(scope);
      return {
        businessScope: scope,
        businessScopeName: SCOPE_NAMES[scope]['zh-CN'],
        eventId: UNLOCK_EVENT_IDS[scope],
        locked,
        lockReason: locked ? (lock?.[c('lockReason')] ?? null) : null,
        lockedBy: locked ? (lock?.[c('appliedBy')] ?? null) : null,
        lockTime: locked ? (lock?.[c('applyTime')] ?? null) : null,
        pendingApplicationId: pending ? pending.id : null,
        pendingAppliedBy: pending ? (pending[c('appliedBy')] ?? null) : null,
        pendingIsMine: pending ? mine.has(Number(pending.id)) : false,
      };
    });
    return ok({ coopId: partner.id, coopName: partner.coopName, coopCode: partner.coopCode, scopes });
  });

  /** One approval task with its application (the decision dialog); its approver or the applicant only. */
  handle(approvals.approvalTask, async (req) => {
    return ok(await approvalDetails(db, ctx, req.user!, pathId((req.params as Body).id, '审批')));
  });

  /** POST /prm/api/approval/{id}/approve | reject, body {remark} (required to reject). */
  handle(approvals.approvalDecide, async (req) => {
    const { id: rawId, action } = req.params as { id: string; action: string };
    if (!isApprovalAction(action) || action === 'withdraw') throw notFound(`404 网络请求不存在: ${action}`);
    const id = pathId(rawId, '审批');
    const input = new Input(bodyOf(req));
    const remark = input.text('remark', DECISION_REMARK_MAX, '审批意见', action === 'reject');
    input.done();
    return ok(await db.transaction().execute((trx) => decideApproval(trx, ctx, req.user!, id, action, remark)));
  });
}
