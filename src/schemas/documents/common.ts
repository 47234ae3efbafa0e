import { bi } from '../bilingual';
import { firstOf, matches, maxChars, when, type Bilingual, type FieldCheck } from '../check-table';
import { charLength, decimalPattern } from '../patterns';

/** Building blocks of the document rules (sea bill of lading, cross-border waybill). */

export { bi };

/** A field that must be filled before the document is saved. */
export const requiredMessage = (label: Bilingual): Bilingual => bi(`请输入${label['zh-CN']}`, `${label['en-US']} is required`);

/** At most `n` characters, any characters (names and addresses print as written). */
export const upTo = (n: number, label: Bilingual) =>
  maxChars(n, bi(`${label['zh-CN']}最多${n}个字符`, `${label['en-US']}: at most ${n} characters`));

/** English place text as a bill of lading prints it: letters, digits, space and . , ' ( ) -. */
const PLACE = /^[A-Za-z0-9 .,'()-]+$/;
export const place = (n: number, label: Bilingual) =>
  firstOf(
    matches(
      PLACE,
      bi(
        `${label['zh-CN']}只能填写英文字母、数字、空格和 . , ' ( ) -`,
        `${label['en-US']}: English letters, digits, space and . , ' ( ) - only`,
      ),
    ),
    upTo(n, label),
  );

/** A non-negative number with at most `decimals` decimals and `length` characters. */
export const decimalOf = (decimals: number, length: number, label: Bilingual) =>
  firstOf(
    matches(
      decimalPattern(decimals),
      bi(`${label['zh-CN']}必须是数字，最多${decimals}位小数`, `${label['en-US']}: a number with at most ${decimals} decimals`),
    ),
    maxChars(length, bi(`${label['zh-CN']}总长度不能超过${length}位`, `${label['en-US']}: at most ${length} characters`)),
  );

/** Whole pieces, 1 to 999,999,999. */
export const wholePieces = (label: Bilingual) =>
  when(
    (v) => /^\d{1,9}$/.test(v) && Number(v) > 0,
    bi(`${label['zh-CN']}必须是1到999999999的整数`, `${label['en-US']}: a whole number from 1 to 999999999`),
  );

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written YYYY-MM-DD. */
export const isDay = (v: string) => ISO_DATE.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;
export const day = (label: Bilingual) =>
  when(isDay, bi(`${label['zh-CN']}必须是有效日期（YYYY-MM-DD）`, `${label['en-US']}: a valid date (YYYY-MM-DD)`));

export const oneOf = (options: readonly string[], label: Bilingual) =>
  when(
    (v) => options.includes(v.toUpperCase()),
    bi(`${label['zh-CN']}只能是 ${options.join(' / ')}`, `${label['en-US']}: one of ${options.join(', ')}`),
  );

/** Adds a required check in front of a field's own rule. */
export const needed =
  (label: Bilingual, check: FieldCheck): FieldCheck =>
  (v, values, lang) =>
    v === '' ? requiredMessage(label)[lang] : check(v, values, lang);

export const lengthOf = charLength;
