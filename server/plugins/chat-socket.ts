import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { chat as chatCalls } from '../../src/contracts/chat';
import { contractRoutes } from '../http/contract-routes';
import type { Language } from '../../src/schemas';
import { CHAT_CLOSE_FORBIDDEN, CHAT_CLOSE_UNAUTHENTICATED, CHAT_MESSAGES, type ChatClientFrame } from '../../src/schemas/chat';
import { chatUserOf } from '../chat/access';
import { sendFrame, type ChatConnection } from '../chat/hub';
import { messagesSince } from '../chat/messages';
import type { ChatService } from '../chat/service';
import type { AppContext } from '../context';
import { ApiError } from '../http/envelope';
import { requestLanguage } from '../http/language';

/** A socket that has not said who it is by then is closed. */
const AUTH_TIMEOUT_MS = 10_000;

/**
 * GET /api-uc/yxim/ws (docs/chat.md "Protocol"). A browser cannot put the session token in a
 * socket's headers, and a token in the address ends up in logs, so the first frame carries it:
 * {type:'auth', token}. Frames of one socket are handled one after another, so its messages are
 * stored in the order sent.
 */
export function chatSocketRoute(app: FastifyInstance, ctx: AppContext, chat: ChatService) {
  // @fastify/websocket hands the socket and the request to a websocket route's handler.
  const socketHandler = (socket: WebSocket, req: FastifyRequest) => {
    let lang: Language = requestLanguage(req);
    let conn: ChatConnection | null = null;
    let queue: Promise<void> = Promise.resolve();
    const timer = setTimeout(() => {
      if (!conn) socket.close(CHAT_CLOSE_UNAUTHENTICATED, 'auth timeout');
    }, AUTH_TIMEOUT_MS);
    timer.unref();

    const fail = (e: unknown, clientId?: string) => {
      const code = e instanceof ApiError ? e.status : 500;
      const message = e instanceof ApiError ? e.message : `服务器开小差了，请稍后再试`;
      if (!(e instanceof ApiError)) req.log.error({ err: e }, 'chat socket frame failed');
      sendFrame(socket, { type: 'error', code, message, ...(clientId ? { clientId } : {}) });
    };

    async function authenticate(frame: Partial<Extract<ChatClientFrame, { type: 'auth' }>> & { lang?: unknown }) {
      if (frame.lang === 'en-US' || frame.lang === 'zh-CN') lang = frame.lang;
      let session;
      try {
        session = await ctx.sessions.authenticateToken(typeof frame.token === 'string' ? frame.token : '');
      } catch (e) {
        fail(e);
        socket.close(CHAT_CLOSE_UNAUTHENTICATED, 'unauthenticated');
        return;
      }
      const me = await chatUserOf(ctx.db, session.userId);
      if (!me) {
        sendFrame(socket, { type: 'error', code: 403, message: CHAT_MESSAGES.notEntitled[lang] });
        socket.close(CHAT_CLOSE_FORBIDDEN, 'chat not enabled');
        return;
      }
      if (socket.readyState !== socket.OPEN) return;
      conn = { socket, me, jti: session.jti, lang };
      clearTimeout(timer);
      await chat.hub.add(conn);
      sendFrame(socket, { type: 'ready', xyNumber: me.accid });
    }

    async function handle(raw: RawData) {
      let frame: Record<string, any>;
      try {
        frame = JSON.parse(raw.toString());
        if (!frame || typeof frame !== 'object' || typeof frame.type !== 'string') throw new Error('not a frame');
      } catch {
        return sendFrame(socket, { type: 'error', code: 400, message: CHAT_MESSAGES.badFrame[lang] });
      }
      if (!conn) {
        if (frame.type === 'auth') return authenticate(frame);
        sendFrame(socket, { type: 'error', code: 401, message: 'auth first' });
        return void socket.close(CHAT_CLOSE_UNAUTHENTICATED, 'auth first');
      }
      const { me } = conn;
      switch (frame.type) {
        case 'ping':
          return sendFrame(socket, { type: 'pong' });
        case 'sync': {
          const since = Number(frame.since);
          if (!Number.isSafeInteger(since) || since < 0) return fail(new ApiError(400, CHAT_MESSAGES.badFrame[lang]));
          const { messages, more } = await messagesSince(ctx.db, me, since);
          for (const message of messages) sendFrame(socket, { type: 'message', message });
          return sendFrame(socket, { type: 'synced', lastId: messages.reduce((m, x) => Math.max(m, x.id), since), more });
        }
        case 'send': {
          const clientId = typeof frame.clientId === 'string' ? frame.clientId.slice(0, 64) : undefined;
          try {
            const message = await chat.send(me, { ...frame, conversationId: Number(frame.conversationId) } as never, lang, socket);
            return sendFrame(socket, { type: 'ack', clientId: message.clientId ?? clientId ?? '', message });
          } catch (e) {
            return fail(e, clientId);
          }
        }
        case 'read':
          try {
            await chat.read(me, Number(frame.conversationId), frame.messageId, lang);
          } catch (e) {
            fail(e);
          }
          return;
        default:
          return sendFrame(socket, { type: 'error', code: 400, message: CHAT_MESSAGES.badFrame[lang] });
      }
    }

    socket.on('message', (raw: RawData) => {
      queue = queue.then(() => handle(raw)).catch((e) => fail(e));
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const closing = conn;
      conn = null;
      // After the frames already queued: a presence row must not outlive its socket.
      if (closing) queue = queue.then(() => chat.hub.remove(closing)).catch(() => {});
    });
  };
  contractRoutes(app, ctx)(chatCalls.socket, socketHandler as never, { websocket: true });
}
