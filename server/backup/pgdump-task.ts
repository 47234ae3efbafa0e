import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { dumpPglite } from './dump';

/**
 * A backup's pg_dump in a worker thread (server/backup/backups.ts): the embedded database's files,
 * copied by the server, opened as a database of their own in this thread and dumped to the file.
 */
export async function pgdumpTask(init: { tar: Uint8Array; file: string }) {
  return {
    async dump() {
      const pg = await PGlite.create({ loadDataDir: new Blob([init.tar as Uint8Array<ArrayBuffer>]), extensions: { pg_trgm } });
      try {
        return await dumpPglite(pg, init.file);
      } finally {
        await pg.close();
      }
    },
  };
}
