import * as yup from 'yup';
import type { Language } from './messages';
import { charLength, toText } from './patterns';

/**
 * A form's rules as a table of per-field checks, run either as a plain validator (the server) or as a
 * yup schema (the browser forms), so both always give the same message for the same value.
 */

/** Both interface languages of one message (the project's one zh/en type, re-exported for the rule tables). */
import type { Bilingual } from './bilingual';
export type { Bilingual };

export type FormValues = Readonly<Record<string, unknown>>;

/** Answers null when the (trimmed) value is acceptable, else the message. `values`: the whole form. */
export type FieldCheck = (value: string, values: FormValues, lang: Language) => string | null;

/** A check that passes empty values and otherwise needs `test` to hold. */
export const when =
  (test: (v: string) => boolean, message: Bilingual): FieldCheck =>
  (v, _values, lang) =>
    v === '' || test(v) ? null : message[lang];

export const matches = (re: RegExp, message: Bilingual) => when((v) => re.test(v), message);
export const maxChars = (n: number, message: Bilingual) => when((v) => charLength(v) <= n, message);

/** The first failing check's message. */
export const firstOf =
  (...checks: FieldCheck[]): FieldCheck =>
  (v, values, lang) => {
    for (const c of checks) {
      const m = c(v, values, lang);
      if (m) return m;
    }
    return null;
  };

/** Field -> message for every failing field; {} when all pass. Missing fields count as empty. */
export function runChecks<F extends string>(
  checks: Readonly<Record<F, FieldCheck>>,
  values: FormValues | null | undefined,
  lang: Language,
): Partial<Record<F, string>> {
  const all = values ?? {};
  const errors: Partial<Record<F, string>> = {};
  for (const f of Object.keys(checks) as F[]) {
    const m = checks[f](toText(all[f]), all, lang);
    if (m) errors[f] = m;
  }
  return errors;
}

/** The same checks as a yup object schema (synchronous tests; validateSync works). */
export function checksSchema<F extends string>(checks: Readonly<Record<F, FieldCheck>>, lang: Language) {
  const shape = {} as Record<F, yup.StringSchema<string | null | undefined>>;
  for (const f of Object.keys(checks) as F[]) {
    shape[f] = yup
      .string()
      .nullable()
      .test(f, '', function test(value) {
        const m = checks[f](toText(value), (this.parent ?? {}) as FormValues, lang);
        return m ? this.createError({ message: m }) : true;
      });
  }
  return yup.object(shape);
}
