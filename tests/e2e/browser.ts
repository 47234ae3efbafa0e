import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';
// @ts-expect-error plain ESM script without types
import { testChromium } from '../../scripts/chromium.mjs';
import { poolId } from '../support/workers';

/** Debian's Chromium (its headless shell when installed) driven by playwright-core; Playwright never downloads a browser here. */
export const CHROMIUM: string = testChromium();

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** This worker's server (tests/e2e/global-setup.ts makes one per worker). */
export const baseURL = () => inject('baseURLs')[poolId() - 1];
/** The data directory of this worker's server. */
export const dataDir = () => inject('dataDirs')[poolId() - 1];

/**
 * Every test browser asks for reduced motion: the app then turns antd's animations off, so a click
 * never lands on a dialog, dropdown or submenu still zooming or sliding in (the main cause of
 * failures on a loaded machine).
 */
export const contextOptions = (viewport = { width: 1366, height: 800 }) => ({
  viewport,
  locale: 'zh-CN',
  reducedMotion: 'reduce' as const,
});

export async function newPage(browser: Browser, viewport = { width: 1366, height: 800 }): Promise<Page> {
  const context = await browser.newContext(contextOptions(viewport));
  return context.newPage();
}

/** The app's hash URL of an in-app path. */
export const at = (path: string) => `${baseURL()}/#${path}`;

/**
 * Clicks until the page is at a URL matching `url`. On a loaded machine a click on a menu entry can
 * land while its submenu is still sliding open and do nothing: click again rather than wait 30 s.
 */
export async function clickUntilURL(page: Page, target: Locator, url: RegExp) {
  for (let attempt = 1; ; attempt++) {
    await target.click();
    try {
      await page.waitForURL(url, { timeout: 10_000 });
      return;
    } catch (e) {
      if (attempt === 3) throw e;
    }
  }
}

/**
 * Opens a tab of a record workspace (an order's detail screen: track, docs, money, talk, log) and
 * waits for its pane; the tab is then in the address as `?tab=`.
 */
export async function openWorkspaceTab(page: Page, key: string) {
  await page.getByTestId(`workspace-tab-${key}`).click();
  await page.getByTestId(`workspace-pane-${key}`).first().waitFor();
}
