import type { FastifyRequest } from 'fastify';
import type { FieldDef } from '../../src/resources';
import { recordValidator } from '../../src/schemas/fields';
import { badRequest } from './envelope';
import { requestLanguage } from './language';

/**
 * A body checked against a field list outside the generic CRUD (the organisation screen, the contact
 * details, the customer's own information): the same shared rules the page's form runs, answered as
 * a 400 naming each field, in the request's language. `partial`: only the fields present are checked.
 */
export async function checkedBody(
  req: FastifyRequest,
  fields: FieldDef[],
  opts: { partial?: boolean } = {},
): Promise<Record<string, unknown>> {
  const lang = requestLanguage(req);
  const body = req.body;
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw badRequest(lang === 'zh-CN' ? '请求体必须是一个对象' : 'An object body is expected');
  const r = await recordValidator(fields, lang)(body as Record<string, unknown>, opts);
  if (r.errors) throw badRequest(`${lang === 'zh-CN' ? '数据校验失败' : 'Invalid data'}: ${Object.values(r.errors)[0]}`, r.errors);
  return r.values;
}

/** PostgreSQL's unique_violation: two writers raced for the same unique value. */
export const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505';
