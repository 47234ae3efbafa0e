import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, baseURL, launch, newPage } from './browser';
import { DEMO2_ADMIN, DEMO_ADMIN, DEMO_STAFF, loginAs } from './login';
import { startSmtp } from '../support/smtp';

/** The personal settings dialog, what it changes, the saved page language and the AI assistant in Chromium. */

const item = (page: Page, id: string) => page.locator('.ant-form-item').filter({ has: page.locator(`#${id}`) });
const errorOf = (page: Page, id: string) => item(page, id).locator('.ant-form-item-explain-error');

async function openSettings(page: Page) {
  await page.getByTestId('user-menu').click();
  await page
    .locator('.ant-dropdown-menu')
    .getByText(/^(个人信息|Personal settings)$/)
    .click();
  await page.getByTestId('settings-form').waitFor();
}

/** The text of the cells of a list column, found by its header. */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  return page.evaluate((h) => {
    const table = document.querySelector('[data-testid=resource-table]')!;
    const heads = [...table.querySelectorAll('thead th')];
    const index = heads.findIndex((th) => th.textContent === h);
    return [...table.querySelectorAll('tbody tr.ant-table-row')].map((tr) => (tr.children[index] as HTMLElement)?.innerText ?? '');
  }, header);
}

/** A call of the API as the user signed in on the page. */
const apiOf = (page: Page) => (method: string, url: string, body?: unknown) =>
  page.evaluate(
    async ([m, u, b]) => {
      const token = sessionStorage.getItem('access_token');
      const r = await fetch(u as string, {
        method: m as string,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: b ? JSON.stringify(b) : undefined,
      });
      return r.json();
    },
    [method, url, body] as const,
  );

const tomorrow = () => {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('personal settings in Chromium', () => {
  let browser: Browser;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    [browser, smtp] = await Promise.all([launch(), startSmtp()]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), smtp?.close()]);
  });

  it('changes the air export digits, station and date, and a new air export order and the list follow them', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_STAFF, { redirect: '/notification' });
    await openSettings(page);
    // Read-only: company, Chinese name, country code and the loaded mobile number and email.
    for (const id of ['settings-orgName', 'settings-userName', 'settings-phoneNumber', 'settings-userEmail']) {
      await expect(page.locator(`#${id}`).isDisabled()).resolves.toBe(true);
    }
    await expect(page.inputValue('#settings-orgName')).resolves.toBe('演示国际货运代理有限公司');
    await page.getByTestId('settings-toggle-orders').click();
    await page.fill('#settings-orderAeDigitsWeight', '');
    await page.getByTestId('settings-confirm').click();
    await errorOf(page, 'settings-orderAeDigitsWeight').filter({ hasText: '请输入重量小数位' }).waitFor();
    await page.fill('#settings-orderAeDigitsWeight', '4');
    await errorOf(page, 'settings-orderAeDigitsWeight').filter({ hasText: '重量小数位只能是 0-3 的一位数字' }).waitFor();
    await page.fill('#settings-orderAeDigitsWeight', '2');
    await page.fill('#settings-orderAeDigitsChargeWeight', '0');
    await page.fill('#settings-orderAeDefaultStation', 'pek');
    await expect(page.inputValue('#settings-orderAeDefaultStation')).resolves.toBe('PEK');
    await page.locator('#settings-orderAeDefaultDate').click();
    await page.locator('.ant-select-dropdown:visible').getByText('次日', { exact: true }).click();
    await page.getByTestId('settings-confirm').click();
    await page.locator('.ant-notification-notice').filter({ hasText: '操作成功' }).first().waitFor();
    await page.getByTestId('personal-settings').waitFor({ state: 'hidden' });

    await page.goto(at('/af_order/create'));
    await page.locator('#field-departureStation').waitFor();
    await expect(page.inputValue('#field-departureStation')).resolves.toBe('PEK');
    await expect(page.inputValue('#field-expectDeparture')).resolves.toBe(tomorrow());
    // The loading time is prefilled too: now + 4 hours (LOCALTIME, the default).
    await expect(page.inputValue('#field-loadingTime')).resolves.toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await page.fill('#field-planWeight', '12.3456');
    await page.locator('#field-planPieces').click();
    await expect(page.inputValue('#field-planWeight')).resolves.toBe('12.35');

    await page.goto(at('/af_order'));
    await page.locator('[data-testid=resource-table] tbody tr.ant-table-row').first().waitFor();
    const weights = (await columnTexts(page, '预报毛重(KG)')).filter((x) => x !== '-');
    expect(weights.length).toBeGreaterThan(0);
    for (const w of weights) expect(w).toMatch(/^[\d,]+\.\d{2}$/);
    const charges = (await columnTexts(page, '预报计费重(KG)')).filter((x) => x !== '-');
    for (const c of charges) expect(c).toMatch(/^[\d,]+$/);

    // 清空 restores the spec's values (AE 1/3/2, station and date cleared).
    await openSettings(page);
    await page.getByTestId('settings-toggle-orders').click();
    await page.getByTestId('settings-reset').click();
    await expect(page.inputValue('#settings-orderAeDigitsWeight')).resolves.toBe('1');
    await expect(page.inputValue('#settings-orderAeDigitsChargeWeight')).resolves.toBe('2');
    await expect(page.inputValue('#settings-orderAeDefaultStation')).resolves.toBe('');
    await expect(page.inputValue('#settings-userEmail')).resolves.toBe('zhangsan@demo.example');
    await page.getByTestId('settings-confirm').click();
    await page.locator('.ant-notification-notice').filter({ hasText: '操作成功' }).first().waitFor();
    await page.context().close();
  });

  it('opens an order to edit in a window of its own and closes it after saving, or keeps one window, as the window settings say', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_STAFF, { redirect: '/notification' });
    const setFlags = async (editNewPage: '是' | '否', saveClose: '是' | '否') => {
      await openSettings(page);
      await item(page, 'settings-orderEditNewPage').getByText(editNewPage, { exact: true }).click();
      await item(page, 'settings-orderSaveClosePage').getByText(saveClose, { exact: true }).click();
      await page.getByTestId('settings-confirm').click();
      await page.getByTestId('personal-settings').waitFor({ state: 'hidden' });
    };
    await setFlags('是', '是');
    await page.goto(at('/af_order'));
    const edit = page.locator('[data-testid=resource-table] [data-testid^=edit-]').first();
    await edit.waitFor();
    const id = (await edit.getAttribute('data-testid'))!.slice('edit-'.length);
    const [popup] = await Promise.all([page.waitForEvent('popup'), edit.click()]);
    await popup.waitForURL(new RegExp(`#/af_order/edit/${id}$`));
    await popup.getByTestId('save-button').waitFor();
    // The list stays where it was.
    expect(page.url()).toMatch(/#\/af_order$/);
    const closed = popup.waitForEvent('close');
    await popup.getByTestId('save-button').click();
    await closed;

    // Both off: the edit screen opens in this window, and saving stays on the order.
    await setFlags('否', '否');
    await edit.click();
    await page.waitForURL(new RegExp(`#/af_order/edit/${id}$`));
    const saved = page.waitForResponse((r) => r.url().includes(`/api/af_order/${id}`) && r.request().method() !== 'GET');
    await page.getByTestId('save-button').click();
    expect((await saved).ok()).toBe(true);
    await page.locator('.ant-notification-notice').filter({ hasText: '操作成功' }).first().waitFor();
    expect(page.url()).toMatch(new RegExp(`#/af_order/edit/${id}$`));
    expect(page.context().pages()).toHaveLength(1);
    // Back to the defaults (edit here, close after saving) for the other tests.
    await setFlags('否', '是');
    await page.context().close();
  });

  it('starts a new house waybill from the saved master unless the user turned copying off', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_STAFF, { redirect: '/notification' });
    const api = apiOf(page);
    const stamp = Date.now().toString(36).toUpperCase();
    const order = (await api('POST', '/api/af_order', { orderCode: `AE${stamp}` })).data;
    const master = { awbNumber: '020-81140743', flightNo: 'MU219', handlingInformation: 'KEEP DRY' };
    expect((await api('POST', `/afbase/awbPrint/order/${order.id}`, { awbPrintType: 'PRINT_MAWB', values: master })).code).toBe(0);
    const openHouse = async () => {
      await page.goto(at(`/af_order/show/${order.id}?tab=docs`));
      await page.getByTestId('awb-row-master').filter({ hasText: '020-81140743' }).waitFor();
      await page.getByTestId('awb-house-add').click();
      await page.getByTestId('awb-form-house').waitFor();
    };
    await openHouse();
    await expect(page.inputValue('#awb-field-handlingInformation')).resolves.toBe('KEEP DRY');
    await expect(page.inputValue('#awb-field-flightNo')).resolves.toBe('MU219');

    expect((await api('PUT', '/hrs/user/editPersonal', { orderAeHawbCopyAwbInfo: '0' })).code).toBe(0);
    await page.reload();
    await openHouse();
    await expect(page.inputValue('#awb-field-handlingInformation')).resolves.toBe('');
    expect((await api('PUT', '/hrs/user/editPersonal', { orderAeHawbCopyAwbInfo: '1' })).code).toBe(0);
    await page.context().close();
  });

  it("sets the lock list's action filter from the chosen business scope's lock page status", async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_STAFF, { redirect: '/notification' });
    const api = apiOf(page);
    expect(
      (await api('PUT', '/hrs/user/editPersonal', { personalSeLockPageLockStatus: '1', personalAeLockPageLockStatus: '0' })).code,
    ).toBe(0);
    await page.goto(at('/af_order_lock_unlock_list'));
    await page.reload();
    await page.locator('#filter-businessScope').waitFor();
    const action = item(page, 'filter-lockAction').locator('.ant-select-selector');
    const choose = async (label: string) => {
      await item(page, 'filter-businessScope').locator('.ant-select-selector').click();
      await page.locator('.ant-select-dropdown:visible').getByText(label, { exact: true }).click();
    };
    await choose('海运出口');
    await expect(action.innerText()).resolves.toBe('锁定');
    await choose('空运出口');
    await expect(action.innerText()).resolves.toBe('解锁');
    // 2 (all): no action filter.
    await choose('空运进口');
    await expect(action.locator('.ant-select-selection-item').count()).resolves.toBe(0);
    expect(
      (await api('PUT', '/hrs/user/editPersonal', { personalSeLockPageLockStatus: '2', personalAeLockPageLockStatus: '2' })).code,
    ).toBe(0);
    await page.context().close();
  });

  it('closes with Esc at once, asks before changes are thrown away, and saves with Ctrl+S (docs/lists.md "Keyboard")', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_STAFF, { redirect: '/notification' });
    const dialog = page.getByTestId('personal-settings');
    await openSettings(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const name = `Keys ${Date.now() % 100000}`;
    await openSettings(page);
    await page.fill('#settings-userEname', name);
    await page.keyboard.press('Escape');
    await page.getByTestId('draft-keep').click();
    await page.getByTestId('draft-keep').waitFor({ state: 'hidden' });
    await expect(page.inputValue('#settings-userEname')).resolves.toBe(name);
    await page.keyboard.press('Control+s');
    await page.locator('.ant-notification-notice').filter({ hasText: '操作成功' }).first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await openSettings(page);
    await expect(page.inputValue('#settings-userEname')).resolves.toBe(name);
    await page.context().close();
  });

  it('enables the mail section, sets the port with SSL, names what is missing, checks the account and asks for a new login', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_STAFF, { redirect: '/notification' });
    await openSettings(page);
    await page.getByTestId('settings-toggle-mail').click();
    await page.getByTestId('settings-mail-hint').getByText('推荐使用163邮箱，或支持465端口（SSL）的SMTP服务器').waitFor();
    // Disabled until enabled; the staff role has no mail address field (the administrator's).
    await expect(page.locator('#settings-mailSmtp').isDisabled()).resolves.toBe(true);
    expect(await page.locator('#settings-mailAddress').count()).toBe(0);
    await item(page, 'settings-mailValid').getByText('是', { exact: true }).click();
    await expect(page.locator('#settings-mailSmtp').isDisabled()).resolves.toBe(false);
    await expect(page.inputValue('#settings-mailPort')).resolves.toBe('25');
    await page.click('#settings-mailSsl');
    await expect(page.inputValue('#settings-mailPort')).resolves.toBe('465');
    await page.click('#settings-mailSsl');
    await expect(page.inputValue('#settings-mailPort')).resolves.toBe('25');
    // The ports offered.
    await page.click('#settings-mailPort');
    // The dropdown opens a moment after the click: poll rather than read it once.
    await expect
      .poll(() => page.locator('.ant-select-dropdown:visible .ant-select-item-option').allInnerTexts())
      .toEqual(['25', '454', '465', '587', '994']);
    await page.keyboard.press('Escape');

    await page.getByTestId('settings-confirm').click();
    for (const [id, text] of [
      ['settings-mailName', '发件人不能为空'],
      ['settings-mailSmtp', 'SMTP不能为空'],
      ['settings-mailUser', '用户名不能为空'],
      ['settings-mailVerifyCode', '密码不能为空'],
    ]) {
      await errorOf(page, id).filter({ hasText: text }).waitFor();
    }

    await page.fill('#settings-mailName', '张三');
    await page.fill('#settings-mailSmtp', '127.0.0.1');
    await page.fill('#settings-mailPort', String(smtp.port));
    await page.fill('#settings-mailUser', smtp.account.user);
    await page.fill('#settings-mailVerifyCode', 'Wrong-Pass');
    await page.getByTestId('settings-check-email').click();
    await page
      .locator('.ant-message')
      .getByText(/^验证失败: .*535/)
      .waitFor();
    await page.fill('#settings-mailVerifyCode', smtp.account.pass);
    await page.getByTestId('settings-check-email').click();
    await page.locator('.ant-message').getByText('验证成功').waitFor();

    await page.getByTestId('settings-confirm').click();
    await page.locator('.ant-notification-notice').filter({ hasText: '邮箱信息重新登录后生效' }).first().waitFor();
    // Reopened: the password is not sent back, the form says one is set.
    await openSettings(page);
    await page.getByTestId('settings-toggle-mail').click();
    await expect(page.inputValue('#settings-mailVerifyCode')).resolves.toBe('');
    await expect(page.getAttribute('#settings-mailVerifyCode', 'placeholder')).resolves.toBe('已设置，留空则不修改');
    await page.context().close();
  });

  it('sends a bill from its detail screen through the saved account, with the cc user and the PDF, and lists the sending', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_STAFF, { redirect: '/notification' });
    const api = apiOf(page);
    const people = (await api('GET', '/hrs/dept/selectUser')).data as { value: number; label4: string }[];
    const admin = people.find((p) => p.label4 === 'admin@demo.example')!;
    expect((await api('PUT', '/hrs/user/editPersonal', { sendBillCcUser: [admin.value] })).code).toBe(0);
    const stamp = Date.now().toString(36).toUpperCase();
    const coop = (
      await api('POST', '/api/prm_coop', {
        coopCode: `C${stamp}`,
        coopName: '明星贸易',
        coopType: 'customer',
        contactEmail: 'billing@bright.test',
      })
    ).data;
    // A debit note is a receivable view of the bills (docs/money.md): its number, customer and currency.
    const note = (
      await api('POST', '/api/af_css_debit_note', { billNumber: `DN${stamp}`, coopId: coop.id, currency: 'CNY', billDate: '2026-04-01' })
    ).data;
    expect(note.id).toBeTruthy();

    await page.goto(at(`/af_css_debit_note/show/${note.id}`));
    await page.getByTestId('mail-open-bill').click();
    const dialog = page.getByTestId('mail-dialog');
    await dialog.getByTestId('mail-attachment').getByText(`账单-DN${stamp}.pdf`, { exact: false }).waitFor();
    await expect(dialog.getByTestId('mail-to').innerText()).resolves.toContain('billing@bright.test');
    await expect(dialog.getByTestId('mail-cc').innerText()).resolves.toContain('admin@demo.example');
    const before = smtp.received.length;
    await dialog.getByTestId('mail-send').click();
    await page.locator('.ant-notification-notice').filter({ hasText: '邮件已发送' }).first().waitFor();
    await page.getByTestId('mail-log').getByText('已发送').waitFor();
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.received.at(-1)!.rcptTo.sort()).toEqual(['admin@demo.example', 'billing@bright.test']);
    await page.context().close();
  });

  it('keeps the language chosen in the user menu for the next login in another browser', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_STAFF, { redirect: '/notification' });
    await page.getByTestId('user-menu').click();
    const saved = page.waitForResponse((r) => r.url().endsWith('/hrs/user/paramText') && r.request().method() === 'PUT');
    await page.locator('.ant-dropdown-menu').getByText('English', { exact: true }).click();
    await saved;
    await page.context().close();

    const other = await newPage(browser);
    await loginAs(other, DEMO_STAFF, { redirect: '/notification', form: true });
    await expect(other.evaluate(() => sessionStorage.getItem('pageLanguage'))).resolves.toBe('en-US');
    await other.getByTestId('user-menu').click();
    await other.locator('.ant-dropdown-menu').getByText('Personal settings', { exact: true }).waitFor();
    // Back to Chinese for everyone else.
    // A click landing while the dropdown zooms in does nothing: open it and click again until the
    // language is saved.
    for (let attempt = 1; ; attempt++) {
      const back = other.waitForResponse((r) => r.url().endsWith('/hrs/user/paramText') && r.request().method() === 'PUT', {
        timeout: 10_000,
      });
      const chinese = other.locator('.ant-dropdown-menu').getByText('中文', { exact: true });
      if (!(await chinese.isVisible())) await other.getByTestId('user-menu').click();
      await chinese.click();
      try {
        await back;
        break;
      } catch (e) {
        if (attempt === 3) throw e;
      }
    }
    await other.context().close();
  });
});

describe('the AI assistant in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('drags the button inside the window, opens the panel on a click, and answers with the built-in search', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN, { redirect: '/notification' });
    const button = page.getByTestId('ai-button');
    await button.waitFor();
    const before = (await button.boundingBox())!;
    const cx = before.x + before.width / 2;
    const cy = before.y + before.height / 2;
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx - 300, cy - 200, { steps: 8 });
    await page.mouse.up();
    const moved = (await button.boundingBox())!;
    expect(Math.round(moved.x - before.x)).toBe(-300);
    expect(Math.round(moved.y - before.y)).toBe(-200);
    // A drag is not a click.
    expect(await page.getByTestId('ai-panel').count()).toBe(0);
    // Dragged far beyond the corner, it stays inside the window.
    await page.mouse.move(moved.x + 24, moved.y + 24);
    await page.mouse.down();
    await page.mouse.move(-2000, -2000, { steps: 5 });
    await page.mouse.up();
    const corner = (await button.boundingBox())!;
    expect([corner.x, corner.y]).toEqual([0, 0]);

    await button.click();
    const panel = page.getByTestId('ai-panel');
    await panel.waitFor();
    expect(Math.round((await panel.boundingBox())!.height)).toBe(400);
    await expect(page.getAttribute('[data-testid=ai-input]', 'rows')).resolves.toBe('3');
    // Blank text sends nothing.
    await page.fill('[data-testid=ai-input]', '   ');
    await expect(page.getByTestId('ai-send').isDisabled()).resolves.toBe(true);
    await page.press('[data-testid=ai-input]', 'Enter');
    expect(await page.getByTestId('ai-message-user').count()).toBe(0);

    await page.fill('[data-testid=ai-input]', '怎么新建空运出口订单');
    await page.getByTestId('ai-send').click();
    await page.getByTestId('ai-message-user').filter({ hasText: '怎么新建空运出口订单' }).waitFor();
    const reply = page.getByTestId('ai-message-reply').last();
    await reply.getByText('内置搜索', { exact: true }).waitFor();
    await expect(reply.innerText()).resolves.toContain('（内置搜索）');
    await reply.locator('[data-testid=ai-link][data-path="/af_order"]').click();
    await page.waitForURL(/#\/af_order$/);
    await page.context().close();
  });

  it('blocks sending while a reply is pending and says 业务繁忙，请稍后再试 when the endpoint fails', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN, { redirect: '/notification' });
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/hrs/aiLog/question', async (route) => {
      await held;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 503, data: null, messageInfo: '业务繁忙，请稍后再试' }),
      });
    });
    await page.getByTestId('ai-button').click();
    await page.fill('[data-testid=ai-input]', '结算报表在哪');
    await page.press('[data-testid=ai-input]', 'Enter');
    await page.getByTestId('ai-pending').waitFor();
    await page.fill('[data-testid=ai-input]', '再问一个');
    await expect(page.getByTestId('ai-send').isDisabled()).resolves.toBe(true);
    await page.press('[data-testid=ai-input]', 'Enter');
    release();
    await page.getByTestId('ai-message-reply').filter({ hasText: '业务繁忙，请稍后再试' }).waitFor();
    // Only the first question went: the second was blocked while the first was pending.
    await expect(page.getByTestId('ai-message-user').allInnerTexts()).resolves.toEqual(['结算报表在哪']);
    await page.context().close();
  });

  it('is not there for an organisation without the chat entitlement', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO2_ADMIN, { redirect: '/notification' });
    await page.getByTestId('user-menu').waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByTestId('ai-button').count()).toBe(0);
    const r = await page.evaluate(async (base) => {
      const token = sessionStorage.getItem('access_token');
      const res = await fetch(`${base}/hrs/aiLog/question`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ question: '订单' }),
      });
      return res.status;
    }, baseURL());
    expect(r).toBe(403);
    await page.context().close();
  });
});
