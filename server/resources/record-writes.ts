import type { Language } from '../../src/schemas';
import { recordValidator, type RecordCheck } from '../../src/schemas/fields';
import type { SessionUser } from '../auth/sessions';
import type { AppContext } from '../context';
import type { DB } from '../db';
import { ApiError, badRequest, conflict, notFound } from '../http/envelope';
import { insertRows } from '../db/bulk-insert';
import { sanitizeContent } from '../sanitize';
import { writeAudits, type Actor } from './audit';
import { partnerLockProblems, type PartnerLock } from '../workflow/partner-locks';
import { hooks } from './hooks';
import { scoped } from './list-rows';
import { notNullProblems } from './not-null';
import { columnOf, toColumns, toRecord, type DataResource } from './model';

/**
 * The write path of every record: the create form's rules (src/schemas), references inside the
 * organisation, unique codes, the resource's hook, the insert or update and its audit row. POST and
 * PUT /api/{r} and the spreadsheet import all go through here, one record or a batch at a time.
 */

const NOT_OBJECT = { 'zh-CN': '请求体必须是一个对象 (object body expected)', 'en-US': 'An object body is expected' };

/**
 * The field rules of one resource, its yup schemas built once (an import checks thousands of rows).
 * `imageOrigins`: where rich text may show images from besides our own files (config richTextImageOrigins).
 */
export function inputChecker(res: DataResource, lang: Language = 'zh-CN', imageOrigins: readonly string[] = []) {
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

async function validated(ctx: AppContext, res: DataResource, body: unknown, partial: boolean) {
  const r = await inputChecker(res, 'zh-CN', ctx.config.richTextImageOrigins)(body, { partial });
  if (r.errors) {
    if (r.errors['']) throw badRequest(r.errors['']);
    throw badRequest(`数据校验失败: ${Object.values(r.errors)[0]}`, r.errors);
  }
  return r.values;
}

const MESSAGES = {
  'zh-CN': { missing: (l: string) => `${l}不存在`, taken: (l: string) => `${l}已存在` },
  'en-US': { missing: (l: string) => `${l} does not exist`, taken: (l: string) => `${l} already exists` },
};

export interface RowProblems {
  /** field -> message */
  errors: Record<string, string>;
  /** The unique fields whose value another record of the organisation holds. */
  taken: string[];
  /** An order whose customer is locked in the order's business scope (docs/approvals.md). */
  locked?: PartnerLock;
}

/**
 * References must point at rows of the same organisation; unique codes must be free. Checked for a
 * batch of records with one query per reference or unique field, not one per record.
 */
export async function refAndUniqueProblems(
  db: DB, ctx: AppContext, res: DataResource, orgId: number,
  rows: { values: Record<string, unknown>; selfId?: number }[], lang: Language = 'zh-CN',
): Promise<RowProblems[]> {
  const out: RowProblems[] = rows.map(() => ({ errors: {}, taken: [] }));
  const m = MESSAGES[lang];
  for (const f of res.fields) {
    if (!(f.kind === 'ref' && f.ref) && !f.unique) continue;
    const present = rows.map((r) => r.values[f.name]).filter((v) => v != null);
    if (!present.length) continue;
    if (f.kind === 'ref' && f.ref) {
      const target = ctx.resources.get(f.ref);
      const ids = [...new Set(present.map(Number))];
      const found = new Set<number>();
      if (target) {
        for (const r of await db.selectFrom(target.table).select('id').where('id', 'in', ids).where('org_id', '=', orgId).execute()) found.add(Number(r.id));
      }
      rows.forEach((r, i) => {
        const v = r.values[f.name];
        if (v != null && !found.has(Number(v))) out[i].errors[f.name] = m.missing(f.label[lang]);
      });
    }
    if (f.unique) {
      const col = columnOf(f.name);
      const holders = new Map<string, number[]>();
      const values = [...new Set(present.map(String))];
      for (const r of await db.selectFrom(res.table).select(['id', col]).where('org_id', '=', orgId).where(col, 'in', values).execute()) {
        const k = String(r[col]);
        holders.set(k, [...(holders.get(k) ?? []), Number(r.id)]);
      }
      rows.forEach((r, i) => {
        const v = r.values[f.name];
        if (v == null) return;
        if ((holders.get(String(v)) ?? []).some((id) => id !== r.selfId)) {
          out[i].errors[f.name] = m.taken(f.label[lang]);
          out[i].taken.push(f.name);
        }
      });
    }
  }
  // Orders of a partner locked in the order's scope are refused (any route of the scope's order table).
  const locks = await partnerLockProblems(db, ctx, res, orgId, rows.map((r, i) => (out[i].errors.customerId ? null : r)));
  locks.forEach((lock, i) => {
    if (!lock) return;
    out[i].errors[lock.field] = lock.message;
    out[i].locked = lock;
  });
  return out;
}

/** The single-record form of refAndUniqueProblems: 409 when only unique codes are taken, else 400. */
async function checkRefsAndUnique(db: DB, ctx: AppContext, res: DataResource, orgId: number, values: Record<string, unknown>, selfId?: number) {
  const [{ errors, taken, locked }] = await refAndUniqueProblems(db, ctx, res, orgId, [{ values, selfId }]);
  const keys = Object.keys(errors);
  if (taken.length && taken.length === keys.length) throw new ApiError(409, errors[taken[0]], { errors });
  // The form offers to apply for the unlock: it needs the partner and the scope.
  if (locked && keys.length === 1) throw new ApiError(409, locked.message, { errors, partnerLock: locked.lock });
  if (keys.length) throw badRequest(`数据校验失败: ${errors[keys[0]]}`, errors);
}

/** The resource's own rules (a password hashed, a title sanitised): extra columns to store. */
export async function hookColumns(db: DB, res: DataResource, orgId: number, values: Record<string, unknown>, id?: number) {
  return (await hooks[res.name]?.beforeWrite?.(values, { db, orgId, create: id === undefined, id })) ?? {};
}

/** What an insert reads back for the audit: the columns the database fills in. */
const generatedColumns = (res: DataResource) => ['id', 'created_by', 'create_time', 'updated_by', 'update_time', ...res.fields.filter((f) => f.kind === 'uuid' && !f.writeOnly).map((f) => columnOf(f.name))];

/**
 * A new record's audit: the values it was given (a hook's columns over the form's values) and what
 * the database filled in. Empty fields are left out: they say nothing, and were most of the text
 * an import of 100,000 orders wrote.
 */
function createdAudit(res: DataResource, stored: Record<string, unknown>, given: { values: Record<string, unknown>; extra: Record<string, unknown> }) {
  const after: Record<string, unknown> = { id: stored.id, createdBy: stored.created_by ?? null, createTime: stored.create_time, updatedBy: stored.updated_by ?? null, updateTime: stored.update_time };
  for (const f of res.fields) {
    if (f.writeOnly) continue;
    const col = columnOf(f.name);
    const v = col in given.extra ? given.extra[col] : f.kind === 'uuid' ? stored[col] : given.values[f.name];
    if (v !== null && v !== undefined) after[f.name] = v;
  }
  return after;
}

/**
 * Inserts checked records with their audit rows; answers them as the API shows records, or nothing
 * when `answer` is false (an import, which only counts them).
 */
export async function insertRecords(
  trx: DB, res: DataResource, user: Actor,
  rows: { values: Record<string, unknown>; extra: Record<string, unknown> }[],
  answer = true,
) {
  const afterWrite = hooks[res.name]?.afterWrite;
  // A hook sees the whole record, so an import that has one reads back every column.
  const stored = await insertRows(
    trx, res.table,
    // A view's fixed values (res.scope) are written too, so the new row is one the view shows.
    rows.map((r) => Object.assign(toColumns(res, r.values), r.extra, res.scope, { org_id: user.orgId, created_by: user.userId, updated_by: user.userId })),
    answer || afterWrite ? '*' : generatedColumns(res),
  );
  if (afterWrite) for (const row of stored) await afterWrite({ db: trx, orgId: user.orgId, userId: user.userId, id: row.id as number, before: null, after: toRecord(res, row) });
  // PostgreSQL answers a multi-row insert's rows in the order of its VALUES.
  await writeAudits(trx, user, stored.map((row, i) => ({ module: res.route.module, resource: res.name, recordId: row.id as number, action: 'create' as const, before: null, after: createdAudit(res, row, rows[i]) })));
  return answer ? stored.map((row) => toRecord(res, row)) : [];
}

export const findRow = (trx: DB, res: DataResource, orgId: number, id: number) =>
  scoped(res, orgId, trx.selectFrom(res.table).selectAll().where('id', '=', id)).executeTakeFirst();

/** Updates one checked record of the user's organisation with its audit row; 404 when it is not there. */
export async function updateRecordRow(trx: DB, res: DataResource, user: Actor, id: number, values: Record<string, unknown>, extra: Record<string, unknown>) {
  const before = await findRow(trx, res, user.orgId, id);
  if (!before) throw notFound('记录不存在');
  const row = await scoped(res, user.orgId, trx.updateTable(res.table).set({ ...toColumns(res, values), ...extra, updated_by: user.userId, update_time: new Date() }).where('id', '=', id))
    .returningAll()
    .executeTakeFirstOrThrow();
  const rec = toRecord(res, row);
  const old = toRecord(res, before);
  // A session's write keeps that session when users set their own password; workflow writes have none.
  const jti = 'jti' in user && typeof user.jti === 'string' ? user.jti : undefined;
  await hooks[res.name]?.afterWrite?.({ db: trx, orgId: user.orgId, userId: user.userId, jti, id, before: old, after: rec, values });
  await writeAudits(trx, user, [{ module: res.route.module, resource: res.name, recordId: id, action: 'update', before: old, after: rec }]);
  return rec;
}

/** POST /api/{r}: one record through the whole write path. */
export async function createRecord(ctx: AppContext, user: SessionUser, res: DataResource, body: unknown) {
  const { db } = ctx;
  const values = await validated(ctx, res, body, false);
  await checkRefsAndUnique(db, ctx, res, user.orgId, values);
  const extra = await hookColumns(db, res, user.orgId, values);
  return db.transaction().execute(async (trx) => (await insertRecords(trx, res, user, [{ values, extra }]))[0]).catch(uniqueViolation);
}

/** PUT /api/{r}/{id}: the fields sent, through the whole write path. */
export async function updateRecord(ctx: AppContext, user: SessionUser, res: DataResource, id: number, body: unknown) {
  const { db } = ctx;
  const values = await validated(ctx, res, body, true);
  await checkRefsAndUnique(db, ctx, res, user.orgId, values, id);
  const extra = await hookColumns(db, res, user.orgId, values, id);
  return db.transaction().execute((trx) => updateRecordRow(trx, res, user, id, values, extra)).catch(uniqueViolation);
}

// Two concurrent writers can both pass the pre-check; the unique index decides, answered as 409.
export function uniqueViolation(e: unknown): never {
  if ((e as { code?: string })?.code === '23505') throw conflict('数据已存在 (duplicate)');
  throw e;
}
