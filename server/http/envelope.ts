import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import { msg } from '../../src/schemas';
import { requestLanguage } from './language';
import { validationAnswer } from './validation';

/** Success answer of every JSON call (docs/behaviour.md §E.2). */
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

export const badRequest = (message: string, errors?: Record<string, string>) => new ApiError(400, message, errors ? { errors } : null);
export const unauthorized = (message = '登录已超时，请重新登录 (token invalid)') => new ApiError(401, message);
export const forbidden = (message = msg('error.403')) => new ApiError(403, message);
export const notFound = (message = '404 网络请求不存在') => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);

/** A database refusal caused by the value sent (SQLSTATE class 22 data exception, 23502 not null). */
const isInputRefusal = (e: unknown) => {
  const code = (e as { code?: unknown })?.code;
  return typeof code === 'string' && /^(22[0-9A-Z]{3}|23502)$/.test(code);
};
const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * The log line of a server fault, written whether or not request logging is on, so the correlation id
 * a user reports always leads to it.
 */
export function logFault(req: FastifyRequest, err: unknown, requestLogging: boolean, level: 'error' | 'warn' = 'error') {
  if (requestLogging) {
    req.log[level]({ err, reqId: req.id }, level === 'error' ? 'unhandled error' : 'input refused by the database');
    return;
  }
  const e = err as { message?: string; code?: string; stack?: string };
  console.error(
    JSON.stringify({
      level,
      time: new Date().toISOString(),
      reqId: req.id,
      method: req.method,
      url: req.url.split('?')[0],
      msg: level === 'error' ? 'unhandled error' : 'input refused by the database',
      err: { message: e?.message, code: e?.code, stack: e?.stack },
    }),
  );
}

/**
 * Every answer, including unknown routes, bodies that do not parse and unexpected faults, leaves in the
 * envelope. A 500 carries a correlation id, is logged with it (requestLogging or not) and never shows a
 * stack trace.
 */
export function installEnvelope(app: FastifyInstance, { requestLogging = false }: { requestLogging?: boolean } = {}) {
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
      // A request its contract's schema refused: each field named, in the request's language.
      const { message, errors } = validationAnswer(fe.validation as ErrorObject[], requestLanguage(req));
      reply.code(400).send({ code: 400, data: { errors }, messageInfo: message });
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
    if (isInputRefusal(err)) {
      // A value the checks before the database should have refused: still the client's, answered as
      // such, and logged so the missing check is found.
      logFault(req, err, requestLogging, 'warn');
      const column = (err as { column?: string }).column;
      const errors = column ? { [camel(column)]: '值无效 (invalid value)' } : undefined;
      reply.code(400).send({ code: 400, data: errors ? { errors } : null, messageInfo: `请求参数错误: 值无效 (ref ${req.id})` });
      return;
    }
    logFault(req, err, requestLogging);
    reply.code(500).send({ code: 500, data: { correlationId: req.id }, messageInfo: `服务器开小差了，请稍后再试 (ref ${req.id})` });
  });
}
