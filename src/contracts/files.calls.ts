import { callTable } from './calls';

/** Uploads and stored files, and the browser app's version file (docs/api-waybill.md, docs/security.md). */
export const fileCalls = callTable({
  upload: 'POST /api/upload',
  file: 'GET /files/:uuid/*',
  version: 'GET /version.json',
});
