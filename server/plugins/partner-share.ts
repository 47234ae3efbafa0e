import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buttonCode } from '../../src/resources';
import { validateParty, PARTY_FIELDS } from '../../src/schemas/party';
import { BUSINESS_SCOPES, ORDER_TABLES, type BusinessScope } from '../../src/schemas/scopes';
import { displayNumber, shareCode, sharePrefixOf } from '../../src/schemas/share';
import type { SessionUser } from '../auth/sessions';
import type { AppContext } from '../context';
import type { DB } from '../db';
import { spendExternalBudget } from '../external/orders';
import { signLink, verifyLink, type LinkKind } from '../external/signed-links';
import { badRequest, forbidden, notFound, ok } from '../http/envelope';
import { parseId } from '../http/ids';
import { requestLanguage } from '../http/language';
import { writeAudits } from '../resources/audit';
import type { Writer } from '../resources/hooks';
import { columnOf, toRecord } from '../resources/model';
import { inputChecker, insertRecords, updateRecordRow } from '../resources/record-writes';
import { contractRoutes } from '../http/contract-routes';
import { partnerShare } from '../../src/contracts/partner-share';

/**
 * A partner's own pages (docs/partner-share.md), reached by a signed link staff send from the
 * partner's record:
 * - address binding (/externalCoopShare, link kind 'coop'): the partner keeps its addresses, the rows
 *   of 收发货人 (prm_shipper_consignee) of that partner in the forwarder's organisation, and which are its
 *   default shipper / consignee; the party rules of docs/behaviour.md §1.5.2 are checked here as in the browser;
 * - order track (/orderShareQrcodeTrack, link kind 'coopTrack'): the partner's recent orders of every
 *   scope (orders whose customer is the partner) with their public tracking share codes.
 * Staff read the binding state of their partners and a partner's orders with the partner menu, and
 * issue links with the partner edit button. Every link failure answers the same 404.
 */

const PARTNER = 'prm_coop';
const ADDRESSES = 'prm_shipperConsignee';
const INVALID_LINK = '链接无效或已过期';
const NO_PARTNER = '合作伙伴不存在';
/** Entries one save may hold. */
export const MAX_ADDRESSES = 50;
/** Orders a track page lists (the most recent). */
export const TRACK_ORDERS = 50;
/** Partners the binding-state list answers at most. */
const MAX_PARTNERS = 500;
/** The fields of one address entry besides its id: its type, default flag and the party form. */
const ENTRY_FIELDS = ['scType', 'isDefault', ...PARTY_FIELDS] as const;
/** The pages a partner link opens, and the signed-link kind of each page's tokens. */
type PageKind = 'coop' | 'coopTrack';
const TOKEN_KIND: Record<PageKind, LinkKind> = { coop: 'coopLink', coopTrack: 'coopTrackLink' };
/** Links a partner's panel lists (the newest). */
const LISTED_LINKS = 100;

const day = (v: unknown): string | null => {
  if (v == null || v === '') return null;
  if (v instanceof Date) return v.toISOString();
  return String(v);
};

export default async function partnerSharePlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  const { db } = ctx;
  const partnerRes = () => ctx.resources.get(PARTNER)!;
  const addressRes = () => ctx.resources.get(ADDRESSES)!;

  /** The partner inside the organisation, or null. */
  async function partnerOf(orgId: number, coopId: number) {
    const row = (await db
      .selectFrom(partnerRes().table as any)
      .select(['id', 'coop_code', 'coop_name', 'coop_name_en'] as any)
      .where('id' as any, '=', coopId)
      .where('org_id' as any, '=', orgId)
      .executeTakeFirst()) as { id: number; coop_code: string | null; coop_name: string | null; coop_name_en: string | null } | undefined;
    return row ? { id: Number(row.id), coopCode: row.coop_code, coopName: row.coop_name, coopNameEn: row.coop_name_en } : null;
  }

  /** The partner's addresses, defaults first, as the generic API shows them. */
  async function addressesOf(q: DB, orgId: number, coopId: number) {
    const res = addressRes();
    const rows = await q
      .selectFrom(res.table as any)
      .selectAll()
      .where('org_id' as any, '=', orgId)
      .where('coop_id' as any, '=', coopId)
      .orderBy('id' as any)
      .execute();
    return rows.map((r) => {
      const rec = toRecord(res, r as Record<string, unknown>);
      return Object.fromEntries([['id', rec.id], ...ENTRY_FIELDS.map((f) => [f, rec[f] ?? (f === 'isDefault' ? false : null)])]);
    });
  }

  async function forwarderName(orgId: number) {
    const org = await db.selectFrom('hrs_org').select(['org_name']).where('id', '=', orgId).executeTakeFirst();
    return String(org?.org_name ?? '');
  }

  /** The partner's recent orders of the given scopes, newest first, with their share codes. */
  async function ordersOf(orgId: number, coopId: number, scopes: readonly BusinessScope[]) {
    const all: { createTime: Date; item: Record<string, unknown> }[] = [];
    for (const scope of scopes) {
      const res = ctx.resources.get(ORDER_TABLES[scope]);
      if (!res) continue;
      const has = new Set(res.tableFields.map((f) => f.name));
      const wanted = [
        'orderCode',
        'orderStatus',
        'orderStage',
        'departureStation',
        'arrivalStation',
        'expectDeparture',
        'expectArrival',
        'orderUuid',
        'awbNumber',
        'hawbNumber',
        'customerNumber',
        'mlbNumber',
      ].filter((f) => has.has(f));
      let q = db
        .selectFrom(res.table as any)
        .select(['id', 'create_time', ...wanted.map(columnOf)] as any)
        .where('org_id' as any, '=', orgId)
        .where('customer_id' as any, '=', coopId);
      // Provisional orders are not shipments yet (as on the dashboard).
      if (has.has('orderStage')) q = q.where((eb: any) => eb.or([eb('order_stage', 'is', null), eb('order_stage', '!=', 'PROVISIONAL')]));
      const rows = (await q
        .orderBy('create_time' as any, 'desc')
        .orderBy('id' as any, 'desc')
        .limit(TRACK_ORDERS)
        .execute()) as Record<string, unknown>[];
      const prefix = sharePrefixOf(scope);
      for (const r of rows) {
        const v = (f: string) => (has.has(f) ? ((r[columnOf(f)] as string | null) ?? null) : null);
        const uuid = v('orderUuid');
        all.push({
          createTime: new Date(r.create_time as string),
          item: {
            scope,
            orderCode: v('orderCode'),
            status: v('orderStatus'),
            departure: v('departureStation'),
            arrival: v('arrivalStation'),
            expectDeparture: day(r[columnOf('expectDeparture')]),
            expectArrival: day(r[columnOf('expectArrival')]),
            createTime: day(r.create_time),
            shareCode: prefix && uuid ? shareCode(prefix, String(uuid)) : null,
            displayNumber: prefix
              ? displayNumber(prefix, {
                  awbNumber: v('awbNumber'),
                  hawbNumber: v('hawbNumber'),
                  customerNumber: v('customerNumber'),
                  mlbNumber: v('mlbNumber'),
                  orderCode: v('orderCode'),
                }) || null
              : v('orderCode'),
          },
        });
      }
    }
    return all
      .sort((a, b) => b.createTime.getTime() - a.createTime.getTime())
      .slice(0, TRACK_ORDERS)
      .map((x) => x.item);
  }

  /** Checks every entry (field paths entries[i].field) and answers the values to store; 400 and nothing stored when any is wrong. */
  async function checkedEntries(req: FastifyRequest, orgId: number, coopId: number) {
    const lang = requestLanguage(req);
    const body = req.body as { entries?: unknown } | undefined;
    const entries = body?.entries;
    if (!Array.isArray(entries))
      throw badRequest(lang === 'en-US' ? 'entries must be a list' : '缺少地址列表 (entries)', { entries: 'array' });
    if (entries.length > MAX_ADDRESSES) {
      const m = lang === 'en-US' ? `At most ${MAX_ADDRESSES} addresses` : `最多${MAX_ADDRESSES}个地址`;
      throw badRequest(m, { entries: m });
    }
    const existing = new Set((await addressesOf(db, orgId, coopId)).map((a) => Number(a.id)));
    const check = inputChecker(addressRes(), lang, ctx.config.richTextImageOrigins);
    const errors: Record<string, string> = {};
    const out: { id: number | null; values: Record<string, unknown> }[] = [];
    const defaults = new Map<string, number>();
    const seen = new Set<number>();
    for (const [i, raw] of entries.entries()) {
      const at = (f: string) => `entries[${i}].${f}`;
      if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
        errors[`entries[${i}]`] = lang === 'en-US' ? 'An object is expected' : '地址必须是一个对象';
        continue;
      }
      const given = raw as Record<string, unknown>;
      let id: number | null = null;
      if (given.id !== undefined && given.id !== null && given.id !== '') {
        id = parseId(given.id);
        if (id === null || !existing.has(id) || seen.has(id)) {
          errors[at('id')] = lang === 'en-US' ? 'No such address' : '地址不存在';
          continue;
        }
        seen.add(id);
      }
      const picked = Object.fromEntries(ENTRY_FIELDS.filter((f) => f in given).map((f) => [f, given[f]]));
      const r = await check(picked);
      if (r.errors) {
        for (const [f, m] of Object.entries(r.errors)) errors[f ? at(f) : `entries[${i}]`] = m;
        continue;
      }
      // The §5.2 rules the generic field rules do not know (postcode per country, state codes, ...).
      const party = validateParty(r.values, lang);
      for (const [f, m] of Object.entries(party)) if (m) errors[at(f)] = m;
      if (Object.keys(party).length) continue;
      const values: Record<string, unknown> = { ...r.values, isDefault: r.values!.isDefault === true };
      if (values.isDefault) {
        const type = String(values.scType);
        if (defaults.has(type))
          errors[at('isDefault')] = lang === 'en-US' ? 'Only one default address per type' : '每种类型只能有一个默认地址';
        else defaults.set(type, i);
      }
      out.push({ id, values });
    }
    const first = Object.entries(errors)[0];
    if (first) throw badRequest(`${first[0]}: ${first[1]}`, errors);
    return out;
  }

  /** Stores the partner's whole address list: updates the listed ones, adds the new, removes the rest. */
  async function storeEntries(
    orgId: number,
    coopId: number,
    entries: { id: number | null; values: Record<string, unknown> }[],
    writer: Writer,
    viaLink: number | null,
  ) {
    const res = addressRes();
    return db.transaction().execute(async (trx) => {
      const before = await addressesOf(trx, orgId, coopId);
      const keep = new Set(entries.filter((e) => e.id !== null).map((e) => e.id!));
      const gone = before.filter((b) => !keep.has(Number(b.id)));
      if (gone.length) {
        await trx
          .deleteFrom(res.table as any)
          .where('org_id' as any, '=', orgId)
          .where('coop_id' as any, '=', coopId)
          .where(
            'id' as any,
            'in',
            gone.map((g) => Number(g.id)),
          )
          .execute();
        await writeAudits(
          trx,
          writer as any,
          gone.map((g) => ({
            module: res.route.module,
            resource: res.name,
            recordId: Number(g.id),
            action: 'delete' as const,
            before: g,
            after: null,
          })),
        );
      }
      const byId = new Map(before.map((b) => [Number(b.id), b]));
      for (const e of entries) {
        if (e.id === null) continue;
        const old = byId.get(e.id)!;
        const full = Object.fromEntries(ENTRY_FIELDS.map((f) => [f, e.values[f] ?? (f === 'isDefault' ? false : null)]));
        if (ENTRY_FIELDS.some((f) => (old[f] ?? null) !== (full[f] ?? null))) await updateRecordRow(trx, res, writer, e.id, full, {});
      }
      const added = entries.filter((e) => e.id === null);
      if (added.length)
        await insertRecords(
          trx,
          res,
          writer,
          added.map((e) => ({ values: e.values, extra: { coop_id: coopId } })),
          false,
        );
      if (viaLink !== null)
        await trx.updateTable('prm_coop_share_link').set({ bound_time: new Date() }).where('id', '=', viaLink).execute();
      return addressesOf(trx, orgId, coopId);
    });
  }

  // Staff calls (token).
  const staffPartner = async (req: FastifyRequest, write: boolean) => {
    const user = req.user!;
    if (!user.menus.has(PARTNER)) throw forbidden();
    if (write && !user.buttons.has(buttonCode(PARTNER, 'edit'))) throw forbidden();
    const id = parseId((req.params as { coopId?: string }).coopId);
    const partner = id === null ? null : await partnerOf(user.orgId, id);
    if (!partner) throw notFound(NO_PARTNER);
    return { user, partner };
  };
  /** Scopes whose orders the user may read (their order list's menu). */
  const staffScopes = (user: SessionUser) => BUSINESS_SCOPES.filter((s) => user.menus.has(ORDER_TABLES[s]));

  /** The newest live (unrevoked, unexpired) link of each kind per partner, and the last save through any. */
  const linksOf = async (orgId: number, coopIds: number[]) => {
    if (!coopIds.length) return [];
    const rows = await db
      .selectFrom('prm_coop_share_link')
      .select(['coop_id', 'kind', 'issue_time', 'expires_at', 'bound_time', 'revoke_time'])
      .where('org_id', '=', orgId)
      .where('coop_id', 'in', coopIds)
      .orderBy('issue_time', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const now = Date.now();
    const groups = new Map<string, typeof rows>();
    for (const r of rows) {
      const k = `${r.coop_id}|${r.kind}`;
      let g = groups.get(k);
      if (!g) groups.set(k, (g = []));
      g.push(r);
    }
    const out: { coop_id: unknown; kind: string; issue_time: unknown; expires_at: unknown; bound_time: unknown }[] = [];
    for (const group of groups.values()) {
      const live = group.find((x) => !x.revoke_time && new Date(x.expires_at as string).getTime() > now);
      if (!live) continue;
      const bound = group.filter((x) => x.bound_time).map((x) => new Date(x.bound_time as string).getTime());
      out.push({ ...live, bound_time: bound.length ? new Date(Math.max(...bound)) : null });
    }
    return out;
  };
  const linkView = (l: { issue_time: unknown; expires_at: unknown; bound_time: unknown } | undefined) =>
    l ? { issuedAt: day(l.issue_time), expiresAt: day(l.expires_at), boundAt: day(l.bound_time) } : null;

  /** Every link issued to the partner, newest first: when, by whom, until when, and whether revoked. */
  const issuedLinks = async (orgId: number, coopId: number) => {
    const rows = await db
      .selectFrom('prm_coop_share_link')
      .select(['id', 'kind', 'issued_by_name', 'issue_time', 'expires_at', 'revoked_by_name', 'revoke_time', 'bound_time'])
      .where('org_id', '=', orgId)
      .where('coop_id', '=', coopId)
      .orderBy('issue_time', 'desc')
      .orderBy('id', 'desc')
      .limit(LISTED_LINKS)
      .execute();
    const now = Date.now();
    return rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      issuedBy: r.issued_by_name,
      issuedAt: day(r.issue_time),
      expiresAt: day(r.expires_at),
      revokedBy: r.revoked_by_name,
      revokedAt: day(r.revoke_time),
      boundAt: day(r.bound_time),
      status: r.revoke_time ? 'revoked' : new Date(r.expires_at as string).getTime() <= now ? 'expired' : 'active',
    }));
  };

  /** The binding state of the organisation's partners: addresses, defaults, the last links issued. */
  handle(partnerShare.bindings, async (req) => {
    const user = req.user!;
    if (!user.menus.has(PARTNER)) throw forbidden();
    const keyword = String((req.query as { keyword?: unknown }).keyword ?? '')
      .trim()
      .slice(0, 50);
    const pt = partnerRes().table;
    let q = db
      .selectFrom(pt as any)
      .select(['id', 'coop_code', 'coop_name'] as any)
      .where('org_id' as any, '=', user.orgId);
    if (keyword)
      q = q.where((eb: any) =>
        eb.or([
          eb('coop_code', 'ilike', `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
          eb('coop_name', 'ilike', `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
        ]),
      );
    const partners = (await q
      .orderBy('coop_code' as any)
      .limit(MAX_PARTNERS)
      .execute()) as { id: number; coop_code: string; coop_name: string }[];
    const ids = partners.map((p) => Number(p.id));
    const at = addressRes().table;
    const [counts, links] = await Promise.all([
      ids.length
        ? (db
            .selectFrom(at as any)
            .select(['coop_id', 'sc_type', 'sc_name', 'is_default'] as any)
            .where('org_id' as any, '=', user.orgId)
            .where('coop_id' as any, 'in', ids)
            .execute() as Promise<{ coop_id: number; sc_type: string; sc_name: string; is_default: boolean | null }[]>)
        : Promise.resolve([]),
      linksOf(user.orgId, ids),
    ]);
    return ok({
      records: partners.map((p) => {
        const mine = counts.filter((c) => Number(c.coop_id) === Number(p.id));
        const def = (type: string) => mine.find((c) => c.sc_type === type && c.is_default)?.sc_name ?? null;
        const link = (kind: PageKind) => linkView(links.find((l) => Number(l.coop_id) === Number(p.id) && l.kind === kind));
        return {
          id: Number(p.id),
          coopCode: p.coop_code,
          coopName: p.coop_name,
          addressCount: mine.length,
          defaultShipper: def('shipper'),
          defaultConsignee: def('consignee'),
          coopLink: link('coop'),
          trackLink: link('coopTrack'),
        };
      }),
      truncated: partners.length === MAX_PARTNERS,
    });
  });

  /** One partner's addresses and links (the partner screen's panel). */
  handle(partnerShare.partner, async (req) => {
    const { user, partner } = await staffPartner(req, false);
    const [addresses, links, issued] = await Promise.all([
      addressesOf(db, user.orgId, partner.id),
      linksOf(user.orgId, [partner.id]),
      issuedLinks(user.orgId, partner.id),
    ]);
    return ok({
      partner,
      addresses,
      coopLink: linkView(links.find((l) => l.kind === 'coop')),
      trackLink: linkView(links.find((l) => l.kind === 'coopTrack')),
      links: issued,
      canIssue: user.buttons.has(buttonCode(PARTNER, 'edit')),
    });
  });

  /** The partner's recent orders of the scopes the user may read. */
  handle(partnerShare.partnerOrders, async (req) => {
    const { user, partner } = await staffPartner(req, false);
    return ok({ partner, orders: await ordersOf(user.orgId, partner.id, staffScopes(user)) });
  });

  /** Issues a link (kind coop: address binding, coopTrack: order track), remembered for the binding state. */
  handle(partnerShare.issueLink, async (req) => {
    const { user, partner } = await staffPartner(req, true);
    const kind = (req.body as { kind?: unknown } | undefined)?.kind;
    if (kind !== 'coop' && kind !== 'coopTrack') throw badRequest('kind 必须是 coop 或 coopTrack', { kind: 'coop | coopTrack' });
    // The row first: the token names it (and its expiry, to the second).
    const now = Date.now();
    const expiresAt = new Date(Math.floor((now + ctx.config.partnerLinkDays * 86_400_000) / 1000) * 1000);
    const row = await db
      .insertInto('prm_coop_share_link')
      .values({
        org_id: user.orgId,
        coop_id: partner.id,
        kind,
        issued_by: user.userId,
        issued_by_name: user.userName,
        issue_time: new Date(now),
        expires_at: expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const link = signLink(ctx, TOKEN_KIND[kind], user.orgId, Number(row.id), now, ctx.config.partnerLinkDays);
    return ok({ kind, id: Number(row.id), ...link });
  });

  /** Revokes an issued link: its next use answers the same 404 as a link that never existed. */
  handle(partnerShare.revokeLink, async (req) => {
    const { user, partner } = await staffPartner(req, true);
    const linkId = parseId((req.params as { linkId?: string }).linkId);
    const found =
      linkId === null
        ? undefined
        : await db
            .selectFrom('prm_coop_share_link')
            .select(['id', 'revoke_time'])
            .where('id', '=', linkId)
            .where('org_id', '=', user.orgId)
            .where('coop_id', '=', partner.id)
            .executeTakeFirst();
    if (!found) throw notFound(requestLanguage(req) === 'en-US' ? 'No such link' : '链接不存在');
    if (!found.revoke_time) {
      await db
        .updateTable('prm_coop_share_link')
        .set({ revoke_time: new Date(), revoked_by_name: user.userName })
        .where('id', '=', linkId!)
        .where('revoke_time', 'is', null)
        .execute();
    }
    return ok({ links: await issuedLinks(user.orgId, partner.id) }, requestLanguage(req) === 'en-US' ? 'Link revoked' : '链接已撤销');
  });

  // Signed-link calls (no token): the link names the organisation and the partner.
  /** The issued link a token names, if it is this page's, not revoked and not expired, and its partner still the organisation's. */
  const linked = async (req: FastifyRequest, kind: PageKind) => {
    await spendExternalBudget(ctx, req);
    const subject = verifyLink(ctx, (req.query as { t?: unknown }).t, [TOKEN_KIND[kind]]);
    const row = subject
      ? await db
          .selectFrom('prm_coop_share_link')
          .select(['id', 'coop_id'])
          .where('id', '=', subject.id)
          .where('org_id', '=', subject.orgId)
          .where('kind', '=', kind)
          .where('revoke_time', 'is', null)
          .where('expires_at', '>', new Date())
          .executeTakeFirst()
      : undefined;
    const partner = subject && row ? await partnerOf(subject.orgId, Number(row.coop_id)) : null;
    if (!subject || !row || !partner) throw notFound(INVALID_LINK);
    return { orgId: subject.orgId, linkId: Number(row.id), partner, expiresAt: new Date(subject.expiresAt).toISOString() };
  };
  /** What a link page shows of the partner: its names as the forwarder keeps them, never its id. */
  const shown = (p: { coopName: string | null; coopNameEn: string | null }) => ({ coopName: p.coopName, coopNameEn: p.coopNameEn });

  handle(partnerShare.externalCoopShare, async (req, reply) => {
    const { orgId, partner, expiresAt } = await linked(req, 'coop');
    reply.header('cache-control', 'no-store');
    const [name, addresses] = await Promise.all([forwarderName(orgId), addressesOf(db, orgId, partner.id)]);
    return ok({ forwarderName: name, partner: shown(partner), addresses, expiresAt });
  });

  handle(partnerShare.saveExternalCoopShare, async (req) => {
    const { orgId, partner, linkId } = await linked(req, 'coop');
    const entries = await checkedEntries(req, orgId, partner.id);
    const writer: Writer = { orgId, userId: null, userName: '合作伙伴链接' };
    return ok({ addresses: await storeEntries(orgId, partner.id, entries, writer, linkId) }, '保存成功');
  });

  handle(partnerShare.externalCoopTrack, async (req, reply) => {
    const { orgId, partner, expiresAt } = await linked(req, 'coopTrack');
    reply.header('cache-control', 'no-store');
    const [name, orders] = await Promise.all([forwarderName(orgId), ordersOf(orgId, partner.id, BUSINESS_SCOPES)]);
    return ok({ forwarderName: name, partner: shown(partner), orders, expiresAt });
  });
}
