import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from './ports';
// @ts-expect-error plain ESM script without types
import { buildIfNeeded } from '../../scripts/build-if-needed.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

/** Builds the app and runs the real server (`server/main.ts`, as npm start does) on a fresh data dir. */
export default async function setup(project: TestProject) {
  buildIfNeeded();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-e2e-'));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    // Reference data (thousands of airports) is filled after the start; its server test covers it.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '1', SEED_REFERENCE: '0' },
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
    } catch { /* not up yet */ }
    if (Date.now() > deadline) {
      server.kill('SIGTERM');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

