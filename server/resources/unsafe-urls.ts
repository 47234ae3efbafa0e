import { sql } from 'kysely';
import { isSafeUrl, isUrlField } from '../../src/schemas/rules';
import type { AppContext } from '../context';
import type { DB } from '../db';
import { ident } from '../db/tables';
import { writeAudits } from './audit';
import { columnOf, type DataResource } from './model';

/**
 * Stored addresses from before the URL rule (docs/security.md "Addresses"): every field a browser
 * opens (file fields, fields under the `url` rule, and those fields inside sub-row lists such as an
 * order's attachments) may hold only an http(s) address or one of our stored files. Outputs apply
 * the rule already (server/resources/model.ts); this step, run once per database after a start,
 * reports each stored value that breaks it and clears it (null), with an audit row per record.
 */
const DONE_KEY = 'url-rule-check.v1';

export interface UnsafeUrl {
  table: string;
  id: number;
  orgId: number;
  field: string;
  /** For an address inside a sub-row list: the row's position. */
  item?: number;
  value: string;
}

/**
 * In a sub-row list (an order's attachments, possibly millions of rows) the candidates are found in
 * SQL: values not even shaped like an allowed address; each is then decided by the rule itself.
 */
const SAFE_SHAPE = '^(https?://|/files/)[^[:cntrl:][:space:]\\\\]+$';

/** Finds and clears the stored addresses that break the URL rule; answers what it cleared. */
export async function clearUnsafeUrls(db: DB, all: Iterable<DataResource>): Promise<UnsafeUrl[]> {
  const resources = [...all];
  const found: UnsafeUrl[] = [];
  const seen = new Set<string>();
  for (const res of resources) {
    if (res.route.source) continue; // computed reports store nothing
    for (const f of res.tableFields) {
      const key = `${res.table}.${f.name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const col = sql.raw(ident(columnOf(f.name)));
      const table = sql.raw(ident(res.table));
      if (isUrlField(f)) {
        const { rows } = await sql<{ id: number; org_id: number; v: string }>`
          select id, org_id, ${col} as v from ${table} where ${col} is not null`.execute(db);
        const bad = rows.filter((r) => !isSafeUrl(r.v));
        for (const r of bad) found.push({ table: res.table, id: Number(r.id), orgId: Number(r.org_id), field: f.name, value: String(r.v) });
        if (bad.length) await sql`update ${table} set ${col} = null where id in (${sql.join(bad.map((r) => Number(r.id)))})`.execute(db);
      } else if (f.kind === 'list' && f.items?.some(isUrlField)) {
        const names = f.items.filter(isUrlField).map((i) => i.name);
        const { rows } = await sql<{ id: number; org_id: number; v: unknown }>`
          select id, org_id, ${col} as v from ${table} where ${col} is not null and jsonb_typeof(${col}::jsonb) = 'array'
            and exists (select 1 from jsonb_array_elements(${col}::jsonb) e, jsonb_each_text(case when jsonb_typeof(e) = 'object' then e else '{}'::jsonb end) kv
              where kv.key in (${sql.join(names)}) and kv.value is not null and kv.value !~* ${SAFE_SHAPE})`.execute(db);
        for (const r of rows) {
          const list = (typeof r.v === 'string' ? JSON.parse(r.v) : r.v) as Record<string, unknown>[];
          let changed = false;
          list.forEach((item, i) => {
            for (const n of names) {
              if (item && typeof item === 'object' && item[n] != null && !isSafeUrl(item[n])) {
                found.push({
                  table: res.table,
                  id: Number(r.id),
                  orgId: Number(r.org_id),
                  field: `${f.name}[${i}].${n}`,
                  item: i,
                  value: String(item[n]),
                });
                item[n] = null;
                changed = true;
              }
            }
          });
          if (changed) await sql`update ${table} set ${col} = ${JSON.stringify(list)}::jsonb where id = ${Number(r.id)}`.execute(db);
        }
      }
    }
  }
  // One audit row per record changed, as the system's own change.
  const byRecord = new Map<string, UnsafeUrl[]>();
  for (const u of found) {
    const k = `${u.table}#${u.id}`;
    let list = byRecord.get(k);
    if (!list) byRecord.set(k, (list = []));
    list.push(u);
  }
  for (const list of byRecord.values()) {
    const u = list[0];
    const res = resources.find((r) => r.table === u.table);
    await writeAudits(db, { orgId: u.orgId, userId: null, userName: '系统：地址规则检查' }, [
      {
        module: res?.route.module ?? 'system',
        resource: res?.name ?? u.table,
        recordId: u.id,
        action: 'update',
        before: Object.fromEntries(list.map((x) => [x.field, x.value])),
        after: Object.fromEntries(list.map((x) => [x.field, null])),
      },
    ]);
  }
  return found;
}

/**
 * The start-up step: once per database (a marker in sys_setting), in the background after the
 * server listens; what it cleared is printed, one line per value.
 */
export async function checkStoredUrlsOnce(ctx: Pick<AppContext, 'db' | 'resources'>, log: (line: string) => void = (l) => console.warn(l)) {
  const done = await ctx.db.selectFrom('sys_setting').select('setting_key').where('setting_key', '=', DONE_KEY).executeTakeFirst();
  if (done) return [];
  const cleared = await clearUnsafeUrls(ctx.db, ctx.resources.values());
  for (const u of cleared) {
    log(`stored address cleared (breaks the URL rule): ${u.table} #${u.id} ${u.field} = ${JSON.stringify(u.value.slice(0, 200))}`);
  }
  await ctx.db
    .insertInto('sys_setting')
    .values({ setting_key: DONE_KEY, value: JSON.stringify({ at: new Date().toISOString(), cleared: cleared.length }) })
    .onConflict((oc) => oc.column('setting_key').doNothing())
    .execute();
  return cleared;
}
