import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import fs from 'node:fs';
import path from 'node:path';
import { TARBALL } from './backups';
import { dumpPglite } from './dump';

/**
 * A backup's pg_dump in a worker thread (server/backup/backups.ts): the embedded database's files,
 * copied by the server into `copy`, opened as a database of their own in this thread (on disk where
 * they are; PGlite loads a tarball into memory) and dumped to the file.
 */
export async function pgdumpTask(init: { copy: string; file: string }) {
  return {
    async dump() {
      const tar = path.join(init.copy, TARBALL);
      const pg = fs.existsSync(tar)
        ? await PGlite.create({ loadDataDir: await fs.openAsBlob(tar), extensions: { pg_trgm } })
        : await PGlite.create(init.copy, { extensions: { pg_trgm } });
      try {
        return await dumpPglite(pg, init.file);
      } finally {
        await pg.close();
      }
    },
  };
}
