import { leadingWords, sqlStatements } from './sql-script';

/**
 * Runs a backup script (server/backup/dump.ts) into an empty database, in one transaction: a
 * restore that fails leaves the database as empty as it was. Statements go in batches (one
 * round trip per ~1 MB), read from the file as they are sent. A few statements of a newer server's dump that an older server does not
 * know are let pass (a SET of a setting it lacks, such as PostgreSQL 17's transaction_timeout, and
 * the comment on an extension another user owns); any other error stops the restore.
 */
export interface SqlRunner {
  /** Runs statements given as one text (the simple query protocol). */
  run(text: string): Promise<void>;
}

const BATCH_CHARS = 1024 * 1024;
/** SQLSTATEs a tolerated statement may fail with: unknown setting, not the owner. */
const TOLERATED = new Set(['42704', '42501']);
const tolerated = (stmt: string) => {
  const w = leadingWords(stmt);
  return w.startsWith('SET ') || w.startsWith('COMMENT ON EXTENSION');
};

export interface RestoreOptions {
  onProgress?: (statements: number) => void;
  /** Runs inside the restore's transaction before it commits (the move's check); throwing undoes it all. */
  beforeCommit?: () => Promise<void>;
}

/** The script as one text, or its statements as they are read (server/backup/dump.ts scriptStatements). */
export async function restoreScript(
  script: string | AsyncIterable<string>,
  db: SqlRunner,
  { onProgress, beforeCommit }: RestoreOptions = {},
): Promise<number> {
  let batch: string[] = [];
  let chars = 0;
  let count = 0;
  const flush = async () => {
    if (!batch.length) return;
    await db.run(batch.join('\n'));
    batch = [];
    chars = 0;
    onProgress?.(count);
  };
  await db.run('BEGIN');
  try {
    for await (const stmt of typeof script === 'string' ? sqlStatements(script) : script) {
      count++;
      if (tolerated(stmt)) {
        await flush();
        await db.run('SAVEPOINT restore_step');
        try {
          await db.run(stmt);
          await db.run('RELEASE SAVEPOINT restore_step');
        } catch (e) {
          if (!TOLERATED.has((e as { code?: string }).code ?? '')) throw e;
          await db.run('ROLLBACK TO SAVEPOINT restore_step');
        }
        continue;
      }
      batch.push(stmt);
      chars += stmt.length;
      if (chars >= BATCH_CHARS) await flush();
    }
    await flush();
    await beforeCommit?.();
    await db.run('COMMIT');
  } catch (e) {
    await db.run('ROLLBACK').catch(() => {});
    throw e;
  }
  return count;
}
