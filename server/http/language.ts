import type { FastifyRequest } from 'fastify';
import type { Language } from '../../src/schemas';

/**
 * The interface language a request asks for: the browser's http client sends the current interface
 * language as Accept-Language, so validation messages come back in the words the user reads.
 * English for anything starting with "en", else Chinese (the product's default).
 */
export function requestLanguage(req: FastifyRequest): Language {
  const h = req.headers['accept-language'];
  return typeof h === 'string' && /^\s*en/i.test(h) ? 'en-US' : 'zh-CN';
}
