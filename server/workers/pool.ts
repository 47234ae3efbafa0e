import { Worker } from 'node:worker_threads';
import { ApiError } from '../http/envelope';
import type { FromWorker, ToWorker, WireError } from './protocol';

/**
 * Worker threads for CPU-heavy work (docs/architecture.md "Work off the event loop"). Each task
 * session gets a worker of its own for as long as it runs; idle workers are kept a while for the
 * next task (starting one loads the TypeScript modules: about a second). Every worker has a memory
 * ceiling (`resourceLimits`): a task that needs more, or a worker that dies for any reason, fails
 * that task with WorkerDied and nothing else; the next task gets a fresh worker.
 */
export interface PoolOptions {
  /** Workers alive at once; more sessions wait for one. */
  max: number;
  /** Old-generation heap of one worker, in MB. */
  memoryMb: number;
  /** An idle worker ends after this long. */
  idleMs?: number;
}

/** A task's worker stopped (out of memory, crashed or killed): the task fails, the server goes on. */
export class WorkerDied extends ApiError {
  constructor(readonly reason: string) {
    super(
      503,
      '处理线程意外停止（可能超出内存限制），本次任务已失败，请检查文件后重试 (the worker thread running this task stopped, perhaps over its memory limit; the task failed)',
      null,
    );
  }
}

const BOOT = new URL('./boot.mjs', import.meta.url);
const HOST = new URL('./host.ts', import.meta.url).href;

type Request = { kind: 'open'; task: string; init: unknown } | { kind: 'call'; method: string; args: unknown[] } | { kind: 'close' };

interface Pending {
  resolve(v: unknown): void;
  reject(e: Error): void;
}

class PooledWorker {
  readonly worker: Worker;
  readonly ready: Promise<void>;
  private seq = 0;
  private readonly pending = new Map<number, Pending>();
  onChunk: ((data: Buffer) => Promise<void>) | null = null;
  dead: WorkerDied | null = null;
  idleTimer: NodeJS.Timeout | null = null;

  constructor(opts: PoolOptions, onExit: (w: PooledWorker) => void) {
    this.worker = new Worker(BOOT, {
      workerData: { host: HOST },
      resourceLimits: {
        maxOldGenerationSizeMb: opts.memoryMb,
        maxYoungGenerationSizeMb: Math.min(64, Math.max(8, Math.round(opts.memoryMb / 8))),
      },
    });
    let markReady: () => void;
    let failReady: (e: Error) => void;
    this.ready = new Promise<void>((res, rej) => {
      markReady = res;
      failReady = rej;
    });
    this.ready.catch(() => {});
    let lastError = '';
    this.worker.on('message', (m: FromWorker) => {
      if (m.kind === 'ready') markReady();
      else if (m.kind === 'reply') {
        const p = this.pending.get(m.id);
        this.pending.delete(m.id);
        if (!p) return;
        if (m.error) p.reject(errorOf(m.error));
        else p.resolve(m.result);
      } else if (m.kind === 'chunk') {
        const take = this.onChunk ?? (async () => {});
        take(Buffer.from(m.data.buffer, m.data.byteOffset, m.data.byteLength)).then(
          () => this.post({ kind: 'ack', id: m.id }),
          (e) => this.fail(`output: ${(e as Error).message}`),
        );
      }
    });
    this.worker.on('error', (e) => {
      lastError = (e as { code?: string }).code ?? e.message;
    });
    this.worker.on('exit', (code) => {
      this.fail(lastError || `exit ${code}`);
      failReady(this.dead!);
      onExit(this);
    });
  }

  /** The worker is gone: every call waiting on it fails with WorkerDied. */
  private fail(reason: string) {
    this.dead ??= new WorkerDied(reason);
    for (const p of this.pending.values()) p.reject(this.dead);
    this.pending.clear();
    if (reason.startsWith('output')) void this.worker.terminate();
  }

  post(m: ToWorker) {
    if (!this.dead) this.worker.postMessage(m);
  }

  request(m: Request): Promise<unknown> {
    if (this.dead) return Promise.reject(this.dead);
    const id = ++this.seq;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...m, id } as ToWorker);
    });
  }
}

function errorOf(e: WireError): Error {
  if (e.status !== undefined) return new ApiError(e.status, e.message, e.data ?? null);
  return new Error(e.message);
}

/** One task's use of a worker: call its methods, then close it (the worker goes back to the pool). */
export class WorkerSession {
  private closed = false;

  constructor(
    private readonly w: PooledWorker,
    private readonly release: (w: PooledWorker, reuse: boolean) => void,
  ) {}

  call<T = unknown>(method: string, ...args: unknown[]): Promise<T> {
    if (this.closed) return Promise.reject(new Error('worker session closed'));
    return this.w.request({ kind: 'call', method, args }) as Promise<T>;
  }

  /** Where the task's output chunks go (e.g. a job file); each is acknowledged once this resolves. */
  onChunk(fn: (data: Buffer) => Promise<void>) {
    this.w.onChunk = fn;
  }

  /** The worker's thread id (tests stop it to see a task fail alone). */
  get threadId() {
    return this.w.worker.threadId;
  }

  async close() {
    if (this.closed) return;
    this.closed = true;
    this.w.onChunk = null;
    let reuse = !this.w.dead;
    if (reuse)
      await this.w.request({ kind: 'close' }).catch(() => {
        reuse = false;
      });
    this.release(this.w, reuse && !this.w.dead);
  }
}

export class WorkerPool {
  private readonly idle: PooledWorker[] = [];
  private readonly busy = new Set<PooledWorker>();
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly opts: PoolOptions) {}

  /** Runs `fn` with a session of `task` opened on `init`, closing it whatever happens. */
  async with<T>(task: string, init: unknown, fn: (s: WorkerSession) => Promise<T>): Promise<T> {
    const s = await this.open(task, init);
    try {
      return await fn(s);
    } finally {
      await s.close();
    }
  }

  async open(task: string, init: unknown): Promise<WorkerSession> {
    const w = await this.take();
    const session = new WorkerSession(w, (x, reuse) => this.give(x, reuse));
    try {
      await w.ready;
      await w.request({ kind: 'open', task, init });
    } catch (e) {
      await session.close();
      throw e;
    }
    return session;
  }

  /** Workers running a task now (their thread ids). */
  busyThreads(): number[] {
    return [...this.busy].map((w) => w.worker.threadId);
  }

  /** Stops a busy worker as a crash would (tests). */
  async kill(threadId: number) {
    const w = [...this.busy].find((x) => x.worker.threadId === threadId);
    await w?.worker.terminate();
  }

  /** Ends the idle workers (busy ones end with their task). */
  async close() {
    const idle = this.idle.splice(0);
    await Promise.all(idle.map((w) => w.worker.terminate()));
  }

  private async take(): Promise<PooledWorker> {
    for (;;) {
      const w = this.idle.pop();
      if (w) {
        if (w.idleTimer) clearTimeout(w.idleTimer);
        w.worker.ref();
        this.busy.add(w);
        return w;
      }
      if (this.busy.size < this.opts.max) {
        const fresh = new PooledWorker(this.opts, (x) => this.gone(x));
        this.busy.add(fresh);
        return fresh;
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  private give(w: PooledWorker, reuse: boolean) {
    this.busy.delete(w);
    if (reuse && !w.dead) {
      // An idle worker does not keep the process alive, and ends after a while.
      w.worker.unref();
      w.idleTimer = setTimeout(
        () => {
          const i = this.idle.indexOf(w);
          if (i >= 0) this.idle.splice(i, 1);
          void w.worker.terminate();
        },
        this.opts.idleMs ?? 5 * 60_000,
      );
      w.idleTimer.unref();
      this.idle.push(w);
    } else void w.worker.terminate();
    this.waiting.shift()?.();
  }

  private gone(w: PooledWorker) {
    const i = this.idle.indexOf(w);
    if (i >= 0) this.idle.splice(i, 1);
    if (this.busy.delete(w)) this.waiting.shift()?.();
  }
}
