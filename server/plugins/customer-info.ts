import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { buttonCode } from '../../src/resources';
import { customerSelfFields } from '../../src/resources/fieldsets/customer-info';
import { isUuid } from '../../src/schemas/share';
import type { SessionUser } from '../auth/sessions';
import type { AppContext } from '../context';
import { ApiError, badRequest, conflict, forbidden, notFound, ok } from '../http/envelope';
import { checkedBody } from '../http/fields';
import { pageOf } from '../http/paging';
import { spendExternalBudget } from '../external/orders';
import { groupOrgIds } from '../org/platform';
import { BUSINESS_SCOPES, ORDER_RESOURCE } from '../order-scopes';
import { columnOf, toRecord, type DataResource } from '../resources/model';
import { createRecord, updateRecord } from '../resources/record-writes';
import { contractRoutes } from '../http/contract-routes';
import { pages } from '../../src/contracts/pages';

/**
 * Customer information (docs/customer-info.md): the profile of each customer of the forwarder
 * (/customer_info_menu: partner data, agreements, orders by scope, open receivables), the same across
 * the member organisations of a group (/jt_customer_info_menu, docs/organisations.md), and the
 * customer's own information collected through a link without login (/customer_info): what the
 * customer sends waits for the forwarder to accept it into the partner record or reject it.
 */

const OWN = 'customer_info_menu';
const GROUP = 'jt_customer_info_menu';
const PARTNER = 'prm_coop';
const AGREEMENT = 'prm_coop_agreement';
const DEBIT_NOTE = 'af_css_debit_note';
const CUSTOMER_TYPES = ['customer', 'both'];
/** How long a customer's link stays usable. */
export const LINK_DAYS = 30;
const RECENT_DAYS = 90;
const NOT_FOUND = '链接无效或已过期';

const esc = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

export default async function customerInfoPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  const { db } = ctx;
  const partner = (): DataResource => {
    const r = ctx.resources.get(PARTNER);
    if (!r) throw notFound();
    return r;
  };

  /** The organisations a screen covers: the user's own, or its group's (the group variant). */
  async function scopeOf(req: FastifyRequest, group: boolean) {
    const user = req.user!;
    if (!user.menus.has(group ? GROUP : OWN)) throw forbidden();
    return { user, orgIds: group ? await groupOrgIds(db, user.orgId) : [user.orgId] };
  }

  async function orgNames(ids: number[]) {
    const rows = ids.length ? await db.selectFrom('hrs_org').select(['id', 'org_name']).where('id', 'in', ids).execute() : [];
    return new Map(rows.map((r) => [Number(r.id), r.org_name]));
  }

  /** Orders per customer across the scopes' order tables: total, last 90 days, latest. */
  async function orderCounts(orgIds: number[], customerIds: number[]) {
    const out = new Map<number, { total: number; recent: number; last: string | null }>();
    if (!customerIds.length) return out;
    for (const scope of BUSINESS_SCOPES) {
      const res = ctx.resources.get(ORDER_RESOURCE[scope]);
      if (!res?.byName.has('customerId')) continue;
      const rows = await db
        .selectFrom(res.table as any)
        .select([
          'customer_id as c',
          sql<number>`count(*)`.as('n'),
          sql<number>`count(*) filter (where create_time >= now() - make_interval(days => ${RECENT_DAYS}))`.as('r'),
          sql<Date>`max(create_time)`.as('l'),
        ] as any)
        .where('org_id' as any, 'in', orgIds)
        .where('customer_id' as any, 'in', customerIds)
        .groupBy('customer_id' as any)
        .execute();
      for (const r of rows as any[]) {
        const e = out.get(Number(r.c)) ?? { total: 0, recent: 0, last: null };
        e.total += Number(r.n);
        e.recent += Number(r.r);
        const l = r.l instanceof Date ? r.l.toISOString() : r.l ? String(r.l) : null;
        if (l && (!e.last || l > e.last)) e.last = l;
        out.set(Number(r.c), e);
      }
    }
    return out;
  }

  async function customers(req: FastifyRequest, group: boolean) {
    const { orgIds } = await scopeOf(req, group);
    const res = partner();
    const q = req.query as Record<string, unknown>;
    const { current, size, offset } = pageOf(q, 20);
    const keyword = typeof q.keyword === 'string' ? q.keyword.trim().slice(0, 100) : '';
    const where = (b: any) => {
      let x = b.where('org_id', 'in', orgIds).where(columnOf('coopType'), 'in', CUSTOMER_TYPES);
      if (keyword) {
        const like = `%${esc(keyword)}%`;
        x = x.where((eb: any) =>
          eb.or([eb(columnOf('coopCode'), 'ilike', like), eb(columnOf('coopName'), 'ilike', like), eb(columnOf('taxCode'), 'ilike', like)]),
        );
      }
      return x;
    };
    const rows = (await where(db.selectFrom(res.table as any).selectAll())
      .orderBy(columnOf('coopCode'))
      .orderBy('id')
      .limit(size)
      .offset(offset)
      .execute()) as any[];
    const n = Number(
      (
        await db
          .selectFrom(
            where(db.selectFrom(res.table as any).select(sql.lit(1).as('one')))
              .limit(10_001)
              .as('c'),
          )
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const ids = rows.map((r) => Number(r.id));
    const counts = await orderCounts(orgIds, ids);
    const names = group ? await orgNames(orgIds) : new Map<number, string>();
    const pending = ids.length
      ? await db
          .selectFrom('prm_customer_info')
          .select(['coop_id', sql<number>`count(*)`.as('n')])
          .where('org_id', 'in', orgIds)
          .where('status', '=', 'PENDING')
          .where('coop_id', 'in', ids)
          .groupBy('coop_id')
          .execute()
      : [];
    const pendingBy = new Map(pending.map((p) => [Number(p.coop_id), Number(p.n)]));
    return ok({
      records: rows.map((r) => {
        const rec = toRecord(res, r);
        const c = counts.get(Number(r.id));
        return {
          id: rec.id,
          coopCode: rec.coopCode,
          coopName: rec.coopName,
          coopNameEn: rec.coopNameEn,
          coopType: rec.coopType,
          contactName: rec.contactName,
          contactPhone: rec.contactPhone,
          countryCode: rec.countryCode,
          lockStatus: rec.lockStatus,
          orgName: group ? (names.get(Number(r.org_id)) ?? null) : undefined,
          orderCount: c?.total ?? 0,
          recentOrderCount: c?.recent ?? 0,
          lastOrderTime: c?.last ?? null,
          pendingInfo: pendingBy.get(Number(r.id)) ?? 0,
        };
      }),
      total: Math.min(n, 10_000),
      totalCapped: n > 10_000,
      current,
      size,
    });
  }

  async function profile(req: FastifyRequest, group: boolean) {
    const { user, orgIds } = await scopeOf(req, group);
    const res = partner();
    const id = Number((req.params as { id: string }).id);
    if (!Number.isSafeInteger(id) || id <= 0) throw notFound('客户不存在');
    const row = (await db
      .selectFrom(res.table as any)
      .selectAll()
      .where('id' as any, '=', id)
      .where('org_id' as any, 'in', orgIds)
      .where(columnOf('coopType') as any, 'in', CUSTOMER_TYPES)
      .executeTakeFirst()) as any;
    if (!row) throw notFound('客户不存在');
    const orgId = Number(row.org_id);
    const coop = toRecord(res, row);

    const agreementRes = ctx.resources.get(AGREEMENT);
    const agreements = agreementRes
      ? (
          (await db
            .selectFrom(agreementRes.table as any)
            .selectAll()
            .where('org_id' as any, '=', orgId)
            .where('coop_id' as any, '=', id)
            .orderBy(columnOf('startDate') as any, 'desc')
            .limit(50)
            .execute()) as any[]
        ).map((a) => ({
          id: a.id,
          agreementCode: a.agreement_code,
          agreementName: a.agreement_name,
          startDate: a.start_date,
          endDate: a.end_date,
          settlementType: a.settlement_type,
          agreementStatus: a.agreement_status,
          currency: a.currency,
          creditAmount: a.credit_amount == null ? null : String(a.credit_amount),
        }))
      : [];

    const byScope = [];
    const recent: Record<string, unknown>[] = [];
    for (const scope of BUSINESS_SCOPES) {
      const r = ctx.resources.get(ORDER_RESOURCE[scope]);
      if (!r?.byName.has('customerId')) continue;
      const base = () =>
        db
          .selectFrom(r.table as any)
          .where('org_id' as any, '=', orgId)
          .where('customer_id' as any, '=', id);
      const c = (await base()
        .select([
          sql<number>`count(*)`.as('n'),
          sql<number>`count(*) filter (where create_time >= now() - make_interval(days => ${RECENT_DAYS}))`.as('r'),
        ] as any)
        .executeTakeFirstOrThrow()) as any;
      if (Number(c.n) === 0) continue;
      byScope.push({ scope, total: Number(c.n), recent: Number(c.r) });
      const latest = (await base()
        .selectAll()
        .orderBy('create_time' as any, 'desc')
        .limit(10)
        .execute()) as any[];
      for (const o of latest) {
        const rec = toRecord(r, o);
        const status = rec.orderStatus as string | null;
        recent.push({
          scope,
          resource: orgId === user.orgId ? r.name : null,
          id: orgId === user.orgId ? rec.id : null,
          orderCode: rec.orderCode,
          orderStatus: status,
          orderStatusName: status
            ? (r.byName.get('orderStatus')?.options?.find((x) => x.value === status)?.label['zh-CN'] ?? status)
            : null,
          departureStation: rec.departureStation,
          arrivalStation: rec.arrivalStation,
          createTime: rec.createTime,
        });
      }
    }
    recent.sort((a, b) => String(b.createTime).localeCompare(String(a.createTime)));

    // Open receivables per currency: the outstanding balance of the customer's confirmed or sent debit
    // notes (a view of the bill table, docs/money.md), summed exactly by the database, as decimal text.
    const notes = ctx.resources.get(DEBIT_NOTE);
    const receivables =
      notes?.byName.has('coopId') && notes.byName.has('balance')
        ? (
            (await db
              .selectFrom(notes.table as any)
              .select(['currency', sql<string>`sum(balance)::text`.as('amount'), sql<number>`count(*)`.as('n')] as any)
              .where('org_id' as any, '=', orgId)
              .where(columnOf('coopId') as any, '=', id)
              .where((eb: any) => eb.and(notes.condition.map((c) => eb(c.column, 'in', c.values))))
              .where(columnOf('billStatus') as any, 'in', ['CONFIRMED', 'SENT'])
              .groupBy('currency' as any)
              .orderBy('currency' as any)
              .execute()) as any[]
          ).map((x) => ({ currency: x.currency, amount: x.amount, count: Number(x.n) }))
        : [];

    const names = await orgNames([orgId]);
    return ok({
      customer: { ...coop, orgName: names.get(orgId) ?? null, creditAmount: row.credit_amount == null ? null : String(row.credit_amount) },
      agreements,
      orders: { byScope, recent: recent.slice(0, 10) },
      receivables,
      editable: orgId === user.orgId,
    });
  }

  handle(pages.customers, (req) => customers(req, false));
  handle(pages.customer, (req) => profile(req, false));
  handle(pages.groupCustomers, (req) => customers(req, true));
  handle(pages.groupCustomer, (req) => profile(req, true));

  const needButton = (user: SessionUser, action: string) => {
    if (!user.menus.has(OWN) || !user.buttons.has(buttonCode(OWN, action))) throw forbidden();
  };

  /** A link for one customer (coopId) or for a new one (no coopId). */
  handle(pages.customerInfoLink, async (req) => {
    const user = req.user!;
    needButton(user, 'invite');
    const raw = (req.body as { coopId?: unknown } | undefined)?.coopId;
    let coopId: number | null = null;
    if (raw !== undefined && raw !== null && raw !== '') {
      coopId = Number(raw);
      const res = partner();
      const found =
        Number.isSafeInteger(coopId) && coopId > 0
          ? await db
              .selectFrom(res.table as any)
              .select('id' as any)
              .where('id' as any, '=', coopId)
              .where('org_id' as any, '=', user.orgId)
              .executeTakeFirst()
          : undefined;
      if (!found) throw badRequest('客户不存在', { coopId: '客户不存在' });
    }
    const expires = new Date(Date.now() + LINK_DAYS * 86_400_000);
    const row = await db
      .insertInto('prm_customer_info_link')
      .values({ org_id: user.orgId, coop_id: coopId, expires_at: expires, created_by: user.userId })
      .returning(['token', 'expires_at'])
      .executeTakeFirstOrThrow();
    return ok({ token: String(row.token), expiresAt: row.expires_at, coopId });
  });

  handle(pages.customerInfoSubmissions, async (req) => {
    const user = req.user!;
    if (!user.menus.has(OWN)) throw forbidden();
    const q = req.query as Record<string, unknown>;
    const status = typeof q.status === 'string' && ['PENDING', 'ACCEPTED', 'REJECTED'].includes(q.status) ? q.status : 'PENDING';
    const { current, size, offset } = pageOf(q, 20);
    const base = db.selectFrom('prm_customer_info').where('org_id', '=', user.orgId).where('status', '=', status);
    const rows = await base.selectAll().orderBy('submit_time', 'desc').orderBy('id', 'desc').limit(size).offset(offset).execute();
    const total = Number((await base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    return ok({
      records: rows.map((r) => ({
        id: r.id,
        coopId: r.coop_id,
        status: r.status,
        submitTime: r.submit_time,
        reviewTime: r.review_time,
        data: json(r.data),
      })),
      total,
      current,
      size,
    });
  });

  async function pendingSubmission(user: SessionUser, req: FastifyRequest) {
    const id = Number((req.params as { id: string }).id);
    const row =
      Number.isSafeInteger(id) && id > 0
        ? await db.selectFrom('prm_customer_info').selectAll().where('id', '=', id).where('org_id', '=', user.orgId).executeTakeFirst()
        : undefined;
    if (!row) throw notFound('提交记录不存在');
    if (row.status !== 'PENDING') throw conflict('该提交已处理');
    return row;
  }

  /** Accepting writes the customer's values into the partner (or a new customer partner) through the usual rules and audit. */
  handle(pages.acceptCustomerInfo, async (req) => {
    const user = req.user!;
    needButton(user, 'review');
    const sub = await pendingSubmission(user, req);
    const res = partner();
    // Only what the customer filled in: an empty box does not wipe what the forwarder already knows.
    const data = Object.fromEntries(
      Object.entries(json<Record<string, unknown>>(sub.data)).filter(([, v]) => v !== null && v !== undefined && v !== ''),
    );
    let coopId = sub.coop_id === null ? null : Number(sub.coop_id);
    if (coopId !== null) {
      await updateRecord(ctx, user, res, coopId, data);
    } else {
      const code = (req.body as { coopCode?: unknown } | undefined)?.coopCode;
      if (typeof code !== 'string' || !code.trim()) throw badRequest('请为新客户填写伙伴代码', { coopCode: '请为新客户填写伙伴代码' });
      const created = await createRecord(ctx, user, res, { ...data, coopCode: code.trim(), coopType: 'customer' });
      coopId = Number(created.id);
    }
    const done = await db
      .updateTable('prm_customer_info')
      .set({ status: 'ACCEPTED', coop_id: coopId, reviewed_by: user.userId, review_time: new Date() })
      .where('id', '=', sub.id)
      .where('status', '=', 'PENDING')
      .returning('id')
      .executeTakeFirst();
    if (!done) throw conflict('该提交已处理');
    return ok({ id: sub.id, coopId, status: 'ACCEPTED' });
  });

  handle(pages.rejectCustomerInfo, async (req) => {
    const user = req.user!;
    needButton(user, 'review');
    const sub = await pendingSubmission(user, req);
    await db
      .updateTable('prm_customer_info')
      .set({ status: 'REJECTED', reviewed_by: user.userId, review_time: new Date() })
      .where('id', '=', sub.id)
      .execute();
    return ok({ id: sub.id, status: 'REJECTED' });
  });

  // ---- The customer's own page, no login: the link's token is the only key ----

  async function linkOf(req: FastifyRequest) {
    await spendExternalBudget(ctx, req);
    const token = (req.query as { o?: unknown }).o;
    const link = isUuid(token)
      ? await db.selectFrom('prm_customer_info_link').selectAll().where('token', '=', token.toLowerCase()).executeTakeFirst()
      : undefined;
    if (!link || new Date(link.expires_at) < new Date()) throw new ApiError(404, NOT_FOUND);
    return link;
  }

  handle(pages.customerSelfInfo, async (req, reply) => {
    const link = await linkOf(req);
    reply.header('cache-control', 'no-store');
    const org = await db.selectFrom('hrs_org').select(['org_name']).where('id', '=', link.org_id).executeTakeFirstOrThrow();
    // What the customer sees first: what it sent last through this link, else the partner's current values.
    const last = await db
      .selectFrom('prm_customer_info')
      .select(['data', 'status', 'submit_time'])
      .where('link_id', '=', link.id)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    let values: Record<string, unknown> = {};
    if (last) values = json(last.data);
    else if (link.coop_id !== null) {
      const res = partner();
      const row = await db
        .selectFrom(res.table as any)
        .selectAll()
        .where('id' as any, '=', link.coop_id)
        .where('org_id' as any, '=', link.org_id)
        .executeTakeFirst();
      if (row) {
        const rec = toRecord(res, row as any);
        values = Object.fromEntries(customerSelfFields.map((f) => [f.name, rec[f.name] ?? null]));
      }
    }
    return ok({
      forwarderName: org.org_name,
      expiresAt: link.expires_at,
      values,
      lastStatus: last?.status ?? null,
      lastSubmitTime: last?.submit_time ?? null,
    });
  });

  handle(pages.submitCustomerSelfInfo, async (req) => {
    const link = await linkOf(req);
    const values = await checkedBody(req, customerSelfFields);
    // One pending submission per link: a second send replaces what is still waiting.
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('prm_customer_info').where('link_id', '=', link.id).where('status', '=', 'PENDING').execute();
      await trx
        .insertInto('prm_customer_info')
        .values({ org_id: link.org_id, link_id: link.id, coop_id: link.coop_id, data: JSON.stringify(values) })
        .execute();
    });
    return ok(values, '提交成功，等待审核');
  });
}
