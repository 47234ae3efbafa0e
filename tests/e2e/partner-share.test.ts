import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf } from './api';
import { at, contextOptions, launch } from './browser';
import { DEMO_ADMIN, loginAs } from './login';

/**
 * A partner's pages in Chromium (docs/partner-share.md): staff issue the address-binding link and the
 * order-track address from the partner's record; a fresh browser without a login opens each, keeps
 * the partner's addresses under the party rules, and lists its orders with tracking links and QR
 * codes; staff then see the binding state. No CSP violation on the way.
 */

async function fresh(browser: Browser): Promise<{ page: Page; violations: string[] }> {
  const context = await browser.newContext(contextOptions());
  const violations: string[] = [];
  context.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  return { page: await context.newPage(), violations };
}

describe('partner address binding and order track links in Chromium', () => {
  let browser: Browser;
  let coopId: number;
  const tag = Date.now().toString(36).toUpperCase();
  const code = `E2EPS${tag}`;
  const name = `链接测试伙伴${tag}`;
  const orderCode = `E2E-PS-${tag}`;
  const AWB = '781-76543213';

  beforeAll(async () => {
    browser = await launch();
    const token = await tokenOf('2|admin|DEMO');
    const coop = await apiCall(token, 'POST', '/api/prm_coop', { coopCode: code, coopName: name, coopType: 'customer' });
    coopId = coop.data.id;
    const order = await apiCall(token, 'POST', '/api/af_order', {
      orderCode,
      awbNumber: AWB,
      customerId: coopId,
      departureStation: 'PVG',
      arrivalStation: 'FRA',
      expectDeparture: '2026-06-01',
    });
    expect(order.code, JSON.stringify(order)).toBe(0);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lets the partner bind its addresses by the link staff issued, checked by the party rules', async () => {
    const staff = await fresh(browser);
    await loginAs(staff.page, DEMO_ADMIN, { redirect: `/prm_coop/show/${coopId}` });
    const panel = staff.page.getByTestId('partner-share-panel');
    await panel.waitFor();
    await panel.getByText('尚未签发').first().waitFor();
    await staff.page.getByTestId('partner-bind-link').click();
    const urlInput = staff.page.getByTestId('partner-bind-url-url');
    await urlInput.waitFor();
    const link = await urlInput.inputValue();
    expect(link).toMatch(/#\/externalCoopShare\?t=coopLink\./);
    await staff.page.getByTestId('partner-bind-url-qr').locator('svg').waitFor();

    // The partner, not logged in.
    const partner = await fresh(browser);
    await partner.page.goto(link);
    await partner.page.getByTestId('partner-name').getByText(name).waitFor();
    await partner.page.getByText('尚未绑定地址').waitFor();
    await partner.page.getByTestId('address-add').click();
    const entry = partner.page.getByTestId('address-0');
    await entry.getByText('收货人', { exact: true }).click();
    await partner.page.getByTestId('address-0-default').click();
    await partner.page.getByTestId('address-0-scName').fill('ACME USA INC');
    await partner.page.getByTestId('address-0-nationCode').fill('US');
    await partner.page.getByTestId('address-0-cityNameEn').fill('LOS ANGELES');
    await partner.page.getByTestId('address-0-postCode').fill('9000');
    await partner.page.getByTestId('address-save').click();
    await entry.getByText('美国邮编必须是5位数字').waitFor();
    await entry.getByText('美国、加拿大、墨西哥必须填写2位字母的州/省代码').waitFor();
    await partner.page.getByTestId('address-0-postCode').fill('90001');
    await partner.page.getByTestId('address-0-stateCode').fill('CA');
    await partner.page.getByTestId('address-save').click();
    await partner.page.getByText('保存成功').first().waitFor();
    // Reopened, the link shows what was kept.
    await partner.page.reload();
    await partner.page.getByTestId('address-0-scName').waitFor();
    expect(await partner.page.getByTestId('address-0-scName').inputValue()).toBe('ACME USA INC');
    expect(await partner.page.getByTestId('address-0-postCode').inputValue()).toBe('90001');

    // Staff see the partner's address on its record and its state on the binding page.
    await staff.page.reload();
    await staff.page.getByTestId('partner-addresses').getByText('ACME USA INC').waitFor();
    await staff.page.goto(at('/externalCoopShare'));
    await staff.page.getByTestId('partner-bindings').waitFor();
    await staff.page.getByTestId('partner-bindings-search').locator('input').fill(code);
    await staff.page.getByTestId('partner-bindings-search').locator('input').press('Enter');
    const row = staff.page.getByTestId('partner-bindings').locator('tr', { hasText: code });
    await row.getByText('已绑定').waitFor();
    await row.getByText('ACME USA INC').waitFor();

    // A tampered link is refused like any bad one.
    const bad = await fresh(browser);
    await bad.page.goto(link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
    await bad.page.getByTestId('partner-link-failed').getByText('链接无效或已过期').waitFor();

    // Staff revoke the link on the partner's record; the partner's next visit is refused.
    const linkId = Number.parseInt(decodeURIComponent(link.split('t=')[1]).split('.')[2], 36);
    await staff.page.goto(at(`/prm_coop/show/${coopId}`));
    const links = staff.page.getByTestId('partner-links');
    await links.getByText('有效').first().waitFor();
    await staff.page.getByTestId(`partner-link-revoke-${linkId}`).click();
    await staff.page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await links.locator('tr', { hasText: '已撤销' }).waitFor();
    await partner.page.reload();
    await partner.page.getByTestId('partner-link-failed').getByText('链接无效或已过期').waitFor();

    expect([...staff.violations, ...partner.violations, ...bad.violations]).toEqual([]);
    for (const p of [staff, partner, bad]) await p.page.context().close();
  });

  it('shows the partner its orders with tracking links and QR codes by its order-track address', async () => {
    const staff = await fresh(browser);
    await loginAs(staff.page, DEMO_ADMIN, { redirect: `/prm_coop/show/${coopId}` });
    await staff.page.getByTestId('partner-track-link').click();
    const urlInput = staff.page.getByTestId('partner-track-url-url');
    await urlInput.waitFor();
    const link = await urlInput.inputValue();
    expect(link).toMatch(/#\/orderShareQrcodeTrack\?t=coopTrackLink\./);

    const partner = await fresh(browser);
    await partner.page.goto(link);
    await partner.page.getByTestId('partner-name').getByText(name).waitFor();
    const row = partner.page.getByTestId('partner-orders').locator('tr', { hasText: orderCode });
    await row.waitFor();
    await row.getByText('PVG → FRA').waitFor();
    await row.getByText('2026-06-01').waitFor();
    await row.getByTestId('partner-order-qr').locator('svg').waitFor();
    const track = await row.getByTestId('partner-order-track').getAttribute('href');
    expect(track).toMatch(/#\/externalOrderTrack\?o=AF[0-9a-f-]{36}/);
    expect(track).toContain(`code=${AWB}`);
    // The tracking link opens the public order page of that order.
    await partner.page.goto(track!);
    await partner.page.getByTestId('current-track').waitFor();

    // Bare, without a login, the page says how to get there.
    const bare = await fresh(browser);
    await bare.page.goto(at('/orderShareQrcodeTrack'));
    await bare.page.getByTestId('partner-need-link').waitFor();

    expect([...staff.violations, ...partner.violations, ...bare.violations]).toEqual([]);
    for (const p of [staff, partner, bare]) await p.page.context().close();
  });
});
