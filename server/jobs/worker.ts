import { sql } from 'kysely';
import type { SessionUser } from '../auth/sessions';
import type { DB } from '../db';
import { ApiError } from '../http/envelope';
import { deleteJobFiles, JobFileSink } from './files';

export type JobKind = 'export' | 'import' | 'mail';
export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface Job {
  id: number;
  orgId: number;
  userId: number;
  userName: string;
  kind: JobKind;
  resource: string;
  params: any;
}

/** What a handler gets: its job, the owner it acts as, a progress report and its output file. */
export interface JobRun {
  job: Job;
  user: SessionUser;
  /** Rows done (of total, when known). Throws JobInterrupted once the server is shutting down. */
  progress(done: number, total?: number): void;
  /** The job's output file, written in parts as it goes. */
  output(): JobFileSink;
}

export interface JobOutcome {
  result?: unknown;
  /** Name of the output file the user downloads, when the job wrote one. */
  fileName?: string;
}

export type JobHandler = (run: JobRun) => Promise<JobOutcome>;

export class JobInterrupted extends Error {
  constructor() {
    super('任务因服务器停止而中断，请重新开始 (interrupted by a server restart)');
  }
}

const INTERRUPTED = new JobInterrupted().message;
/** A running job not heard of for this long was lost with its process (PostgreSQL, several servers). */
const STALE_AFTER = '2 minutes';
const HEARTBEAT_MS = 2000;
const CLEANUP_MS = 3600_000;

/**
 * Picks up queued jobs in this server process (docs/behaviour.md §E.7 "Long work"). On PostgreSQL a job is
 * claimed with FOR UPDATE SKIP LOCKED, so several server processes share one queue and each job runs
 * once; progress and a heartbeat are written as it goes. On PGlite (one process per data directory)
 * one job runs at a time and its progress is kept in memory, which the status call reads.
 */
export class JobWorker {
  private readonly handlers = new Map<JobKind, JobHandler>();
  private readonly live = new Map<number, { done: number; total: number | null }>();
  private readonly runs = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private lastCleanup = 0;
  private stopping = false;
  private ticking = false;
  /** The look for work under way, which stop() waits for (its claim may still start a job). */
  private ticker: Promise<void> | null = null;

  constructor(
    private readonly db: DB,
    private readonly opts: { concurrency: number; persistProgress: boolean; pollMs?: number; log?: (e: unknown) => void },
  ) {}

  register(kind: JobKind, handler: JobHandler) {
    this.handlers.set(kind, handler);
  }

  async start() {
    this.stopping = false;
    // PGlite: this process owns the data directory, so whatever was running died with the last one.
    await sql`update sys_job set status = 'failed', message = ${INTERRUPTED}, finish_time = now()
      where status = 'running' and (${!this.opts.persistProgress}::boolean or heartbeat < now() - ${STALE_AFTER}::interval)`.execute(
      this.db,
    );
    this.schedule(0);
  }

  async stop() {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    await this.ticker;
    await Promise.allSettled([...this.runs]);
  }

  /** A job was queued: look now rather than at the next poll. */
  wake() {
    if (!this.stopping) this.schedule(0);
  }

  /** Progress of a job running in this process, fresher than the database's. */
  progressOf(id: number) {
    return this.live.get(id);
  }

  private schedule(ms: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.ticker = this.tick();
    }, ms);
    this.timer.unref?.();
  }

  private async tick() {
    if (this.ticking || this.stopping) return;
    this.ticking = true;
    try {
      if (Date.now() - this.lastCleanup > CLEANUP_MS) await this.removeExpired();
      while (!this.stopping && this.runs.size < this.opts.concurrency) {
        const job = await this.claim();
        if (!job) break;
        const p = this.run(job).finally(() => {
          this.runs.delete(p);
          this.wake();
        });
        this.runs.add(p);
      }
    } catch (e) {
      this.opts.log?.(e);
    } finally {
      this.ticking = false;
      if (!this.stopping) this.schedule(this.opts.pollMs ?? 1000);
    }
  }

  private async claim(): Promise<Job | null> {
    const r = await sql<any>`update sys_job set status = 'running', start_time = now(), heartbeat = now()
      where id = (select id from sys_job where status = 'queued' order by id limit 1 for update skip locked)
      returning id, org_id, user_id, user_name, kind, resource, params`.execute(this.db);
    const row = r.rows[0];
    if (!row) return null;
    return {
      id: Number(row.id),
      orgId: Number(row.org_id),
      userId: Number(row.user_id),
      userName: row.user_name,
      kind: row.kind,
      resource: row.resource,
      params: row.params,
    };
  }

  private async run(job: Job) {
    const state = { done: 0, total: null as number | null };
    this.live.set(job.id, state);
    let lastBeat = Date.now();
    const user: SessionUser = {
      jti: `job:${job.id}`,
      userId: job.userId,
      orgId: job.orgId,
      userName: job.userName,
      menus: new Set(),
      buttons: new Set(),
    };
    const run: JobRun = {
      job,
      user,
      progress: (done, total) => {
        if (this.stopping) throw new JobInterrupted();
        state.done = done;
        if (total !== undefined) state.total = total;
        if (this.opts.persistProgress && Date.now() - lastBeat > HEARTBEAT_MS) {
          lastBeat = Date.now();
          void this.db
            .updateTable('sys_job')
            .set({ progress_done: state.done, progress_total: state.total, heartbeat: new Date() })
            .where('id', '=', job.id)
            .execute()
            .catch(() => {});
        }
      },
      output: () => new JobFileSink(this.db, job.id, 'output'),
    };
    try {
      const handler = this.handlers.get(job.kind);
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      const outcome = await handler(run);
      const size = outcome.fileName
        ? await sql<{
            n: string | number | null;
          }>`select sum(length(bytes)) as n from sys_job_file where job_id = ${job.id} and role = 'output'`.execute(this.db)
        : null;
      await this.db
        .updateTable('sys_job')
        .set({
          status: 'done',
          finish_time: new Date(),
          progress_done: state.done,
          progress_total: state.total,
          result: outcome.result === undefined ? null : JSON.stringify(outcome.result),
          file_name: outcome.fileName ?? null,
          file_size: size ? Number(size.rows[0]?.n ?? 0) : null,
        })
        .where('id', '=', job.id)
        .execute();
    } catch (e) {
      const known = e instanceof ApiError || e instanceof JobInterrupted;
      if (!known) this.opts.log?.(e);
      await deleteJobFiles(this.db, [job.id]).catch(() => {});
      await this.db
        .updateTable('sys_job')
        .set({
          status: 'failed',
          finish_time: new Date(),
          progress_done: state.done,
          progress_total: state.total,
          message: known ? (e as Error).message : '任务失败，请稍后重试 (job failed)',
          result: e instanceof ApiError && e.data ? JSON.stringify(e.data) : null,
        })
        .where('id', '=', job.id)
        .execute()
        .catch((err) => this.opts.log?.(err));
    } finally {
      this.live.delete(job.id);
    }
  }

  /** Jobs and their files are kept a day (run hourly). */
  async removeExpired() {
    this.lastCleanup = Date.now();
    const old = await this.db
      .selectFrom('sys_job')
      .select('id')
      .where('expires_at', '<', new Date())
      .where('status', '!=', 'running')
      .limit(1000)
      .execute();
    const ids = old.map((r) => Number(r.id));
    await deleteJobFiles(this.db, ids);
    if (ids.length) await this.db.deleteFrom('sys_job').where('id', 'in', ids).execute();
  }
}
