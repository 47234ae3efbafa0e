import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

const apiPort = process.env.PORT ?? '8080';
const proxied = ['/auth', '/hrs', '/afbase', '/prm', '/sc', '/api', '/api-uc', '/api-yc', '/version.json'];

export default defineConfig({
  plugins: [react(), versionFile()],
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    // ws: the chat's socket (/api-uc/yxim/ws) goes through the same proxy.
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: `http://127.0.0.1:${apiPort}`, ws: true }])),
  },
  build: { outDir: 'dist', chunkSizeWarningLimit: 2000 },
});
