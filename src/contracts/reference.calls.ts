import { callTable } from './calls';

/** The API's own description: the OpenAPI document and its reference page (docs/architecture.md). */
export const referenceCalls = callTable({
  openapi: 'GET /api/openapi.json',
  page: 'GET /api/reference/',
  pageScript: 'GET /api/reference/init.js',
  viewerScript: 'GET /api/reference/scalar.js',
});
