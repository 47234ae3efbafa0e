import crypto from 'node:crypto';
import type { WebSocket } from 'ws';
import type { Language } from '../../src/schemas';
import { CHAT_CLOSE_FORBIDDEN, CHAT_CLOSE_UNAUTHENTICATED, type ChatMessage } from '../../src/schemas/chat';
import type { AppContext } from '../context';
import type { Database } from '../db';
import type { ChatUser } from './access';
import { openBus, type ChatBus, type ChatEvent } from './bus';
import { ChatHub } from './hub';
import { GroupCommit } from './group-commit';
import {
  markReads,
  messageById,
  sendMessages,
  type ChatLimits,
  type ReadMark,
  type ReadRequest,
  type SendRequest,
  type Sent,
} from './messages';

/** How often presence is refreshed and open sockets' sessions and entitlements are checked again. */
const HEARTBEAT_MS = 30_000;

/**
 * The chat of one server instance: stores through messages.ts, delivers to its own sockets (hub)
 * and tells the other instances (bus). HTTP routes and the socket both send through here.
 */
export class ChatService {
  readonly instanceId = crypto.randomUUID();
  readonly hub: ChatHub;
  private bus: ChatBus | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopRevoke: (() => void) | null = null;
  readonly limits: ChatLimits;
  /** Sends arriving together are stored together: one transaction per batch, in arrival order. */
  private readonly sends = new GroupCommit<SendRequest, Sent>((batch) =>
    sendMessages(this.ctx.db, batch, this.limits, (trx, sent) =>
      this.bus!.publishInTransaction(
        trx,
        sent.map((s) => ({ t: 'message' as const, userIds: s.userIds, id: s.message.id, message: s.message })),
      ),
    ),
  );

  /** Read marks arriving together move together: one statement per batch, and one NOTIFY statement. */
  private readonly reads = new GroupCommit<ReadRequest, ReadMark>((batch) =>
    markReads(this.ctx.db, batch, (trx, marks) =>
      this.bus!.publishInTransaction(
        trx,
        marks.map((m) => ({
          t: 'read' as const,
          userIds: m.userIds,
          conversationId: m.conversationId,
          accid: m.reader.accid,
          messageId: m.lastReadId,
        })),
      ),
    ),
  );

  constructor(
    private readonly ctx: AppContext,
    private readonly database: Database,
  ) {
    this.hub = new ChatHub(ctx.db, this.instanceId);
    this.limits = { maxLength: ctx.config.chatMaxLength, perMinute: ctx.config.chatMessagesPerMinute };
  }

  async start() {
    this.bus = await openBus(this.database, this.instanceId, {
      onEvent: (e) => void this.onRemote(e).catch(() => {}),
      // Events were lost while the listener was away: clients reconnect and catch up.
      onGap: () => this.hub.close(() => true, 1012, 'reconnect to catch up'),
    });
    this.stopRevoke = this.ctx.sessions.onRevoke((jti) => {
      this.endSession(jti);
      void this.bus?.publish({ t: 'logout', jti }).catch(() => {});
    });
    this.timer = setInterval(() => void this.heartbeat().catch(() => {}), HEARTBEAT_MS);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.stopRevoke?.();
    await this.bus?.close();
    await this.hub.shutdown().catch(() => {});
  }

  /** Stores and delivers a message; `from` is the sending socket, which gets an ack instead. */
  async send(me: ChatUser, input: SendRequest['input'], lang: Language, from?: WebSocket): Promise<ChatMessage> {
    const sent = await this.sends.submit({ me, input, lang });
    if (sent.fresh) this.hub.deliver(sent.userIds, { type: 'message', message: sent.message }, from);
    return sent.message;
  }

  async read(me: ChatUser, conversationId: number, messageId: unknown, lang: Language) {
    const r = await this.reads.submit({ me, conversationId, messageId, lang });
    this.hub.deliver(r.userIds, { type: 'read', conversationId, accid: me.accid, messageId: r.lastReadId });
    return r.lastReadId;
  }

  private endSession(jti: string) {
    this.hub.close((c) => c.jti === jti, CHAT_CLOSE_UNAUTHENTICATED, 'logged out');
  }

  private async onRemote(e: ChatEvent) {
    if (e.t === 'logout') return this.endSession(e.jti);
    if (!this.hub.hasAny(e.userIds)) return;
    if (e.t === 'read') {
      this.hub.deliver(e.userIds, { type: 'read', conversationId: e.conversationId, accid: e.accid, messageId: e.messageId });
      return;
    }
    const message = e.message ?? (await messageById(this.ctx.db, e.id));
    if (message) this.hub.deliver(e.userIds, { type: 'message', message });
  }

  private async heartbeat() {
    await this.hub.heartbeat();
    const { jtis, users } = await this.hub.ended();
    if (jtis.size) this.hub.close((c) => jtis.has(c.jti), CHAT_CLOSE_UNAUTHENTICATED, 'session ended');
    if (users.size) this.hub.close((c) => users.has(c.me.userId), CHAT_CLOSE_FORBIDDEN, 'chat not enabled');
  }
}
