import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage } from './browser';
import { DEMO2_ADMIN, loginAs } from './login';

describe('notices written with the rich-text editor', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('saves formatted content from the editor and shows it formatted', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO2_ADMIN, { redirect: '/hrs_notice/create' });
    await page.locator('#field-noticeTitle').fill('春节放假通知');
    await page.locator('#field-noticeType').click();
    await page.locator('.ant-select-item-option', { hasText: '维护' }).click();
    const editor = page.locator('.ql-editor');
    await editor.waitFor();
    // The editor is 300 px high (docs/behaviour.md §1.9).
    const box = await page.locator('.ql-container').boundingBox();
    expect(Math.round(box!.height)).toBeGreaterThanOrEqual(250);
    await editor.click();
    await page.keyboard.type('系统将于周六维护，');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('请提前保存');
    await page.waitForTimeout(400); // the editor reports changes after 250 ms of quiet
    await page.getByTestId('save-button').click();
    await page.locator('.ant-notification-notice', { hasText: '操作成功' }).first().waitFor();
    await page.waitForURL(/#\/hrs_notice$/);
    await page.getByText('春节放假通知').first().waitFor();
    const row = page.locator('tr', { hasText: '春节放假通知' });
    await row.locator('[data-testid^="show-"]').click();
    await expect(page.locator('.rich-text strong').innerText()).resolves.toBe('请提前保存');
    await page.context().close();
  });
});
