import {
  CHAT_CLOSE_FORBIDDEN,
  CHAT_CLOSE_UNAUTHENTICATED,
  CHAT_RESEND_MS,
  type ChatClientFrame,
  type ChatConversation,
  type ChatMessage,
  type ChatMessageKind,
  type ChatServerFrame,
} from '../../schemas/chat';
import type { Language } from '../../schemas';
import { createListeners } from '../../api/store';

/**
 * The browser's end of the chat (docs/chat.md "Protocol"): one socket per login, authenticated by
 * its first frame; reconnects with backoff after a drop and then asks for what it missed; sends
 * wait for the server's ack. The state is plain data for useSyncExternalStore.
 */

export interface Outgoing {
  clientId: string;
  conversationId: number;
  kind: ChatMessageKind;
  content: string;
  fileUrl?: string;
  status: 'sending' | 'failed';
  /** Tries again by itself CHAT_RESEND_MS after a failure (the opening text to a supplier). */
  autoResend: boolean;
  attempts: number;
}

export interface ChatState {
  /** connecting / open; offline: dropped, a reconnect is planned; ended: logged out or refused. */
  status: 'idle' | 'connecting' | 'open' | 'offline' | 'ended';
  me: string | null;
  conversations: ChatConversation[];
  /** Loaded history per conversation, oldest first. */
  messages: Record<number, ChatMessage[]>;
  /** Whether older history exists beyond what is loaded. */
  hasMore: Record<number, boolean>;
  outbox: Outgoing[];
  /** The conversation shown in the open window, if any: its messages count as read at once. */
  activeId: number | null;
}

/** What the client needs from its surroundings; tests give fakes. */
export interface ChatTransport {
  /** Address of the socket. */
  url: string;
  token: () => string | null;
  lang: () => Language;
  createSocket: (url: string) => WebSocket;
  /** HTTP: my conversations; a page of history; marks read when the socket is down. */
  loadConversations: () => Promise<ChatConversation[]>;
  loadHistory: (conversationId: number, before?: number) => Promise<{ records: ChatMessage[]; hasMore: boolean; peerReadId: number }>;
  markReadHttp: (conversationId: number, messageId: number) => Promise<void>;
}

/** How long a send waits for the server's ack before it counts as failed. */
export const ACK_TIMEOUT_MS = 10_000;
/** Reconnect delays: 1 s, doubling, at most 30 s, each with up to 30 % random extra. */
export const backoffMs = (attempt: number, random = Math.random) => Math.min(30_000, 1000 * 2 ** attempt) * (1 + 0.3 * random());
/** An automatic resend is tried this many times in all. */
export const MAX_AUTO_ATTEMPTS = 3;

/** WebSocket.OPEN, written out: the constant is not on every implementation's instances. */
const OPEN = 1;

interface Outcome {
  promise: Promise<ChatMessage>;
  settle: { resolve: (m: ChatMessage) => void; reject: (e: Error) => void };
}

const newClientId = () => `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/** Before anything is known. */
export const INITIAL_CHAT_STATE: ChatState = Object.freeze({
  status: 'idle',
  me: null,
  conversations: [],
  messages: {},
  hasMore: {},
  outbox: [],
  activeId: null,
});

export class ChatClient {
  private state: ChatState = INITIAL_CHAT_STATE;
  private readonly listeners = createListeners();
  private socket: WebSocket | null = null;
  private stopped = false;
  private reconnects = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private everReady = false;
  private lastSeenId = 0;
  private reloading: Promise<void> | null = null;
  private reloadAgain = false;
  /** Counts merged messages, so a conversation list read meanwhile is known to be stale. */
  private merged = 0;
  /** The current try of each send waiting for its ack, by clientId. */
  private readonly inFlight = new Map<string, ReturnType<typeof setTimeout>>();
  /** What each send's caller waits for, by clientId. */
  private readonly outcomes = new Map<string, Outcome>();
  private readonly resendTimers = new Set<ReturnType<typeof setTimeout>>();

  constructor(private readonly transport: ChatTransport) {}

  subscribe = this.listeners.subscribe;

  getState = () => this.state;

  /** Unread messages over all conversations. */
  get unread() {
    return this.state.conversations.reduce((n, c) => n + c.unreadCount, 0);
  }

  private set(patch: Partial<ChatState>) {
    this.state = { ...this.state, ...patch };
    this.listeners.notify();
  }

  async start(me: string) {
    this.set({ me });
    this.connect();
    await this.reloadConversations();
  }

  /** Ends the chat session: the socket closes and nothing reconnects (logout, docs/behaviour.md §2.2.3). */
  stop() {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    for (const t of this.resendTimers) clearTimeout(t);
    this.resendTimers.clear();
    for (const timer of this.inFlight.values()) clearTimeout(timer);
    this.inFlight.clear();
    for (const o of this.outcomes.values()) o.settle.reject(new Error('chat stopped'));
    this.outcomes.clear();
    this.socket?.close(1000, 'logout');
    this.socket = null;
    this.set({ status: 'ended' });
  }

  /**
   * Reads my conversations again. Messages that arrive while the answer is on its way may be missing
   * from it, so then it asks again (a few times at most; one call runs at a time).
   */
  reloadConversations(): Promise<void> {
    if (this.reloading) {
      this.reloadAgain = true;
      return this.reloading;
    }
    this.reloading = (async () => {
      try {
        for (let round = 0; round < 3; round++) {
          this.reloadAgain = false;
          const seen = this.merged;
          const conversations = await this.transport.loadConversations();
          const stale = this.merged !== seen || this.reloadAgain;
          if (stale && round < 2) continue;
          for (const c of conversations) if (c.lastMessage) this.lastSeenId = Math.max(this.lastSeenId, c.lastMessage.id);
          this.set({ conversations });
          if (!stale) break;
        }
      } finally {
        this.reloading = null;
      }
    })();
    return this.reloading;
  }

  private connect() {
    if (this.stopped) return;
    // Until the first ready this is the first connection; after, a reconnect (shown as offline).
    this.set({ status: this.everReady ? 'offline' : 'connecting' });
    const socket = this.transport.createSocket(this.transport.url);
    this.socket = socket;
    socket.onopen = () => this.frame({ type: 'auth', token: this.transport.token() ?? '', lang: this.transport.lang() });
    socket.onmessage = (e) => {
      try {
        this.receive(JSON.parse(String(e.data)) as ChatServerFrame);
      } catch {
        // A frame we cannot read is dropped; the next sync fills any gap.
      }
    };
    socket.onclose = (e) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.failInFlight();
      if (this.stopped || e.code === CHAT_CLOSE_UNAUTHENTICATED || e.code === CHAT_CLOSE_FORBIDDEN) {
        this.set({ status: 'ended' });
        return;
      }
      this.set({ status: 'offline' });
      this.reconnectTimer = setTimeout(() => this.connect(), backoffMs(this.reconnects++));
    };
  }

  private frame(frame: ChatClientFrame) {
    if (this.socket?.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  private receive(f: ChatServerFrame) {
    switch (f.type) {
      case 'ready':
        this.reconnects = 0;
        this.set({ status: 'open', me: f.xyNumber });
        // After a drop: ask for what was sent meanwhile.
        if (this.everReady) this.frame({ type: 'sync', since: this.lastSeenId });
        this.everReady = true;
        return;
      case 'message':
        return this.merge(f.message);
      case 'synced':
        if (f.more) this.frame({ type: 'sync', since: f.lastId });
        else void this.reloadConversations().catch(() => {});
        return;
      case 'ack':
        this.merge(f.message);
        return this.acked(f.clientId, f.message);
      case 'error':
        if (f.clientId) this.failed(f.clientId, new Error(f.message));
        return;
      case 'read':
        return this.applyRead(f.conversationId, f.accid, f.messageId);
      default:
    }
  }

  /** Adds a message wherever it belongs, once, whichever way it came (live, ack, sync, history). */
  private merge(m: ChatMessage) {
    const known = this.state.messages[m.conversationId];
    const conv = this.state.conversations.find((c) => c.conversationId === m.conversationId);
    this.merged++;
    if (!conv) {
      // A conversation someone just started with me: shown at once, its details follow.
      this.lastSeenId = Math.max(this.lastSeenId, m.id);
      if (m.from !== this.state.me) {
        const peer = { accid: m.from, nickName: m.fromName, icon: '', isOnline: true, orgName: '' };
        this.set({
          conversations: [
            { conversationId: m.conversationId, peer, lastMessage: m, unreadCount: 1, peerReadId: 0 },
            ...this.state.conversations,
          ],
        });
      }
      void this.reloadConversations().catch(() => {});
      return;
    }
    const isNew = !known?.some((x) => x.id === m.id) && !(conv.lastMessage && conv.lastMessage.id >= m.id);
    this.lastSeenId = Math.max(this.lastSeenId, m.id);
    const messages =
      known && !known.some((x) => x.id === m.id)
        ? { ...this.state.messages, [m.conversationId]: [...known, m].sort((a, b) => a.id - b.id) }
        : this.state.messages;
    const mine = m.from === this.state.me;
    const active = this.state.activeId === m.conversationId;
    const updated: ChatConversation = {
      ...conv,
      lastMessage: !conv.lastMessage || conv.lastMessage.id < m.id ? m : conv.lastMessage,
      unreadCount: conv.unreadCount + (isNew && !mine && !active ? 1 : 0),
    };
    const conversations = [updated, ...this.state.conversations.filter((c) => c !== conv)].sort(
      (a, b) => (b.lastMessage?.id ?? 0) - (a.lastMessage?.id ?? 0),
    );
    this.set({ messages, conversations });
    if (isNew && !mine && active) this.markRead(m.conversationId);
  }

  private applyRead(conversationId: number, accid: string, messageId: number) {
    const conversations = this.state.conversations.map((c) => {
      if (c.conversationId !== conversationId) return c;
      if (accid === this.state.me) {
        // Read on this or another tab: nothing up to messageId is unread any more.
        const left = (this.state.messages[conversationId] ?? []).filter((m) => m.id > messageId && m.from !== this.state.me).length;
        return { ...c, unreadCount: c.lastMessage && c.lastMessage.id > messageId ? Math.min(c.unreadCount, left) : 0 };
      }
      return { ...c, peerReadId: Math.max(c.peerReadId, messageId) };
    });
    this.set({ conversations });
  }

  /** Shows a conversation (null: none); its messages count as read while it is shown. */
  async activate(conversationId: number | null) {
    this.set({ activeId: conversationId });
    if (conversationId === null) return;
    if (!this.state.messages[conversationId]) await this.loadOlder(conversationId, true);
    this.markRead(conversationId);
  }

  /** Adds a conversation (just opened) to the list if it is not there. */
  addConversation(c: ChatConversation) {
    if (this.state.conversations.some((x) => x.conversationId === c.conversationId)) return;
    this.set({ conversations: [c, ...this.state.conversations] });
  }

  async loadOlder(conversationId: number, first = false) {
    const known = this.state.messages[conversationId] ?? [];
    const page = await this.transport.loadHistory(conversationId, first ? undefined : known[0]?.id);
    const ids = new Set(known.map((m) => m.id));
    const merged = [...page.records.filter((m) => !ids.has(m.id)), ...known].sort((a, b) => a.id - b.id);
    this.set({
      messages: { ...this.state.messages, [conversationId]: merged },
      hasMore: { ...this.state.hasMore, [conversationId]: page.hasMore },
      conversations: this.state.conversations.map((c) =>
        c.conversationId === conversationId ? { ...c, peerReadId: Math.max(c.peerReadId, page.peerReadId) } : c,
      ),
    });
  }

  markRead(conversationId: number) {
    const conv = this.state.conversations.find((c) => c.conversationId === conversationId);
    const last = conv?.lastMessage?.id;
    if (!conv || !last) return;
    if (conv.unreadCount) this.set({ conversations: this.state.conversations.map((c) => (c === conv ? { ...c, unreadCount: 0 } : c)) });
    if (!this.frame({ type: 'read', conversationId, messageId: last }))
      void this.transport.markReadHttp(conversationId, last).catch(() => {});
  }

  /**
   * Sends a message; resolves with the stored message once the server acknowledges it. A failure
   * leaves it in the outbox as failed (resend() tries again with the same clientId, which the server
   * stores once); with autoResend it is tried again by itself after CHAT_RESEND_MS, and the promise
   * waits for the last try.
   */
  send(
    conversationId: number,
    kind: ChatMessageKind,
    content: string,
    opts: { fileUrl?: string; autoResend?: boolean } = {},
  ): Promise<ChatMessage> {
    const out: Outgoing = {
      clientId: newClientId(),
      conversationId,
      kind,
      content,
      fileUrl: opts.fileUrl,
      status: 'sending',
      autoResend: !!opts.autoResend,
      attempts: 0,
    };
    this.set({ outbox: [...this.state.outbox, out] });
    return this.resend(out.clientId);
  }

  resend(clientId: string): Promise<ChatMessage> {
    const out = this.state.outbox.find((o) => o.clientId === clientId);
    if (!out) return Promise.reject(new Error('nothing to resend'));
    let outcome = this.outcomes.get(clientId)?.promise;
    if (!outcome) {
      let settle!: Outcome['settle'];
      outcome = new Promise<ChatMessage>((resolve, reject) => {
        settle = { resolve, reject };
      });
      this.outcomes.set(clientId, { promise: outcome, settle });
    }
    this.attempt(out);
    return outcome;
  }

  private attempt(out: Outgoing) {
    if (this.inFlight.has(out.clientId)) return;
    this.set({
      outbox: this.state.outbox.map((o) => (o.clientId === out.clientId ? { ...out, status: 'sending', attempts: out.attempts + 1 } : o)),
    });
    this.inFlight.set(
      out.clientId,
      setTimeout(() => this.failed(out.clientId, new Error('no answer')), ACK_TIMEOUT_MS),
    );
    const sent = this.frame({
      type: 'send',
      clientId: out.clientId,
      conversationId: out.conversationId,
      kind: out.kind,
      ...(out.kind === 'image' ? { fileUrl: out.fileUrl } : { content: out.content }),
    });
    if (!sent) this.failed(out.clientId, new Error('not connected'));
  }

  private acked(clientId: string, message: ChatMessage) {
    clearTimeout(this.inFlight.get(clientId));
    this.inFlight.delete(clientId);
    this.set({ outbox: this.state.outbox.filter((o) => o.clientId !== clientId) });
    this.outcomes.get(clientId)?.settle.resolve(message);
    this.outcomes.delete(clientId);
  }

  private failed(clientId: string, error: Error) {
    clearTimeout(this.inFlight.get(clientId));
    this.inFlight.delete(clientId);
    const out = this.state.outbox.find((o) => o.clientId === clientId);
    if (!out) return;
    this.set({ outbox: this.state.outbox.map((o) => (o === out ? { ...o, status: 'failed' } : o)) });
    if (out.autoResend && out.attempts < MAX_AUTO_ATTEMPTS && !this.stopped) {
      const timer = setTimeout(() => {
        this.resendTimers.delete(timer);
        const now = this.state.outbox.find((o) => o.clientId === clientId);
        if (now) this.attempt(now);
      }, CHAT_RESEND_MS);
      this.resendTimers.add(timer);
      return;
    }
    this.outcomes.get(clientId)?.settle.reject(error);
    this.outcomes.delete(clientId);
  }

  /** Sends that were waiting when the socket dropped have failed (they may be resent). */
  private failInFlight() {
    for (const clientId of [...this.inFlight.keys()]) this.failed(clientId, new Error('connection lost'));
  }
}
