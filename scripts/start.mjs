import { buildIfNeeded } from './build-if-needed.mjs';

/**
 * npm start: build the browser app if needed, then run the server under its supervisor
 * (scripts/supervise.mjs: worker processes restarted when they exit, drained on SIGTERM).
 */
buildIfNeeded();
await import('./supervise.mjs');
