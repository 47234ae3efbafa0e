import { sql, type RawBuilder } from 'kysely';
import { CHAT_MESSAGES, type ChatContact } from '../../src/schemas/chat';
import type { DB } from '../db';
import { forbidden, notFound } from '../http/envelope';

/**
 * Who may chat, and with whom (docs/chat.md "Who can talk"). docs/behaviour.md §1.6: the organisation has the
 * chat entitlement, the user's online-service flag is set, the installation is not private SaaS.
 * Two entitled users may talk when they are in one organisation, when their organisations name
 * each other as partners (prm_coop.linked_org_code on both sides), or when either belongs to a
 * customer-service organisation (hrs_org.customer_service).
 */

export interface ChatUser {
  userId: number;
  orgId: number;
  orgCode: string;
  orgName: string;
  nickName: string;
  accid: string;
  customerService: boolean;
}

/** The messaging account of a user (xyNumber, accid). */
export const accidOf = (userId: number) => `im${userId}`;

/** The user id of an accid, or null when it is not one of ours. */
export function userIdOfAccid(accid: unknown): number | null {
  const m = typeof accid === 'string' ? /^im([1-9]\d{0,14})$/.exec(accid) : null;
  return m ? Number(m[1]) : null;
}

/** Seconds after which a presence row whose instance stopped refreshing it no longer counts. */
export const PRESENCE_STALE_SECONDS = 90;

/** SQL condition: user u of organisation o may chat. */
export const entitled = sql`u.status = 1 and o.status = 1 and o.chat_enabled and coalesce(u.online_service, false) and not o.private_saas`;
const online = sql<boolean>`exists (select 1 from chat_presence p where p.user_id = u.id and p.seen_at > now() - make_interval(secs => ${PRESENCE_STALE_SECONDS}))`;

/** The user as the chat knows them, or null when they may not chat. */
export async function chatUserOf(db: DB, userId: number): Promise<ChatUser | null> {
  const { rows } = await sql<{
    id: number;
    org_id: number;
    org_code: string;
    org_name: string;
    user_name: string;
    customer_service: boolean;
  }>`
    select u.id, u.org_id, o.org_code, o.org_name, u.user_name, o.customer_service
    from hrs_user u join hrs_org o on o.id = u.org_id
    where u.id = ${userId} and ${entitled}`.execute(db);
  const r = rows[0];
  if (!r) return null;
  return {
    userId: Number(r.id),
    orgId: Number(r.org_id),
    orgCode: r.org_code,
    orgName: r.org_name,
    nickName: r.user_name,
    accid: accidOf(Number(r.id)),
    customerService: r.customer_service === true,
  };
}

/** The chat user, or a 403 (docs/behaviour.md §1.6: the server refuses whatever the browser shows). */
export async function requireChatUser(db: DB, userId: number, lang: 'zh-CN' | 'en-US'): Promise<ChatUser> {
  const me = await chatUserOf(db, userId);
  if (!me) throw forbidden(CHAT_MESSAGES.notEntitled[lang]);
  return me;
}

type ContactRow = { id: number; user_name: string; org_name: string; online: boolean };
const toContact = (r: ContactRow): ChatContact => ({
  accid: accidOf(Number(r.id)),
  nickName: r.user_name,
  icon: '',
  isOnline: r.online === true,
  orgName: r.org_name,
});

/** At most this many contacts per list: organisations of thousands page through the conversations instead. */
const CONTACTS_LIMIT = 500;

async function contactsWhere(db: DB, condition: RawBuilder<unknown>): Promise<ChatContact[]> {
  const { rows } = await sql<ContactRow>`
    select u.id, u.user_name, o.org_name, ${online} as online
    from hrs_user u join hrs_org o on o.id = u.org_id
    where ${entitled} and ${condition}
    order by u.user_name, u.id limit ${CONTACTS_LIMIT}`.execute(db);
  return rows.map(toContact);
}

/** The ids of the organisations that name mine as a partner and that mine names back. */
const linkedOrgs = (me: ChatUser) => sql`(
  select lo.id from prm_coop c join hrs_org lo on upper(lo.org_code) = upper(c.linked_org_code)
  where c.org_id = ${me.orgId} and lo.id <> ${me.orgId} and exists (
    select 1 from prm_coop back where back.org_id = lo.id and upper(back.linked_org_code) = upper(${me.orgCode})))`;

/** Chat users of my organisation, me excluded. */
export const colleaguesOf = (db: DB, me: ChatUser) => contactsWhere(db, sql`u.org_id = ${me.orgId} and u.id <> ${me.userId}`);

/** Chat users of the customer-service organisations (none for their own people). */
export const serviceContactsOf = (db: DB, me: ChatUser) =>
  me.customerService ? Promise.resolve([]) : contactsWhere(db, sql`o.customer_service and o.id <> ${me.orgId}`);

export interface ChatPartner {
  coopId: number;
  coopName: string;
  coopType: string;
  orgName: string;
}

/** My organisation's partners that have their own organisation here and name mine back. */
export async function partnersOf(db: DB, me: ChatUser): Promise<ChatPartner[]> {
  const { rows } = await sql<{ id: number; coop_name: string; coop_type: string; org_name: string }>`
    select c.id, c.coop_name, c.coop_type, lo.org_name
    from prm_coop c join hrs_org lo on upper(lo.org_code) = upper(c.linked_org_code)
    where c.org_id = ${me.orgId} and lo.id in ${linkedOrgs(me)}
    order by c.coop_name, c.id limit ${CONTACTS_LIMIT}`.execute(db);
  return rows.map((r) => ({ coopId: Number(r.id), coopName: r.coop_name, coopType: r.coop_type, orgName: r.org_name }));
}

/**
 * The chat users of one partner of my organisation (the supplier service list). Another
 * organisation's partner is a 404; a partner without a mutual link has nobody to talk to.
 */
export async function partnerContacts(db: DB, me: ChatUser, coopId: number): Promise<ChatContact[]> {
  const coop = await db
    .selectFrom('prm_coop')
    .select(['id', 'linked_org_code'])
    .where('id', '=', coopId)
    .where('org_id', '=', me.orgId)
    .executeTakeFirst();
  if (!coop) throw notFound('合作伙伴不存在');
  if (!coop.linked_org_code) return [];
  return contactsWhere(db, sql`upper(o.org_code) = upper(${coop.linked_org_code}) and o.id in ${linkedOrgs(me)}`);
}

/** The peer as a contact when I may chat with them, else null. */
export async function reachableContact(db: DB, me: ChatUser, peerId: number): Promise<ChatContact | null> {
  if (peerId === me.userId) return null;
  const { rows } = await sql<ContactRow>`
    select u.id, u.user_name, o.org_name, ${online} as online
    from hrs_user u join hrs_org o on o.id = u.org_id
    where u.id = ${peerId} and ${entitled}
      and (u.org_id = ${me.orgId} or o.customer_service or ${me.customerService} or u.org_id in ${linkedOrgs(me)})`.execute(db);
  return rows[0] ? toContact(rows[0]) : null;
}

/** Contacts by user id, whoever they are (the peers of existing conversations). */
export async function contactsByIds(db: DB, ids: number[]): Promise<Map<number, ChatContact>> {
  if (!ids.length) return new Map();
  const { rows } = await sql<ContactRow>`
    select u.id, u.user_name, o.org_name, ${online} as online
    from hrs_user u join hrs_org o on o.id = u.org_id
    where u.id in (${sql.join(ids)})`.execute(db);
  return new Map(rows.map((r) => [Number(r.id), toContact(r)]));
}
