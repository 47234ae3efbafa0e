import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasScreen, modules, routes, screenProblems } from '../../src/resources';

const root = path.resolve(import.meta.dirname, '../..');
/** The spec's route sections, copied into the repository as test data (the project stands alone). */
const specRoutes = fs.readFileSync(path.join(root, 'tests/fixtures/spec-routes.md'), 'utf8');

/** Section 2 ("Screens and routes") of one spec document, as copied. */
function routeSection(file: string) {
  const start = specRoutes.indexOf(`<!-- file: ${file} -->`);
  const end = specRoutes.indexOf(`<!-- end: ${file} -->`, start);
  if (start < 0 || end < 0) throw new Error(`tests/fixtures/spec-routes.md lacks ${file}`);
  return specRoutes.slice(start, end);
}

/** Every route path the spec names in its route sections ("/af_order", "/cargoPouchView/{id}" -> "/cargoPouchView"). */
function specPaths(): string[] {
  const text = routeSection('01-platform-shell') + routeSection('02-dashboard-settings-tracking');
  const found = new Set<string>();
  for (const m of text.matchAll(/(?<![\w.{}])\/([A-Za-z][A-Za-z0-9_]*)/g)) found.add(`/${m[1]}`);
  found.delete('/Mft'); // "many /Mft... pages share one generic page": checked separately below
  for (const p of found) if (p.endsWith('_')) found.delete(p); // "routes starting /css_ or /jt_css_"
  return [...found].sort();
}

describe('the resource registry', () => {
  it('declares every route the spec names exactly once, with labels and a kind', () => {
    const names = specPaths();
    expect(names.length).toBeGreaterThan(130);
    const declared = routes.map((r) => r.path);
    for (const p of names) {
      expect(
        declared.filter((d) => d === p),
        p,
      ).toHaveLength(1);
      const r = routes.find((x) => x.path === p)!;
      expect(['container', 'crud', 'report', 'page']).toContain(r.kind);
      expect(r.label['zh-CN'], p).toBeTruthy();
      expect(r.label['en-US'], p).toBeTruthy();
    }
  });

  it('declares no path twice anywhere', () => {
    const declared = routes.map((r) => r.path);
    expect(declared.length).toBe(new Set(declared).size);
  });

  it('shares one definition among the Mft manifest query pages', () => {
    const mft = routes.filter((r) => r.path.startsWith('/Mft'));
    expect(mft.length).toBeGreaterThanOrEqual(4);
    expect(new Set(mft.map((r) => r.table)).size).toBe(1);
    // One field list (manifestFields); a preset only picks which of them it lists and filters by.
    const names = (r: (typeof mft)[number]) => r.fields!.map((f) => `${f.name}:${f.kind}`).join();
    expect(new Set(mft.map(names)).size).toBe(1);
    expect(new Set(mft.map((r) => r.component))).toEqual(new Set(['MftQueryPage']));
  });

  it("puts the spec's no-login and open paths in the right access class", () => {
    const s01 = routeSection('01-platform-shell');
    const listOf = (heading: string) => {
      const start = s01.indexOf(heading);
      const body = s01.slice(start, s01.indexOf('\n###', start + 5));
      return [...body.matchAll(/(?<![\w.{}])\/([A-Za-z][A-Za-z0-9_]*)/g)].map((m) => `/${m[1]}`);
    };
    for (const p of listOf('### 2.2')) expect(routes.find((r) => r.path === p)?.access, p).toBe('public');
    for (const p of listOf('### 2.3')) expect(['open', 'public'], p).toContain(routes.find((r) => r.path === p)?.access);
  });

  it('gives every module a container in the menu', () => {
    for (const m of modules.filter((x) => x.code !== 'shell'))
      expect(
        m.routes.some((r) => r.kind === 'container'),
        m.code,
      ).toBe(true);
  });

  it('is the only place a route path is written', () => {
    const paths = new Set(routes.map((r) => r.path));
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.(ts|tsx)$/.test(e.name)) {
          // Doc comments may show an example path; code may not.
          const text = fs
            .readFileSync(p, 'utf8')
            .split('\n')
            .filter((l) => !/^\s*(\/\/|\/?\*)/.test(l))
            .join('\n');
          for (const m of text.matchAll(/['"`](\/[A-Za-z][A-Za-z0-9_]*)(?=['"`?])/g)) {
            if (paths.has(m[1])) offenders.push(`${path.relative(root, p)}: ${m[1]}`);
          }
        }
      }
    };
    for (const dir of ['src', 'server']) walk(path.join(root, dir));
    // '/hrs' and '/prm' are also the server's API prefixes (docs/behaviour.md §1.7), which are not routes; so is
    // '/css', the money calls' prefix (docs/money.md).
    const apiPrefix = /^server\/(app|plugins\/service-pages)\.ts: \/(hrs|prm|css)$/;
    const outside = offenders.filter((o) => !o.startsWith('src/resources/') && !apiPrefix.test(o));
    expect(outside).toEqual([]);
  });
});

describe('screens named by the registry', () => {
  it('resolves every component and panel name the registry uses', () => {
    expect(screenProblems(routes)).toEqual([]);
  });

  it('reports a name that is no screen, which stops the server at start', () => {
    expect(
      screenProblems([
        { path: '/x', component: 'NoSuchPage' },
        { path: '/y', panels: ['NoSuchPanel'] },
      ]),
    ).toEqual([
      '/x: component NoSuchPage is not a page (src/resources/screens.ts)',
      '/y: panel NoSuchPanel is not a panel (src/resources/screens.ts)',
    ]);
  });

  it('gives a container, a page with a component and a data route with fields a screen, and nothing else', () => {
    expect(hasScreen({ kind: 'container' })).toBe(true);
    expect(hasScreen({ kind: 'page', component: 'DashboardPage' })).toBe(true);
    expect(hasScreen({ kind: 'page' })).toBe(false);
    expect(hasScreen({ kind: 'page', component: 'NoSuchPage' })).toBe(false);
    expect(hasScreen({ kind: 'crud', fields: [] })).toBe(false);
    expect(hasScreen({ kind: 'report', fields: [{ name: 'a', kind: 'text', label: { 'zh-CN': 'a', 'en-US': 'a' } }] })).toBe(true);
  });
});
