import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, baseURL, launch, newPage } from './browser';
import { DEMO_ADMIN, DEMO_STAFF, loginAs } from './login';
import { apiCall } from './api';

/** The server, called as a user of the demo (set-up only; the flow itself is clicked through). */
async function tokenOf(username: string) {
  const r = await fetch(`${baseURL()}/auth/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username, password: 'Demo@2026', client_id: 'web', client_secret: 'web' }),
  });
  return (await r.json()).access_token as string;
}
/** The bell's badge: the sum of waiting approvals and unread messages (0 when it shows none). */
async function bellTotal(page: Page): Promise<number> {
  const bell = page.getByTestId('notification-bell');
  await bell.waitFor();
  const badge = bell.locator('.ant-badge-count');
  if (!(await badge.count())) return 0;
  return Number(await badge.getAttribute('title'));
}

/** The bell's counts as the top bar loads them, after a reload (they refresh every 60 s otherwise). */
async function countsAfterReload(page: Page) {
  const loaded = page.waitForResponse((r) => r.url().includes('/prm/api/haveMessage'));
  const todo = page.waitForResponse((r) => r.url().includes('/prm/api/toDo'));
  await page.reload();
  const [m, a] = await Promise.all([loaded, todo]);
  const messages = (await m.json()).data as number;
  const approvals = (await a.json()).data.total as number;
  await expect.poll(() => bellTotal(page)).toBe(messages + approvals);
  return { approvals, messages };
}

describe('unlock approval in two browsers', () => {
  let browser: Browser;
  const coopName = `锁定测试客户${Date.now() % 100000}`;
  let coopId: number;

  beforeAll(async () => {
    browser = await launch();
    // A customer of DEMO locked for sea export; DEMO's SE unlock event needs the administrator's approval (demo data).
    const admin = await tokenOf('2|admin|DEMO');
    coopId = (await apiCall(admin, 'POST', '/api/prm_coop', { coopCode: `LOCK${Date.now() % 100000}`, coopName, coopType: 'customer' }))
      .data.id;
    expect((await apiCall(admin, 'POST', '/prm/coop/lock', { coopId, businessScope: 'SE', lockReason: '应收账款逾期 90 天' })).code).toBe(
      0,
    );
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a refused order applies to unlock; the approver approves in another browser; both bells change', async () => {
    const approver = await newPage(browser);
    await loginAs(approver, DEMO_ADMIN, { redirect: '/dashboard' });
    const before = await countsAfterReload(approver);

    // 张三 books a sea-export order for the locked customer: refused, with 申请解锁 on the form.
    const clerk = await newPage(browser);
    await loginAs(clerk, DEMO_STAFF, { redirect: '/se_order/create' });
    const clerkBefore = await countsAfterReload(clerk);
    await clerk.fill('#field-orderCode', `SE-E2E-${Date.now() % 100000}`);
    await clerk.click('#field-customerId');
    await clerk.keyboard.type(coopName.slice(0, 6));
    await clerk.locator('.ant-select-item-option', { hasText: coopName }).click();
    await clerk.getByTestId('save-button').click();
    const offer = clerk.getByTestId('partner-lock-offer');
    await offer.waitFor();
    expect(await offer.innerText()).toContain(coopName);

    await clerk.getByTestId('partner-lock-apply').click();
    const dialog = clerk.getByTestId('unlock-dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(coopName);
    expect(await dialog.innerText()).toContain('27'); // the SE unlock event
    // The application must say why.
    await clerk.getByTestId('unlock-submit').click();
    await clerk.getByText('请填写申请内容').waitFor();
    await clerk.fill('#unlock-content', '客户已付清欠款，本周两票急货需要订舱');
    await clerk.getByTestId('unlock-submit').click();
    await clerk.getByText('解锁申请已提交，等待审批').waitFor();
    await offer.waitFor({ state: 'detached' });

    // The approver's bell: one more approval waiting and its message.
    const waiting = await countsAfterReload(approver);
    expect(waiting).toEqual({ approvals: before.approvals + 1, messages: before.messages + 1 });

    await approver.goto(at('/notification?id=0'));
    const row = approver.getByTestId('approval-list').locator('tr', { hasText: coopName });
    await row.click();
    const decision = approver.getByTestId('approval-dialog');
    await decision.waitFor();
    await expect.poll(async () => approver.getByTestId('approval-content').innerText()).toBe('客户已付清欠款，本周两票急货需要订舱');
    await approver.fill('#approval-remark', '已收款，同意解锁');
    await approver.getByTestId('approval-approve').click();
    await decision.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
    // Both counts are back: the task is decided and its message done with.
    await expect.poll(() => bellTotal(approver)).toBe(before.approvals + before.messages);

    // 张三 is told, and can now save the order. The message is written in the decision's own
    // transaction (server/workflow/approvals.ts), so it is there once the approver's list has
    // dropped the row: one reload reads it. (Not expect.poll: a reload of the order form takes over
    // poll's 1 s, and the overlapping second reload discards the first one's response bodies.)
    expect((await countsAfterReload(clerk)).messages).toBe(clerkBefore.messages + 1);
    await clerk.goto(at('/notification?id=1'));
    const result = clerk.getByTestId('message-item').first();
    expect(await result.innerText()).toContain(`解锁申请已通过：${coopName}（海运出口）`);
    expect(await result.innerText()).toContain('已收款，同意解锁');

    await clerk.goto(at(`/prm_coop/show/${coopId}`));
    const se = clerk.getByTestId('lock-row-SE');
    await se.waitFor();
    await expect.poll(() => se.innerText()).toContain('未锁定');

    await approver.context().close();
    await clerk.context().close();
  }, 180_000);

  it('the applicant withdraws a waiting application from the partner screen; the approver no longer has it', async () => {
    // Sea import is locked for the customer; DEMO's SI unlock event needs the administrator's approval.
    const admin = await tokenOf('2|admin|DEMO');
    expect((await apiCall(admin, 'POST', '/prm/coop/lock', { coopId, businessScope: 'SI', lockReason: '超出信用额度' })).code).toBe(0);
    const waitingFor = async () => (await apiCall(admin, 'GET', '/prm/api/toDo?current=1&size=10')).data.total as number;
    const before = await waitingFor();

    const page = await newPage(browser);
    await loginAs(page, DEMO_STAFF, { redirect: `/prm_coop/show/${coopId}` });
    const si = page.getByTestId('lock-row-SI');
    await si.waitFor();
    await expect.poll(() => si.innerText()).toContain('已锁定');
    await page.getByTestId('unlock-SI').click();
    await page.getByTestId('unlock-dialog').waitFor();
    await page.fill('#unlock-content', '客户已付清欠款');
    await page.getByTestId('unlock-submit').click();
    await expect.poll(() => si.innerText()).toContain('解锁审批中');
    expect(await waitingFor()).toBe(before + 1);

    // 撤回 asks first; confirmed, the scope is simply locked again and may be applied for anew.
    await page.getByTestId('withdraw-SI').click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => si.innerText()).not.toContain('解锁审批中');
    expect(await si.innerText()).toContain('已锁定');
    await page.getByTestId('unlock-SI').waitFor();
    await expect.poll(waitingFor).toBe(before);
    await page.context().close();
  });

  it('locks a scope from the partner screen, and unlocks it at once where no approval is set', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_STAFF, { redirect: `/prm_coop/show/${coopId}` });
    const io = page.getByTestId('lock-row-IO');
    await io.waitFor();
    await page.getByTestId('lock-IO').click();
    await page.getByTestId('lock-submit').click();
    await page.getByText('请填写锁定原因').waitFor();
    await page.fill('#lock-reason', '对账未完成');
    await page.getByTestId('lock-submit').click();
    await expect.poll(() => io.innerText()).toContain('已锁定');
    expect(await io.innerText()).toContain('对账未完成');
    // The partner's details above follow (锁定状态 已锁定).
    await expect.poll(() => page.getByTestId('resource-show').innerText()).toContain('已锁定');

    // DEMO's IO unlock event needs no approval: a confirmation, then unlocked.
    await page.getByTestId('unlock-IO').click();
    await page.getByText('未设置审批流程').waitFor();
    await page.getByTestId('unlock-direct-ok').click();
    await expect.poll(() => io.innerText()).toContain('未锁定');
    await page.context().close();
  });
});
