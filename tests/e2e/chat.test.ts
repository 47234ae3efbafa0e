import type { Browser, Page, WebSocket } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, newPage } from './browser';
import { confirmLogout, DEMO2_ADMIN, DEMO_STAFF, loginAs, openLogoutConfirm, type Login } from './login';

/**
 * Chat in two browser contexts (docs/chat.md): DEMO's staff member 张三 and 陈静 of the partner
 * DEMOSUP, which DEMO names as its supplier and which names DEMO back.
 */

const PARTNER: Login = { tab: 'admin', login: 'chenjing', org: 'DEMOSUP' };
const OPENING = '您好，我想咨询一下贵司的服务。';

/** A token of a demo user, through the password grant the login page uses. */
async function tokenOf(username: string): Promise<string> {
  const r = await fetch(`${baseURL()}/auth/oauth/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from('web:web').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password: 'Demo@2026' }).toString(),
  });
  return (await r.json()).access_token;
}

async function call(token: string, method: string, path: string, body?: unknown) {
  const r = await fetch(`${baseURL()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return r.json();
}

const toggle = (page: Page) => page.getByTestId('chat-toggle');
const unread = async (page: Page) => Number(await toggle(page).getAttribute('data-unread'));
const badgeText = (page: Page) => toggle(page).locator('.ant-badge-count').innerText();

describe('chat between a forwarder and its supplier in Chromium', () => {
  let browser: Browser;
  let staff: Page;
  let partner: Page;
  const partnerSockets: WebSocket[] = [];
  /** The send frames 张三's page put on the socket, by clientId, and when. */
  const sends: Record<string, number> = {};
  const sentAt: number[] = [];

  beforeAll(async () => {
    browser = await launch();
    staff = await newPage(browser);
    partner = await newPage(browser);
    // 陈静 is online once her page's chat socket has said ready.
    const partnerReady = new Promise<void>((resolve) =>
      partner.on('websocket', (ws) => {
        partnerSockets.push(ws);
        ws.on('framereceived', (f) => {
          if (String(f.payload).includes('"ready"')) resolve();
        });
      }),
    );
    // 张三's first send never reaches the server: the page is told it failed (as a dropped
    // network would), so the opening text must be sent again after 5 s.
    await staff.routeWebSocket(/\/api-uc\/yxim\/ws$/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((data) => {
        const frame = JSON.parse(String(data));
        if (frame.type === 'send') {
          sends[frame.clientId] = (sends[frame.clientId] ?? 0) + 1;
          sentAt.push(Date.now());
          if (Object.values(sends).reduce((a, b) => a + b, 0) === 1) {
            ws.send(JSON.stringify({ type: 'error', code: 503, message: 'network', clientId: frame.clientId }));
            return;
          }
        }
        server.send(data);
      });
    });
    await loginAs(staff, DEMO_STAFF, { redirect: '/notification' });
    await loginAs(partner, PARTNER, { redirect: '/notification' });
    await partnerReady;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('starts a chat with a supplier: the opening text fails once, is resent after 5 s and arrives', async () => {
    await toggle(staff).click();
    const window = staff.getByTestId('chat-window');
    await window.waitFor();
    // No conversations yet: the window opens on 联系人.
    expect(await window.getByRole('tab', { selected: true }).innerText()).toBe('联系人');
    expect(await window.getByRole('tab').allInnerTexts()).toEqual(['聊天', '联系人']);
    const chen = window.getByTestId('chat-contact').filter({ hasText: '陈静' });
    await chen.waitFor();
    expect(await chen.getAttribute('data-accid')).toMatch(/^im\d+$/);
    expect(await chen.innerText()).toContain('在线');
    await chen.click();

    await expect.poll(() => window.getByRole('tab', { selected: true }).innerText()).toBe('聊天');
    expect(await staff.getByTestId('chat-peer').innerText()).toBe('陈静');
    await staff.getByTestId('chat-outgoing-failed').waitFor();
    // Resent by itself, with the same clientId, and now stored.
    await staff.getByTestId('chat-message-mine').filter({ hasText: OPENING }).waitFor({ timeout: 15_000 });
    expect(Object.values(sends)).toEqual([2]);
    // Not before 5 s (a lower bound only: a busy machine may take longer, never less).
    expect(sentAt[1] - sentAt[0]).toBeGreaterThanOrEqual(4900);
    expect(await staff.getByTestId('chat-outgoing-failed').count()).toBe(0);
  });

  it('the partner sees the unread badge rise, reads the message and the badge clears', async () => {
    await expect.poll(() => unread(partner), { timeout: 15_000 }).toBe(1);
    expect(await badgeText(partner)).toBe('1');
    await toggle(partner).click();
    const window = partner.getByTestId('chat-window');
    await window.getByTestId('chat-conversation').filter({ hasText: '张三' }).click();
    await partner.getByTestId('chat-message-theirs').filter({ hasText: OPENING }).waitFor();
    await expect.poll(() => unread(partner)).toBe(0);
    // The badge zooms out and is gone.
    await toggle(partner).locator('.ant-badge-count').waitFor({ state: 'detached' });
    // 张三 sees that it was read.
    await expect.poll(() => staff.getByTestId('chat-read-mark').last().innerText()).toBe('已读');
  });

  it('ignores blank input and delivers a reply at once to the open window', async () => {
    const input = partner.getByTestId('chat-input');
    await input.fill('   \n  ');
    await partner.getByTestId('chat-send').click();
    expect(await partner.getByTestId('chat-outgoing-sending').count()).toBe(0);
    expect(await partner.getByTestId('chat-message-mine').count()).toBe(0);

    await input.fill('您好！请问货物是什么品名？');
    await input.press('Enter');
    await partner.getByTestId('chat-message-mine').filter({ hasText: '请问货物是什么品名' }).waitFor();
    expect(await input.inputValue()).toBe('');
    await staff.getByTestId('chat-message-theirs').filter({ hasText: '请问货物是什么品名' }).waitFor();
    // 张三 has the conversation open, so it is read at once.
    await expect.poll(() => unread(staff)).toBe(0);
  });

  it('shows a picture as a thumbnail', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const chooser = partner.waitForEvent('filechooser');
    await partner.getByTestId('chat-image-button').click();
    await (await chooser).setFiles({ name: '货物.png', mimeType: 'image/png', buffer: png });
    const thumb = staff.getByTestId('chat-message-theirs').locator('img');
    await thumb.waitFor();
    const box = await thumb.boundingBox();
    expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([100, 100]);
    expect(await thumb.getAttribute('src')).toMatch(/^\/files\/[0-9a-f-]{36}\/.+\.png$/);
  });

  it('shows 99+ above 99 unread messages and clears as they are read', async () => {
    // 张三 closes the window, so what comes now stays unread.
    await toggle(staff).click();
    await staff.getByTestId('chat-window').waitFor({ state: 'detached' });
    const staffId = (await call(await tokenOf('0|13800138000|DEMO'), 'GET', '/api-uc/yxim/query/user')).data.xyNumber;
    // Two senders, 50 each, stay under the per-minute limit of each.
    for (const login of ['chenjing', 'liuyang']) {
      const token = await tokenOf(`2|${login}|DEMOSUP`);
      const conv = (await call(token, 'POST', '/api-uc/yxim/conversations', { accid: staffId })).data.conversationId;
      for (let i = 1; i <= 50; i++) {
        const r = await call(token, 'POST', `/api-uc/yxim/conversations/${conv}/messages`, { kind: 'text', content: `${login} 第${i}条` });
        expect(r.code, JSON.stringify(r)).toBe(0);
      }
    }
    await expect.poll(() => unread(staff), { timeout: 20_000 }).toBe(100);
    expect(await badgeText(staff)).toBe('99+');

    await toggle(staff).click();
    const window = staff.getByTestId('chat-window');
    await window.getByTestId('chat-tab-chats').click();
    await window.getByTestId('chat-conversation').filter({ hasText: '刘洋' }).click();
    await expect.poll(() => unread(staff)).toBe(50);
    expect(await badgeText(staff)).toBe('50');
    await window.getByTestId('chat-conversation').filter({ hasText: '陈静' }).click();
    await expect.poll(() => unread(staff)).toBe(0);
  });

  it('ends the chat session at logout', async () => {
    const chatSockets = partnerSockets.filter((w) => w.url().endsWith('/api-uc/yxim/ws'));
    expect(chatSockets.filter((w) => !w.isClosed())).toHaveLength(1);
    await openLogoutConfirm(partner);
    await confirmLogout(partner);
    await expect.poll(() => chatSockets.every((w) => w.isClosed())).toBe(true);
    expect(await partner.getByTestId('chat-toggle').count()).toBe(0);
  });

  it('shows no chat entry to an organisation without the chat entitlement', async () => {
    // A browser of its own: this does not depend on the logout above having worked.
    const other = await newPage(browser);
    await loginAs(other, DEMO2_ADMIN, { redirect: '/notification' });
    // The top bar has the user's answer (the organisation's name shows), which decides the entry.
    await expect.poll(() => other.getByTestId('org-info').innerText()).not.toBe('');
    expect(await toggle(staff).count()).toBe(1);
    expect(await other.getByTestId('chat-toggle').count()).toBe(0);
    await other.context().close();
  });
});
