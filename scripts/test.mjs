import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * npm test: unit + provider tests, server tests (PGlite, and PostgreSQL too when TEST_DATABASE_URL is
 * set), and browser tests in Chromium. Without Chromium the browser tier is skipped and says so,
 * unless E2E=1 (CI), where a missing browser is a failure.
 *
 * The browser tier runs beside the others, not after them: the server tier runs its files one after
 * another in one worker (one PGlite each) and leaves the second core mostly idle, which the browser
 * tier's server and Chromium use. Its output is kept in a file and printed when both are done, so
 * the two reports do not interleave. TEST_SERIAL=1 runs them one after the other.
 */
const root = path.resolve(import.meta.dirname, '..');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');

function run(args, logFile) {
  return new Promise((resolve) => {
    const out = logFile ? fs.openSync(logFile, 'w') : 'inherit';
    const child = spawn(process.execPath, [vitest, 'run', ...args], { cwd: root, stdio: ['ignore', out, out], env: process.env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

console.log(`Server tests run on: PGlite${process.env.TEST_DATABASE_URL ? ' and PostgreSQL (TEST_DATABASE_URL)' : ' only (set TEST_DATABASE_URL to add PostgreSQL)'}`);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browser = fs.existsSync(chromium);
const serial = process.env.TEST_SERIAL === '1';
const started = Date.now();

let failed = 0;
let e2e = Promise.resolve(0);
const e2eLog = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'freight-e2e-')), 'e2e.log');
if (browser && !serial) {
  console.log(`Browser tests run beside them; their report follows at the end (${e2eLog}).`);
  e2e = run(['--project', 'e2e'], e2eLog);
}
failed |= (await run(['--project', 'unit', '--project', 'server'])) ? 1 : 0;

if (browser) {
  const code = serial ? await run(['--project', 'e2e']) : await e2e;
  if (!serial) {
    console.log('\n== Browser tests (Chromium)');
    process.stdout.write(fs.readFileSync(e2eLog));
  }
  failed |= code ? 1 : 0;
} else if (process.env.E2E === '1') {
  console.error(`\nE2E=1 but no Chromium at ${chromium}: browser tests cannot run.`);
  failed = 1;
} else {
  console.log(`\nBrowser tests SKIPPED: no Chromium at ${chromium} (apt-get install chromium fonts-wqy-microhei, or set CHROMIUM_PATH).`);
}
console.log(`\nnpm test: ${failed ? 'FAILED' : 'passed'} in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(failed);
