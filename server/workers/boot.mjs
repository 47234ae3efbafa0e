// A worker thread's first module (server/workers/pool.ts starts it): TypeScript is loaded through
// tsx's hooks registered here, because Node 20 does not pass the parent's `--import tsx` hooks on
// to worker threads. Then the task host, whose module URL the pool gives.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.host);
