import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';

/** biome.jsonc as the repository declares it (`npm run lint` runs it), comments and all. */
export function biomeConfig(): Record<string, unknown> {
  const text = readFileSync(join(process.cwd(), 'biome.jsonc'), 'utf8');
  return ts.parseConfigFileTextToJson('biome.jsonc', text).config as Record<string, unknown>;
}

interface Diagnostic {
  category: string;
  location: { path: string | { file: string }; start: { line: number } };
}

/**
 * Lints `files` (path → text) in a directory of their own with `config` as its biome.json, the way
 * `npm run lint` would: the lines each file is reported at by a diagnostic whose category `pick` keeps.
 */
export function linted(config: Record<string, unknown>, files: Record<string, string>, pick: (category: string) => boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'biome-lint-'));
  try {
    writeFileSync(join(dir, 'biome.json'), JSON.stringify({ formatter: { enabled: false }, ...config }));
    for (const [f, text] of Object.entries(files)) {
      mkdirSync(join(dir, f, '..'), { recursive: true });
      writeFileSync(join(dir, f), text);
    }
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
    const byFile: Record<string, number[]> = Object.fromEntries(Object.keys(files).map((f) => [f, []]));
    for (const d of (JSON.parse(out) as { diagnostics: Diagnostic[] }).diagnostics.filter((x) => pick(x.category))) {
      const p = typeof d.location.path === 'string' ? d.location.path : d.location.path.file;
      const file = Object.keys(files).find((f) => p.replaceAll('\\', '/').endsWith(f));
      if (file) byFile[file].push(d.location.start.line);
    }
    return byFile;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
