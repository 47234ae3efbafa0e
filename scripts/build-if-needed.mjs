import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Builds the browser app when dist/ is missing or older than any source it is built from. */
const root = path.resolve(import.meta.dirname, '..');
const inputs = ['src', 'index.html', 'vite.config.ts', 'package.json'];

function newest(p) {
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...fs.readdirSync(p).map((f) => newest(path.join(p, f))));
}

export function buildIfNeeded() {
  const built = path.join(root, 'dist', 'index.html');
  const srcTime = Math.max(
    ...inputs
      .map((i) => path.join(root, i))
      .filter(fs.existsSync)
      .map(newest),
  );
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= srcTime) return;
  console.log('Building the browser app (vite build)...');
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    // Always the production build: called from the browser tests' setup, this process has vitest's
    // NODE_ENV=test, and vite then bundles React's development build (1.1 MB login page, not 0.9).
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
