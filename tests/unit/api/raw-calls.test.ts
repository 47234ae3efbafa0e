import { describe, expect, it } from 'vitest';
import { rawCalls, rawCallsIn } from './raw-calls';
import { rawCallAllowance } from './raw-calls.allow';

/** No new hand-written server calls: every call goes through the typed client (docs/architecture.md). */
describe('raw http calls outside src/api', () => {
  it('finds calls of both clients and skips comments', () => {
    expect(rawCallsIn("const r = await http.get(endpoints.x);\naltHttp.post<{ a: 1 }>('/y', b)\n// http.put(z)\n * http.delete(w)")).toBe(2);
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
      if (n > allowed) problems.push(`${file}: ${n} raw calls, allowed ${allowed} - call through src/api (request/call/useApiQuery/useApiMutation)`);
    }
    for (const [file, allowed] of Object.entries(rawCallAllowance)) {
      const n = found.get(file) ?? 0;
      if (n < allowed) problems.push(`${file}: ${n} raw calls now, the allow-list says ${allowed} - lower it (or remove the line at 0)`);
    }
    expect(problems).toEqual([]);
  });
});
