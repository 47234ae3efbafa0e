import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, clickUntilURL, launch, newPage } from './browser';
import { redBorder } from './form-checks';
import { DEMO_ADMIN, DEMO_STAFF, hashPath, loginAs } from './login';
import { freePort } from './ports';

/** The generic screens of a data route in Chromium, on /af_order (air-export orders). */

/** A master waybill number whose last digit is the first seven of the eight modulo 7. */
function validMawb(prefix: string, seven: number) {
  const s = String(seven).padStart(7, '0');
  return `${prefix}-${s}${seven % 7}`;
}

/** The antd form item around an input, which carries the error state and message. */
const formItem = (page: Page, inputId: string) => page.locator('.ant-form-item').filter({ has: page.locator(`#${inputId}`) });

/** Waits for the screen's title (the route label, with the action on forms). */
const pageTitle = (page: Page, text: string) =>
  page
    .getByTestId('page-title')
    .filter({ hasText: new RegExp(`^${text}$`) })
    .waitFor();

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
    await loginAs(page, DEMO_ADMIN);

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
    expect(sent).toMatchObject({
      orderCode,
      awbNumber: '781-00000011',
      departureStation: 'PVG',
      arrivalStation: 'LAX',
      planPieces: 12,
      planWeight: 1234.5,
    });
    expect(Object.keys(sent)).not.toContain('id');

    // Found again with the order-code filter; numbers show with their decimals and separators.
    await page.fill('#filter-orderCode', orderCode.toLowerCase());
    const listed = page.waitForResponse((r) => r.url().includes('/api/af_order?') && r.url().includes('orderCode_like='));
    await page.getByTestId('filter-submit').click();
    await listed;
    const row = page.locator('[data-testid=resource-table] tbody tr.ant-table-row').filter({ hasText: orderCode });
    await row.waitFor();
    await expect(page.locator('[data-testid=resource-table] tbody tr.ant-table-row').count()).resolves.toBe(1);
    // The weight in the user's decimals: 1 for air export unless changed (docs/behaviour.md §2.4, docs/settings.md).
    await expect(row.innerText()).resolves.toContain('1,234.5');
    await expect(page.getByTestId('list-total').innerText()).resolves.toBe('共 1 条');

    // Edit: the record loads into the form, one field changes, and the list shows it.
    await row.locator('[data-testid^=edit-]').click();
    await page.waitForURL(/#\/af_order\/edit\/\d+$/);
    await pageTitle(page, '编辑空运出口订单');
    await page.waitForFunction(
      (code) => (document.getElementById('field-orderCode') as HTMLInputElement | null)?.value === code,
      orderCode,
    );
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
    await loginAs(page, DEMO_ADMIN);
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
    await loginAs(page, DEMO_STAFF);
    await page.goto(at('/af_order'));
    await page.locator('[data-testid=resource-table] tbody tr.ant-table-row').first().waitFor();
    await page.getByTestId('create-button').waitFor();
    expect(await page.locator('[data-testid^=edit-]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid^=delete-]').count()).toBe(0);
    await page.context().close();
  });

  it('lets the administrator delete after confirming', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN);
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

/** The README's worked example: a route an administrator adds as a JSON file, unknown to the bundle. */
const DOCK_MODULE = {
  code: 'dock',
  label: { 'zh-CN': '月台管理', 'en-US': 'Docks' },
  routes: [
    {
      path: '/warehouse_dock',
      kind: 'crud',
      parent: '/afManager',
      label: { 'zh-CN': '仓库月台', 'en-US': 'Warehouse docks' },
      fields: [
        {
          name: 'dockCode',
          kind: 'text',
          label: { 'zh-CN': '月台编号', 'en-US': 'Dock code' },
          required: true,
          unique: true,
          maxLength: 10,
          list: true,
          filter: 'like',
          sort: true,
        },
        { name: 'maxWeight', kind: 'weight', label: { 'zh-CN': '最大承重(KG)', 'en-US': 'Max weight (kg)' }, list: true },
      ],
    },
  ],
};

/** A second real server (same built app) whose CONFIG_DIR holds the dock module. */
describe('a route added by configuration in Chromium', () => {
  let browser: Browser;
  let server: ChildProcess;
  let base = '';
  const dirs: string[] = [];

  beforeAll(async () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-e2e-config-'));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-e2e-data-'));
    dirs.push(configDir, dataDir);
    fs.writeFileSync(path.join(configDir, 'warehouse_dock.json'), JSON.stringify(DOCK_MODULE));
    const port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        CONFIG_DIR: configDir,
        DATABASE_URL: '',
        SEED_DEMO: '1',
        // As for the shared servers (global-setup.ts): the dock screens need no airports.
        SEED_REFERENCE: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout!.on('data', (d) => (output += d));
    server.stderr!.on('data', (d) => (output += d));
    base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`server exited:\n${output}`);
      const up = await fetch(`${base}/version.json`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 300));
    }
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('opens its menu entry, lists, creates and shows records with the generic screens', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN, { base });
    const menu = page.getByTestId('sider-menu');
    await menu.getByText('空运管理').first().click();
    await clickUntilURL(page, menu.getByText('仓库月台'), /#\/warehouse_dock$/);
    await pageTitle(page, '仓库月台');
    await page.getByTestId('create-button').click();
    await page.waitForURL(/#\/warehouse_dock\/create$/);
    await pageTitle(page, '新建仓库月台');
    await page.fill('#field-dockCode', 'D-01');
    await page.fill('#field-maxWeight', '25000');
    await page.getByTestId('save-button').click();
    await waitForSuccess(page);
    await page.waitForURL(/#\/warehouse_dock$/);
    const row = page.locator('[data-testid=resource-table] tbody tr.ant-table-row').filter({ hasText: 'D-01' });
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain('25,000.000');
    await row.locator('[data-testid^=show-]').click();
    await page.waitForURL(/#\/warehouse_dock\/show\/\d+$/);
    await page.getByTestId('resource-show').getByText('D-01').waitFor();
    await page.context().close();
  });
});
