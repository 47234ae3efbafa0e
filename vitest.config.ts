import fs from 'node:fs';
import react from '@vitejs/plugin-react';
import { globSync } from 'tinyglobby';
import { defineConfig } from 'vitest/config';

const UNIT = ['tests/unit/**/*.test.{ts,tsx}', 'tests/providers/**/*.test.{ts,tsx}'];
/** A unit file that needs a DOM says so on its first line (tests/setup.ts). */
const JSDOM = /^\/\/ @vitest-environment jsdom\b/;
const domFiles = globSync(UNIT, { cwd: import.meta.dirname }).filter((f) =>
  JSDOM.test(fs.readFileSync(`${import.meta.dirname}/${f}`, 'utf8').slice(0, 60)),
);

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default is one worker fewer than the cores: on a 2-core machine, one, and one file at a
    // time left most of a core idle (server files wait on their database, browser files on their
    // browser and server). Two workers keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT,
          exclude: domFiles,
          // Rules, providers and the registry, in Node. The files of a worker share their modules, as
          // the server tier's do: each isolated file re-imported the route registry (~1 s), and the
          // Node files took 62 s isolated against 22 s shared (29 Nov). tests/setup.ts empties the
          // Web Storage before each file, so no session or setting outlives its file.
          environment: 'node',
          setupFiles: ['tests/setup.ts'],
          server: { deps: { inline: [/@refinedev\//] } },
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom',
          include: domFiles,
          // Screens rendered in jsdom, each file in its own modules and DOM: shared, a file's rows and
          // pickers leaked into the next (tried 29 Nov).
          environment: 'jsdom',
          setupFiles: ['tests/setup.ts'],
          server: { deps: { inline: [/@refinedev\//] } },
          // Whole-app renders in jsdom load lazy chunks through Vite; on a busy 2-core machine the
          // first one can take well over vitest's 5 s default, and the whole shell (sider of ~250
          // routes, header, list) takes 9 s alone and over 30 s while the server tier runs beside it
          // (CI). A limit, not a measurement.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/global-setup.ts'],
          // Files run in two workers (one per core: a file's PGlite and handlers run on its worker's
          // one thread), each keeping the loaded modules (and PGlite's compiled WebAssembly) from file
          // to file: each file builds its own apps (their own database: tests/server/harness.ts), and no
          // server module keeps state outside an app.
          isolate: false,
          // Limits, not measurements: an app on an empty PGlite starts in 12-18 s on a quiet machine,
          // and two workers with PostgreSQL beside them can double that.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Limits, not measurements: a flow of several screens takes 7 s on a quiet machine and
          // over 60 s on a loaded one.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // expect.poll's default of 1 s is shorter than one answer of a loaded CI machine (the
          // partner screen's lock row took longer): poll as long as a locator waits.
          expect: { poll: { timeout: 30_000, interval: 200 } },
        },
      },
    ],
  },
});
