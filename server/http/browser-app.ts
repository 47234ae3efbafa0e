import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';

/** Vite writes content-hashed names under assets/: a changed file gets a new name. */
const HASHED = /[\\/]assets[\\/][^\\/]+$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built browser app (dist/): hashed assets are cached for a year and never re-checked; every
 * other file (index.html above all) is re-checked on each load, so a new build is seen at once.
 * The build writes .br and .gz beside each asset, sent to browsers that accept them.
 */
export async function serveBrowserApp(app: FastifyInstance, staticDir: string) {
  if (!fs.existsSync(path.join(staticDir, 'index.html'))) return; // tests may run without a build
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, file) {
      res.setHeader('cache-control', HASHED.test(file) ? IMMUTABLE : 'no-cache');
    },
  });
}
