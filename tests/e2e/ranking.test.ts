import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf } from './api';
import { launch, newPage } from './browser';
import { DEMO_ADMIN, dismissWelcome, loginAs } from './login';

/**
 * The network member ranking of the dashboard (docs/behaviour.md §2.2.2, docs/api-dashboard.md): medal images for
 * places 1 to 3, NO.n for the rest, the company card of a company that has one, and the 更多 table.
 */

interface Ranked {
  orgName: string;
  rankNumber: number;
  activeIndex: number;
  companyProfile: string | null;
  companyAdvantage: string | null;
  companyContactInfo: string | null;
}

describe('member ranking in Chromium', () => {
  let browser: Browser;
  let ranked: Ranked[];
  beforeAll(async () => {
    browser = await launch();
    // Four organisations active in the last 30 days: the demo's own, and three visits made here.
    for (const who of ['2|admin|DEMO2', '2|chenjing|DEMOSUP', '2|kefu|SERVICE']) {
      const r = await apiCall(await tokenOf(who), 'POST', '/hrs/userAccessRecord/recordMenu', { path: '/dashboard' });
      expect(r.code, JSON.stringify(r)).toBe(0);
    }
    ranked = (await apiCall(await tokenOf('2|admin|DEMO'), 'GET', '/hrs/userAccessRecord/topActiveIndex')).data;
    expect(ranked.length).toBeGreaterThanOrEqual(4);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows medals for places 1-3 and NO.n after, opens a company card, and lists everyone under 更多', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO_ADMIN);
    await dismissWelcome(page);
    const card = page.getByTestId('ranking');
    await card.getByTestId(`ranking-${ranked.length}`).waitFor();

    for (const place of [1, 2, 3]) {
      const medal = card.getByTestId(`ranking-${place}`).getByTestId('ranking-medal');
      await expect(medal.getAttribute('alt')).resolves.toBe(`NO.${place}`);
      // The picture itself loaded (an SVG of the repository), not a broken image.
      await page.waitForFunction(
        (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
        await medal.elementHandle(),
      );
    }
    const medals = await card.getByTestId('ranking-medal').evaluateAll((l) => l.map((i) => (i as HTMLImageElement).src));
    expect(new Set(medals).size).toBe(3);
    const fourth = card.getByTestId('ranking-4');
    await expect(fourth.innerText()).resolves.toContain('NO.4');
    expect(await fourth.getByTestId('ranking-medal').count()).toBe(0);

    // A company name is a link exactly when the company has a profile, advantages or contact details.
    for (const r of ranked) {
      const row = card.getByTestId(`ranking-${r.rankNumber}`);
      await expect(row.innerText()).resolves.toContain(r.orgName);
      const hasCard = !!(r.companyProfile || r.companyAdvantage || r.companyContactInfo);
      expect(await row.locator('a', { hasText: r.orgName }).count(), r.orgName).toBe(hasCard ? 1 : 0);
    }

    const demo = ranked.find((r) => r.orgName === '演示国际货运代理有限公司')!;
    await card.getByTestId(`ranking-${demo.rankNumber}`).locator('a', { hasText: demo.orgName }).click();
    const dialog = page.getByTestId('company-card');
    await dialog.locator('.ant-modal-title').filter({ hasText: demo.orgName }).waitFor();
    const text = await dialog.innerText();
    // The company's own texts (another test may have edited them), their line breaks kept.
    const parts: [string, string | null][] = [
      ['公司简介', demo.companyProfile],
      ['公司优势', demo.companyAdvantage],
      ['联系方式', demo.companyContactInfo],
    ];
    expect(parts.some(([, v]) => v?.includes('\n'))).toBe(true);
    for (const [title, value] of parts) expect(text).toContain(`${title}\n${value || '-'}`);
    await dialog.locator('.ant-modal-close').click();
    await dialog.waitFor({ state: 'hidden' });

    await card.getByTestId('ranking-more').click();
    const more = page.getByTestId('ranking-more-dialog');
    const rows = more.locator('tbody tr.ant-table-row');
    await rows.nth(ranked.length - 1).waitFor();
    expect(await more.locator('thead th').allInnerTexts()).toEqual(['序号', '公司名称', '活跃指数']);
    const table = await rows.evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => (td as HTMLElement).innerText.trim())),
    );
    expect(table).toEqual(ranked.map((r) => [String(r.rankNumber), r.orgName, String(r.activeIndex)]));
    await page.context().close();
  });
});
