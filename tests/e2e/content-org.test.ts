import Decimal from 'decimal.js';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, launch, newPage } from './browser';
import { DEMO2_ADMIN, DEMO_ADMIN, hashPath, loginAs, type Login } from './login';
import { pageData } from './api';

/** Video tutorials, contact details, the questionnaire, the organisation screen and customer information in Chromium. */

const PLATFORM: Login = { tab: 'admin', login: 'platform', org: 'SERVICE' };

/** Waits until the element shows the text (screens load their data after they appear). */
const shows = (l: Locator, text: string) => l.filter({ hasText: text }).first().waitFor();

const toast = (page: Page, text: string) =>
  page.locator('.ant-message-notice, .ant-notification-notice').filter({ hasText: text }).first().waitFor();

describe('content pages and organisations in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('plays the video tutorials of the platform and of the organisation', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN, { redirect: '/tutorial' });
    await page.getByTestId('tutorial-item').nth(1).waitFor();
    await expect(page.getByTestId('tutorial-item').count()).resolves.toBe(2);
    await expect(page.getByTestId('tutorial-title').innerText()).resolves.toBe('平台入门：三分钟了解货代管理平台');
    const player = page.getByTestId('tutorial-player');
    // The browser reads the stored webm: it knows its length (about 3 s) and can play it.
    await page.waitForFunction(
      () => ((document.querySelector('[data-testid="tutorial-player"]') as HTMLVideoElement | null)?.readyState ?? 0) >= 1,
      null,
      { timeout: 20_000 },
    );
    const duration = await player.evaluate((v: HTMLVideoElement) => v.duration);
    expect(duration).toBeGreaterThan(2);
    await player.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="tutorial-player"]') as HTMLVideoElement).currentTime > 0.2,
      null,
      { timeout: 20_000 },
    );
    await page.getByTestId('tutorial-item').nth(1).click();
    await expect(page.getByTestId('tutorial-title').innerText()).resolves.toBe('空运出口订单录入');
    // The administrator manages them in HRS 帮助文档.
    await page.getByTestId('tutorial-manage').click();
    await page.waitForURL(/#\/hrs_doc$/);
    await page.context().close();
  });

  it('lets the platform administrator change the contact details everyone sees', async () => {
    const page = await newPage(browser);
    await loginAs(page, PLATFORM, { redirect: '/contactUs' });
    await page.getByTestId('contact-edit').click();
    await page.locator('#contact-phone').fill('400-888-6666');
    await page.locator('#contact-email').fill('wrong');
    await page.getByTestId('contact-form-save').click();
    await expect(
      page
        .locator('.ant-form-item')
        .filter({ has: page.locator('#contact-email') })
        .innerText(),
    ).resolves.toContain('请输入正确的邮箱地址');
    await page.locator('#contact-email').fill('sales@platform.example');
    await page.getByTestId('contact-form-save').click();
    await shows(page.getByTestId('contact-installation'), '400-888-6666');
    await page.context().close();

    // DEMO2 (online-booking version) reaches it from the dashboard's upgrade link.
    const other = await newPage(browser);
    await loginAs(other, DEMO2_ADMIN);
    await other.getByTestId('upgrade-link').click();
    await other.waitForURL(/#\/contactUs$/);
    await shows(other.getByTestId('contact-installation'), '400-888-6666');
    await expect(other.getByTestId('contact-organisation').innerText()).resolves.toContain('网上订舱');
    expect(await other.getByTestId('contact-edit').count()).toBe(0);
    await other.context().close();
  });

  it("stores a questionnaire's answers, and the platform administrator lists them", async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN, { redirect: '/investigate' });
    await page.getByTestId('answer-sheet').waitFor();
    await page.getByTestId('answer-submit').click();
    await expect(page.getByTestId('question-q1').innerText()).resolves.toContain('此题必须回答');
    await page.getByTestId('question-q1').getByText('海运').click();
    await page.getByTestId('question-q2').getByText('运价查询').click();
    await page.getByTestId('question-q3').locator('.ant-rate-star').nth(3).click();
    await page.getByTestId('question-q4').locator('textarea').fill('希望增加铁路运价');
    await page.getByTestId('answer-submit').click();
    await page.getByTestId('answered').waitFor();
    const stored = await pageData(page, '/hrs/investigate/current');
    expect(stored.answers).toEqual({ q1: '海运', q2: ['运价查询'], q3: 4, q4: '希望增加铁路运价' });
    await page.context().close();

    const admin = await newPage(browser);
    await loginAs(admin, PLATFORM, { redirect: '/investigate' });
    await admin.getByRole('tab', { name: '问卷管理' }).click();
    const row = admin.getByTestId('questionnaire-manager').locator('tr').filter({ hasText: '平台使用体验调查' });
    await row.waitFor();
    await expect(row.locator('td').nth(2).innerText()).resolves.toBe('2');
    await row.getByTestId('questionnaire-view-answers').click();
    const answers = admin.getByTestId('questionnaire-answers');
    await shows(answers, '希望增加铁路运价');
    await expect(answers.innerText()).resolves.toContain('平均 4 分');
    await admin.context().close();
  });

  it('shows the platform administrator every organisation to edit, and anyone else their own', async () => {
    const page = await newPage(browser);
    await loginAs(page, PLATFORM, { redirect: '/hrs_org' });
    const table = page.getByTestId('org-platform');
    await table.locator('tr').filter({ hasText: 'DEMOSUP' }).waitFor();
    await expect(table.locator('tbody tr.ant-table-row').count()).resolves.toBe(4);
    await expect(table.locator('tr').filter({ hasText: 'DEMO2' }).innerText()).resolves.toContain('演示国际货运代理有限公司');
    // Only what no other test relies on (the chat tests need DEMOSUP's entitlement as it is).
    await page.getByTestId('org-edit-DEMOSUP').click();
    await page.locator('#org-edit-orgNameEn').fill('Swift Air Cargo (Group)');
    await page.locator('#org-edit-companyAdvantage').fill('华东主要航空公司一级代理');
    await page.getByTestId('org-edit-form-save').click();
    await toast(page, '操作成功');
    const sup = (await pageData(page, '/hrs/org/manage?keyword=DEMOSUP')).records[0];
    expect(sup).toMatchObject({
      orgNameEn: 'Swift Air Cargo (Group)',
      companyAdvantage: '华东主要航空公司一级代理',
      chatEnabled: true,
      privateSaas: false,
    });
    await page.context().close();

    const own = await newPage(browser);
    await loginAs(own, DEMO_ADMIN, { redirect: '/hrs_org' });
    await shows(own.getByTestId('org-own'), '集团公司（1 家成员）');
    expect(await own.getByTestId('org-platform').count()).toBe(0);
    await own.locator('#org-card-companyContactInfo').fill('电话：021-22223333');
    await own.getByTestId('org-card-form-save').click();
    await toast(own, '操作成功');
    expect((await pageData(own, '/hrs/org/manage')).records[0].companyContactInfo).toBe('电话：021-22223333');
    await own.context().close();
  });
});

describe('customer information in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("shows a customer's profile, sends it a link, and accepts what the customer fills in", async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN, { redirect: '/customer_info_menu' });
    // A customer with open debit notes: the profile's outstanding equals the debit-note list's, per currency.
    const [sz] = (await pageData(page, '/api/prm_coop?coopCode=SZTECH')).records;
    const owed = new Map<string, Decimal>();
    const notes = new Map<string, number>();
    for (const status of ['CONFIRMED', 'SENT']) {
      for (const b of (await pageData(page, `/api/af_css_debit_note?coopId=${sz.id}&billStatus=${status}&size=100`)).records) {
        owed.set(b.currency, (owed.get(b.currency) ?? new Decimal(0)).plus(b.balance));
        notes.set(b.currency, (notes.get(b.currency) ?? 0) + 1);
      }
    }
    expect(owed.size).toBeGreaterThan(0);
    await page.getByTestId('customer-open-SZTECH').click();
    const receivables = page.getByTestId('customer-receivables');
    await receivables.waitFor();
    for (const [currency, amount] of owed) await shows(receivables, `${currency} ${amount.toFixed(2)} (${notes.get(currency)} 张账单)`);
    await page.locator('.ant-drawer-close').click();

    await page.getByTestId('customer-open-BRIGHTSTAR').click();
    const profile = page.getByTestId('customer-profile');
    await shows(profile, '没有未结的账单');
    await expect(page.getByTestId('customer-orders-by-scope').innerText()).resolves.toContain('空运出口 3');
    await expect(profile.innerText()).resolves.toContain('AG2026001');
    await page.locator('.ant-drawer-close').click();

    await page.getByTestId('customer-invite-BRIGHTSTAR').click();
    await page.locator('#customer-link-url').waitFor();
    const link = await page.locator('#customer-link-url').inputValue();
    expect(link).toMatch(/#\/customer_info\?o=[0-9a-f-]{36}$/);

    // The customer, without any login, opens the link and sends a new phone number.
    const customer = await newPage(browser);
    await customer.goto(link);
    await customer.getByTestId('customer-self-form').waitFor();
    await expect(customer.locator('#self-coopName').inputValue()).resolves.toBe('上海明星贸易有限公司');
    await customer.locator('#self-contactPhone').fill('abc');
    await customer.getByTestId('customer-self-form-save').click();
    await expect(
      customer
        .locator('.ant-form-item')
        .filter({ has: customer.locator('#self-contactPhone') })
        .innerText(),
    ).resolves.toContain('电话只能包含数字');
    await customer.locator('#self-contactPhone').fill('021-6000 8888');
    await customer.getByTestId('customer-self-form-save').click();
    await customer.getByTestId('customer-self-sent').waitFor();
    await customer.context().close();

    // Back at the forwarder: the newest pending sheet is the customer's; accepting writes the partner.
    await page.locator('.ant-modal-close').click();
    await page.getByRole('tab', { name: /客户提交资料/ }).click();
    const rows = page.getByTestId('customer-submissions').locator('tbody tr.ant-table-row');
    await rows.nth(1).waitFor();
    await expect(rows.count()).resolves.toBe(2);
    await rows.first().getByTestId('submission-accept').click();
    await toast(page, '操作成功');
    await rows.nth(1).waitFor({ state: 'detached' });
    const coop = (await pageData(page, '/api/prm_coop?coopCode=BRIGHTSTAR')).records[0];
    expect(coop.contactPhone).toBe('021-6000 8888');
    await page.context().close();
  });

  it('says so for a link that is not valid', async () => {
    const page = await newPage(browser);
    await page.goto(at('/customer_info?o=00000000-0000-4000-8000-000000000000'));
    await shows(page.getByTestId('customer-self-error'), '链接无效或已过期');
    expect(hashPath(page)).toMatch(/^\/customer_info/);
    await page.context().close();
  });

  it("lists the customers of the group's members on the group screen", async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN, { redirect: '/jt_customer_info_menu' });
    const list = page.getByTestId('group-customers');
    await list.locator('tr').filter({ hasText: 'SUZHOUTECH' }).waitFor();
    await expect(list.locator('tr').filter({ hasText: 'SUZHOUTECH' }).innerText()).resolves.toContain('第二演示物流有限公司');
    await page.context().close();
  });
});
