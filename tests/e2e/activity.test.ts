import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPng } from '../../server/seed/files';
import { apiCall, tokenOf } from './api';
import { launch, newPage } from './browser';
import { DEMO2_ADMIN, DEMO_STAFF, loginAs, type Login } from './login';

/**
 * The questionnaire's activity image (docs/behaviour.md §2.2.1, docs/content-pages.md): the platform administrator
 * sets it with the questionnaire; while the questionnaire is open it is on the dashboard of everyone
 * who has not answered, and it opens /investigate.
 */

const PLATFORM: Login = { tab: 'admin', login: 'platform', org: 'SERVICE' };

/** Lets the page finish what it does with the answers it has (two frames: state set, then painted). */
const settled = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

describe('questionnaire activity image in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the platform administrator sets it, the dashboard shows it to those who have not answered and it opens the questionnaire', async () => {
    const admin = await newPage(browser);
    await loginAs(admin, PLATFORM, { redirect: '/investigate' });
    await admin.getByRole('tab', { name: '问卷管理' }).click();
    const row = admin.getByTestId('questionnaire-manager').locator('tr').filter({ hasText: '平台使用体验调查' });
    await row.getByTestId('questionnaire-edit').click();
    const editor = admin.getByTestId('questionnaire-editor');
    const field = editor.getByTestId('questionnaire-activity-image');
    // The demo questionnaire has one already: it is replaced by a new upload.
    const before = await field.locator('img').getAttribute('src');
    await field.locator('input[type=file]').setInputFiles({
      name: '夏季活动.png',
      mimeType: 'image/png',
      buffer: Buffer.from(demoPng(320, 80, [250, 140, 22], [250, 219, 20])),
    });
    await field.getByTestId('questionnaire-activityImage-link').filter({ hasText: '夏季活动.png' }).waitFor();
    const image = await field.locator('img').getAttribute('src');
    expect(image).toMatch(/^\/files\/[0-9a-f-]{36}\/%E5%A4%8F/);
    expect(image).not.toBe(before);
    await admin.getByTestId('questionnaire-save').click();
    await editor.waitFor({ state: 'detached' });
    const stored = (await apiCall(await tokenOf('2|platform|SERVICE'), 'GET', '/hrs/investigate/manage')).data.find(
      (q: { title: string }) => q.title === '平台使用体验调查',
    );
    expect(stored).toMatchObject({ status: 'PUBLISHED', activityImage: image });
    await admin.context().close();

    // DEMO2's administrator has not answered: the picture on the dashboard leads to the questionnaire.
    const page = await newPage(browser);
    await loginAs(page, DEMO2_ADMIN);
    const link = page.getByTestId('activity-link');
    await link.waitFor();
    await expect(link.locator('img').getAttribute('src')).resolves.toBe(image);
    await page.waitForFunction(
      (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth === 320,
      await link.locator('img').elementHandle(),
    );
    await expect(link.innerText()).resolves.toContain('参与问卷：平台使用体验调查');
    await link.click();
    await page.waitForURL(/#\/investigate$/);
    await page.getByTestId('answer-sheet').waitFor();
    await page.context().close();

    // DEMO's staff member answered it (demo data): no picture.
    const staff = await newPage(browser);
    const answer = staff.waitForResponse((r) => r.url().endsWith('/hrs/investigate/activity'));
    await loginAs(staff, DEMO_STAFF);
    expect((await (await answer).json()).data).toBeNull();
    await staff.getByTestId('notice-board').waitFor();
    await settled(staff);
    expect(await staff.getByTestId('activity-card').count()).toBe(0);
    await staff.context().close();
  });
});
