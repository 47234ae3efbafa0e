import fs from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {}

/** Lock files this process holds (its own pid in a lock file is not stale while listed here). */
const held = new Set<string>();

/**
 * One process per embedded data directory: PGlite would corrupt files opened twice. The lock file
 * holds the owner's pid; a lock left by a process that no longer runs is taken over.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      held.add(file);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        held.delete(file);
        try {
          fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const owner = Number(fs.readFileSync(file, 'utf8').trim());
      if (owner && (owner === process.pid ? held.has(file) : isRunning(owner))) {
        throw new DataDirInUseError(
          `The data directory ${dir} is in use by another server process (pid ${owner}). ` +
            'Stop that process, or start this one with another DATA_DIR.',
        );
      }
      fs.rmSync(file, { force: true }); // stale lock from a process that died
    }
  }
  throw new DataDirInUseError(`Could not lock the data directory ${dir}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
