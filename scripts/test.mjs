import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { testChromium } from './chromium.mjs';
import { typecheck } from './typecheck.mjs';

/**
 * npm test: the type check of the three programs (scripts/typecheck.mjs), unit + provider tests, server tests (PGlite, and PostgreSQL too when TEST_DATABASE_URL is
 * set), and browser tests in Chromium. Without Chromium the browser tier is skipped and says so,
 * unless E2E=1 (CI), where a missing browser is a failure.
 *
 * The tiers run one after the other: run side by side (tried 28 Nov 2026) they took as long in all
 * (2,430 s against about 2,470 s), both being CPU-bound on a 2-core machine, and their reports mixed.
 */
const root = path.resolve(import.meta.dirname, '..');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');

function run(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitest, 'run', ...args], { cwd: root, stdio: 'inherit', env: process.env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

console.log(
  `Server tests run on: PGlite${process.env.TEST_DATABASE_URL ? ' and PostgreSQL (TEST_DATABASE_URL)' : ' only (set TEST_DATABASE_URL to add PostgreSQL)'}`,
);
const chromium = testChromium();
const browser = fs.existsSync(chromium);
const started = Date.now();

let failed = await typecheck();
failed |= (await run(['--project', 'unit', '--project', 'unit-dom', '--project', 'server'])) ? 1 : 0;

if (browser) {
  failed |= (await run(['--project', 'e2e'])) ? 1 : 0;
} else if (process.env.E2E === '1') {
  console.error(`\nE2E=1 but no Chromium at ${chromium}: browser tests cannot run.`);
  failed = 1;
} else {
  console.log(
    `\nBrowser tests SKIPPED: no Chromium at ${chromium} (apt-get install chromium chromium-headless-shell fonts-wqy-microhei, or set CHROMIUM_PATH).`,
  );
}
console.log(`\nnpm test: ${failed ? 'FAILED' : 'passed'} in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(failed);
