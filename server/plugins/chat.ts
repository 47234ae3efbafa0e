import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { msg } from '../../src/schemas';
import type { AppContext } from '../context';
import type { Database } from '../db';
import { badRequest, forbidden, notFound, ok } from '../http/envelope';
import { parseId } from '../http/ids';
import { requestLanguage } from '../http/language';
import {
  colleaguesOf,
  partnerContacts,
  partnersOf,
  reachableContact,
  requireChatUser,
  serviceContactsOf,
  userIdOfAccid,
} from '../chat/access';
import { CHAT_MESSAGES } from '../../src/schemas/chat';
import { history, listConversations, openConversation, unreadCount } from '../chat/messages';
import { ChatService } from '../chat/service';
import { chatSocketRoute } from './chat-socket';
import { contractRoutes } from '../http/contract-routes';
import { chat as chatCalls } from '../../src/contracts/chat';

/** @fastify/websocket's options (registered on the whole app, so tests can use app.injectWS). */
export const CHAT_SOCKET_OPTIONS = {
  // Frames are small JSON; pictures go through POST /api/upload and travel as their address.
  options: { maxPayload: 64 * 1024 },
};

/**
 * Chat with colleagues, partners' people and customer service (docs/chat.md): the calls docs/behaviour.md §1.7
 * and docs/behaviour.md §2.7 name, the conversation calls, and the socket. Every call refuses users without
 * the chat entitlement (403) and answers 404 for conversations they are not in.
 */
export default async function chatPlugin(app: FastifyInstance, { ctx, database }: { ctx: AppContext; database: Database }) {
  const handle = contractRoutes(app, ctx);
  const chat = new ChatService(ctx, database);
  await chat.start();
  app.addHook('onClose', async () => chat.stop());
  chatSocketRoute(app, ctx, chat);

  const { db } = ctx;
  const me = (req: FastifyRequest) => requireChatUser(db, req.user!.userId, requestLanguage(req));
  const idParam = (req: FastifyRequest) => parseId((req.params as { id?: string }).id);
  /** docs/behaviour.md §2.7: the messaging calls answer code "200" (a string) on success. */
  const im = <T>(data: T) => ({ code: '200', data, message: 'success', messageInfo: msg('success') });

  // Messaging user data (docs/behaviour.md §2.7): xyNumber is the user's account, xySign binds it to the session.
  handle(chatCalls.imUser, async (req) => {
    const user = await me(req);
    const xySign = crypto.createHmac('sha256', ctx.secrets.jwt).update(`${user.accid}.${req.user!.jti}`).digest('base64url');
    const services = await serviceContactsOf(db, user);
    return im({
      xyNumber: user.accid,
      xySign,
      nickName: user.nickName,
      icon: '',
      orgName: user.orgName,
      unreadMessageCount: await unreadCount(db, user),
      // Whether the customer-service organisation is there to write to.
      hasPrem: services.length > 0,
      message: '',
    });
  });

  handle(chatCalls.unreadCount, async (req) => {
    const user = await me(req);
    const xyNumber = (req.query as { xyNumber?: string }).xyNumber ?? (req.body as { xyNumber?: string } | undefined)?.xyNumber;
    if (!xyNumber) throw badRequest('xyNumber 不能为空', { xyNumber: 'required' });
    if (xyNumber !== user.accid) throw forbidden();
    return im(await unreadCount(db, user));
  });

  // Customer-service permission (docs/behaviour.md §1.7) of my organisation: whether I may write to customer
  // service, and its people.
  handle(chatCalls.customerServicePerm, async (req) => {
    const user = await me(req);
    if (idParam(req) !== user.orgId) throw notFound();
    const contacts = await serviceContactsOf(db, user);
    return ok({ hasPrem: contacts.length > 0, contacts });
  });

  // Supplier service list (docs/behaviour.md §1.7: code 200 is success): the chat users of one of my partners.
  handle(chatCalls.supplierService, async (req) => {
    const user = await me(req);
    const coopId = idParam(req);
    if (!coopId) throw notFound('合作伙伴不存在');
    return { code: 200, data: await partnerContacts(db, user, coopId), message: 'success' };
  });

  handle(chatCalls.contacts, async (req) => {
    const user = await me(req);
    const [colleagues, partners] = await Promise.all([colleaguesOf(db, user), partnersOf(db, user)]);
    return ok({ colleagues, partners });
  });

  handle(chatCalls.conversations, async (req) => ok(await listConversations(db, await me(req))));

  // Opens (or finds) the conversation with a contact I may talk to.
  handle(chatCalls.openConversation, async (req) => {
    const user = await me(req);
    const lang = requestLanguage(req);
    const peerId = userIdOfAccid((req.body as { accid?: unknown } | undefined)?.accid);
    const peer = peerId ? await reachableContact(db, user, peerId) : null;
    if (!peerId || !peer) throw notFound(CHAT_MESSAGES.noContact[lang]);
    const id = await openConversation(db, user, peerId);
    const [conversation] = await listConversations(db, user, id);
    return ok(conversation);
  });

  handle(chatCalls.messages, async (req) => {
    const user = await me(req);
    const q = req.query as { before?: string; size?: string };
    const before = q.before ? Number(q.before) : undefined;
    const size = q.size ? Number(q.size) : 30;
    if ((before !== undefined && !(Number.isSafeInteger(before) && before > 0)) || !(Number.isInteger(size) && size >= 1 && size <= 100)) {
      throw badRequest('before 须为消息编号，size 为 1-100', {
        ...(before !== undefined ? { before: 'a message id' } : {}),
        size: '1-100',
      });
    }
    return ok(await history(db, user, idParam(req) ?? 0, { before, size }, requestLanguage(req)));
  });

  handle(chatCalls.send, async (req) => {
    const user = await me(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    return ok(await chat.send(user, { ...body, conversationId: idParam(req) ?? 0 }, requestLanguage(req)));
  });

  handle(chatCalls.read, async (req) => {
    const user = await me(req);
    const body = (req.body ?? {}) as { messageId?: unknown };
    return ok({ lastReadId: await chat.read(user, idParam(req) ?? 0, body.messageId, requestLanguage(req)) });
  });
}
