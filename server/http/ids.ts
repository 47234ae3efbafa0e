import type { FastifyInstance } from 'fastify';
import { notFound } from './envelope';

declare module 'fastify' {
  interface FastifyInstance {
    /** Routes with an id parameter (method, url), collected by installIdParams. */
    idRoutes: { method: string; url: string }[];
  }
}

/**
 * Record ids are canonical decimal integers: "1", never " 1", "1.0", "0x1", "1e0", "+1", "01" or
 * "1%09", which Number() would all read as 1 (an accidental delete happened that way). Anything else
 * addresses nothing: 404.
 */
const CANONICAL_ID = /^[1-9][0-9]{0,15}$/;

/** The id a text names, or null when it is not a canonical positive integer within the safe range. */
export function parseId(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  if (typeof raw !== 'string' || !CANONICAL_ID.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n : null;
}

/** The id or a 404 with the given message. */
export function idOr404(raw: unknown, message?: string): number {
  const id = parseId(raw);
  if (id === null) throw notFound(message);
  return id;
}

/** Path parameters that address a record: `id` and anything ending in `Id` (roleId, orderId, awbPrintId). */
export const isIdParam = (name: string) => name === 'id' || /[a-z]Id$/.test(name);

/**
 * Every route with an id parameter, now and added later, answers 404 for a loose id before its handler
 * runs. Also collects those routes (method and url) so a test can try each one.
 */
export function installIdParams(app: FastifyInstance) {
  const routes: { method: string; url: string }[] = [];
  app.decorate('idRoutes', routes);
  app.addHook('onRoute', (opts) => {
    const params = [...opts.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]).filter(isIdParam);
    if (!params.length) return;
    for (const method of ([] as string[]).concat(opts.method)) if (method !== 'HEAD') routes.push({ method, url: opts.url });
    const check = async (req: { params: unknown }) => {
      const values = req.params as Record<string, string>;
      for (const p of params) if (parseId(values[p]) === null) throw notFound('记录不存在');
    };
    opts.preValidation = [check, ...([] as any[]).concat(opts.preValidation ?? [])];
  });
}
