import { ORDER_TABLES, orderScopeOfTable } from '../../src/schemas/scopes';
import type { FieldDef } from '../../src/resources/types';
import type { DB } from '../db';
import { ApiError } from '../http/envelope';
import { tableRules, type Writer } from '../resources/hooks';
import { scoped } from '../resources/list-rows';
import { columnOf, type DataResource } from '../resources/model';
import { manifestChanges, manifestRecords, type ManifestChange, type ManifestRecord } from './changes';

/**
 * The manifest exchange log (报文查看, /os_exchangeLook; docs/api-office.md). The product sends
 * something about a manifest when a user submits, changes or deletes a manifest record of an air
 * order (its 舱单 list, through any of the order's screens or the order's deletion): each record's
 * change is one message, with what was sent, the user, the time and the outcome: SUCCESS when the
 * write was stored (the message is written in the write's own transaction, so a write rolled back
 * leaves none), FAILED with the reason when the write was refused. Nothing else is made up: an
 * organisation that never touched a manifest has an empty log.
 */

export const EXCHANGE_TABLE = 'os_exchange_message';
const MANIFEST_FIELD = 'manifestList';
/** The air scopes' order tables: their orders carry manifest records (src/resources/fieldsets/tracking.ts). */
const MANIFEST_ORDER_TABLES = [ORDER_TABLES.AE, ORDER_TABLES.AI];
const MAX_TEXT = 2000;

const TYPE_TEXT = { SUBMIT: '舱单申报', CHANGE: '舱单变更', DELETE: '舱单删除' } as const;

/** The manifest list's item fields, where the route (view) declares the list. */
const itemsOf = (res: DataResource): FieldDef[] | undefined => res.tableFields.find((f) => f.name === MANIFEST_FIELD)?.items;

const hasManifest = (res: DataResource) => itemsOf(res) !== undefined;

const SHANGHAI = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** A value as a reader of the log wants it: times in Shanghai to the minute, flags as 是/否. */
function shown(field: FieldDef | undefined, v: unknown): string {
  if (v === null || v === undefined || v === '') return '-';
  if (field?.kind === 'boolean' || typeof v === 'boolean') return v === true || v === 'true' ? '是' : '否';
  if (field?.kind === 'datetime' && typeof v === 'string' && !Number.isNaN(Date.parse(v))) return SHANGHAI.format(new Date(v));
  return String(v).slice(0, 100);
}

/** What the message said: the record's filled fields, or for a change each changed field's old and new value. */
export function messageContent(change: ManifestChange, items: readonly FieldDef[] = []): string {
  const label = (name: string) => items.find((f) => f.name === name)?.label['zh-CN'] ?? name;
  const field = (name: string) => items.find((f) => f.name === name);
  const who = change.hawbNumber ? `分单 ${change.hawbNumber}` : (change.after ?? change.before)?.masterFlag === true ? '主单' : '舱单记录';
  let body: string;
  if (change.type === 'CHANGE') {
    body = change.fields
      .map((n) => `${label(n)} ${shown(field(n), change.before?.[n])} → ${shown(field(n), change.after?.[n])}`)
      .join('；');
  } else {
    const m = (change.after ?? change.before) as ManifestRecord;
    const names = items.length ? items.map((f) => f.name) : Object.keys(m);
    body = names
      .filter((n) => n !== 'masterFlag' && n !== 'hawbNumber' && m[n] !== null && m[n] !== undefined && m[n] !== '')
      .map((n) => `${label(n)} ${shown(field(n), m[n])}`)
      .join('，');
  }
  return `${TYPE_TEXT[change.type]} ${who}${body ? `：${body}` : ''}`.slice(0, MAX_TEXT);
}

interface OrderRef {
  orgId: number;
  res: DataResource;
  user: Writer;
  orderId: number | null;
  /** The order row's columns (after the write, else before it). */
  row: Record<string, unknown> | null;
}

/** Text as a column keeps it: no NUL or other control characters (a refused body may hold anything), at most `max` long. */
const clean = (v: unknown, max = MAX_TEXT): string | null =>
  v === null || v === undefined
    ? null
    : String(v)
        .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
        .slice(0, max);

/** Writes one message per change. */
async function record(
  db: DB,
  ref: OrderRef,
  changes: ManifestChange[],
  outcome: { status: 'SUCCESS' } | { status: 'FAILED'; error: string },
) {
  if (!changes.length) return;
  const items = itemsOf(ref.res) ?? [];
  const mawb = ref.row?.[columnOf('awbNumber')];
  const code = ref.row?.[columnOf('orderCode')];
  await db
    .insertInto(EXCHANGE_TABLE)
    .values(
      changes.map((c) => ({
        org_id: ref.orgId,
        message_type: c.type,
        message_status: outcome.status,
        business_scope: orderScopeOfTable(ref.res.table) ?? '',
        order_id: ref.orderId,
        order_code: clean(code, 40),
        mawb_number: clean(mawb, 40),
        business_number: clean(c.hawbNumber ?? mawb, 40),
        message_content: clean(messageContent(c, items))!,
        error_message: outcome.status === 'FAILED' ? clean(outcome.error) : null,
        user_id: ref.user.userId,
        user_name: clean(ref.user.userName, 60),
      })),
    )
    .execute();
}

const listOf = (row: Record<string, unknown> | null | undefined) => manifestRecords(row?.[columnOf(MANIFEST_FIELD)]);

/** The waybill number and order code a refused create sent (text only, as long as a column takes). */
function attemptedRow(body: unknown): Record<string, unknown> {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const textOf = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 40) : null);
  return { [columnOf('awbNumber')]: textOf(b.awbNumber), [columnOf('orderCode')]: textOf(b.orderCode) };
}

/** Why a write was refused, as the user was told (never a stack trace). */
const reasonOf = (e: unknown) => (e instanceof ApiError ? e.message : '服务器错误，未保存');

export const manifestExchangeRules = tableRules(MANIFEST_ORDER_TABLES, {
  async afterInsert({ trx, res, user, orgId, rows }) {
    if (!hasManifest(res)) return;
    for (const row of rows) {
      await record(trx, { orgId, res, user, orderId: Number(row.id), row }, manifestChanges([], listOf(row), itemsOf(res)), {
        status: 'SUCCESS',
      });
    }
  },

  async afterSave({ trx, res, user, orgId, before, row }) {
    if (!hasManifest(res) || !before) return;
    const changes = manifestChanges(listOf(before), listOf(row), itemsOf(res));
    await record(trx, { orgId, res, user, orderId: Number(row.id), row }, changes, { status: 'SUCCESS' });
  },

  // Deleting an order deletes its manifest records.
  async beforeDelete({ db, orgId, id, res, user }) {
    if (!hasManifest(res) || !user) return;
    const row = await scoped(res, orgId, db.selectFrom(res.table).selectAll().where('id', '=', id)).executeTakeFirst();
    if (row) await record(db, { orgId, res, user, orderId: id, row }, manifestChanges(listOf(row), []), { status: 'SUCCESS' });
  },

  // A refused write sent nothing: the manifest records it carried are logged as failed, with the reason.
  async onRefused({ db, res, user, id, body, deleting, error }) {
    // A screen whose form has no manifest list sends none (a body naming one is refused for that alone).
    if (deleting ? !hasManifest(res) : !res.byName.has(MANIFEST_FIELD)) return;
    // A question (内部编号已存在，是否继续?) is not a refusal yet: the form asks, then sends again.
    if (error instanceof ApiError && typeof (error.data as { confirm?: unknown } | null)?.confirm === 'string') return;
    const row =
      id === undefined
        ? null
        : ((await scoped(res, user.orgId, db.selectFrom(res.table).selectAll().where('id', '=', id)).executeTakeFirst()) ?? null);
    // Another organisation's order, or none: there is no manifest of the user's to speak of.
    if (id !== undefined && !row) return;
    const sent = body && typeof body === 'object' && MANIFEST_FIELD in body ? (body as Record<string, unknown>)[MANIFEST_FIELD] : undefined;
    if (!deleting && sent === undefined) return;
    const changes = deleting ? manifestChanges(listOf(row), []) : manifestChanges(listOf(row), sent, itemsOf(res));
    // A new order that was refused has no row: its waybill and code as they were sent.
    const attempted = row ?? attemptedRow(body);
    await record(db, { orgId: user.orgId, res, user, orderId: id ?? null, row: attempted }, changes, {
      status: 'FAILED',
      error: reasonOf(error),
    });
  },
});
