/**
 * The messages between the server's main thread (server/workers/pool.ts) and a worker thread
 * (server/workers/host.ts). A worker serves one task session at a time: it is opened with the
 * task's input, called method by method, and closed; output files come back as chunks, each
 * acknowledged once the main thread has stored it (backpressure across the threads).
 */
export type ToWorker =
  | { kind: 'open'; id: number; task: string; init: unknown }
  | { kind: 'call'; id: number; method: string; args: unknown[] }
  | { kind: 'close'; id: number }
  | { kind: 'ack'; id: number };

export type FromWorker =
  | { kind: 'ready' }
  | { kind: 'reply'; id: number; result?: unknown; error?: WireError }
  | { kind: 'chunk'; id: number; data: Uint8Array };

/** An error crossing the threads: an ApiError keeps its status and data (the user's message). */
export interface WireError {
  message: string;
  status?: number;
  data?: unknown;
}

/** What a task's session gets besides its input: a way to send file bytes to the main thread. */
export interface TaskIo {
  /** Resolves once the main thread has taken the bytes (so a fast producer waits for the database). */
  emit(data: Uint8Array): Promise<void>;
}

/** A task's session in the worker: its methods are what the main thread may call. */
export type TaskSession = Record<string, (...args: any[]) => unknown>;

export type TaskFactory = (init: any, io: TaskIo) => TaskSession | Promise<TaskSession>;
