import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { workerCount } from '../support/workers';
import { freePort } from './ports';
// @ts-expect-error plain ESM script without types
import { buildIfNeeded } from '../../scripts/build-if-needed.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker (tests/e2e/browser.ts `baseURL`): files of two workers never share data. */
    baseURLs: string[];
    dataDirs: string[];
  }
}

/**
 * The browser tier runs its files in two workers (vitest.config.ts): one file at a time left most of
 * a core idle (two files used 116 s of CPU, browser and server included, in the 133 s they took in CI).
 * Each worker has a server and a database of its own, so a file sees what the files before it on its
 * worker left, as it did with one worker, and never what a file beside it is doing.
 */
const root = path.resolve(import.meta.dirname, '../..');

/** Builds the app and runs the real server (`server/main.ts`, as npm start does) on a fresh data dir, once per worker. */
export default async function setup(project: TestProject) {
  buildIfNeeded();
  const servers = await Promise.all(Array.from({ length: workerCount(project) }, () => startServer()));
  project.provide(
    'baseURLs',
    servers.map((s) => s.baseURL),
  );
  project.provide(
    'dataDirs',
    servers.map((s) => s.dataDir),
  );
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
}

async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-e2e-'));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    // Reference data (thousands of airports) is filled after the start; its server test covers it.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '1',
      SEED_REFERENCE: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout!.on('data', (d) => (output += d));
  server.stderr!.on('data', (d) => (output += d));
  const baseURL = `http://127.0.0.1:${port}`;
  // Generous: on a loaded machine the first start (tables, demo data) can take minutes.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      if ((await fetch(`${baseURL}/version.json`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      server.kill('SIGTERM');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseURL, dataDir, stop };
}
