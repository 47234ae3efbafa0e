import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Finds the browser's hand-written server calls: `http.get(...)`, `altHttp.post(...)` and the like
 * outside src/api, the typed client every call should go through (docs/architecture.md "How to add a
 * server call"). Comment lines are skipped.
 */
const RAW = /\b(?:http|altHttp)\s*\.\s*(?:get|post|put|patch|delete|head|request)\s*(?:<[^>()]*>)?\s*\(/g;

export function rawCallsIn(text: string): number {
  // Comment lines out, then matched across lines: `http\n  .get(...)` is a call too.
  const code = text.split('\n').filter((line) => {
    const t = line.trim();
    return !(t.startsWith('//') || t.startsWith('*') || t.startsWith('/*'));
  }).join('\n');
  return code.match(RAW)?.length ?? 0;
}

/** Every file under src (src/api excepted) with its count of raw calls, paths relative to the root. */
export function rawCalls(root: string): Map<string, number> {
  const out = new Map<string, number>();
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(e.name)) {
        const rel = relative(root, p).split('\\').join('/');
        if (rel.startsWith('src/api/')) continue;
        const n = rawCallsIn(readFileSync(p, 'utf8'));
        if (n) out.set(rel, n);
      }
    }
  };
  walk(join(root, 'src'));
  return out;
}
