import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobWorkbook, waitForJob } from '../support/jobs';
import { multipartFile } from '../support/zip';
import { startApp, targets } from './harness';

/**
 * Partner locks, unlock applications and their approval (docs/behaviour.md §1.2.4, §1.3, §1.4; docs/approvals.md),
 * and the messages events make. DEMO's administrator approves; 王五 books rail-export orders only.
 */
describe.each(targets)('partner locks and approvals on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let staff: string;
  let clerk: string;
  let admin2: string;
  let adminId: number;
  let staffId: number;
  let coop: { id: number; coopName: string };
  let settingId: number;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
    h.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload: payload as any });
  const data = async (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) => {
    const r = await call(method, url, token, payload);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data;
  };
  const toDo = async (token: string) => await data('GET', '/prm/api/toDo?current=1&size=10', token);
  const unread = async (token: string) => (await data('GET', '/prm/api/haveMessage', token)) as number;
  const messages = async (token: string) => (await data('GET', '/prm/api/messageList?current=1&size=50', token)).records as any[];
  const partner = async (id = coop.id) => data('GET', `/api/prm_coop/${id}`, admin);
  const lock = (scope: string, token = admin, reason = '应收账款逾期') =>
    call('POST', '/prm/coop/lock', token, { coopId: coop.id, businessScope: scope, lockReason: reason });
  const apply = (scope: string, token: string, extra: Record<string, unknown> = {}) =>
    call('POST', '/prm/ics/approval/order/apply', token, {
      eventId: { TE: 31, TI: 33, AE: 15 }[scope],
      coopName: coop.coopName,
      coopCode: 'RAILCO',
      businessScope: scope,
      coopId: coop.id,
      eventApplicationContent: '客户已付款',
      eventApplicationRemark: '急',
      ...extra,
    });
  const taskOf = async (applicationId: number) =>
    Number(
      (
        await h.ctx.db
          .selectFrom('prm_approval')
          .select('id')
          .where('kind', '=', 'coop-unlock')
          .where('subject_id', '=', applicationId)
          .executeTakeFirstOrThrow()
      ).id,
    );

  beforeAll(async () => {
    h = await startApp(target);
    admin = await h.tokenFor('2|admin|DEMO');
    staff = await h.tokenFor('0|13800138000|DEMO');
    admin2 = await h.tokenFor('2|admin|DEMO2');
    const userId = async (where: [string, string]) =>
      Number(
        (
          await h.ctx.db
            .selectFrom('hrs_user as u')
            .innerJoin('hrs_org as o', 'o.id', 'u.org_id')
            .select('u.id')
            .where('o.org_code', '=', 'DEMO')
            .where(`u.${where[0]}`, '=', where[1])
            .executeTakeFirstOrThrow()
        ).id,
      );
    adminId = await userId(['login_name', 'admin']);
    staffId = await userId(['phone_number', '13800138000']);
    // A rail-export clerk: may book TE orders, nothing else (no partner screen, no lock button).
    const role = await data('POST', '/api/hrs_role', admin, { roleCode: 'te_clerk', roleName: '铁路出口操作' });
    await data('PUT', `/hrs/permission/role/${role.id}`, admin, { codes: ['te_order', 'te_order:create', 'te_order:edit'] });
    await data('POST', '/api/hrs_user', admin, {
      userName: '王五',
      loginName: 'wangwu',
      roleId: role.id,
      loginRole: 'staff',
      status: '1',
      password: 'Demo@2026',
    });
    clerk = await h.tokenFor('2|wangwu|DEMO');
    coop = await data('POST', '/api/prm_coop', admin, { coopCode: 'RAILCO', coopName: '中欧班列测试客户有限公司', coopType: 'customer' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('seeds its approvals and messages through the workflow, never as bare rows', async () => {
    const tasks = await h.ctx.db.selectFrom('prm_approval').select(['kind', 'subject_id']).execute();
    expect(tasks.length).toBeGreaterThan(0);
    expect(tasks.every((t: any) => t.kind === 'coop-unlock' && t.subject_id != null)).toBe(true);
    const kinds = new Set((await h.ctx.db.selectFrom('sys_message').select('kind').execute()).map((m: any) => m.kind));
    expect([...kinds].sort()).toEqual(['approval', 'approval-result', 'notice']);
  });

  describe('approval settings (/hrs_ics_list)', () => {
    it('answers no flow for an event the organisation has not set up', async () => {
      expect(await data('GET', `/prm/ics/approval/order/setting/org?eventId=31&businessScope=TE&coopId=${coop.id}`, admin)).toEqual({
        settingId: null,
        approval: false,
      });
    });

    it('refuses bad parameters with the field named, and partners of other organisations', async () => {
      const bad = await call('GET', '/prm/ics/approval/order/setting/org?eventId=abc&businessScope=XX', admin);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().data.errors).sort()).toEqual(['businessScope', 'eventId']);
      const wrong = await call('GET', '/prm/ics/approval/order/setting/org?eventId=15&businessScope=TE', admin);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().data.errors.eventId).toContain('31');
      expect(
        (await call('GET', `/prm/ics/approval/order/setting/org?eventId=31&businessScope=TE&coopId=${coop.id}`, admin2)).statusCode,
      ).toBe(404);
    });

    it('checks a flow: its scope, its approvers (active users of the organisation), one per event and scope', async () => {
      const wrongScope = await call('POST', '/api/hrs_ics_list', admin, {
        eventId: 31,
        businessScope: 'SE',
        approval: true,
        approvers: [{ approverId: adminId }],
      });
      expect(wrongScope.statusCode).toBe(400);
      expect(wrongScope.json().data.errors.businessScope).toContain('31');
      const none = await call('POST', '/api/hrs_ics_list', admin, { eventId: 31, businessScope: 'TE', approval: true, approvers: [] });
      expect(none.statusCode).toBe(400);
      expect(none.json().data.errors.approvers).toBeTruthy();
      const admin2Id = Number(
        (
          await h.ctx.db
            .selectFrom('hrs_user as u')
            .innerJoin('hrs_org as o', 'o.id', 'u.org_id')
            .select('u.id')
            .where('o.org_code', '=', 'DEMO2')
            .executeTakeFirstOrThrow()
        ).id,
      );
      const foreign = await call('POST', '/api/hrs_ics_list', admin, {
        eventId: 31,
        businessScope: 'TE',
        approval: true,
        approvers: [{ approverId: admin2Id }],
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().data.errors.approvers).toBeTruthy();

      const setting = await data('POST', '/api/hrs_ics_list', admin, {
        eventId: 31,
        businessScope: 'TE',
        approval: true,
        approvers: [{ approverId: adminId }],
        settingStatus: 'ENABLED',
      });
      expect(setting).toMatchObject({ eventName: '铁路出口解锁审批', approverNames: '系统管理员', approvers: [{ approverId: adminId }] });
      settingId = setting.id;
      const twice = await call('POST', '/api/hrs_ics_list', admin, { eventId: 31, businessScope: 'TE', approval: false });
      expect(twice.statusCode).toBe(409);
      expect(await data('GET', `/prm/ics/approval/order/setting/org?eventId=31&businessScope=TE&coopId=${coop.id}`, clerk)).toEqual({
        settingId: setting.id,
        approval: true,
      });
    });
  });

  describe('locking a partner', () => {
    let before: number;

    it('is refused without the lock button, and a partner cannot lock itself through its form', async () => {
      expect((await lock('TE', clerk)).statusCode).toBe(403);
      const write = await call('PUT', `/api/prm_coop/${coop.id}`, admin, { lockStatus: '1' });
      expect(write.statusCode).toBe(400);
      expect(write.json().data.errors.lockStatus).toBeTruthy();
    });

    it('books orders for the partner before it is locked', async () => {
      before = (await data('POST', '/api/te_order', clerk, { orderCode: 'TE-LOCK-1', customerId: coop.id })).id;
    });

    it('locks one scope, once, with the reason on the partner and in the lock/unlock list', async () => {
      const r = await lock('TE');
      expect(r.statusCode, r.body).toBe(200);
      expect((await lock('TE')).statusCode).toBe(409);
      expect(await partner()).toMatchObject({ lockStatus: '1', lockedScopes: 'TE' });
      const states = await data('GET', `/prm/coop/locks/${coop.id}`, admin);
      expect(states.scopes.find((s: any) => s.businessScope === 'TE')).toMatchObject({
        locked: true,
        lockReason: '应收账款逾期',
        lockedBy: '系统管理员',
        eventId: 31,
        pendingApplicationId: null,
      });
      expect(states.scopes.filter((s: any) => s.locked)).toHaveLength(1);
      const list = await data('GET', `/api/af_order_lock_unlock_list?coopId=${coop.id}`, admin);
      expect(list.records).toEqual([
        expect.objectContaining({ lockAction: 'LOCK', businessScope: 'TE', lockReason: '应收账款逾期', approvalStatus: null }),
      ]);
      // The list is written by the workflow only.
      expect(
        (await call('POST', '/api/af_order_lock_unlock_list', admin, { coopId: coop.id, businessScope: 'TE', lockAction: 'UNLOCK' }))
          .statusCode,
      ).toBe(405);
    });

    it('refuses new orders of the locked scope naming the partner, and only those', async () => {
      const r = await call('POST', '/api/te_order', clerk, { orderCode: 'TE-LOCK-2', customerId: coop.id });
      expect(r.statusCode).toBe(409);
      expect(r.json().messageInfo).toContain(coop.coopName);
      expect(r.json().data.errors.customerId).toContain(coop.coopName);
      expect(r.json().data.partnerLock).toMatchObject({
        coopId: coop.id,
        businessScope: 'TE',
        eventId: 31,
        coopName: coop.coopName,
        coopCode: 'RAILCO',
      });
      // Another scope's orders, and the partner's existing order, go on.
      expect((await call('POST', '/api/se_order', admin, { orderCode: 'SE-LOCK-1', customerId: coop.id })).statusCode).toBe(200);
      expect((await call('PUT', `/api/te_order/${before}`, clerk, { customerId: coop.id, remark: '改备注' })).statusCode).toBe(200);
      // Moving another order to the locked customer is a new order for it.
      const other = (await data('POST', '/api/te_order', clerk, { orderCode: 'TE-LOCK-3' })).id;
      expect((await call('PUT', `/api/te_order/${other}`, clerk, { customerId: coop.id })).statusCode).toBe(409);
    });

    it('refuses an imported order of the locked scope as a bad row naming the partner', async () => {
      const file = multipartFile(Buffer.from(`orderCode,customerId\nTE-LOCK-IMP,${coop.coopName}\n`), 'orders.csv');
      const r = await h.app.inject({
        method: 'POST',
        url: '/api/te_order/import?mode=good',
        headers: { authorization: `Bearer ${admin}`, ...file.headers },
        payload: file.payload,
      });
      expect(r.statusCode, r.body).toBe(200);
      const job = await waitForJob(h.app, admin, r.json().data.jobId);
      expect(job.result, job.message).toMatchObject({ inserted: 0, bad: 1 });
      const { rows } = await jobWorkbook(h.app, admin, job.id);
      expect(String(rows[1].at(-1))).toContain(coop.coopName);
      expect((await data('GET', '/api/te_order?size=100', admin)).records.map((o: any) => o.orderCode)).not.toContain('TE-LOCK-IMP');
    });
  });

  describe('the unlock flow', () => {
    let applicationId: number;
    let task: number;
    let adminTodo: number;
    let adminUnread: number;
    let clerkUnread: number;

    it('refuses applications outside the user’s work or for scopes that are not locked', async () => {
      expect((await apply('AE', clerk)).statusCode).toBe(403);
      expect((await apply('TE', clerk, { eventId: 15 })).statusCode).toBe(400);
      expect((await apply('TI', staff)).statusCode).toBe(409);
      expect((await apply('TE', admin2)).statusCode).toBe(404);
    });

    it('files the application and gives the approver a task and a message', async () => {
      adminTodo = (await toDo(admin)).total;
      adminUnread = await unread(admin);
      clerkUnread = await unread(clerk);
      const r = await apply('TE', clerk);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().data).toMatchObject({ status: 'PENDING', unlocked: false });
      applicationId = r.json().data.applicationId;
      task = await taskOf(applicationId);
      expect((await apply('TE', clerk)).statusCode).toBe(409);

      const todo = await toDo(admin);
      expect(todo.total).toBe(adminTodo + 1);
      expect(todo.records[0]).toMatchObject({
        id: task,
        title: `客户解锁申请：${coop.coopName}`,
        businessScope: 'TE',
        applicant: '王五',
        status: 'PENDING',
        eventId: 31,
      });
      expect(await unread(admin)).toBe(adminUnread + 1);
      expect((await messages(admin))[0]).toMatchObject({
        kind: 'approval',
        title: `待审批：${coop.coopName}（铁路出口）解锁申请`,
        link: `/notification?id=0&approvalId=${task}`,
        read: false,
      });
      expect((await toDo(staff)).records.some((t: any) => t.id === task)).toBe(false);
      expect(
        (await data('GET', `/prm/coop/locks/${coop.id}`, admin)).scopes.find((s: any) => s.businessScope === 'TE').pendingApplicationId,
      ).toBe(applicationId);
    });

    it('shows the application to its approver and applicant only', async () => {
      const d = await data('GET', `/prm/api/approval/${task}`, admin);
      expect(d).toMatchObject({ status: 'PENDING', actions: ['approve', 'reject'] });
      expect(d.application).toMatchObject({
        applicationId,
        coopId: coop.id,
        coopName: coop.coopName,
        coopCode: 'RAILCO',
        businessScope: 'TE',
        eventId: 31,
        settingId: expect.any(Number),
        eventApplicationContent: '客户已付款',
        eventApplicationRemark: '急',
        appliedBy: '王五',
        locked: true,
      });
      expect((await data('GET', `/prm/api/approval/${task}`, clerk)).actions).toEqual(['withdraw']);
      expect((await call('GET', `/prm/api/approval/${task}`, staff)).statusCode).toBe(403);
      expect((await call('GET', `/prm/api/approval/${task}`, admin2)).statusCode).toBe(404);
    });

    it('lets only the named approver decide (others 403) and wants a remark to reject', async () => {
      expect((await call('POST', `/prm/api/approval/${task}/approve`, staff, { remark: '同意' })).statusCode).toBe(403);
      expect((await call('POST', `/prm/api/approval/${task}/approve`, clerk, { remark: '同意' })).statusCode).toBe(403);
      expect((await call('POST', `/prm/api/approval/${task}/approve`, admin2, { remark: '同意' })).statusCode).toBe(404);
      const noRemark = await call('POST', `/prm/api/approval/${task}/reject`, admin, {});
      expect(noRemark.statusCode).toBe(400);
      expect(noRemark.json().data.errors.remark).toBeTruthy();
      expect((await call('POST', `/prm/api/approval/${task}/decide`, admin, {})).statusCode).toBe(404);
      expect(await partner()).toMatchObject({ lockedScopes: 'TE' });
    });

    it('approve unlocks the partner for that scope, closes the task and tells the applicant', async () => {
      expect(await data('POST', `/prm/api/approval/${task}/approve`, admin, { remark: '已收款' })).toEqual({ status: 'APPROVED' });
      expect(await partner()).toMatchObject({ lockStatus: '0', lockedScopes: null });
      const row = await data('GET', `/api/af_order_lock_unlock_list/${applicationId}`, admin);
      expect(row).toMatchObject({
        lockAction: 'UNLOCK',
        approvalStatus: 'APPROVED',
        approvedBy: '系统管理员',
        decisionRemark: '已收款',
        eventId: 31,
      });
      expect((await toDo(admin)).total).toBe(adminTodo);
      expect(await unread(admin)).toBe(adminUnread); // the waiting message is done with
      expect(await unread(clerk)).toBe(clerkUnread + 1);
      expect((await messages(clerk))[0]).toMatchObject({
        kind: 'approval-result',
        title: `解锁申请已通过：${coop.coopName}（铁路出口）`,
        link: `/af_order_lock_unlock_list/show/${applicationId}`,
      });
      expect((await messages(clerk))[0].content).toContain('已收款');
      // Audited: the decision on the application, the unlock on the partner.
      const audit = await h.ctx.db
        .selectFrom('sys_audit_log')
        .selectAll()
        .where('record_id', 'in', [String(applicationId), String(coop.id)])
        .where('action', '=', 'update')
        .execute();
      expect(audit.map((a: any) => a.resource).sort()).toEqual(['af_order_lock_unlock_list', 'prm_coop', 'prm_coop']);
    });

    it('cannot be decided again (409)', async () => {
      const again = await call('POST', `/prm/api/approval/${task}/approve`, admin, { remark: '再次' });
      expect(again.statusCode).toBe(409);
      expect(again.json().messageInfo).toContain('已通过');
      expect((await call('POST', `/prm/api/approval/${task}/reject`, admin, { remark: '驳回' })).statusCode).toBe(409);
      expect((await call('POST', `/prm/ics/approval/order/withdraw/${applicationId}`, clerk, {})).statusCode).toBe(409);
    });

    it('accepts the order that was refused while the partner was locked', async () => {
      expect((await call('POST', '/api/te_order', clerk, { orderCode: 'TE-LOCK-2', customerId: coop.id })).statusCode).toBe(200);
    });

    it('reject keeps the partner locked and says why', async () => {
      expect((await lock('TE')).statusCode).toBe(200);
      const id = (await apply('TE', clerk)).json().data.applicationId;
      const t = await taskOf(id);
      expect(await data('POST', `/prm/api/approval/${t}/reject`, admin, { remark: '欠款未结清' })).toEqual({ status: 'REJECTED' });
      expect(await partner()).toMatchObject({ lockStatus: '1', lockedScopes: 'TE' });
      expect((await messages(clerk))[0]).toMatchObject({ title: `解锁申请已驳回：${coop.coopName}（铁路出口）` });
      expect((await messages(clerk))[0].content).toContain('欠款未结清');
      expect((await call('POST', '/api/te_order', clerk, { orderCode: 'TE-LOCK-4', customerId: coop.id })).statusCode).toBe(409);
    });

    it('the applicant may withdraw a waiting application; nobody else', async () => {
      const todo = (await toDo(admin)).total;
      const id = (await apply('TE', clerk)).json().data.applicationId;
      expect((await toDo(admin)).total).toBe(todo + 1);
      expect((await call('POST', `/prm/ics/approval/order/withdraw/${id}`, admin, {})).statusCode).toBe(403);
      const waiting = (await data('GET', `/prm/coop/locks/${coop.id}`, admin)).scopes.find((x: any) => x.businessScope === 'TE');
      expect(waiting).toMatchObject({ pendingApplicationId: id, pendingAppliedBy: '王五', pendingIsMine: false });
      expect(await data('POST', `/prm/ics/approval/order/withdraw/${id}`, clerk, {})).toEqual({ status: 'WITHDRAWN' });
      expect((await toDo(admin)).total).toBe(todo);
      expect((await call('POST', `/prm/api/approval/${await taskOf(id)}/approve`, admin, {})).statusCode).toBe(409);
      expect(await partner()).toMatchObject({ lockedScopes: 'TE' });
    });

    it('nobody approves their own application; of two approvers deciding at once, the first settles it', async () => {
      await data('PUT', `/api/hrs_ics_list/${settingId}`, admin, { approvers: [{ approverId: adminId }, { approverId: staffId }] });
      expect((await partner()).lockedScopes).toBe('TE');
      // The administrator applies: only 张三 gets the task.
      const own = (await apply('TE', admin)).json().data.applicationId;
      const approvers = await h.ctx.db
        .selectFrom('prm_approval')
        .select('approver_user_id')
        .where('kind', '=', 'coop-unlock')
        .where('subject_id', '=', own)
        .execute();
      expect(approvers.map((a: any) => Number(a.approver_user_id))).toEqual([staffId]);
      expect(await data('POST', `/prm/ics/approval/order/withdraw/${own}`, admin, {})).toEqual({ status: 'WITHDRAWN' });

      // 王五 applies: both approvers decide at the same moment; one wins, the other is told it is decided.
      const clerkUnread = await unread(clerk);
      const id = (await apply('TE', clerk)).json().data.applicationId;
      const tasks = await h.ctx.db
        .selectFrom('prm_approval')
        .select(['id', 'approver_user_id'])
        .where('kind', '=', 'coop-unlock')
        .where('subject_id', '=', id)
        .execute();
      const taskFor = (user: number) => Number(tasks.find((t: any) => Number(t.approver_user_id) === user)!.id);
      const [a, b] = await Promise.all([
        call('POST', `/prm/api/approval/${taskFor(adminId)}/approve`, admin, { remark: '同意' }),
        call('POST', `/prm/api/approval/${taskFor(staffId)}/reject`, staff, { remark: '不同意' }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const won = a.statusCode === 200 ? 'APPROVED' : 'REJECTED';
      expect((await data('GET', `/api/af_order_lock_unlock_list/${id}`, admin)).approvalStatus).toBe(won);
      expect((await partner()).lockedScopes).toBe(won === 'APPROVED' ? null : 'TE');
      expect(await unread(clerk)).toBe(clerkUnread + 1);
      const states = await h.ctx.db
        .selectFrom('prm_approval')
        .select('status')
        .where('kind', '=', 'coop-unlock')
        .where('subject_id', '=', id)
        .execute();
      expect(states.map((t: any) => t.status)).toEqual([won, won]);

      // With the applicant as the only approver, nobody could decide.
      await data('PUT', `/api/hrs_ics_list/${settingId}`, admin, { approvers: [{ approverId: adminId }] });
      if (won === 'APPROVED') expect((await lock('TE')).statusCode).toBe(200);
      const alone = await apply('TE', admin);
      expect(alone.statusCode).toBe(409);
      expect(alone.json().messageInfo).toContain('申请人以外');
    });

    it('without a flow, applying unlocks at once and is audited', async () => {
      expect((await lock('TI')).statusCode).toBe(200);
      expect(await data('GET', `/prm/ics/approval/order/setting/org?eventId=33&businessScope=TI&coopId=${coop.id}`, staff)).toEqual({
        settingId: null,
        approval: false,
      });
      const todo = (await toDo(admin)).total;
      const r = await data('POST', '/prm/ics/approval/order/apply', staff, { eventId: 33, businessScope: 'TI', coopId: coop.id });
      expect(r).toMatchObject({ status: 'NO_APPROVAL', unlocked: true, settingId: null });
      expect((await partner()).lockedScopes).toBe('TE');
      expect((await toDo(admin)).total).toBe(todo);
      expect(await data('GET', `/api/af_order_lock_unlock_list/${r.applicationId}`, admin)).toMatchObject({
        approvalStatus: 'NO_APPROVAL',
        approvedBy: '张三',
      });
      const audit = await h.ctx.db
        .selectFrom('sys_audit_log')
        .select(['after_data'])
        .where('resource', '=', 'prm_coop')
        .where('record_id', '=', String(coop.id))
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(String(audit.after_data))).toEqual({ lockedScopes: 'TE', lockStatus: '1' });
    });
  });

  describe('junk input', () => {
    const junk: unknown[] = [
      '',
      ' ',
      'abc',
      '1e3',
      '012',
      -1,
      0,
      1.5,
      2 ** 60,
      '99999999999999999999',
      'a\u0000b',
      'x'.repeat(5000),
      [],
      [1, 2],
      {},
      { a: 1 },
      null,
      true,
    ];
    it('is never a 500 on any lock and approval call (an empty optional value is simply absent), and locks nothing', async () => {
      const before = await partner();
      const statuses = new Set<number>();
      const expectClean = (r: { statusCode: number; body: string }, what: string) => {
        expect([200, 400, 403, 404, 409], `${what}: ${r.body}`).toContain(r.statusCode);
        statuses.add(r.statusCode);
      };
      for (const v of junk) {
        const q = encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v));
        expectClean(
          await call('GET', `/prm/ics/approval/order/setting/org?eventId=${q}&businessScope=${q}&coopId=${q}`, admin),
          `setting ${q}`,
        );
        expectClean(
          await call('GET', `/prm/ics/approval/order/setting/org?eventId=31&businessScope=TE&coopId=${q}`, admin),
          `setting coop ${q}`,
        );
        for (const field of ['coopId', 'businessScope', 'eventId', 'eventApplicationContent', 'eventApplicationRemark']) {
          expectClean(
            await call('POST', '/prm/ics/approval/order/apply', clerk, {
              coopId: coop.id,
              businessScope: 'TE',
              eventId: 31,
              eventApplicationContent: '原因',
              [field]: v,
            }),
            `apply ${field}=${q}`,
          );
        }
        for (const field of ['coopId', 'businessScope', 'lockReason']) {
          expectClean(
            await call('POST', '/prm/coop/lock', admin, { coopId: coop.id, businessScope: 'TE', lockReason: '原因', [field]: v }),
            `lock ${field}=${q}`,
          );
        }
        expectClean(await call('GET', `/prm/coop/locks/${q}`, admin), `locks ${q}`);
        expectClean(await call('GET', `/prm/api/approval/${q}`, admin), `task ${q}`);
        expectClean(await call('POST', `/prm/api/approval/${q}/approve`, admin, { remark: 'ok' }), `approve ${q}`);
        expectClean(await call('POST', `/prm/ics/approval/order/withdraw/${q}`, clerk, {}), `withdraw ${q}`);
        expectClean(
          await call('POST', `/api/hrs_ics_list`, admin, { eventId: 33, businessScope: 'TI', approval: true, approvers: v }),
          `setting approvers ${q}`,
        );
      }
      expect(statuses.has(400)).toBe(true);
      expect(await partner()).toMatchObject({ lockStatus: before.lockStatus, lockedScopes: before.lockedScopes });
    });
  });

  describe('notices', () => {
    it('publishing a notice tells the organisation’s other people once', async () => {
      const staffBefore = await unread(staff);
      const adminBefore = await unread(admin);
      const draft = await data('POST', '/api/hrs_notice', admin, {
        noticeTitle: '<b>清明节</b>放假安排',
        noticeType: 'XTWH',
        noticeStatus: 'DRAFT',
        noticeContent: '<p>4 月 4 日至 6 日放假</p>',
      });
      expect(await unread(staff)).toBe(staffBefore);
      await data('PUT', `/api/hrs_notice/${draft.id}`, admin, { noticeStatus: 'PUBLISHED' });
      expect(await unread(staff)).toBe(staffBefore + 1);
      expect(await unread(clerk)).toBeGreaterThan(0);
      expect(await unread(admin)).toBe(adminBefore);
      expect(await unread(admin2)).toBe(0);
      expect((await messages(staff))[0]).toMatchObject({
        kind: 'notice',
        title: '新公告：清明节放假安排',
        content: '4 月 4 日至 6 日放假',
        link: '/dashboard',
      });
      await data('PUT', `/api/hrs_notice/${draft.id}`, admin, { noticeTitle: '清明节放假安排（更新）' });
      expect(await unread(staff)).toBe(staffBefore + 1);
    });
  });
});
