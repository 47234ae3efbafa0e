import { sql } from 'kysely';
import { allowedUpload, isUuid, type Language } from '../../src/schemas';
import {
  CHAT_MESSAGES,
  checkChatText,
  cleanChatText,
  type ChatConversation,
  type ChatMessage,
  type ChatMessageKind,
} from '../../src/schemas/chat';
import type { DB } from '../db';
import { fileUrlOf } from '../files/store';
import { ApiError, badRequest, notFound } from '../http/envelope';
import { accidOf, contactsByIds, type ChatUser } from './access';

/** Conversations, messages and read marks in the database (docs/chat.md "Tables"). */

export interface ChatLimits {
  maxLength: number;
  perMinute: number;
}

type MessageRow = {
  id: number;
  conversation_id: number;
  sender_id: number;
  sender_name: string;
  kind: ChatMessageKind;
  content: string;
  file_uuid: string | null;
  client_id: string | null;
  create_time: Date | string;
};

const messageColumns = sql`x.id, x.conversation_id, x.sender_id, s.user_name as sender_name, x.kind, x.content, x.file_uuid, x.client_id, x.create_time`;

export const toMessage = (r: MessageRow): ChatMessage => ({
  id: Number(r.id),
  conversationId: Number(r.conversation_id),
  from: accidOf(Number(r.sender_id)),
  fromName: r.sender_name,
  kind: r.kind,
  content: r.content,
  fileUrl: r.file_uuid ? fileUrlOf(String(r.file_uuid), r.content) : null,
  clientId: r.client_id,
  createTime: new Date(r.create_time).toISOString(),
});

/** One message by id (the fan-out reads those too large for a NOTIFY payload). */
export async function messageById(db: DB, id: number): Promise<ChatMessage | null> {
  const { rows } = await sql<MessageRow>`select ${messageColumns} from chat_message x join hrs_user s on s.id = x.sender_id
    where x.id = ${id}`.execute(db);
  return rows[0] ? toMessage(rows[0]) : null;
}

/** Unread figures stop counting here: the badge shows 99+ long before, and no count runs unbounded. */
export const UNREAD_COUNT_CAP = 1000;

/** The conversation's other member, or a 404 when I am not in it (another organisation's included). */
async function peerOf(db: DB, me: ChatUser, conversationId: number, lang: Language): Promise<number> {
  if (!Number.isSafeInteger(conversationId) || conversationId <= 0) throw notFound(CHAT_MESSAGES.noConversation[lang]);
  const row = await db
    .selectFrom('chat_member')
    .select('peer_user_id')
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', me.userId)
    .executeTakeFirst();
  if (!row) throw notFound(CHAT_MESSAGES.noConversation[lang]);
  return Number(row.peer_user_id);
}

/** The one conversation between me and the peer, created on first use. */
export async function openConversation(db: DB, me: ChatUser, peerId: number): Promise<number> {
  const [a, b] = me.userId < peerId ? [me.userId, peerId] : [peerId, me.userId];
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('chat_conversation')
      .values({ user_a: a, user_b: b })
      .onConflict((oc) => oc.columns(['user_a', 'user_b']).doNothing())
      .execute();
    const conv = await trx
      .selectFrom('chat_conversation')
      .select('id')
      .where('user_a', '=', a)
      .where('user_b', '=', b)
      .executeTakeFirstOrThrow();
    const id = Number(conv.id);
    await trx
      .insertInto('chat_member')
      .values([
        { conversation_id: id, user_id: a, peer_user_id: b },
        { conversation_id: id, user_id: b, peer_user_id: a },
      ])
      .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).doNothing())
      .execute();
    return id;
  });
}

/** My conversations, the latest first, with their last message, my unread count and the peer's read mark. */
export async function listConversations(db: DB, me: ChatUser, onlyId?: number): Promise<ChatConversation[]> {
  const { rows } = await sql<MessageRow & { conv_id: number; peer_user_id: number; peer_read_id: number | null; unread: number }>`
    select m.conversation_id as conv_id, m.peer_user_id,
      (select p.last_read_id from chat_member p where p.conversation_id = m.conversation_id and p.user_id = m.peer_user_id) as peer_read_id,
      (select count(*) from (select 1 from chat_message u where u.conversation_id = m.conversation_id and u.id > m.last_read_id
        and u.sender_id <> m.user_id limit ${UNREAD_COUNT_CAP}) t) as unread,
      last.*
    from chat_member m
    left join lateral (select ${messageColumns} from chat_message x join hrs_user s on s.id = x.sender_id
      where x.conversation_id = m.conversation_id order by x.id desc limit 1) last on true
    where m.user_id = ${me.userId} ${onlyId ? sql`and m.conversation_id = ${onlyId}` : sql``}
    order by last.id desc nulls last, m.conversation_id desc
    limit 200`.execute(db);
  const peers = await contactsByIds(
    db,
    rows.map((r) => Number(r.peer_user_id)),
  );
  return rows.flatMap((r) => {
    const peer = peers.get(Number(r.peer_user_id));
    if (!peer) return [];
    return [
      {
        conversationId: Number(r.conv_id),
        peer,
        lastMessage: r.id == null ? null : toMessage(r),
        unreadCount: Number(r.unread),
        peerReadId: Number(r.peer_read_id ?? 0),
      },
    ];
  });
}

/** All my unread messages (at most UNREAD_COUNT_CAP). */
export async function unreadCount(db: DB, me: ChatUser): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from (select 1 from chat_member m join chat_message x on x.conversation_id = m.conversation_id
      and x.id > m.last_read_id and x.sender_id <> m.user_id where m.user_id = ${me.userId} limit ${UNREAD_COUNT_CAP}) t`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** A page of a conversation's history, oldest first, ending before `before` (the newest when absent). */
export async function history(db: DB, me: ChatUser, conversationId: number, opts: { before?: number; size: number }, lang: Language) {
  await peerOf(db, me, conversationId, lang);
  const { rows } = await sql<MessageRow>`
    select ${messageColumns} from chat_message x join hrs_user s on s.id = x.sender_id
    where x.conversation_id = ${conversationId} ${opts.before ? sql`and x.id < ${opts.before}` : sql``}
    order by x.id desc limit ${opts.size + 1}`.execute(db);
  const hasMore = rows.length > opts.size;
  const marks = await db
    .selectFrom('chat_member')
    .select(['user_id', 'last_read_id'])
    .where('conversation_id', '=', conversationId)
    .execute();
  const mark = (mine: boolean) => Number(marks.find((m) => (Number(m.user_id) === me.userId) === mine)?.last_read_id ?? 0);
  return { records: rows.slice(0, opts.size).reverse().map(toMessage), hasMore, myReadId: mark(true), peerReadId: mark(false) };
}

/**
 * Messages of my conversations after `since`, for a client catching up after a reconnect. Ids are
 * handed out before commit, so a message may commit after a higher id was already seen: the page
 * also repeats the few seconds before `since` (the client drops ids it has).
 */
export async function messagesSince(db: DB, me: ChatUser, since: number, limit = 200): Promise<{ messages: ChatMessage[]; more: boolean }> {
  const { rows } = await sql<MessageRow>`
    select ${messageColumns} from chat_message x
    join chat_member m on m.conversation_id = x.conversation_id and m.user_id = ${me.userId}
    join hrs_user s on s.id = x.sender_id
    where x.id > ${since} or (x.id < ${since} and x.create_time > (select c.create_time - interval '5 seconds' from chat_message c where c.id = ${since}))
    order by x.id limit ${limit + 1}`.execute(db);
  return { messages: rows.slice(0, limit).map(toMessage), more: rows.length > limit };
}

export interface SendInput {
  conversationId: number;
  kind?: unknown;
  content?: unknown;
  fileUrl?: unknown;
  clientId?: unknown;
}

export interface Sent {
  message: ChatMessage;
  /** Both members, to deliver to. */
  userIds: number[];
  /** false: the clientId was already stored (a resend), nothing new to deliver. */
  fresh: boolean;
}

const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const FILE_URL = /^\/files\/([0-9a-fA-F-]{36})\/[^/]+$/;

/** What a send asks for, checked before the database is touched. */
function checkInput(input: SendInput, limits: ChatLimits, lang: Language) {
  const clientId = input.clientId == null || input.clientId === '' ? null : input.clientId;
  if (clientId !== null && (typeof clientId !== 'string' || !CLIENT_ID.test(clientId))) {
    throw badRequest(CHAT_MESSAGES.badFrame[lang], { clientId: 'letters, digits, _ or -, at most 64' });
  }
  if (input.kind === 'text') {
    const text = cleanChatText(typeof input.content === 'string' ? input.content : '');
    const refusal = checkChatText(text, limits.maxLength);
    if (refusal) throw badRequest(CHAT_MESSAGES[refusal][lang].replace('{max}', String(limits.maxLength)), { content: refusal });
    return { kind: 'text' as const, text, fileUuid: null, clientId };
  }
  if (input.kind === 'image') {
    const m = typeof input.fileUrl === 'string' ? FILE_URL.exec(input.fileUrl) : null;
    if (!m || !isUuid(m[1])) throw badRequest(CHAT_MESSAGES.badImage[lang], { fileUrl: 'the fileUrl of an uploaded image' });
    return { kind: 'image' as const, text: '', fileUuid: m[1].toLowerCase(), clientId };
  }
  throw badRequest(CHAT_MESSAGES.badFrame[lang], { kind: 'text | image' });
}

/** One send of a batch: who sends what, in which language refusals are worded. */
export interface SendRequest {
  me: ChatUser;
  input: SendInput;
  lang: Language;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Stores a batch of messages in one transaction (the group commit of server/chat/group-commit.ts),
 * answering per request, in order, the stored message or its refusal. The per-minute limit counts
 * each sender's stored messages under a per-sender advisory lock (taken for every sender of the
 * batch, in id order, so two instances never wait on each other in a circle), plus the sender's
 * messages earlier in the batch, so it holds exactly across server instances. Messages are inserted
 * in arrival order, so their ids keep each conversation's order. `inTransaction` runs before commit
 * (the PostgreSQL fan-out's NOTIFY, sent only if the messages are stored).
 */
export async function sendMessages(
  db: DB,
  requests: SendRequest[],
  limits: ChatLimits,
  inTransaction?: (trx: DB, sent: Sent[]) => Promise<void>,
): Promise<Outcome<Sent>[]> {
  const out: Outcome<Sent>[] = new Array(requests.length);
  const checked = requests.map((r, i) => {
    try {
      const c = checkInput(r.input, limits, r.lang);
      if (!Number.isSafeInteger(r.input.conversationId) || r.input.conversationId <= 0)
        throw notFound(CHAT_MESSAGES.noConversation[r.lang]);
      return c;
    } catch (error) {
      out[i] = { ok: false, error };
      return null;
    }
  });
  const live = requests.flatMap((_r, i) => (checked[i] ? [i] : []));
  if (!live.length) return out;
  return db.transaction().execute(async (trx) => {
    // The locks first: the counts below must see every message of these senders committed before.
    const senders = [...new Set(live.map((i) => requests[i].me.userId))].sort((a, b) => a - b);
    await sql`select pg_advisory_xact_lock(hashtextextended('chat-send:' || u::text, 0)) from unnest(${senders}::bigint[]) u`.execute(trx);
    // Membership, an earlier send of the same clientId and the sender's last minute, for all in one round trip.
    const { rows } = await sql<{ ord: string; peer_user_id: number | null; existing: number | null; recent: number }>`
      select i.ord, m.peer_user_id,
        (select x.id from chat_message x where x.sender_id = i.sender and x.client_id = i.client) as existing,
        (select count(*) from (select 1 from chat_message r where r.sender_id = i.sender
          and r.create_time > now() - interval '60 seconds' limit ${limits.perMinute}) t) as recent
      from unnest(${live.map((i) => requests[i].input.conversationId)}::bigint[], ${live.map((i) => requests[i].me.userId)}::bigint[],
        ${live.map((i) => checked[i]!.clientId)}::text[]) with ordinality as i(conv, sender, client, ord)
      left join chat_member m on m.conversation_id = i.conv and m.user_id = i.sender
      order by i.ord`.execute(trx);
    const sentInBatch = new Map<number, number>();
    const byClientId = new Map<string, number>();
    const insert: { i: number; content: string; userIds: number[] }[] = [];
    const repeats: { i: number; of: number }[] = [];
    for (const [k, i] of live.entries()) {
      const { me, input, lang } = requests[i];
      const c = checked[i]!;
      const state = rows[k];
      try {
        if (state.peer_user_id == null) throw notFound(CHAT_MESSAGES.noConversation[lang]);
        const userIds = [me.userId, Number(state.peer_user_id)];
        if (state.existing != null) {
          const earlier = (await messageById(trx, Number(state.existing)))!;
          if (earlier.conversationId !== input.conversationId) throw badRequest(CHAT_MESSAGES.badFrame[lang], { clientId: 'already used' });
          out[i] = { ok: true, value: { message: earlier, userIds, fresh: false } };
          continue;
        }
        // The same clientId twice in one batch (a resend while the first was waiting): stored once.
        const key = c.clientId === null ? null : `${me.userId}:${c.clientId}`;
        const first = key === null ? undefined : byClientId.get(key);
        if (first !== undefined) {
          if (requests[first].input.conversationId !== input.conversationId)
            throw badRequest(CHAT_MESSAGES.badFrame[lang], { clientId: 'already used' });
          repeats.push({ i, of: first });
          continue;
        }
        const sent = sentInBatch.get(me.userId) ?? 0;
        if (Number(state.recent) + sent >= limits.perMinute)
          throw new ApiError(429, CHAT_MESSAGES.tooMany[lang], null, { 'retry-after': '60' });
        let content = c.text;
        if (c.kind === 'image') {
          // Only a picture the sender uploaded (POST /api/upload, checked by content) may be sent.
          const file = await trx
            .selectFrom('sys_file')
            .select(['file_name', 'content_kind'])
            .where('file_uuid', '=', c.fileUuid)
            .where('org_id', '=', me.orgId)
            .where('created_by', '=', me.userId)
            .executeTakeFirst();
          if (!file || !['jpg', 'png', 'bmp'].includes(file.content_kind) || !allowedUpload(file.file_name, 'image')) {
            throw badRequest(CHAT_MESSAGES.badImage[lang], { fileUrl: 'the fileUrl of an uploaded image' });
          }
          content = file.file_name;
        }
        sentInBatch.set(me.userId, sent + 1);
        if (key !== null) byClientId.set(key, i);
        insert.push({ i, content, userIds });
      } catch (error) {
        out[i] = { ok: false, error };
      }
    }
    const fresh: Sent[] = [];
    if (insert.length) {
      const col = <T>(f: (x: (typeof insert)[number]) => T) => insert.map(f);
      // Rows go in (and take their ids) in arrival order; RETURNING answers them in that order.
      const { rows: stored } = await sql<{ id: number; create_time: Date | string }>`
        insert into chat_message (conversation_id, sender_id, sender_org_id, kind, content, file_uuid, client_id)
        select conv, sender, org, kind, content, file, client
        from unnest(${col((x) => requests[x.i].input.conversationId)}::bigint[], ${col((x) => requests[x.i].me.userId)}::bigint[],
          ${col((x) => requests[x.i].me.orgId)}::bigint[], ${col((x) => checked[x.i]!.kind)}::text[], ${col((x) => x.content)}::text[],
          ${col((x) => checked[x.i]!.fileUuid)}::uuid[], ${col((x) => checked[x.i]!.clientId)}::text[])
          with ordinality as i(conv, sender, org, kind, content, file, client, ord)
        order by i.ord
        returning id, create_time`.execute(trx);
      if (stored.length !== insert.length) throw new Error(`chat: ${insert.length} messages sent, ${stored.length} stored`);
      insert.forEach((x, k) => {
        const { me, input } = requests[x.i];
        const c = checked[x.i]!;
        const message = toMessage({
          id: stored[k].id,
          conversation_id: input.conversationId,
          sender_id: me.userId,
          sender_name: me.nickName,
          kind: c.kind,
          content: x.content,
          file_uuid: c.fileUuid,
          client_id: c.clientId,
          create_time: stored[k].create_time,
        });
        out[x.i] = { ok: true, value: { message, userIds: x.userIds, fresh: true } };
        fresh.push({ message, userIds: x.userIds, fresh: true });
      });
    }
    for (const r of repeats) {
      const first = out[r.of];
      out[r.i] = first.ok ? { ok: true, value: { ...first.value, fresh: false } } : first;
    }
    if (fresh.length) await inTransaction?.(trx, fresh);
    return out;
  });
}

/** One read mark of a batch: I have read my conversation up to `messageId`. */
export interface ReadRequest {
  me: ChatUser;
  conversationId: number;
  messageId: unknown;
  lang: Language;
}

export interface ReadMark {
  /** My mark after the move. */
  lastReadId: number;
  /** Both members, to tell. */
  userIds: number[];
}

/**
 * Moves read marks forward (never back, never past the conversation's last message): a batch of
 * them (the group commit of server/chat/group-commit.ts) in one statement, answering per request,
 * in order, the mark or the refusal (404 when I am not in the conversation, another organisation's
 * included). `inTransaction` runs before commit with one mark per conversation and reader (the
 * PostgreSQL fan-out's NOTIFY, one statement too).
 */
export async function markReads(
  db: DB,
  requests: ReadRequest[],
  inTransaction?: (trx: DB, marks: (ReadMark & { conversationId: number; reader: ChatUser })[]) => Promise<void>,
): Promise<Outcome<ReadMark>[]> {
  const out: Outcome<ReadMark>[] = new Array(requests.length);
  /** Per conversation and reader, the furthest mark asked: a row is updated once per statement. */
  const wanted = new Map<string, { conv: number; me: ChatUser; upTo: number }>();
  const keyOf = (conv: number, user: number) => `${conv}:${user}`;
  for (const [i, r] of requests.entries()) {
    const upTo = Number(r.messageId);
    if (!Number.isSafeInteger(r.conversationId) || r.conversationId <= 0) {
      out[i] = { ok: false, error: notFound(CHAT_MESSAGES.noConversation[r.lang]) };
    } else if (!Number.isSafeInteger(upTo) || upTo < 0) {
      // Bad input, not the busy path: a stranger to the conversation still learns only that it is not theirs.
      out[i] = await peerOf(db, r.me, r.conversationId, r.lang).then(
        () => ({ ok: false as const, error: badRequest(CHAT_MESSAGES.badFrame[r.lang], { messageId: 'a message id' }) }),
        (error) => ({ ok: false as const, error }),
      );
    } else {
      const key = keyOf(r.conversationId, r.me.userId);
      const w = wanted.get(key);
      if (!w || w.upTo < upTo) wanted.set(key, { conv: r.conversationId, me: r.me, upTo });
    }
  }
  if (!wanted.size) return out;
  const asked = [...wanted.values()];
  const marks = await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ conversation_id: number; user_id: number; peer_user_id: number; last_read_id: number }>`
      update chat_member m set last_read_id = greatest(m.last_read_id,
        least(r.up_to, (select coalesce(max(x.id), 0) from chat_message x where x.conversation_id = r.conv)))
      from unnest(${asked.map((w) => w.conv)}::bigint[], ${asked.map((w) => w.me.userId)}::bigint[], ${asked.map((w) => w.upTo)}::bigint[]) as r(conv, usr, up_to)
      where m.conversation_id = r.conv and m.user_id = r.usr
      returning m.conversation_id, m.user_id, m.peer_user_id, m.last_read_id`.execute(trx);
    const byKey = new Map(rows.map((x) => [keyOf(Number(x.conversation_id), Number(x.user_id)), x]));
    const found = asked.flatMap((w) => {
      const x = byKey.get(keyOf(w.conv, w.me.userId));
      return x
        ? [{ conversationId: w.conv, reader: w.me, lastReadId: Number(x.last_read_id), userIds: [w.me.userId, Number(x.peer_user_id)] }]
        : [];
    });
    if (found.length) await inTransaction?.(trx, found);
    return new Map(found.map((f) => [keyOf(f.conversationId, f.reader.userId), f]));
  });
  for (const [i, r] of requests.entries()) {
    if (out[i]) continue;
    const m = marks.get(keyOf(r.conversationId, r.me.userId));
    out[i] = m
      ? { ok: true, value: { lastReadId: m.lastReadId, userIds: m.userIds } }
      : { ok: false, error: notFound(CHAT_MESSAGES.noConversation[r.lang]) };
  }
  return out;
}
