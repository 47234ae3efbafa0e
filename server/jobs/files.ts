import { Readable, Writable } from 'node:stream';
import type { DB } from '../db';

/**
 * Size of one stored part of a job file. Small because on PGlite each statement runs on the
 * server's own thread: a 1 MB part took ~100 ms to write (~450 ms under an import's load), the
 * longest waits other requests saw while a 6 MB upload was stored (bench/import-latency.ts); a
 * 256 KB part takes ~17 ms.
 */
export const PART_BYTES = 256 * 1024;

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

/**
 * A job file as one buffer (import input: bounded by the upload limit), read a part per statement
 * for the same reason parts are small (one statement for all took ~730 ms under load on PGlite).
 */
export async function jobFileBytes(db: DB, jobId: number, role: FileRole): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of jobFileStream(db, jobId, role)) parts.push(part as Buffer);
  return Buffer.concat(parts);
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
