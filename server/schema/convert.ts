import type { Bilingual } from '../../src/schemas/bilingual';

/**
 * How a column's values become another kind's (docs/schema.md "Changing a kind"): for every pair of
 * column types, SQL over the old value that answers the new value, or NULL where the value does not
 * convert. The dry run counts and lists the rows where that NULL would replace a value; the change
 * itself is `ALTER TABLE ... ALTER COLUMN ... TYPE ... USING` the same expression, so what the dry
 * run showed is exactly what happens, and no row can make the statement fail half-way.
 *
 * Everything here is SQL text written in code around a quoted column: no value of a definition or a
 * row is ever interpolated (DDL takes no parameters).
 */

/** The business time zone: a date is a day in Shanghai (server/reports/orders.ts). */
const TZ = `'Asia/Shanghai'`;

export interface Conversion {
  /** The new value over the old one (`x`, a quoted column): NULL where it does not convert. */
  value: (x: string) => string;
  /** Rows whose value converts but changes (rounded, a time of day dropped), if such can exist. */
  lossy?: (x: string) => string;
  /** Why a value does not convert. */
  why: Bilingual;
  lossyWhy?: Bilingual;
}

const INT4 = { min: '-2147483648', max: '2147483647' };
const NUMERIC_TEXT = `'^[+-]?([0-9]+([.][0-9]*)?|[.][0-9]+)$'`;
const DATE_TEXT = `'^[0-9]{4}[-/.][0-9]{1,2}[-/.][0-9]{1,2}$'`;
const DATETIME_TEXT = `'^([0-9]{4})-([0-9]{2})-([0-9]{2})([T ]([0-9]{2}):([0-9]{2})(:([0-9]{2})([.][0-9]{1,6})?)?)?[ ]?(Z|[+-][0-9]{2}(:?[0-9]{2})?)?$'`;
const TRUE_WORDS = `'true', 't', 'yes', 'y', '1', 'on', '是'`;
const FALSE_WORDS = `'false', 'f', 'no', 'n', '0', 'off', '否'`;

const isNumericType = (t: string) => t === 'integer' || t === 'bigint' || t === 'smallint' || t === 'numeric' || t.startsWith('numeric(');
const isTextType = (t: string) => t === 'text' || t === 'varchar';
const numericParts = (t: string) => {
  const m = /^numeric\((\d+),(\d+)\)$/.exec(t);
  return m ? { precision: Number(m[1]), scale: Number(m[2]) } : null;
};

/**
 * The old value as an exact number, or NULL where it is none. Text must be a plain decimal
 * (thousands separators are not guessed at). Written so each row is matched against the pattern
 * once: a million rows pay for every repeated regular expression (bench/schema.ts).
 */
function asNumber(from: string, x: string): string | null {
  if (isNumericType(from)) return `(${x})::numeric`;
  if (from === 'boolean') return `(case when ${x} then 1 when not ${x} then 0 end)::numeric`;
  return null;
}

/** A number kind's value from text: `then` over the trimmed text once it is known to be a decimal. */
const fromDecimalText = (x: string, then: (n: string) => string) =>
  `(case when btrim(${x}) ~ ${NUMERIC_TEXT} and length(btrim(${x})) <= 40 then ${then(`btrim(${x})::numeric`)} end)`;

/** A valid calendar date from text 'YYYY-MM-DD' (or / or . between), else NULL; never an error. */
function dateFromText(x: string): string {
  const s = `regexp_replace(btrim(${x}), '[/.]', '-', 'g')`;
  const y = `split_part(${s}, '-', 1)::int`;
  const m = `split_part(${s}, '-', 2)::int`;
  const d = `split_part(${s}, '-', 3)::int`;
  const lastDay = `extract(day from (make_date(${y}, ${m}, 1) + interval '1 month - 1 day'))::int`;
  return `(case when btrim(${x}) ~ ${DATE_TEXT} then case when ${m} between 1 and 12 and ${y} >= 1 then case when ${d} between 1 and ${lastDay} then make_date(${y}, ${m}, ${d}) end end end)`;
}

/** An instant from ISO 8601 text (validDateTime's forms); a time without a zone is Shanghai time. */
function instantFromText(x: string): string {
  const s = `btrim(${x})`;
  const part = (i: number) => `(regexp_match(${s}, ${DATETIME_TEXT}, 'i'))[${i}]`;
  const y = `${part(1)}::int`;
  const m = `${part(2)}::int`;
  const d = `${part(3)}::int`;
  const lastDay = `extract(day from (make_date(${y}, ${m}, 1) + interval '1 month - 1 day'))::int`;
  const clock = `coalesce(${part(5)}::int, 0) < 24 and coalesce(${part(6)}::int, 0) < 60 and coalesce(${part(8)}::int, 0) < 60`;
  const zoned = `${part(10)} is not null`;
  return `(case when ${s} ~* ${DATETIME_TEXT} then case when ${m} between 1 and 12 and ${y} >= 1 then case when ${d} between 1 and ${lastDay} and ${clock} then case when ${zoned} then ${s}::timestamptz else ${s}::timestamp at time zone ${TZ} end end end end)`;
}

const WHY: Record<string, Bilingual> = {
  integer: { 'zh-CN': '不是整数或超出范围', 'en-US': 'not a whole number within range' },
  bigint: { 'zh-CN': '不是有效的记录ID', 'en-US': 'not a record id' },
  numeric: { 'zh-CN': '不是数字或超出范围', 'en-US': 'not a number within range' },
  date: { 'zh-CN': '不是有效日期 (YYYY-MM-DD)', 'en-US': 'not a valid date (YYYY-MM-DD)' },
  timestamptz: { 'zh-CN': '不是有效的日期时间', 'en-US': 'not a valid date and time' },
  boolean: { 'zh-CN': '不是 是/否 值', 'en-US': 'not a yes/no value' },
  text: { 'zh-CN': '无法转为文本', 'en-US': 'cannot become text' },
};

/**
 * The conversion of a column of type `from` into type `to` (both as ColumnDef types, e.g.
 * 'numeric(18,2)'), or null when the types are the same (nothing to convert).
 */
export function conversion(from: string, to: string): Conversion | null {
  if (from === to) return null;
  if (isTextType(to)) {
    return {
      why: WHY.text,
      value: (x) => {
        if (from === 'timestamptz') return `to_char(${x} at time zone ${TZ}, 'YYYY-MM-DD HH24:MI:SS')`;
        if (from === 'date') return `to_char(${x}, 'YYYY-MM-DD')`;
        if (from === 'boolean') return `(case when ${x} then 'true' when not ${x} then 'false' end)`;
        return `(${x})::text`;
      },
    };
  }
  if (to === 'integer' || to === 'bigint') {
    const [min, max, digits] = to === 'integer' ? [INT4.min, INT4.max, 10] : ['1', '9007199254740991', 16];
    return {
      why: to === 'integer' ? WHY.integer : WHY.bigint,
      value: (x) => {
        // Text: whole numbers written as digits (one pattern match, then the casts).
        if (isTextType(from))
          return `(case when btrim(${x}) ~ '^[+-]?[0-9]{1,${digits}}$' then case when btrim(${x})::numeric between ${min} and ${max} then btrim(${x})::${to} end end)`;
        const n = asNumber(from, x);
        return n ? `(case when ${n} = trunc(${n}) and ${n} between ${min} and ${max} then ${n}::${to} end)` : `null::${to}`;
      },
    };
  }
  const target = numericParts(to);
  if (target) {
    const limit = `1${'0'.repeat(target.precision - target.scale)}`;
    const fit = (n: string) => `case when abs(round(${n}, ${target.scale})) < ${limit} then round(${n}, ${target.scale}) end`;
    return {
      why: WHY.numeric,
      lossyWhy: { 'zh-CN': `小数超过 ${target.scale} 位，将四舍五入`, 'en-US': `more than ${target.scale} decimals: rounded` },
      value: (x) => {
        if (isTextType(from)) return `${fromDecimalText(x, fit)}::${to}`;
        const n = asNumber(from, x);
        return n ? `(${fit(n)})::${to}` : `null::${to}`;
      },
      lossy: (x) => {
        if (isTextType(from)) return fromDecimalText(x, (n) => `${n} <> round(${n}, ${target.scale})`);
        const n = asNumber(from, x);
        return n ? `(${n} <> round(${n}, ${target.scale}))` : 'false';
      },
    };
  }
  if (to === 'date') {
    return {
      why: WHY.date,
      lossyWhy: { 'zh-CN': '时间部分将被舍去', 'en-US': 'the time of day is dropped' },
      value: (x) => (from === 'timestamptz' ? `(${x} at time zone ${TZ})::date` : isTextType(from) ? dateFromText(x) : 'null::date'),
      lossy: (x) => (from === 'timestamptz' ? `((${x} at time zone ${TZ})::time <> '00:00')` : 'false'),
    };
  }
  if (to === 'timestamptz') {
    return {
      why: WHY.timestamptz,
      value: (x) =>
        from === 'date' ? `(${x}::timestamp at time zone ${TZ})` : isTextType(from) ? instantFromText(x) : 'null::timestamptz',
    };
  }
  if (to === 'boolean') {
    return {
      why: WHY.boolean,
      value: (x) => {
        if (isTextType(from))
          return `(case when lower(btrim(${x})) in (${TRUE_WORDS}) then true when lower(btrim(${x})) in (${FALSE_WORDS}) then false end)`;
        if (isNumericType(from)) return `(case when ${x} = 1 then true when ${x} = 0 then false end)`;
        return 'null::boolean';
      },
    };
  }
  // jsonb, uuid...: not kinds a configured field has; nothing converts into them.
  return { why: WHY.text, value: () => `null::${to}` };
}
