import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { dumpPgliteFile } from './dump';
import { SqlSplitter } from './sql-script';
import { restoreScript } from './restore';
import { openTarget } from './targets';
import { differences, tableFigures, type TableFigure } from './verify';

/**
 * `npm run move-to-postgres -- postgres://...` (README "On PostgreSQL"): the embedded database of
 * DATA_DIR, dumped, run into an empty PostgreSQL database in one transaction, and checked there
 * before it commits: every table's row count and checksum must equal the source's, else nothing
 * stays in the target. The server must be stopped (it holds the data directory), so nothing is
 * written after the copy.
 */
export class MoveCheckError extends Error {
  constructor(readonly differences: string[]) {
    super(`The copy differs from the embedded database, nothing was kept in the target:\n  ${differences.join('\n  ')}`);
  }
}

export interface MoveResult {
  tables: number;
  rows: number;
  figures: Map<string, TableFigure>;
}

export async function moveToPostgres(dataDir: string, url: string, log: (line: string) => void = () => {}): Promise<MoveResult> {
  if (!fs.existsSync(path.join(dataDir, 'pgdata'))) throw new Error(`There is no embedded database in ${dataDir} (DATA_DIR).`);
  // The target first: a non-empty one is refused before anything is read.
  const target = await openTarget({ kind: 'postgres', url });
  try {
    const source = await openDatabase({ kind: 'pglite', dataDir });
    const lite = source.pglite!;
    let script: Blob;
    let from: Map<string, TableFigure>;
    try {
      log(`reading the embedded database in ${dataDir}`);
      script = await dumpPgliteFile(lite);
      from = await tableFigures(async (text) => (await lite.query<Record<string, unknown>>(text)).rows);
    } finally {
      await source.close();
    }
    log(`copying ${from.size} tables (${(script.size / 1e6).toFixed(1)} MB of SQL) into PostgreSQL`);
    await restoreScript(blobStatements(script), target, {
      beforeCommit: async () => {
        log('checking row counts and checksums');
        const diff = differences(from, await tableFigures(target.query));
        if (diff.length) throw new MoveCheckError(diff);
      },
    });
    let rows = 0;
    for (const f of from.values()) rows += f.rows;
    return { tables: from.size, rows, figures: from };
  } finally {
    await target.close();
  }
}

/**
 * The dump's statements as its bytes are decoded: pg_dump of PGlite answers the script whole (a
 * File, server/backup/dump.ts), but no second copy of it is made as one string.
 */
async function* blobStatements(blob: Blob): AsyncGenerator<string> {
  const split = new SqlSplitter();
  const decoder = new TextDecoder();
  for await (const chunk of Readable.fromWeb(blob.stream() as WebReadableStream<Uint8Array>))
    yield* split.push(decoder.decode(chunk as Uint8Array, { stream: true }));
  yield* split.push(decoder.decode());
  yield* split.end();
}
