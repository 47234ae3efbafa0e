import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../scripts/import-graph';

/**
 * Every citation a reader meets points into the repository (issue 25): the two behaviour
 * specifications and the design notes that comments once cited live outside it, and their content is
 * docs/behaviour.md. scripts/rewrite-citations.mjs knows every form those citations took (also wrapped
 * over a comment's line break); run dry, it must find none left in the code, the docs or the README.
 */
describe('citations', () => {
  it('no comment, test title or document cites the specifications or design notes outside the repository', () => {
    const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts/rewrite-citations.mjs'), '--dry-run'], { cwd: ROOT, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.stdout.trim(), 'run `node scripts/rewrite-citations.mjs` to point them at docs/behaviour.md').toBe(
      '0  citations in 0 files (dry run)',
    );
  });
});
