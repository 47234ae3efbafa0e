import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf } from './api';
import { launch, newPage } from './browser';
import { DEMO_ADMIN, DEMO_STAFF, dismissWelcome, hashPath, loginAs } from './login';

/**
 * The ways to help of the dashboard and the top bar (docs/behaviour.md §2.2.2, §2.2.3; docs/api-shell.md): the
 * help card's three links, the top bar's list of the help documents the user may open, and the
 * no-permission page.
 */

/** The demo help documents live on an outside host: the browser is answered here instead. */
const DOCS_HOST = 'https://docs.example.com/**';

/** Clicks `target` and answers the new window it opens, once that window is at `url`. */
async function popupOf(context: BrowserContext, target: Locator, url: string): Promise<Page> {
  const [popup] = await Promise.all([context.waitForEvent('page'), target.click()]);
  await popup.waitForURL(url);
  return popup;
}

describe('help in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the help card opens the user manual and the new-user guide in new windows and the tutorials in the app', async () => {
    const page = await newPage(browser);
    const context = page.context();
    await context.route(DOCS_HOST, (r) => r.fulfill({ contentType: 'text/html', body: '<title>doc</title>' }));
    await loginAs(page, DEMO_ADMIN);
    await dismissWelcome(page);
    const card = page.getByTestId('help-card');
    await expect(card.innerText()).resolves.toMatch(/视频教程[\s\S]*用户手册[\s\S]*新手指引/);

    const manual = await popupOf(context, card.getByTestId('help-manual'), 'https://docs.example.com/freight/user-manual.pdf');
    await manual.close();
    const guide = await popupOf(context, card.getByTestId('help-guide'), 'https://docs.example.com/freight/getting-started.pdf');
    await guide.close();
    expect(hashPath(page)).toMatch(/^\/dashboard/);

    await card.getByTestId('help-video').click();
    await page.waitForURL(/#\/tutorial$/);
    await page.getByTestId('tutorial-item').first().waitFor();
    await context.close();
  });

  it("the top bar's 帮助文档 lists the documents the user may open and opens one in a new window", async () => {
    // A document of the HRS module: DEMO's staff member, who has no HRS menu, does not get it.
    const admin = await tokenOf('2|admin|DEMO');
    const created = await apiCall(admin, 'POST', '/api/hrs_doc', {
      docName: '人事模块操作说明',
      docCategory: 'GUIDE',
      moduleCode: 'hrs',
      docUrl: 'https://docs.example.com/freight/hrs.pdf',
      sortOrder: 1,
    });
    expect(created.code, JSON.stringify(created)).toBe(0);

    const listed = async (page: Page) => {
      await page.getByTestId('help-doc').click();
      const item = page.getByTestId('help-doc-item');
      await item.first().waitFor();
      return item.allInnerTexts();
    };

    const staff = await newPage(browser);
    await staff.context().route(DOCS_HOST, (r) => r.fulfill({ contentType: 'text/html', body: '<title>doc</title>' }));
    await loginAs(staff, DEMO_STAFF);
    await staff.getByTestId('dashboard').waitFor();
    const names = await listed(staff);
    expect(names.map((n) => n.trim())).toEqual(['用户手册 v1.0', '新手指引 v1.0']);
    await popupOf(
      staff.context(),
      staff.getByTestId('help-doc-item').filter({ hasText: '新手指引' }),
      'https://docs.example.com/freight/getting-started.pdf',
    );
    await staff.context().close();

    const page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN);
    await page.getByTestId('dashboard').waitFor();
    expect((await listed(page)).map((n) => n.trim())).toEqual(['人事模块操作说明', '用户手册 v1.0', '新手指引 v1.0']);
    await page.context().close();
    await apiCall(admin, 'DELETE', `/api/hrs_doc/${created.data.id}`);
  });

  it('/noPermission says the user may not open the page and leads back to the dashboard', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_STAFF, { redirect: '/noPermission' });
    const body = page.getByTestId('page-no-permission');
    await body.getByText('您无权访问该页面...').waitFor();
    await body.getByRole('button', { name: '返回首页' }).click();
    await page.waitForURL(/#\/dashboard/);
    await page.getByTestId('dashboard').waitFor();
    await page.context().close();
  });
});
