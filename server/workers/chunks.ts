import { Writable } from 'node:stream';
import type { TaskIo } from './protocol';

/** Bytes written here go to the main thread in parts of about 1 MB, each waiting for its acknowledgement. */
export function chunkWriter(io: TaskIo, part = 1024 * 1024): Writable {
  let held: Buffer[] = [];
  let size = 0;
  const flush = async () => {
    if (!size) return;
    const data = Buffer.concat(held);
    held = [];
    size = 0;
    await io.emit(data);
  };
  return new Writable({
    highWaterMark: part,
    write(chunk: Buffer, _enc, done) {
      held.push(chunk);
      size += chunk.length;
      if (size < part) return done();
      flush().then(() => done(), done);
    },
    final(done) {
      flush().then(() => done(), done);
    },
  });
}
