import type { FastifyInstance } from 'fastify';
import { badRequest } from './envelope';

/**
 * PostgreSQL text cannot hold the NUL character (U+0000): a value carrying it would fail in the
 * database as a 500. Every request's parameters, query and body are looked through once, before any
 * handler, and a NUL anywhere (in a value or a key) is a 400 naming where it was.
 */
const NUL = '\u0000';
const MESSAGE = '不能包含空字符 (NUL)';

/** The path of the first string (value or key) holding a NUL, e.g. "shipper.scName", or null. */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path || 'body' : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  if (Buffer.isBuffer(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const hit = findNul(value[i], `${path}[${i}]`, depth + 1);
      if (hit) return hit;
    }
    return null;
  }
  for (const [k, v] of Object.entries(value)) {
    const at = path ? `${path}.${k}` : k;
    if (k.includes(NUL)) return at.replace(/\u0000/g, '\\0');
    const hit = findNul(v, at, depth + 1);
    if (hit) return hit;
  }
  return null;
}

export function installInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    for (const part of [req.params, req.query, req.body]) {
      const at = findNul(part);
      if (at) throw badRequest(`${at} ${MESSAGE}`, { [at]: MESSAGE });
    }
  });
}
