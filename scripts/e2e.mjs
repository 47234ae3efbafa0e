import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** npm run test:e2e: only the browser tests. */
const root = path.resolve(import.meta.dirname, '..');
const r = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'e2e', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(r.status ?? 1);
