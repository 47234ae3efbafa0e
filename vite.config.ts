import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
// @ts-expect-error plain ESM script without types
import { precompress } from './scripts/precompress.mjs';

/**
 * Writes dist/version.json at build time. The browser compares its pack_vue_version on clicks and
 * reloads when a new build is deployed (spec 01 §4).
 */
function versionFile(): Plugin {
  return {
    name: 'version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: JSON.stringify({ pack_vue_version: `${Date.now().toString(36)}` }),
      });
    },
  };
}

/** Brotli and gzip variants of the built text files, written once at build (server/http/browser-app.ts). */
function precompressed(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompress(outDir);
    },
  };
}

const apiPort = process.env.PORT ?? '8080';
const proxied = ['/auth', '/hrs', '/afbase', '/prm', '/sc', '/api', '/api-uc', '/api-yc', '/version.json'];

export default defineConfig({
  plugins: [react(), versionFile(), precompressed()],
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    // ws: the chat's socket (/api-uc/yxim/ws) goes through the same proxy.
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: `http://127.0.0.1:${apiPort}`, ws: true }])),
  },
  build: { outDir: 'dist', chunkSizeWarningLimit: 2000 },
});
