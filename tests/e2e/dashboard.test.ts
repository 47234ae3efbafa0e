import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, launch, newPage } from './browser';
import { DEMO_ADMIN, dismissWelcome, loginAs } from './login';
import { brotliBytes } from './wire';

describe('dashboard in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the login page loads no chart code (echarts / zrender), not the app behind it (Refine, the registry), and at most 250 KB of brotli JavaScript', async () => {
    const page = await newPage(browser);
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(at('/login'));
    await page.waitForSelector('#login-submit');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    // The page comes before the application chunk (src/App.tsx), which only a signed-in page loads.
    expect(scripts.some((u) => /\/assets\/RefineApp-/.test(u))).toBe(false);
    for (const url of scripts) {
      const body = await (await fetch(url)).text();
      expect(/zrender|echarts/i.test(body), url).toBe(false);
    }
    // Issue 10's budget (docs/architecture.md): what a browser on HTTPS receives.
    const brotli = (await Promise.all(scripts.map(brotliBytes))).reduce((a, b) => a + b, 0);
    expect(brotli).toBeLessThanOrEqual(250 * 1024);
    await page.context().close();
  });

  it('renders the cards and the chart, redraws on a tab switch and remembers the tab after reload', async () => {
    const page = await newPage(browser);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await loginAs(page, DEMO_ADMIN);
    await page.getByTestId('dashboard').waitFor();
    await dismissWelcome(page);
    for (const id of ['route-search', 'quick-tools', 'stats-tabs', 'frequent-menus', 'notice-board', 'help-card']) {
      await page.getByTestId(id).waitFor();
    }
    await expect(page.getByTestId('quick-tools').innerText()).resolves.toContain('货物追踪');
    await expect(page.getByTestId('quick-tools').innerText()).resolves.toContain('我的询价');
    await page.locator('[data-testid="stats-chart"][data-scope="AE"] canvas').first().waitFor();
    expect(scripts.some((u) => /StatsChart/.test(u))).toBe(true);
    expect(scripts.some((u) => /\/assets\/RefineApp-/.test(u))).toBe(true); // the app, loaded after the sign-in
    const labels = await page.locator('[data-testid="stats-table"] thead th').allInnerTexts();
    expect(labels.filter((l) => /^\d\d\/\d\d$/.test(l.trim()))).toHaveLength(7);
    await expect(page.getByTestId('stats-table').innerText()).resolves.toContain('票数');

    await page.getByTestId('stats-tabs').getByRole('tab', { name: '海运出口' }).click();
    await page.locator('[data-testid="stats-chart"][data-scope="SE"] canvas').first().waitFor();
    await page.locator('[data-testid="stats-table"][data-scope="SE"]').waitFor();
    await expect(page.getByTestId('stats-table').innerText()).resolves.toContain('标箱量');
    const more = await page.getByTestId('stats-more').getAttribute('href');
    const o = JSON.parse(decodeURIComponent(new URL(`http://x/${more!.replace(/^#?\//, '')}`).searchParams.get('o')!));
    expect(o).toMatchObject({ businessScope: 'SE', unit: '天' });

    await page.reload();
    await page.locator('[data-testid="stats-chart"][data-scope="SE"] canvas').first().waitFor();
    await expect(page.locator('.ant-tabs-tab-active').first().innerText()).resolves.toContain('海运出口');
    await page.context().close();
  });

  it('runs the tour to 立即体验 and does not show the welcome again after reload', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN);
    await page.getByTestId('dashboard').waitFor();
    await page.getByTestId('welcome-start').click();
    const tour = page.locator('.ant-tour');
    await tour.getByText('在线搜索').waitFor();
    // The first step describes its card: a departure and a destination, then 搜索 (not a menu search).
    await expect(tour.locator('.ant-tour-description').innerText()).resolves.toBe(
      '输入出发地和目的地（机场或港口的代码或名称），点击「搜索」查看这条航线的运价。',
    );
    const card = page.getByTestId('route-search');
    // The card it points at: the two places (their placeholders) and the 搜索 button.
    await expect(card.innerText()).resolves.toMatch(/出发地（机场\/港口代码或名称）[\s\S]*目的地（机场\/港口代码或名称）[\s\S]*搜\s*索/);
    await tour.getByRole('button', { name: '下一步' }).click();
    await tour.getByText('快捷工具', { exact: true }).waitFor();
    await tour.getByRole('button', { name: '上一步' }).waitFor();
    await tour.getByRole('button', { name: '下一步' }).click();
    await tour.getByText('更多信息').waitFor();
    await tour.getByRole('button', { name: '立即体验' }).click();
    await tour.waitFor({ state: 'hidden' });

    await page.reload();
    await page.getByTestId('dashboard').waitFor();
    await page.waitForTimeout(1500);
    expect(await page.getByTestId('welcome-overlay').count()).toBe(0);

    // What the first step said: departure and destination, 搜索, the lane's price search.
    await card.locator('#lane-from').fill('PVG');
    await card.locator('#lane-to').fill('FRA');
    await card.getByTestId('lane-search').click();
    await page.waitForURL(/#\/panelSearch\?f=PVG&t=FRA$/);
    await page.context().close();
  });

  it('the hot-menu editor refuses an 11th item and the saved order shows on the dashboard', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN);
    await page.getByTestId('dashboard').waitFor();
    await dismissWelcome(page);
    await page.getByTestId('hot-menu-settings').click();
    const editor = page.getByTestId('hot-menu-editor');
    await editor.waitFor();
    // Untick whatever is saved, then tick 11 leaves.
    while ((await editor.locator('.ant-tree-checkbox-checked').count()) > 0) {
      await editor.locator('.ant-tree-checkbox-checked').first().click();
    }
    const unticked = editor
      .locator('.ant-tree-treenode')
      .filter({ has: page.locator('.ant-tree-checkbox:not(.ant-tree-checkbox-checked)') });
    const names: string[] = [];
    for (let i = 0; i < 11; i++) {
      const node = unticked.first();
      const title = (await node.locator('.ant-tree-title').innerText()).trim();
      await node.locator('.ant-tree-checkbox').click();
      if (i < 10) {
        await editor.getByTestId(`hot-menu-item-${i}`).waitFor();
        names.push(title);
      }
    }
    await page.locator('.ant-message').getByText('最多只能选择10个').waitFor();
    expect(await editor.locator('[data-testid^="hot-menu-item-"]').count()).toBe(10);
    await expect(editor.getByTestId('hot-menu-up-0').isDisabled()).resolves.toBe(true);
    await expect(editor.getByTestId('hot-menu-down-9').isDisabled()).resolves.toBe(true);
    // Move the second entry to the top.
    await editor.getByTestId('hot-menu-up-1').click();
    const expected = [names[1], names[0], ...names.slice(2)];
    await page.getByTestId('hot-menu-save').click();
    await editor.waitFor({ state: 'detached' });

    const frequent = page.getByTestId('frequent-menus');
    await frequent.getByTestId('frequent-menu-5').waitFor();
    const shown = await frequent.locator('[data-testid^="frequent-menu-"] a').allInnerTexts();
    expect(shown).toEqual(expected.slice(0, 6));

    await page.reload();
    await page.getByTestId('frequent-menu-5').waitFor();
    expect(await page.getByTestId('frequent-menus').locator('[data-testid^="frequent-menu-"] a').allInnerTexts()).toEqual(
      expected.slice(0, 6),
    );
    await page.context().close();
  });
});
