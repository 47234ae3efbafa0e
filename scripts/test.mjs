import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * npm test: unit + provider tests, server tests (PGlite, and PostgreSQL too when TEST_DATABASE_URL is
 * set), then browser tests in Chromium. Without Chromium the browser tier is skipped and says so,
 * unless E2E=1 (CI), where a missing browser is a failure.
 */
const root = path.resolve(import.meta.dirname, '..');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const run = (args, env = {}) =>
  spawnSync(process.execPath, [vitest, 'run', ...args], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status;

let failed = 0;
console.log(`Server tests run on: PGlite${process.env.TEST_DATABASE_URL ? ' and PostgreSQL (TEST_DATABASE_URL)' : ' only (set TEST_DATABASE_URL to add PostgreSQL)'}`);
failed |= run(['--project', 'unit', '--project', 'server']) ? 1 : 0;

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(chromium)) {
  failed |= run(['--project', 'e2e']) ? 1 : 0;
} else if (process.env.E2E === '1') {
  console.error(`\nE2E=1 but no Chromium at ${chromium}: browser tests cannot run.`);
  failed = 1;
} else {
  console.log(`\nBrowser tests SKIPPED: no Chromium at ${chromium} (apt-get install chromium fonts-wqy-microhei, or set CHROMIUM_PATH).`);
}
process.exit(failed);
