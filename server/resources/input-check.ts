import type { Language } from '../../src/schemas';
import { recordValidator, type RecordCheck } from '../../src/schemas/fields';
import { sanitizeContent } from '../sanitize';
import type { DataResource } from './model';
import { notNullProblems } from './not-null';

/**
 * The field checks of the write path (server/resources/record-writes.ts) that need no database: the
 * create form's rules, null into a column that refuses it, rich text sanitised. Apart, so that an
 * import's worker thread (server/import/sheet-task.ts) runs them without the database modules.
 */
const NOT_OBJECT = { 'zh-CN': '请求体必须是一个对象 (object body expected)', 'en-US': 'An object body is expected' };

/**
 * The field rules of one resource, its yup schemas built once (an import checks thousands of rows).
 * `imageOrigins`: where rich text may show images from besides our own files (config richTextImageOrigins).
 */
export function inputChecker(
  res: Pick<DataResource, 'fields' | 'byName' | 'notNull'>,
  lang: Language = 'zh-CN',
  imageOrigins: readonly string[] = [],
) {
  const validate = recordValidator(res.fields, lang);
  return async (body: unknown, opts: { partial?: boolean; presentOnly?: boolean } = {}): Promise<RecordCheck> => {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return { values: null, errors: { '': NOT_OBJECT[lang] } };
    const r = await validate(body as Record<string, unknown>, opts);
    if (r.errors) return r;
    // Null into a column that refuses it: the column's default on create, else a field error.
    const nulls = notNullProblems(res, r.values, !opts.partial, lang);
    if (Object.keys(nulls).length) return { values: null, errors: nulls };
    // Rich text is shown as HTML: whatever arrives, only the safe subset is stored.
    for (const f of res.fields) {
      const v = r.values[f.name];
      if (f.kind === 'richtext' && typeof v === 'string') r.values[f.name] = sanitizeContent(v, imageOrigins);
    }
    return r;
  };
}
