import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../src/resources/fieldsets/order';
import { at, launch, newPage } from './browser';
import { DEMO_ADMIN, hashPath, loginAs } from './login';
import { pageData } from './api';

/** Route and price search, the external price page's messages, and cargo tracking, in Chromium. */

const EXTERNAL = 'https://rates.example.test';

describe('route and price search in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('searches a lane from the dashboard and shows its rates with breaks, an estimate and 询价', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN);
    await page.getByTestId('route-search').waitFor();
    await page.locator('#lane-from').fill('pvg');
    // The organisation's airports are suggested as one types.
    await page.locator('.ant-select-item-option').filter({ hasText: 'PVG 上海浦东国际机场' }).click();
    await page.locator('#lane-to').fill('FRA');
    await page.getByTestId('lane-search').click();
    await page.waitForURL(/#\/panelSearch\?/);
    expect(hashPath(page)).toBe('/panelSearch?f=PVG&t=FRA');

    const tact = page.getByTestId('rates-tact');
    await tact.locator('tbody tr.ant-table-row').filter({ hasText: 'CA 中国国际航空' }).waitFor();
    await expect(tact.locator('tbody tr.ant-table-row').count()).resolves.toBe(3);
    await expect(tact.locator('tbody tr.ant-table-row').filter({ hasText: 'CA' }).innerText()).resolves.toContain('34.20');
    // The expired tariff is not offered; the valid ones name their supplier.
    const tariffs = page.getByTestId('rates-tariffs');
    await expect(tariffs.locator('tbody tr.ant-table-row').count()).resolves.toBe(3);
    await expect(tariffs.innerText()).resolves.toContain('迅达航空货运服务有限公司');
    await expect(tariffs.innerText()).resolves.not.toContain('已过期运价');

    await page.locator('#panel-weight').fill('100');
    await expect(
      tact.locator('tbody tr.ant-table-row').filter({ hasText: 'CA 中国国际航空' }).getByTestId('rate-estimate').innerText(),
    ).resolves.toBe('3080.00');

    await tact.locator('tbody tr.ant-table-row').filter({ hasText: 'CA 中国国际航空' }).getByTestId('rate-inquire').click();
    await page.waitForURL(/#\/af_order_inquiry\/create\?/);
    await expect(page.locator('#field-departureAirport').inputValue()).resolves.toBe('PVG');
    await expect(page.locator('#field-arrivalAirport').inputValue()).resolves.toBe('FRA');
    await expect(page.locator('#field-grossWeight').inputValue()).resolves.toBe('100.000');
    await page.context().close();
  });

  it('says so when a lane has no rates', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN, { redirect: '/panelSearch?f=PVG&t=SYD' });
    await expect(page.getByTestId('no-rates').innerText()).resolves.toBe('暂无 PVG → SYD 的运价');
    await page.context().close();
  });

  it('embeds the external price page with f and t, and only its own messages start the inquiry-agent flow', async () => {
    const page = await newPage(browser);
    // The server's PRICE_SEARCH_URL is covered by the server tests; here the browser is told one.
    await page.route('**/afbase/priceSearch/config', (r) =>
      r.fulfill({ json: { code: 0, data: { externalUrl: `${EXTERNAL}/search?lang=zh`, origin: EXTERNAL }, messageInfo: '' } }),
    );
    await page.route(`${EXTERNAL}/**`, (r) =>
      r.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><meta charset="utf-8"><p id="q"></p><script>
        document.getElementById('q').textContent = location.search;
        window.send = () => parent.postMessage({ key: 'create-yctop-order', data: { departure: 'PVG', destination: 'FRA', goodsName: '机械配件', pieces: '3', weight: '120', callback: 'yctopDone' } }, '*');
      </script>`,
      }),
    );
    await loginAs(page, DEMO_ADMIN, { redirect: '/panelSearch?f=PVG&t=FRA' });
    const frameEl = page.getByTestId('price-frame');
    await frameEl.waitFor();
    // Frame height = window height - 86 px (docs/behaviour.md §2.2.1, §2.9).
    const box = await frameEl.boundingBox();
    expect(Math.round(box!.height)).toBe(800 - 86);
    const frame = page.frameLocator('[data-testid="price-frame"]');
    await expect(frame.locator('#q').innerText()).resolves.toBe('?lang=zh&f=PVG&t=FRA');

    // The same message from anywhere else (here the app's own window) is ignored.
    await page.evaluate(() => window.postMessage({ key: 'create-yctop-order', data: { departure: 'PVG', destination: 'FRA' } }, '*'));
    await page.waitForTimeout(800);
    expect(await page.locator('.ant-modal-confirm').count()).toBe(0);
    expect(hashPath(page)).toBe('/panelSearch?f=PVG&t=FRA');

    // From the page: the agents are missing, so the user is asked; creating them says 保存成功！
    await frame.locator('#q').evaluate(() => (window as unknown as { send: () => void }).send());
    await page.locator('.ant-modal-confirm').filter({ hasText: '尚未创建运价平台的询价代理' }).waitFor();
    await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
    await page.locator('.ant-message-notice').filter({ hasText: '保存成功！' }).waitFor();
    await page.waitForURL(/#\/af_order_inquiry\/create\?/);
    const q = new URLSearchParams(hashPath(page).split('?')[1]);
    expect(Object.fromEntries(q)).toMatchObject({
      flag: 'yctop',
      callback: 'yctopDone',
      departureAirport: 'PVG',
      arrivalAirport: 'FRA',
      grossWeight: '120',
      pieces: '3',
      goodsName: '机械配件',
    });
    expect(Number(q.get('agentId'))).toBeGreaterThan(0);
    await expect(page.locator('#field-grossWeight').inputValue()).resolves.toBe('120.000');
    await expect(page.locator('#field-goodsName').inputValue()).resolves.toBe('机械配件');

    // Now the agents exist: the next message goes straight on.
    await page.goto(at('/panelSearch?f=PVG&t=FRA'));
    await frame.locator('#q').waitFor();
    await frame.locator('#q').evaluate(() => (window as unknown as { send: () => void }).send());
    await page.waitForURL(/#\/af_order_inquiry\/create\?/);
    expect(await page.locator('.ant-modal-confirm').count()).toBe(0);
    await page.context().close();
  });
});

describe('cargo tracking in Chromium', () => {
  let browser: Browser;
  let awb: string;
  let customer: string;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds an order by its master waybill, shows its status and route timeline, and records the visit', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN);
    const [order] = (await pageData(page, '/api/af_order?orderCode=AE000001&fields=awbNumber,customerNumber,orderStatus,routeTracks'))
      .records;
    awb = order.awbNumber;
    customer = order.customerNumber;

    // The dashboard's quick tool opens it.
    await page.getByTestId('quick-tool-newCargoTracking').click();
    await page.waitForURL(/#\/newCargoTracking$/);
    await page.locator('#cargo-number').fill(awb.replace('-', ''));
    await page.locator('#cargo-number').press('Enter');
    const hit = page.getByTestId('cargo-hit');
    await hit.first().waitFor();
    await expect(hit.count()).resolves.toBe(1);
    await expect(hit.getByTestId('cargo-hit-number').innerText()).resolves.toContain(awb);
    const statusName = ORDER_STATUS.find(([code]) => code === order.orderStatus)![1];
    await expect(hit.getByTestId('cargo-hit-status').innerText()).resolves.toBe(statusName);
    await expect(hit.innerText()).resolves.toContain('AE000001');

    await hit.getByTestId('cargo-view-route').click();
    const events = page.getByTestId('route-event');
    await events.first().waitFor();
    await expect(events.first().getAttribute('data-active')).resolves.toBe('true');
    await expect(events.count()).resolves.toBe(order.routeTracks.length);
    await page.locator('.ant-modal-close').click();
    await page.getByTestId('route-timeline').waitFor({ state: 'detached' });

    // The order link opens the order's detail screen.
    await hit.getByTestId('cargo-open-order').click();
    await page.waitForURL(new RegExp(`#/af_order/show/${order.id}$`));

    const visits = await pageData(page, '/hrs/userAccessRecord/getUserAccessRecordList');
    expect(visits.map((v: { path: string }) => v.path)).toContain('/newCargoTracking');
    await page.context().close();
  });

  it('answers the public page only with the customer reference, then links the full tracking page', async () => {
    const page = await newPage(browser);
    await page.goto(at('/cargoTracking'));
    await page.locator('#public-cargo-no').fill(awb);
    await page.locator('#public-cargo-verify').fill('PO-WRONG');
    await page.getByTestId('public-cargo-search').click();
    await expect(page.getByTestId('public-cargo-error').innerText()).resolves.toContain('未查询到相关货物信息');
    expect(await page.getByTestId('cargo-hit').count()).toBe(0);

    await page.locator('#public-cargo-verify').fill(customer);
    await page.getByTestId('public-cargo-search').click();
    const hit = page.getByTestId('cargo-hit');
    await hit.waitFor();
    await expect(hit.getByTestId('cargo-hit-number').innerText()).resolves.toContain(awb);
    // No internal order code without a login.
    await expect(hit.innerText()).resolves.not.toContain('AE000001');
    const href = await hit.getByTestId('cargo-share-link').getAttribute('href');
    expect(href).toMatch(/#\/externalOrderTrack\?o=AF[0-9a-f-]{36}/);
    await page.goto(href!);
    // The frame shows before the order's answer arrives: wait for the tracking header itself.
    await expect(page.getByTestId('track-header').innerText()).resolves.toContain(awb);
    await page.context().close();
  });
});
