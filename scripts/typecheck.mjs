import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * npm run typecheck: the three programs of docs/architecture.md "Layers", side by side.
 * - tsconfig.json: everything, with the browser's DOM and Node's types (screens, tests, scripts);
 * - tsconfig.server.json: the server and the shared files it imports, without the DOM;
 * - tsconfig.shared.json: src/schemas, src/resources, src/contracts without Node's types.
 * Exits non-zero when any finds an error.
 */
const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const configs = ['tsconfig.json', 'tsconfig.server.json', 'tsconfig.shared.json'];

export function typecheck() {
  const started = Date.now();
  return Promise.all(
    configs.map(
      (config) =>
        new Promise((resolve) => {
          const child = spawn(process.execPath, [tsc, '--noEmit', '-p', config], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
          let out = '';
          child.stdout.on('data', (d) => (out += d));
          child.stderr.on('data', (d) => (out += d));
          child.on('exit', (code) => {
            if (code) console.error(`\ntypecheck ${config}: errors\n${out}`);
            resolve(code ? 1 : 0);
          });
        }),
    ),
  ).then((codes) => {
    const failed = codes.some(Boolean);
    console.log(`typecheck (${configs.join(', ')}): ${failed ? 'FAILED' : 'passed'} in ${Math.round((Date.now() - started) / 1000)} s`);
    return failed ? 1 : 0;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await typecheck());
