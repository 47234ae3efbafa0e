import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { files } from '../../src/contracts/files';
import { contractRoutes } from './contract-routes';

/**
 * GET /version.json, which the browser asks on every click (docs/behaviour.md §1.4). Made cheap with a conditional
 * request: the answer carries an ETag and `no-cache`, so the browser revalidates with If-None-Match
 * and an unchanged version costs a bodiless 304.
 */
export function versionRoute(app: FastifyInstance, staticDir: string) {
  contractRoutes(app, { resources: new Map() })(files.version, async (req, reply) => {
    const body = readVersion(staticDir);
    const etag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    reply.header('cache-control', 'no-cache').header('etag', etag).header('content-type', 'application/json; charset=utf-8');
    const asked = req.headers['if-none-match'];
    if (asked?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
    return reply.send(body);
  });
}

/** The deployed version file's text; re-read per call so a deployment is seen without a restart. */
function readVersion(staticDir: string): string {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(staticDir, 'version.json'), 'utf8'));
    return JSON.stringify({ pack_vue_version: String(parsed.pack_vue_version ?? 'dev') });
  } catch {
    return JSON.stringify({ pack_vue_version: 'dev' });
  }
}
