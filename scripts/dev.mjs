import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * npm run dev: the API server restarting on change (tsx watch) and Vite's dev server with hot reload,
 * which proxies API calls to it. Open http://localhost:5173/.
 */
const root = path.resolve(import.meta.dirname, '..');
const procs = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', path.join(root, 'server/main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, STATIC_DIR: path.join(root, '.no-static') },
  }),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], { cwd: root, stdio: 'inherit' }),
];
const stop = () =>
  procs.forEach((p) => {
    p.kill('SIGTERM');
  });
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs)
  p.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
