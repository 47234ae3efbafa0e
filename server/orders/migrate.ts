import { sql } from 'kysely';
import { computeFields } from '../../src/schemas/computed';
import { DEFAULT_STAGE, INITIAL_STATUS, ORDER_STATUSES, STAGE_OF_STATUS, type OrderStage } from '../../src/schemas/order-lifecycle';
import { ORDER_TABLES } from '../../src/schemas/scopes';
import type { DB } from '../db';
import { ident } from '../db/tables';
import { columnOf, type DataResource } from '../resources/model';

/**
 * Start-up data migrations of the order model (docs/orders.md "Upgrading"). Each is idempotent or
 * recorded in sys_migration, so a restart never repeats one, and none deletes a row: tables that are
 * emptied into another are renamed to {name}_premigration and kept.
 */

/** Which of the named tables exist (one query). */
async function existingTables(db: DB, names: string[]): Promise<Set<string>> {
  const r = await sql<{ table_name: string }>`select table_name from information_schema.tables
    where table_schema = current_schema() and table_name in (${sql.join(names)})`.execute(db);
  return new Set(r.rows.map((x) => x.table_name));
}

async function columnsOf(db: DB, table: string): Promise<Set<string>> {
  const r = await sql<{
    column_name: string;
  }>`select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(db);
  return new Set(r.rows.map((x) => x.column_name));
}

/** The names of the migrations already done (read once per start). */
async function doneMigrations(db: DB): Promise<Set<string>> {
  return new Set((await db.selectFrom('sys_migration').select('name').execute()).map((r) => String(r.name)));
}

const mark = (db: DB, name: string, detail: unknown = null) =>
  db
    .insertInto('sys_migration')
    .values({ name, detail: detail == null ? null : JSON.stringify(detail) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();

/** SQL: the stage an order is in at its status (`o.order_status`), else `fallback`. */
function stageOfStatusSql(fallback: OrderStage) {
  const cases = ORDER_STATUSES.filter((s) => STAGE_OF_STATUS[s]).map((s) => sql`when ${s} then ${STAGE_OF_STATUS[s]}`);
  return sql`case o.order_status ${sql.join(cases, sql` `)} else ${fallback} end`;
}

/**
 * Orders written before stages and sources existed (or by a bulk insert that set none) get them from
 * their status; an order without a status gets its stage's first one. Cheap when nothing is missing.
 */
export async function fillOrderState(db: DB, tables: readonly string[]) {
  const initial = sql`case coalesce(o.order_stage, ${stageOfStatusSql(DEFAULT_STAGE)})
    ${sql.join(
      (Object.keys(INITIAL_STATUS) as OrderStage[]).map((st) => sql`when ${st} then ${INITIAL_STATUS[st]}`),
      sql` `,
    )} end`;
  for (const table of tables) {
    // One statement per table; it touches only rows that lack something.
    await sql`update ${sql.raw(ident(table))} o set
        order_stage = coalesce(o.order_stage, ${stageOfStatusSql(DEFAULT_STAGE)}),
        order_status = coalesce(o.order_status, ${initial}),
        order_source = coalesce(o.order_source, 'SELF')
      where o.order_stage is null or o.order_status is null or o.order_source is null`.execute(db);
  }
}

/**
 * The tables the air export screens had before they became views of af_order (one per screen), by
 * the view that now shows their orders.
 */
export const PREVIOUS_ORDER_TABLES: Record<string, string> = {
  af_orderair: 'af_orderair',
  liteOrder: 'lite_order',
  af_order_lch: 'af_order_lch',
  af_oporder: 'af_oporder',
  yc_order: 'yc_order',
  outer_order: 'outer_order',
  synergy_order: 'synergy_order',
};

/**
 * Moves the orders of a screen's old table into the view's table with the view's stage or source,
 * so each order is found where its users knew it. An order code another order already holds gets
 * "-M{old id}" (the unique code stays unique), a share id another order holds a new one.
 */
async function moveOrderTable(db: DB, view: DataResource, from: string): Promise<number> {
  const to = view.table;
  const [src, dst] = await Promise.all([columnsOf(db, from), columnsOf(db, to)]);
  const special = new Set(['id', 'order_code', 'order_uuid', 'order_stage', 'order_source', 'order_status']);
  const common = [...src].filter((c) => dst.has(c) && !special.has(c)).map((c) => ident(c));
  const fixed = (field: string) => view.condition.find((c) => c.field === field && c.values.length === 1)?.values[0];
  const stage = fixed('orderStage') as OrderStage | undefined;
  const source = fixed('orderSource') ?? 'SELF';
  const T = sql.raw(ident(to));
  const F = sql.raw(ident(from));
  const has = (c: string) => src.has(c);
  const code = has('order_code')
    ? sql`case when exists (select 1 from ${T} t where t.org_id = o.org_id and t.order_code = o.order_code)
            then left(o.order_code, 30 - length('-M' || o.id::text)) || '-M' || o.id::text else o.order_code end`
    : sql`null`;
  const uuid = has('order_uuid')
    ? sql`case when o.order_uuid is null or exists (select 1 from ${T} t where t.order_uuid = o.order_uuid) then gen_random_uuid() else o.order_uuid end`
    : sql`gen_random_uuid()`;
  const status = has('order_status') ? sql`o.order_status` : sql`null`;
  const stageSql = stage ? sql`${stage}` : has('order_status') ? stageOfStatusSql(DEFAULT_STAGE) : sql`${DEFAULT_STAGE}`;
  const statusSql = sql`coalesce(${status}, ${stage ? INITIAL_STATUS[stage] : INITIAL_STATUS[DEFAULT_STAGE]})`;
  const cols = sql.raw([...common, 'order_code', 'order_uuid', 'order_stage', 'order_source', 'order_status'].join(', '));
  const selected = sql.raw(common.map((c) => `o.${c}`).join(', ') + (common.length ? ', ' : ''));
  let moved = 0;
  await db.transaction().execute(async (trx) => {
    const r = await sql`insert into ${T} (${cols})
      select ${selected}${code}, ${uuid}, ${stageSql}, ${source}, ${statusSql} from ${F} o order by o.id`.execute(trx);
    moved = Number(r.numAffectedRows ?? 0);
    await sql`alter table ${F} rename to ${sql.raw(ident(`${from}_premigration`))}`.execute(trx);
  });
  return moved;
}

/**
 * 公司用户 had a table of its own (hrs_org_user); it is now a view of hrs_user. Each old row becomes
 * a user of the organisation (without a password: an administrator sets one), or, when a user with
 * the same login name, phone or email exists, adds its department and job title to that user.
 */
async function moveOrgUsers(db: DB): Promise<number> {
  const cols = await columnsOf(db, 'hrs_org_user');
  const c = (name: string, fallback = 'null') => sql.raw(cols.has(name) ? `o.${ident(name)}` : fallback);
  const same = sql`o.org_id = u.org_id and (
      (${c('login_name')} is not null and ${c('login_name')} = u.login_name)
      or (${c('phone_number')} is not null and ${c('phone_number')} = u.phone_number and coalesce(${c('international_country_code')}, '86') = u.international_country_code)
      or (${c('user_email')} is not null and lower(${c('user_email')}) = u.user_email))`;
  // A phone or email two old rows share goes to the first only (the users table keeps them unique).
  const firstWith = (col: string) =>
    cols.has(col)
      ? sql`case when exists (select 1 from hrs_org_user o2 where o2.org_id = o.org_id and o2.${sql.raw(ident(col))} = o.${sql.raw(ident(col))} and o2.id < o.id) then null else o.${sql.raw(ident(col))} end`
      : sql`null`;
  let moved = 0;
  await db.transaction().execute(async (trx) => {
    await sql`update hrs_user u set dept_id = coalesce(u.dept_id, ${c('dept_id')}), job_title = coalesce(u.job_title, ${c('job_title')})
      from hrs_org_user o where ${same}`.execute(trx);
    const r =
      await sql`insert into hrs_user (org_id, login_name, user_name, user_ename, international_country_code, phone_number, user_email,
        dept_id, job_title, status, login_role, password_hash, created_by, create_time)
      select o.org_id, ${c('login_name')}, coalesce(${c('user_cname')}, ${c('login_name')}, '-'), ${c('user_ename')},
        coalesce(${c('international_country_code')}, '86'), ${firstWith('phone_number')}, lower(${firstWith('user_email')}),
        ${c('dept_id')}, ${c('job_title')}, case when ${c('user_status')} is null or ${c('user_status')} = 'ENABLED' then 1 else 0 end,
        'staff', '!no-password', ${c('created_by')}, coalesce(${c('create_time')}, now())
      from hrs_org_user o
      where not exists (select 1 from hrs_user u where ${same})
      order by o.id`.execute(trx);
    moved = Number(r.numAffectedRows ?? 0);
    await sql`alter table hrs_org_user rename to hrs_org_user_premigration`.execute(trx);
  });
  return moved;
}

/**
 * Computed fields over rows written before they existed, once per table and set of computed fields.
 * A column that becomes computed with an override (the chargeable weight) held figures users typed:
 * they move into the override, so no agreed figure changes.
 */
async function backfillComputed(db: DB, res: DataResource, done: ReadonlySet<string>) {
  const computed = res.tableFields.filter((f) => f.computed);
  if (!computed.length) return;
  const name = `computed:${res.table}:${computed
    .map((f) => f.name)
    .sort()
    .join(',')}`;
  if (done.has(name)) return;
  const T = sql.raw(ident(res.table));
  for (const f of computed) {
    const o = f.computed!.override;
    const key = `override:${res.table}:${f.name}`;
    if (!o || done.has(key)) continue;
    await sql`update ${T} set ${sql.raw(ident(columnOf(o)))} = ${sql.raw(ident(columnOf(f.name)))}
      where ${sql.raw(ident(columnOf(o)))} is null and ${sql.raw(ident(columnOf(f.name)))} is not null`.execute(db);
    await mark(db, key);
  }
  const inputs = [
    ...new Set(computed.flatMap((f) => [...f.computed!.from, ...(f.computed!.override ? [f.computed!.override] : [])])),
  ].filter((n) => !computed.some((c) => c.name === n));
  const batch = 2000;
  let last = 0;
  for (;;) {
    const rows = await db
      .selectFrom(res.table)
      .select(['id', ...inputs.map((n) => `${columnOf(n)} as ${n}`)])
      .where('id', '>', last)
      .orderBy('id')
      .limit(batch)
      .execute();
    if (!rows.length) break;
    last = Number(rows[rows.length - 1].id);
    const values = rows.map((r: any) => ({ id: Number(r.id), ...computeFields(computed, r) }));
    const cols = computed.map((f) => f.name);
    const tuples = values.map(
      (v) => sql`(${sql.join([sql`${v.id}::bigint`, ...cols.map((c) => sql`${v[c as keyof typeof v] ?? null}`)])})`,
    );
    const sets = sql.raw(
      computed
        .map((f) => `${ident(columnOf(f.name))} = v.${ident(columnOf(f.name))}::${f.kind === 'boolean' ? 'boolean' : 'numeric'}`)
        .join(', '),
    );
    const names = sql.raw(['id', ...computed.map((f) => ident(columnOf(f.name)))].join(', '));
    await sql`update ${T} t set ${sets} from (values ${sql.join(tuples)}) as v(${names}) where t.id = v.id`.execute(db);
    if (rows.length < batch) break;
  }
  await mark(db, name);
}

/** Runs every migration of the order model; answers what moved (logged at start). */
export async function migrateOrderModel(db: DB, resources: Map<string, DataResource>) {
  const moved: Record<string, number> = {};
  const old = await existingTables(db, [...Object.values(PREVIOUS_ORDER_TABLES), 'hrs_org_user']);
  for (const [viewName, from] of Object.entries(PREVIOUS_ORDER_TABLES)) {
    const view = resources.get(viewName);
    if (!view || view.table === from || !old.has(from)) continue;
    moved[from] = await moveOrderTable(db, view, from);
    await mark(db, `moved:${from}`, { into: view.table, rows: moved[from] });
  }
  const users = old.has('hrs_org_user') ? await moveOrgUsers(db) : 0;
  if (users) {
    moved.hrs_org_user = users;
    await mark(db, 'moved:hrs_org_user', { into: 'hrs_user', rows: users });
  }
  const orderTables = Object.values(ORDER_TABLES).filter((t) => [...resources.values()].some((r) => r.table === t));
  await fillOrderState(db, orderTables);
  const done = await doneMigrations(db);
  const seen = new Set<string>();
  for (const res of resources.values()) {
    if (seen.has(res.table) || !res.tableFields.some((f) => f.computed)) continue;
    seen.add(res.table);
    await backfillComputed(db, res, done);
  }
  return moved;
}
