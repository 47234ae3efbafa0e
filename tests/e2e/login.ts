import type { Page } from 'playwright-core';
import { shellApi } from '../../src/api/shell';
import { STORAGE_KEYS } from '../../src/schemas/constants';
import { LOGIN_TYPES } from '../../src/schemas/scopes';
import { homePath } from '../../src/resources/shell';
import { tokenOf } from './api';
import { baseURL } from './browser';

/** Who logs in through the form: the tab (login type), the login, the organisation, the password. */
export interface Login {
  tab: 'admin' | 'phone' | 'email';
  login: string;
  org?: string;
  password?: string;
}

export const DEMO_ADMIN: Login = { tab: 'admin', login: 'admin', org: 'DEMO' };
export const DEMO2_ADMIN: Login = { tab: 'admin', login: 'admin', org: 'DEMO2' };
export const DEMO_STAFF: Login = { tab: 'phone', login: '13800138000', org: 'DEMO' };

const INPUT = { admin: '#login-name', phone: '#login-phone', email: '#login-email' } as const;

/** Fills the login form on the current page and submits it. */
export async function submitLogin(page: Page, who: Login) {
  await page.click(`#login-tab-${who.tab}`);
  await page.fill(INPUT[who.tab], who.login);
  await page.fill('#login-org', who.org ?? 'DEMO');
  await page.fill('#login-password', who.password ?? 'Demo@2026');
  await page.click('#login-submit');
}

/**
 * Logs in and opens `redirect` (the dashboard when not given), on another server when `base` is
 * given; waits until the app has loaded what the user may do. By default the token comes from the
 * password grant the login page uses and is put where the page keeps it, so the test starts on its
 * own screen without rendering the login page each time (tests of the login itself pass
 * `form: true`, or use submitLogin): the form costs about a second a login, and the browser tier
 * logs in about a hundred times.
 */
export async function loginAs(page: Page, who: Login, opts: { base?: string; redirect?: string; form?: boolean } = {}) {
  const base = opts.base ?? baseURL();
  if (opts.form) {
    const target = `/login${opts.redirect ? `?redirect=${encodeURIComponent(opts.redirect)}` : ''}`;
    await page.goto(`${base}/#${target}`);
    await submitLogin(page, who);
    await page.waitForURL((u) => !u.hash.startsWith('#/login'));
    return;
  }
  const token = await tokenOf(`${LOGIN_TYPES[who.tab]}|${who.login}|${who.org ?? 'DEMO'}`, who.password, base);
  // sessionStorage belongs to the origin: set it on a small same-origin answer, then open the app.
  await page.goto(`${base}/version.json`);
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [STORAGE_KEYS.token, token] as const);
  // Every signed-in route first loads the user's permitted set (providers/access.ts).
  const access = page.waitForResponse((r) => new URL(r.url()).pathname === shellApi.buttons.path && r.ok());
  await page.goto(`${base}/#${opts.redirect ?? homePath()}`);
  await access;
}

/**
 * Opens the user menu, clicks 退出登录 and waits for the confirmation. On a loaded machine the click
 * can land while the dropdown is still zooming in (or the top bar re-renders as the user loads) and
 * the menu closes without the confirmation: try again rather than wait 30 s for nothing.
 */
export async function openLogoutConfirm(page: Page) {
  const title = page.locator('.ant-modal-confirm-title');
  for (let attempt = 1; ; attempt++) {
    if (!(await page.getByTestId('logout').isVisible())) await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    try {
      await title.waitFor({ timeout: 5000 });
      return title;
    } catch (e) {
      if (attempt === 3) throw e;
    }
  }
}

/**
 * Confirms the open logout question and waits for the login page. On a loaded machine the OK click
 * can land while the confirmation is still zooming in and do nothing: click again while it stays.
 */
export async function confirmLogout(page: Page) {
  const ok = page.locator('.ant-modal-confirm-btns .ant-btn-primary');
  for (let attempt = 1; ; attempt++) {
    await ok.first().click();
    try {
      await page.waitForURL(/#\/login/, { timeout: 10_000 });
      return;
    } catch (e) {
      if (attempt === 3 || !(await ok.first().isVisible())) throw e;
    }
  }
}

/**
 * The welcome card a first visit to the dashboard shows (700 ms after it opens): dismissed for good.
 * It floats over the page, so a click made as it appears can land on it instead of its target.
 */
export async function dismissWelcome(page: Page) {
  const never = page.getByTestId('welcome-never');
  await never.waitFor({ timeout: 15_000 });
  await never.click();
  await page.getByTestId('welcome-overlay').waitFor({ state: 'detached' });
}

/** The in-app path of the page's hash URL, decoded. */
export const hashPath = (page: Page) => decodeURIComponent(new URL(page.url()).hash.slice(1));
