import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatClient, backoffMs, type ChatTransport } from '../../../src/components/chat/client';
import { CHAT_CLOSE_UNAUTHENTICATED, CHAT_RESEND_MS, type ChatConversation, type ChatMessage } from '../../../src/schemas/chat';

/** A socket the test plays the server of. */
class FakeSocket {
  readyState = 0;
  sent: any[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close(code = 1000) {
    this.drop(code);
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  push(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code = 1006) {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const ME = 'im1';
const PEER = { accid: 'im2', nickName: '陈静', icon: '', isOnline: true, orgName: '迅达' };
const message = (id: number, from = 'im2', content = `m${id}`): ChatMessage => ({
  id,
  conversationId: 7,
  from,
  fromName: from === ME ? '我' : '陈静',
  kind: 'text',
  content,
  fileUrl: null,
  clientId: null,
  createTime: '2026-01-01T00:00:00.000Z',
});
const conversation = (last: ChatMessage | null, unreadCount = 0): ChatConversation => ({
  conversationId: 7,
  peer: PEER,
  lastMessage: last,
  unreadCount,
  peerReadId: 0,
});

describe('chat client', () => {
  let sockets: FakeSocket[];
  let transport: ChatTransport & { reads: [number, number][] };
  let list: ChatConversation[];

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    list = [conversation(message(10), 1)];
    transport = {
      url: 'ws://x/api-uc/yxim/ws',
      token: () => 'tok',
      lang: () => 'zh-CN',
      createSocket: () => {
        const s = new FakeSocket();
        sockets.push(s);
        return s as unknown as WebSocket;
      },
      loadConversations: async () => list,
      loadHistory: async () => ({ records: [message(9), message(10)], hasMore: false, peerReadId: 0 }),
      markReadHttp: async (c, m) => void transport.reads.push([c, m]),
      reads: [],
    };
  });
  afterEach(() => vi.useRealTimers());

  async function started() {
    const client = new ChatClient(transport);
    await client.start(ME);
    sockets[0].open();
    expect(sockets[0].sent[0]).toEqual({ type: 'auth', token: 'tok', lang: 'zh-CN' });
    sockets[0].push({ type: 'ready', xyNumber: ME });
    return client;
  }

  it('authenticates with the session token in its first frame and counts unread messages once', async () => {
    const client = await started();
    expect(client.getState().status).toBe('open');
    expect(client.unread).toBe(1);
    sockets[0].push({ type: 'message', message: message(11) });
    sockets[0].push({ type: 'message', message: message(11) });
    expect(client.unread).toBe(2);
    // My own message (another tab) is not unread.
    sockets[0].push({ type: 'message', message: message(12, ME) });
    expect(client.unread).toBe(2);
    expect(client.getState().conversations[0].lastMessage?.id).toBe(12);
  });

  it('reconnects with growing delays after a drop and asks for what it missed', async () => {
    const client = await started();
    sockets[0].drop();
    expect(client.getState().status).toBe('offline');
    vi.advanceTimersByTime(backoffMs(0, () => 1));
    expect(sockets).toHaveLength(2);
    sockets[1].drop();
    vi.advanceTimersByTime(backoffMs(0, () => 1));
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(backoffMs(1, () => 1));
    expect(sockets).toHaveLength(3);
    sockets[2].open();
    sockets[2].push({ type: 'ready', xyNumber: ME });
    expect(sockets[2].sent.at(-1)).toEqual({ type: 'sync', since: 10 });
    sockets[2].push({ type: 'message', message: message(11) });
    sockets[2].push({ type: 'synced', lastId: 11, more: true });
    expect(sockets[2].sent.at(-1)).toEqual({ type: 'sync', since: 11 });
    expect(client.unread).toBe(2);
    // After a good connection the delays start again from the first.
    sockets[2].drop();
    vi.advanceTimersByTime(backoffMs(0, () => 1));
    expect(sockets).toHaveLength(4);
  });

  it('does not reconnect once the session ended (logout) or the server refused it', async () => {
    const client = await started();
    sockets[0].drop(CHAT_CLOSE_UNAUTHENTICATED);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(client.getState().status).toBe('ended');
  });

  it('stop() closes the socket for good', async () => {
    const client = await started();
    client.stop();
    expect(sockets[0].readyState).toBe(3);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('resends an automatic send 5 s after it failed, with the same clientId, and settles on the ack', async () => {
    const client = await started();
    const done = client.send(7, 'text', '您好', { autoResend: true });
    const first = sockets[0].sent.at(-1);
    expect(first).toMatchObject({ type: 'send', conversationId: 7, kind: 'text', content: '您好' });
    sockets[0].push({ type: 'error', code: 500, message: 'boom', clientId: first.clientId });
    expect(client.getState().outbox[0].status).toBe('failed');
    vi.advanceTimersByTime(CHAT_RESEND_MS - 1);
    expect(sockets[0].sent.filter((f) => f.type === 'send')).toHaveLength(1);
    vi.advanceTimersByTime(1);
    const second = sockets[0].sent.at(-1);
    expect(second).toEqual(first);
    sockets[0].push({ type: 'ack', clientId: first.clientId, message: { ...message(13, ME, '您好'), clientId: first.clientId } });
    await expect(done).resolves.toMatchObject({ id: 13, content: '您好' });
    expect(client.getState().outbox).toEqual([]);
  });

  it('leaves an ordinary failed send for the user to resend', async () => {
    const client = await started();
    sockets[0].drop();
    await expect(client.send(7, 'text', '断线了')).rejects.toThrow('not connected');
    vi.advanceTimersByTime(CHAT_RESEND_MS * 3);
    expect(client.getState().outbox).toMatchObject([{ status: 'failed', content: '断线了', attempts: 1 }]);
  });

  it('marks what the open conversation shows as read, by socket or else over HTTP', async () => {
    const client = await started();
    await client.activate(7);
    expect(sockets[0].sent.at(-1)).toEqual({ type: 'read', conversationId: 7, messageId: 10 });
    expect(client.unread).toBe(0);
    sockets[0].push({ type: 'message', message: message(11) });
    expect(client.unread).toBe(0);
    expect(sockets[0].sent.at(-1)).toEqual({ type: 'read', conversationId: 7, messageId: 11 });
    // Without a socket (a frame that came in just before the drop) the mark goes over HTTP.
    sockets[0].drop();
    sockets[0].push({ type: 'message', message: message(12) });
    expect(transport.reads).toEqual([[7, 12]]);
  });

  it('shows a conversation someone starts with me at once, and counts it unread', async () => {
    const client = await started();
    const fresh = { ...message(20, 'im3', '你好'), conversationId: 8, fromName: '客服小美' };
    list = [
      conversation(message(10), 1),
      { conversationId: 8, peer: { ...PEER, accid: 'im3', nickName: '客服小美' }, lastMessage: fresh, unreadCount: 1, peerReadId: 0 },
    ];
    sockets[0].push({ type: 'message', message: fresh });
    expect(client.getState().conversations[0]).toMatchObject({
      conversationId: 8,
      unreadCount: 1,
      peer: { accid: 'im3', nickName: '客服小美' },
    });
    expect(client.unread).toBe(2);
    await vi.waitFor(() => expect(client.getState().conversations).toHaveLength(2));
    expect(client.unread).toBe(2);
  });

  it("applies read marks: the peer's to my messages, mine from another tab to the unread count", async () => {
    const client = await started();
    sockets[0].push({ type: 'read', conversationId: 7, accid: 'im2', messageId: 10 });
    expect(client.getState().conversations[0].peerReadId).toBe(10);
    sockets[0].push({ type: 'read', conversationId: 7, accid: ME, messageId: 10 });
    expect(client.unread).toBe(0);
  });
});
