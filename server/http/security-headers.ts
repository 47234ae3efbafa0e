import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers on every answer: the app at /, its /assets/*, the API and the public pages
 * (docs/security.md "Headers"). Kept apart from the static-file and compression setup in app.ts.
 *
 * The Content-Security-Policy allows only the app's own scripts, so an injected inline script or a
 * javascript: address does not run even if some value slips past the checks. Styles may be inline:
 * antd writes its CSS at run time, Quill and echarts set style attributes. Images: our own files,
 * data:/blob: (QR codes, antd's icons) and the rich-text image hosts an administrator allowed. Frames:
 * https pages may be embedded, and the configured price page's origin even on plain http (the
 * freight-price search frame, PRICE_SEARCH_URL); the app itself may be framed only by itself (clickjacking).
 */
export function contentSecurityPolicy(imageOrigins: readonly string[], frameOrigins: readonly string[] = []) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...imageOrigins],
    'font-src': ["'self'", 'data:'],
    // 'self' covers the chat's same-origin WebSocket (CSP 3).
    'connect-src': ["'self'"],
    'frame-src': ["'self'", 'https:', ...frameOrigins],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  { imageOrigins, frameOrigins = [] }: { imageOrigins: readonly string[]; frameOrigins?: readonly string[] },
) {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(imageOrigins, frameOrigins) },
    // Same-origin framing only, for browsers that do not read frame-ancestors.
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'no-referrer' },
    // HSTS belongs to the TLS front (a reverse proxy); on plain HTTP it means nothing anyway.
    strictTransportSecurity: false,
    // The help documents and tracking links open other sites in new windows the app lets go.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  // Every answer, errors and unknown paths included; a route may still set its own (stored files'
  // stricter policy), as it is set later.
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * The headers helmet sends, worked out once. Ours are the same for every answer (no per-request
 * nonce), and helmet's middleware, run per request (as @fastify/helmet did), cost about 2 % of the
 * list call's server CPU, more than the headers themselves (bench/api-vs-raw.ts, BENCH_PROFILE).
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (e?: unknown) => {
    failed = e;
  });
  if (failed) throw failed;
  return headers;
}

/** Answers that carry a session token (the password grant, the single-sign-on exchange) are never stored. */
export const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' } as const;
