import type { ServerConfig } from './config';
import type { DB } from './db';
import type { LoginLimiter } from './auth/login-limiter';
import type { WindowCounter } from './http/rate-limit';
import type { Secrets } from './auth/secrets';
import type { Sessions } from './auth/sessions';
import type { PermissionCatalogue } from './permissions';
import type { DataResource } from './resources/model';
import type { ResolvedRoute } from '../src/resources';
import type { JobWorker } from './jobs/worker';
import type { WorkerPool } from './workers/pool';
import type { BackupScheduler } from './backup/schedule';
import type { SchemaRegistry } from './schema/registry';

/** What the plugins share; built once in app.ts. */
export interface AppContext {
  config: ServerConfig;
  db: DB;
  dbKind: 'pglite' | 'postgres';
  /**
   * Whether "contains" filters have their trigram indexes (pg_trgm could be enabled: PGlite ships it,
   * PostgreSQL needs it allowed); server/resources/list-rows.ts `listAnswer` plans by it.
   */
  trigram: boolean;
  /** Runs exports and imports in the background (server/jobs). */
  jobs: JobWorker;
  /** Worker threads for CPU-heavy work: import files, export workbooks, PDFs (server/workers). */
  workers: WorkerPool;
  /** Scheduled backups and `npm run backup`'s request to a running server (server/backup). */
  backups: BackupScheduler;
  /** The first-start fill of basic data from the reference packages, running after start (server/reference). */
  referenceFill?: Promise<void>;
  secrets: Secrets;
  sessions: Sessions;
  limiter: LoginLimiter;
  /** Budget per client address for the login-free order calls (see server/external). */
  external: WindowCounter;
  catalogue: PermissionCatalogue;
  /** Data resources of the registry by resource name. */
  resources: Map<string, DataResource>;
  /** Routes of the configured modules (designer and files; the browser's bundle does not know them). */
  readonly configured: ResolvedRoute[];
  /** The registry at run time and the schema engine's environment (docs/schema.md). */
  schema: SchemaRegistry;
}
