import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, launch, newPage } from './browser';

/** The generic screens of a data route in Chromium, on /af_order (air-export orders). */

async function loginAsAdmin(page: Page) {
  await page.goto(at('/login'));
  await page.click('#login-tab-admin');
  await page.fill('#login-name', 'admin');
  await page.fill('#login-org', 'DEMO');
  await page.fill('#login-password', 'Demo@2026');
  await page.click('#login-submit');
  await page.waitForURL(/#\/dashboard/);
}

async function loginAsStaff(page: Page) {
  await page.goto(at('/login'));
  await page.click('#login-tab-phone');
  await page.fill('#login-phone', '13800138000');
  await page.fill('#login-org', 'DEMO');
  await page.fill('#login-password', 'Demo@2026');
  await page.click('#login-submit');
  await page.waitForURL(/#\/dashboard/);
}

/** A master waybill number whose last digit is the first seven of the eight modulo 7. */
function validMawb(prefix: string, seven: number) {
  const s = String(seven).padStart(7, '0');
  return `${prefix}-${s}${seven % 7}`;
}

const hashPath = (page: Page) => decodeURIComponent(new URL(page.url()).hash.slice(1));

/** The antd form item around an input, which carries the error state and message. */
const formItem = (page: Page, inputId: string) =>
  page.locator('.ant-form-item').filter({ has: page.locator(`#${inputId}`) });

/** antd's colorError, #ff4d4f. */
const RED = 'rgb(255, 77, 79)';

/**
 * Waits until an input's visible frame (the affix wrapper, picker or select box if antd added one)
 * has the error colour; antd animates the border, so the colour is polled rather than read once.
 */
const redBorder = (page: Page, inputId: string) =>
  page.waitForFunction(
    ([id, red]) => {
      const el = document.getElementById(id);
      const frame = el?.closest('.ant-input-affix-wrapper, .ant-input-number, .ant-picker, .ant-select-selector') ?? el;
      return !!frame && getComputedStyle(frame).borderTopColor === red;
    },
    [inputId, RED] as const,
  );

/** Waits for the screen's title (the route label, with the action on forms). */
const pageTitle = (page: Page, text: string) =>
  page.getByTestId('page-title').filter({ hasText: new RegExp(`^${text}$`) }).waitFor();

async function waitForSuccess(page: Page) {
  await page.locator('.ant-notification-notice').filter({ hasText: '操作成功' }).first().waitFor();
}

describe('generic CRUD screens in Chromium', () => {
  let browser: Browser;
  const orderCode = `E2E-${Date.now().toString(36).toUpperCase()}`;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates, finds and edits an air-export order; the shared rules and the server mark bad fields', async () => {
    const page = await newPage(browser);
    const writes: Request[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/af_order') && r.method() !== 'GET') writes.push(r);
    });
    await loginAsAdmin(page);

    await page.goto(at('/af_order'));
    await page.getByTestId('resource-table').waitFor();
    await pageTitle(page, '空运出口订单');
    await page.getByTestId('create-button').click();
    await page.waitForURL(/#\/af_order\/create$/);
    await pageTitle(page, '新建空运出口订单');

    // A bad check digit is refused by the shared schema before anything is sent.
    await page.fill('#field-orderCode', orderCode);
    await page.fill('#field-awbNumber', '020-81140744');
    await page.getByTestId('save-button').click();
    const awbItem = formItem(page, 'field-awbNumber');
    await awbItem.locator('.ant-form-item-explain-error').filter({ hasText: '主单号不符合模七规则' }).waitFor();
    await redBorder(page, 'field-awbNumber');
    expect(writes).toHaveLength(0);

    await page.fill('#field-awbNumber', validMawb('781', 1)); // 781-00000011
    await awbItem.locator('.ant-form-item-explain-error').waitFor({ state: 'detached' });
    await page.fill('#field-departureStation', 'PVG');
    await page.fill('#field-arrivalStation', 'LAX');
    await page.fill('#field-planPieces', '12');
    await page.fill('#field-planWeight', '1234.5');
    await page.getByTestId('save-button').click();
    await waitForSuccess(page);
    await page.waitForURL(/#\/af_order$/);
    expect(writes.map((r) => r.method())).toEqual(['POST']);
    const sent = writes[0].postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({ orderCode, awbNumber: '781-00000011', departureStation: 'PVG', arrivalStation: 'LAX', planPieces: 12, planWeight: 1234.5 });
    expect(Object.keys(sent)).not.toContain('id');

    // Found again with the order-code filter; numbers show with their decimals and separators.
    await page.fill('#filter-orderCode', orderCode.toLowerCase());
    const listed = page.waitForResponse((r) => r.url().includes('/api/af_order?') && r.url().includes('orderCode_like='));
    await page.getByTestId('filter-submit').click();
    await listed;
    const row = page.locator('[data-testid=resource-table] tbody tr.ant-table-row').filter({ hasText: orderCode });
    await row.waitFor();
    await expect(page.locator('[data-testid=resource-table] tbody tr.ant-table-row').count()).resolves.toBe(1);
    await expect(row.innerText()).resolves.toContain('1,234.500');
    await expect(page.getByTestId('list-total').innerText()).resolves.toBe('共 1 条');

    // Edit: the record loads into the form, one field changes, and the list shows it.
    await row.locator('[data-testid^=edit-]').click();
    await page.waitForURL(/#\/af_order\/edit\/\d+$/);
    await pageTitle(page, '编辑空运出口订单');
    await page.waitForFunction((code) => (document.getElementById('field-orderCode') as HTMLInputElement | null)?.value === code, orderCode);
    await expect(page.inputValue('#field-awbNumber')).resolves.toBe('781-00000011');
    await page.fill('#field-goodsNameCn', '电子配件');
    await page.getByTestId('save-button').click();
    await waitForSuccess(page);
    await page.waitForURL(/#\/af_order$/);
    expect(writes.map((r) => r.method())).toEqual(['POST', 'PUT']);
    await page.locator('[data-testid=resource-table] tbody tr.ant-table-row').filter({ hasText: '电子配件' }).first().waitFor();

    // A second order with the same code: the server's 409 lands under the order-code input.
    await page.getByTestId('create-button').click();
    await page.waitForURL(/#\/af_order\/create$/);
    await page.fill('#field-orderCode', orderCode);
    await page.getByTestId('save-button').click();
    const codeItem = formItem(page, 'field-orderCode');
    await codeItem.locator('.ant-form-item-explain-error').filter({ hasText: '订单号已存在' }).waitFor();
    await redBorder(page, 'field-orderCode');
    expect(hashPath(page)).toBe('/af_order/create');
    await page.context().close();
  });

  it('shows a record read-only with its edit button', async () => {
    const page = await newPage(browser);
    await loginAsAdmin(page);
    await page.goto(at('/af_order'));
    const row = page.locator('[data-testid=resource-table] tbody tr.ant-table-row').filter({ hasText: orderCode });
    await row.waitFor();
    await row.locator('[data-testid^=show-]').click();
    await page.waitForURL(/#\/af_order\/show\/\d+$/);
    const details = page.getByTestId('resource-show');
    await details.getByText(orderCode).waitFor();
    await expect(details.innerText()).resolves.toContain('781-00000011');
    await expect(details.innerText()).resolves.toContain('创建时间');
    await page.getByTestId('show-edit-button').waitFor();
    await page.context().close();
  });

  it('gives the staff user create and edit but no delete buttons', async () => {
    const page = await newPage(browser);
    await loginAsStaff(page);
    await page.goto(at('/af_order'));
    await page.locator('[data-testid=resource-table] tbody tr.ant-table-row').first().waitFor();
    await page.getByTestId('create-button').waitFor();
    expect(await page.locator('[data-testid^=edit-]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid^=delete-]').count()).toBe(0);
    await page.context().close();
  });

  it('lets the administrator delete after confirming', async () => {
    const page = await newPage(browser);
    await loginAsAdmin(page);
    await page.goto(at('/af_order'));
    const row = page.locator('[data-testid=resource-table] tbody tr.ant-table-row').filter({ hasText: orderCode });
    await row.waitFor();
    await row.locator('[data-testid^=delete-]').click();
    await page.locator('.ant-popconfirm').getByText('确定要删除这条记录吗？').waitFor();
    await page.locator('[data-testid^=delete-confirm-]').click();
    await waitForSuccess(page);
    await row.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
