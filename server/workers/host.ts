import { parentPort } from 'node:worker_threads';
import type { FromWorker, TaskIo, TaskSession, ToWorker, WireError } from './protocol';
import { TASKS } from './tasks';

/**
 * The worker thread's side (server/workers/protocol.ts): opens the task session the main thread
 * asks for, runs its methods, and passes output chunks up, each waiting for its acknowledgement.
 */
const port = parentPort!;
const send = (m: FromWorker) => port.postMessage(m);
let session: TaskSession | null = null;
let chunkId = 0;
const acks = new Map<number, () => void>();

const io: TaskIo = {
  emit: (data) =>
    new Promise<void>((resolve) => {
      const id = ++chunkId;
      acks.set(id, resolve);
      send({ kind: 'chunk', id, data });
    }),
};

function wire(e: unknown): WireError {
  const err = e as { message?: string; status?: unknown; data?: unknown };
  const out: WireError = { message: String(err?.message ?? e) };
  // An ApiError (server/http/envelope.ts): its status and data are the user's answer.
  if (typeof err?.status === 'number') {
    out.status = err.status;
    out.data = err.data ?? null;
  }
  return out;
}

port.on('message', async (m: ToWorker) => {
  if (m.kind === 'ack') {
    acks.get(m.id)?.();
    acks.delete(m.id);
    return;
  }
  try {
    let result: unknown;
    if (m.kind === 'open') {
      const factory = TASKS[m.task];
      if (!factory) throw new Error(`no worker task ${m.task}`);
      session = await (await factory())(m.init, io);
    } else if (m.kind === 'call') {
      const fn = session?.[m.method];
      if (!fn) throw new Error(`no method ${m.method} in the open task`);
      result = await fn(...m.args);
    } else if (m.kind === 'close') {
      session = null;
      acks.clear();
    }
    send({ kind: 'reply', id: m.id, result });
  } catch (e) {
    send({ kind: 'reply', id: m.id, error: wire(e) });
  }
});

send({ kind: 'ready' });
