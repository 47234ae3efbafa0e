import crypto from 'node:crypto';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { reference } from '../../src/contracts/reference';
import { STORAGE_KEYS } from '../../src/schemas/constants';
import type { AppContext } from '../context';
import { contractRoutes } from '../http/contract-routes';
import { apiDocument } from './api-document';

/**
 * /api/openapi.json and the reference page at /api/reference/ (docs/architecture.md). The page is a
 * static shell: its script reads the tab's session token (the app keeps it in sessionStorage, which a
 * same-origin frame shares) and fetches the document with it, so the document, which lists the
 * installation's configured routes, is shown only to users holding the apiReference menu. Both scripts
 * are files of the app's own origin: the Content-Security-Policy's `script-src 'self'` stays as it is.
 */
export default async function referencePlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);

  handle(reference.openapi, async (_req, reply) => {
    reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
    return reply.send(JSON.stringify(apiDocument(ctx)));
  });

  handle(reference.page, async (_req, reply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(PAGE));

  handle(reference.pageScript, async (_req, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(pageScript()),
  );

  handle(reference.viewerScript, async (req, reply) => sendViewer(req, reply));
}

const PAGE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API 参考 · API reference</title>
  </head>
  <body>
    <div id="app"><p id="api-reference-status" style="font-family: sans-serif; padding: 24px">加载中… Loading…</p></div>
    <script src="./scalar.js"></script>
    <script src="./init.js"></script>
  </body>
</html>
`;

/** The page's script: the document with the tab's token, then the viewer (the token also fills "Try it"). */
const pageScript = () => `(async function () {
  var token = sessionStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)});
  var status = document.getElementById('api-reference-status');
  var say = function (zh, en) { status.textContent = zh + ' ' + en; };
  if (!token) return say('请先登录（需要“API 参考”权限）。', 'Log in first (the API reference permission is needed).');
  var en = /^en/i.test(sessionStorage.getItem(${JSON.stringify(STORAGE_KEYS.pageLanguage)}) || navigator.language || '');
  var answer = await fetch('../openapi.json', { headers: { Authorization: 'Bearer ' + token, 'Accept-Language': en ? 'en-US' : 'zh-CN' } });
  if (answer.status === 401) return say('登录已超时，请重新登录。', 'The session has ended: log in again.');
  if (!answer.ok) return say('您没有“API 参考”权限，请联系管理员。', 'You lack the API reference permission: ask your administrator.');
  var doc = await answer.json();
  status.remove();
  Scalar.createApiReference('#app', {
    content: doc,
    withDefaultFonts: false,
    hideClientButton: false,
    telemetry: false,
    authentication: { preferredSecurityScheme: 'bearerAuth', securitySchemes: { bearerAuth: { token: token } } },
  });
})();
`;

/** The viewer's bundle, taken once from the package and kept compressed (4 MB as it comes). */
let viewer: { raw: Buffer; br: Buffer; gzip: Buffer; etag: string } | undefined;
async function viewerFiles() {
  if (viewer) return viewer;
  // The package serves its bundle from a route of its own; a private instance answers it once.
  const scratch = Fastify();
  // Imported when first asked: the module holds the 4 MB bundle as text, not worth parsing at every start.
  const { default: scalarReference } = await import('@scalar/fastify-api-reference');
  await scratch.register(scalarReference, { routePrefix: '/r', configuration: { url: '/none' } });
  const raw = (await scratch.inject({ method: 'GET', url: '/r/js/scalar.js' })).rawPayload;
  await scratch.close();
  viewer = {
    raw,
    br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: zlib.gzipSync(raw, { level: 6 }),
    etag: `"${crypto.createHash('sha256').update(raw).digest('base64url').slice(0, 22)}"`,
  };
  return viewer;
}

async function sendViewer(req: FastifyRequest, reply: FastifyReply) {
  const v = await viewerFiles();
  reply.header('cache-control', 'no-cache').header('etag', v.etag).header('vary', 'accept-encoding').type('text/javascript; charset=utf-8');
  if (req.headers['if-none-match'] === v.etag) return reply.code(304).send();
  const accepts = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(v.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(v.gzip);
  return reply.send(v.raw);
}
