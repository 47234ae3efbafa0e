import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { biomeConfig, linted } from '../../support/biome-lint';

/** The raw-call rule as biome.jsonc declares it (`npm run lint` runs it over the repository). */
function rawCallRule(): { path: string; includes: string[] } {
  const config = biomeConfig() as { plugins: ({ path: string; includes: string[] } | string)[] };
  const rule = config.plugins.find((p) => typeof p === 'object' && p.path.endsWith('no-raw-http.grit'));
  if (!rule || typeof rule === 'string') throw new Error('biome.jsonc has no no-raw-http.grit plugin with includes');
  return rule;
}

/**
 * Raw calls: on one line, with a type argument, split over lines, and bare fetches; comments, typed
 * calls, addresses and a query's refetch are not.
 */
const SAMPLE = [
  'const r = await http.get(endpoints.x);',
  "altHttp.post<{ a: 1 }>('/y', b)",
  'const s = await http',
  "  .put('/z', body);",
  '// http.put(z)',
  ' * http.delete(w)',
  'call(api.money.bill, { params })',
  "const u = 'http://host/a'",
  "const res = await fetch('/api/x', { headers });",
  'window.fetch(url)',
  'query.refetch();',
  'prefetch(route);',
  '// fetch(url)',
].join('\n');

/** Lints SAMPLE written at each path, with the rule as biome.jsonc declares it: the lines it reports, by file. */
function reported(files: string[]): Record<string, number[]> {
  const rule = rawCallRule();
  const config = { plugins: [{ path: join(process.cwd(), rule.path), includes: rule.includes }], linter: { rules: { preset: 'none' } } };
  return linted(config, Object.fromEntries(files.map((f) => [f, SAMPLE])), (category) => category === 'plugin');
}

/** No hand-written server calls: every call goes through the typed client (docs/architecture.md "Lint and format"). */
describe('the lint rule against raw http calls (lint/no-raw-http.grit)', () => {
  it('reports each raw call and fetch of a screen, also split over lines, and nothing else; the typed client itself is exempt', () => {
    expect(reported(['src/pages/sample.ts', 'src/components/x/sample.tsx', 'src/api/sample.ts'])).toEqual({
      'src/pages/sample.ts': [1, 2, 4, 9, 10],
      'src/components/x/sample.tsx': [1, 2, 4, 9, 10],
      'src/api/sample.ts': [],
    });
  });

  it('skips no file under src but the typed client', () => {
    expect(rawCallRule().includes).toEqual(['src/**', '!src/api/**']);
  });
});
