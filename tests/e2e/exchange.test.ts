import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf } from './api';
import { launch, newPage } from './browser';
import { DEMO2_ADMIN, loginAs } from './login';

/** 报文查看 (/os_exchangeLook, docs/api-office.md): what the product sent about manifests, or that nothing was. */
describe('manifest exchange log in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('says nothing was exchanged, then lists the manifest a user submitted with its outcome', async () => {
    const page = await newPage(browser);
    await loginAs(page, DEMO2_ADMIN, { redirect: '/os_exchangeLook' });
    const table = page.getByTestId('resource-table');
    await table.getByText('没有舱单报文。在空运出口或进口订单的舱单中申报、修改或删除记录时', { exact: false }).waitFor();

    const made = await apiCall(await tokenOf('2|admin|DEMO2'), 'POST', '/api/ai_order', {
      orderCode: 'E2E-MF-1',
      awbNumber: '020-81140743',
      manifestList: [{ masterFlag: false, hawbNumber: 'E2EH01', quantity: 3 }],
    });
    expect(made.code, JSON.stringify(made)).toBe(0);
    await page.reload();
    const row = table.locator('tbody tr.ant-table-row').filter({ hasText: 'E2EH01' });
    await row.waitFor();
    const text = await row.innerText();
    for (const part of ['舱单申报', 'E2EH01', 'E2E-MF-1', '成功', '舱单申报 分单 E2EH01：件数 3']) expect(text).toContain(part);
    await page.context().close();
  });
});
