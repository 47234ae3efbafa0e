import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../scripts/import-graph';

/**
 * One home per concept in the browser's code (docs/architecture.md "Texts"): a declared text is read
 * through `inLanguage()`, an empty value shows through `dash()`, and shared state is a store of
 * src/api/store.ts. A line that goes around one of them is named here with its file.
 */
function browserFiles(dir = path.join(ROOT, 'src')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return browserFiles(p);
    return /\.(ts|tsx)$/.test(e.name) ? [p] : [];
  });
}

const files = browserFiles().map((f) => ({ file: path.relative(ROOT, f), lines: fs.readFileSync(f, 'utf8').split('\n') }));

/** `file:line` of every line matching `pattern`, but in the files that are the concept's home. */
function found(pattern: RegExp, homes: string[]): string[] {
  return files
    .filter(({ file }) => !homes.includes(file))
    .flatMap(({ file, lines }) => lines.flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}`] : [])));
}

describe('one home per concept', () => {
  it('reads a declared text in the current language through inLanguage()', () => {
    expect(found(/\[currentLanguage\(\)\]/, ['src/providers/i18n.ts'])).toEqual([]);
  });

  it("shows an empty value through dash(), not an inline ?? '-'", () => {
    expect(found(/\?\? '-'/, ['src/components/display/empty.ts'])).toEqual([]);
  });

  it("shows a point in time through display/dates.ts, not an inline dayjs(...).format('YYYY-MM-DD…')", () => {
    expect(found(/dayjs\([^)]*\)\.format\('YYYY-MM-DD/, ['src/components/display/dates.ts'])).toEqual([]);
  });

  it('keeps shared browser state in a store of src/api/store.ts, not a listener set of its own', () => {
    expect(found(/new Set<\(\) => void>/, ['src/api/listeners.ts'])).toEqual([]);
  });

  it('adds texts to the catalogue only when the app starts', () => {
    expect(found(/\baddTexts\(/, [])).toEqual([]);
    expect(found(/\bstartAppTexts\(/, ['src/providers/i18n.ts', 'src/RefineApp.tsx'])).toEqual([]);
  });
});
