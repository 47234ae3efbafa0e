import type { ErrorObject } from 'ajv';
import type { Bilingual } from '../../src/resources/types';
import type { Language } from '../../src/schemas';

/**
 * A request refused by its contract's schema (server/http/contract-routes.ts), answered like every
 * other bad input: 400, `data.errors` naming each field, the message in the request's language. A
 * field may carry its name in both languages (`x-label`) or a message of its own (`x-message`) in the
 * contract (src/contracts/schema.ts: labelled, message).
 */
export class RequestValidationError extends Error {
  constructor(
    readonly validation: ErrorObject[],
    readonly validationContext: string,
  ) {
    super(`${validationContext} refused by the contract`);
  }
}

const WORDS = {
  'zh-CN': {
    required: (l: string) => `请输入${l}`,
    type: (l: string) => `${l}格式无效`,
    maxLength: (l: string, n: number) => `${l}长度不能超过${n}`,
    minLength: (l: string, n: number) => (n <= 1 ? `请输入${l}` : `${l}长度不能少于${n}`),
    minimum: (l: string, n: number) => `${l}不能小于${n}`,
    maximum: (l: string, n: number) => `${l}不能大于${n}`,
    enum: (l: string) => `${l}的值无效`,
    maxItems: (l: string, n: number) => `${l}最多${n}项`,
    minItems: (l: string, n: number) => `${l}至少${n}项`,
    unknown: (l: string) => `${l}无效`,
    body: '请求内容',
  },
  'en-US': {
    required: (l: string) => `${l} is required`,
    type: (l: string) => `${l} is malformed`,
    maxLength: (l: string, n: number) => `${l} must be at most ${n} characters`,
    minLength: (l: string, n: number) => (n <= 1 ? `${l} is required` : `${l} must be at least ${n} characters`),
    minimum: (l: string, n: number) => `${l} must be at least ${n}`,
    maximum: (l: string, n: number) => `${l} must be at most ${n}`,
    enum: (l: string) => `${l} has an invalid value`,
    maxItems: (l: string, n: number) => `${l} holds at most ${n} items`,
    minItems: (l: string, n: number) => `${l} needs at least ${n} items`,
    unknown: (l: string) => `${l} is invalid`,
    body: 'The request body',
  },
} as const;

type Annotated = { 'x-label'?: Bilingual; 'x-message'?: Bilingual; properties?: Record<string, Annotated> };

/** 'shipper.scName', 'items[2].name' from an Ajv instance path and a missing property. */
function fieldPath(e: ErrorObject): string {
  const parts = e.instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (e.keyword === 'required') parts.push(String((e.params as { missingProperty: string }).missingProperty));
  let out = '';
  for (const p of parts) out += /^\d+$/.test(p) ? `[${p}]` : out ? `.${p}` : p;
  return out;
}

/** The schema of the field the error is about (for a missing property, that property's schema). */
function fieldSchema(e: ErrorObject): Annotated | undefined {
  const parent = e.parentSchema as Annotated | undefined;
  if (e.keyword === 'required') return parent?.properties?.[(e.params as { missingProperty: string }).missingProperty];
  return parent;
}

function messageOf(e: ErrorObject, field: string, lang: Language): string {
  const schema = fieldSchema(e);
  if (schema?.['x-message']) return schema['x-message'][lang];
  const w = WORDS[lang];
  const label = schema?.['x-label']?.[lang] ?? (field || w.body);
  const n = Number(Object.values(e.params ?? {})[0]);
  switch (e.keyword) {
    case 'required':
      return w.required(label);
    case 'type':
      return w.type(label);
    case 'maxLength':
      return w.maxLength(label, n);
    case 'minLength':
      return w.minLength(label, n);
    case 'minimum':
    case 'exclusiveMinimum':
      return w.minimum(label, Number((e.params as { limit: number }).limit));
    case 'maximum':
    case 'exclusiveMaximum':
      return w.maximum(label, Number((e.params as { limit: number }).limit));
    case 'enum':
    case 'const':
      return w.enum(label);
    case 'maxItems':
      return w.maxItems(label, n);
    case 'minItems':
      return w.minItems(label, n);
    case 'pattern':
    case 'format':
      return w.type(label);
    default:
      return w.unknown(label);
  }
}

/** The 400 answer's message and field errors for a refused request, in the request's language. */
export function validationAnswer(errors: readonly ErrorObject[], lang: Language): { message: string; errors: Record<string, string> } {
  const out: Record<string, string> = {};
  let first = '';
  for (const e of errors) {
    // anyOf/oneOf report their branches first; the summary error adds nothing a user can act on.
    if ((e.keyword === 'anyOf' || e.keyword === 'oneOf') && Object.keys(out).length) continue;
    const field = fieldPath(e);
    const text = messageOf(e, field, lang);
    const key = field || 'body';
    if (!out[key]) out[key] = text;
    first ||= text;
  }
  return { message: first, errors: out };
}
