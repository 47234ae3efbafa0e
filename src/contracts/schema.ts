import { Type, type Static, type TProperties, type TSchema, type TUnsafe } from '@sinclair/typebox';
import type { Bilingual } from '../resources/types';

/**
 * The JSON-Schema vocabulary the contracts are written in: TypeBox (its schemas are JSON Schema and
 * TypeScript types at once) plus the few shapes this API repeats. Server only at run time: the
 * browser imports contracts as types (src/api), so none of this reaches its bundle.
 */
export { Type as T };
export type { Static, TSchema };

/**
 * Annotations the server's validation messages read (server/http/validation.ts): the field's name
 * in each language (`请输入登录账号`), or the whole message a failure of that field gives.
 */
export const labelled = (label: Bilingual) => ({ 'x-label': label });
export const message = (text: Bilingual) => ({ 'x-message': text });

/**
 * A value or null. Written as a type list ("string" | "null") rather than anyOf: form bodies are
 * coerced, and a coercing anyOf would turn null into "" in its first branch.
 */
export function Nullable<S extends TSchema>(s: S): TUnsafe<Static<S> | null> {
  const { type, enum: values } = s as { type?: unknown; enum?: unknown[] };
  if (typeof type === 'string') {
    return Type.Unsafe<Static<S> | null>({ ...s, type: [type, 'null'], ...(values ? { enum: [...values, null] } : {}) });
  }
  return Type.Unsafe<Static<S> | null>(Type.Union([s, Type.Null()]));
}

/** One of some texts, as a plain `enum` (coercion-safe, unlike a union of literals). */
export const Enum = <const V extends readonly string[]>(values: V, options: Record<string, unknown> = {}) =>
  Type.Unsafe<V[number]>({ type: 'string', enum: [...values], ...options });

/** A record id in an answer. */
export const Id = Type.Integer({ minimum: 1, description: 'record id' });
/** A record id in a path, as the path carries it: canonical digits (anything else answers 404 first). */
export const IdText = Type.String({ pattern: '^[1-9][0-9]{0,15}$', description: 'record id' });
/** Exact decimal text (money, weights): never a binary float on the wire. */
export const Decimal = Type.String({ description: 'exact decimal text, e.g. "1250.00"' });
/** A calendar day 'YYYY-MM-DD'. */
export const Day = Type.String({ description: 'date YYYY-MM-DD' });
/** A timestamp, ISO 8601 with its offset. */
export const Time = Type.String({ format: 'date-time' });

/**
 * A record whose fields come from the route registry (a list row, a charge line): the fields are
 * those of the route's definition, so the contract names the shape, not each column. Every field
 * of such a record leaves as it is (the registry decides which columns are read at all).
 */
export const Row = (description = 'a record with the fields of its route (see the route registry)') =>
  Type.Unsafe<Record<string, unknown>>({
    type: 'object',
    properties: { id: { type: ['integer', 'string'], description: "record id (a report row's key)" } },
    required: ['id'],
    additionalProperties: true,
    description,
  });

/** An object whose keys are data (a dictionary): any keys, every value of one shape. */
export const Dict = <S extends TSchema>(value: S, description?: string) =>
  Type.Unsafe<Record<string, Static<S>>>({ type: 'object', additionalProperties: value, ...(description ? { description } : {}) });

/** Anything JSON (a stored document whose shape its own module checks). */
export const Json = (description: string) => Type.Unsafe<unknown>({ description });

/** A page of a list: the generic list's paging fields around its records. */
export const Page = <S extends TSchema, E extends TProperties = Record<never, never>>(item: S, extra: E = {} as E) =>
  Type.Object({
    records: Type.Array(item),
    total: Type.Integer({ minimum: 0, description: 'matching records (capped at 10000 on generic lists, see totalCapped)' }),
    current: Type.Integer({ minimum: 1 }),
    size: Type.Integer({ minimum: 1 }),
    ...extra,
  });

/** `current` and `size` of a paged call (1-based). */
export const Paging = {
  current: Type.Optional(Type.Integer({ description: 'page number, from 1 (out-of-range values are clamped)' })),
  size: Type.Optional(Type.Integer({ description: "rows per page (clamped to the call's maximum)" })),
};

/** The signed-link answer of the share calls: the token a link carries and when it stops working. */
export const SignedLink = Type.Object({ token: Type.String(), expiresAt: Type.String({ description: 'ISO time the link expires' }) });
