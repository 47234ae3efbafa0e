import type { Language } from '../../src/schemas';
import { computeFields } from '../../src/schemas/computed';
import type { AppContext } from '../context';
import type { DB } from '../db';
import { ApiError, badRequest, conflict, notFound } from '../http/envelope';
import { insertRows } from '../db/bulk-insert';
import { writeAudit, writeAudits } from './audit';
import { partnerLockProblems, type PartnerLock } from '../workflow/partner-locks';
import { hooksFor, type RefusedWrite, type SaveContext, type Writer } from './hooks';
import { scoped } from './list-rows';
import { lookupProblems } from '../reference/lookup-check';
import { columnOf, toColumns, toRecord, type DataResource, type ViewCondition } from './model';

/**
 * The write path of every record: the create form's rules (src/schemas), references inside the
 * organisation, unique codes, the table's hooks (server/resources/hooks.ts), the view condition,
 * the computed fields, the insert or update and its audit row. POST and PUT /api/{r}, the
 * spreadsheet import and the workflows (status transitions, weighing) all go through here.
 */

import { inputChecker } from './input-check';

export { inputChecker };

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
  db: DB,
  ctx: AppContext,
  res: DataResource,
  orgId: number,
  rows: { values: Record<string, unknown>; selfId?: number }[],
  lang: Language = 'zh-CN',
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
        for (const r of await scoped(target, orgId, db.selectFrom(target.table).select('id').where('id', 'in', ids)).execute())
          found.add(Number(r.id));
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
  // Airports, ports, carriers, currencies, countries: codes of the organisation's reference tables.
  const codes = await lookupProblems(db, ctx, res, orgId, rows, lang);
  codes.forEach((errors, i) => {
    Object.assign(out[i].errors, errors);
  });
  // Orders of a partner locked in the order's scope are refused (any route of the scope's order table).
  const locks = await partnerLockProblems(
    db,
    ctx,
    res,
    orgId,
    rows.map((r, i) => (out[i].errors.customerId ? null : r)),
  );
  locks.forEach((lock, i) => {
    if (!lock) return;
    out[i].errors[lock.field] = lock.message;
    out[i].locked = lock;
  });
  return out;
}

/** The single-record form of refAndUniqueProblems: 409 when only unique codes are taken, else 400. */
async function checkRefsAndUnique(
  db: DB,
  ctx: AppContext,
  res: DataResource,
  orgId: number,
  values: Record<string, unknown>,
  selfId?: number,
) {
  const [{ errors, taken, locked }] = await refAndUniqueProblems(db, ctx, res, orgId, [{ values, selfId }]);
  const keys = Object.keys(errors);
  if (taken.length && taken.length === keys.length) throw new ApiError(409, errors[taken[0]], { errors });
  // The form offers to apply for the unlock: it needs the partner and the scope.
  if (locked && keys.length === 1) throw new ApiError(409, locked.message, { errors, partnerLock: locked.lock });
  if (keys.length) throw badRequest(`数据校验失败: ${errors[keys[0]]}`, errors);
}

/** The table's value rules (a password hashed, a locked partner refused): extra columns to store. */
export async function hookColumns(
  db: DB,
  res: DataResource,
  user: Writer,
  values: Record<string, unknown>,
  id?: number,
  confirmed: ReadonlySet<string> = new Set(),
) {
  const extra: Record<string, unknown> = {};
  for (const h of hooksFor(res)) {
    Object.assign(
      extra,
      (await h.beforeWrite?.(values, { db, orgId: user.orgId, create: id === undefined, id, res, user, confirmed })) ?? {},
    );
  }
  return extra;
}

/** The columns a create through a view gets: the view condition's value where it names one. */
const conditionDefaults = (res: DataResource) =>
  Object.fromEntries(res.condition.filter((c) => c.values.length === 1).map((c) => [c.column, c.values[0]]));

function outsideMessage(res: DataResource, c: ViewCondition): string {
  const f = res.tableFields.find((x) => x.name === c.field);
  const text = (v: string) => f?.options?.find((o) => o.value === v)?.label['zh-CN'] ?? v;
  return `${f?.label['zh-CN'] ?? c.field}只能是「${c.values.map(text).join('」或「')}」(此页面的范围)`;
}

/** 400 naming the field when the values break the view condition (a row the view could not see). */
function checkCondition(res: DataResource, get: (c: ViewCondition) => unknown, only?: (c: ViewCondition) => boolean) {
  const errors: Record<string, string> = {};
  for (const c of res.condition) {
    if (only && !only(c)) continue;
    if (!c.values.includes(String(get(c)))) errors[c.field] = outsideMessage(res, c);
  }
  const keys = Object.keys(errors);
  if (keys.length) throw badRequest(errors[keys[0]], errors);
}

/** A stored row as field values (by name), for the formulas: numbers stay as the driver gives them. */
const rowValues = (res: DataResource, row: Record<string, unknown>) =>
  Object.fromEntries(res.tableFields.map((f) => [f.name, row[columnOf(f.name)]]));

/** The computed fields' columns over the row as it will be after the write. */
export function computedColumns(res: DataResource, before: Record<string, unknown> | null, columns: Record<string, unknown>) {
  if (!res.tableFields.some((f) => f.computed)) return {};
  const values = computeFields(res.tableFields, rowValues(res, { ...(before ?? {}), ...columns }));
  return Object.fromEntries(Object.entries(values).map(([name, v]) => [columnOf(name), v]));
}

/** The table's in-transaction rules, then the computed fields: the columns to store. */
async function savedColumns(ctx: Omit<SaveContext, 'columns'>, columns: Record<string, unknown>) {
  const all = { ...columns };
  for (const h of hooksFor(ctx.res)) Object.assign(all, (await h.beforeSave?.({ ...ctx, columns: all })) ?? {});
  return { ...all, ...computedColumns(ctx.res, ctx.before, all) };
}

async function afterSave(ctx: Omit<SaveContext, 'columns'>, columns: Record<string, unknown>, row: Record<string, unknown>) {
  for (const h of hooksFor(ctx.res)) await h.afterSave?.({ ...ctx, columns, row });
}

/** What an insert reads back for the audit: the columns the database fills in. */
const generatedColumns = (res: DataResource) => [
  'id',
  'created_by',
  'create_time',
  'updated_by',
  'update_time',
  ...res.fields.filter((f) => f.kind === 'uuid' && !f.writeOnly).map((f) => columnOf(f.name)),
];

/**
 * A new record's audit: the values it was given (a hook's columns over the form's values) and what
 * the database filled in. Empty fields are left out: they say nothing, and were most of the text
 * an import of 100,000 orders wrote.
 */
function createdAudit(
  res: DataResource,
  stored: Record<string, unknown>,
  given: { values: Record<string, unknown>; extra: Record<string, unknown> },
) {
  const after: Record<string, unknown> = {
    id: stored.id,
    createdBy: stored.created_by ?? null,
    createTime: stored.create_time,
    updatedBy: stored.updated_by ?? null,
    updateTime: stored.update_time,
  };
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
  trx: DB,
  res: DataResource,
  user: Writer,
  rows: { values: Record<string, unknown>; extra: Record<string, unknown> }[],
  answer = true,
) {
  // The table's rules and computed fields per record, then the view condition.
  const prepared: { base: Omit<SaveContext, 'columns'>; columns: Record<string, unknown>; derived: Record<string, unknown> }[] = [];
  for (const r of rows) {
    const base = { trx, res, user, orgId: user.orgId, values: r.values, before: null };
    const given = toColumns(res, r.values);
    const columns = await savedColumns(base, { ...conditionDefaults(res), ...given, ...r.extra });
    checkCondition(res, (c) => columns[c.column]);
    // What the audit takes from the columns rather than the values: hooks', computed, the condition's.
    const derived = Object.fromEntries(Object.entries(columns).filter(([k]) => !(k in given) || k in r.extra));
    prepared.push({ base, columns, derived });
  }
  const hooks = hooksFor(res).filter((h) => h.afterInsert || h.afterSave);
  const afterWrites = hooksFor(res).filter((h) => h.afterWrite);
  // A hook sees the whole record, so an import that has one reads back every column.
  const stored = await insertRows(
    trx,
    res.table,
    prepared.map((p) => Object.assign({}, p.columns, { org_id: user.orgId, created_by: user.userId, updated_by: user.userId })),
    answer || afterWrites.length ? '*' : generatedColumns(res),
  );
  for (const h of afterWrites)
    for (const row of stored)
      await h.afterWrite!({
        db: trx,
        orgId: user.orgId,
        userId: user.userId,
        id: row.id as number,
        before: null,
        after: toRecord(res, row),
      });
  // PostgreSQL answers a multi-row insert's rows in the order of its VALUES.
  const saved = stored.map((row, i) => ({ ...prepared[i].columns, ...row }));
  for (const h of hooks) {
    if (h.afterInsert) await h.afterInsert({ trx, res, user, orgId: user.orgId, rows: saved });
    else for (let k = 0; k < saved.length; k++) await h.afterSave!({ ...prepared[k].base, columns: prepared[k].columns, row: saved[k] });
  }
  await writeAudits(
    trx,
    user,
    stored.map((row, i) => ({
      module: res.route.module,
      resource: res.name,
      recordId: row.id as number,
      action: 'create' as const,
      before: null,
      after: createdAudit(res, row, { values: rows[i].values, extra: prepared[i].derived }),
    })),
  );
  return answer ? stored.map((row) => toRecord(res, row)) : [];
}

export const findRow = (trx: DB, res: DataResource, orgId: number, id: number) =>
  scoped(res, orgId, trx.selectFrom(res.table).selectAll().where('id', '=', id)).executeTakeFirst();

/**
 * Updates one checked record inside the view with its audit row; 404 when the view cannot see it.
 * `extra` are columns from the server itself (hooks, workflows), trusted as given; the client's
 * values may not move the record outside the view, a workflow's state change may (docs/orders.md).
 */
export async function updateRecordRow(
  trx: DB,
  res: DataResource,
  user: Writer,
  id: number,
  values: Record<string, unknown>,
  extra: Record<string, unknown>,
  note?: string,
) {
  const before = await scoped(res, user.orgId, trx.selectFrom(res.table).selectAll().where('id', '=', id))
    .forUpdate()
    .executeTakeFirst();
  if (!before) throw notFound('记录不存在');
  const given = toColumns(res, values);
  checkCondition(
    res,
    (c) => given[c.column],
    (c) => c.column in given,
  );
  const base = { trx, res, user, orgId: user.orgId, values, before, note };
  const columns = await savedColumns(base, { ...given, ...extra });
  const row = await trx
    .updateTable(res.table)
    .set({ ...columns, updated_by: user.userId, update_time: new Date() })
    .where('id', '=', id)
    .where('org_id', '=', user.orgId)
    .returningAll()
    .executeTakeFirstOrThrow();
  await afterSave(base, columns, row as Record<string, unknown>);
  const rec = toRecord(res, row);
  const old = toRecord(res, before);
  // A session's write keeps that session when users set their own password; workflow writes have none.
  const jti = 'jti' in user && typeof user.jti === 'string' ? user.jti : undefined;
  for (const h of hooksFor(res))
    await h.afterWrite?.({ db: trx, orgId: user.orgId, userId: user.userId, jti, id, before: old, after: rec, values });
  await writeAudits(trx, user, [{ module: res.route.module, resource: res.name, recordId: id, action: 'update', before: old, after: rec }]);
  return rec;
}

/**
 * Runs one write; when it is refused the table's hooks hear what was attempted (after the rollback),
 * then the refusal goes on to the caller.
 */
async function telling<T>(ctx: AppContext, attempt: Omit<RefusedWrite, 'db' | 'error'>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    for (const h of hooksFor(attempt.res)) await h.onRefused?.({ ...attempt, db: ctx.db, error }).catch(() => undefined);
    throw error;
  }
}

/** POST /api/{r}: one record through the whole write path. */
export async function createRecord(
  ctx: AppContext,
  user: Writer,
  res: DataResource,
  body: unknown,
  confirmed: ReadonlySet<string> = new Set(),
  /** Columns from the server itself (a workflow's), e.g. what a house waybill was made from. */
  serverColumns: Record<string, unknown> = {},
) {
  const { db } = ctx;
  return telling(ctx, { res, user, body }, async () => {
    const values = await validated(ctx, res, body, false);
    await checkRefsAndUnique(db, ctx, res, user.orgId, values);
    const extra = { ...serverColumns, ...(await hookColumns(db, res, user, values, undefined, confirmed)) };
    return db
      .transaction()
      .execute(async (trx) => (await insertRecords(trx, res, user, [{ values, extra }]))[0])
      .catch(uniqueViolation);
  });
}

/** PUT /api/{r}/{id}: the fields sent, through the whole write path. */
export async function updateRecord(
  ctx: AppContext,
  user: Writer,
  res: DataResource,
  id: number,
  body: unknown,
  confirmed: ReadonlySet<string> = new Set(),
) {
  const { db } = ctx;
  return telling(ctx, { res, user, id, body }, async () => {
    const values = await validated(ctx, res, body, true);
    await checkRefsAndUnique(db, ctx, res, user.orgId, values, id);
    const extra = await hookColumns(db, res, user, values, id, confirmed);
    return db
      .transaction()
      .execute((trx) => updateRecordRow(trx, res, user, id, values, extra))
      .catch(uniqueViolation);
  });
}

/**
 * POST /api/{r}/batch (批量修改): the same values on every selected record, all or nothing. The values
 * pass the fields' rules as a single edit's do; every id must be a record the user's organisation
 * (and the route's view) holds, else nothing is changed and the answer is 404; each record is
 * updated through the write path of a single edit (hooks, computed fields) with its own audit row,
 * in one transaction.
 */
export async function updateRecords(ctx: AppContext, user: Writer, res: DataResource, ids: number[], body: Record<string, unknown>) {
  const { db } = ctx;
  const values = await validated(ctx, res, body, true);
  await checkRefsAndUnique(db, ctx, res, user.orgId, values);
  const found = await scoped(res, user.orgId, db.selectFrom(res.table).select('id').where('id', 'in', ids)).execute();
  if (found.length !== ids.length) throw notFound('所选记录不存在或不属于本机构，未修改任何记录');
  const extras = new Map<number, Record<string, unknown>>();
  for (const id of ids) extras.set(id, await hookColumns(db, res, user, values, id));
  return db
    .transaction()
    .execute(async (trx) => {
      const out: Record<string, unknown>[] = [];
      for (const id of ids) out.push(await updateRecordRow(trx, res, user, id, values, extras.get(id)!));
      return out;
    })
    .catch(uniqueViolation);
}

/** DELETE /api/{r}/{id}: one record inside the view, its tables' delete rules and its audit row; 404 when the view cannot see it. */
export async function deleteRecord(ctx: AppContext, user: Writer, res: DataResource, id: number) {
  await telling(ctx, { res, user, id, deleting: true }, () =>
    ctx.db.transaction().execute(async (trx) => {
      const before = await findRow(trx, res, user.orgId, id);
      if (!before) throw notFound('记录不存在');
      for (const h of hooksFor(res)) await h.beforeDelete?.({ db: trx, orgId: user.orgId, id, res, user });
      await scoped(res, user.orgId, trx.deleteFrom(res.table).where('id', '=', id)).execute();
      for (const h of hooksFor(res))
        await h.afterWrite?.({ db: trx, orgId: user.orgId, userId: user.userId, id, before: toRecord(res, before), after: null });
      await writeAudit(trx, user, {
        module: res.route.module,
        resource: res.name,
        recordId: id,
        action: 'delete',
        before: toRecord(res, before),
        after: null,
      });
    }),
  );
}

// Two concurrent writers can both pass the pre-check; the unique index decides, answered as 409.
export function uniqueViolation(e: unknown): never {
  if ((e as { code?: string })?.code === '23505') throw conflict('数据已存在 (duplicate)');
  throw e;
}
