import type { Page } from 'playwright-core';
import { STORAGE_KEYS } from '../../src/schemas/constants';
import { baseURL } from './browser';

/**
 * Test set-up through the real API (the UI is what the tests look at): a demo user's token through
 * the password grant the login page uses, and calls with it.
 */
export async function tokenOf(username: string, password = 'Demo@2026', base = baseURL()): Promise<string> {
  const r = await fetch(`${base}/auth/oauth/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from('web:web').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });
  const token = (await r.json()).access_token;
  if (!token) throw new Error(`cannot log ${username} in`);
  return token;
}

export async function apiCall(token: string, method: string, path: string, body?: unknown) {
  const r = await fetch(`${baseURL()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return r.json();
}

/** The session token the page keeps, as the app reads it. */
export const pageToken = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key) ?? '', STORAGE_KEYS.token);

/** A call with the page's session, as the app makes it: answers the envelope (`code`, `data`, `msg`). */
export async function pageApi(page: Page, method: string, path: string, body?: unknown) {
  return apiCall(await pageToken(page), method, path, body);
}

/** A call with the page's session that must succeed (else the test fails naming it): answers its data. */
export async function pageData(page: Page, path: string, method = 'GET', body?: unknown) {
  const answer = await pageApi(page, method, path, body);
  if (answer.code !== 0) throw new Error(`${method} ${path}: ${JSON.stringify(answer)}`);
  return answer.data;
}

/**
 * Gives DEMO's staff member 张三 a fresh unread message: DEMO's administrator publishes a notice, which
 * tells every colleague. Answers the message title.
 */
export async function unreadMessageForStaff(tag: string): Promise<string> {
  const admin = await tokenOf('2|admin|DEMO');
  const title = `测试公告 ${tag} ${Date.now()}`;
  const r = await apiCall(admin, 'POST', '/api/hrs_notice', {
    noticeTitle: title,
    noticeType: 'XTGX',
    noticeStatus: 'PUBLISHED',
    publishDate: new Date().toISOString().slice(0, 10),
  });
  if (r.code !== 0) throw new Error(`cannot publish a notice: ${JSON.stringify(r)}`);
  return `新公告：${title}`;
}
