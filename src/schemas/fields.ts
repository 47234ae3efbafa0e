import * as yup from 'yup';
import type { FieldDef, Bilingual } from './field-def';
import type { Language } from './messages';
import { rules } from './rules';
import { partySchema } from './party';
import { DECIMAL_TEXT, Money, fractionDigits } from './money';

/**
 * One yup schema per record, built from the registry's field definitions. The browser forms and the
 * server's generic CRUD validate with the same function, so they can never disagree.
 */

const DEFAULT_MAX = { text: 200, textarea: 2000, richtext: 20000, file: 500 } as const;
/** Rows a list field may hold unless it says otherwise. */
export const DEFAULT_MAX_ROWS = 200;
const DEFAULT_DECIMALS = { number: 2, money: 2, weight: 3 } as const;

export const defaultMaxLength = (f: FieldDef) => f.maxLength ?? DEFAULT_MAX[f.kind as keyof typeof DEFAULT_MAX] ?? DEFAULT_MAX.text;
export const decimalsOf = (f: FieldDef) => f.decimals ?? DEFAULT_DECIMALS[f.kind as keyof typeof DEFAULT_DECIMALS] ?? 0;

const T = {
  'zh-CN': {
    required: (l: string) => `请输入${l}`,
    max: (l: string, n: number) => `${l}长度不能超过${n}`,
    number: (l: string) => `${l}必须是数字`,
    integer: (l: string) => `${l}必须是整数`,
    decimals: (l: string, n: number) => (n === 0 ? `${l}必须是整数` : `${l}最多${n}位小数`),
    min: (l: string, n: number | string) => `${l}不能小于${n}`,
    maxValue: (l: string, n: number | string) => `${l}不能大于${n}`,
    date: (l: string) => `${l}不是有效日期`,
    option: (l: string) => `${l}的值无效`,
    ref: (l: string) => `${l}无效`,
    rows: (l: string, n: number) => `${l}最多${n}行`,
    list: (l: string) => `${l}格式无效`,
  },
  'en-US': {
    required: (l: string) => `${l} is required`,
    max: (l: string, n: number) => `${l} must be at most ${n} characters`,
    number: (l: string) => `${l} must be a number`,
    integer: (l: string) => `${l} must be a whole number`,
    decimals: (l: string, n: number) => (n === 0 ? `${l} must be a whole number` : `${l} allows at most ${n} decimals`),
    min: (l: string, n: number | string) => `${l} must be at least ${n}`,
    maxValue: (l: string, n: number | string) => `${l} must be at most ${n}`,
    date: (l: string) => `${l} is not a valid date`,
    option: (l: string) => `${l} has an invalid value`,
    ref: (l: string) => `${l} is invalid`,
    rows: (l: string, n: number) => `${l} holds at most ${n} rows`,
    list: (l: string) => `${l} is malformed`,
  },
};

const emptyToNull = (v: unknown, orig: unknown) => (orig === '' || orig === undefined ? null : v);

function decimalsOk(v: number | null | undefined, n: number) {
  if (v == null) return true;
  const s = String(v);
  if (/e/i.test(s)) return Number.isFinite(v) && Math.abs(v) < 1e15 && Number(v.toFixed(n)) === v;
  const dot = s.indexOf('.');
  return dot < 0 || s.length - dot - 1 <= n;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/**
 * A calendar date 'YYYY-MM-DD' that exists, in years 1 to 9999: "2026-02-30", "2026-13-45" and
 * "0000-01-01" are refused (PostgreSQL has no year 0; JavaScript would roll them over).
 */
export function validDate(s: string) {
  if (!ISO_DATE.test(s) || s.startsWith('0000')) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

const ISO_DATETIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-](\d{2}):?(\d{2}))?)?$/i;
/**
 * A date and time as ISO 8601 ('2026-03-01T08:30:00.000Z', '2026-03-01 08:30', '2026-03-01'), with a
 * real date and clock. Date.parse would also take "1", "March 7" or 12345, which PostgreSQL refuses.
 */
export function validDateTime(s: string) {
  const m = ISO_DATETIME.exec(s);
  if (!m || !validDate(m[1])) return false;
  const [h, min, sec, oh, om] = [m[2], m[3], m[4], m[5], m[6]].map((x) => (x === undefined ? 0 : Number(x)));
  return h < 24 && min < 60 && sec < 60 && oh < 24 && om < 60;
}

/** The range of an integer column (PostgreSQL integer). */
export const INT4_MIN = -2147483648;
export const INT4_MAX = 2147483647;
/** Total digits of a decimal kind's numeric column (server/resources/model.ts creates it so). */
export const precisionOf = (f: FieldDef) => (f.kind === 'weight' ? 16 : 18);
/** The largest value a decimal kind's column holds, as text: numeric(16,3) -> "9999999999999.999". */
export const numericMaxText = (f: FieldDef) => {
  const d = decimalsOf(f);
  return '9'.repeat(precisionOf(f) - d) + (d ? `.${'9'.repeat(d)}` : '');
};

export function fieldSchema(f: FieldDef, lang: Language): yup.AnySchema {
  const t = T[lang];
  const label = f.label[lang];
  let s: yup.AnySchema;
  switch (f.kind) {
    case 'money':
      s = moneySchema(f, lang);
      break;
    case 'integer':
    case 'ref':
    case 'number':
    case 'weight': {
      const whole = f.kind === 'integer' || f.kind === 'ref';
      let n = yup.number().transform(emptyToNull).nullable().typeError(t.number(label));
      if (whole) n = n.integer(f.kind === 'ref' ? t.ref(label) : t.integer(label));
      else n = n.test('decimals', t.decimals(label, decimalsOf(f)), (v) => decimalsOk(v, decimalsOf(f)));
      if (f.kind === 'ref') n = n.positive(t.ref(label));
      const min = f.min ?? (f.kind === 'integer' || f.kind === 'ref' ? undefined : 0);
      if (min !== undefined) n = n.min(min, t.min(label, min));
      if (f.max !== undefined) n = n.max(f.max, t.maxValue(label, f.max));
      // Never beyond what the column holds, whatever the declared bounds say (a 400, not a database error).
      if (f.kind === 'integer') n = n.min(INT4_MIN, t.min(label, INT4_MIN)).max(INT4_MAX, t.maxValue(label, INT4_MAX));
      else if (f.kind === 'ref') n = n.max(Number.MAX_SAFE_INTEGER, t.ref(label));
      else {
        const limit = 10 ** (precisionOf(f) - decimalsOf(f));
        const most = numericMaxText(f);
        n = n
          .test('column', t.maxValue(label, most), (v) => v == null || v < limit)
          .test('column-min', t.min(label, `-${most}`), (v) => v == null || v > -limit);
      }
      s = n;
      break;
    }
    case 'list': {
      // Rows are checked with their own fields' rules; error paths read e.g. routeTracks[2].eventTime.
      const max = f.maxItems ?? DEFAULT_MAX_ROWS;
      s = yup
        .array()
        .transform(emptyToNull)
        .nullable()
        .typeError(t.list(label))
        .of(
          recordSchema(f.items ?? [], lang)
            .noUnknown(t.list(label))
            .typeError(t.list(label)),
        )
        .max(max, t.rows(label, max));
      break;
    }
    case 'party':
      s = partySchema(lang).transform(emptyToNull).nullable().default(null).noUnknown(t.list(label)).typeError(t.list(label));
      break;
    case 'boolean':
      s = yup.boolean().transform(emptyToNull).nullable().typeError(t.option(label));
      break;
    case 'date':
      s = yup
        .string()
        .transform(emptyToNull)
        .nullable()
        .test('date', t.date(label), (v) => v == null || validDate(v));
      break;
    case 'datetime':
      s = yup
        .string()
        .transform(emptyToNull)
        .nullable()
        .test('datetime', t.date(label), (v) => v == null || validDateTime(v));
      break;
    case 'enum':
      s = yup
        .string()
        .transform(emptyToNull)
        .nullable()
        .oneOf([...(f.options ?? []).map((o) => o.value), null], t.option(label));
      break;
    default: {
      let str = yup
        .string()
        .transform((v, orig) => (orig == null || orig === '' ? null : typeof v === 'string' ? v.trim() : v))
        .nullable();
      const max = defaultMaxLength(f);
      str = str.max(max, t.max(label, max));
      // A file field holds an address the browser opens: it always follows the 'url' rule.
      const ruleName = f.rule ?? (f.kind === 'file' ? 'url' : undefined);
      const rule = ruleName ? rules[ruleName] : undefined;
      if (rule)
        str = str.test(ruleName!, (v, ctx) => {
          if (v == null || v === '') return true;
          const m = rule(v, lang);
          return m ? ctx.createError({ message: m }) : true;
        });
      s = str;
    }
  }
  if (f.required) s = s.test('required', t.required(label), (v: unknown) => v !== null && v !== undefined && v !== '');
  return s;
}

/**
 * Money travels as decimal text (docs/money.md): a JSON number is taken by its shortest form, so 0.1
 * stays 0.1, and the value is checked and kept as exact text, never as a double. What passes is
 * written with exactly the field's decimals ("12.5" -> "12.50"), the form the numeric column answers.
 */
function moneySchema(f: FieldDef, lang: Language): yup.AnySchema {
  const t = T[lang];
  const label = f.label[lang];
  const decimals = decimalsOf(f);
  const min = f.min ?? 0;
  const max = f.max ?? 1e13;
  const text = (v: unknown) => (typeof v === 'number' ? (Number.isFinite(v) ? String(v) : 'NaN') : typeof v === 'string' ? v.trim() : v);
  return yup
    .mixed()
    .transform((_v, orig) => {
      if (orig === '' || orig === undefined || orig === null) return null;
      const s = text(orig);
      // Canonical once it is valid; an invalid value is left as it came for the tests below to name.
      return typeof s === 'string' && DECIMAL_TEXT.test(s) && fractionDigits(s) <= decimals ? new Money(s).toFixed(decimals) : s;
    })
    .nullable()
    .test('number', t.number(label), (v) => v == null || (typeof v === 'string' && DECIMAL_TEXT.test(v)))
    .test('decimals', t.decimals(label, decimals), (v) => typeof v !== 'string' || !DECIMAL_TEXT.test(v) || fractionDigits(v) <= decimals)
    .test('min', t.min(label, min), (v) => typeof v !== 'string' || !DECIMAL_TEXT.test(v) || new Money(v).gte(min))
    .test('max', t.maxValue(label, max), (v) => typeof v !== 'string' || !DECIMAL_TEXT.test(v) || new Money(v).lte(max));
}

/** The schema of a whole record; `partial` (updates) checks only the fields present. */
export function recordSchema(fields: FieldDef[], lang: Language = 'zh-CN', opts: { partial?: boolean; only?: string[] } = {}) {
  const shape: Record<string, yup.AnySchema> = {};
  for (const f of fields) {
    if (f.readOnly) continue;
    if (opts.only && !opts.only.includes(f.name)) continue;
    shape[f.name] = fieldSchema(f, lang);
  }
  return yup.object(shape);
}

export type RecordCheck = { values: Record<string, unknown>; errors: null } | { values: null; errors: Record<string, string> };

/**
 * Every field rule is synchronous, and validateSync spares the promises of the asynchronous path (an
 * import checks 100,000 rows). Should a rule ever answer a promise, validateSync throws a plain Error
 * and the asynchronous path runs instead.
 */
function validated(schema: ReturnType<typeof recordSchema>, input: Record<string, unknown>) {
  const opts = { abortEarly: false, stripUnknown: true };
  try {
    return schema.validateSync(input, opts);
  } catch (e) {
    if (e instanceof yup.ValidationError) throw e;
    return schema.validate(input, opts);
  }
}

/**
 * A record validator for many records of one kind (an import): the yup schema of each set of fields
 * checked is built once. `partial` (updates) checks only the fields present; `presentOnly` checks the
 * fields present plus the required ones, so a sparse row skips the rules of fields it leaves empty.
 */
export function recordValidator(fields: FieldDef[], lang: Language = 'zh-CN') {
  const editable = new Set(fields.filter((f) => !f.readOnly).map((f) => f.name));
  const required = fields.filter((f) => f.required && !f.readOnly).map((f) => f.name);
  const schemas = new Map<string, ReturnType<typeof recordSchema>>();
  const schemaFor = (only: string[] | undefined) => {
    const key = only ? [...only].sort().join(',') : '*';
    let s = schemas.get(key);
    if (!s) schemas.set(key, (s = recordSchema(fields, lang, { only })));
    return s;
  };
  return async (input: Record<string, unknown>, opts: { partial?: boolean; presentOnly?: boolean } = {}): Promise<RecordCheck> => {
    const errors: Record<string, string> = {};
    for (const k of Object.keys(input))
      if (!editable.has(k)) errors[k] = lang === 'zh-CN' ? '未知或不可修改的字段' : 'unknown or read-only field';
    const present = Object.keys(input).filter((k) => editable.has(k));
    const only = opts.partial ? present : opts.presentOnly ? [...new Set([...present, ...required])] : undefined;
    try {
      const values = await validated(schemaFor(only), input);
      if (Object.keys(errors).length) return { values: null, errors };
      return { values: values as Record<string, unknown>, errors: null };
    } catch (e) {
      if (!(e instanceof yup.ValidationError)) throw e;
      for (const inner of e.inner.length ? e.inner : [e]) if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message;
      return { values: null, errors };
    }
  };
}

/** Validates a record; answers the cleaned values or the field -> message map. */
export async function validateRecord(
  fields: FieldDef[],
  input: Record<string, unknown>,
  lang: Language = 'zh-CN',
  opts: { partial?: boolean } = {},
): Promise<RecordCheck> {
  return recordValidator(fields, lang)(input, opts);
}

export const labelText = (l: Bilingual, lang: Language) => l[lang];
