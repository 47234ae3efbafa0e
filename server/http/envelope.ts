import type { FastifyError, FastifyInstance } from 'fastify';
import { msg } from '../../src/schemas';

/** Success answer of every JSON call (DESIGN.md §2). */
export const ok = <T>(data: T, messageInfo: string = msg('success')) => ({ code: 0, data, messageInfo });

/** An expected failure: answered with its HTTP status, the same number as `code`, and a clear message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new ApiError(400, message, errors ? { errors } : null);
export const unauthorized = (message = '登录已超时，请重新登录 (token invalid)') => new ApiError(401, message);
export const forbidden = (message = msg('error.403')) => new ApiError(403, message);
export const notFound = (message = '404 网络请求不存在') => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);

/**
 * Every answer, including unknown routes, bodies that do not parse and unexpected faults, leaves in the
 * envelope. A 500 carries a correlation id for the log and never a stack trace.
 */
export function installEnvelope(app: FastifyInstance) {
  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({ code: 404, data: null, messageInfo: `404 网络请求不存在: ${req.method} ${req.url.split('?')[0]}` });
  });

  app.setErrorHandler((err: FastifyError | ApiError, req, reply) => {
    if (err instanceof ApiError) {
      reply.headers(err.headers).code(err.status).send({ code: err.status, data: err.data, messageInfo: err.message });
      return;
    }
    const fe = err as FastifyError;
    if (fe.validation) {
      const errors: Record<string, string> = {};
      for (const v of fe.validation) {
        const field = (v.instancePath?.replace(/^\//, '') || (v.params as any)?.missingProperty || 'body') as string;
        errors[field] = v.message ?? 'invalid';
      }
      reply.code(400).send({ code: 400, data: { errors }, messageInfo: `请求参数错误: ${fe.message}` });
      return;
    }
    const status = fe.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Body parse errors, unsupported media types, oversized bodies: the client's fault, say so plainly.
      const messageInfo =
        fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err.name === 'SyntaxError'
          ? '请求体格式错误 (malformed body)'
          : fe.message;
      reply.code(status).send({ code: status, data: null, messageInfo });
      return;
    }
    req.log.error({ err, reqId: req.id }, 'unhandled error');
    reply.code(500).send({ code: 500, data: { correlationId: req.id }, messageInfo: `服务器开小差了，请稍后再试 (ref ${req.id})` });
  });
}
