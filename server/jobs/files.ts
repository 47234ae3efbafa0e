import { Readable, Writable } from 'node:stream';
import type { DB } from '../db';

/** Size of one stored part of a job file. */
export const PART_BYTES = 1024 * 1024;

export type FileRole = 'input' | 'output';

/**
 * A writable that stores what it is given as parts of a job file. Each write of a full part waits
 * for its insert, so a fast producer (the xlsx writer) is held back by the database, not buffered.
 */
export class JobFileSink extends Writable {
  private chunks: Buffer[] = [];
  private pending = 0;
  private seq = 0;
  size = 0;

  constructor(
    private readonly db: DB,
    private readonly jobId: number,
    private readonly role: FileRole = 'output',
  ) {
    super({ highWaterMark: PART_BYTES });
  }

  override _write(chunk: Buffer, _enc: BufferEncoding, done: (e?: Error | null) => void) {
    this.chunks.push(chunk);
    this.pending += chunk.length;
    this.size += chunk.length;
    if (this.pending < PART_BYTES) return done();
    this.flush().then(() => done(), done);
  }

  override _final(done: (e?: Error | null) => void) {
    this.flush().then(() => done(), done);
  }

  private async flush() {
    if (!this.pending) return;
    const bytes = Buffer.concat(this.chunks);
    this.chunks = [];
    this.pending = 0;
    for (let at = 0; at < bytes.length; at += PART_BYTES) {
      await this.db
        .insertInto('sys_job_file')
        .values({ job_id: this.jobId, role: this.role, seq: this.seq++, bytes: bytes.subarray(at, at + PART_BYTES) })
        .execute();
    }
  }
}

/** Stores bytes already in memory (an uploaded import file, at most 10 MB). */
export async function storeJobFile(db: DB, jobId: number, role: FileRole, bytes: Uint8Array) {
  const sink = new JobFileSink(db, jobId, role);
  await new Promise<void>((resolve, reject) => {
    sink.on('error', reject);
    sink.end(Buffer.from(bytes), () => resolve());
  });
}

/** A job file as one buffer (import input: bounded by the upload limit). */
export async function jobFileBytes(db: DB, jobId: number, role: FileRole): Promise<Buffer> {
  const rows = await db
    .selectFrom('sys_job_file')
    .select('bytes')
    .where('job_id', '=', jobId)
    .where('role', '=', role)
    .orderBy('seq')
    .execute();
  return Buffer.concat(rows.map((r) => Buffer.from(r.bytes as Uint8Array)));
}

/** A job file as a stream, one part in memory at a time. */
export function jobFileStream(db: DB, jobId: number, role: FileRole): Readable {
  let seq = 0;
  return new Readable({
    async read() {
      try {
        const row = await db
          .selectFrom('sys_job_file')
          .select('bytes')
          .where('job_id', '=', jobId)
          .where('role', '=', role)
          .where('seq', '=', seq++)
          .executeTakeFirst();
        this.push(row ? Buffer.from(row.bytes as Uint8Array) : null);
      } catch (e) {
        this.destroy(e as Error);
      }
    },
  });
}

export async function deleteJobFiles(db: DB, jobIds: number[]) {
  if (jobIds.length) await db.deleteFrom('sys_job_file').where('job_id', 'in', jobIds).execute();
}
