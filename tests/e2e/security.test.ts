import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf, routes } from '../../src/resources';
import { SHARE_SCOPES, shareCode, type SharePrefix } from '../../src/schemas';
import { splitAttachments } from '../../src/components/tracking/format';
import { actionPaths } from '../../src/resources/screen-paths';
import { apiCall, tokenOf } from './api';
import { at, contextOptions, launch } from './browser';
import { DEMO_ADMIN, DEMO_STAFF, dismissWelcome, loginAs } from './login';

/**
 * The browser half of issue 10's security work (docs/security.md): the Content-Security-Policy keeps
 * the app, echarts, Quill, the QR codes, the chat and the tracking pages working (every violation is
 * a failure); pasted pictures are stored in the product; the app opens only safe addresses; the
 * version check is a conditional request; warning toasts last 5 s and the 403 notice 3 s.
 */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/** A context whose pages record every CSP violation, from the DOM event and from the console. */
async function watchedContext(browser: Browser): Promise<{ context: BrowserContext; violations: string[] }> {
  const context = await browser.newContext(contextOptions());
  const violations: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as any).__csp = [...((window as any).__csp ?? []), `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`];
    });
  });
  context.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  return { context, violations };
}

const domViolations = async (page: Page) => (await page.evaluate(() => (window as any).__csp ?? [])) as string[];

describe('security in Chromium', () => {
  let browser: Browser;
  let admin: string;
  beforeAll(async () => {
    browser = await launch();
    admin = await tokenOf('2|admin|DEMO');
  });
  afterAll(async () => {
    await browser?.close();
  });
  // A list answers its own columns: ask for every readable field of an order, the tests read whole orders.
  const orderFields = (resource: string) =>
    routes
      .find((r) => r.path === `/${resource}`)!
      .fields!.filter((f) => !f.writeOnly)
      .map((f) => f.name)
      .join(',');

  it('the CSP keeps the login page, dashboard chart, Quill, QR codes, chat and tracking pages working, with no violation', async () => {
    const { context, violations } = await watchedContext(browser);
    const page = await context.newPage();
    const seen: string[] = [];
    const check = async (where: string) => {
      seen.push(...(await domViolations(page)).map((v) => `${where}: ${v}`));
    };

    // Login page, then the dashboard with its echarts canvas.
    const first = await page.goto(at('/login'));
    expect(first!.headers()['content-security-policy']).toMatch(/script-src 'self'/);
    await page.locator('#login-submit').waitFor();
    await check('login');
    await loginAs(page, DEMO_ADMIN);
    await page.locator('[data-testid="stats-chart"][data-scope="AE"] canvas').first().waitFor();
    await check('dashboard');

    // Quill: the notice editor, typed in.
    await page.goto(at('/hrs_notice/create'));
    const editor = page.locator('.ql-editor');
    await editor.waitFor();
    await editor.click();
    await page.keyboard.type('内容');
    await page.locator('.ql-toolbar .ql-bold').click();
    await check('quill');

    // An order's share panel: link and QR code (svg).
    const order = (
      await apiCall(admin, 'GET', `/api/${SHARE_SCOPES.AF.resource}?current=1&size=20&fields=${orderFields(SHARE_SCOPES.AF.resource)}`)
    ).data.records.find((r: any) => r.orderUuid);
    const route = routes.find((r) => r.name === SHARE_SCOPES.AF.resource)!;
    await page.goto(at(`${actionPaths(route).show!.replace(':id', String(order.id))}?tab=talk`));
    await page.getByTestId('share-qr').locator('svg').waitFor();
    await check('share panel');

    // The public tracking pages (QR canvas, pictures from the file store). An order with a stored
    // picture: other files' tests add orders with other attachments, and the newest come first.
    for (const prefix of ['AF', 'SE', 'LC'] as SharePrefix[]) {
      const rec = (
        await apiCall(
          admin,
          'GET',
          `/api/${SHARE_SCOPES[prefix].resource}?current=1&size=50&fields=${orderFields(SHARE_SCOPES[prefix].resource)}`,
        )
      ).data.records.find((r: any) => r.orderUuid && splitAttachments<{ fileUrl?: string }>(r.attachments).pictures.some((p) => p.fileUrl));
      await page.goto(at(`${pathOf('ExternalOrderTrackPage')}?o=${shareCode(prefix, rec.orderUuid)}`));
      await page.getByTestId('track-qr').locator('canvas').waitFor();
      // A stored picture really loads under the policy.
      const thumb = page.locator('img[data-testid="picture-thumb"], [data-testid="picture-thumb"] img').first();
      await thumb.waitFor();
      await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await check(`tracking ${prefix}`);
    }

    // Chat over the same-origin WebSocket (staff have the chat entitlement).
    const staff = await context.newPage();
    const ready = new Promise<void>((resolve) =>
      staff.on('websocket', (ws) => ws.on('framereceived', (f) => String(f.payload).includes('"ready"') && resolve())),
    );
    await loginAs(staff, DEMO_STAFF, { redirect: '/notification' });
    await staff.getByTestId('chat-toggle').waitFor();
    await ready;
    seen.push(...(await domViolations(staff)).map((v) => `chat: ${v}`));

    expect([...seen, ...violations]).toEqual([]);

    // The watch itself works: an injected inline script is refused and counted.
    await page.evaluate(() => {
      const el = document.createElement('script');
      el.textContent = 'window.__ran = true';
      document.body.append(el);
    });
    await expect.poll(async () => (await domViolations(page)).length).toBe(1);
    expect(await page.evaluate(() => (window as any).__ran)).toBeUndefined();
    await context.close();
  });

  it('stores a picture pasted into the rich-text editor in the product and saves its address', async () => {
    const { context, violations } = await watchedContext(browser);
    const page = await context.newPage();
    await loginAs(page, DEMO_ADMIN, { redirect: '/hrs_notice/create' });
    const title = `图片公告 ${Date.now()}`;
    await page.locator('#field-noticeTitle').fill(title);
    await page.locator('#field-noticeType').click();
    await page.locator('.ant-select-item-option', { hasText: '更新' }).click();
    const editor = page.locator('.ql-editor');
    await editor.waitFor();
    await editor.click();
    const upload = page.waitForResponse((r) => r.url().includes('/api/upload?kind=image') && r.request().method() === 'POST');
    // A screenshot on the clipboard, pasted.
    await editor.evaluate(
      (el, bytes) => {
        const file = new File([new Uint8Array(bytes)], 'screenshot.png', { type: 'image/png' });
        const data = new DataTransfer();
        data.items.add(file);
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      },
      [...PNG],
    );
    expect((await upload).status()).toBe(200);
    const img = editor.locator('img');
    await img.waitFor();
    await expect.poll(() => img.getAttribute('src')).toMatch(/^\/files\/[0-9a-f-]{36}\/screenshot\.png$/);
    await page.waitForTimeout(400); // the editor reports changes after 250 ms of quiet
    await page.getByTestId('save-button').click();
    await page.waitForURL(/#\/hrs_notice$/);
    const saved = (
      await apiCall(admin, 'GET', `/api/hrs_notice?noticeTitle_like=${encodeURIComponent(title)}&fields=noticeTitle,noticeContent`)
    ).data.records[0];
    expect(saved.noticeContent).toMatch(/<img src="\/files\/[0-9a-f-]{36}\/screenshot\.png" \/>/);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('opens the user manual only when its address is http(s) or a stored file', async () => {
    const { context } = await watchedContext(browser);
    const page = await context.newPage();
    await loginAs(page, DEMO_ADMIN);
    // Failed once in CI: the click met the welcome card appearing over the page, and no answer came.
    await dismissWelcome(page);
    let manual = 'javascript:document.title="pwned"';
    // The answer as a compromised or old server might give it.
    await page.route('**/hrs/permission/374', (r) =>
      r.fulfill({ json: { code: 0, data: { helpDocumentUrl: manual }, messageInfo: '操作成功' } }),
    );
    await context.route('https://docs.example.com/**', (r) => r.fulfill({ contentType: 'text/html', body: '<title>manual</title>' }));
    const popups: Page[] = [];
    context.on('page', (p) => popups.push(p));

    await page.getByTestId('help-manual').click();
    await page.locator('.ant-message-notice', { hasText: '未获取到帮助文档' }).first().waitFor();
    await expect.poll(() => popups.filter((p) => !p.isClosed()).length).toBe(0);
    expect(await page.title()).not.toBe('pwned');

    manual = 'https://docs.example.com/manual.pdf';
    await page.getByTestId('help-manual').click();
    await expect.poll(() => popups.filter((p) => !p.isClosed()).map((p) => p.url())).toEqual(['https://docs.example.com/manual.pdf']);
    await context.close();
  });

  it('checks the version on each click with a conditional request answered 304', async () => {
    const { context } = await watchedContext(browser);
    const page = await context.newPage();
    await loginAs(page, DEMO_ADMIN, { redirect: '/notification' });
    await page.getByTestId('notification-tabs').waitFor();
    // What went over the wire: Playwright (and the page) see a revalidated answer as the cached 200.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const versionRequests = new Set<string>();
    const statuses: number[] = [];
    cdp.on('Network.requestWillBeSent', (e: any) => {
      if (new URL(e.request.url).pathname === '/version.json') versionRequests.add(e.requestId);
    });
    cdp.on('Network.responseReceivedExtraInfo', (e: any) => {
      if (versionRequests.has(e.requestId)) statuses.push(e.statusCode);
    });
    // Click the tab already open: the middle of the tabs is now a demo approval's row, which opens its dialog.
    const openTab = page.getByTestId('notification-tabs').locator('.ant-tabs-tab-active');
    // A click while a check is still on its way joins that check (src/providers/version.ts), and the
    // status is seen before the page has done with the answer: click until the click makes its own check.
    for (let i = 0; i < 3; i++) {
      const before = statuses.length;
      await expect
        .poll(
          async () => {
            if (statuses.length === before) await openTab.click();
            return statuses.length;
          },
          { timeout: 10_000 },
        )
        .toBeGreaterThan(before);
    }
    expect(statuses.length).toBeGreaterThanOrEqual(3);
    expect(statuses.filter((s) => s !== 304)).toEqual([]);
    await context.close();
  });

  it('warning toasts last 5 s and the 403 notice 3 s', async () => {
    const { context } = await watchedContext(browser);
    const page = await context.newPage();
    await page.clock.install();
    await loginAs(page, DEMO_ADMIN, { redirect: '/notification' });
    await page.getByTestId('notification-tabs').waitFor();
    // The two pages' code loads in real time while the clock is paused below: load it now, clock running.
    for (const path of ['/api/hrs_dept', '/api/hrs_role']) {
      const listed = page.waitForResponse((r) => new URL(r.url()).pathname === path);
      await page.goto(at(path.slice(4)));
      await listed;
    }
    await page.goto(at('/notification'));
    await page.getByTestId('notification-tabs').waitFor();
    // A 403 and a failed call with the server's message, through the app's own client.
    await page.route('**/api/hrs_dept?*', (r) => r.fulfill({ status: 403, json: { code: 403, data: null, messageInfo: 'forbidden' } }));
    await page.route('**/api/hrs_role?*', (r) => r.fulfill({ status: 409, json: { code: 409, data: null, messageInfo: '记录已被修改' } }));
    await page.mouse.move(1, 1); // a hovered notice would wait
    // From here the page's clock moves only when told to, 100 ms at a time; `now` is its time.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    let now = 0;
    const runUntil = async (done: () => Promise<boolean>, limit: number) => {
      while (!(await done())) {
        if (now >= limit) return false;
        await page.clock.runFor(100);
        now += 100;
      }
      return true;
    };
    // Notices on screen with a text, not counting one already leaving (its fade-out runs in real time).
    const onScreen = (text: string) =>
      page.evaluate(
        (t) =>
          [...document.querySelectorAll('.ant-notification-notice')].filter(
            (n) => n.textContent?.includes(t) && !n.closest('[class*="-leave"]'),
          ).length,
        text,
      );
    const FORBIDDEN = '您没有操作权限，请联系管理员';
    const WARNING = '操作失败，记录已被修改';
    const shown = (text: string) => async () => (await onScreen(text)) > 0;
    const gone = (text: string) => async () => (await onScreen(text)) === 0;

    await page.goto(at('/hrs_dept'));
    expect(await runUntil(shown(FORBIDDEN), 3000)).toBe(true);
    const t403 = now;
    await page.goto(at('/hrs_role'));
    expect(await runUntil(shown(WARNING), t403 + 1500)).toBe(true);
    const tWarning = now;

    await runUntil(async () => false, t403 + 2500);
    expect(await onScreen(FORBIDDEN)).toBe(1);
    expect(await runUntil(gone(FORBIDDEN), t403 + 4000)).toBe(true);
    // The clock moves in 100 ms steps and a notice appears somewhere inside one: 3 s, within a step.
    expect(now - t403).toBeGreaterThanOrEqual(2900);
    expect(now - t403).toBeLessThanOrEqual(3200);
    expect(await onScreen(WARNING)).toBe(1);
    await runUntil(async () => false, tWarning + 4500);
    expect(await onScreen(WARNING)).toBe(1);
    expect(await runUntil(gone(WARNING), tWarning + 6000)).toBe(true);
    expect(now - tWarning).toBeGreaterThanOrEqual(4900);
    expect(now - tWarning).toBeLessThanOrEqual(5200);
    await context.close();
  });
});
