import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeByPath } from '../../src/resources';
import { at, launch, newPage } from './browser';
import { DEMO_ADMIN, hashPath, loginAs } from './login';

/**
 * Done-when walk of issue 16: every path the specification lists in docs/behaviour.md §1.2.1-1.2.3 and docs/behaviour.md §2.2.1
 * (copied in tests/fixtures/spec-routes.md) that the registry declares opens a working screen for the
 * demo administrator: no 功能暂未开放, no 404 page, no error, no CSP refusal. The spec's public paths
 * (§2.2) do the same without a login.
 */

const root = path.resolve(import.meta.dirname, '../..');
const spec = fs.readFileSync(path.join(root, 'tests/fixtures/spec-routes.md'), 'utf8');

/** The text of a section, from its heading to the next heading of the same or a higher level. */
function section(file: string, heading: string): string {
  const doc = spec.slice(spec.indexOf(`<!-- file: ${file} -->`), spec.indexOf(`<!-- end: ${file} -->`));
  const start = doc.indexOf(heading);
  if (start < 0) throw new Error(`${file} has no ${heading}`);
  const next = doc.slice(start + heading.length).search(/\n#{2,3} /);
  return next < 0 ? doc.slice(start) : doc.slice(start, start + heading.length + next);
}

/** Route paths written in a text ("/cargoPouchView/{id}" names /cargoPouchView), in order, once each. */
const pathsIn = (text: string) => [...new Set([...text.matchAll(/(?<![\w.{}])\/([A-Za-z][A-Za-z0-9_]*)/g)].map((m) => `/${m[1]}`))];

const SIGNED_IN = [
  ...pathsIn(section('01-platform-shell', '### 2.1 Module routes')),
  ...pathsIn(section('01-platform-shell', '### 2.2 Paths needing no login')),
  ...pathsIn(section('01-platform-shell', '### 2.3 Paths open to any logged-in user without a menu grant')),
  ...pathsIn(section('02-dashboard-settings-tracking', '### 2.1 Routes in this document')),
];
const PUBLIC = pathsIn(section('01-platform-shell', '### 2.2 Paths needing no login'));

/**
 * Routes the walk does not open bare; nothing else is skipped. Every route of the spec has its
 * screen now: only the two waybill-making pages stay out, as they are opened through a signed link.
 */
const pendingElsewhere = new Set([
  // Delivered, but opened only through a signed link (tests/e2e/office.test.ts walks them with one).
  '/seOrderWaybillMake',
  '/osWaybillMake',
]);

/** The placeholder page itself: its whole job is to say 功能暂未开放 (checked as such, not skipped). */
const PLACEHOLDER = '/unDevelop';

const declared = (list: string[]) => [...new Set(list)].filter((p) => routeByPath.has(p));

const NOT_OPEN = '功能暂未开放';
const NOT_FOUND = '您访问的页面不存在';

interface Watch {
  /** What went wrong since the last reset: uncaught errors, failed API calls, Content-Security-Policy refusals. */
  problems: string[];
  /** Requests in flight. */
  inflight: () => number;
}

function watch(page: Page): Watch {
  const problems: string[] = [];
  let inflight = 0;
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  // A screen whose script, style, frame or media the CSP refuses is broken for its user too.
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) problems.push(`CSP: ${m.text()}`);
  });
  page.on('request', () => {
    inflight += 1;
  });
  page.on('requestfinished', () => {
    inflight -= 1;
  });
  page.on('requestfailed', (r) => {
    inflight -= 1;
    // A request the page itself dropped on leaving is no failure.
    if (r.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`failed ${r.method()} ${new URL(r.url()).pathname}: ${r.failure()?.errorText}`);
  });
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (r.status() >= 500 || (r.status() === 404 && !url.pathname.startsWith('/files/')))
      problems.push(`${r.status()} ${r.request().method()} ${url.pathname}`);
  });
  return { problems, inflight: () => inflight };
}

/** Opens a path and waits until the screen has settled: rendered, no loading spinner, no request in flight for 400 ms. */
async function open(page: Page, w: Watch, p: string) {
  await page.goto(at(p));
  await page.waitForFunction(() => document.querySelector('#root')?.children.length, null, { timeout: 20_000 });
  const deadline = Date.now() + 20_000;
  let quiet = 0;
  while (Date.now() < deadline && quiet < 4) {
    await page.waitForTimeout(100);
    const spinning = await page.locator('.ant-spin-spinning, [data-testid="page-loading"]').count();
    quiet = w.inflight() <= 0 && spinning === 0 ? quiet + 1 : 0;
  }
}

async function expectWorking(page: Page, p: string, problems: string[]) {
  const text = await page.locator('#root').innerText();
  expect(text.trim().length, `${p} shows nothing`).toBeGreaterThan(0);
  expect(text, `${p} shows ${NOT_OPEN}`).not.toContain(NOT_OPEN);
  expect(text, `${p} shows the 404 page`).not.toContain(NOT_FOUND);
  expect(await page.getByTestId('page-404').count(), `${p} is a 404`).toBe(0);
  expect(await page.getByTestId('page-un-develop').count(), `${p} is not open`).toBe(0);
  expect(problems, p).toEqual([]);
}

describe('every route of the spec opens a working screen (Chromium)', () => {
  let browser: Browser;
  let page: Page;
  let w: Watch;

  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    w = watch(page);
    await loginAs(page, DEMO_ADMIN);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const walked = declared(SIGNED_IN).filter((p) => !pendingElsewhere.has(p) && p !== PLACEHOLDER);

  it("walks the spec's lists, and the pending set names only declared routes that still lack a screen", () => {
    expect(walked.length).toBeGreaterThan(100);
    for (const p of pendingElsewhere) expect(routeByPath.has(p), p).toBe(true);
  });

  it.each(walked)('%s', async (p) => {
    w.problems.length = 0;
    await open(page, w, p);
    // Still signed in and allowed: neither the login page nor /unPermission took over.
    const now = hashPath(page);
    expect(now.startsWith('/login'), `${p} went to ${now}`).toBe(false);
    if (p !== '/unPermission' && p !== '/noPermission') expect(now.startsWith('/unPermission'), `${p} went to ${now}`).toBe(false);
    await expectWorking(page, p, w.problems);
  });

  it(`${PLACEHOLDER} is the flagged page of unavailable entries`, async () => {
    await open(page, w, PLACEHOLDER);
    await expect(page.getByTestId('page-un-develop').innerText()).resolves.toContain(NOT_OPEN);
  });
});

describe("the spec's public paths open without a login (Chromium)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const walked = declared(PUBLIC).filter((p) => !pendingElsewhere.has(p));

  it.each(walked)('%s', async (p) => {
    const page = await newPage(browser);
    const pw = watch(page);
    await open(page, pw, p);
    expect(routeByPath.get(p)?.access, p).toBe('public');
    expect(hashPath(page).split('?')[0], `${p} asked for a login`).toBe(p);
    await expectWorking(page, p, pw.problems);
    await page.context().close();
  });
});
