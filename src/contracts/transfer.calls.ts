import { callTable } from './calls';

/**
 * Export, import and their jobs, reference data (docs/api-transfer.md). `:resource` is a data route's
 * name; the jobs' topic lets the lists they change be fetched again when they finish.
 */
export const transferCalls = callTable({
  exportColumns: 'GET /api/:resource/export/columns',
  exportStart: ['POST /api/:resource/export', 'jobs'],
  importTemplate: 'GET /api/:resource/import/template',
  importUpload: ['POST /api/:resource/import', 'jobs'],
  job: ['GET /api/jobs/:id', 'jobs'],
  activeJob: ['GET /api/jobs/active/:kind', 'jobs'],
  jobFile: 'GET /api/jobs/:id/file',
  referenceFill: 'POST /api/:resource/reference/fill',
  staticReference: 'GET /afbase/reference/static/:kind',
  referenceLookup: 'GET /afbase/reference/lookup/:kind',
});
