import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rawCalls, rawCallsIn } from './raw-calls';
import { rawCallAllowance } from './raw-calls.allow';

/** The lint rule's allow-list (biome.jsonc extends it): every file under src but src/api and the files listed with "!". */
const lintRule = () =>
  JSON.parse(readFileSync(join(process.cwd(), 'lint/raw-calls.json'), 'utf8')).plugins[0] as { path: string; includes: string[] };

/** Raw calls: on one line, split over lines, with a type argument, through either client; not in comments. */
const SAMPLE = [
  'const r = await http.get(endpoints.x);',
  "altHttp.post<{ a: 1 }>('/y', b)",
  'const s = await http',
  "  .put('/z', body);",
  '// http.put(z)',
  ' * http.delete(w)',
  'call(api.money.bill, { params })',
  "const u = 'http://host/a'",
].join('\n');

/** No new hand-written server calls: every call goes through the typed client (docs/architecture.md). */
describe('raw http calls outside src/api', () => {
  it('finds calls of both clients, also split over lines, and skips comments', () => {
    expect(rawCallsIn(SAMPLE)).toBe(3);
    expect(rawCallsIn("call(api.money.bill, { params })\nconst u = 'http://host/a'")).toBe(0);
    expect(rawCallsIn('altHttp\n  .get(endpoints.notices, { silent: true })\n  .then((r) => r)')).toBe(1);
  });

  it('stay within the allow-list of files not converted yet, which only shrinks', () => {
    const found = rawCalls(process.cwd());
    const total = [...found.values()].reduce((a, b) => a + b, 0);
    console.info(`raw http calls outside src/api: ${total} in ${found.size} files (to convert: tests/unit/api/raw-calls.allow.ts)`);
    const problems: string[] = [];
    for (const [file, n] of found) {
      const allowed = rawCallAllowance[file] ?? 0;
      if (n > allowed)
        problems.push(`${file}: ${n} raw calls, allowed ${allowed} - call through src/api (request/call/useApiQuery/useApiMutation)`);
    }
    for (const [file, allowed] of Object.entries(rawCallAllowance)) {
      const n = found.get(file) ?? 0;
      if (n < allowed) problems.push(`${file}: ${n} raw calls now, the allow-list says ${allowed} - lower it (or remove the line at 0)`);
    }
    expect(problems).toEqual([]);
  });

  it('the lint rule skips exactly the files on the allow-list (lint/raw-calls.json)', () => {
    const rule = lintRule();
    const skipped = rule.includes.filter((p) => p.startsWith('!') && p !== '!src/api/**').map((p) => p.slice(1));
    const expected = [
      'src/**',
      '!src/api/**',
      ...Object.keys(rawCallAllowance)
        .sort()
        .map((f) => `!${f}`),
    ];
    // On a mismatch, the message is the includes list to paste into lint/raw-calls.json.
    expect(rule.includes, JSON.stringify(expected, null, 2)).toEqual(expected);
    expect(skipped.sort()).toEqual(Object.keys(rawCallAllowance).sort());
  });

  it('the lint rule reports each raw call the counter counts, and nothing else', () => {
    const dir = mkdtempSync(join(tmpdir(), 'raw-calls-lint-'));
    try {
      const grit = join(process.cwd(), lintRule().path);
      writeFileSync(
        join(dir, 'biome.json'),
        JSON.stringify({ plugins: [grit], linter: { rules: { preset: 'none' } }, formatter: { enabled: false } }),
      );
      mkdirSync(join(dir, 'src'));
      writeFileSync(join(dir, 'src/sample.ts'), SAMPLE);
      const bin = join(process.cwd(), 'node_modules/@biomejs/biome/bin/biome');
      let out = '';
      try {
        out = execFileSync(process.execPath, [bin, 'lint', '--reporter=json', 'src'], {
          cwd: dir,
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        });
      } catch (e) {
        out = String((e as { stdout?: string }).stdout ?? '');
      }
      const diagnostics = (JSON.parse(out) as { diagnostics: { category: string; location: { start: { line: number } } }[] }).diagnostics;
      const lines = diagnostics.filter((d) => d.category === 'plugin').map((d) => d.location.start.line);
      expect(lines).toEqual([1, 2, 4]);
      expect(lines.length).toBe(rawCallsIn(SAMPLE));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
