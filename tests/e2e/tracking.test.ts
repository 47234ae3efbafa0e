import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf, routes } from '../../src/resources';
import { actionPaths } from '../../src/resources/screen-paths';
import { SHARE_SCOPES, displayNumber, shareCode, shareLink, type SharePrefix } from '../../src/schemas';
import { differs, formatFigure } from '../../src/components/tracking/format';
import { at, baseURL, launch, newPage, openWorkspaceTab } from './browser';
import { DEMO_ADMIN, loginAs } from './login';
import { apiCall } from './api';

/**
 * The public tracking pages opened from real share links of demo orders, on a 375 px phone and a
 * 1280 px screen; the order screens' share and track panels. Set-up reads orders through the API as
 * the DEMO administrator; everything asserted is what the browser shows.
 */

type Rec = Record<string, any>;
let token = '';

async function orders(prefix: SharePrefix): Promise<Rec[]> {
  // A list answers its own columns: ask for every readable field, the tests read the whole order.
  const resource = SHARE_SCOPES[prefix].resource;
  const fields = routes
    .find((r) => r.path === `/${resource}`)!
    .fields!.filter((f) => !f.writeOnly)
    .map((f) => f.name)
    .join(',');
  const res = await apiCall(token, 'GET', `/api/${resource}?current=1&size=50&fields=${fields}`);
  expect(res.code, JSON.stringify(res)).toBe(0);
  return res.data.records;
}

const linkOf = (prefix: SharePrefix, rec: Rec) =>
  shareLink(baseURL(), pathOf('ExternalOrderTrackPage'), shareCode(prefix, rec.orderUuid), displayNumber(prefix, rec));

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const ORANGE = 'rgb(250, 140, 22)';
const RED = 'rgb(245, 34, 45)';

/** Script files each page downloaded: the public pages must not load the main layout or the charts. */
const scriptsOf = new WeakMap<Page, string[]>();

async function openTrack(browser: Browser, viewport: { width: number; height: number }, link: string) {
  const page = await newPage(browser, viewport);
  const scripts: string[] = [];
  scriptsOf.set(page, scripts);
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(link);
  await page.getByTestId('track-header').waitFor();
  return page;
}

/** The page does not scroll sideways (wide tables scroll inside themselves). */
async function expectNoSideScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

/** Plan / confirmed figure of an info item: number rule and highlight colour. */
async function expectFigure(
  page: Page,
  key: string,
  plan: unknown,
  confirm: unknown,
  kind: Parameters<typeof formatFigure>[1],
  colour: string,
) {
  const cell = page.getByTestId(`info-${key}`);
  await expect(cell.getByTestId('plan-value').textContent()).resolves.toBe(formatFigure(plan, kind));
  const c = cell.getByTestId('confirm-value');
  await expect(c.textContent()).resolves.toBe(formatFigure(confirm, kind));
  const diff = differs(plan, confirm);
  await expect(c.getAttribute('data-diff')).resolves.toBe(String(diff));
  if (diff) await expect(c.evaluate((el) => getComputedStyle(el).color)).resolves.toBe(colour);
}

const SECTIONS: Record<SharePrefix, string[]> = {
  AF: ['order', 'flight', 'manifest', 'files', 'pictures'],
  AI: ['order', 'flight', 'manifest', 'files', 'pictures'],
  SE: ['order', 'track', 'manifest', 'files', 'pictures'],
  SI: ['order', 'track', 'manifest', 'files', 'pictures'],
  LC: ['order', 'files', 'pictures'],
};
const COLOUR: Record<SharePrefix, string> = { AF: ORANGE, AI: RED, SE: RED, SI: RED, LC: RED };

describe('public tracking pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
    const login = await fetch(`${baseURL()}/auth/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'password',
        username: '2|admin|DEMO',
        password: 'Demo@2026',
        client_id: 'web',
        client_secret: 'web',
      }),
    });
    token = (await login.json()).access_token;
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const prefix of ['AF', 'AI', 'SE', 'SI', 'LC'] as SharePrefix[]) {
    it(`${prefix}: a demo order's share link shows its number, QR code, sections and figures on a phone and a wide screen`, async () => {
      const list = await orders(prefix);
      const rec =
        list.find((r) => r.orderUuid && (prefix === 'LC' ? r.attachments?.length : r.routeTracks?.length) && r.confirmWeight != null) ??
        list.find((r) => r.orderUuid && (r.routeTracks?.length || r.attachments?.length));
      expect(rec, `a tracked ${prefix} demo order`).toBeTruthy();
      const number = prefix === 'LC' ? rec!.orderCode : displayNumber(prefix, rec!);
      for (const viewport of [PHONE, DESKTOP]) {
        const page = await openTrack(browser, viewport, linkOf(prefix, rec!));
        await expect(page.getByTestId('track-number').textContent()).resolves.toBe(number);
        await page.getByTestId('track-qr').locator('canvas').waitFor();
        await expect(page.getByTestId('track-qr-caption').textContent()).resolves.toBe(number);
        for (const s of SECTIONS[prefix]) await page.getByTestId(`section-${s}`).waitFor();
        await expectFigure(page, 'weight', rec!.planWeight, rec!.confirmWeight, 'weight', COLOUR[prefix]);
        await expectFigure(page, 'pieces', rec!.planPieces, rec!.confirmPieces, 'pieces', COLOUR[prefix]);
        if (prefix === 'LC') {
          // Opened by default: files with icons by extension, 100x100 picture thumbnails.
          await expect(
            page.getByTestId('file-link').evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')).sort()),
          ).resolves.toEqual(['excel', 'pdf']);
          const thumb = page.getByTestId('picture-thumb').first();
          await thumb.waitFor();
          const box = await thumb.boundingBox();
          expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([100, 100]);
        }
        if (prefix === 'SE' || prefix === 'SI') {
          await page.getByTestId('section-manifest').click();
          await page.getByText('当前订单没有可显示的舱单信息').waitFor();
          await page.getByTestId('track-table').waitFor();
        }
        if (viewport === PHONE) await expectNoSideScroll(page, PHONE.width);
        // Not the main layout: no sider, no top bar, neither its code nor the dashboard's charts.
        await expect(page.locator('.ant-layout-sider').count()).resolves.toBe(0);
        expect(scriptsOf.get(page)!.filter((u) => /MainLayout|Dashboard|StatsChart|echarts/i.test(u))).toEqual([]);
        await page.context().close();
      }
    });
  }

  it('AF: the route dialog highlights the newest event, the manifest dialog the last one', async () => {
    const list = await orders('AF');
    const rec = list.find((r) => r.orderUuid && r.routeTracks?.length > 1 && r.manifestList?.length);
    expect(rec, 'an AF demo order with route events and manifest records').toBeTruthy();
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openTrack(browser, viewport, linkOf('AF', rec!));
      await page.getByTestId('current-track-text').waitFor();
      await page.getByTestId('view-route').click();
      const events = page.getByTestId('route-event');
      await events.first().waitFor();
      await expect(events.count()).resolves.toBe(rec!.routeTracks.length);
      await expect(events.first().getAttribute('data-active')).resolves.toBe('true');
      await expect(events.nth(1).getAttribute('data-active')).resolves.toBe('false');
      await page.locator('.ant-modal-close:visible').click();
      await events.first().waitFor({ state: 'detached' });

      await page.getByTestId('view-manifest').click();
      const manifest = page.getByTestId('manifest-event');
      await manifest.first().waitFor();
      const n = await manifest.count();
      expect(n).toBeGreaterThan(0);
      await expect(manifest.nth(n - 1).getAttribute('data-active')).resolves.toBe('true');
      if (n > 1) await expect(manifest.first().getAttribute('data-active')).resolves.toBe('false');
      await page.locator('.ant-modal-close:visible').click();
      await page.context().close();
    }
  });

  it('an order without events shows the empty texts, "-" for missing figures, and the dialogs refuse to open', async () => {
    const created = await apiCall(token, 'POST', '/api/af_order', { orderCode: `E2E-TRK-${Date.now() % 100000}`, planPieces: 3 });
    expect(created.code, JSON.stringify(created)).toBe(0);
    const rec = (await apiCall(token, 'GET', `/api/af_order/${created.data.id}`)).data;
    expect(rec.orderUuid).toBeTruthy();
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openTrack(browser, viewport, linkOf('AF', rec));
      await page.getByTestId('empty-track').waitFor();
      await expect(page.getByTestId('empty-track').textContent()).resolves.toBe('当前订单没有可显示的轨迹信息');
      await expect(page.getByTestId('info-pieces').getByTestId('plan-value').textContent()).resolves.toBe('3');
      await expect(page.getByTestId('info-pieces').getByTestId('confirm-value').textContent()).resolves.toBe('-');
      await expect(page.getByTestId('info-weight').textContent()).resolves.toBe('- / -');
      await expect(page.getByTestId('info-goodsNameCn').textContent()).resolves.toBe('-');
      await page.getByTestId('section-manifest').click();
      await page.getByText('当前订单没有可显示的舱单信息').waitFor();
      await page.getByTestId('section-files').click();
      await page.getByText('当前订单没有可显示的相关文件').waitFor();
      await page.getByTestId('section-pictures').click();
      await page.getByText('当前订单没有可显示的图片').waitFor();
      await page.getByTestId('view-route').click();
      await page.getByText('暂无运单信息').waitFor();
      await page.getByTestId('view-manifest').click();
      await page.getByText('暂无舱单信息').waitFor();
      await expect(page.getByTestId('route-event').count()).resolves.toBe(0);
      await expect(page.getByTestId('manifest-event').count()).resolves.toBe(0);
      await page.context().close();
    }
  });

  it('delivery-notice links show on AF/LC pages when the service is on, and open the notice named after the declaration number', async () => {
    for (const prefix of ['AF', 'LC'] as SharePrefix[]) {
      const list = await orders(prefix);
      const rec = list.find((r) => r.orderUuid && r.warehouseService === true && r.outfieldService === false);
      expect(rec, `a ${prefix} demo order with only the warehouse service`).toBeTruthy();
      const declaration = /报关单号：(\d+)/.exec(rec!.deliveryNoticeText)![1];

      const page = await openTrack(browser, DESKTOP, linkOf(prefix, rec!));
      await page.getByTestId('notice-link-warehouse').waitFor();
      await expect(page.getByTestId('notice-link-storehouse').count()).resolves.toBe(0);
      const [popup] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('notice-link-warehouse').click()]);
      await popup.getByTestId('delivery-notice').waitFor();
      await expect(popup.getByTestId('notice-warehouse').textContent()).resolves.toBe(rec!.warehouseName);
      await expect(popup.getByTestId('notice-print').getAttribute('data-filename')).resolves.toBe(declaration);
      await page.context().close();

      // On a phone the link opens in the same window.
      const phone = await openTrack(browser, PHONE, linkOf(prefix, rec!));
      await phone.getByTestId('notice-link-warehouse').click();
      await phone.getByTestId('delivery-notice').waitFor();
      await expectNoSideScroll(phone, PHONE.width);
      await phone.context().close();
    }
    // Sea: the notice page takes the uuid itself.
    const se = (await orders('SE')).find((r) => r.orderUuid && r.warehouseService === true)!;
    const page = await newPage(browser, PHONE);
    await page.goto(at(`${pathOf('SeDeliveryNoticePage')}?o=${se.orderUuid}&flag=warehouse`));
    await page.getByTestId('delivery-notice').waitFor();
    await expect(page.getByTestId('notice-warehouse').textContent()).resolves.toBe(se.warehouseName);
    await page.context().close();
  });

  it('SE: MORE opens the third-party tracking site of the master bill (new window on a wide screen, same window on a phone)', async () => {
    const rec = (await orders('SE')).find((r) => r.orderUuid && r.mlbNumber)!;
    const fake = (page: Page) =>
      page
        .context()
        .route('https://www.track-trace.com/**', (route) =>
          route.fulfill({ status: 200, contentType: 'text/html', body: '<p>tracking</p>' }),
        );
    const page = await openTrack(browser, DESKTOP, linkOf('SE', rec));
    await fake(page);
    const [popup] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('track-more').click()]);
    await popup.waitForURL(/track-trace\.com/);
    expect(decodeURIComponent(popup.url())).toContain(rec.mlbNumber);
    await page.context().close();

    const phone = await openTrack(browser, PHONE, linkOf('SE', rec));
    await fake(phone);
    await phone.getByTestId('track-more').click();
    await phone.waitForURL(/track-trace\.com/);
    await phone.context().close();
  });

  it("without o the page says 未获取到查询相关信息; an unknown code gets the server's message", async () => {
    const page = await newPage(browser, PHONE);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/external/')) calls.push(r.url());
    });
    await page.goto(at(`${pathOf('ExternalOrderTrackPage')}?o=%20%20&code=x`));
    await page.getByTestId('track-no-query').waitFor();
    expect(calls).toEqual([]);
    await page.goto(at(`${pathOf('ExternalOrderTrackPage')}?o=AF00000000-0000-4000-8000-000000000000`));
    await page.getByText('未查询到相关订单信息').first().waitFor();
    await page.context().close();
  });

  it('the order screen shows the share link with copy and QR, and opens the track dialogs from the record', async () => {
    const list = await orders('AF');
    const rec = list.find((r) => r.orderUuid && r.routeTracks?.length && r.manifestList?.length)!;
    const page = await newPage(browser, DESKTOP);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
    const route = routes.find((r) => r.name === SHARE_SCOPES.AF.resource)!;
    // The share link is on the workspace's 沟通 tab, the track dialogs on 跟踪.
    const show = `${actionPaths(route).show!.replace(':id', String(rec.id))}?tab=talk`;
    await loginAs(page, DEMO_ADMIN, { redirect: show });
    const link = page.getByTestId('share-link');
    await link.waitFor();
    await expect(link.inputValue()).resolves.toBe(linkOf('AF', rec));
    await page.getByTestId('share-qr').locator('svg').waitFor();
    await page.getByTestId('share-copy').click();
    await page.getByText('操作成功').first().waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(linkOf('AF', rec));

    await openWorkspaceTab(page, 'track');
    await page.getByTestId('panel-view-track').click();
    const events = page.getByTestId('route-event');
    await events.first().waitFor();
    await expect(events.first().getAttribute('data-active')).resolves.toBe('true');
    await page.locator('.ant-modal-close:visible').click();
    await events.first().waitFor({ state: 'detached' });
    await page.getByTestId('panel-view-manifest').click();
    const manifest = page.getByTestId('manifest-event');
    await manifest.first().waitFor();
    await expect(manifest.last().getAttribute('data-active')).resolves.toBe('true');
    await page.context().close();
  });
});
