import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { ChatClientFrame, ChatServerFrame } from '../../src/schemas/chat';

/** A test's end of the chat socket (app.injectWS: no port), with the frames it received in order. */
export interface TestSocket {
  ws: WebSocket;
  /** The first received frame (not yet taken) matching `pred`, waiting for it if needed. */
  next<T extends ChatServerFrame['type']>(
    type: T,
    pred?: (f: Extract<ChatServerFrame, { type: T }>) => boolean,
  ): Promise<Extract<ChatServerFrame, { type: T }>>;
  /** Frames received and not taken. */
  pending(): ChatServerFrame[];
  send(frame: ChatClientFrame | Record<string, unknown>): void;
  /** Resolves with the close code. */
  closed: Promise<number>;
  close(): Promise<void>;
}

export async function openSocket(app: FastifyInstance, token?: string): Promise<TestSocket> {
  const ws = await app.injectWS('/api-uc/yxim/ws');
  const frames: ChatServerFrame[] = [];
  const waiters: { match: (f: ChatServerFrame) => boolean; resolve: (f: ChatServerFrame) => void }[] = [];
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data)) as ChatServerFrame;
    const i = waiters.findIndex((w) => w.match(frame));
    if (i >= 0) waiters.splice(i, 1)[0].resolve(frame);
    else frames.push(frame);
  });
  const socket: TestSocket = {
    ws,
    next(type, pred) {
      const match = (f: ChatServerFrame) => f.type === type && (!pred || pred(f as never));
      const i = frames.findIndex(match);
      if (i >= 0) return Promise.resolve(frames.splice(i, 1)[0] as never);
      return new Promise((resolve) => waiters.push({ match, resolve: resolve as never }));
    },
    pending: () => [...frames],
    send: (frame) => ws.send(JSON.stringify(frame)),
    closed,
    async close() {
      if (ws.readyState !== ws.CLOSED) {
        ws.close();
        await closed;
      }
    },
  };
  if (token) {
    socket.send({ type: 'auth', token });
    await socket.next('ready');
  }
  return socket;
}
