import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, launch, newPage } from './browser';
import { DEMO_ADMIN, loginAs } from './login';

/**
 * Pickers over the organisation's reference tables (docs/api-transfer.md "Reference pickers"): a
 * name finds the code, the input shows code and name, and the server refuses a code the table lacks
 * under the field that holds it.
 */
describe('reference pickers in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const stamp = Date.now().toString(36).toUpperCase();

  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds PVG by 浦东, shows it with its name, and refuses PVX', async () => {
    await page.goto(at('/af_orderair/create'));
    await page.locator('#field-orderCode').waitFor();
    await page.fill('#field-orderCode', `PK-${stamp}`);
    await page.click('#field-departureStation');
    await page.keyboard.type('浦东');
    const option = page.getByTestId('lookup-option-PVG');
    await option.waitFor();
    expect(await option.innerText()).toBe('PVG 上海浦东国际机场');
    await option.click();
    await expect.poll(() => page.inputValue('#field-departureStation')).toBe('PVG');
    await page.getByTestId('lookup-name-departureStation').filter({ hasText: '上海浦东国际机场' }).waitFor();

    // A code typed in full needs no pick; one the organisation's table lacks is refused by the server.
    await page.click('#field-arrivalStation');
    await page.keyboard.type('pvx');
    await expect.poll(() => page.inputValue('#field-arrivalStation')).toBe('PVX');
    await page.keyboard.press('Escape');
    await page.getByTestId('save-button').click();
    const item = page.locator('.ant-form-item').filter({ has: page.locator('#field-arrivalStation') });
    await item.locator('.ant-form-item-explain-error').filter({ hasText: '目的站「PVX」不在本机构的机场表中' }).waitFor();
    expect(page.url()).toMatch(/#\/af_orderair\/create$/);

    // Picked from the list instead, the order saves.
    await page.fill('#field-arrivalStation', '');
    await page.keyboard.type('法兰克福');
    await page.getByTestId('lookup-option-FRA').click();
    await page.getByTestId('save-button').click();
    await page.waitForURL(/#\/af_orderair(\/edit\/\d+)?$/);
  });
});
