import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, launch, newPage } from './browser';
import { pageApi, unreadMessageForStaff } from './api';
import { DEMO_ADMIN, DEMO_STAFF, loginAs } from './login';

/**
 * Hovers the bell until its counts panel shows and answers the panel. The top bar can still settle
 * (the user's name, the badge) as the mouse arrives, moving the bell from under it: leave and hover
 * again, as a user would (a pointer already resting on the bell would not enter it again).
 */
async function openBellPanel(page: Page) {
  const bell = page.getByTestId('notification-bell');
  const panel = page.getByTestId('notification-counts');
  await expect
    .poll(async () => {
      if (!(await panel.isVisible())) {
        await page.mouse.move(0, 300);
        await bell.hover();
      }
      return panel.isVisible();
    })
    .toBe(true);
  return panel;
}

const hexToRgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

describe('top bar, notifications and mobile layout in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('hovering the bell shows the approval and message counts the server answers', async () => {
    await unreadMessageForStaff('bell');
    const page = await newPage(browser);
    await loginAs(page, DEMO_STAFF, { redirect: '/notification' });
    const bell = page.getByTestId('notification-bell');
    await bell.waitFor();
    const todo = await pageApi(page, 'GET', '/prm/api/toDo?current=1&size=10');
    const unread = await pageApi(page, 'GET', '/prm/api/haveMessage?current=1&size=10');
    expect(todo.code).toBe(0);
    expect(unread.code).toBe(0);
    const approvals = (todo.data as { total: number }).total;
    const messages = unread.data as number;

    expect(await page.getByTestId('notification-counts').count()).toBe(0);
    const panel = await openBellPanel(page);
    await expect.poll(() => panel.getByTestId('count-approvals').innerText()).toBe(String(approvals));
    await expect.poll(() => panel.getByTestId('count-messages').innerText()).toBe(String(messages));
    // The badge is the sum.
    expect(messages).toBeGreaterThan(0);
    await expect.poll(() => bell.locator('.ant-badge-count').getAttribute('title')).toBe(String(approvals + messages));
    // Leaving the bell hides the panel again.
    await page.mouse.move(5, 700);
    await panel.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('keeps the chosen theme colour after a reload', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN, { redirect: '/notification' });
    const chosen = '#C41D7F';
    await page.getByTestId('theme-picker').locator('.ant-color-picker-trigger').click();
    const hex = page.locator('.ant-color-picker-hex-input input');
    await hex.fill(chosen.slice(1));
    await hex.press('Enter');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('themeColor'))).toBe(chosen);

    await page.reload();
    const avatar = page.getByTestId('user-menu').locator('.ant-avatar');
    await avatar.waitFor();
    await expect.poll(() => avatar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(hexToRgb(chosen));

    // Signed out, the login page's primary button is in the chosen colour too.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(at('/login'));
    await page.reload();
    const submit = page.locator('#login-submit');
    await submit.waitFor();
    expect(await submit.evaluate((el) => el.classList.contains('ant-btn-primary'))).toBe(true);
    await expect.poll(() => submit.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(hexToRgb(chosen));
    await page.context().close();
  });

  it('/notification?id=1 opens the messages tab, 10 per page', async () => {
    const title = await unreadMessageForStaff('tab');
    const page = await newPage(browser);
    const listRequest = page.waitForRequest((r) => r.url().includes('/prm/api/messageList'));
    await loginAs(page, DEMO_STAFF, { redirect: '/notification?id=1' });
    const query = new URL((await listRequest).url()).searchParams;
    expect(query.get('current')).toBe('1');
    expect(query.get('size')).toBe('10');
    const tabs = page.getByTestId('notification-tabs');
    await tabs.waitFor();
    await expect.poll(() => tabs.locator('.ant-tabs-tab-active').innerText()).toContain('消息');
    const answer = await pageApi(page, 'GET', '/prm/api/messageList?current=1&size=10');
    const total = (answer.data as { total: number }).total;
    const items = page.getByTestId('message-item');
    expect(total).toBeGreaterThan(0);
    // The newest first: the message just sent heads the list.
    await items.first().waitFor();
    expect(await items.first().innerText()).toContain(title);
    expect(await items.count()).toBe(Math.min(10, total));
    const pages = await page.locator('.ant-list-pagination .ant-pagination-item').count();
    expect(pages).toBe(Math.ceil(total / 10));

    // The approvals tab (id=0) is the other one.
    await tabs.locator('.ant-tabs-tab', { hasText: '审批' }).click();
    await page.waitForURL(/#\/notification\?id=0/);
    await page.context().close();
  });

  it('clicking an unread message marks it read and lowers the unread count', async () => {
    await unreadMessageForStaff('click');
    const page = await newPage(browser);
    await loginAs(page, DEMO_STAFF, { redirect: '/notification?id=1' });
    const unread = page.locator('[data-testid="message-item"][data-read="0"]');
    const before = (await pageApi(page, 'GET', '/prm/api/haveMessage')).data as number;
    expect(before).toBeGreaterThan(0);
    await unread.first().waitFor();
    // The list shows the newest first, as the call answers: the first unread one is the one clicked.
    const listed = (await pageApi(page, 'GET', '/prm/api/messageList?current=1&size=10')).data as {
      records: { read: boolean; link: string | null }[];
    };
    const link = listed.records.find((m) => !m.read)?.link;
    await unread.first().click();
    await expect.poll(async () => (await pageApi(page, 'GET', '/prm/api/haveMessage')).data).toBe(before - 1);
    // The message also opens what it is about: an approval's message opens its decision dialog (closed here).
    if (link?.includes('approvalId=')) {
      const dialog = page.getByTestId('approval-dialog');
      await dialog.waitFor();
      await page.locator('.ant-modal-close').click();
      await dialog.waitFor({ state: 'detached' });
    }
    const panel = await openBellPanel(page);
    await expect.poll(() => panel.getByTestId('count-messages').innerText()).toBe(String(before - 1));
    await page.context().close();
  });

  it('at 375 px wide shows the mobile layout: no fixed sider, the toggle opens the menu drawer', async () => {
    const page = await newPage(browser, { width: 375, height: 740 });
    await loginAs(page, DEMO_ADMIN, { redirect: '/notification' });
    await page.getByTestId('notification-tabs').waitFor();
    expect(await page.locator('.ant-layout-sider').count()).toBe(0);
    expect(await page.getByTestId('sider-menu').count()).toBe(0);
    await page.getByTestId('menu-toggle').click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.waitFor();
    await drawer.getByTestId('sider-menu').getByText('空运管理').first().waitFor();
    // Below 768 px the frequent-menu block is the compact one.
    const block = drawer.getByTestId('frequent-menu-block');
    await block.waitFor();
    expect(await block.getAttribute('data-small')).toBe('1');
    await page.context().close();
  });
});
